// Every part of a static ability (StaticSpec) has a handler in the static-part table, a rule
// number from the rules table, and at least one use by a real card (the pool or the test cards);
// every kind of `affects` is used too.
import { describe, expect, it } from 'vitest';
import { STATIC_PARTS } from '../derived/static-parts';
import { RULE } from '../state/rules';
import type { CardDef, StaticSpec } from '../index';
import { ALL_CARDS } from '../../cards/all';
import { REAL_CARDS } from './real-cards';

const statics: { card: string; spec: StaticSpec }[] = [...ALL_CARDS, ...REAL_CARDS].flatMap((c: CardDef) =>
  (c.statics ?? []).map((spec) => ({ card: c.name, spec })),
);
const rules = new Set<string>(Object.values(RULE));
/**
 * Parts only resolved effects give now (layers.ts reads an effect as a static ability's parts):
 * "loses all abilities" (CR 613.1f) — the static ones are the Oracle compiler's (Humility,
 * loses-all-static.test.ts); loses-all-abilities.test.ts plays the resolved ones.
 */
const RESOLVED_ONLY = new Set(['losesAll']);

describe('static-part table (CR 604, 613)', () => {
  for (const [part, entry] of Object.entries(STATIC_PARTS)) {
    it(`${part}: a handler, rule ${entry.rule}, a use`, () => {
      expect(rules.has(entry.rule)).toBe(true);
      const handler =
        'apply' in entry
          ? entry.apply
          : 'holds' in entry
            ? entry.holds
            : 'controller' in entry
              ? entry.controller
              : entry.collect;
      expect(typeof handler).toBe('function');
      if (RESOLVED_ONLY.has(part)) return;
      expect(statics.filter((s) => s.spec[part as keyof StaticSpec] !== undefined).map((s) => s.card)).not.toEqual([]);
    });
  }
  it('layer parts are in layer order 4, 5, 6, 7a, 7b, 7c (CR 613.1, 613.4)', () => {
    const layers = Object.values(STATIC_PARTS)
      .map((e) => e.layer)
      .filter((l) => l !== 'scope' && l !== 'restriction' && l !== 'exemption' && l !== 'cost');
    expect([...new Set(layers)].map(String).sort()).toEqual(['2', '4', '5', '6', '7a', '7b', '7c']);
  });
  it('every kind of "affects" is used by a card', () => {
    const kinds = new Set(statics.map((s) => Object.keys(s.spec.affects)[0]));
    expect([...kinds].sort()).toEqual(['enchanted', 'equipped', 'objects', 'players', 'self']);
  });
});
