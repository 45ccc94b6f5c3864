// The table's view of a double-faced card (CR 712): which face is up, and the other face to read.
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../cards/oracle/compile';
import { normalizeCard } from '../../cards/data/faces';
import { game } from '../../testing/harness';
import { cardView } from '../card-view';
import { cardCommands } from '../commands';

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

describe("a modal double-faced card's commands (CR 712.11b)", () => {
  const kazandu = compileCard(
    normalizeCard({
      name: 'Kazandu Mammoth // Kazandu Valley',
      layout: 'modal_dfc',
      card_faces: [
        {
          name: 'Kazandu Mammoth',
          mana_cost: '{1}{G}{G}',
          type_line: 'Creature — Elephant',
          oracle_text: 'Landfall — Whenever a land you control enters, this creature gets +2/+2 until end of turn.',
          power: '3',
          toughness: '3',
        },
        {
          name: 'Kazandu Valley',
          mana_cost: '',
          type_line: 'Land',
          oracle_text: 'This land enters tapped.\n{T}: Add {G}.',
        },
      ],
    }),
  ).def;

  it('in a hand it offers to play its land face as well as to cast its front face', () => {
    const g = game(
      {
        turn: { number: 3, active: 'p1', phase: 'main1' },
        players: { p1: { hand: [{ id: 'k', card: 'Kazandu Mammoth' }], manaPool: 'GGC' } },
      },
      [],
      { cards: [kazandu] },
    );
    const commands = cardCommands(g.engine.registry, g.state, g.get('k').id);
    expect(commands.map((c) => c.label)).toEqual([
      'Play Kazandu Valley',
      expect.stringMatching(/^Cast Kazandu Mammoth/),
    ]);
    g.perform(commands[0]!.action!);
    expect(g.names('p1', 'battlefield')).toEqual(['Kazandu Valley']);
  });
});
