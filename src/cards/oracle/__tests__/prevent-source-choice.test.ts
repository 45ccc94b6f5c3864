// "Prevent all damage a [red] source of your choice would deal (to you) this turn" / "Prevent all
// damage that would be dealt to you this turn by a source of your choice" (CR 609.7a, 615.1): the
// source is chosen as the effect resolves; all its damage is prevented for the rest of the turn —
// every time, not just the next (unlike "the next time …", 615.7).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { CLASSIC_CARDS } from '../../../testing/classic-cards';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const payNoHeed = card(
  'Pay No Heed',
  '{W}',
  'Instant',
  'Prevent all damage a source of your choice would deal this turn.',
);
const cards = [...compiled(payNoHeed), ...CLASSIC_CARDS];

/** p1 attacks with Fencing Ace (double strike) and casts Pay No Heed in the declare attackers step. */
function attackWithAce() {
  const g = game(
    {
      turn: main,
      players: { p1: { battlefield: [{ id: 'ace', card: 'Fencing Ace' }, 'Plains'], hand: ['Pay No Heed'] } },
    },
    [{ advance: 'declareAttackers' }, { attack: ['ace'] }, { cast: 'Pay No Heed' }, { pass: true }],
    { cards },
  );
  expect(g.error).toBeNull();
  return g;
}

describe('Pay No Heed: all damage of the chosen source this turn', () => {
  it("the source is chosen as it resolves; both of Fencing Ace's combat damage steps are prevented", () => {
    const g = attackWithAce();
    const d = g.state.pendingDecision;
    expect(d?.kind).toBe('chooseObjects');
    expect(d?.candidates).toContain(g.get('ace').id);
    g.act({ decide: [g.get('ace').id] });
    g.act({ pass: true });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(20);
    expect(g.events.some((e) => e.type === 'DamageDealt' && e.combat)).toBe(false);
  });

  it('another source chosen (the Plains): the Ace deals 1 in each step', () => {
    const g = attackWithAce();
    g.act({ decide: [g.get('Plains').id] });
    g.act({ pass: true });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(18);
  });
});

describe('near miss stays text', () => {
  it('"… by a source of your choice that shares a color with the mana spent on this activation cost"', () => {
    const sphere = card(
      'Protective Sphere',
      '{2}',
      'Artifact',
      '{1}, Pay 1 life: Prevent all damage that would be dealt to you this turn by a source of your choice that shares a color with the mana spent on this activation cost.',
    );
    expect(unenforced(sphere)).toHaveLength(1);
  });
});
