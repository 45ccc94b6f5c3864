// "For each <permanents>, create a token that's a copy of that creature" (CR 707.2, 111.1,
// 608.2c): the permanents counted as the instruction starts, each copied in turn; tokens it
// creates are not copied again. "…, except it isn't legendary" (707.9b). Real cards played.
import { describe, expect, it } from 'vitest';
import { getObject } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const legion = card(
  'Clone Legion',
  '{7}{U}{U}',
  'Sorcery',
  "For each creature target player controls, create a token that's a copy of that creature.",
);
const incursion = card(
  'Multiversal Incursion',
  '{5}{U}{U}',
  'Sorcery',
  "For each nontoken creature you control, create a token that's a copy of that creature, except it isn't legendary.",
);
const harvest = card(
  'Second Harvest',
  '{2}{G}{G}',
  'Instant',
  "For each token you control, create a token that's a copy of that permanent.",
);
const rhys = card(
  'Rhys the Redeemed',
  '{G/W}',
  'Legendary Creature — Elf Warrior',
  "{2}{G/W}, {T}: Create a 1/1 green and white Elf Warrior creature token.\n{4}{G/W}{G/W}, {T}: For each creature token you control, create a token that's a copy of that creature.",
  '1/1',
);
const parallel = card(
  'Parallel Evolution',
  '{3}{G}{G}',
  'Sorcery',
  "For each creature token on the battlefield, its controller creates a token that's a copy of that creature.\nFlashback {4}{G}{G}{G} (You may cast this card from your graveyard for its flashback cost. Then exile it.)",
);
const CARDS = compiled(legion, incursion, harvest, rhys);

const lands = (land: string, n: number) => Array<string>(n).fill(land);

describe('for each permanent, a token copy of it (CR 707.2, 608.2c)', () => {
  it('Clone Legion copies each creature the target player controls, for its caster', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: lands('Island', 9), hand: ['Clone Legion'] },
          p2: {
            battlefield: [{ id: 'bears', card: 'Grizzly Bears' }, { id: 'spider', card: 'Giant Spider' }, 'Forest'],
          },
        },
      },
      [{ cast: 'Clone Legion', targets: ['p2'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const mine = g.state.battlefield
      .map((id) => getObject(g.state, id)!)
      .filter((o) => o.controller === 'p1' && o.token);
    expect(
      g
        .names('p1', 'battlefield')
        .filter((n) => n !== 'Island')
        .sort(),
    ).toEqual(['Giant Spider (token)', 'Grizzly Bears (token)']);
    expect(mine).toHaveLength(2);
    // p2's creatures are untouched; the Forest is no creature, so it isn't copied.
    expect(g.names('p2', 'battlefield').sort()).toEqual(['Forest', 'Giant Spider', 'Grizzly Bears']);
  });

  it('Multiversal Incursion: the copy of a legendary creature is not legendary, so both stay (CR 704.5j)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              ...lands('Island', 7),
              { id: 'isamaru', card: 'Isamaru, Hound of Konda' },
              { id: 'tok', card: 'Grizzly Bears', token: true },
            ],
            hand: ['Multiversal Incursion'],
          },
        },
      },
      [{ cast: 'Multiversal Incursion' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const names = g.names('p1', 'battlefield').filter((n) => n !== 'Island');
    // Isamaru twice (the token isn't legendary); the token Bears is not nontoken: not copied.
    expect(names.sort()).toEqual([
      'Grizzly Bears (token)',
      'Isamaru, Hound of Konda',
      'Isamaru, Hound of Konda (token)',
    ]);
  });

  it('Second Harvest copies each token once: the new tokens are not copied again', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              ...lands('Forest', 4),
              { id: 't1', card: 'Grizzly Bears', token: true },
              { id: 't2', card: 'Giant Spider', token: true },
              { id: 'card', card: 'Llanowar Elves' },
            ],
            hand: ['Second Harvest'],
          },
        },
      },
      [{ cast: 'Second Harvest' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const names = g.names('p1', 'battlefield').filter((n) => n !== 'Forest');
    expect(names.sort()).toEqual([
      'Giant Spider (token)',
      'Giant Spider (token)',
      'Grizzly Bears (token)',
      'Grizzly Bears (token)',
      'Llanowar Elves',
    ]);
  });

  it("Rhys the Redeemed's second ability doubles its creature tokens", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'rhys', card: 'Rhys the Redeemed' },
              ...lands('Forest', 6),
              { id: 'e1', card: 'Grizzly Bears', token: true },
              { id: 'e2', card: 'Grizzly Bears', token: true },
            ],
          },
        },
      },
      [{ activate: 'rhys', ability: 1 }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield').filter((n) => n === 'Grizzly Bears (token)')).toHaveLength(4);
  });

  it('near miss: "its controller creates" (a player for each creature) stays text', () => {
    expect(unenforced(parallel)).toHaveLength(1);
  });
});
