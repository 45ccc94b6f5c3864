/**
 * Prevention with counters as its further effect (CR 615.1a, 615.5), loaded with the cards that have it (the
 * `preventDamage` kind loads ./prevention-effects.ts, which calls this module):
 *
 * - "If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from ~." (Phantom
 *   Centaur): the damage is prevented even when no counter is left to remove;
 * - "If damage would be dealt to ~ while it has a +1/+1 counter on it, prevent that damage and
 *   remove a +1/+1 counter from it." (Oathsworn Knight), "… remove that many +1/+1 counters from
 *   ~." (Ugin's Conjurant: as many as it has, up to the damage prevented);
 * - "… prevent that damage and put that many +1/+1 counters on it." (Panther Habit), "… Put a
 *   +1/+1 counter on that creature for each 1 damage prevented this way." (Vigor), "… Put a
 *   -1/-1 counter on ~ for each 1 damage prevented this way." (Phyrexian Hydra): on the
 *   permanent the damage would have been dealt to.
 *
 * The removal happens right after the prevention (615.5). Damage dealt by several sources at once
 * (combat damage, CR 510.2) is one event: the effect applies to all of it once — all of it
 * prevented and one counter removed (the cards' rulings), or one counter per 1 damage for "that
 * many"; its "while" condition is checked once, as the event would happen.
 *
 * Order (CR 616.1: the affected creature's controller chooses): those giving +1/+1 counters
 * first, before protection and every other prevention effect (the counters are a gain); the
 * others after protection, every static "prevent all" or "prevent N" and every "prevent all"
 * shield — what those prevent costs no counter — and before "the next N damage" shields, which
 * are then kept (./prevention.ts's rule: such a shield is used up only by damage that would
 * otherwise be dealt).
 */
import type { ReplacementSpec } from '../state/card-def';
import { replacementsOfKind } from './replacement-sources';
import { displayName } from '../derived/characteristics';
import { liveObject, simultaneously, type Ctx } from '../state/context';
import { moveObject } from './objects';
import { RULE } from '../state/rules';
import type { GameEvent } from '../state/events';
import type { GameObject } from '../state/types';
import { addCounters, removeCounters } from './counters';
import { prevented, type PendingDamage } from './prevention';
import { affects } from './prevention-affects';

type Prevent = Extract<ReplacementSpec, { kind: 'preventDamage' }>;

/** Per simultaneous event (the context's batch): the effects that already applied to it ("permanent id/effect"). */
const appliedIn = new WeakMap<GameEvent[], Set<string>>();

/**
 * Whether the effect gives its creature +1/+1 counters (Vigor, Panther Habit): its controller
 * applies it before every other prevention effect (CR 616.1), the others after all of them.
 */
function gains(rep: Prevent): boolean {
  return rep.thenPut?.counter === '+1/+1';
}

/** Whether `rep` of `perm` is a prevention with counters that covers `d` (ignoring its "while"). */
function covers(ctx: Ctx, perm: GameObject, rep: Prevent, d: PendingDamage): boolean {
  if (!(rep.thenRemove || rep.thenPut || rep.thenMill) || (rep.combatOnly ? !d.combat : rep.noncombatOnly && d.combat))
    return false;
  return !!rep.to && affects(ctx, perm, rep.to, d.target, d.targetObj);
}

/** The further effect of `rep` of `perm` on `d` (CR 615.5); `again`: it already applied to this simultaneous event. */
function further(ctx: Ctx, perm: GameObject, rep: Prevent, d: PendingDamage, again: boolean): void {
  const name = displayName(ctx, perm);
  const how = d.unpreventable ? "was to be prevented (it can't be, CR 615.12)" : 'was prevented';
  if (rep.thenRemove) {
    const remove = rep.thenRemove;
    const n = remove.perDamage ? d.amount : again ? 0 : 1;
    const live = liveObject(ctx, perm.id);
    if (live && n > 0)
      removeCounters(
        ctx,
        live,
        remove.counter,
        n,
        RULE.preventionFurther,
        (k) => `${name}: ${k} ${remove.counter} counter${k === 1 ? '' : 's'} removed as the damage ${how}.`,
      );
  }
  if (rep.thenMill) millFurther(ctx, perm, rep.thenMill, d);
  if (rep.thenPut) {
    // "that many" is the damage; "for each 1 damage prevented this way" is none when none was.
    const n = rep.thenPut.perPrevented && d.unpreventable ? 0 : d.amount;
    const live = d.targetObj && liveObject(ctx, d.targetObj.id);
    if (live && n > 0)
      addCounters(ctx, live, rep.thenPut.counter, n, RULE.preventionFurther, `as the damage ${how} (${name})`);
  }
}

/** "mill twice that many cards", "exile that many cards from the top of your library" (CR 701.17a, 406.2). */
function millFurther(ctx: Ctx, perm: GameObject, mill: NonNullable<Prevent['thenMill']>, d: PendingDamage): void {
  const n = d.amount * (mill.times ?? 1);
  const why = `${mill.exile ? 'exiled' : 'milled'} as damage to ${d.targetObj ? displayName(ctx, d.targetObj) : d.target} was prevented (${displayName(ctx, perm)})`;
  simultaneously(ctx, () => {
    for (const id of ctx.s.players[perm.controller].library.slice(0, n))
      moveObject(ctx, id, mill.exile ? 'exile' : 'graveyard', {
        rule: mill.exile ? RULE.preventionFurther : RULE.mill,
        why,
      });
  });
}

/**
 * Applies the first prevention with counters that covers `d` (see the module's note), of those
 * that give +1/+1 counters (`phase` "gains") or of the others ("costs"): prevents all of it and
 * carries out its further effect. Returns whether one applied. Damage that can't be prevented
 * (`d.unpreventable`, CR 615.12; `phase` "all") is not prevented, but the further effect of each
 * that covers it happens ("that many": as many as the damage).
 */
export function preventForCounters(ctx: Ctx, d: PendingDamage, phase: 'gains' | 'costs' | 'all'): boolean {
  const found = replacementsOfKind(
    ctx,
    'preventDamage',
    (perm, rep) => covers(ctx, perm, rep, d) && (phase === 'all' || gains(rep) === (phase === 'gains')),
  );
  const batch = ctx.batch;
  const seen = batch ? (appliedIn.get(batch) ?? new Set<string>()) : new Set<string>();
  if (batch) appliedIn.set(batch, seen);
  let applied = false;
  for (const { perm, rep } of found) {
    const key = `${perm.id}/${JSON.stringify(rep)}`;
    const again = seen.has(key);
    if (!again && rep.whileCounter && !((perm.counters[rep.whileCounter] ?? 0) > 0)) continue;
    seen.add(key);
    if (!d.unpreventable) prevented(ctx, d, d.amount, `${displayName(ctx, perm)}'s ability prevents it`, RULE.prevent);
    further(ctx, perm, rep, d, again);
    applied = true;
    if (!d.unpreventable) break;
  }
  return applied;
}
