// "Put a +1/+1 counter on target creature, two +1/+1 counters on another target creature, and
// three +1/+1 counters on a third target creature" (Incremental Growth): "a third target" is a
// target unlike the ones before it (CR 115.3: the same object can't be chosen for more than one
// instance of the word "target"). Near miss that stays text: Raven's Run, a plane, whose "another
// target" might mean "not this permanent" too.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const growth = card(
  'Incremental Growth',
  '{3}{G}{G}',
  'Sorcery',
  'Put a +1/+1 counter on target creature, two +1/+1 counters on another target creature, and three +1/+1 counters on a third target creature.',
);
const CARDS = compiled(growth);

function cast(targets: string[]) {
  return game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: [
            ...Array<string>(5).fill('Forest'),
            { id: 'a', card: 'Grizzly Bears' },
            { id: 'b', card: 'Llanowar Elves' },
            { id: 'c', card: 'Giant Spider' },
          ],
          hand: ['Incremental Growth'],
        },
      },
    },
    [{ cast: 'Incremental Growth', targets }, { pass: true }],
    { cards: CARDS },
  );
}

describe('"… and three +1/+1 counters on a third target creature" (CR 115.3)', () => {
  it('Incremental Growth puts one, two and three counters on three different creatures', () => {
    const g = cast(['a', 'b', 'c']);
    expect(g.error).toBeNull();
    expect(g.get('a').counters['+1/+1']).toBe(1);
    expect(g.get('b').counters['+1/+1']).toBe(2);
    expect(g.get('c').counters['+1/+1']).toBe(3);
  });

  it('the third target must differ from the first', () => {
    expect(cast(['a', 'b', 'a']).error).not.toBeNull();
  });

  it("near miss: Raven's Run (a plane) stays text", () => {
    const run = card(
      "Raven's Run",
      '',
      'Plane — Shadowmoor',
      'All creatures have wither. (They deal damage to creatures in the form of -1/-1 counters.)\nWhenever chaos ensues, put a -1/-1 counter on target creature, two -1/-1 counters on another target creature, and three -1/-1 counters on a third target creature.',
    );
    expect(unenforced(run)).toHaveLength(1);
  });
});
