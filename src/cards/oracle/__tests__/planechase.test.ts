// Planechase (CR 901) as the sandbox plays it: a plane in a player's command zone is the face-up
// plane; the active player is the planar controller (CR 311.5, 901.6) and controls its abilities;
// rolling the planar die is their special action in a main phase with the stack empty, {0} the
// first time each turn and {1} more for each further roll (901.9). The chaos symbol makes chaos
// ensue: the face-up plane's "Whenever chaos ensues" ability triggers (311.7); the planeswalker
// symbol would planeswalk (701.31b), but the sandbox has no planar deck, so the plane stays.
// Real planes from the pool; what planeswalking or encountering would trigger stays text.
import { describe, expect, it } from 'vitest';
import { getObject, specialActionOptions, type CardDef } from '../../../engine';
import type { CardData } from '../../data/card-data';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const plane = (name: string, typeLine: string, oracle: string): CardData => ({
  ...card(name, '', typeLine, oracle),
  layout: 'planar',
});

const fields = plane(
  'Fields of Summer',
  'Plane — Moag',
  'Whenever a player casts a spell, that player may gain 2 life.\nWhenever chaos ensues, you may gain 10 life.',
);
const naar = plane(
  'Naar Isle',
  'Plane — Wildfire',
  'At the beginning of your upkeep, put a flame counter on Naar Isle, then Naar Isle deals damage to you equal to the number of flame counters on it.\nWhenever chaos ensues, Naar Isle deals 3 damage to target player or planeswalker.',
);
const goldmeadow = plane(
  'Goldmeadow',
  'Plane — Lorwyn',
  "Whenever a land enters, that land's controller creates three 0/1 white Goat creature tokens.\nWhenever chaos ensues, create a 0/1 white Goat creature token.",
);
const wizards = plane(
  'Ten Wizards Mountain',
  'Plane — Mirrodin',
  'Whenever you roll the planar die, put a +1/+1 counter on up to one target creature.\nWhenever chaos ensues, creatures you control gain flying until end of turn.',
);
const lethe = plane(
  'Lethe Lake',
  'Plane — Arkhos',
  'At the beginning of your upkeep, mill ten cards.\nWhenever chaos ensues, target player mills ten cards.',
);
// Near misses: what planeswalking, encountering or "until a player planeswalks" would need.
const agyrem = plane(
  'Agyrem',
  'Plane — Ravnica',
  "Whenever a white creature dies, return it to the battlefield under its owner's control at the beginning of the next end step.\nWhenever a nonwhite creature dies, return it to its owner's hand at the beginning of the next end step.\nWhenever chaos ensues, creatures can't attack you until a player planeswalks.",
);
const badWolf = plane(
  'Bad Wolf Bay',
  'Plane — Earth',
  "Whenever a creature you control dies, if it's not your turn, draw a card.\nWhen chaos ensues, cards can't enter from exile this turn. Then planeswalk.",
);
const panopticon = plane(
  'Panopticon',
  'Plane — Mirrodin',
  'When you planeswalk to Panopticon, draw a card.\nWhenever chaos ensues, draw a card.',
);
const epiphany = plane(
  'Mutual Epiphany',
  'Phenomenon',
  'When you encounter Mutual Epiphany, each player draws four cards. (Then planeswalk away from this phenomenon.)',
);

const CARDS: CardDef[] = compiled(fields, naar, goldmeadow, wizards, lethe);

type Face = 'chaos' | 'planeswalk' | 'blank';

/** The face the last planar die roll in `events` showed. */
function faceOf(events: { type: string; face?: Face }[]): Face | undefined {
  return events.find((e) => e.type === 'PlanarDieRolled')?.face;
}

/**
 * A game of `doc` in which `player` rolls the planar die for `planeName` once and it shows
 * `face`: the seed is searched for, so the test doesn't hang on the generator's numbers.
 */
function rolled(doc: Record<string, unknown>, planeName: string, face: Face, player: 'p1' | 'p2' = 'p1'): Game {
  for (let seed = 1; seed < 200; seed++) {
    const g = game({ ...doc, options: { seed } }, [], { cards: CARDS });
    expect(g.error).toBeNull();
    const events = g.perform({ type: 'rollPlanarDie', player, object: g.get(planeName).id });
    if (faceOf(events) === face) return g;
  }
  throw new Error(`no seed rolls ${face}`);
}

