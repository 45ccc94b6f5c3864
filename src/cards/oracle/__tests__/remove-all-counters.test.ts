// "Remove all -1/-1 counters from it" (CR 122.1): as many counters of that kind as the object has
// as the instruction is followed; counters of other kinds stay. "Remove all counters from …" (every
// kind) is read too: see remove-every-counter.test.ts.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const mark = card(
  "Hapatra's Mark",
  '{G}',
  'Instant',
  "Target creature you control gains hexproof until end of turn. Remove all -1/-1 counters from it. (A creature with hexproof can't be the target of spells or abilities your opponents control.)",
);
const anthroplasm = card(
  'Anthroplasm',
  '{2}{U}{U}',
  'Creature — Shapeshifter',
  'This creature enters with two +1/+1 counters on it.\n{X}, {T}: Remove all +1/+1 counters from this creature and put X +1/+1 counters on it.',
  '0/0',
);
const CARDS = compiled(mark, anthroplasm);

describe('"remove all [kind] counters from …" (CR 122.1)', () => {
  it("Hapatra's Mark removes every -1/-1 counter and leaves the other kinds", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ["Hapatra's Mark"],
            battlefield: ['Forest', { id: 'spider', card: 'Giant Spider', counters: { '-1/-1': 3, charge: 1 } }],
          },
        },
      },
      [{ cast: "Hapatra's Mark", targets: ['spider'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('spider').counters['-1/-1'] ?? 0).toBe(0);
    expect(g.get('spider').counters.charge).toBe(1);
    expect(pt(g, 'spider')).toEqual([2, 4]);
  });

  it('Anthroplasm with X = 1 ends with exactly one +1/+1 counter, not its two plus one', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Island', { id: 'plasm', card: 'Anthroplasm', counters: { '+1/+1': 2 } }] },
        },
      },
      [{ activate: 'plasm', ability: 0, x: 1 }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('plasm').counters['+1/+1']).toBe(1);
  });

  it('"Remove all counters from that creature" (every kind) is read (Blitz Leech)', () => {
    const leech = card(
      'Blitz Leech',
      '{4}{B}',
      'Creature — Leech',
      'Flash\nWhen this creature enters, target creature an opponent controls gets -2/-2 until end of turn. Remove all counters from that creature.',
      '3/3',
    );
    expect(unenforced(leech)).toEqual([]);
  });
});
