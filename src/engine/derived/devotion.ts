/**
 * Devotion (CR 700.5): a player's devotion to one color, or to two together, is the number of
 * mana symbols of that color (of either color, a symbol of both counting once) among the mana
 * costs of the permanents that player controls. Hybrid, monocolored hybrid and Phyrexian symbols
 * count toward each of their colors (700.5a); generic, {X}, {C} and snow symbols toward none.
 * A permanent's mana cost is a copiable value (CR 707.2): a copy has its original's; a face-down
 * permanent (708.2a), a transformed permanent's back face (712.8e) and most tokens have none; a
 * Room has the mana costs of its unlocked doors (709.5). Loaded with the cards that use it
 * (./value-kind-table.ts).
 */
import { defOf, type Ctx } from '../state/context';
import type { GameObject, ManaType } from '../state/types';

/** The mana costs `obj` has as a permanent (CR 202.1, 707.2; a Room's unlocked doors', 709.5). */
function manaCostsOf(ctx: Ctx, obj: GameObject): string[] {
  const def = defOf(ctx, obj);
  if (def.halves) return def.halves.filter((h) => obj.unlocked?.includes(h.name)).map((h) => h.manaCost);
  return def.manaCost ? [def.manaCost] : [];
}

/** How many symbols of `cost` ("{2}{W}{W/B}{B/P}") are of at least one of `colors` (CR 700.5, 700.5a). */
export function devotionSymbols(cost: string, colors: readonly ManaType[]): number {
  let n = 0;
  for (const m of cost.matchAll(/\{([^}]*)\}/g)) {
    const sym = (m[1] ?? '').toUpperCase();
    // {C} is colorless mana, not a color (CR 105.1); only the five color letters count.
    if (sym.split('/').some((part) => part.length === 1 && part !== 'C' && colors.includes(part as ManaType))) n++;
  }
  return n;
}

/** A player's devotion to `colors` (CR 700.5), over `permanents`: those the player controls. */
export function devotion(ctx: Ctx, permanents: readonly GameObject[], colors: readonly ManaType[]): number {
  let n = 0;
  for (const o of permanents) for (const cost of manaCostsOf(ctx, o)) n += devotionSymbols(cost, colors);
  return n;
}
