// "If this creature was kicked, it enters with three +1/+1 counters on it and with trample."
// (Kavu Titan), "… it enters with three additional time counters on it." (Ravaging Riftwurm,
// beside vanishing's): a replacement as it enters (CR 614.1c, 702.33d); the keyword is an effect
// with no duration, for as long as it stays on the battlefield (611.2a). Real cards. Near miss:
// two kinds of counters and a keyword (Voidpouncer) stays text.
import { describe, expect, it } from 'vitest';
import { characteristics, readContext } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

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
const CARDS = compiled(titan, riftwurm);

const forests = (n: number) => Array.from({ length: n }, () => 'Forest');

function cast(name: string, lands: number, kicker: boolean): Game {
  const g = game(
    { turn: main, players: { p1: { battlefield: forests(lands), hand: [name] } } },
    [{ cast: name, kicker }, { pass: true }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

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

  it('near miss: two kinds of counters and a keyword stays text', () => {
    const voidpouncer = card(
      'Voidpouncer',
      '{1}{R}',
      'Creature — Eldrazi',
      'Devoid (This card has no color.)\nKicker {2}{C} (You may pay an additional {2}{C} as you cast this spell.)\nIf this creature was kicked, it enters with two +1/+1 counters and a trample counter on it and with haste.',
      '3/1',
    );
    expect(unenforced(voidpouncer)).toEqual([
      'If this creature was kicked, it enters with two +1/+1 counters and a trample counter on it and with haste.',
    ]);
  });
});
