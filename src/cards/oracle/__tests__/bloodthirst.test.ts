// Bloodthirst N (CR 702.54a): "If an opponent was dealt damage this turn, this permanent enters
// with N +1/+1 counters on it." The turn remembers which players were dealt damage (120.3).
// Real pool card, played in the engine.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main } from './compiled';

const ogre = card(
  'Blood Ogre',
  '{2}{R}',
  'Creature — Ogre Warrior',
  'Bloodthirst 1 (If an opponent was dealt damage this turn, this creature enters with a +1/+1 counter on it.)\nFirst strike',
  '2/2',
);
const CARDS = compiled(ogre);

/** p1 bolts `who` (or nothing), then casts Blood Ogre. */
function ogreAfterBolt(who: 'p1' | 'p2' | null) {
  const g = game(
    {
      turn: main,
      players: {
        p1: { battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'], hand: ['Lightning Bolt', 'Blood Ogre'] },
      },
    },
    [
      ...(who ? [{ cast: 'Lightning Bolt', targets: [who] }, { pass: true as const }] : []),
      { cast: 'Blood Ogre' },
      { pass: true },
    ],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

describe('bloodthirst (CR 702.54a)', () => {
  it('an opponent was dealt damage this turn: Blood Ogre enters with a +1/+1 counter', () => {
    const g = ogreAfterBolt('p2');
    expect(g.state.players.p2.life).toBe(17);
    expect(g.get('Blood Ogre').counters['+1/+1']).toBe(1);
  });

  it('no damage this turn, or only to its controller: no counter', () => {
    expect(ogreAfterBolt(null).get('Blood Ogre').counters['+1/+1'] ?? 0).toBe(0);
    const self = ogreAfterBolt('p1');
    expect(self.state.players.p1.life).toBe(17);
    expect(self.get('Blood Ogre').counters['+1/+1'] ?? 0).toBe(0);
  });
});
