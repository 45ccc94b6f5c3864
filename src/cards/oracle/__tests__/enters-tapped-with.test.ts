// "This land enters tapped with two charge counters on it" (the Vivid lands; CR 614.1c, 614.1d,
// 614.12): two replacement effects applied as it enters — it enters tapped, with the counters.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { compileCard } from '../compile';
import { card } from './card';
import { compiled, main } from './compiled';

const vividCrag = card(
  'Vivid Crag',
  '',
  'Land',
  'This land enters tapped with two charge counters on it.\n{T}: Add {R}.\n{T}, Remove a charge counter from this land: Add one mana of any color.',
);
const tappedStunner = card(
  'Tapped Stunner',
  '{2}{U}',
  'Creature — Beast',
  'This creature enters tapped with three stun counters on it. (If it would become untapped, remove a stun counter from it instead.)',
  '5/5',
);

describe('"~ enters tapped with N <kind> counters on it"', () => {
  it('a Vivid land played from the hand is tapped and has two charge counters', () => {
    const g = game({ turn: main, players: { p1: { hand: ['Vivid Crag'] }, p2: {} } }, [{ cast: 'Vivid Crag' }], {
      cards: compiled(vividCrag),
    });
    expect(g.error).toBeNull();
    expect(g.get('Vivid Crag').tapped).toBe(true);
    expect(g.get('Vivid Crag').counters).toEqual({ charge: 2 });
  });
  it('a creature with stun counters enters tapped with three of them', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { hand: ['Tapped Stunner'], battlefield: ['Island', 'Island', 'Island'] }, p2: {} },
      },
      [{ cast: 'Tapped Stunner' }],
      { cards: compiled(tappedStunner) },
    );
    expect(g.error).toBeNull();
    g.act({ pass: true });
    expect(g.names('p1', 'battlefield')).toContain('Tapped Stunner');
    expect(g.get('Tapped Stunner').tapped).toBe(true);
    expect(g.get('Tapped Stunner').counters).toEqual({ stun: 3 });
  });
});

describe('near misses stay text', () => {
  it('"enters tapped with … counters on it if …" (the condition would govern only the counters) is not read', () => {
    const r = compileCard(
      card(
        'Odd Land',
        '',
        'Land',
        'This land enters tapped with a charge counter on it if you attacked this turn.\n{T}: Add {R}.',
      ),
    );
    expect(r.abilities.filter((a) => !a.enforced).map((a) => a.text)).toEqual([
      'This land enters tapped with a charge counter on it if you attacked this turn.',
    ]);
  });
});
