// Proliferate (CR 701.34a): the controller chooses any number of permanents and/or players with
// counters; each chosen gets another counter of each kind already there (poison and energy on
// players too); what isn't chosen keeps what it had, and choosing none is allowed.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const REMINDER =
  '(Choose any number of permanents and/or players, then give each another counter of each kind already there.)';
const grimAffliction = card(
  'Grim Affliction',
  '{2}{B}',
  'Instant',
  `Put a -1/-1 counter on target creature, then proliferate. ${REMINDER}`,
);
const steadyProgress = card('Steady Progress', '{2}{U}', 'Instant', `Proliferate. ${REMINDER}\nDraw a card.`);
const cards = compiled(grimAffliction, steadyProgress);

/** The board: p2's Giant Spider is the target; counters on both sides; p2 has 3 poison, p1 2 energy. */
function board(spell: string, lands: string): Game {
  const g = game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: [
            lands,
            lands,
            lands,
            { id: 'own', card: 'Giant Spider', counters: { '+1/+1': 1 } },
            { id: 'plain', card: 'Grizzly Bears' },
          ],
          hand: [{ id: 'spell', card: spell }],
          library: ['Island', 'Island'],
        },
        p2: {
          battlefield: [
            { id: 'giant', card: 'Giant Spider' },
            { id: 'other', card: 'Grizzly Bears', counters: { '-1/-1': 1 } },
          ],
        },
      },
    },
    [],
    { cards },
  );
  const s = g.state;
  const players = { ...s.players, p1: { ...s.players.p1, energy: 2 }, p2: { ...s.players.p2, poison: 3 } };
  g.state = { ...s, players } as GameState;
  return g;
}

const id = (g: Game, ref: string) => g.get(ref).id;

describe('"Put a -1/-1 counter on target creature, then proliferate." (Grim Affliction)', () => {
  function resolving() {
    const g = board('Grim Affliction', 'Swamp');
    g.act({ cast: 'spell', targets: ['giant'] });
    g.act({ pass: true });
    return g;
  }

  it('offers only the permanents and players with counters, after the -1/-1 counter is put', () => {
    const g = resolving();
    const d = g.state.pendingDecision;
    expect(d?.kind).toBe('chooseObjects');
    expect(d?.rule).toBe('701.34a');
    expect([...(d?.candidates ?? [])].sort()).toEqual(
      [id(g, 'giant'), id(g, 'own'), id(g, 'other'), 'p1', 'p2'].sort(),
    );
    expect(d?.min).toBe(0);
  });

  it('each chosen one gets another counter of each kind there; the others keep theirs', () => {
    const g = resolving();
    g.act({ decide: [id(g, 'giant'), id(g, 'own'), 'p2'] });
    expect(g.get('giant').counters).toEqual({ '-1/-1': 2 });
    expect(g.get('own').counters).toEqual({ '+1/+1': 2 });
    expect(g.get('other').counters).toEqual({ '-1/-1': 1 });
    expect(g.state.players.p2.poison).toBe(4);
    expect(g.state.players.p1.energy).toBe(2);
    expect(g.names('p1', 'graveyard')).toEqual(['Grim Affliction']);
  });

  it('choosing none changes nothing; a player gets energy when chosen', () => {
    const g = resolving();
    g.act({ decide: ['p1'] });
    expect(g.get('giant').counters).toEqual({ '-1/-1': 1 });
    expect(g.state.players.p1.energy).toBe(3);
    expect(g.state.players.p2.poison).toBe(3);
  });

  it('a permanent without counters cannot be chosen', () => {
    const g = resolving();
    expect(() => g.act({ decide: [id(g, 'plain')] })).toThrow(/not a legal choice/);
  });
});

describe('"Proliferate. Draw a card." (Steady Progress)', () => {
  it("proliferates, then draws: p2's Grizzly Bears with a second -1/-1 counter is 0/0 and dies (704.5f)", () => {
    const g = board('Steady Progress', 'Island');
    g.act({ cast: 'spell' });
    g.act({ pass: true });
    g.act({ decide: [id(g, 'other')] });
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.state.players.p1.hand).toHaveLength(1);
  });
});

const contagionEngine = card(
  'Contagion Engine',
  '{6}',
  'Artifact',
  'When this artifact enters, put a -1/-1 counter on each creature target player controls.\n{4}, {T}: Proliferate twice. (Choose any number of permanents and/or players, then give each another counter of each kind already there. Then do it again.)',
);
const engineCards = compiled(contagionEngine);

describe('"{4}, {T}: Proliferate twice." (Contagion Engine)', () => {
  it('asks twice; what is chosen each time gets one more counter each time', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Contagion Engine', 'Swamp', 'Swamp', 'Swamp', 'Swamp'] },
          p2: { battlefield: [{ id: 'spider', card: 'Giant Spider', counters: { '-1/-1': 1 } }] },
        },
      },
      [{ activate: 'Contagion Engine', ability: 0 }, { pass: true }],
      { cards: engineCards },
    );
    expect(g.error).toBeNull();
    const spider = g.get('spider').id;
    expect(g.state.pendingDecision?.rule).toBe('701.34a');
    g.act({ decide: [spider] });
    expect(g.get('spider').counters).toEqual({ '-1/-1': 2 });
    expect(g.state.pendingDecision?.rule).toBe('701.34a');
    g.act({ decide: [spider] });
    expect(g.get('spider').counters).toEqual({ '-1/-1': 3 });
    expect(g.state.pendingDecision).toBeNull();
  });
});

describe('near misses stay text', () => {
  it('"Proliferate X times" and "Whenever you proliferate"', () => {
    const expansionAlgorithm = card(
      'Expansion Algorithm',
      '{X}{U}{U}',
      'Sorcery',
      'Proliferate X times. (To proliferate, choose any number of permanents and/or players, then give each another counter of each kind already there.)',
    );
    expect(unenforced(expansionAlgorithm)).toHaveLength(1);
    const ezuri = card(
      'Ezuri, Stalker of Spheres',
      '{2}{G}{U}',
      'Legendary Creature — Phyrexian Elf Warrior',
      'When Ezuri enters, you may pay {3}. If you do, proliferate twice.\nWhenever you proliferate, draw a card.',
      '3/3',
    );
    expect(unenforced(ezuri)).toEqual(['Whenever you proliferate, draw a card.']);
  });
});
