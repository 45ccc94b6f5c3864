// "You may exile a creature card from your graveyard. If you do, …", "… from a graveyard",
// "… a card from your hand": one card of that zone chosen as the ability resolves (not targeted,
// CR 115.10, 608.2d), then exiled (406.2); "If you do" / "If you don't" read whether a card was
// exiled (608.2c). Not read where the card links what it exiles (imprint, "exiled with ~", CR
// 607.2a). Real cards.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const vandal = card(
  'Masked Vandal',
  '{1}{G}',
  'Creature — Shapeshifter',
  'Changeling (This card is every creature type.)\nWhen this creature enters, you may exile a creature card from your graveyard. If you do, exile target artifact or enchantment an opponent controls.',
  '1/3',
);
const feaster = card(
  'Entrails Feaster',
  '{B}',
  'Creature — Zombie Cat',
  "At the beginning of your upkeep, you may exile a creature card from a graveyard. If you do, put a +1/+1 counter on this creature. If you don't, tap this creature.",
  '1/1',
);
const ornithopter = card('Ornithopter', '{0}', 'Artifact Creature — Thopter', 'Flying', '0/2');
const CARDS = compiled(vandal, feaster, ornithopter);

function vandalGame(graveyard: string[]) {
  const g = game(
    {
      turn: main,
      players: {
        p1: { hand: ['Masked Vandal'], battlefield: ['Forest', 'Forest'], graveyard, library: ['Island'] },
        p2: { battlefield: [{ id: 'thopter', card: 'Ornithopter' }], library: ['Island'] },
      },
    },
    [{ cast: 'Masked Vandal' }, { pass: true }, { pass: true }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

describe('you may exile a card from a graveyard (chosen, not targeted)', () => {
  it('Masked Vandal: the creature card is exiled, and so is the Ornithopter', () => {
    const g = vandalGame(['Grizzly Bears', 'Island']);
    expect(g.state.pendingDecision).toMatchObject({ kind: 'may' });
    g.act({ decide: true });
    // The only creature card is taken without asking which (CR 608.2d).
    expect(g.names('p1', 'exile')).toEqual(['Grizzly Bears']);
    expect(g.names('p1', 'graveyard')).toEqual(['Island']);
    expect(g.names('p2', 'exile')).toEqual(['Ornithopter']);
  });

  it('Masked Vandal declined: nothing is exiled', () => {
    const g = vandalGame(['Grizzly Bears']);
    g.act({ decide: false });
    expect(g.names('p1', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.names('p2', 'battlefield')).toEqual(['Ornithopter']);
  });

  it('Masked Vandal with no creature card in the graveyard: a yes exiles nothing, so the Ornithopter stays', () => {
    const g = vandalGame(['Island']);
    g.act({ decide: true });
    expect(g.names('p1', 'graveyard')).toEqual(['Island']);
    expect(g.names('p2', 'battlefield')).toEqual(['Ornithopter']);
  });

  function feasterGame(p2graveyard: string[]) {
    const g = game(
      {
        turn: { number: 3, active: 'p1' as const, phase: 'untap' as const },
        players: {
          p1: { battlefield: [{ id: 'feaster', card: 'Entrails Feaster' }], library: ['Island', 'Island'] },
          p2: { graveyard: p2graveyard, library: ['Island'] },
        },
      },
      [{ advance: 'upkeep' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    return g;
  }

  it("Entrails Feaster takes a creature card from an opponent's graveyard ('a graveyard') and grows", () => {
    const g = feasterGame(['Grizzly Bears']);
    g.act({ decide: true });
    expect(g.names('p2', 'exile')).toEqual(['Grizzly Bears']);
    expect(g.get('feaster').counters['+1/+1']).toBe(1);
    expect(g.get('feaster').tapped).toBe(false);
  });

  it("Entrails Feaster declined: it is tapped (If you don't)", () => {
    const g = feasterGame(['Grizzly Bears']);
    g.act({ decide: false });
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.get('feaster').tapped).toBe(true);
  });

  it('near misses stay text: a linked exile (imprint, "exiled with"), and "it" naming the exiled card', () => {
    const mirror = card(
      'Panoptic Mirror',
      '{5}',
      'Artifact',
      'Imprint — {X}, {T}: You may exile an instant or sorcery card with mana value X from your hand.\nAt the beginning of your upkeep, you may copy a card exiled with this artifact. If you do, you may cast the copy without paying its mana cost.',
    );
    expect(unenforced(mirror)).toHaveLength(2);
    const mordor = card(
      'Mordor on the March',
      '{5}{B}',
      'Sorcery',
      "Storm (When you cast this spell, copy it for each spell cast before it this turn. You may choose new targets for the copies.)\nExile a creature card from your graveyard. Create a token that's a copy of it. It gains haste until end of turn. Exile it at the beginning of the next end step.",
    );
    expect(unenforced(mordor)).toEqual([expect.stringMatching(/^Exile a creature card/)]);
    // "Sacrifice it" is the planeswalker put onto the battlefield, not the Accomplice (was read as the source).
    const accomplice = card(
      'Planebound Accomplice',
      '{2}{R}',
      'Creature — Human Wizard',
      '{R}: You may put a planeswalker card from your hand onto the battlefield. Sacrifice it at the beginning of the next end step.',
      '3/2',
    );
    expect(unenforced(accomplice)).toHaveLength(1);
  });
});
