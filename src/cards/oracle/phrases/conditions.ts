/**
 * Conditions as Oracle text states them, for "as long as …" (CR 611.3a), an intervening "if …"
 * (603.4) and "Activate only if …" (602.5b), read by the grammar (grammar/conditions.ts): one
 * reading for statics, triggers, activated abilities and mana abilities. "it" in a condition
 * names what the caller says it names (`it`): the subject of a static ability, the object of a
 * triggering event, the source; without one, a condition saying "it" is not read.
 */
import type { Condition, Ref } from '../../../engine';
import { condition, IT_MARK, IT_WAS_MARK, RESOLVED_AGAIN, RESOLVED_MARK, THAT_PREFIX } from '../grammar/conditions';
import { tokenize } from '../grammar/lexer';
import { BudgetError, parseAll } from '../grammar/peg';

const MARK_NAME = (IT_MARK as { name: string }).name;
const isMarkNamed = (v: unknown, name: string): boolean =>
  typeof v === 'object' &&
  v !== null &&
  (v as { ref?: string }).ref === 'var' &&
  (v as { name?: string }).name === name;

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

/** `v` with every past-tense "it" mark ("its mana value was …") replaced by `it`; null when there is one and no `it`. */
export function bindItWas<T>(v: T, it: Ref | null): T | null {
  return bindMark(v, (IT_WAS_MARK as { name: string }).name, it);
}

/** `v` with every "it" mark replaced by `it`; null when there is a mark and no `it`. */
export function bindIt<T>(v: T, it: Ref | null): T | null {
  return bindMark(v, MARK_NAME, it);
}

/** The nouns of the "that creature" / "that land" … marks in `v` (grammar/conditions.ts THAT_PREFIX). */
export function thatNouns(v: unknown): Set<string> {
  const found = new Set<string>();
  const walk = (x: unknown): void => {
    if (Array.isArray(x)) x.forEach(walk);
    else if (x && typeof x === 'object') {
      const name = (x as { ref?: string; name?: unknown }).ref === 'var' ? (x as { name?: unknown }).name : undefined;
      if (typeof name === 'string' && name.startsWith(THAT_PREFIX)) found.add(name.slice(THAT_PREFIX.length));
      else Object.values(x).forEach(walk);
    }
  };
  walk(v);
  return found;
}

/** `v` with every "that `noun`" mark replaced by `that`. */
export function bindThat<T>(v: T, noun: string, that: Ref): T {
  return bindMark(v, THAT_PREFIX + noun, that) as T;
}

/** `v` with every mark named `name` replaced by `to`; null when there is one and no `to`. */
function bindMark<T>(v: T, name: string, to: Ref | null): T | null {
  if (isMarkNamed(v, name)) return to as T | null;
  if (Array.isArray(v)) {
    const out: unknown[] = [];
    for (const x of v) {
      const b = bindMark(x, name, to);
      if (b === null && x !== null) return null;
      out.push(b);
    }
    return out as T;
  }
  if (typeof v === 'object' && v !== null) {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) {
      const b = bindMark(x, name, to);
      if (b === null && x !== null) return null;
      out[k] = b;
    }
    return out as T;
  }
  return v;
}

/**
 * A condition phrase → a condition, or null (not understood, past the grammar's work budget, or
 * saying "it" where `it` is null, or "that player" where `player` is null).
 */
export function parseCondition(text: string, it: Ref | null = null, player: Ref | null = null): Condition | null {
  try {
    const r = parseAll(condition, tokenize(text.trim()));
    // "this is the second time this ability has resolved this turn" is read only inside an
    // ability's effect (grammar/effect-conditions.ts), which counts its resolutions.
    if (!r.ok || usesVar(r.v, RESOLVED_MARK) || usesVar(r.v, RESOLVED_AGAIN)) return null;
    // "that player" / "their": the player `player` names (a triggering event's), if given.
    let v = r.v;
    if (player && thatNouns(v).has('player')) v = bindThat(v, 'player', player);
    // "that creature" names an earlier instruction's object: read only inside an effect.
    if (thatNouns(v).size) return null;
    const was = bindItWas(v, it);
    return was === null ? null : bindIt(was, it);
  } catch (e) {
    if (e instanceof BudgetError) return null;
    throw e;
  }
}
