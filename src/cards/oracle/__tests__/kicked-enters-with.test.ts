// "If this creature was kicked, it enters with three +1/+1 counters on it and with trample."
// (Kavu Titan), "… it enters with three additional time counters on it." (Ravaging Riftwurm,
// beside vanishing's): a replacement as it enters (CR 614.1c, 702.33d); the keyword is an effect
// with no duration, for as long as it stays on the battlefield (611.2a); "… two +1/+1 counters and a
// trample counter on it and with haste" (Voidpouncer): counters of two kinds. Real cards.
import { describe, expect, it } from 'vitest';
import { characteristics, readContext } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt } from './compiled';

const titan = card(
  'Kavu Titan',
  '{1}{G}',
  'Creature — Kavu',
  'Kicker {2}{G} (You may pay an additional {2}{G} as you cast this spell.)\nIf this creature was kicked, it enters with three +1/+1 counters on it and with trample.',
  '2/2',
);
const riftwurm = card(
  'Ravaging Riftwurm',
  '{1}{G}{G}',
  'Creature — Wurm',
  'Kicker {4} (You may pay an additional {4} as you cast this spell.)\nVanishing 2 (This creature enters with two time counters on it. At the beginning of your upkeep, remove a time counter from it. When the last is removed, sacrifice it.)\nIf this creature was kicked, it enters with three additional time counters on it.',
  '6/6',
);
const voidpouncer = card(
  'Voidpouncer',
  '{1}{R}',
  'Creature — Eldrazi',
  'Devoid (This card has no color.)\nKicker {2}{C} (You may pay an additional {2}{C} as you cast this spell.)\nIf this creature was kicked, it enters with two +1/+1 counters and a trample counter on it and with haste.',
  '3/1',
);
const wastes = card('Wastes', '', 'Basic Land', '{T}: Add {C}.');
const CARDS = compiled(titan, riftwurm, voidpouncer, wastes);

const forests = (n: number) => Array.from({ length: n }, () => 'Forest');

function cast(name: string, lands: number | string[], kicker: boolean): Game {
  const g = game(
    {
      turn: main,
      players: { p1: { battlefield: typeof lands === 'number' ? forests(lands) : lands, hand: [name] } },
    },
    [{ cast: name, kicker }, { pass: true }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

/** {1}{R} and kicker {2}{C}. */
const RC = ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Wastes'];

const hasTrample = (g: Game, ref: string) =>
  characteristics(readContext(g.state, g.engine.registry), g.get(ref)).keywords.includes('trample');

describe('"If ~ was kicked, it enters with … counters on it [and with <keyword>]" (CR 614.1c, 702.33d)', () => {
  it('Kavu Titan kicked: three +1/+1 counters and trample; not kicked: a 2/2 without trample', () => {
    const kicked = cast('Kavu Titan', 5, true);
    expect(pt(kicked, 'Kavu Titan')).toEqual([5, 5]);
    expect(hasTrample(kicked, 'Kavu Titan')).toBe(true);
    const plain = cast('Kavu Titan', 5, false);
    expect(pt(plain, 'Kavu Titan')).toEqual([2, 2]);
    expect(hasTrample(plain, 'Kavu Titan')).toBe(false);
  });

  it("Ravaging Riftwurm kicked: vanishing's two time counters and three more; not kicked: two", () => {
    expect(cast('Ravaging Riftwurm', 7, true).get('Ravaging Riftwurm').counters).toEqual({ time: 5 });
    expect(cast('Ravaging Riftwurm', 7, false).get('Ravaging Riftwurm').counters).toEqual({ time: 2 });
  });

  it('Voidpouncer kicked: two +1/+1 counters, a trample counter and haste; not kicked: none', () => {
    const kicked = cast('Voidpouncer', RC, true);
    expect(kicked.get('Voidpouncer').counters).toEqual({ '+1/+1': 2, trample: 1 });
    expect(pt(kicked, 'Voidpouncer')).toEqual([5, 3]);
    expect(hasTrample(kicked, 'Voidpouncer')).toBe(true);
    const plain = cast('Voidpouncer', RC, false);
    expect(plain.get('Voidpouncer').counters).toEqual({});
    expect(hasTrample(plain, 'Voidpouncer')).toBe(false);
  });
});
