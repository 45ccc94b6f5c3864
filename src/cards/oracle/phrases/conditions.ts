/**
 * Conditions as Oracle text states them, for "as long as …" (CR 611.3a), an intervening "if …"
 * (603.4) and "Activate only if …" (602.5b), read by the grammar (grammar/conditions.ts): one
 * reading for statics, triggers, activated abilities and mana abilities. "it" in a condition
 * names what the caller says it names (`it`): the subject of a static ability, the object of a
 * triggering event, the source; without one, a condition saying "it" is not read.
 */
import type { Condition, Ref } from '../../../engine';
import { condition, IT_MARK } from '../grammar/conditions';
import { tokenize } from '../grammar/lexer';
import { BudgetError, parseAll } from '../grammar/peg';

const MARK_NAME = (IT_MARK as { name: string }).name;
const isMark = (v: unknown): boolean =>
  typeof v === 'object' &&
  v !== null &&
  (v as { ref?: string }).ref === 'var' &&
  (v as { name?: string }).name === MARK_NAME;

/** `v` with every "it" mark replaced by `it`; null when there is a mark and no `it`. */
export function bindIt<T>(v: T, it: Ref | null): T | null {
  if (isMark(v)) return it as T | null;
  if (Array.isArray(v)) {
    const out: unknown[] = [];
    for (const x of v) {
      const b = bindIt(x, it);
      if (b === null && x !== null) return null;
      out.push(b);
    }
    return out as T;
  }
  if (typeof v === 'object' && v !== null) {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) {
      const b = bindIt(x, it);
      if (b === null && x !== null) return null;
      out[k] = b;
    }
    return out as T;
  }
  return v;
}

/**
 * A condition phrase → a condition, or null (not understood, past the grammar's work budget, or
 * saying "it" where `it` is null).
 */
export function parseCondition(text: string, it: Ref | null = null): Condition | null {
  try {
    const r = parseAll(condition, tokenize(text.trim()));
    return r.ok ? bindIt(r.v, it) : null;
  } catch (e) {
    if (e instanceof BudgetError) return null;
    throw e;
  }
}
