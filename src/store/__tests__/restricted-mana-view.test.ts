// The board shows mana with a spending restriction (CR 106.6) apart from the rest of the pool,
// with the source that made it: Abundant Countryside's coloured mana may pay only for a creature
// spell, so it is listed as restricted, not as plain {G}.
import { describe, expect, it } from 'vitest';
import { game } from '../../testing/harness';
import { card } from '../../cards/oracle/__tests__/card';
import { compiled } from '../../cards/oracle/__tests__/compiled';
import { boardView } from '../board-view';

const countryside = card(
  'Abundant Countryside',
  '',
  'Land',
  "{T}: Add {C}.\n{T}: Add one mana of any color. Spend this mana only to cast a creature spell.\n{6}, {T}: Create a 1/1 colorless Shapeshifter creature token with changeling. (It's every creature type.)",
);
const main = { number: 3, active: 'p1' as const, phase: 'main1' as const };

describe('the board view of a mana pool with restricted mana (CR 106.6)', () => {
  it('restricted {G} is listed with its source; the plain pool stays empty', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: ['Abundant Countryside'] } } },
      [{ activate: 'Abundant Countryside', ability: 1, mana: 'G' }],
      { cards: compiled(countryside) },
    );
    expect(g.error).toBeNull();
    const view = boardView(g.state, g.engine.registry).players.p1;
    expect(view.restrictedMana).toEqual([{ type: 'G', from: 'Abundant Countryside' }]);
    expect(Object.values(view.manaPool).filter(Boolean)).toEqual([]);
  });

  it('the unrestricted ability adds plain mana: nothing restricted', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: ['Abundant Countryside'] } } },
      [{ activate: 'Abundant Countryside', ability: 0 }],
      { cards: compiled(countryside) },
    );
    const view = boardView(g.state, g.engine.registry).players.p1;
    expect(view.restrictedMana).toEqual([]);
    expect(view.manaPool.C).toBe(1);
  });
});
