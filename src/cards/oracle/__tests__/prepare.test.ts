// Prepare cards (Secrets of Strixhaven, layout "prepare"): a creature with an instant or sorcery
// printed beside it. The card is cast only as the creature. As the creature becomes prepared
// ("This creature enters prepared", "… this creature becomes prepared") a copy of its spell is
// made in exile; while it stays prepared its controller may cast that copy, paying its mana cost
// at its type's timing, and doing so unprepares it ("While it's prepared, you may cast a copy of
// its spell. Doing so unprepares it."). The copy lasts only while the permanent is on the
// battlefield and prepared (otherwise it ceases to exist, CR 704.5e).
import { describe, expect, it } from 'vitest';
import { getObject } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import type { CardData } from '../../data/card-data';
import { normalizeCard } from '../../data/faces';
import { compileCard } from '../compile';
import { compiled, main } from './compiled';

const painterData: CardData = {
  name: 'Landscape Painter // Vibrant Idea',
  layout: 'prepare',
  card_faces: [
    {
      name: 'Landscape Painter',
      mana_cost: '{1}{U}',
      type_line: 'Creature — Merfolk Wizard',
      oracle_text:
        "This creature enters prepared. (While it's prepared, you may cast a copy of its spell. Doing so unprepares it.)",
      power: '2',
      toughness: '1',
    },
    { name: 'Vibrant Idea', mana_cost: '{4}{U}', type_line: 'Sorcery', oracle_text: 'Draw two cards.' },
  ],
};
const abigaleData: CardData = {
  name: 'Abigale, Poet Laureate // Heroic Stanza',
  layout: 'prepare',
  card_faces: [
    {
      name: 'Abigale, Poet Laureate',
      mana_cost: '{1}{W}{B}',
      type_line: 'Legendary Creature — Bird Bard',
      oracle_text:
        "Flying\nWhenever you cast a creature spell, Abigale becomes prepared. (While it's prepared, you may cast a copy of its spell. Doing so unprepares it.)",
      power: '2',
      toughness: '3',
    },
    {
      name: 'Heroic Stanza',
      mana_cost: '{1}{W/B}',
      type_line: 'Sorcery',
      oracle_text: 'Put a +1/+1 counter on target creature.',
    },
  ],
};
const aviatorData: CardData = {
  name: 'Encouraging Aviator // Jump',
  layout: 'prepare',
  card_faces: [
    {
      name: 'Encouraging Aviator',
      mana_cost: '{2}{U}',
      type_line: 'Creature — Bird Wizard',
      oracle_text:
        "Flying\nWhenever this creature attacks, it becomes prepared. (While it's prepared, you may cast a copy of its spell. Doing so unprepares it.)",
      power: '2',
      toughness: '3',
    },
    {
      name: 'Jump',
      mana_cost: '{U}',
      type_line: 'Instant',
      oracle_text: 'Target creature gains flying until end of turn.',
    },
  ],
};
const firesingerData: CardData = {
  name: 'Blazing Firesinger // Seething Song',
  layout: 'prepare',
  card_faces: [
    {
      name: 'Blazing Firesinger',
      mana_cost: '{2}{R}',
      type_line: 'Creature — Dwarf Bard',
      oracle_text:
        "This creature enters prepared. (While it's prepared, you may cast a copy of its spell. Doing so unprepares it.)",
      power: '2',
      toughness: '3',
    },
    { name: 'Seething Song', mana_cost: '{2}{R}', type_line: 'Instant', oracle_text: 'Add {R}{R}{R}{R}{R}.' },
  ],
};
const CARDS = compiled(normalizeCard(painterData), normalizeCard(abigaleData), normalizeCard(firesingerData));

const LIBRARY = ['Island', 'Island', 'Island', 'Island'];

function painterBoard(pool = 'UUUUUUUU') {
  return {
    turn: main,
    players: {
      p1: { hand: [{ id: 'lp', card: 'Landscape Painter' }], manaPool: pool, library: LIBRARY },
      p2: { library: ['Island'] },
    },
  };
}

/** The exiled copies in `p`'s exile (objects that are copies, not cards). */
function exiledCopies(g: Game, p: 'p1' | 'p2') {
  return g.state.players[p].exile.filter((id) => getObject(g.state, id)?.copyOf);
}

