// CR 601.2f: static abilities of permanents change the total cost of the spells the players they
// affect cast. Thorn of Amethyst ("Noncreature spells cost {1} more to cast.") makes Lightning
// Bolt cost {1}{R} for either player, and leaves a creature spell's cost alone.
import { describe, expect, it } from 'vitest';
import { game } from '../../testing/harness';
import { castOptions } from '../index';
import { REAL_CARDS } from './real-cards';

const main = { number: 3, active: 'p1' as const, phase: 'main1' as const };
const opts = { cards: REAL_CARDS };

describe('CR 601.2f — cost increases from a permanent (Thorn of Amethyst)', () => {
  const board = (lands: string[], hand: string[]) => ({
    turn: main,
    players: {
      p1: { battlefield: lands, hand },
      p2: { battlefield: ['Thorn of Amethyst'] },
    },
  });

  it('a noncreature spell costs {1} more, whoever controls the Thorn', () => {
    const one = game(board(['Mountain'], ['Lightning Bolt']), [{ cast: 'Lightning Bolt', targets: ['p2'] }], opts);
    expect(one.error).not.toBeNull();
    expect(one.names('p1', 'hand')).toEqual(['Lightning Bolt']);
    const q = castOptions(one.engine.registry, one.state, 'p1', one.get('Lightning Bolt').id);
    expect(q.options[0]?.payable).toBe(false);

    const two = game(
      board(['Mountain', 'Mountain'], ['Lightning Bolt']),
      [{ cast: 'Lightning Bolt', targets: ['p2'] }, { pass: true }],
      opts,
    );
    expect(two.error).toBeNull();
    expect(two.state.players.p2.life).toBe(17);
    expect(two.events.some((e) => e.type === 'Note' && e.rule === '601.2f' && e.text.includes('{1}{R}'))).toBe(true);
  });

  it('a creature spell costs what it costs', () => {
    const g = game(board(['Forest', 'Forest'], ['Grizzly Bears']), [{ cast: 'Grizzly Bears' }], opts);
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Grizzly Bears']);
  });
});
