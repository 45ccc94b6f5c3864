// Day and night (CR 726) with daybound and nightbound (702.145): the game starts as neither; a
// permanent with daybound makes it day (702.145d); as the untap step begins (502.2) day becomes
// night if the previous turn's active player cast no spells that turn, and night becomes day if
// they cast two or more; daybound permanents transform as it becomes night and nightbound ones as
// it becomes day (702.145b, 702.145e); a daybound card entering at night enters transformed
// (702.145b); they can't transform any other way. Real cards, Oracle text as in the pool.
import { describe, expect, it } from 'vitest';
import { characteristics, getObject, readContext } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { normalizeCard } from '../../data/faces';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const REMINDER_DAY = 'Daybound (If a player casts no spells during their own turn, it becomes night next turn.)';
const REMINDER_NIGHT =
  'Nightbound (If a player casts at least two spells during their own turn, it becomes day next turn.)';

const tavernRuffian = normalizeCard({
  name: 'Tavern Ruffian // Tavern Smasher',
  layout: 'transform',
  card_faces: [
    {
      name: 'Tavern Ruffian',
      mana_cost: '{3}{R}',
      type_line: 'Creature — Human Warrior Werewolf',
      oracle_text: REMINDER_DAY,
      power: '2',
      toughness: '5',
      colors: ['R'],
    },
    {
      name: 'Tavern Smasher',
      mana_cost: '',
      type_line: 'Creature — Werewolf',
      oracle_text: REMINDER_NIGHT,
      power: '6',
      toughness: '5',
      colors: ['R'],
    },
  ],
});

const birdAdmirer = normalizeCard({
  name: 'Bird Admirer // Wing Shredder',
  layout: 'transform',
  card_faces: [
    {
      name: 'Bird Admirer',
      mana_cost: '{2}{G}',
      type_line: 'Creature — Human Archer Werewolf',
      oracle_text: `Reach\n${REMINDER_DAY}`,
      power: '1',
      toughness: '4',
      colors: ['G'],
    },
    {
      name: 'Wing Shredder',
      mana_cost: '',
      type_line: 'Creature — Werewolf',
      oracle_text: `Reach\n${REMINDER_NIGHT}`,
      power: '3',
      toughness: '5',
      colors: ['G'],
    },
  ],
});

const ornithopter = card('Ornithopter', '{0}', 'Artifact Creature — Thopter', 'Flying', '0/2');
const brimstoneVandal = card(
  'Brimstone Vandal',
  '{2}{R}',
  'Creature — Devil',
  "Menace (This creature can't be blocked except by two or more creatures.)\nIf it's neither day nor night, it becomes day as this creature enters.\nWhenever day becomes night or night becomes day, this creature deals 1 damage to each opponent.",
  '2/3',
);

const CARDS = compiled(tavernRuffian, birdAdmirer, ornithopter);
const library = Array.from({ length: 10 }, () => 'Island');
const lands = (land: string, n: number): string[] => Array.from({ length: n }, () => land);

/** The name of the face of `ref` that is up. */
const faceName = (g: Game, ref: string): string => {
  const o = getObject(g.state, ref);
  if (!o) return '';
  const def = g.engine.registry.get(o.def);
  return o.backFaceUp ? (def?.back?.name ?? '') : (def?.name ?? '');
};

/** Current power and toughness of the object `id` (CR 613; the face up, 712.8d–e). */
const pt = (g: Game, id: string): [number | null, number | null] => {
  const o = getObject(g.state, id);
  if (!o) return [null, null];
  const ch = characteristics(readContext(g.state, g.engine.registry), o);
  return [ch.power, ch.toughness];
};

/** Passes priority until the stack is empty (CR 117.4). */
const resolveStack = (g: Game): void => {
  for (let i = 0; i < 6 && g.state.stack.length; i++) g.act({ pass: true });
};

/** p1 casts Tavern Ruffian on turn 3 (it becomes day); returns the game in p1's main phase. */
function ruffianCast(): Game {
  const g = game(
    {
      turn: main,
      players: {
        p1: {
          hand: ['Tavern Ruffian', 'Ornithopter'],
          battlefield: [...lands('Mountain', 4), ...lands('Forest', 2)],
          library,
        },
        p2: { battlefield: lands('Forest', 3), library },
      },
    },
    [],
    { cards: CARDS },
  );
  expect(g.state.dayNight).toBeUndefined();
  g.act({ cast: 'Tavern Ruffian' });
  resolveStack(g);
  return g;
}

