import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { engine, open } from '../../scenario/pool';
import { apply, diff } from '../delta';
import { voluteBoard } from './fixtures';

describe('deltas between engine states', () => {
  it('apply(a, diff(a, b)) is b and shares what did not change', () => {
    const r = open(voluteBoard);
    if (!r.ok) throw new Error('board');
    const a = r.loaded.initial;
    const b = engine.perform(a, { type: 'pass' }).state;
    const back = apply(b, diff(b, a));
    expect(JSON.stringify(back)).toBe(JSON.stringify(a));
    expect(back.objects).toBe(a.objects === b.objects ? a.objects : back.objects);
    expect(Object.isFrozen(back)).toBe(true);
    expect(diff(a, a)).toEqual({ set: [], del: [] });
  });
  it('property: for random pairs of plain nested records, apply(a, diff(a, b)) deep-equals b', () => {
    const leaf = fc.oneof(fc.integer(), fc.string({ maxLength: 3 }), fc.array(fc.integer(), { maxLength: 3 }));
    const rec = (depth: number): fc.Arbitrary<unknown> =>
      depth === 0
        ? leaf
        : fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd'), fc.oneof(leaf, rec(depth - 1)), { maxKeys: 4 });
    fc.assert(
      fc.property(rec(4), rec(4), (x, y) => {
        const a = (typeof x === 'object' && x && !Array.isArray(x) ? x : {}) as never;
        const b = (typeof y === 'object' && y && !Array.isArray(y) ? y : {}) as never;
        expect(apply(a, diff(a, b))).toEqual(b);
      }),
      { numRuns: 300 },
    );
  });
});
