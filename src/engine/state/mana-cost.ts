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
  /**
   * Real mana symbols the engine can't pay yet, as written (`{G/U}` hybrid, `{2/W}`, `{G/P}`
   * Phyrexian, `{S}` snow, `{HR}` half mana; CR 107.4e–h, 107.4k): a cost with any of them
   * can't be paid (never paid wrongly), but they still count for mana value and colour.
   */
  unsupported?: string[];
}

/** A mana symbol the engine knows but can't pay yet: its mana value and colours (CR 107.4, 202.3). */
function unsupportedSymbol(sym: string): { value: number; colors: ManaType[] } | null {
  const colors = (letters: string) => [...letters].filter((c) => 'WUBRG'.includes(c)) as ManaType[];
  if (/^[WUBRGC]\/[WUBRG]$/.test(sym)) return { value: 1, colors: colors(sym) }; // hybrid
  if (/^2\/[WUBRG]$/.test(sym)) return { value: 2, colors: colors(sym.slice(2)) }; // monocoloured hybrid: its largest component
  if (/^([WUBRGC]\/)?[WUBRG]\/P$/.test(sym)) return { value: 1, colors: colors(sym.slice(0, -2)) }; // Phyrexian
  if (sym === 'S') return { value: 1, colors: [] }; // snow
  if (/^H[WUBRG]$/.test(sym)) return { value: 0.5, colors: colors(sym.slice(1)) }; // half mana
  return null;
}

const cache = new Map<string, ManaCost>();
const SYMBOL = /\{([^}]+)\}/g;

/** What a cost's unpayable symbols add to its mana value (CR 202.3f–h) and its colours (105.2). */
function unsupportedParts(cost: ManaCost): { value: number; colors: ManaType[] } {
  let value = 0;
  const colors: ManaType[] = [];
  for (const written of cost.unsupported ?? []) {
    const known = unsupportedSymbol(written.slice(1, -1));
    value += known?.value ?? 0;
    colors.push(...(known?.colors ?? []));
  }
  return { value, colors };
}

/**
 * Parses a mana cost string. Symbols the engine can't pay yet (hybrid, Phyrexian, snow, half)
 * are kept in `unsupported`; anything that is not a mana symbol at all (`{Q}`, `{T}`, `{foo}`)
 * throws. `""` is no cost.
 */
export function parseManaCost(text: string): ManaCost {
  const hit = cache.get(text);
  if (hit) return hit;
  const cost: ManaCost = { generic: 0, colored: [], xCount: 0 };
  for (const m of text.matchAll(SYMBOL)) {
    const sym = (m[1] ?? '').toUpperCase();
    if (/^\d+$/.test(sym)) cost.generic += Number(sym);
    else if (sym === 'X') cost.xCount += 1;
    else if ('WUBRGC'.includes(sym) && sym.length === 1) cost.colored.push(sym as ManaType);
    else {
      if (!unsupportedSymbol(sym)) throw new Error(`unsupported mana symbol {${sym}} in "${text}"`);
      (cost.unsupported ??= []).push(`{${sym}}`);
    }
  }
  cache.set(text, cost);
  return cost;
}

/**
 * Whether `text` is a mana cost the engine can read — nothing but mana symbols (`{2}{G}`,
 * `{G/U}`; payable or not), or empty — never throws.
 */
export function isReadableManaCost(text: string): boolean {
  if (!/^(\{[^{}]+\})*$/.test(text)) return false;
  try {
    parseManaCost(text);
    return true;
  } catch {
    return false;
  }
}

/** Mana value of a cost (CR 202.3), with X counted as `x`. */
export function manaValueOf(cost: ManaCost, x = 0): number {
  return cost.generic + cost.colored.length + cost.xCount * x + unsupportedParts(cost).value;
}

/** Adds costs together (CR 601.2f: total cost). */
export function addCosts(a: ManaCost, b: ManaCost): ManaCost {
  const unsupported = [...(a.unsupported ?? []), ...(b.unsupported ?? [])];
  return {
    generic: a.generic + b.generic,
    colored: [...a.colored, ...b.colored],
    xCount: a.xCount + b.xCount,
    ...(unsupported.length ? { unsupported } : {}),
  };
}

/** A cost with X fixed to a value: the X symbols become generic mana. */
export function fixX(cost: ManaCost, x: number): ManaCost {
  return { ...cost, generic: cost.generic + cost.xCount * x, xCount: 0 };
}

/** `{2}{U}` style text for a cost (after X is fixed). */
export function formatCost(cost: ManaCost): string {
  const parts: string[] = [];
  for (let i = 0; i < cost.xCount; i++) parts.push('{X}');
  if (cost.generic > 0 || (cost.colored.length === 0 && cost.xCount === 0 && !cost.unsupported?.length))
    parts.push(`{${cost.generic}}`);
  parts.push(...(cost.unsupported ?? []));
  for (const c of cost.colored) parts.push(`{${c}}`);
  return parts.join('');
}

/** Colours of a mana cost (CR 105.2, 202.2), hybrid and Phyrexian symbols' colours included. */
export function colorsOf(text: string): ManaType[] {
  const out: ManaType[] = [];
  const cost = parseManaCost(text);
  for (const c of [...unsupportedParts(cost).colors, ...cost.colored]) if (c !== 'C' && !out.includes(c)) out.push(c);
  return out;
}

/** Mana as a symbol string: `['U','U','G']` → `"UUG"`. */
export function manaString(mana: readonly ManaType[]): string {
  return mana.join('');
}
