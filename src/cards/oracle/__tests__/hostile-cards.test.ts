/**
 * Hostile card text through the whole-card compiler (issue 23, item 4): each family at 40 repeats
 * and at 5,000 characters, as a creature's ability and as an instant's text, is read to the end
 * and left as text, with work in proportion to its length (the issue measured 17.7 s at 16
 * repeats of "and zz" and over 60 s at 18, when the static and trigger readers retried every
 * split). Work is counted in work.ts units, not timed (times are in `npm run bench -- --only
 * hostile`). The grammar's own budget is tested in grammar/__tests__/linear.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOSTILE_FAMILIES, hostileOracleArb, hostileText } from '../../../fuzz/hostile-oracle';
import type { CardData } from '../../data/card-data';
import { compileCard } from '../compile';
import { cardWorkBudget, lastCardWork } from '../work';
import { card } from './card';

/**
 * Work units a character a linear reading stays under. The families measure about 6 (as an
 * instant's text) to 21 (as a creature's ability, where the trigger and static readers each try
 * it); 2026-12-07: 19.9 → 20.9 for "blocks or becomes blocked by" as the trigger grammar grew by
 * about 5%. Linearity itself is the doubling test below.
 */
const LINEAR_UNITS_PER_CHAR = 24;

function shaped(text: string, shape: 'creature' | 'instant'): CardData {
  return shape === 'creature'
    ? card('Hostile Text', '{1}', 'Creature — Bear', text, '2/2')
    : card('Hostile Text', '{1}', 'Instant', text);
}

/** Compiles `data` and returns the result with the work it took. */
function compiled(data: CardData) {
  const r = compileCard(data);
  return { r, work: lastCardWork() };
}

describe('hostile card text is read in work linear in its length (issue 23)', () => {
  for (const family of HOSTILE_FAMILIES) {
    for (const shape of ['creature', 'instant'] as const) {
      for (const [size, n] of [
        ['40 repeats', 40],
        ['5,000 characters', 1_000],
      ] as const) {
        const text = hostileText(family, n);
        it(`"${family.name}" at ${size} (${text.length} characters) as ${shape === 'creature' ? "a creature's ability" : "an instant's text"}: read to the end, left as text`, () => {
          const { r, work } = compiled(shaped(text, shape));
          expect(r.status).toBe('none');
          expect(r.abilities.length).toBeGreaterThan(0);
          for (const a of r.abilities) {
            expect(a.enforced).toBe(false);
            // Refused by what it says, not stopped by the bound.
            expect(a.reason).not.toMatch(/^not read/);
          }
          expect(work.budget).toBe(cardWorkBudget(text.length));
          expect(work.spent).toBeLessThan(LINEAR_UNITS_PER_CHAR * text.length);
        });
      }
      it(`"${family.name}" as ${shape === 'creature' ? "a creature's ability" : "an instant's text"}: twice the repeats cost about twice the work`, () => {
        const at40 = compiled(shaped(hostileText(family, 40), shape)).work.spent;
        const at80 = compiled(shaped(hostileText(family, 80), shape)).work.spent;
        expect(at80 / at40).toBeGreaterThan(1.5);
        expect(at80 / at40).toBeLessThan(2.4);
      });
    }
  }

  it('crafted text from the fuzzer’s generator: any family, any repeats, any cut, in linear work', () => {
    fc.assert(
      fc.property(hostileOracleArb(), fc.constantFrom('creature' as const, 'instant' as const), (text, shape) => {
        const { work } = compiled(shaped(text, shape));
        expect(work.spent).toBeLessThan(LINEAR_UNITS_PER_CHAR * text.length + 2_000);
      }),
      { numRuns: 40, seed: 23 },
    );
  });
});

describe('the work bound per card (issue 23): past it an ability stays text with the reason', () => {
  const anthem = card('Glorious Anthem', '{1}{W}{W}', 'Enchantment', 'Creatures you control get +1/+1.');
  it('Glorious Anthem reads within its bound, and stays text with a note past a bound of 10 units', () => {
    expect(compileCard(anthem).status).toBe('full');
    const r = compileCard(anthem, { workBudget: 10 });
    expect(r.status).toBe('none');
    expect(r.def.statics ?? []).toEqual([]);
    expect(r.abilities).toEqual([
      {
        text: 'Creatures you control get +1/+1.',
        enforced: false,
        reason: 'not read: reading it took more than 10 steps (the bound for its length)',
      },
    ]);
  });
  it('the bound is per card: once spent, the abilities after it stay text too', () => {
    const wall = card(
      'Wall of Blossoms',
      '{1}{G}',
      'Creature — Plant Wall',
      'Defender\nWhen this creature enters, draw a card.',
      '0/4',
    );
    const full = compileCard(wall);
    const spent = lastCardWork().spent;
    expect(full.abilities.map((a) => a.enforced)).toEqual([true, true]);
    const cut = compileCard(wall, { workBudget: spent - 1 });
    expect(cut.abilities.at(-1)?.enforced).toBe(false);
    expect(cut.abilities.at(-1)?.reason).toMatch(/^not read: reading it took more than/);
    expect(cut.def.triggered ?? []).toEqual([]);
  });
});

describe('what the linear readers still read (issue 23)', () => {
  it('Aether Tunnel: "gets +1/+0 and can\'t be blocked" is two predicates of one subject', () => {
    const r = compileCard(
      card(
        'Aether Tunnel',
        '{1}{U}',
        'Enchantment — Aura',
        "Enchant creature\nEnchanted creature gets +1/+0 and can't be blocked.",
      ),
    );
    expect(r.status).toBe('full');
    expect(r.def.statics).toEqual([
      { affects: { enchanted: true }, gets: { power: 1, toughness: 0 }, cant: ['beBlocked'] },
    ]);
  });
  it('a predicate that names one thing twice stays text: "gets +1/+1 and gets +1/+1"', () => {
    const r = compileCard(card('Twice', '{1}', 'Enchantment', 'Creatures you control get +1/+1 and get +1/+1.'));
    expect(r.status).toBe('none');
  });
});
