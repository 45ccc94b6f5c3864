// "When this creature is turned face up, …" (CR 708.8, 702.37e): turning a face-down permanent
// face up is an event its own abilities (now that it has them) and other permanents' abilities
// see; abilities about entering don't trigger then, since it entered long before. Real cards played.
import { describe, expect, it } from 'vitest';
import { RULE } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const REMINDER =
  '(You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.)';
const marauder = card(
  'Skirk Marauder',
  '{1}{R}',
  'Creature — Goblin',
  `Morph {2}{R} ${REMINDER}\nWhen this creature is turned face up, it deals 2 damage to any target.`,
  '2/1',
);
const brigade = card(
  'Ponyback Brigade',
  '{3}{R}{W}{B}',
  'Creature — Goblin Warrior',
  `When this creature enters or is turned face up, create three 1/1 red Goblin creature tokens.\nMorph {2}{R}{W}{B} ${REMINDER}`,
  '2/2',
);
const farseer = card(
  'Aven Farseer',
  '{1}{W}',
  'Creature — Bird Soldier',
  'Flying\nWhenever a permanent is turned face up, put a +1/+1 counter on this creature.',
  '1/1',
);
const CARDS = compiled(marauder, brigade, farseer);
const lands = (card: string, n: number) => Array.from({ length: n }, () => card);

/** p1 casts `id` face down with the lands given, and it resolves; p2 has `p2`. */
function faceDown(id: string, name: string, battlefield: readonly (string | object)[], p2: object = {}): Game {
  const g = game(
    { turn: main, players: { p1: { battlefield, hand: [{ id, card: name }] }, p2 } },
    [{ cast: id, alt: 'face-down' }, { pass: true }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

describe('"When ~ is turned face up" (CR 708.8)', () => {
  it('Skirk Marauder turned face up: its trigger goes on the stack and deals 2 damage to the target chosen', () => {
    const g = faceDown('sm', 'Skirk Marauder', lands('Mountain', 6));
    expect(g.state.stack).toEqual([]);
    g.perform({ type: 'turnFaceUp', player: 'p1', object: g.get('sm').id });
    // Its target is chosen as it is put on the stack (CR 603.3d).
    expect(g.state.pendingDecision).not.toBeNull();
    g.act({ decide: ['p2'] });
    expect(g.stack()).toEqual(['Skirk Marauder ability']);
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(18);
    expect(g.state.stack).toEqual([]);
  });

  it('face down it has no such ability: cast face down, nothing triggers as it enters', () => {
    const g = faceDown('pb', 'Ponyback Brigade', lands('Plains', 3));
    expect(g.state.stack).toEqual([]);
    expect(g.names('p1', 'battlefield').filter((n) => n === 'Goblin Token (token)')).toEqual([]);
  });

  it('Ponyback Brigade "enters or is turned face up": turned face up, three Goblins once (its enters half does not trigger, 708.8)', () => {
    const g = faceDown('pb', 'Ponyback Brigade', [
      ...lands('Mountain', 4),
      ...lands('Plains', 2),
      ...lands('Swamp', 2),
    ]);
    g.perform({ type: 'turnFaceUp', player: 'p1', object: g.get('pb').id });
    expect(g.stack()).toEqual(['Ponyback Brigade ability']);
    g.act({ pass: true });
    expect(g.state.stack).toEqual([]);
    expect(g.names('p1', 'battlefield').filter((n) => n === 'Goblin Token (token)')).toHaveLength(3);
  });

  it("Aven Farseer sees any permanent turned face up, an opponent's too: a +1/+1 counter", () => {
    const g = faceDown('pb', 'Ponyback Brigade', lands('Mountain', 6).concat(lands('Plains', 1), lands('Swamp', 1)), {
      battlefield: [{ id: 'af', card: 'Aven Farseer' }],
    });
    g.perform({ type: 'turnFaceUp', player: 'p1', object: g.get('pb').id });
    // Both triggers: the active player's first on the stack, p2's on top (CR 603.3b).
    expect(g.stack()).toEqual(['Ponyback Brigade ability', 'Aven Farseer ability']);
    g.act({ pass: true });
    expect(g.get('af').counters).toEqual({ '+1/+1': 1 });
    expect(g.has('TurnedFaceUp', RULE.turnFaceUp)).toBe(true);
  });

  it('near miss: a turned-face-up trigger whose effect is not understood stays text', () => {
    const brine = card(
      'Brine Elemental',
      '{4}{U}{U}',
      'Creature — Elemental',
      `Morph {5}{U}{U} ${REMINDER}\nWhen this creature is turned face up, each opponent skips their next untap step.`,
      '5/4',
    );
    expect(unenforced(brine)).toEqual([
      'When this creature is turned face up, each opponent skips their next untap step.',
    ]);
  });
});
