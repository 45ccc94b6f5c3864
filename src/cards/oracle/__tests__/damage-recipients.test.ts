// Recipients of damage named by new object and target phrases: "target attacking, blocking, or
// tapped creature" (any of the states, Sonar Strike), "target player or battle" (a player or a
// battle, CR 310.1; Onakke Javelineer), "target creature token, player, or planeswalker" (Coalborn
// Entity), "each outlaw creature" / "each non-outlaw creature" (Assassins, Mercenaries, Pirates,
// Rogues and Warlocks, as the reminder text lists them; Caught in the Crossfire), "each
// non-Bolas planeswalker" (a planeswalker type, CR 205.3j; Hour of Devastation). Near miss that
// stays text: Chandra's Defeat's "target red creature or red planeswalker".
import { describe, expect, it } from 'vitest';
import { NO_MORE_MODES } from '../../../engine/casting/modes';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const sonar = card(
  'Sonar Strike',
  '{1}{W}',
  'Instant',
  'Sonar Strike deals 4 damage to target attacking, blocking, or tapped creature. You gain 3 life if you control a Bat.',
);
const javelineer = card(
  'Onakke Javelineer',
  '{4}{R}',
  'Creature — Ogre Spirit',
  'Reach\n{T}: This creature deals 2 damage to target player or battle.',
  '5/4',
);
const coalborn = card(
  'Coalborn Entity',
  '{4}{R}',
  'Creature — Elemental',
  '{2}{R}: This creature deals 1 damage to target creature token, player, or planeswalker.',
  '4/4',
);
const crossfire = card(
  'Caught in the Crossfire',
  '{R}{R}',
  'Instant',
  'Spree (Choose one or more additional costs.)\n+ {1} — Caught in the Crossfire deals 2 damage to each outlaw creature. (Assassins, Mercenaries, Pirates, Rogues, and Warlocks are outlaws.)\n+ {1} — Caught in the Crossfire deals 2 damage to each non-outlaw creature.',
);
const defeat = card(
  "Chandra's Defeat",
  '{R}',
  'Instant',
  "Chandra's Defeat deals 5 damage to target red creature or red planeswalker. If that permanent is a Chandra planeswalker, you may discard a card. If you do, draw a card.",
);
const rogue = card('Mudbutton Clanger', '{R}', 'Creature — Goblin Rogue', '', '1/1');
const CARDS = compiled(sonar, javelineer, coalborn, crossfire, rogue);

describe('damage recipients: new object and target phrases', () => {
  it('Sonar Strike: a tapped creature may be chosen, an untapped one not in combat may not', () => {
    const board = {
      turn: main,
      players: {
        p1: { battlefield: ['Plains', 'Plains'], hand: ['Sonar Strike'] },
        p2: {
          battlefield: [
            { id: 'tapped', card: 'Grizzly Bears', tapped: true },
            { id: 'untapped', card: 'Grizzly Bears' },
          ],
        },
      },
    };
    const g = game(board, [{ cast: 'Sonar Strike', targets: ['tapped'] }, { pass: true }], { cards: CARDS });
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    const refused = game(board, [{ cast: 'Sonar Strike', targets: ['untapped'] }], { cards: CARDS });
    expect(refused.error).not.toBeNull();
  });

  it('Onakke Javelineer: 2 damage to a player; a creature is not a legal target', () => {
    const board = {
      turn: main,
      players: {
        p1: { battlefield: [{ id: 'jav', card: 'Onakke Javelineer' }] },
        p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
      },
    };
    const g = game(board, [{ activate: 'jav', targets: ['p2'] }, { pass: true }], { cards: CARDS });
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(18);
    const refused = game(board, [{ activate: 'jav', targets: ['bears'] }], { cards: CARDS });
    expect(refused.error).not.toBeNull();
  });

  it('Coalborn Entity: a player may be targeted, a nontoken creature may not', () => {
    const board = {
      turn: main,
      players: {
        p1: { battlefield: [{ id: 'ent', card: 'Coalborn Entity' }, 'Mountain', 'Mountain', 'Mountain'] },
        p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
      },
    };
    const g = game(board, [{ activate: 'ent', targets: ['p2'] }, { pass: true }], { cards: CARDS });
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(19);
    const refused = game(board, [{ activate: 'ent', targets: ['bears'] }], { cards: CARDS });
    expect(refused.error).not.toBeNull();
  });

  it("Caught in the Crossfire's modes: outlaws, then non-outlaws", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'], hand: ['Caught in the Crossfire'] },
          p2: {
            battlefield: [
              { id: 'rogue', card: 'Mudbutton Clanger' },
              { id: 'bears', card: 'Grizzly Bears' },
            ],
          },
        },
      },
      [{ cast: 'Caught in the Crossfire' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ decide: '0' });
    g.act({ decide: NO_MORE_MODES });
    g.act({ pass: true });
    expect(g.names('p2', 'graveyard')).toEqual(['Mudbutton Clanger']);
    expect(g.get('bears').damage).toBe(0);
  });

  it('"target red creature or red planeswalker" stays text', () => {
    expect(unenforced(defeat)).toHaveLength(1);
  });
});
