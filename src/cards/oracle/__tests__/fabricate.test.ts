// Fabricate N (CR 702.123a): "When this permanent enters, you may put N +1/+1 counters on it. If
// you don't, create N 1/1 colorless Servo artifact creature tokens." Real cards played; the
// ruling: if the counters can't be put on it (it left the battlefield), the Servos are created.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt } from './compiled';

const enthusiast = card(
  'Weaponcraft Enthusiast',
  '{2}{B}',
  'Creature — Aetherborn Artificer',
  'Fabricate 2 (When this creature enters, put two +1/+1 counters on it or create two 1/1 colorless Servo artifact creature tokens.)',
  '0/1',
);
const CARDS = compiled(enthusiast);

function enters() {
  const g = game(
    {
      turn: main,
      players: {
        p1: { battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Weaponcraft Enthusiast'] },
        p2: { battlefield: ['Island'], hand: ['Unsummon'] },
      },
    },
    [{ cast: 'Weaponcraft Enthusiast' }, { pass: true }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

const servos = (g: ReturnType<typeof game>) => g.names('p1', 'battlefield').filter((n) => n.startsWith('Servo'));

describe('fabricate (CR 702.123a)', () => {
  it('counters chosen: Weaponcraft Enthusiast is a 2/3 and no Servo is made', () => {
    const g = enters();
    g.act({ pass: true });
    g.act({ decide: true });
    expect(pt(g, 'Weaponcraft Enthusiast')).toEqual([2, 3]);
    expect(servos(g)).toEqual([]);
  });

  it('Servos chosen: two 1/1 Servos, the Enthusiast stays a 0/1', () => {
    const g = enters();
    g.act({ pass: true });
    g.act({ decide: false });
    expect(pt(g, 'Weaponcraft Enthusiast')).toEqual([0, 1]);
    expect(servos(g)).toHaveLength(2);
  });

  it('returned to its hand in response, the trigger makes the two Servos (no counters can be put on it)', () => {
    const g = enters();
    // With the fabricate trigger on the stack, p2 responds.
    expect(g.stack()).toHaveLength(1);
    g.act({ cast: 'Unsummon', player: 'p2', targets: ['Weaponcraft Enthusiast'] });
    for (let i = 0; i < 6 && g.state.stack.length && !g.state.pendingDecision; i++) g.act({ pass: true });
    expect(g.state.pendingDecision).toBeNull();
    expect(g.names('p1', 'hand')).toEqual(['Weaponcraft Enthusiast']);
    expect(servos(g)).toHaveLength(2);
  });
});
