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
   * Hybrid symbols, as written (`{G/U}`, `{2/W}`; CR 107.4e): each is paid with one of its
   * halves, which the player announces as the spell is cast (601.2b). See {@link hybridHalves}.
   */
  hybrid?: string[];
  /**
   * Phyrexian symbols, as written (`{B/P}`, `{G/W/P}`; CR 107.4f): each is paid with its coloured
   * mana (either half of a hybrid one) or with 2 life, as the player announces (601.2b).
   */
  phyrexian?: string[];
  /**
   * Real mana symbols the engine can't pay yet, as written (`{S}` snow, `{HR}` half mana; CR
   * 107.4h, 107.4k): a cost with any of them can't be paid (never paid wrongly), but they still
   * count for mana value and colour.
   */
  unsupported?: string[];
}

/** Phyrexian mana symbols (CR 107.4f): one colour, or a hybrid pair of colours, and P. */
export const PHYREXIAN = /^(?:[WUBRG]\/)?[WUBRG]\/P$/;

/** Hybrid symbols the engine pays (CR 107.4e): two colours (`G/U`) or two generic and a colour (`2/W`). */
const HYBRID = /^(?:[WUBRG]\/[WUBRG]|2\/[WUBRG])$/;

/**
 * The ways to pay one hybrid symbol (`{G/U}`: {G} or {U}; `{2/W}`: {W} or {2}), cheapest first
 * (CR 107.4e). Throws on a symbol that is not hybrid.
 */
export function hybridHalves(written: string): ManaCost[] {
  const sym = written.replace(/[{}]/g, '').toUpperCase();
  if (!HYBRID.test(sym)) throw new Error(`${written} is not a hybrid mana symbol`);
  const [a, b] = sym.split('/') as [string, ManaType];
  const second: ManaCost = { generic: 0, colored: [b], xCount: 0 };
  return a === '2'
    ? [second, { generic: 2, colored: [], xCount: 0 }]
    : [{ generic: 0, colored: [a as ManaType], xCount: 0 }, second];
}

/** At most this many ways to pay a cost's hybrid symbols are tried (2^6: six hybrid symbols). */
const MAX_HYBRID_WAYS = 64;

/** One way to pay a cost's hybrid symbols: the cost without them, and the half paid for each. */
export interface HybridWay {
  cost: ManaCost;
  /** For each hybrid symbol of the cost, in order, the half that pays it (`{U}`, `{2}`). */
  halves: string[];
}

/**
 * Every way to pay a cost's hybrid symbols (CR 601.2b: the player announces the non-hybrid
 * equivalent cost), in order: the first symbol's cheaper half first, and so on. A cost without
 * hybrid symbols is its only way. More than {@link MAX_HYBRID_WAYS} ways: none (the cost is then
 * refused, never paid wrongly).
 */
export function hybridWays(cost: ManaCost): HybridWay[] {
  const symbols = cost.hybrid ?? [];
  const { hybrid: _hybrid, ...rest } = cost;
  if (2 ** symbols.length > MAX_HYBRID_WAYS) return [];
  let ways: HybridWay[] = [{ cost: rest, halves: [] }];
  for (const written of symbols) {
    ways = ways.flatMap((w) =>
      hybridHalves(written).map((half) => ({ cost: addCosts(w.cost, half), halves: [...w.halves, formatCost(half)] })),
    );
  }
  return ways;
}

/** A hybrid symbol or one the engine can't pay yet: its mana value and colours (CR 107.4, 202.3). */
function unsupportedSymbol(sym: string): { value: number; colors: ManaType[] } | null {
  const colors = (letters: string) => [...letters].filter((c) => 'WUBRG'.includes(c)) as ManaType[];
  if (/^[WUBRGC]\/[WUBRG]$/.test(sym)) return { value: 1, colors: colors(sym) }; // hybrid
  if (/^2\/[WUBRG]$/.test(sym)) return { value: 2, colors: colors(sym.slice(2)) }; // monocoloured hybrid: its largest component (202.3f)
  if (/^([WUBRGC]\/)?[WUBRG]\/P$/.test(sym)) return { value: 1, colors: colors(sym.slice(0, -2)) }; // Phyrexian
  if (sym === 'S') return { value: 1, colors: [] }; // snow
  if (/^H[WUBRG]$/.test(sym)) return { value: 0.5, colors: colors(sym.slice(1)) }; // half mana
  return null;
}

const cache = new Map<string, ManaCost>();
const SYMBOL = /\{([^}]+)\}/g;

/** What a cost's hybrid and unpayable symbols add to its mana value (CR 202.3f–h) and its colours (105.2). */
function unsupportedParts(cost: ManaCost): { value: number; colors: ManaType[] } {
  let value = 0;
  const colors: ManaType[] = [];
  for (const written of [...(cost.hybrid ?? []), ...(cost.phyrexian ?? []), ...(cost.unsupported ?? [])]) {
    const known = unsupportedSymbol(written.slice(1, -1));
    value += known?.value ?? 0;
    colors.push(...(known?.colors ?? []));
  }
  return { value, colors };
}

/**
 * Parses a mana cost string. Hybrid symbols are kept in `hybrid`, Phyrexian ones in `phyrexian`,
 * symbols the engine can't pay yet (snow, half) in `unsupported`; anything that is not a mana symbol at all (`{Q}`, `{T}`, `{foo}`)
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
    else if (HYBRID.test(sym)) (cost.hybrid ??= []).push(`{${sym}}`);
    else if (PHYREXIAN.test(sym)) (cost.phyrexian ??= []).push(`{${sym}}`);
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
  const hybrid = [...(a.hybrid ?? []), ...(b.hybrid ?? [])];
  const phyrexian = [...(a.phyrexian ?? []), ...(b.phyrexian ?? [])];
  const unsupported = [...(a.unsupported ?? []), ...(b.unsupported ?? [])];
  return {
    generic: a.generic + b.generic,
    colored: [...a.colored, ...b.colored],
    xCount: a.xCount + b.xCount,
    ...(hybrid.length ? { hybrid } : {}),
    ...(phyrexian.length ? { phyrexian } : {}),
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
  if (
    cost.generic > 0 ||
    (cost.colored.length === 0 &&
      cost.xCount === 0 &&
      !cost.unsupported?.length &&
      !cost.hybrid?.length &&
      !cost.phyrexian?.length)
  )
    parts.push(`{${cost.generic}}`);
  parts.push(...(cost.hybrid ?? []), ...(cost.phyrexian ?? []), ...(cost.unsupported ?? []));
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