describe('the planar die (CR 901.9) and chaos abilities (CR 311.7)', () => {
  it('Fields of Summer: chaos ensues, its controller may gain 10 life', () => {
    const g = rolled({ turn: main, players: { p1: { command: ['Fields of Summer'] } } }, 'Fields of Summer', 'chaos');
    expect(g.stack()).toHaveLength(1);
    g.act({ pass: true });
    g.act({ decide: true });
    expect(g.state.players.p1.life).toBe(30);
    expect(g.state.players.p2.life).toBe(20);
    // The plane stays in the command zone (it is not a permanent, CR 311.2).
    expect(g.names('p1', 'command')).toEqual(['Fields of Summer']);
  });

  it('a blank face: nothing triggers', () => {
    const g = rolled({ turn: main, players: { p1: { command: ['Fields of Summer'] } } }, 'Fields of Summer', 'blank');
    expect(g.stack()).toEqual([]);
  });

  it('the planeswalker symbol: no planar deck in the sandbox, the plane stays face up and nothing triggers', () => {
    const g = rolled({ turn: main, players: { p1: { command: ['Goldmeadow'] } } }, 'Goldmeadow', 'planeswalk');
    expect(g.stack()).toEqual([]);
    expect(g.names('p1', 'command')).toEqual(['Goldmeadow']);
    expect(g.rules()).toContain('701.31b');
  });

  it('Naar Isle: its chaos ability deals 3 damage to the target player (the plane is the source)', () => {
    const g = rolled({ turn: main, players: { p1: { command: ['Naar Isle'] } } }, 'Naar Isle', 'chaos');
    g.act({ decide: ['p2'] });
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(17);
    expect(g.state.players.p1.life).toBe(20);
  });

  it("the planar controller is the active player: p2 rolls for p1's Goldmeadow on p2's turn, and p2 gets the Goat", () => {
    const g = rolled(
      { turn: { ...main, active: 'p2' }, players: { p1: { command: ['Goldmeadow'] } } },
      'Goldmeadow',
      'chaos',
      'p2',
    );
    // The chaos ability on the stack: no further roll until it has resolved.
    expect(() => g.perform({ type: 'rollPlanarDie', player: 'p2', object: g.get('Goldmeadow').id })).toThrow(
      /stack is empty/,
    );
    g.act({ pass: true });
    expect(g.names('p2', 'battlefield')).toEqual(['Goat Token (token)']);
    expect(g.names('p1', 'battlefield')).toEqual([]);
    expect(pt(g, 'Goat Token')).toEqual([0, 1]);
  });

  it('as a turn begins, the new active player becomes the planar controller: Lethe Lake mills p2 in p2’s upkeep', () => {
    const library = Array<string>(12).fill('Island');
    const g = game(
      { turn: main, players: { p1: { command: ['Lethe Lake'], library }, p2: { library } } },
      [{ advance: 'next-turn' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.turn.active).toBe('p2');
    // p2's upkeep went by: the ability was p2's ("your upkeep"), and it milled p2.
    expect(g.state.players.p2.graveyard).toHaveLength(10);
    expect(g.state.players.p1.graveyard).toHaveLength(0);
    expect(g.get('Lethe Lake').controller).toBe('p2');
  });

  it('Ten Wizards Mountain: "Whenever you roll the planar die" triggers on any face', () => {
    const g = rolled(
      {
        turn: main,
        players: { p1: { command: ['Ten Wizards Mountain'], battlefield: [{ id: 'b', card: 'Grizzly Bears' }] } },
      },
      'Ten Wizards Mountain',
      'blank',
    );
    g.act({ decide: ['b'] });
    g.act({ pass: true });
    expect(g.get('b').counters).toEqual({ '+1/+1': 1 });
  });

  it('the second roll in a turn costs {1}, the third {2} (CR 901.9)', () => {
    const g = rolled(
      { turn: main, players: { p1: { command: ['Goldmeadow'], battlefield: ['Forest', 'Forest', 'Forest'] } } },
      'Goldmeadow',
      'blank',
    );
    const options = () =>
      specialActionOptions(g.engine.registry, g.state, 'p1').filter((o) => o.kind === 'rollPlanarDie');
    expect(options().map((o) => o.cost)).toEqual(['{1}']);
    g.perform({ type: 'rollPlanarDie', player: 'p1', object: g.get('Goldmeadow').id });
    while (g.state.stack.length) g.act({ pass: true });
    expect(options().map((o) => o.cost)).toEqual(['{2}']);
    expect(g.state.battlefield.filter((id) => getObject(g.state, id)?.tapped)).toHaveLength(1);
  });

  it('refused outside the active player’s main phase, while the stack is not empty, or with no plane', () => {
    const g = game(
      { turn: { ...main, phase: 'beginCombat' }, players: { p1: { command: ['Fields of Summer'] } } },
      [],
      { cards: CARDS },
    );
    expect(() => g.perform({ type: 'rollPlanarDie', player: 'p1', object: g.get('Fields of Summer').id })).toThrow(
      /main phase/,
    );
    const other = game({ turn: main, players: { p1: { command: ['Fields of Summer'] } } }, [], { cards: CARDS });
    expect(() =>
      other.perform({ type: 'rollPlanarDie', player: 'p2', object: other.get('Fields of Summer').id }),
    ).toThrow(/active player/);
    const bears = game({ turn: main, players: { p1: { battlefield: [{ id: 'b', card: 'Grizzly Bears' }] } } }, [], {
      cards: CARDS,
    });
    expect(() => bears.perform({ type: 'rollPlanarDie', player: 'p1', object: bears.get('b').id })).toThrow(/plane/);
  });
});

describe('near misses: planeswalking and encounters stay text', () => {
  it('"until a player planeswalks", "Then planeswalk", "When you planeswalk to ~", "When you encounter ~"', () => {
    expect(unenforced(agyrem)).toContain(
      "Whenever chaos ensues, creatures can't attack you until a player planeswalks.",
    );
    expect(unenforced(badWolf)).toContain(
      "When chaos ensues, cards can't enter from exile this turn. Then planeswalk.",
    );
    expect(unenforced(panopticon)).toEqual(['When you planeswalk to Panopticon, draw a card.']);
    expect(unenforced(epiphany)).toHaveLength(1);
  });
});
