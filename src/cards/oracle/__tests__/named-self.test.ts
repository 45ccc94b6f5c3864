// "… named ~" in an object phrase (CR 201.2): objects with the card's own name. Charmed Stray's
// enter trigger puts a +1/+1 counter on each other Charmed Stray you control (not on itself, not
// on an opponent's); Timberpack Wolf gets +1/+1 for each other Timberpack Wolf you control. Gruff
// Triplets' "a number of +1/+1 counters equal to its power on each creature …" stays text.
import { describe, expect, it } from 'vitest';
import { getObject } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const stray = card(
  'Charmed Stray',
  '{W}',
  'Creature — Cat',
  'Lifelink\nWhen this creature enters, put a +1/+1 counter on each other creature you control named Charmed Stray.',
  '1/1',
);
const wolf = card(
  'Timberpack Wolf',
  '{1}{G}',
  'Creature — Wolf',
  'This creature gets +1/+1 for each other creature you control named Timberpack Wolf.',
  '2/2',
);
const triplets = card(
  'Gruff Triplets',
  '{3}{G}{G}{G}',
  'Creature — Satyr Warrior',
  "Trample\nWhen this creature enters, if it isn't a token, create two tokens that are copies of it.\nWhen this creature dies, put a number of +1/+1 counters equal to its power on each creature you control named Gruff Triplets.",
  '3/3',
);
const CARDS = compiled(stray, wolf);

describe('"named ~": the card\'s own name (CR 201.2)', () => {
  it('Charmed Stray puts a counter on each other Charmed Stray you control only', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Charmed Stray'],
            battlefield: [{ id: 'mine', card: 'Charmed Stray' }, { id: 'b', card: 'Grizzly Bears' }, 'Plains'],
          },
          p2: { battlefield: [{ id: 'theirs', card: 'Charmed Stray' }] },
        },
      },
      [{ cast: 'Charmed Stray' }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('mine').counters['+1/+1']).toBe(1);
    expect(g.get('theirs').counters['+1/+1']).toBeUndefined();
    expect(g.get('b').counters['+1/+1']).toBeUndefined();
    // The one cast is not "other": it gets none.
    const strays = g.state.battlefield
      .map((id) => getObject(g.state, id))
      .filter((o) => !!o && o.controller === 'p1' && o.def === 'Charmed Stray');
    expect(strays.map((o) => o?.counters['+1/+1'] ?? 0).sort()).toEqual([0, 1]);
  });

  it('Timberpack Wolf gets +1/+1 for each other Timberpack Wolf you control', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'w1', card: 'Timberpack Wolf' },
              { id: 'w2', card: 'Timberpack Wolf' },
              { id: 'w3', card: 'Timberpack Wolf' },
            ],
          },
          p2: { battlefield: [{ id: 'w4', card: 'Timberpack Wolf' }] },
        },
      },
      [],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'w1')).toEqual([4, 4]);
    expect(pt(g, 'w4')).toEqual([2, 2]);
  });

  it('"a number of counters equal to its power on each creature … named ~" stays text', () => {
    expect(unenforced(triplets)).toHaveLength(1);
  });
});
