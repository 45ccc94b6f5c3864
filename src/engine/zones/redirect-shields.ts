/**
 * Redirection shields (CR 614.9): "The next 1 damage that would be dealt to ~ this turn is dealt
 * to target creature you control instead" (Nomads en-Kor). Loaded with prevention
 * (./prevention-effects.ts and ./unpreventable.ts call it; a redirection is a replacement, not a
 * prevention, so it applies to damage that can't be prevented too, 615.12). Applied after the
 * prevention effects, as the affected player would usually order them (616.1): the shield is
 * only used up by damage that would otherwise be dealt. The damage redirected is dealt by the
 * same source to the new player or permanent, with its own prevention and replacements; if that
 * permanent is no longer a creature, planeswalker or battle on the battlefield, the shield does nothing
 * (614.9) and stays. Static redirections of permanents ("All damage that would be dealt to you is
 * dealt to ~ instead", Empyrial Archangel: a `preventDamage` replacement with `redirect`) come
 * after the shields.
 */
import { displayName, hasType } from '../derived/characteristics';
import { emit, liveObject, type Ctx } from '../state/context';
import { RULE } from '../state/rules';
import type { ReplacementSpec } from '../state/card-def';
import type { EntityId, GameObject, Shield } from '../state/types';
import { dealDamage } from './damage';
import type { PendingDamage } from './prevention';
import { affects } from './prevention-affects';
import { replacementsOfKind } from './replacement-sources';

type Redirect = Extract<ReplacementSpec, { kind: 'preventDamage' }>;

/** A player's id or a permanent's name, for the log. */
function who(ctx: Ctx, id: EntityId): string {
  const o = id === 'p1' || id === 'p2' ? undefined : liveObject(ctx, id);
  return o ? displayName(ctx, o) : id;
}

/** Whether damage can still be redirected to `id` (CR 614.9). */
function canTake(ctx: Ctx, id: EntityId): boolean {
  if (id === 'p1' || id === 'p2') return true;
  const o = liveObject(ctx, id);
  return !!o && o.zone === 'battlefield' && ['creature', 'planeswalker', 'battle'].some((t) => hasType(ctx, o, t));
}

/**
 * Redirects what the redirection shields on `d`'s recipient take of its `left` damage, using them
 * up as they do (CR 614.9, 615.7's "next N" read for redirection); returns the damage left for the
 * original recipient.
 */
export function redirectByShields(ctx: Ctx, d: PendingDamage, left: number): number {
  const moves: [EntityId, number, string][] = [];
  let next: Shield[] | null = null;
  ctx.s.shields.forEach((s, i) => {
    if (left <= 0 || s.kind !== 'prevention' || !s.redirect || typeof s.amount !== 'number' || s.amount <= 0) return;
    if ((s.combatOnly && !d.combat) || !s.to?.includes(d.target) || !canTake(ctx, s.redirect)) return;
    const n = Math.min(left, s.amount);
    left -= n;
    next ??= [...ctx.s.shields];
    next[i] = { ...s, amount: s.amount - n };
    moves.push([s.redirect, n, s.sourceName]);
  });
  if (!next) return left > 0 ? redirectByStatics(ctx, d, left) : left;
  ctx.s.shields = (next as Shield[]).filter((s) => s.kind !== 'prevention' || s.amount === 'all' || s.amount > 0);
  for (const [to, n, why] of moves) {
    emit(ctx, {
      type: 'Note',
      rule: RULE.redirection,
      objects: [d.target, to],
      cards: [],
      text: `${why}: ${n} damage ${d.sourceName} would deal to ${who(ctx, d.target)} is dealt to ${who(ctx, to)} instead.`,
    });
    dealDamage(ctx, d.source, d.sourceName, to, n, {
      combat: d.combat,
      ...(d.unpreventable ? { unpreventable: true } : {}),
    });
  }
  return left > 0 ? redirectByStatics(ctx, d, left) : left;
}

/**
 * The static redirections being applied now, "permanent id/effect": the damage dealt instead is a
 * modified event the same effect can't apply to again (CR 614.5), so two redirections never send
 * damage back and forth. Transient (set only while the redirected damage is dealt).
 */
const applying = new Set<string>();

/** Where a static redirection of `perm` sends damage (CR 614.9), or null when nowhere now. */
function redirectedTo(ctx: Ctx, perm: GameObject, to: NonNullable<Redirect['redirect']>): EntityId | null {
  if (to === 'self') return perm.id;
  const host = perm.attachedTo ? liveObject(ctx, perm.attachedTo) : undefined;
  if (!host || host.zone !== 'battlefield') return null;
  return to === 'attachedController' ? host.controller : host.id;
}

/**
 * Redirections of all damage that cover `d` (CR 614.9): shields "this turn", then static
 * abilities ("All damage that would be dealt to you is dealt to ~ instead"); the first one found (battlefield order; with several, the affected player or
 * controller would choose, 616.1) sends all `left` of it to its new recipient, dealt by the same
 * source with its own prevention and replacements. It does nothing when that recipient can't be
 * dealt damage now (614.9), or is the one the damage would already be dealt to. Returns the
 * damage left for the original recipient.
 */
function redirectByStatics(ctx: Ctx, d: PendingDamage, left: number): number {
  // "All damage that would be dealt to target creature this turn is dealt to you instead" (Sivvi's
  // Valor): a shield that is never used up, before the static abilities.
  for (const s of ctx.s.shields) {
    if (s.kind !== 'prevention' || !s.redirect || s.amount !== 'all' || (s.combatOnly && !d.combat)) continue;
    if (!s.to?.includes(d.target) || s.redirect === d.target || !canTake(ctx, s.redirect)) continue;
    if (dealInstead(ctx, d, `shield/${s.timestamp}/${s.redirect}`, s.redirect, left, s.sourceName)) return 0;
  }
  for (const { perm, rep } of replacementsOfKind(
    ctx,
    'preventDamage',
    (perm, rep) =>
      !!rep.redirect &&
      !!rep.to &&
      (rep.combatOnly ? d.combat : !(rep.noncombatOnly && d.combat)) &&
      !rep.from &&
      affects(ctx, perm, rep.to, d.target, d.targetObj),
  )) {
    const to = rep.redirect && redirectedTo(ctx, perm, rep.redirect);
    if (!to || to === d.target || !canTake(ctx, to)) continue;
    if (dealInstead(ctx, d, `${perm.id}/${JSON.stringify(rep)}`, to, left, displayName(ctx, perm))) return 0;
  }
  return left;
}

/**
 * Deals all `left` of `d` to `to` instead, by the same source, as the redirection `key` (named
 * `why` in the log) says — unless that redirection is already being applied to the damage this
 * one replaces (CR 614.5): returns whether it did.
 */
function dealInstead(ctx: Ctx, d: PendingDamage, key: string, to: EntityId, left: number, why: string): boolean {
  if (applying.has(key)) return false;
  emit(ctx, {
    type: 'Note',
    rule: RULE.redirection,
    objects: [d.target, to],
    cards: [],
    text: `${why}: ${left} damage ${d.sourceName} would deal to ${who(ctx, d.target)} is dealt to ${who(ctx, to)} instead.`,
  });
  applying.add(key);
  try {
    dealDamage(ctx, d.source, d.sourceName, to, left, {
      combat: d.combat,
      ...(d.unpreventable ? { unpreventable: true } : {}),
    });
  } finally {
    applying.delete(key);
  }
  return true;
}
