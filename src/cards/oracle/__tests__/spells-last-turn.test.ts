// The werewolves of Innistrad: "At the beginning of each upkeep, if no spells were cast last turn,
// transform this creature" and "… if a player cast two or more spells last turn, …" (CR 601.2i,
// 603.4): the spells each player cast during the previous turn. One spell keeps Gatstaf Shepherd
// human; a turn with none transforms it; a player's two spells in a turn transform it back; two
// players' one spell each do not.
import { describe, expect, it } from 'vitest';
import { game, type Game } from '../../../testing/harness';
import { normalizeCard } from '../../data/faces';
import { compiled, main } from './compiled';

const shepherd = normalizeCard({
  name: 'Gatstaf Shepherd // Gatstaf Howler',
  layout: 'transform',
  card_faces: [
    {
      name: 'Gatstaf Shepherd',
      mana_cost: '{1}{G}',
      type_line: 'Creature — Human Werewolf',
      oracle_text: 'At the beginning of each upkeep, if no spells were cast last turn, transform this creature.',
      power: '2',
      toughness: '2',
      colors: ['G'],
    },
    {
      name: 'Gatstaf Howler',
      mana_cost: '',
      type_line: 'Creature — Werewolf',
      oracle_text:
        "Intimidate (This creature can't be blocked except by artifact creatures and/or creatures that share a color with it.)\nAt the beginning of each upkeep, if a player cast two or more spells last turn, transform this creature.",
      power: '3',
      toughness: '3',
      colors: ['G'],
    },
  ],
});
const CARDS = compiled(shepherd);
const library = Array.from({ length: 10 }, () => 'Island');
const bolts = (id: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `${id}${i}`, card: 'Lightning Bolt' }));

/** Passes priority until the stack is empty (CR 117.4). */
const resolveStack = (g: Game): void => {
  for (let i = 0; i < 6 && g.state.stack.length; i++) g.act({ pass: true });
};

/** To the next turn's upkeep, its triggers resolved. */
const nextTurn = (g: Game): void => {
  g.act({ advance: 'next-turn' });
  resolveStack(g);
};

const howling = (g: Game): boolean => !!g.get('w').backFaceUp;

function start(): Game {
  return game(
    {
      turn: main,
      players: {
        p1: {
          hand: bolts('a', 3),
          battlefield: ['Mountain', 'Mountain', { id: 'w', card: 'Gatstaf Shepherd' }],
          library,
        },
        p2: { hand: bolts('b', 1), battlefield: ['Mountain'], library },
      },
    },
    [],
    { cards: CARDS },
  );
}

describe('spells cast last turn (CR 601.2i)', () => {
  it('one spell last turn: no transform; none: it transforms; two by one player: it transforms back', () => {
    const g = start();
    g.act({ cast: 'a0', targets: ['p2'] });
    resolveStack(g);
    nextTurn(g);
    expect(g.state.turn.number).toBe(4);
    expect(howling(g)).toBe(false);
    nextTurn(g);
    expect(howling(g)).toBe(true);
    // Turn 5: p1 casts two spells.
    g.act({ cast: 'a1', targets: ['p2'] });
    resolveStack(g);
    g.act({ cast: 'a2', targets: ['p2'] });
    resolveStack(g);
    nextTurn(g);
    expect(g.state.turn.number).toBe(6);
    expect(howling(g)).toBe(false);
  });

  it('two players one spell each is not "a player cast two or more"', () => {
    const g = start();
    resolveStack(g);
    nextTurn(g);
    nextTurn(g);
    expect(howling(g)).toBe(true);
    g.act({ cast: 'a0', targets: ['p2'] });
    g.act({ cast: 'b0', player: 'p2', targets: ['p1'] });
    resolveStack(g);
    nextTurn(g);
    expect(howling(g)).toBe(true);
  });
});
