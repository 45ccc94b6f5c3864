/**
 * Prevention effects other than protection (CR 615), loaded with the cards that have them
 * (../every-step.ts imports this module; ../steps-ready.ts loads it for a card with a "prevent"
 * static ability, and every shield comes from a step of the lazily loaded table): static
 * "prevent all (combat) damage" abilities of permanents (615.1a; Argothian Treefolk, Gaseous Form)
 * and prevention shields left by resolved spells and abilities (Fog; Samite Healer's "the next 1
 * damage", used up as damage comes, 615.7), installed into ./prevention.ts. Prevention paid for with
 * counters (Phantom Centaur, 615.5) comes last but for "the next N" shields (./counter-prevention.ts).
 */
import type { ObjectFilter } from '../state/card-def';
import { displayName } from '../derived/characteristics';
import { matchesFilter } from '../derived/filters';
import { staticIndex } from '../derived/statics';
import { defOf, peek, type Ctx } from '../state/context';
import { RULE } from '../state/rules';
import type { GameEvent } from '../state/events';
import type { GameObject, PlayerId, Shield } from '../state/types';
import { LAZY_PREVENTION, prevented, type PendingDamage } from './prevention';
import { preventForCounters } from './counter-prevention';
import { gainLife } from './permanents';
import { addCounters } from './counters';
import { affects } from './prevention-affects';
import { redirectByShields } from './redirect-shields';

/** Whether a damage source matches a `from` filter, wherever the source is (CR 702.16a, 615). */
export function sourceMatches(
  ctx: Ctx,
  source: GameObject | null,
  f: ObjectFilter,
  you: PlayerId,
  perm: GameObject,
): boolean {
  return !!source && matchesFilter(ctx, source, { ...f, zone: f.zone ?? source.zone }, you, perm.id);
}

/**
 * Whether a shield covers this damage (ignoring how much it has left). A `group` shield ("to
 * creatures you control") reads who matches now, for its controller, as a static's would.
 */
function shieldCovers(ctx: Ctx, s: Extract<Shield, { kind: 'prevention' }>, d: PendingDamage): boolean {
  // A redirection (CR 614.9) prevents nothing: ./redirect-shields.ts, after prevention.
  if (s.redirect || (s.combatOnly && !d.combat)) return false;
  if (s.to && !s.to.includes(d.target)) return false;
  const g = s.group;
  const you = { id: '', controller: g?.you } as unknown as GameObject;
  if (
    g &&
    ((g.to && !affects(ctx, you, g.to, d.target, d.targetObj)) ||
      (g.by && !affects(ctx, you, g.by, d.source?.id ?? null, d.source)) ||
      (g.from && !sourceMatches(ctx, d.source, g.from, g.you, you)))
  )
    return false;
  return !s.by || (!!d.source && s.by.includes(d.source.id));
}

/**
 * A shield's further effect once it has prevented `n` of `d` (CR 615.5), right away: "You gain
 * life equal to the damage prevented this way" — its player gains that much life; "For each 1
 * damage prevented this way, put a +1/+1 counter on that creature" — that many counters on the
 * permanent the damage was to.
 */
function further(ctx: Ctx, s: Extract<Shield, { kind: 'prevention' }>, d: PendingDamage, n: number): void {
  if (n <= 0) return;
  const why = `as ${s.sourceName} prevents ${n} damage`;
  if (s.gain) gainLife(ctx, s.gain, n, why, RULE.preventionFurther);
  const on = d.targetObj && peek(ctx, d.targetObj.id);
  if (s.counters && on?.zone === 'battlefield') addCounters(ctx, on, s.counters, n, RULE.preventionFurther, why);
}

type PreventionShield = Extract<Shield, { kind: 'prevention' }>;

/**
 * Per simultaneous event (the context's batch, ../state/context.ts `simultaneously`): the "next
 * time" shields it used up. One damage event — a spell's damage to each creature, a combat damage
 * step — is all prevented by such a shield, not only its first recipient's (CR 615.8). Transient:
 * gone when the event ends, so no game state depends on this module having loaded.
 */
const usedIn = new WeakMap<GameEvent[], PreventionShield[]>();

/**
 * Applies the static abilities and shields that prevent `d` (after protection, ./prevention.ts);
 * returns the damage left to deal.
 */
