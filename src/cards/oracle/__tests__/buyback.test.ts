// Buyback (CR 702.27a): an optional additional cost (601.2b, 601.2f); if it was paid, the spell is
// put into its owner's hand instead of their graveyard as it resolves. Real cards played.
import { describe, expect, it } from 'vitest';
import { RULE } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const capsize = card(
  'Capsize',
  '{1}{U}{U}',
  'Instant',
  "Buyback {3} (You may pay an additional {3} as you cast this spell. If you do, put this card into your hand as it resolves.)\nReturn target permanent to its owner's hand.",
);
const CARDS = compiled(capsize);
const ISLANDS = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `i${i}`, card: 'Island' }));
const board = (islands: number) => ({
  turn: main,
  players: {
    p1: { battlefield: ISLANDS(islands), hand: ['Capsize'] },
    p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
  },
});

describe('buyback (CR 702.27a)', () => {
  it('paid: six Islands pay {1}{U}{U} + {3}, and Capsize returns to its owner hand as it resolves', () => {
    const g = game(board(6), [{ cast: 'Capsize', targets: ['bears'] }], { cards: CARDS });
    expect(g.state.pendingDecision).toMatchObject({ kind: 'may', purpose: 'buyback', rule: RULE.buyback });
    g.act({ decide: true });
    expect(ISLANDS(6).map((i) => g.get(i.id).tapped)).toEqual([true, true, true, true, true, true]);
    g.act({ pass: true });
    expect(g.names('p2', 'hand')).toEqual(['Grizzly Bears']);
    expect(g.names('p1', 'hand')).toEqual(['Capsize']);
    expect(g.names('p1', 'graveyard')).toEqual([]);
  });

  it('declined, it goes to the graveyard; with mana for the spell only, buyback is not offered', () => {
    const g = game(board(6), [{ cast: 'Capsize', targets: ['bears'] }, { decide: false }, { pass: true }], {
      cards: CARDS,
    });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(['Capsize']);
    const poor = game(board(3), [{ cast: 'Capsize', targets: ['bears'] }], { cards: CARDS });
    expect(poor.state.pendingDecision).toBeNull();
    poor.act({ pass: true });
    expect(poor.names('p1', 'graveyard')).toEqual(['Capsize']);
  });

  it('countered, a bought-back spell still goes to the graveyard (only resolving returns it)', () => {
    const g = game(
      {
        ...board(6),
        players: {
          ...board(6).players,
          p2: {
            ...board(6).players.p2,
            battlefield: ['Island', 'Island', { id: 'bears', card: 'Grizzly Bears' }],
            hand: ['Counterspell'],
          },
        },
      },
      [
        { cast: 'Capsize', targets: ['bears'] },
        { decide: true },
        { cast: 'Counterspell', player: 'p2', targets: ['Capsize'] },
        { pass: true },
      ],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(['Capsize']);
  });

  it('near miss: a buyback cost that is not mana ("Buyback—Sacrifice a land") stays text', () => {
    const mists = card(
      'Constant Mists',
      '{1}{G}',
      'Instant',
      'Buyback—Sacrifice a land. (You may sacrifice a land in addition to any other costs as you cast this spell. If you do, put this card into your hand as it resolves.)\nPrevent all combat damage that would be dealt this turn.',
    );
    expect(unenforced(mists)[0]).toMatch(/^Buyback—Sacrifice a land\. /);
  });
});
