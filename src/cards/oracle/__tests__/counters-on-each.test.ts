// "Put a +1/+1 counter on each …" with the object phrases that name which (CR 122.1, 109.5):
// - "… each creature you control other than this creature" (Dawnstrike Vanguard): "other than ~"
//   is "other" — every such object but the source;
// - "… each creature each opponent controls" (Aku Djinn): every creature an opponent controls.
// "each other creature you control named Charmed Stray" (its own name) is read: named-self.test.ts.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const vanguard = card(
  'Dawnstrike Vanguard',
  '{5}{W}',
  'Creature — Human Knight',
  'Lifelink\nAt the beginning of your end step, if you control two or more tapped creatures, put a +1/+1 counter on each creature you control other than this creature.',
  '4/5',
);
const djinn = card(
  'Aku Djinn',
  '{3}{B}{B}',
  'Creature — Djinn',
  'Trample\nAt the beginning of your upkeep, put a +1/+1 counter on each creature each opponent controls.',
  '5/6',
);
const stray = card(
  'Charmed Stray',
  '{W}',
  'Creature — Cat',
  'Lifelink\nWhen this creature enters, put a +1/+1 counter on each other creature you control named Charmed Stray.',
  '1/1',
);
const CARDS = compiled(vanguard, djinn);

const resolveTop = (g: ReturnType<typeof game>) => {
  g.act({ pass: true });
  g.act({ pass: true, player: 'p2' });
};

describe('"put a +1/+1 counter on each …" (CR 122.1)', () => {
  it('Dawnstrike Vanguard: each creature you control but itself, none on an opponent’s', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'v', card: 'Dawnstrike Vanguard' },
              { id: 'a', card: 'Grizzly Bears', tapped: true },
              { id: 'b', card: 'Grizzly Bears', tapped: true },
            ],
          },
          p2: { battlefield: [{ id: 'c', card: 'Grizzly Bears' }] },
        },
      },
      [{ advance: 'end' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    resolveTop(g);
    expect(g.get('a').counters['+1/+1']).toBe(1);
    expect(g.get('b').counters['+1/+1']).toBe(1);
    expect(g.get('v').counters['+1/+1'] ?? 0).toBe(0);
    expect(g.get('c').counters['+1/+1'] ?? 0).toBe(0);
  });

  it('Aku Djinn: each creature an opponent controls, none of yours', () => {
    const g = game(
      {
        turn: { number: 3, active: 'p1' as const, phase: 'upkeep' as const },
        players: {
          p1: {
            battlefield: [
              { id: 'd', card: 'Aku Djinn' },
              { id: 'a', card: 'Grizzly Bears' },
            ],
            library: ['Forest', 'Forest'],
          },
          p2: {
            battlefield: [
              { id: 'b', card: 'Grizzly Bears' },
              { id: 'c', card: 'Llanowar Elves' },
            ],
            library: ['Forest', 'Forest'],
          },
        },
      },
      [{ advance: 'next-turn' }, { advance: 'next-turn' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    // p1's next turn, its upkeep trigger resolved on the way to the main phase.
    expect(g.state.turn.active).toBe('p1');
    expect(g.stack()).toEqual([]);
    expect(g.get('b').counters['+1/+1']).toBe(1);
    expect(g.get('c').counters['+1/+1']).toBe(1);
    expect(g.get('a').counters['+1/+1'] ?? 0).toBe(0);
    expect(g.get('d').counters['+1/+1'] ?? 0).toBe(0);
  });

  it('"each other creature you control named ~" (its own name) is read', () => {
    expect(unenforced(stray)).toHaveLength(0);
  });
});
