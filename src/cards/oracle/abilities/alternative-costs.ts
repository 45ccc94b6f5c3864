/**
 * A card's own alternative cost (CR 118.9): "You may pay 1 life and exile a blue card from your
 * hand rather than pay this spell's mana cost." (Force of Will), "You may sacrifice two
 * Mountains rather than pay this spell's mana cost." (Fireblast), "You may pay {W}{U}{B}{R}{G}
 * rather than pay this spell's mana cost." (the Bringers), and with a condition first: "If you
 * control a Plains, you may tap an untapped creature you control rather than pay this spell's
 * mana cost." (Orim's Cure). Read as an `AltCost` of kind `alternative`: its mana (written
 * "pay {…}", {0} when there is none) replaces the mana cost, its other parts are read as an
 * activated ability's cost parts are (abilities/costs.ts) and paid with it (601.2h), and its
 * condition is read by the grammar with "it" the card itself.
 */
import type { AltCost, CardDef, CostSpec } from '../../../engine';
import { parseCondition } from '../phrases/conditions';
import { parseCost } from './costs';
import { refuse, type AbilityCompiler } from './part';

/** "[If …, ]you may … rather than pay ~'s mana cost." (the card's name normalised to `~`). */
const SENTENCE = /^(?:If ([^,]+), )?you may (.+?) rather than pay ~ ?' ?s mana cost\.?$/i;

/** The parts an alternative cost may have besides mana: none names the spell itself (CR 118.9, 601.2h). */
const PARTS = new Set(['sacrifice', 'discard', 'payLife', 'moveChosen', 'tapUntapped']);

/** Mana symbols the engine pays: generic and coloured (or colourless) mana, one after another. */
const MANA = /^(?:\{(?:\d+|[WUBRGC])\})+$/;

/**
 * "pay 1 life and exile a blue card from your hand", "pay {1} and return a basic land you control
 * to its owner's hand", "sacrifice two Mountains" → the cost; null when a part is not one an
 * alternative cost can have (X, "or", the spell itself, a part the cost reader doesn't know).
 */
export function alternativeCostOf(text: string): CostSpec | null {
  if (/\bor\b|\bX\b/.test(text)) return null;
  let mana: string | undefined;
  const rest: string[] = [];
  for (const part of text.split(/ and (?=(?:pay|exile|sacrifice|return|tap|discard) )/)) {
    const m = /^pay ((?:\{[^}]+\} ?)+)$/.exec(part);
    if (m) {
      const symbols = (m[1] as string).replace(/ /g, '');
      if (mana !== undefined || !MANA.test(symbols)) return null;
      mana = symbols;
    } else rest.push(part[0]?.toUpperCase() + part.slice(1));
  }
  const cost = rest.length ? parseCost(rest.join(', ')) : {};
  if (!cost || Object.keys(cost).some((k) => !PARTS.has(k))) return null;
  if (mana === undefined && !Object.keys(cost).length) return null;
  return { ...cost, ...(mana !== undefined ? { mana } : {}) };
}

/**
 * "If …, you may cast ~ without paying its mana cost." (Fierce Guardianship, the Mercadian
 * Masques Legates): casting it without paying its mana cost is an alternative cost (CR 118.9,
 * 601.2f) of no mana, offered only while the condition holds.
 */
const FREE = /^If ([^,]+), you may cast (?:~|it) without paying its mana cost\.?$/i;

/** A card's own alternative cost (CR 118.9), or a refusal naming the part not read. */
export const alternativeCost: AbilityCompiler = (text) => {
  // "Without paying its mana cost" is an alternative cost of {0} (CR 118.9).
  const free = FREE.exec(text.trim());
  const m = free ?? SENTENCE.exec(text.trim());
  if (!m) return null;
  const cond = m[1];
  const what = free ? 'pay {0}' : (m[2] as string);
  const cost = alternativeCostOf(what);
  if (!cost) return refuse(`the alternative cost "${what}" is not understood`);
  // "It" in the condition is the card being cast.
  const condition = cond !== undefined ? parseCondition(cond, { ref: 'source' }) : undefined;
  if (condition === null) return refuse(`the condition "if ${cond}" of an alternative cost is not understood`);
  const { mana, ...parts } = cost;
  const alt: AltCost = {
    kind: 'alternative',
    mana: mana ?? '{0}',
    ...(Object.keys(parts).length ? { cost: parts } : {}),
    ...(condition ? { condition } : {}),
  };
  return { altCosts: [alt] };
};

/**
 * Why the card's alternative costs can't all be offered, or null: the engine knows one of its
 * own per card (its cast is named `alternative`), and pays its parts with those of an
 * additional cost written as a cost only when they are of different kinds (CR 601.2h).
 */
export function alternativeCostConflict(def: CardDef): string | null {
  const own = (def.altCosts ?? []).filter((a) => a.kind === 'alternative');
  if (own.length > 1) return 'more than one alternative cost of its own is not modelled';
  const parts = own[0]?.kind === 'alternative' ? Object.keys(own[0].cost ?? {}) : [];
  const other = def.additionalCosts?.find((c) => c.kind === 'cost');
  if (other?.kind === 'cost' && parts.some((k) => k in other.cost))
    return 'an alternative cost with a part of the same kind as an additional cost is not modelled';
  return null;
}

/**
 * Withdraws the card's own alternative costs when {@link alternativeCostConflict} finds them not
 * modelled: the abilities that wrote them stay text with the reason.
 */
export function settleAlternativeCosts(
  def: CardDef,
  abilities: { text: string; enforced: boolean; reason?: string }[],
): void {
  settleGraveyardCosts(def, abilities);
  const why = alternativeCostConflict(def);
  if (!why) return;
  def.altCosts = def.altCosts?.filter((a) => a.kind !== 'alternative');
  if (!def.altCosts?.length) delete def.altCosts;
  for (const a of abilities)
    if (a.enforced && /rather than pay [^.]*mana cost/i.test(a.text))
      Object.assign(a, { enforced: false, reason: why });
}

/**
 * Withdraws a "cast ~ from your graveyard by …" cost (kind `graveyard` with `cost`,
 * graveyard-casts.ts) that has a part of the same kind as the card's additional cost written as a
 * cost: the engine pays the two together (CR 601.2h) and would pay only one of them. The ability
 * that wrote it stays text with the reason.
 */
function settleGraveyardCosts(def: CardDef, abilities: { text: string; enforced: boolean; reason?: string }[]): void {
  const other = def.additionalCosts?.find((c) => c.kind === 'cost');
  if (other?.kind !== 'cost') return;
  const clash = (a: AltCost) => a.kind === 'graveyard' && Object.keys(a.cost ?? {}).some((k) => k in other.cost);
  if (!def.altCosts?.some(clash)) return;
  def.altCosts = def.altCosts.filter((a) => !clash(a));
  if (!def.altCosts.length) delete def.altCosts;
  for (const a of abilities)
    if (a.enforced && /from your graveyard by /i.test(a.text))
      Object.assign(a, {
        enforced: false,
        reason: 'a graveyard cast whose cost has a part of the same kind as an additional cost is not modelled',
      });
}
