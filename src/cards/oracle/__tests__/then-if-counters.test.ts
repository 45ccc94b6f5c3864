// "Then if there are seven or more time counters on it, remove those counters and it deals 20
// damage to you" (CR 608.2c: checked after the instruction before it, as "If" is; 122.1: the
// counters counted are the ones removed, all of that kind on that object).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const recording = card(
  'Cursed Recording',
  '{2}{R}{R}',
  'Artifact',
  'Whenever you cast an instant or sorcery spell, put a time counter on this artifact. Then if there are seven or more time counters on it, remove those counters and it deals 20 damage to you.\n{T}: When you next cast an instant or sorcery spell this turn, copy that spell. You may choose new targets for the copy.',
);
const CARDS = compiled(recording);

/** p1 casts Lightning Bolt at p2 with Cursed Recording holding `n` time counters; everything resolves. */
function bolt(n: number) {
  const g = game(
    {
      turn: main,
      players: {
        p1: {
          life: 40,
          hand: ['Lightning Bolt'],
          battlefield: ['Mountain', { id: 'rec', card: 'Cursed Recording', counters: { time: n } }],
        },
      },
    },
    [],
    { cards: CARDS },
  );
  g.act({ cast: 'Lightning Bolt', targets: ['p2'] });
  for (let i = 0; i < 10 && g.state.stack.length; i++) g.act({ pass: true });
  return g;
}

describe('Then if there are N or more counters on it, remove those counters (CR 608.2c, 122.1)', () => {
  it('the seventh time counter: all seven removed, and 20 damage to its controller', () => {
    const g = bolt(6);
    expect(g.error).toBeNull();
    expect(g.get('rec').counters.time ?? 0).toBe(0);
    expect(g.state.players.p1.life).toBe(20);
    expect(g.state.players.p2.life).toBe(17);
  });

  it('the sixth: nothing removed, no damage', () => {
    const g = bolt(5);
    expect(g.error).toBeNull();
    expect(g.get('rec').counters.time).toBe(6);
    expect(g.state.players.p1.life).toBe(40);
  });

  it('stays text: "remove them all and that player loses the game" (that player after a condition on it)', () => {
    const stadium = card(
      'Strixhaven Stadium',
      '{3}',
      'Artifact',
      '{T}: Add {C}. Put a point counter on this artifact.\nWhenever a creature deals combat damage to you, remove a point counter from this artifact.\nWhenever a creature you control deals combat damage to an opponent, put a point counter on this artifact. Then if it has ten or more point counters on it, remove them all and that player loses the game.',
    );
    expect(unenforced(stadium)).toHaveLength(1);
  });
});
