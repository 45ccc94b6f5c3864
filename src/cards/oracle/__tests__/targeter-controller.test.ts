// "Whenever this creature becomes the target of a spell or ability, this creature deals 3 damage
// to that spell or ability's controller" (Retromancer): the player who controls what targeted it
// (CR 115.1), not the creature's controller. "that spell's controller" after "a spell or ability"
// (an ability is no spell) stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, run, unenforced } from './compiled';

const retromancer = card(
  'Retromancer',
  '{2}{R}{R}',
  'Creature — Lizard Shaman',
  "Whenever this creature becomes the target of a spell or ability, this creature deals 3 damage to that spell or ability's controller.",
  '3/3',
);
const wastes = card(
  'Forsaken Wastes',
  '{2}{B}',
  'World Enchantment',
  "Players can't gain life.\nAt the beginning of each player's upkeep, that player loses 1 life.\nWhenever this enchantment becomes the target of a spell, that spell's controller loses 5 life.",
);

describe('the controller of what targeted it (Retromancer, Forsaken Wastes)', () => {
  it("Retromancer: an opponent's Lightning Bolt targeting it deals the opponent 3 damage", () => {
    const g = game(
      {
        turn: { number: 4, active: 'p2', phase: 'main1' },
        players: {
          p1: { battlefield: [{ id: 'retro', card: 'Retromancer' }] },
          p2: { battlefield: ['Mountain'], hand: ['Lightning Bolt'] },
        },
      },
      [],
      { cards: compiled(retromancer) },
    );
    g.act({ cast: 'Lightning Bolt', targets: ['retro'], player: 'p2' });
    run(g);
    expect(g.state.players.p2.life).toBe(17);
    expect(g.state.players.p1.life).toBe(20);
    expect(g.names('p1', 'graveyard')).toEqual(['Retromancer']);
  });

  it("Forsaken Wastes: the spell's controller loses 5 life", () => {
    const g = game(
      {
        turn: { number: 4, active: 'p2', phase: 'main1' },
        players: {
          p1: { battlefield: [{ id: 'wastes', card: 'Forsaken Wastes' }] },
          p2: { battlefield: ['Plains', 'Plains'], hand: ['Disenchant'] },
        },
      },
      [],
      { cards: compiled(wastes) },
    );
    g.act({ cast: 'Disenchant', targets: ['wastes'], player: 'p2' });
    run(g);
    expect(g.state.players.p2.life).toBe(15);
    expect(g.state.players.p1.life).toBe(20);
  });

  it('"that spell\'s controller" after "a spell or ability" stays text', () => {
    const near = card(
      'Test Giant',
      '{2}{R}',
      'Creature — Giant',
      "Whenever this creature becomes the target of a spell or ability, this creature deals 2 damage to that spell's controller.",
      '4/3',
    );
    expect(unenforced(near)).toHaveLength(1);
  });
});
