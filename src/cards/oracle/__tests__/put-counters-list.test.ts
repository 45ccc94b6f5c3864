// "Put a +1/+1 counter on that creature and a +1/+1 counter on this creature", "Put two +1/+1
// counters on target creature and two +1/+1 counters on another target creature": one "put"
// with several counters-on parts, done in text order (CR 122.1; targets numbered as the text
// names them, "another target" differing from the earlier one, 115.3).
// Near miss that stays text: Raven's Run's "another target creature" on a plane (a permanent's
// "another" might mean "not this permanent" too). Incremental Growth's "a third target" is
// third-target.test.ts's.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const ranger = card(
  'Juniper Order Ranger',
  '{3}{G}{W}',
  'Creature — Human Knight Ranger',
  'Whenever another creature you control enters, put a +1/+1 counter on that creature and a +1/+1 counter on this creature.',
  '2/4',
);
const stand = card(
  'Stand Together',
  '{3}{G}{G}',
  'Instant',
  'Put two +1/+1 counters on target creature and two +1/+1 counters on another target creature.',
);
const biskelion = card(
  'Serrated Biskelion',
  '{3}',
  'Artifact Creature — Construct',
  '{T}: Put a -1/-1 counter on this creature and a -1/-1 counter on target creature.',
  '2/2',
);
const ravensRun = card(
  "Raven's Run",
  '',
  'Plane — Shadowmoor',
  'All creatures have wither. (They deal damage to creatures in the form of -1/-1 counters.)\nWhenever chaos ensues, put a -1/-1 counter on target creature, two -1/-1 counters on another target creature, and three -1/-1 counters on a third target creature.',
);
const CARDS = compiled(ranger, stand, biskelion);

const resolveTop = (g: ReturnType<typeof game>) => {
  g.act({ pass: true });
  g.act({ pass: true, player: 'p2' });
};

describe('"put … counter on A and … counter on B" (CR 122.1)', () => {
  it('Juniper Order Ranger: a counter on the creature that entered and one on itself', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'r', card: 'Juniper Order Ranger' }, 'Forest', 'Forest'],
            hand: [{ id: 'b', card: 'Grizzly Bears' }],
          },
        },
      },
      [{ cast: 'b' }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    resolveTop(g);
    expect(g.get('b').counters['+1/+1']).toBe(1);
    expect(g.get('r').counters['+1/+1']).toBe(1);
  });

  it('Stand Together: two counters on each of two different creatures', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'a', card: 'Grizzly Bears' }, ...Array<string>(5).fill('Forest')],
            hand: ['Stand Together'],
          },
          p2: { battlefield: [{ id: 'b', card: 'Grizzly Bears' }] },
        },
      },
      [{ cast: 'Stand Together', targets: ['a', 'b'] }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('a').counters['+1/+1']).toBe(2);
    expect(g.get('b').counters['+1/+1']).toBe(2);
  });

  it('Stand Together: the same creature can’t be both targets', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'a', card: 'Grizzly Bears' }, 'Grizzly Bears', ...Array<string>(5).fill('Forest')],
            hand: ['Stand Together'],
          },
        },
      },
      [],
      { cards: CARDS },
    );
    expect(() => g.act({ cast: 'Stand Together', targets: ['a', 'a'] })).toThrow(/target/i);
  });

  it('Serrated Biskelion: a -1/-1 counter on itself and one on the target', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 's', card: 'Serrated Biskelion' }] },
          p2: { battlefield: [{ id: 'b', card: 'Grizzly Bears' }] },
        },
      },
      [{ activate: 's', targets: ['b'] }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('s').counters['-1/-1']).toBe(1);
    expect(g.get('b').counters['-1/-1']).toBe(1);
  });

  it('near miss: "another target creature" on a permanent (a plane) stays text', () => {
    expect(unenforced(ravensRun)).toHaveLength(1);
  });
});
