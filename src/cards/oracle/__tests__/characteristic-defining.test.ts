// Characteristic-defining abilities that set power and toughness (CR 604.3, 613.4a): read by the
// grammar's amounts, evaluated continuously and in every zone; "~'s power is equal to …" keeps
// the printed toughness.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { compileCard } from '../compile';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const lhurgoyf = card(
  'Lhurgoyf',
  '{2}{G}{G}',
  'Creature — Lhurgoyf',
  "Lhurgoyf's power is equal to the number of creature cards in all graveyards and its toughness is equal to that number plus 1.",
  '*/1+*',
);
const revenant = card(
  'Revenant',
  '{4}{B}',
  'Creature — Spirit',
  "Flying\nRevenant's power and toughness are each equal to the number of creature cards in your graveyard.",
  '*/*',
);
const dakmor = card(
  'Dakmor Sorceress',
  '{5}{B}',
  'Creature — Human Wizard',
  "Dakmor Sorceress's power is equal to the number of Swamps you control.",
  '*/4',
);
const serra = card(
  'Serra Avatar',
  '{4}{W}{W}{W}',
  'Creature — Avatar',
  "Serra Avatar's power and toughness are each equal to your life total.\nWhen Serra Avatar is put into a graveyard from anywhere, shuffle it into its owner's library.",
  '*/*',
);

describe('power and toughness defined by an ability (CR 604.3)', () => {
  it('Lhurgoyf counts creature cards in every graveyard, not instants; its toughness is that plus 1', () => {
    const cards = compiled(lhurgoyf);
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'goyf', card: 'Lhurgoyf' }], graveyard: ['Grizzly Bears', 'Lightning Bolt'] },
          p2: { graveyard: ['Grizzly Bears', 'Giant Spider'] },
        },
      },
      [],
      { cards },
    );
    expect(pt(g, 'goyf')).toEqual([3, 4]);
  });

  it('works in every zone: a Lhurgoyf in a graveyard counts itself (604.3)', () => {
    const cards = compiled(lhurgoyf);
    const g = game(
      { turn: main, players: { p1: { graveyard: [{ id: 'goyf', card: 'Lhurgoyf' }, 'Grizzly Bears'] } } },
      [],
      { cards },
    );
    expect(pt(g, 'goyf')).toEqual([2, 3]);
  });

  it("Revenant counts only its controller's graveyard", () => {
    const cards = compiled(revenant);
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'rev', card: 'Revenant' }], graveyard: ['Grizzly Bears'] },
          p2: { graveyard: ['Grizzly Bears', 'Giant Spider'] },
        },
      },
      [],
      { cards },
    );
    expect(pt(g, 'rev')).toEqual([1, 1]);
  });

  it("Dakmor Sorceress's power is the Swamps its controller controls; its printed toughness 4 stays", () => {
    const cards = compiled(dakmor);
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'dak', card: 'Dakmor Sorceress' }, 'Swamp', 'Swamp', 'Forest'] },
          p2: { battlefield: ['Swamp'] },
        },
      },
      [],
      { cards },
    );
    expect(pt(g, 'dak')).toEqual([2, 4]);
  });

  it("Serra Avatar's power and toughness follow its controller's life total", () => {
    // Its P/T ability is read, and its "put into a graveyard from anywhere" trigger too
    // (graveyard-from-anywhere-self.test.ts): the card is full.
    const r = compileCard(serra);
    expect(r.abilities.map((a) => a.enforced)).toEqual([true, true]);
    const g = game(
      { turn: main, players: { p1: { life: 13, battlefield: [{ id: 'serra', card: 'Serra Avatar' }] } } },
      [],
      {
        cards: [r.def],
      },
    );
    expect(pt(g, 'serra')).toEqual([13, 13]);
  });

  it('near miss: "card types among cards in all graveyards" (Tarmogoyf) stays text, with its */1+*', () => {
    const goyf = card(
      'Tarmogoyf',
      '{1}{G}',
      'Creature — Lhurgoyf',
      "Tarmogoyf's power is equal to the number of card types among cards in all graveyards and its toughness is equal to that number plus 1.",
      '*/1+*',
    );
    expect(unenforced(goyf)).toEqual([
      "Tarmogoyf's power is equal to the number of card types among cards in all graveyards and its toughness is equal to that number plus 1.",
      '*/1+*',
    ]);
  });
});
