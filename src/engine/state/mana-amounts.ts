/**
 * Mana as amounts per type (CR 106.4: a mana pool holds mana of each type in some amount). A
 * pool, what an ability produces and what a payment spends are `{ R: 3, U: 1 }`, never a list of
 * symbols: doubling replacement effects (Mana Reflection, CR 106.12b) make 2^n mana from n of
 * them, and any legal board must play. Amounts are JavaScript numbers: exact up to 2^53, kept
 * approximately beyond (2^499, the most one tap can make on a legal board, is far from
 * overflowing). Keys are always in W U B R G C order with no zero amounts, so equal pools have
 * equal JSON.
 */
import { MANA_TYPES, type ManaType } from './ids';

/** Mana of each type, in some amount (absent = none). */
export type ManaAmounts = Partial<Record<ManaType, number>>;

/** The canonical form: W U B R G C order, positive amounts only. */
export function canonicalAmounts(a: ManaAmounts): ManaAmounts {
  const out: ManaAmounts = {};
  for (const t of MANA_TYPES) {
    const n = a[t] ?? 0;
    if (n > 0) out[t] = n;
  }
  return out;
}

/** Amounts of a list of symbols: `['U','U','G']` → `{ U: 2, G: 1 }`. */
export function amountsOf(symbols: readonly ManaType[]): ManaAmounts {
  const out: ManaAmounts = {};
  for (const s of symbols) out[s] = (out[s] ?? 0) + 1;
  return canonicalAmounts(out);
}

/** `a` plus `b`. */
export function addAmounts(a: ManaAmounts, b: ManaAmounts): ManaAmounts {
  const out: ManaAmounts = { ...a };
  for (const t of MANA_TYPES) if (b[t]) out[t] = (out[t] ?? 0) + (b[t] as number);
  return canonicalAmounts(out);
}

/** Every amount times `factor` (a doubling replacement: 2). */
export function scaleAmounts(a: ManaAmounts, factor: number): ManaAmounts {
  const out: ManaAmounts = {};
  for (const t of MANA_TYPES) if (a[t]) out[t] = (a[t] as number) * factor;
  return canonicalAmounts(out);
}

/** How much mana in all. */
export function totalAmount(a: ManaAmounts): number {
  let n = 0;
  for (const t of MANA_TYPES) n += a[t] ?? 0;
  return n;
}

/** Whether there is no mana at all. */
export function isEmptyAmounts(a: ManaAmounts): boolean {
  return MANA_TYPES.every((t) => !a[t]);
}

/** The first type present, in W U B R G C order (what "that mana" names for a single type). */
export function firstType(a: ManaAmounts): ManaType | undefined {
  return MANA_TYPES.find((t) => (a[t] ?? 0) > 0);
}

/** A count in words' style: `1,048,576`; past 2^53 in exponent form (`1.6e+150`). */
export function formatCount(n: number): string {
  return n <= Number.MAX_SAFE_INTEGER ? n.toLocaleString('en') : n.toPrecision(3);
}

/** Up to this many of a type are written out as symbols (`{R}{R}{R}`); more as `{R} ×n`. */
const SPELLED_OUT = 8;

/** Mana in braces for the log: `{U}{U}{G}`, or `{R} ×1,048,576` for large amounts; "no mana" when empty. */
export function formatAmounts(a: ManaAmounts): string {
  const parts: string[] = [];
  for (const t of MANA_TYPES) {
    const n = a[t] ?? 0;
    if (n <= 0) continue;
    parts.push(n <= SPELLED_OUT ? `{${t}}`.repeat(n) : `{${t}} ×${formatCount(n)}`);
  }
  return parts.length ? parts.join(parts.some((p) => p.includes('×')) ? ' ' : '') : 'no mana';
}

/** Mana without braces (the runner's summary): `UUG`, or `R ×1,048,576`; "" when empty. */
export function amountsString(a: ManaAmounts): string {
  const parts: string[] = [];
  for (const t of MANA_TYPES) {
    const n = a[t] ?? 0;
    if (n <= 0) continue;
    parts.push(n <= SPELLED_OUT ? t.repeat(n) : `${t} ×${formatCount(n)}`);
  }
  return parts.join(parts.some((p) => p.includes('×')) ? ' ' : '');
}
