// Adventurer cards (CR 715): cast as the creature or as the Adventure (715.3; on the stack only
// the Adventure's characteristics); a resolved Adventure is exiled and its caster may cast the
// creature — not the Adventure — from exile (715.4). Elsewhere the card is the creature.
import { describe, expect, it } from 'vitest';
import { characteristics, readContext } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import type { CardData } from '../../data/card-data';
import { normalizeCard } from '../../data/faces';
import { compileCard } from '../compile';
import { card } from './card';
import { compiled, main } from './compiled';

const shieldbreakerData: CardData = {
  name: 'Embereth Shieldbreaker // Battle Display',
  layout: 'adventure',
  card_faces: [
    {
      name: 'Embereth Shieldbreaker',
      mana_cost: '{1}{R}',
      type_line: 'Creature — Human Knight',
      oracle_text: '',
      power: '2',
      toughness: '1',
    },
    {
      name: 'Battle Display',
      mana_cost: '{R}',
      type_line: 'Sorcery — Adventure',
      oracle_text: 'Destroy target artifact. (Then exile this card. You may cast the creature later from exile.)',
    },
  ],
};
const shieldbreaker = normalizeCard(shieldbreakerData);
const ornithopter = card('Ornithopter', '{0}', 'Artifact Creature — Thopter', 'Flying', '0/2');
const CARDS = compiled(shieldbreaker, ornithopter);

function chars(g: Game, ref: string) {
  return characteristics(readContext(g.state, g.engine.registry), g.get(ref));
}

const board = {
  turn: main,
  players: {
    p1: { hand: [{ id: 'es', card: 'Embereth Shieldbreaker' }], manaPool: 'RRR', library: ['Island'] },
    p2: { battlefield: [{ id: 'thopter', card: 'Ornithopter' }], library: ['Island'] },
  },
};

describe('adventurer cards (CR 715)', () => {
  it('in a hand the card is only the creature: Embereth Shieldbreaker, 2/1, mana value 2', () => {
    const g = game(board, [], { cards: CARDS });
    const c = chars(g, 'es');
    expect([c.names, c.types, c.power, c.toughness, c.manaValue]).toEqual([
      ['Embereth Shieldbreaker'],
      ['creature'],
      2,
      1,
      2,
    ]);
  });

  it('cast as Battle Display it is a sorcery on the stack with no P/T (715.3b); it destroys the Ornithopter and is exiled (715.4)', () => {
    const g = game(board, [{ cast: 'es', half: 'Battle Display', targets: ['thopter'] }], { cards: CARDS });
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Battle Display']);
    const c = chars(g, 'es');
    expect([c.names, c.types, c.subtypes, c.power, c.manaValue]).toEqual([
      ['Battle Display'],
      ['sorcery'],
      ['Adventure'],
      null,
      1,
    ]);
    g.act({ pass: true });
    expect(g.names('p2', 'graveyard')).toEqual(['Ornithopter']);
    expect(g.names('p1', 'exile')).toEqual(['Embereth Shieldbreaker']);
    expect(g.names('p1', 'graveyard')).toEqual([]);
  });

  it('from exile its caster casts the creature, never the Adventure again', () => {
    const g = game(board, [{ cast: 'es', half: 'Battle Display', targets: ['thopter'] }, { pass: true }], {
      cards: CARDS,
    });
    expect(() => g.act({ cast: 'Embereth Shieldbreaker', half: 'Battle Display', targets: [] })).toThrow();
    g.act({ cast: 'Embereth Shieldbreaker' });
    expect(g.stack()).toEqual(['Embereth Shieldbreaker']);
    g.act({ pass: true });
    expect(g.names('p1', 'battlefield')).toEqual(['Embereth Shieldbreaker']);
    expect(chars(g, 'Embereth Shieldbreaker').power).toBe(2);
  });

  it('cast as the creature from a hand, it is the creature (named by the card name)', () => {
    const g = game(board, [{ cast: 'es', half: 'Embereth Shieldbreaker' }, { pass: true }], { cards: CARDS });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield')).toEqual(['Embereth Shieldbreaker']);
    expect(g.state.players.p1.manaPool.R).toBe(1);
  });

  it('a card exiled any other way (not by its resolved Adventure) gives no permission to cast it', () => {
    const g = game(
      { turn: main, players: { p1: { exile: [{ id: 'es', card: 'Embereth Shieldbreaker' }], manaPool: 'RR' } } },
      [],
      { cards: CARDS },
    );
    expect(() => g.act({ cast: 'es' })).toThrow(/exile/);
  });

  it('near misses: card data not given its creature face stays text; an Adventure whose text is not read stays text', () => {
    expect(compileCard(shieldbreakerData).status).toBe('none');
    const r = compileCard(
      normalizeCard({
        ...shieldbreakerData,
        card_faces: [
          shieldbreakerData.card_faces![0]!,
          { ...shieldbreakerData.card_faces![1]!, oracle_text: 'Destroy target artifact unless its controller sings.' },
        ],
      }),
    );
    expect(r.abilities).toEqual([
      expect.objectContaining({ text: 'Destroy target artifact unless its controller sings.', enforced: false }),
    ]);
    // Cast as the Adventure it does nothing the text does not say: no step is guessed.
    expect(r.def.adventure?.spell.steps).toEqual([]);
  });
});