describe('prepare cards', () => {
  it('the card is cast only as the creature: not as its spell from a hand', () => {
    const g = game(painterBoard(), [], { cards: CARDS });
    expect(() => g.act({ cast: 'lp', half: 'Vibrant Idea' })).toThrow();
  });

  it('Landscape Painter enters prepared: a copy of Vibrant Idea is in exile; casting it ({4}{U}) draws two cards and unprepares it', () => {
    const g = game(painterBoard(), [{ cast: 'lp' }, { pass: true }], { cards: CARDS });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield')).toEqual(['Landscape Painter']);
    expect(exiledCopies(g, 'p1')).toHaveLength(1);
    expect(g.get('lp').prepared).toBeDefined();
    g.act({ cast: 'Landscape Painter' });
    expect(g.stack()).toEqual(['Vibrant Idea']);
    expect(g.get('lp').prepared).toBeUndefined();
    expect(g.state.players.p1.manaPool.U).toBe(1);
    g.act({ pass: true });
    expect(g.names('p1', 'hand')).toEqual(['Island', 'Island']);
    // The resolved copy ceases to exist (CR 704.5e): no card went to the graveyard or exile.
    expect(g.names('p1', 'graveyard')).toEqual([]);
    expect(g.state.players.p1.exile).toEqual([]);
    // Unprepared, there is nothing more to cast.
    expect(() => g.act({ cast: 'Landscape Painter' })).toThrow();
  });

  it('the copy is cast at its type’s timing: a sorcery not while the stack is not empty', () => {
    const board = painterBoard();
    const p1 = {
      ...board.players.p1,
      battlefield: ['Mountain'],
      hand: [{ id: 'lp', card: 'Landscape Painter' }, 'Shock'],
    };
    const g = game({ ...board, players: { ...board.players, p1 } }, [{ cast: 'lp' }, { pass: true }], { cards: CARDS });
    g.act({ cast: 'Shock', targets: ['p2'] });
    const [copy] = exiledCopies(g, 'p1');
    expect(() => g.perform({ type: 'cast', player: 'p1', object: copy! })).toThrow(/only while the stack is empty/);
  });

  it("Blazing Firesinger's instant copy: its controller casts it with a spell on the stack; its opponent can't", () => {
    const board = {
      turn: main,
      players: {
        p1: { hand: ['Blazing Firesinger', 'Shock'], manaPool: 'RRRRRRR', library: LIBRARY },
        p2: { library: ['Island'], manaPool: 'RRR' },
      },
    };
    const g = game(board, [{ cast: 'Blazing Firesinger' }, { pass: true }, { cast: 'Shock', targets: ['p2'] }], {
      cards: CARDS,
    });
    const [copy] = exiledCopies(g, 'p1');
    expect(() => g.perform({ type: 'cast', player: 'p2', object: copy! })).toThrow(/nothing allows casting it/);
    g.act({ cast: 'Blazing Firesinger' });
    expect(g.stack()).toEqual(['Shock', 'Seething Song']);
  });

  it('when the prepared creature leaves the battlefield, the copy ceases to exist', () => {
    const board = painterBoard('UU');
    const p1 = { ...board.players.p1, battlefield: ['Mountain'], hand: ['Landscape Painter', 'Shock'] };
    const g = game({ ...board, players: { ...board.players, p1 } }, [{ cast: 'Landscape Painter' }, { pass: true }], {
      cards: CARDS,
    });
    expect(exiledCopies(g, 'p1')).toHaveLength(1);
    g.act({ cast: 'Shock', targets: ['Landscape Painter'] });
    g.act({ pass: true });
    expect(g.names('p1', 'graveyard').sort()).toEqual(['Landscape Painter', 'Shock']);
    expect(g.state.players.p1.exile).toEqual([]);
  });

  it('Abigale becomes prepared as a creature spell is cast; its Heroic Stanza copy puts a +1/+1 counter on the target', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'ab', card: 'Abigale, Poet Laureate' }],
            hand: ['Grizzly Bears'],
            manaPool: 'GGWW',
            library: LIBRARY,
          },
          p2: { library: ['Island'] },
        },
      },
      [],
      { cards: CARDS },
    );
    expect(exiledCopies(g, 'p1')).toHaveLength(0);
    expect(() => g.act({ cast: 'Abigale, Poet Laureate', targets: ['ab'] })).toThrow();
    g.act({ cast: 'Grizzly Bears' });
    g.act({ pass: true }); // Abigale's trigger resolves
    expect(g.get('ab').prepared).toBeDefined();
    g.act({ pass: true }); // the Bears resolve
    g.act({ cast: 'Abigale, Poet Laureate', targets: ['ab'] });
    expect(g.stack()).toEqual(['Heroic Stanza']);
    g.act({ pass: true });
    expect(g.get('ab').counters['+1/+1']).toBe(1);
    expect(g.get('ab').prepared).toBeUndefined();
  });

  it('near misses: "it becomes prepared" stays text (only the creature named as itself is read); un-normalised data stays text', () => {
    const r = compileCard(normalizeCard(aviatorData));
    expect(r.abilities.filter((a) => !a.enforced).map((a) => a.text)).toEqual([
      "Whenever this creature attacks, it becomes prepared. (While it's prepared, you may cast a copy of its spell. Doing so unprepares it.)",
    ]);
    expect(compileCard(painterData).status).toBe('none');
  });
});
