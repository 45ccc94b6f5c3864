// "the discarded card's mana value" / "the mana value of the discarded card", and "that card's
// mana value" right after a one-card discard (CR 701.9a): the card the effect discarded, read in
// the graveyard, where its mana value is the printed one (CR 202.3). No card discarded: 0.
// Hellhole Rats, Blast of Genius, Spellbound Dragon. Near miss that stays text: Mercurial
// Chemister's discarded card, discarded to pay a cost (not an instruction of the effect).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, run, unenforced } from './compiled';

const rats = card(
  'Hellhole Rats',
  '{2}{B}{R}',
  'Creature — Rat',
  "Haste\nWhen this creature enters, target player discards a card. This creature deals damage to that player equal to that card's mana value.",
  '2/2',
);
const blast = card(
  'Blast of Genius',
  '{4}{U}{R}',
  'Sorcery',
  "Choose any target. Draw three cards, then discard a card. Blast of Genius deals damage equal to the discarded card's mana value to that permanent or player.",
);
const chemister = card(
  'Mercurial Chemister',
  '{3}{U}{R}',
  'Creature — Human Wizard',
  "{U}, {T}: Draw two cards.\n{R}, {T}, Discard a card: This creature deals damage to target creature equal to the discarded card's mana value.",
  '2/3',
);
const giant = card('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3/3');
const CARDS = compiled(rats, blast, giant);
const LANDS = ['Swamp', 'Swamp', 'Mountain', 'Mountain', 'Island', 'Island'];

describe("the discarded card's mana value (CR 701.9a, 202.3)", () => {
  it('Hellhole Rats: p2 discards Hill Giant (mana value 4) and is dealt 4 damage', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: LANDS.slice(0, 4), hand: ['Hellhole Rats'] },
          p2: { hand: ['Hill Giant'] },
        },
      },
      [{ cast: 'Hellhole Rats' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ decide: ['p2'] });
    run(g);
    expect(g.names('p2', 'graveyard')).toEqual(['Hill Giant']);
    expect(g.state.players.p2.life).toBe(16);
  });

  it('Hellhole Rats: an empty hand discards nothing, so no damage', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: LANDS.slice(0, 4), hand: ['Hellhole Rats'] }, p2: {} } },
      [{ cast: 'Hellhole Rats' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ decide: ['p2'] });
    run(g);
    expect(g.state.players.p2.life).toBe(20);
  });

  it('Blast of Genius: discarding Hill Giant deals 4 damage to the chosen player', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: LANDS, hand: ['Blast of Genius', 'Hill Giant'], library: ['Island', 'Island', 'Island'] },
        },
      },
      [{ cast: 'Blast of Genius', targets: ['p2'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    run(g, [[g.get('Hill Giant').id]]);
    expect(g.names('p1', 'graveyard').sort()).toEqual(['Blast of Genius', 'Hill Giant']);
    expect(g.state.players.p2.life).toBe(16);
  });

  it('a card discarded to pay a cost stays text', () => {
    expect(unenforced(chemister)).toHaveLength(1);
  });
});
