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

/** "{B}{B}{B}" → ['B', 'B', 'B'] (only coloured and colorless symbols, no generic). */
export function manaSymbols(s: string): ManaType[] | null {
  if (!/^(\{[WUBRGC]\})+$/.test(s)) return null;
  return [...s.matchAll(/\{([WUBRGC])\}/g)].map((m) => m[1] as ManaType);
}
