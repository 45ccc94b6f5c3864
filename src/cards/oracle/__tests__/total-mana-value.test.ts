// "This spell costs {X} less to cast, where X is the total mana value of noncreature artifacts
// you control" (CR 601.2f, 202.3): {1} less for each point of their mana values added together,
// counted as the total cost is determined; a reduction of generic mana only (118.7a).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const colossus = card(
  'Metalwork Colossus',
  '{11}',
  'Artifact Creature — Construct',
  'This spell costs {X} less to cast, where X is the total mana value of noncreature artifacts you control.\nSacrifice two artifacts: Return this card from your graveyard to your hand.',
  '10/10',
);
const solRing = card('Sol Ring', '{1}', 'Artifact', '{T}: Add {C}{C}.');
const mindStone = card(
  'Mind Stone',
  '{2}',
  'Artifact',
  '{T}: Add {C}.\n{1}, {T}, Sacrifice this artifact: Draw a card.',
);
const sable = card('Bronze Sable', '{2}', 'Artifact Creature — Sable', '', '2/1');
const CARDS = compiled(colossus, solRing, mindStone, sable);
const lands = (name: string, n: number) => Array.from({ length: n }, () => name);
const totalCostNote = (g: { events: { type: string; rule?: string; text?: string }[] }) =>
  g.events.find((e) => e.type === 'Note' && e.rule === '601.2f')?.text;

describe('"where X is the total mana value of …" (CR 601.2f, 202.3)', () => {
  const board = (plains: number) => ({
    turn: main,
    players: {
      p1: {
        battlefield: [...lands('Plains', plains), 'Sol Ring', 'Mind Stone', 'Bronze Sable'],
        hand: ['Metalwork Colossus'],
      },
    },
  });

  it('Sol Ring and Mind Stone (1 + 2) make Metalwork Colossus cost {8}; the artifact creature is not counted', () => {
    // Sol Ring {C}{C}, Mind Stone {C} and five Plains: eight mana.
    const eight = game(board(5), [{ cast: 'Metalwork Colossus' }], { cards: CARDS });
    expect(eight.error).toBeNull();
    expect(totalCostNote(eight)).toContain('{8}');
    expect(eight.names('p1', 'stack')).toContain('Metalwork Colossus');
    // Seven mana is short: Bronze Sable (a creature) would have made it {6}.
    const seven = game(board(4), [{ cast: 'Metalwork Colossus' }], { cards: CARDS });
    expect(seven.error).toMatch(/no way to pay/);
  });

  it("a total over the opponents' permanents stays text", () => {
    const near = card(
      'Near Miss',
      '{9}',
      'Artifact Creature — Construct',
      'This spell costs {X} less to cast, where X is the total mana value of artifacts your opponents control.',
      '8/8',
    );
    expect(unenforced(near)).toHaveLength(1);
  });
});
