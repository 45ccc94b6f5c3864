/**
 * Conditions as Oracle text states them, for "as long as …" (CR 611.3a), an intervening "if …"
 * (603.4) and "Activate only if …" (602.5b), read by the grammar (grammar/conditions.ts): one
 * reading for statics, triggers, activated abilities and mana abilities. "it" in a condition
 * names what the caller says it names (`it`): the subject of a static ability, the object of a
 * triggering event, the source; without one, a condition saying "it" is not read.
 */
import type { Condition, Ref } from '../../../engine';
import { condition, IT_MARK, RESOLVED_AGAIN, RESOLVED_MARK } from '../grammar/conditions';
import { tokenize } from '../grammar/lexer';
import { BudgetError, parseAll } from '../grammar/peg';

const MARK_NAME = (IT_MARK as { name: string }).name;
const isMark = (v: unknown): boolean =>
  typeof v === 'object' &&
  v !== null &&
  (v as { ref?: string }).ref === 'var' &&
  (v as { name?: string }).name === MARK_NAME;

/** Whether `v` reads the variable `name` anywhere (`{ varAmount: name }`). */
export function usesVar(v: unknown, name: string): boolean {
  if (Array.isArray(v)) return v.some((x) => usesVar(x, name));
  if (!v || typeof v !== 'object') return false;
  if ((v as { varAmount?: unknown }).varAmount === name) return true;
  return Object.values(v).some((x) => usesVar(x, name));
}

/** `v` with every `{ varAmount: from }` read as `{ varAmount: to }`. */
export function renameVar<T>(v: T, from: string, to: string): T {
  if (Array.isArray(v)) return v.map((x: unknown) => renameVar(x, from, to)) as T;
  if (!v || typeof v !== 'object') return v;
  if ((v as { varAmount?: unknown }).varAmount === from) return { varAmount: to } as T;
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, renameVar(x, from, to)])) as T;
}

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
    // "this is the second time this ability has resolved this turn" is read only inside an
    // ability's effect (grammar/effect-conditions.ts), which counts its resolutions.
    if (!r.ok || usesVar(r.v, RESOLVED_MARK) || usesVar(r.v, RESOLVED_AGAIN)) return null;
    return bindIt(r.v, it);
  } catch (e) {
    if (e instanceof BudgetError) return null;
    throw e;
  }
}