function preventByEffects(ctx: Ctx, d: PendingDamage): number {
  // "prevent that damage and put that many +1/+1 counters on it" (Vigor): first, as its controller would choose.
  if (preventForCounters(ctx, d, 'gains')) return 0;
  // Static abilities: "Prevent all (combat) damage that would be dealt to / by ..." (CR 615.1a).
  const some: [GameObject, number][] = [];
  for (const id of staticIndex(ctx).replacementSources) {
    const perm = peek(ctx, id);
    if (!perm) continue;
    for (const rep of defOf(ctx, perm).replacements ?? []) {
      if (rep.kind !== 'preventDamage' || (rep.combatOnly ? !d.combat : rep.noncombatOnly && d.combat)) continue;
      // Paid for with counters (Phantom Centaur): after every other prevention, below.
      // A redirection (CR 614.9) prevents nothing: ./redirect-shields.ts, after prevention.
      if (rep.thenRemove || rep.thenPut || rep.thenMill || rep.redirect || (!rep.to && !rep.by)) continue;
      if (rep.to && !affects(ctx, perm, rep.to, d.target, d.targetObj)) continue;
      if (rep.by && !affects(ctx, perm, rep.by, d.source?.id ?? null, d.source)) continue;
      if (rep.from && !sourceMatches(ctx, d.source, rep.from, perm.controller, perm)) continue;
      if (rep.amount) {
        // "prevent 1 of that damage" (Guardian Seraph): after every "prevent all" (LAZY_PREVENTION).
        some.push([perm, rep.amount]);
        continue;
      }
      prevented(ctx, d, d.amount, `${displayName(ctx, perm)}'s ability prevents it`, RULE.prevent);
      return 0;
    }
  }
  if (some.length && LAZY_PREVENTION.some) {
    d = LAZY_PREVENTION.some(ctx, d, some);
    if (d.amount <= 0) return 0;
  }
  // "The next time …" shields used up earlier in this same damage event: they prevent all of it,
  // to every recipient (CR 615.8, 120.2).
  const spent = ctx.batch ? usedIn.get(ctx.batch) : undefined;
  const again = spent?.find((s) => shieldCovers(ctx, s, d));
  if (again) {
    prevented(ctx, d, d.amount, `${again.sourceName} prevents it this once`, RULE.sourceOfChoice);
    further(ctx, again, d, d.amount);
    return 0;
  }
  // Shields from resolved spells and abilities: those preventing all of it first, then "the next N".
  const shields = ctx.s.shields;
  for (const s of shields) {
    if (s.kind === 'prevention' && s.amount === 'all' && shieldCovers(ctx, s, d)) {
      if (s.once) {
        // "The next time … would deal damage …, prevent that damage": used up by this event (CR
        // 609.7, 615.8) — all of it, whoever else the same event deals damage to.
        ctx.s.shields = shields.filter((x) => x !== s);
        if (ctx.batch) usedIn.set(ctx.batch, [...(usedIn.get(ctx.batch) ?? []), s]);
        prevented(ctx, d, d.amount, `${s.sourceName} prevents it this once`, RULE.sourceOfChoice);
        further(ctx, s, d, d.amount);
        return 0;
      }
      prevented(ctx, d, d.amount, `${s.sourceName} prevents it this turn`, RULE.prevent);
      further(ctx, s, d, d.amount);
      return 0;
    }
  }
  if (preventForCounters(ctx, d, 'costs')) return 0;
  let left = d.amount;
  let next: Shield[] | null = null;
  const done: [Extract<Shield, { kind: 'prevention' }>, number][] = [];
  shields.forEach((s, i) => {
    if (
      left <= 0 ||
      s.kind !== 'prevention' ||
      typeof s.amount !== 'number' ||
      s.amount <= 0 ||
      !shieldCovers(ctx, s, d)
    )
      return;
    const n = Math.min(left, s.amount);
    left -= n;
    next ??= [...shields];
    next[i] = { ...s, amount: s.amount - n };
    prevented(
      ctx,
      { ...d },
      n,
      `${s.sourceName}'s shield prevents the next ${s.amount} damage (${s.amount - n} left)`,
      RULE.preventionShield,
    );
    done.push([s, n]);
  });
  if (next)
    ctx.s.shields = (next as Shield[]).filter((s) => s.kind !== 'prevention' || s.amount === 'all' || s.amount > 0);
  for (const [s, n] of done) further(ctx, s, d, n);
  return left > 0 ? redirectByShields(ctx, d, left) : left;
}

LAZY_PREVENTION.effects = preventByEffects;
