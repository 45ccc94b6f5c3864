// Dethrone (CR 702.105a): "Whenever this creature attacks the player with the most life or tied
// for most life, put a +1/+1 counter on it." The life totals are compared as attackers are
// declared: attacking a player with less life than someone else doesn't trigger it.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main } from './compiled';

const revolutionary = card(
  'Enraged Revolutionary',
  '{2}{R}',
  'Creature — Human Warrior',
  'Dethrone (Whenever this creature attacks the player with the most life or tied for most life, put a +1/+1 counter on it.)',
  '2/1',
);
const CARDS = compiled(revolutionary);

function attack(myLife: number, theirLife: number) {
  const g = game(
    {
      turn: main,
      players: {
        p1: { life: myLife, battlefield: [{ id: 'rev', card: 'Enraged Revolutionary' }] },
        p2: { life: theirLife },
      },
    },
    [],
    { cards: CARDS },
  );
  g.act({ advance: 'declareAttackers' });
  g.act({ attack: ['rev'] });
  g.act({ pass: true });
  g.act({ pass: true });
  return g;
}

describe('dethrone (CR 702.105a)', () => {
  it('attacking the player with the most life puts a +1/+1 counter on it', () => {
    expect(attack(12, 20).get('rev').counters['+1/+1']).toBe(1);
  });

  it('tied for the most life counts too', () => {
    expect(attack(20, 20).get('rev').counters['+1/+1']).toBe(1);
  });

  it('attacking a player with less life than its controller does nothing', () => {
    expect(attack(20, 12).get('rev').counters['+1/+1'] ?? 0).toBe(0);
  });
});
