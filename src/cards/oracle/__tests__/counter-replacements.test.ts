// Static replacement effects on counters about to be put on a permanent (CR 122.6, 614.1a): "If
// one or more +1/+1 counters would be put on a creature you control, that many plus one +1/+1
// counters are put on it instead" (Hardened Scales), "… twice that many …" (Corpsejack Menace),
// "… that many -1/-1 counters minus one …" (Vizier of Remedies), "… that many plus one of each of
// those kinds of counters …" (Winding Constrictor). Real cards played: which permanents, counters
// put by an effect and counters a permanent enters with (122.6), and several together — the
// permanent's controller would choose the order (CR 616.1); the engine applies the order that
// puts the most counters (the fewest -1/-1 counters) and says so.
import { describe, expect, it } from 'vitest';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const scales = card(
  'Hardened Scales',
  '{G}',
  'Enchantment',
  'If one or more +1/+1 counters would be put on a creature you control, that many plus one +1/+1 counters are put on it instead.',
);
const corpsejack = card(
  'Corpsejack Menace',
  '{2}{B}{G}',
  'Creature — Fungus',
  'If one or more +1/+1 counters would be put on a creature you control, twice that many +1/+1 counters are put on it instead.',
  '4/4',
);
const vizier = card(
  'Vizier of Remedies',
  '{1}{W}',
  'Creature — Human Cleric',
  'If one or more -1/-1 counters would be put on a creature you control, that many -1/-1 counters minus one are put on it instead.',
  '2/1',
);
const constrictor = card(
  'Winding Constrictor',
  '{B}{G}',
  'Creature — Snake',
  'If one or more counters would be put on an artifact or creature you control, that many plus one of each of those kinds of counters are put on that permanent instead.\nIf you would get one or more counters, you get that many plus one of each of those kinds of counters instead.',
  '2/3',
);
const hydra = card(
  'Benevolent Hydra',
  '{X}{G}{G}',
  'Creature — Hydra',
  'This creature enters with X +1/+1 counters on it.\nIf one or more +1/+1 counters would be put on another creature you control, that many plus one +1/+1 counters are put on it instead.\n{T}, Remove a +1/+1 counter from this creature: Put a +1/+1 counter on another target creature you control.',
  '1/1',
);
const battlegrowth = card('Battlegrowth', '{G}', 'Instant', 'Put a +1/+1 counter on target creature.');
const scar = card('Scar', '{B/R}', 'Instant', 'Put a -1/-1 counter on target creature.');
// Endless One ("This creature enters with X +1/+1 counters on it.") is one of the engine's own cards.
// The Constrictor's second ability (counters on players) is not read: only its first is used here.
const CARDS = [...compiled(scales, corpsejack, vizier, hydra, battlegrowth, scar)];
const CONSTRICTOR_FIRST = card(
  'Winding Constrictor',
  '{B}{G}',
  'Creature — Snake',
  'If one or more counters would be put on an artifact or creature you control, that many plus one of each of those kinds of counters are put on that permanent instead.',
  '2/3',
);
CARDS.push(...compiled(CONSTRICTOR_FIRST));

