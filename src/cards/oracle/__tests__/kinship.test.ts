// Kinship: "At the beginning of your upkeep, you may look at the top card of your library. If it
// shares a creature type with this creature, you may reveal it. If you do, …" — the card looked at
// and the creature have a creature type in common (CR 205.3m; changeling is every creature type,
// 702.73a), the reveal is shown to every player (701.20a), and "If you do" hangs on revealing.
// Near miss that stays text: Leaf-Crowned Elder's "you may play that card without paying its mana cost".
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, pt, run, unenforced } from './compiled';

const KINSHIP =
  'Kinship — At the beginning of your upkeep, you may look at the top card of your library. If it shares a creature type with this creature, you may reveal it. If you do, ';
const graybeard = card(
  'Wandering Graybeard',
  '{3}{W}{W}',
  'Creature — Giant Wizard',
  `${KINSHIP}you gain 4 life.`,
  '4/4',
);
const patrol = card(
  'Winnower Patrol',
  '{2}{G}',
  'Creature — Elf Warrior',
  `${KINSHIP}put a +1/+1 counter on this creature.`,
  '3/2',
);
const giant = card('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3/3');
const avian = card('Avian Changeling', '{2}{W}', 'Creature — Shapeshifter', 'Changeling\nFlying', '2/2');
const CARDS = compiled(graybeard, patrol, giant, avian);

/** p2's turn ends; p1's upkeep trigger of `kin` goes on the stack with `top` on top of p1's library. */
function upkeep(kin: string, top: string) {
  const g = game(
    {
      turn: { number: 4, active: 'p2' as const, phase: 'main1' as const },
      players: {
        p1: { battlefield: [{ id: 'kin', card: kin }], library: [top, 'Forest', 'Forest'] },
        p2: { library: ['Island'] },
      },
    },
    [{ advance: 'next-turn' }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

describe('kinship: "If it shares a creature type with ~, you may reveal it" (CR 205.3m, 701.20a)', () => {
  it('Wandering Graybeard with a Giant on top: look, reveal, gain 4 life; the Giant is revealed and stays on top', () => {
    const g = upkeep('Wandering Graybeard', 'Hill Giant');
    run(g, [true, true]);
    expect(g.error).toBeNull();
    expect(g.state.players.p1.life).toBe(24);
    expect(g.events.some((e) => e.type === 'Revealed')).toBe(true);
    expect(g.names('p1', 'library')[0]).toBe('Hill Giant');
  });

  it('choosing not to reveal: no life', () => {
    const g = upkeep('Wandering Graybeard', 'Hill Giant');
    run(g, [true, false]);
    expect(g.state.pendingDecision).toBeNull();
    expect(g.stack()).toEqual([]);
    expect(g.state.players.p1.life).toBe(20);
    expect(g.events.some((e) => e.type === 'Revealed')).toBe(false);
  });

  it('a Bear shares no creature type with a Giant Wizard: no reveal is offered, no life', () => {
    const g = upkeep('Wandering Graybeard', 'Grizzly Bears');
    run(g, [true]);
    expect(g.state.pendingDecision).toBeNull();
    expect(g.stack()).toEqual([]);
    expect(g.state.players.p1.life).toBe(20);
  });

  it('not looking: nothing is revealed', () => {
    const g = upkeep('Wandering Graybeard', 'Hill Giant');
    run(g, [false]);
    expect(g.state.pendingDecision).toBeNull();
    expect(g.stack()).toEqual([]);
    expect(g.state.players.p1.life).toBe(20);
  });

  it('Winnower Patrol with a changeling on top (every creature type, CR 702.73a): a +1/+1 counter', () => {
    const g = upkeep('Winnower Patrol', 'Avian Changeling');
    run(g, [true, true]);
    expect(g.get('kin').counters['+1/+1']).toBe(1);
    expect(pt(g, 'kin')).toEqual([4, 3]);
  });

  it('near miss: Leaf-Crowned Elder\'s "you may play that card without paying its mana cost" stays text', () => {
    const elder = card(
      'Leaf-Crowned Elder',
      '{2}{G}{G}',
      'Creature — Treefolk Shaman',
      `${KINSHIP}you may play that card without paying its mana cost.`,
      '3/5',
    );
    expect(unenforced(elder)).toHaveLength(1);
  });
});
