/**
 * Mana symbols and mana costs as printed (CR 107.4): `{2}{U}`, `{X}{R}`, hybrid and Phyrexian
 * symbols are recognised as symbols but only generic, X, coloured and colorless ones are paid
 * by the engine.
 */
import type { ManaType } from '../../../engine';

/** A mana cost the engine can pay: generic, X, W/U/B/R/G, C (CR 107.4a–c). */
export function isPayableCost(s: string): boolean {
  return /^(\{(?:\d+|X|[WUBRGC])\})+$/.test(s);
}

/**
 * A mana cost the payer can pay, hybrid symbols included (`{W/U}`, `{2/W}`: the payer announces a
 * half of each, CR 107.4e, 601.2b, 602.2b). For costs paid as an ability is activated or a
 * permanent is turned face up, which go through the same payment.
 */
export function isPayableOrHybridCost(s: string): boolean {
  return /^(\{(?:\d+|X|[WUBRGC]|[WUBRG]\/[WUBRG]|2\/[WUBRG])\})+$/.test(s);
}

/**
 * An activation's mana cost, Phyrexian symbols included (`{1}{G/P}`, `{G/W/P}`: mana or 2 life,
 * announced as the ability is activated, CR 107.4f, 602.2b; engine mana/phyrexian.ts), and snow
 * `{S}` (mana from a snow source, 107.4h; engine mana/snow.ts).
 */
export function isActivationManaCost(s: string): boolean {
  return /^(\{(?:\d+|X|[WUBRGCS]|[WUBRG]\/[WUBRG]|2\/[WUBRG]|(?:[WUBRG]\/)?[WUBRG]\/P)\})+$/.test(s);
}

/** "{B}{B}{B}" → ['B', 'B', 'B'] (only coloured and colorless symbols, no generic). */
export function manaSymbols(s: string): ManaType[] | null {
  if (!/^(\{[WUBRGC]\})+$/.test(s)) return null;
  return [...s.matchAll(/\{([WUBRGC])\}/g)].map((m) => m[1] as ManaType);
}
