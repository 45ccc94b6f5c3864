// Mana whose spending restriction names where the spell is cast from (CR 106.6, 601.2a): "Spend
// this mana only to cast a spell from your graveyard" (Lord of the Forsaken), "This mana can't be
// spent to cast spells from your hand" (Vhal, Candlekeep Researcher). "… spells with flashback
// from a graveyard" (Altar of the Lost) stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const lord = card(
  'Lord of the Forsaken',
  '{4}{B}{B}',
  'Creature — Demon',
  'Flying, trample\n{B}, Sacrifice another creature: Target player mills three cards.\nPay 1 life: Add {C}. Spend this mana only to cast a spell from your graveyard.',
  '6/6',
);
const vhal = card(
  'Vhal, Candlekeep Researcher',
  '{3}{U}',
  'Legendary Creature — Human Wizard',
  "Vigilance\n{T}: Add an amount of {C} equal to Vhal's toughness. This mana can't be spent to cast spells from your hand.\nChoose a Background (You can have a Background as a second commander.)",
  '2/3',
);
const mindStone = card(
  'Mind Stone',
  '{2}',
  'Artifact',
  '{T}: Add {C}.\n{1}, {T}, Sacrifice this artifact: Draw a card.',
);
const altar = card(
  'Altar of the Lost',
  '{3}',
  'Artifact',
  'This artifact enters tapped.\n{T}: Add two mana in any combination of colors. Spend this mana only to cast spells with flashback from a graveyard.',
);
// Think Twice is the registry's own.
const cards = compiled(lord, vhal, mindStone);

function board(p1: object) {
  return { turn: main, players: { p1: { library: ['Island', 'Island'], ...p1 }, p2: {} } };
}

describe('"Spend this mana only to cast a spell from your graveyard" (CR 106.6)', () => {
  it('Lord of the Forsaken: two {C} for 2 life and an Island cast Think Twice by flashback from the graveyard', () => {
    const g = game(
      board({ battlefield: ['Island', 'Lord of the Forsaken'], graveyard: ['Think Twice'] }),
      [
        { activate: 'Lord of the Forsaken', ability: 1 },
        { activate: 'Lord of the Forsaken', ability: 1 },
      ],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.life).toBe(18);
    expect(g.state.players.p1.restrictedMana).toHaveLength(2);
    g.act({ cast: 'Think Twice' });
    expect(g.stack()).toEqual(['Think Twice']);
    expect(g.state.players.p1.restrictedMana).toBeUndefined();
    g.act({ pass: true });
    expect(g.names('p1', 'hand')).toEqual(['Island']);
  });

  it('Lord of the Forsaken: its {C} can’t pay for Think Twice cast from the hand', () => {
    const g = game(
      board({ battlefield: ['Island', 'Lord of the Forsaken'], hand: ['Think Twice'] }),
      [{ activate: 'Lord of the Forsaken', ability: 1 }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(() => g.act({ cast: 'Think Twice' })).toThrow(/no way to pay/);
    expect(g.names('p1', 'hand')).toEqual(['Think Twice']);
  });
});

describe('"This mana can\'t be spent to cast spells from your hand" (CR 106.6)', () => {
  it('Vhal: three {C} can’t cast Mind Stone from the hand, but pay for the flashback of Think Twice', () => {
    const g = game(
      board({
        battlefield: ['Island', 'Vhal, Candlekeep Researcher'],
        hand: ['Mind Stone'],
        graveyard: ['Think Twice'],
      }),
      [{ activate: 'Vhal, Candlekeep Researcher', ability: 0 }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.restrictedMana).toHaveLength(3);
    expect(() => g.act({ cast: 'Mind Stone' })).toThrow(/no way to pay/);
    g.act({ cast: 'Think Twice' });
    expect(g.stack()).toEqual(['Think Twice']);
    expect(g.state.players.p1.restrictedMana).toHaveLength(1);
  });

  it('near miss: "… only to cast spells with flashback from a graveyard" stays text', () => {
    expect(unenforced(altar)).toEqual([
      '{T}: Add two mana in any combination of colors. Spend this mana only to cast spells with flashback from a graveyard.',
    ]);
  });
});
