// "Remove a -1/-1 counter from target creature. If you do, you gain 2 life." (Woeleecher), "At the
// beginning of your upkeep, remove a -1/-1 counter from each creature you control." (Heartmender):
// counters removed from a target or from each object of a set (CR 122.1; only counters that are
// there can be removed, so "if you do" is false without one). Near miss that stays text: "Remove
// two time counters from each permanent and each suspended card" (Dust of Moments: suspended cards
// in exile are not read).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const woeleecher = card(
  'Woeleecher',
  '{5}{W}',
  'Creature — Elemental',
  '{W}, {T}: Remove a -1/-1 counter from target creature. If you do, you gain 2 life.',
  '3/5',
);
const heartmender = card(
  'Heartmender',
  '{2}{G/W}{G/W}',
  'Creature — Elemental',
  "At the beginning of your upkeep, remove a -1/-1 counter from each creature you control.\nPersist (When this creature dies, if it had no -1/-1 counters on it, return it to the battlefield under its owner's control with a -1/-1 counter on it.)",
  '2/2',
);
const CARDS = compiled(woeleecher, heartmender);

function leech(counters: Record<string, number>) {
  const g = game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: ['Plains', { id: 'w', card: 'Woeleecher' }, { id: 'bear', card: 'Giant Spider', counters }],
        },
      },
    },
    [{ activate: 'w', targets: ['bear'] }, { pass: true }, { pass: true }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

describe('"remove … counters from target / each …" (CR 122.1)', () => {
  it('Woeleecher removes a -1/-1 counter from the target, then its controller gains 2 life', () => {
    const g = leech({ '-1/-1': 2 });
    expect(g.get('bear').counters['-1/-1']).toBe(1);
    expect(g.state.players.p1.life).toBe(22);
  });

  it('Woeleecher on a creature with no -1/-1 counter: nothing removed, no life', () => {
    const g = leech({ '+1/+1': 1 });
    expect(g.get('bear').counters).toEqual({ '+1/+1': 1 });
    expect(g.state.players.p1.life).toBe(20);
  });

  it("Heartmender's upkeep trigger removes one from each creature its controller controls, not the opponent's", () => {
    const g = game(
      {
        turn: { number: 3, active: 'p1' as const, phase: 'upkeep' as const },
        players: {
          p1: {
            battlefield: [
              { id: 'h', card: 'Heartmender', counters: { '-1/-1': 1 } },
              { id: 'a', card: 'Grizzly Bears', counters: { '-1/-1': 1 } },
            ],
            library: ['Forest', 'Forest'],
          },
          p2: { battlefield: [{ id: 'b', card: 'Giant Spider', counters: { '-1/-1': 1 } }], library: ['Forest'] },
        },
      },
      [{ advance: 'next-turn' }, { advance: 'next-turn' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.turn.active).toBe('p1');
    expect(g.stack()).toEqual([]);
    expect(g.get('h').counters['-1/-1'] ?? 0).toBe(0);
    expect(g.get('a').counters['-1/-1'] ?? 0).toBe(0);
    expect(g.get('b').counters['-1/-1']).toBe(1);
  });

  it('near miss: "from each permanent and each suspended card" stays text', () => {
    const dust = card(
      'Dust of Moments',
      '{2}{W}',
      'Instant',
      'Choose one —\n• Remove two time counters from each permanent and each suspended card.\n• Put two time counters on each permanent with a time counter on it and each suspended card.',
    );
    expect(unenforced(dust)).toHaveLength(1);
  });
});
