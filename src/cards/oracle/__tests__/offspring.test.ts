// Offspring [cost] (CR 702.175a): "You may pay an additional [cost] as you cast this spell" and
// "When this permanent enters, if its offspring cost was paid, create a token that's a copy of
// it, except it's 1/1." Real cards played.
import { describe, expect, it } from 'vitest';
import { characteristics, getObject, readContext } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main } from './compiled';

const charger = card(
  'Steampath Charger',
  '{1}{R}',
  'Creature — Lizard Warlock',
  'Offspring {2} (You may pay an additional {2} as you cast this spell. If you do, when this creature enters, create a 1/1 token copy of it.)\nWhen this creature dies, it deals 1 damage to target player.',
  '2/1',
);
const CARDS = compiled(charger);

function cast(lands: number) {
  return game(
    {
      turn: main,
      players: { p1: { battlefield: Array<string>(lands).fill('Mountain'), hand: ['Steampath Charger'] } },
    },
    [{ cast: 'Steampath Charger' }],
    { cards: CARDS },
  );
}

describe('offspring (CR 702.175a)', () => {
  it('paid: a 1/1 token copy of Steampath Charger enters too, with its dies ability', () => {
    const g = cast(4);
    expect(g.state.pendingDecision).toMatchObject({ purpose: 'offspring' });
    g.act({ decide: true });
    g.act({ pass: true });
    for (let i = 0; i < 4 && g.state.stack.length && !g.state.pendingDecision; i++) g.act({ pass: true });
    const ctx = readContext(g.state, g.engine.registry);
    const chargers = g.state.battlefield
      .map((id) => getObject(g.state, id)!)
      .filter((o) => characteristics(ctx, o).names[0] === 'Steampath Charger')
      .map((o) => ({ token: o.token, pt: [characteristics(ctx, o).power, characteristics(ctx, o).toughness] }));
    expect(chargers).toEqual([
      { token: false, pt: [2, 1] },
      { token: true, pt: [1, 1] },
    ]);
    // All four Mountains paid {1}{R} + {2}.
    expect(g.state.battlefield.map((id) => getObject(g.state, id)!).filter((o) => o.tapped)).toHaveLength(4);
  });

  it('not paid (or not payable), no token', () => {
    const declined = cast(4);
    declined.act({ decide: false });
    declined.act({ pass: true });
    expect(declined.state.stack).toEqual([]);
    expect(declined.names('p1', 'battlefield').filter((n) => n.startsWith('Steampath'))).toHaveLength(1);
    // With two Mountains the offspring cost can't be paid: it is not asked.
    const poor = cast(2);
    expect(poor.state.pendingDecision).toBeNull();
    poor.act({ pass: true });
    expect(poor.state.stack).toEqual([]);
    expect(poor.names('p1', 'battlefield').filter((n) => n.startsWith('Steampath'))).toHaveLength(1);
  });
});
