// A static ability whose effect applies only while a condition holds (CR 611.3a): "During your
// turn, …", "During turns other than yours, …", "As long as <condition>, …" in front of any static
// ability the compiler reads — the condition is checked continuously, not once.
import { describe, expect, it } from 'vitest';
import { characteristics, readContext } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { compileCard } from '../compile';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const hookSwords = card(
  'Hook Swords',
  '{2}{R/W}',
  'Artifact — Equipment',
  'When this Equipment enters, create a 1/1 white Ally creature token, then attach this Equipment to it.\nDuring your turn, equipped creature gets +1/+1 and has first strike.\nEquip {3}',
);
const mesaLynx = card(
  'Mesa Lynx',
  '{1}{W}',
  'Creature — Cat',
  'During turns other than yours, this creature gets +0/+2.',
  '2/1',
);
const omenreader = card(
  'Centaur Omenreader',
  '{3}{G}',
  'Snow Creature — Centaur Shaman',
  'As long as this creature is tapped, creature spells you cast cost {2} less to cast.',
  '3/3',
);
const cards = compiled(hookSwords, mesaLynx, omenreader);

const keywordsOf = (g: Game, ref: string) =>
  characteristics(readContext(g.state, g.engine.registry), g.get(ref)).keywords;

describe('"During your turn, …" and "During turns other than yours, …"', () => {
  it('Hook Swords: the equipped creature is 3/3 with first strike on its controller’s turn, 2/2 without on the next', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'bear', card: 'Grizzly Bears' },
              { card: 'Hook Swords', attachedTo: 'bear' },
            ],
            library: ['Plains'],
          },
          p2: { library: ['Plains', 'Plains'] },
        },
      },
      [],
      { cards },
    );
    expect(pt(g, 'bear')).toEqual([3, 3]);
    expect(keywordsOf(g, 'bear')).toEqual(['first strike']);
    g.act({ advance: 'next-turn' });
    expect(g.state.turn.active).toBe('p2');
    expect(pt(g, 'bear')).toEqual([2, 2]);
    expect(keywordsOf(g, 'bear')).toEqual([]);
  });

  it('Mesa Lynx is 2/1 on its controller’s turn and 2/3 on the opponent’s', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'lynx', card: 'Mesa Lynx' }], library: ['Plains'] },
          p2: { library: ['Plains'] },
        },
      },
      [],
      { cards },
    );
    expect(pt(g, 'lynx')).toEqual([2, 1]);
    g.act({ advance: 'next-turn' });
    expect(pt(g, 'lynx')).toEqual([2, 3]);
  });
});

describe('"As long as <condition>, <static ability>"', () => {
  it('Centaur Omenreader reduces creature spells by {2} only while it is tapped', () => {
    const board = (tapped: boolean) => ({
      turn: main,
      players: {
        p1: {
          battlefield: [{ id: 'omen', card: 'Centaur Omenreader', tapped }, 'Forest', 'Forest'],
          hand: ['Giant Spider'],
        },
        p2: {},
      },
    });
    // Giant Spider costs {3}{G}: with two Forests it can be cast only with the reduction.
    const tapped = game(board(true), [{ cast: 'Giant Spider' }], { cards });
    expect(tapped.error).toBeNull();
    expect(tapped.stack()).toEqual(['Giant Spider']);
    const untapped = game(board(false), [], { cards });
    expect(() => untapped.act({ cast: 'Giant Spider' })).toThrow(/no way to pay/);
    expect(untapped.names('p1', 'hand')).toEqual(['Giant Spider']);
  });

  it('near miss: a condition in front of a replacement effect stays text, with the reason', () => {
    // The creature face of Guardian Naga // Banishing Coils.
    const naga = card(
      'Guardian Naga',
      '{5}{W}{W}',
      'Creature — Snake',
      'Vigilance\nDuring your turn, prevent all damage that would be dealt to this creature.',
      '5/6',
    );
    expect(unenforced(naga)).toEqual(['During your turn, prevent all damage that would be dealt to this creature.']);
    expect(compileCard(naga).abilities[1]?.reason).toMatch(/a condition on an ability of this kind/);
  });
});
