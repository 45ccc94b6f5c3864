// {X} in a split card half's mana cost (CR 709.3, 107.3): the half cast has X, announced as it is
// cast (601.2b); on the stack its mana value counts X (202.3e), and its text uses it. Real cards.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import type { CardData } from '../../data/card-data';
import { normalizeCard } from '../../data/faces';
import { compiled, main } from './compiled';

function split(name: string, faces: [string, string, string][]): CardData {
  return normalizeCard({
    name,
    layout: 'split',
    card_faces: faces.map(([n, cost, typeAndText]) => {
      const [typeLine, ...text] = typeAndText.split('\n');
      return { name: n, mana_cost: cost, type_line: typeLine, oracle_text: text.join('\n') };
    }),
  });
}

const expansionExplosion = split('Expansion // Explosion', [
  [
    'Expansion',
    '{U/R}{U/R}',
    'Instant\nCopy target instant or sorcery spell with mana value 4 or less. You may choose new targets for the copy.',
  ],
  ['Explosion', '{X}{U}{U}{R}{R}', 'Instant\nExplosion deals X damage to any target. Target player draws X cards.'],
]);
const cutRibbons = split('Cut // Ribbons', [
  ['Cut', '{1}{R}', 'Sorcery\nCut deals 4 damage to target creature.'],
  [
    'Ribbons',
    '{X}{B}{B}',
    'Sorcery\nAftermath (Cast this spell only from your graveyard. Then exile it.)\nEach opponent loses X life.',
  ],
]);
const CARDS = compiled(expansionExplosion, cutRibbons);
const LANDS = ['Island', 'Island', 'Mountain', 'Mountain', 'Island', 'Mountain', 'Island', 'Mountain'];
const LIBRARY = ['Island', 'Island', 'Island', 'Island'];

describe('{X} in a split card half (CR 709.3, 107.3)', () => {
  it('Explosion with X = 3 deals 3 damage and its target player draws 3 cards', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: LANDS, hand: [{ id: 'ee', card: 'Expansion // Explosion' }], library: LIBRARY },
          p2: {},
        },
      },
      [{ cast: 'ee', half: 'Explosion', x: 3, targets: ['p2', 'p1'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(17);
    expect(g.names('p1', 'hand')).toEqual(['Island', 'Island', 'Island']);
  });

  it('on the stack the half has X in its mana value: Explosion with X = 1 (5) is no target for Expansion; with X = 0 (4) it is', () => {
    const board = {
      turn: main,
      players: {
        p1: { battlefield: LANDS, hand: [{ id: 'ee', card: 'Expansion // Explosion' }], library: LIBRARY },
        p2: { battlefield: ['Island', 'Mountain'], hand: [{ id: 'copy', card: 'Expansion // Explosion' }] },
      },
    };
    const one = game(board, [{ cast: 'ee', half: 'Explosion', x: 1, targets: ['p2', 'p1'] }], { cards: CARDS });
    expect(one.error).toBeNull();
    expect(() => one.act({ cast: 'copy', half: 'Expansion', player: 'p2', targets: ['ee'] })).toThrow();
    const zero = game(board, [{ cast: 'ee', half: 'Explosion', x: 0, targets: ['p2', 'p1'] }], { cards: CARDS });
    zero.act({ cast: 'copy', half: 'Expansion', player: 'p2', targets: ['ee'] });
    expect(zero.error).toBeNull();
  });

  it('Ribbons cast from the graveyard with X = 2: the opponent loses 2 life, and the card is exiled', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp'], graveyard: [{ id: 'cr', card: 'Cut // Ribbons' }] },
          p2: {},
        },
      },
      [{ cast: 'cr', half: 'Ribbons', x: 2 }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(18);
    expect(g.names('p1', 'exile')).toEqual(['Cut // Ribbons']);
  });
});
