// "Whenever ~ deals combat damage to an opponent, it deals that much damage to each other
// opponent" (Hydra Omnivore): the opponents but the one dealt damage. The engine's game has two
// players (CR 102.2), so the trigger resolves and deals no damage: the opponent loses only the
// combat damage, and the controller none. Near miss: "each other opponent" with no opponent
// named before stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const hydra = card(
  'Hydra Omnivore',
  '{4}{G}{G}',
  'Creature — Hydra',
  'Whenever this creature deals combat damage to an opponent, it deals that much damage to each other opponent.',
  '8/8',
);
const CARDS = compiled(hydra);

describe('"each other opponent" after a trigger\'s opponent (CR 102.2)', () => {
  it('Hydra Omnivore connects: 8 combat damage, the trigger resolves and deals no more', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: [{ id: 'hydra', card: 'Hydra Omnivore' }] } } },
      [{ advance: 'declareAttackers' }, { attack: ['hydra'] }, { advance: 'combatDamage' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.stack.length).toBe(1);
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.state.stack.length).toBe(0);
    expect(g.state.players.p2.life).toBe(12);
    expect(g.state.players.p1.life).toBe(20);
  });

  it('near miss: "each other opponent" with no opponent named before stays text', () => {
    const c = card(
      'Test Flame',
      '{R}',
      'Creature — Elemental',
      'When this creature enters, it deals 2 damage to each other opponent.',
      '1/1',
    );
    expect(unenforced(c)).toHaveLength(1);
  });
});
