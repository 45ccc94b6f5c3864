// "If that land was nonbasic, ~ deals 2 damage to the land's controller" (Molten Rain, Choking
// Sands), "If the sacrificed artifact was legendary, draw a card": a supertype of the object as it
// last existed (CR 205.4a, 608.2h), and "the land's controller" is its controller then.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const rain = card(
  'Molten Rain',
  '{1}{R}{R}',
  'Sorcery',
  "Destroy target land. If that land was nonbasic, Molten Rain deals 2 damage to the land's controller.",
);

function destroy(land: string) {
  const g = game(
    {
      turn: main,
      players: {
        p1: { battlefield: ['Mountain', 'Mountain', 'Mountain'], hand: ['Molten Rain'] },
        p2: { battlefield: [{ id: 'land', card: land }] },
      },
    },
    [],
    { cards: compiled(rain) },
  );
  g.act({ cast: 'Molten Rain', targets: ['land'] });
  g.act({ pass: true });
  g.act({ pass: true });
  return g;
}

describe('"that land was nonbasic" (Molten Rain)', () => {
  it("a nonbasic land destroyed: 2 damage to the land's controller", () => {
    const g = destroy('Exotic Orchard');
    expect(g.names('p2', 'graveyard')).toEqual(['Exotic Orchard']);
    expect(g.state.players.p2.life).toBe(18);
    expect(g.state.players.p1.life).toBe(20);
  });

  it('a basic land destroyed: no damage', () => {
    const g = destroy('Forest');
    expect(g.names('p2', 'graveyard')).toEqual(['Forest']);
    expect(g.state.players.p2.life).toBe(20);
  });

  it('a color as it last existed is not read (last-known information keeps types only here): stays text', () => {
    const near = card(
      'Test Fracture',
      '{2}{G}',
      'Instant',
      'Destroy target artifact or enchantment. If that permanent was blue or black, draw a card.',
    );
    expect(unenforced(near)).toHaveLength(1);
  });
});
