// Suspect (CR 701.60a, 701.60c): the permanent becomes suspected until it leaves the battlefield;
// a suspected permanent has menace and "This creature can't block". Real cards through the engine.
import { describe, expect, it } from 'vitest';
import { RULE } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const jameson = card(
  'J. Jonah Jameson',
  '{2}{R}',
  'Legendary Creature — Human Citizen',
  'When J. Jonah Jameson enters, suspect up to one target creature.\nWhenever a creature you control with menace attacks, create a Treasure token.',
  '2/2',
);
const person = card(
  'Person of Interest',
  '{3}{R}',
  'Creature — Human Rogue',
  "When this creature enters, suspect it. Create a 2/2 white and blue Detective creature token. (A suspected creature has menace and can't block.)",
  '2/2',
);
const CARDS = compiled(jameson, person);
const library = ['Island', 'Island', 'Island', 'Island', 'Island', 'Island'];

/**
 * p1 casts J. Jonah Jameson (its enters trigger now waits for its target) with Grizzly Bears `own`
 * beside three Mountains; p2 has two Grizzly Bears, b1 and b2.
 */
function jamesonGame(own: string): Game {
  const g = game(
    {
      turn: main,
      players: {
        p1: {
          hand: ['J. Jonah Jameson'],
          battlefield: ['Mountain', 'Mountain', 'Mountain', { id: own, card: 'Grizzly Bears' }],
          library,
        },
        p2: {
          battlefield: [
            { id: 'b1', card: 'Grizzly Bears' },
            { id: 'b2', card: 'Grizzly Bears' },
          ],
          library,
        },
      },
    },
    [],
    { cards: CARDS },
  );
  g.act({ cast: 'J. Jonah Jameson' });
  g.act({ pass: true });
  return g;
}

describe('suspect (CR 701.60)', () => {
  it('J. Jonah Jameson suspects a creature: it has menace (its attack triggers Jameson, one blocker is refused)', () => {
    const g = jamesonGame('bears');
    g.act({ decide: ['bears'] });
    g.act({ pass: true });
    expect(g.state.effects.filter((e) => e.suspected).map((e) => e.object)).toEqual([g.get('bears').id]);
    expect(g.rules()).toContain(RULE.suspect);
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['bears'] });
    g.act({ pass: true });
    expect(g.names('p1', 'battlefield')).toContain('Treasure Token (token)');
    g.act({ advance: 'declareBlockers' });
    expect(() => g.act({ block: { b1: 'bears' }, player: 'p2' })).toThrow(/menace|two or more/i);
    g.act({ block: {}, player: 'p2' });
    g.act({ advance: 'main2' });
    expect(g.state.players.p2.life).toBe(18);
  });

  it("an opponent's suspected creature can't block, and stays suspected on later turns (until it leaves, CR 701.60a)", () => {
    const g = jamesonGame('a1');
    g.act({ decide: ['b1'] });
    g.act({ pass: true });
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'next-turn' });
    expect(g.state.turn.active).toBe('p1');
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['a1'] });
    g.act({ advance: 'declareBlockers' });
    expect(() => g.act({ block: { b1: 'a1' }, player: 'p2' })).toThrow(/can't block/);
    g.act({ block: { b2: 'a1' }, player: 'p2' });
    expect(g.state.combat?.blockers).toEqual({ [g.get('b2').id]: g.get('a1').id });
  });

  it('Person of Interest suspects itself ("it" is the source) and makes its Detective, which is not suspected', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Person of Interest'], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'], library },
          p2: { library },
        },
      },
      [{ cast: 'Person of Interest' }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield')).toContain('Detective Token (token)');
    expect(g.state.effects.filter((e) => e.suspected).map((e) => e.object)).toEqual([g.get('Person of Interest').id]);
  });

  it('near miss: "if it\'s not suspected, you may suspect it" stays text', () => {
    const braggart = card(
      'Rubblebelt Braggart',
      '{4}{R}',
      'Creature — Lizard Warrior',
      "Whenever this creature attacks, if it's not suspected, you may suspect it. (A suspected creature has menace and can't block.)",
      '5/5',
    );
    expect(unenforced(braggart)[0]).toMatch(/^Whenever this creature attacks, if it's not suspected/);
  });
});
