// The table's view of a double-faced card (CR 712): which face is up, and the other face to read.
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../cards/oracle/compile';
import { normalizeCard } from '../../cards/data/faces';
import { game } from '../../testing/harness';
import { cardView } from '../card-view';

const delver = compileCard(
  normalizeCard({
    name: 'Delver of Secrets // Insectile Aberration',
    layout: 'transform',
    card_faces: [
      {
        name: 'Delver of Secrets',
        mana_cost: '{U}',
        type_line: 'Creature — Human Wizard',
        oracle_text:
          'At the beginning of your upkeep, look at the top card of your library. You may reveal that card. If an instant or sorcery card is revealed this way, transform this creature.',
        power: '1',
        toughness: '1',
        colors: ['U'],
      },
      {
        name: 'Insectile Aberration',
        mana_cost: '',
        type_line: 'Creature — Human Insect',
        oracle_text: 'Flying',
        power: '3',
        toughness: '2',
        colors: ['U'],
      },
    ],
  }),
).def;

function view(transformed: boolean) {
  const g = game(
    {
      players: {
        p1: { battlefield: [{ id: 'd', card: 'Delver of Secrets', transformed }], hand: ['Delver of Secrets'] },
      },
    },
    [],
    { cards: [delver] },
  );
  return { g, v: cardView(g.state, g.engine.registry, g.get('d').id)! };
}

describe('a double-faced card on the table (CR 712)', () => {
  it('transformed, it shows its back face, says so, and keeps the front face to read', () => {
    const { v } = view(true);
    expect(v.name).toBe('Insectile Aberration');
    expect(v.facts.typeLine).toBe('Creature — Human Insect');
    expect(v.facts.oracle).toBe('Flying');
    expect(v.label).toBe('Insectile Aberration, transformed, 3/2');
    expect(v.facts.faces).toEqual({
      up: 'back',
      other: expect.objectContaining({ name: 'Delver of Secrets', manaCost: '{U}', power: 1, toughness: 1 }),
    });
  });

  it('front face up (and in a hand, CR 712.8a), it shows the front face and offers the back face', () => {
    const { g, v } = view(false);
    expect(v.name).toBe('Delver of Secrets');
    expect(v.label).not.toMatch(/transformed/);
    expect(v.facts.faces?.up).toBe('front');
    expect(v.facts.faces?.other).toMatchObject({ name: 'Insectile Aberration', oracle: 'Flying', power: 3 });
    const inHand = g.state.players.p1.hand[0]!;
    expect(cardView(g.state, g.engine.registry, inHand)?.facts.faces?.up).toBe('front');
  });
});
