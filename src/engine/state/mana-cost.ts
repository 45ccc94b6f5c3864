/**
 * Mana costs and mana symbols (CR 107.4, 202). A cost string such as `{X}{2}{U}` parses to
 * `{ generic: 2, colored: ['U'], xCount: 1 }`.
 */
import type { ManaType } from './types';

export interface ManaCost {
  generic: number;
  /** Coloured and {C} symbols, one entry per symbol. */
  colored: ManaType[];
  /** Number of {X} symbols (CR 107.3). */
  xCount: number;
}

const cache = new Map<string, ManaCost>();
const SYMBOL = /\{([^}]+)\}/g;

/** Parses a mana cost string. Unknown symbols throw. `""` is no cost. */
export function parseManaCost(text: string): ManaCost {
  const hit = cache.get(text);
  if (hit) return hit;
  const cost: ManaCost = { generic: 0, colored: [], xCount: 0 };
  for (const m of text.matchAll(SYMBOL)) {
    const sym = (m[1] ?? '').toUpperCase();
    if (/^\d+$/.test(sym)) cost.generic += Number(sym);
    else if (sym === 'X') cost.xCount += 1;
    else if ('WUBRGC'.includes(sym) && sym.length === 1) cost.colored.push(sym as ManaType);
    else throw new Error(`unsupported mana symbol {${sym}} in "${text}"`);
  }
  cache.set(text, cost);
  return cost;
}

/** Mana value of a cost (CR 202.3), with X counted as `x`. */
export function manaValueOf(cost: ManaCost, x = 0): number {
  return cost.generic + cost.colored.length + cost.xCount * x;
}

/** Adds costs together (CR 601.2f: total cost). */
export function addCosts(a: ManaCost, b: ManaCost): ManaCost {
  return { generic: a.generic + b.generic, colored: [...a.colored, ...b.colored], xCount: a.xCount + b.xCount };
}

/** A cost with X fixed to a value: the X symbols become generic mana. */
export function fixX(cost: ManaCost, x: number): ManaCost {
  return { generic: cost.generic + cost.xCount * x, colored: cost.colored, xCount: 0 };
}

/** `{2}{U}` style text for a cost (after X is fixed). */
export function formatCost(cost: ManaCost): string {
  const parts: string[] = [];
  for (let i = 0; i < cost.xCount; i++) parts.push('{X}');
  if (cost.generic > 0 || (cost.colored.length === 0 && cost.xCount === 0)) parts.push(`{${cost.generic}}`);
  for (const c of cost.colored) parts.push(`{${c}}`);
  return parts.join('');
}

/** Colours of a mana cost (CR 105.2, 202.2). */
export function colorsOf(text: string): ManaType[] {
  const out: ManaType[] = [];
  for (const c of parseManaCost(text).colored) if (c !== 'C' && !out.includes(c)) out.push(c);
  return out;
}

/** Mana as a symbol string: `['U','U','G']` → `"UUG"`. */
export function manaString(mana: readonly ManaType[]): string {
  return mana.join('');
}