/** p1 (six Forests, two Swamps, `mine` with ids m0…) casts `spell` at `target`; p2 has Grizzly Bears (`bears`). */
function play(mine: string[], spell: string, target?: string, x?: number): Game {
  const g = game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: [
            ...Array<string>(6).fill('Forest'),
            ...Array<string>(2).fill('Swamp'),
            ...mine.map((c, i) => ({ id: `m${i}`, card: c })),
          ],
          hand: [spell],
        },
        p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
      },
    },
    [{ cast: spell, ...(target ? { targets: [target] } : {}), ...(x !== undefined ? { x } : {}) }, { pass: true }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

const counters = (g: Game, ref: string, kind = '+1/+1') => g.get(ref).counters[kind] ?? 0;
const replaced = (g: Game) => g.events.filter((e) => e.type === 'ReplacementApplied').map((e) => e.text);

describe('"… that many plus one / twice that many +1/+1 counters are put on it instead" (CR 614.1a)', () => {
  it("Hardened Scales: Battlegrowth puts 2 counters on p1's Grizzly Bears", () => {
    const g = play(['Hardened Scales', 'Grizzly Bears'], 'Battlegrowth', 'm1');
    expect(counters(g, 'm1')).toBe(2);
  });

  it('Hardened Scales doesn\'t change counters on p2\'s creature ("you control")', () => {
    const g = play(['Hardened Scales'], 'Battlegrowth', 'bears');
    expect(counters(g, 'bears')).toBe(1);
  });

  it('Corpsejack Menace: twice, 2 counters', () => {
    const g = play(['Corpsejack Menace', 'Grizzly Bears'], 'Battlegrowth', 'm1');
    expect(counters(g, 'm1')).toBe(2);
  });

  it('both: p1 would choose the order (CR 616.1); the engine adds first — (1 + 1) × 2 = 4 — and says so', () => {
    const g = play(['Hardened Scales', 'Corpsejack Menace', 'Grizzly Bears'], 'Battlegrowth', 'm2');
    expect(counters(g, 'm2')).toBe(4);
    expect(replaced(g).some((t) => t.includes('616.1'))).toBe(true);
  });

  it('a creature entering with counters gets them increased too (CR 122.6): Endless One for X=2 has 3', () => {
    const g = play(['Hardened Scales'], 'Endless One', undefined, 2);
    expect(g.get('Endless One').zone).toBe('battlefield');
    expect(counters(g, 'Endless One')).toBe(3);
  });

  it('Benevolent Hydra ("another creature"): not on itself, on another', () => {
    const self = play(['Benevolent Hydra'], 'Battlegrowth', 'm0');
    expect(counters(self, 'm0')).toBe(1);
    const other = play(['Benevolent Hydra', 'Grizzly Bears'], 'Battlegrowth', 'm1');
    expect(counters(other, 'm1')).toBe(2);
  });
});

describe('-1/-1 counters and counters of any kind', () => {
  it("Vizier of Remedies: Scar puts no -1/-1 counter on p1's Grizzly Bears (1 minus one)", () => {
    const g = play(['Vizier of Remedies', 'Grizzly Bears'], 'Scar', 'm1');
    expect(counters(g, 'm1', '-1/-1')).toBe(0);
    expect(g.get('m1').zone).toBe('battlefield');
  });

  it("Vizier of Remedies doesn't apply to +1/+1 counters", () => {
    const g = play(['Vizier of Remedies', 'Grizzly Bears'], 'Battlegrowth', 'm1');
    expect(counters(g, 'm1')).toBe(1);
  });

  it("Winding Constrictor: any kind — Scar puts 2 -1/-1 counters on p1's creature", () => {
    const g = play(['Winding Constrictor', 'Corpsejack Menace'], 'Scar', 'm1');
    expect(counters(g, 'm1', '-1/-1')).toBe(2);
  });

  it('Winding Constrictor and Vizier: p1 chooses the Vizier first (fewest -1/-1 counters): none', () => {
    const g = play(['Winding Constrictor', 'Vizier of Remedies', 'Corpsejack Menace'], 'Scar', 'm2');
    expect(counters(g, 'm2', '-1/-1')).toBe(0);
  });
});

describe('near misses stay text', () => {
  it('"would be put on ~", "your team controls", and a trigger\'s "until end of turn"', () => {
    const mowu = card(
      'Mowu, Loyal Companion',
      '{3}{G}',
      'Legendary Creature — Dog',
      'Vigilance, trample\nIf one or more +1/+1 counters would be put on Mowu, that many plus one +1/+1 counters are put on it instead.',
      '3/3',
    );
    expect(unenforced(mowu)).toEqual([
      'If one or more +1/+1 counters would be put on Mowu, that many plus one +1/+1 counters are put on it instead.',
    ]);
    const pir = card(
      'Pir, Imaginative Rascal',
      '{2}{G}',
      'Legendary Creature — Human',
      'Partner with Toothy, Imaginary Friend (When this creature enters, target player may put Toothy into their hand from their library, then shuffle.)\nIf one or more counters would be put on a permanent your team controls, that many plus one of each of those kinds of counters are put on that permanent instead.',
      '1/1',
    );
    expect(unenforced(pir)).toContain(
      'If one or more counters would be put on a permanent your team controls, that many plus one of each of those kinds of counters are put on that permanent instead.',
    );
    expect(unenforced(constrictor)).toEqual([
      'If you would get one or more counters, you get that many plus one of each of those kinds of counters instead.',
    ]);
  });
});
