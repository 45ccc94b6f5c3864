// "Each creature you control that's a Wolf or a Werewolf …" (CR 205.3): a qualifier after the
// head naming what else the object is, any one of the kinds listed. Howlpack Resurgence pumps a
// Wolf and not an Ape; Arlinn, Voice of the Pack's replacement gives an entering Wolf an
// additional +1/+1 counter (CR 614.1c) and an Ape none. "… that has an Adventure …" (Mysterious
// Pathlighter) names no kind and stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const resurgence = card(
  'Howlpack Resurgence',
  '{2}{G}',
  'Enchantment',
  "Flash\nEach creature you control that's a Wolf or a Werewolf gets +1/+1 and has trample.",
);
const arlinn = card(
  'Arlinn, Voice of the Pack',
  '{4}{G}{G}',
  'Legendary Planeswalker — Arlinn',
  "Each creature you control that's a Wolf or a Werewolf enters with an additional +1/+1 counter on it.\n−2: Create a 2/2 green Wolf creature token.",
);
const russetWolves = card('Russet Wolves', '{3}{R}', 'Creature — Wolf', '', '3/3');
const barbaryApes = card('Barbary Apes', '{1}{G}', 'Creature — Ape', '', '2/2');
const pathlighter = card(
  'Mysterious Pathlighter',
  '{2}{W}',
  'Creature — Faerie',
  "Flying\nEach creature you control that has an Adventure enters with an additional +1/+1 counter on it. (It doesn't need to have gone on the adventure first.)",
  '2/2',
);
const CARDS = compiled(resurgence, arlinn, russetWolves, barbaryApes);

describe('"that\'s a Wolf or a Werewolf" (CR 205.3)', () => {
  it('Howlpack Resurgence: the Wolf gets +1/+1 and trample, the Ape nothing', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'h', card: 'Howlpack Resurgence' },
              { id: 'w', card: 'Russet Wolves' },
              { id: 'a', card: 'Barbary Apes' },
            ],
          },
        },
      },
      [],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'w')).toEqual([4, 4]);
    expect(pt(g, 'a')).toEqual([2, 2]);
  });

  it('Arlinn: a Wolf cast enters with an additional +1/+1 counter, an Ape with none (CR 614.1c)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Russet Wolves', 'Barbary Apes'],
            battlefield: [
              { id: 'arl', card: 'Arlinn, Voice of the Pack', counters: { loyalty: 7 } },
              ...Array<string>(4).fill('Mountain'),
              'Forest',
              'Forest',
            ],
          },
        },
      },
      [{ cast: 'Barbary Apes' }, { pass: true }, { cast: 'Russet Wolves' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('Russet Wolves').counters['+1/+1']).toBe(1);
    expect(pt(g, 'Russet Wolves')).toEqual([4, 4]);
    expect(g.get('Barbary Apes').counters['+1/+1']).toBeUndefined();
    expect(pt(g, 'Barbary Apes')).toEqual([2, 2]);
  });

  it('"that has an Adventure" stays text', () => {
    expect(unenforced(pathlighter)).toHaveLength(1);
  });
});