const ruffian = (g: Game): string => {
  const id = g.state.battlefield.find((x) => ['Tavern Ruffian', 'Tavern Smasher'].includes(faceName(g, x)));
  expect(id).toBeDefined();
  return id as string;
};

describe('day and night (CR 726), daybound and nightbound (CR 702.145)', () => {
  it('a game that never had day or night keeps no record of spells for it (726.2: neither, until something makes it one)', () => {
    const g = game({ turn: main, players: { p1: { battlefield: ['Mountain'], hand: ['Lightning Bolt'] } } }, [
      { cast: 'Lightning Bolt', targets: ['p2'] },
      { pass: true },
    ]);
    expect(g.state.players.p2.life).toBe(17);
    expect(g.state.dayNight).toBeUndefined();
    expect(g.state.dayNightCasts).toBeUndefined();
  });

  it('a permanent with daybound makes it day (702.145d); a turn with one spell keeps it day, a turn with none makes it night (502.2)', () => {
    const g = ruffianCast();
    expect(g.state.dayNight).toBe('day');
    expect(faceName(g, ruffian(g))).toBe('Tavern Ruffian');
    expect(pt(g, ruffian(g))).toEqual([2, 5]);
    // Turn 4 (p2's): p1 cast a spell on turn 3, so it stays day.
    g.act({ advance: 'next-turn' });
    expect(g.state.turn.active).toBe('p2');
    expect(g.state.dayNight).toBe('day');
    expect(faceName(g, ruffian(g))).toBe('Tavern Ruffian');
    // Turn 5 (p1's): p2 cast no spells on turn 4, so it becomes night and the Ruffian transforms.
    g.act({ advance: 'next-turn' });
    expect(g.state.turn.active).toBe('p1');
    expect(g.state.dayNight).toBe('night');
    expect(faceName(g, ruffian(g))).toBe('Tavern Smasher');
    expect(pt(g, ruffian(g))).toEqual([6, 5]);
  });

  it('at night, one spell in a turn keeps it night: only two or more make it day (502.2)', () => {
    const g = ruffianCast();
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'next-turn' });
    expect(g.state.dayNight).toBe('night');
    expect(g.state.turn.active).toBe('p1');
    g.act({ cast: 'Ornithopter' });
    resolveStack(g);
    g.act({ advance: 'next-turn' });
    expect(g.state.turn.active).toBe('p2');
    expect(g.state.dayNight).toBe('night');
    expect(faceName(g, ruffian(g))).toBe('Tavern Smasher');
  });

  it('Bird Admirer cast at night enters as Wing Shredder; a turn with two spells makes it day and both turn back (702.145e)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Tavern Ruffian', 'Bird Admirer', 'Ornithopter', 'Ornithopter'],
            battlefield: [...lands('Mountain', 4), ...lands('Forest', 3)],
            library,
          },
          p2: { library },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ cast: 'Tavern Ruffian' });
    resolveStack(g);
    expect(g.state.dayNight).toBe('day');
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'next-turn' });
    // Turn 5, p1's: night (p2 cast nothing on turn 4).
    expect(g.state.dayNight).toBe('night');
    expect(faceName(g, ruffian(g))).toBe('Tavern Smasher');
    g.act({ cast: 'Bird Admirer' });
    resolveStack(g);
    const admirer = g.state.battlefield.find((x) => ['Bird Admirer', 'Wing Shredder'].includes(faceName(g, x)));
    expect(admirer).toBeDefined();
    expect(faceName(g, admirer as string)).toBe('Wing Shredder');
    expect(pt(g, admirer as string)).toEqual([3, 5]);
    // It entered transformed: it did not transform (no "transformed into" line for it).
    expect(g.events.some((e) => e.type === 'Transformed' && e.objectId === admirer)).toBe(false);
    // A second spell this turn: two or more, so at the next untap step it becomes day.
    expect(g.state.turn.step).toBe('main1');
    g.act({ cast: 'Ornithopter' });
    resolveStack(g);
    g.act({ advance: 'next-turn' });
    expect(g.state.turn.active).toBe('p2');
    expect(g.state.dayNight).toBe('day');
    expect(faceName(g, ruffian(g))).toBe('Tavern Ruffian');
    expect(faceName(g, admirer as string)).toBe('Bird Admirer');
    expect(pt(g, admirer as string)).toEqual([1, 4]);
  });

  it('"If it\'s neither day nor night, it becomes day as this creature enters" (Brimstone Vandal) stays text', () => {
    expect(unenforced(brimstoneVandal)).toEqual([
      "If it's neither day nor night, it becomes day as this creature enters.",
      'Whenever day becomes night or night becomes day, this creature deals 1 damage to each opponent.',
    ]);
  });
});
