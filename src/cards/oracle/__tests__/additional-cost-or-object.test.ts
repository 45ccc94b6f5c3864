// An additional cost whose object is named by two colors or card types joined by "or" (CR 118.8,
// 601.2h; 105.1): "discard a red or green card" is one cost of one card of either color, not two
// options. A card of neither color can't pay it, and then the spell can't be cast (118.3).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const surge = card(
  'Surge of Strength',
  '{R}{G}',
  'Instant',
  "As an additional cost to cast this spell, discard a red or green card.\nTarget creature gains trample and gets +X/+0 until end of turn, where X is that creature's mana value.",
);
const feed = card(
  'Feed the Cycle',
  '{1}{B}',
  'Instant',
  'As an additional cost to cast this spell, forage or pay {B}. (To forage, exile three cards from your graveyard or sacrifice a Food.)\nDestroy target creature or planeswalker.',
);
const cards = compiled(surge);

const board = (hand: (string | { id: string; card: string })[]) => ({
  turn: main,
  players: {
    p1: {
      battlefield: ['Mountain', 'Forest', { id: 'bears', card: 'Grizzly Bears' }],
      hand: ['Surge of Strength', ...hand],
    },
  },
});

describe('"discard a red or green card" (CR 118.8, 105.1)', () => {
  it('Surge of Strength discards the green card; the Island stays; Bears get +2/+0', () => {
    const g = game(
      board(['Island', { id: 'gb', card: 'Grizzly Bears' }]),
      [{ cast: 'Surge of Strength', targets: ['bears'] }],
      { cards },
    );
    // The one red or green card in hand is discarded (chosen if asked).
    if (g.state.pendingDecision) g.act({ decide: ['gb'] });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'hand')).toEqual(['Island']);
    expect(g.names('p1', 'graveyard').sort()).toEqual(['Grizzly Bears', 'Surge of Strength']);
    expect(pt(g, 'bears')).toEqual([4, 2]);
  });

  it('with only a colorless card in hand it can not be cast', () => {
    const g = game(board(['Island']), [{ cast: 'Surge of Strength', targets: ['bears'] }], { cards });
    expect(g.error).toMatch(/additional cost can't be paid/);
  });

  it('near miss: "forage or pay {B}" stays text', () => {
    expect(unenforced(feed)).toHaveLength(1);
  });
});
