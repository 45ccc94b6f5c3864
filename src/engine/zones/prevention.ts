/**
 * Prevention (CR 615): before damage is dealt, every prevention effect that applies to it is
 * applied — protection (702.16e), static "prevent all (combat) damage" abilities of permanents
 * (615.1a; Argothian Treefolk, Gaseous Form) and prevention shields left by resolved spells and
 * abilities (Fog; Samite Healer's "the next 1 damage", used up as damage comes, 615.7). With
 * several, the affected player or controller would choose the order (616.1); the engine applies
 * the ones that prevent everything first, so a "next N" shield is only used up by damage that
 * would otherwise be dealt — the order a player always prefers. Protection is checked here; the
 * static abilities and shields load with the cards that have them (./prevention-effects.ts).
 * Damage that can't be prevented (615.12) passes all of them (./unpreventable.ts).
 */
import { displayName } from '../derived/characteristics';
import { keywordPreventingDamage } from '../derived/keywords';
import { keywordWords } from '../derived/keyword-kinds';
import { emit, type Ctx } from '../state/context';
import { RULE } from '../state/rules';
import type { EntityId, GameObject } from '../state/types';

/** One damage event about to happen (CR 120.3): who deals how much to what, and whether it is combat damage. */
export interface PendingDamage {
  source: GameObject | null;
  sourceName: string;
  target: EntityId;
  /** The target object (a permanent), or null for a player. */
  targetObj: GameObject | null;
  amount: number;
  combat: boolean;
  /** It can't be prevented (CR 615.12): set by the damage or by ./unpreventable.ts. */
  unpreventable?: boolean;
}

/**
 * Prevention that loads with the cards that have it, installed as those modules load:
 * `effects` — static "prevent all damage" abilities and shields (./prevention-effects.ts,
 * returning the damage left); `some` — "Prevent N of that damage" statics (CR 615.1a,
 * zones/damage-replacements.ts): `d` less what the abilities `found` (each with its N) prevent.
 */
export const LAZY_PREVENTION: {
  effects?: (ctx: Ctx, d: PendingDamage) => number;
  some?: (ctx: Ctx, d: PendingDamage, found: [GameObject, number][]) => PendingDamage;
  /**
   * Whether `d` can't be prevented (CR 615.12, ./unpreventable.ts, which then marks it and carries
   * out the further effects of the prevention effects that apply).
   */
  unpreventable?: (ctx: Ctx, d: PendingDamage) => boolean;
} = {};

/** Says that `amount` of `d` was prevented, and why. */
export function prevented(ctx: Ctx, d: PendingDamage, amount: number, why: string, rule: string): void {
  const target = d.targetObj ? displayName(ctx, d.targetObj) : d.target;
  emit(ctx, {
    type: 'DamagePrevented',
    source: d.source?.id ?? '',
    target: d.target,
    amount,
    combat: d.combat,
    rule,
    objects: [d.source?.id ?? '', d.target].filter(Boolean),
    cards: d.targetObj?.cardId ? [d.targetObj.cardId] : [],
    text: `${amount} ${d.combat ? 'combat ' : ''}damage ${d.sourceName} would deal to ${target} was prevented: ${why}.`,
  });
}

/**
 * Applies every prevention effect to `d` and says what was prevented; returns the damage left
 * to deal (0 when all of it was prevented). Uses up "next N damage" shields (CR 615.7).
 */
export function applyPrevention(ctx: Ctx, d: PendingDamage): number {
  if (LAZY_PREVENTION.unpreventable?.(ctx, d)) return d.amount;
  // Protection (CR 702.16e): damage from a source with the quality is prevented.
  if (d.targetObj && d.source) {
    const k = keywordPreventingDamage(ctx, d.targetObj, d.source);
    if (k) {
      prevented(ctx, d, d.amount, `${displayName(ctx, d.targetObj)} has ${keywordWords(k)}`, RULE.protectionDamage);
      return 0;
    }
  }
  if (LAZY_PREVENTION.effects) return LAZY_PREVENTION.effects(ctx, d);
  // Never half applied: a shield, or damage that can't be prevented (by itself or this turn),
  // exists only once its code has loaded (../steps-ready.ts).
  if (d.unpreventable || ctx.s.turnFlags.unpreventable || ctx.s.shields.some((s) => s.kind === 'prevention'))
    throw new Error('damage prevention is not loaded');
  return d.amount;
}
