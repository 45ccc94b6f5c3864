/**
 * Restrictions on attacking and blocking that name a filter or a number (CR 508.1c, 509.1b), read
 * only by the cards that have them: "can't attack unless defending player controls an Island",
 * "can't block ~" for a turn (an effect), "can block only creatures with flying", "can't be
 * blocked except by Walls", "can't be blocked by artifact creatures", "can't be blocked by more
 * than one creature", "can't be blocked except by three or more creatures". Installs itself into
 * combat.ts's LAZY_RESTRICT as it loads (every-step.ts imports it; ../steps-ready.ts loads it
 * with a definition that names one).
 */
import { displayName } from '../derived/characteristics';
import { matchesFilter } from '../derived/filters';
import type { Refusal } from '../derived/keywords';
import type { ObjectFilter, Restriction } from '../state/card-def';
import { peek, type Ctx } from '../state/context';
import { restrictionsOf } from '../derived/restrictions';
import { ensure } from '../state/errors';
import { RULE } from '../state/rules';
import type { GameObject, PlayerId } from '../state/types';
import { RESTRICTION_WORDS } from '../resolution/steps/continuous';
import { LAZY_RESTRICT, NUMBER_WORDS } from './combat';

/** The restrictions of `list` with the key `key`. */
function restrictionObject<K extends string>(list: Restriction[], key: K): Extract<Restriction, Record<K, unknown>>[] {
  return list.filter((r): r is Extract<Restriction, Record<K, unknown>> => typeof r === 'object' && key in r);
}

/** A short description of a filter for refusals ("an Island", "a Wall"). */
function filterWords(f: ObjectFilter): string {
  const words = [...(f.colors ?? []), ...(f.subtypes ?? []), ...(f.types ?? [])];
  return words.length ? `a matching permanent (${words.join(', ')})` : 'a matching permanent';
}

/** "can't attack unless defending player controls …" (CR 508.1c): why `obj` can't attack `defender`, or null. */
function attackUnless(ctx: Ctx, obj: GameObject, defender: PlayerId, cant: Restriction[]): Refusal | null {
  for (const r of restrictionObject(cant, 'attackUnlessDefenderControls')) {
    const f = r.attackUnlessDefenderControls;
    const has = ctx.s.battlefield.some((id) => {
      const o = peek(ctx, id);
      return !!o && o.controller === defender && matchesFilter(ctx, o, f, obj.controller, obj.id);
    });
    if (!has)
      return {
        reason: `${displayName(ctx, obj)} can't attack unless ${defender} controls ${filterWords(f)}`,
        rule: RULE.attackRestriction,
      };
  }
  return null;
}

/**
 * Why `blocker` can't block `attacker` (CR 509.1b) by an effect naming the attacker, by the
 * blocker's "can block only …", the attacker's "can't be blocked", "can't be blocked except by …"
 * or "can't be blocked by …", in that order; or null.
 */
function blockWith(
  ctx: Ctx,
  blocker: GameObject,
  attacker: GameObject,
  own: Restriction[],
  cant: Restriction[],
): Refusal | null {
  const bn = displayName(ctx, blocker);
  const an = displayName(ctx, attacker);
  if (ctx.s.effects.some((e) => e.object === blocker.id && e.cantBlock === attacker.id))
    return { reason: `${bn} can't block ${an} (an effect says so)`, rule: RULE.blockRestriction };
  for (const r of restrictionObject(own, 'blockOnly')) {
    if (!matchesFilter(ctx, attacker, r.blockOnly, blocker.controller, blocker.id))
      return {
        reason: `${bn} can block only ${filterWords(r.blockOnly)}, and ${an} is not one`,
        rule: RULE.blockRestriction,
      };
  }
  if (cant.includes('beBlocked')) return { reason: `${an} can't be blocked`, rule: RULE.blockRestriction };
  for (const r of restrictionObject(cant, 'beBlockedExceptBy')) {
    if (!matchesFilter(ctx, blocker, r.beBlockedExceptBy, attacker.controller, attacker.id))
      return {
        reason: `${an} can't be blocked except by ${filterWords(r.beBlockedExceptBy)}, and ${bn} is not one`,
        rule: RULE.blockRestriction,
      };
  }
  for (const r of restrictionObject(cant, 'beBlockedBy')) {
    if (matchesFilter(ctx, blocker, r.beBlockedBy, attacker.controller, attacker.id))
      return {
        reason: `${an} can't be blocked by ${filterWords(r.beBlockedBy)}, and ${bn} is one`,
        rule: RULE.blockRestriction,
      };
  }
  return null;
}

/** Refuses `n` blockers of `attacker` under "can't be blocked by more than N" or "except by N or more" (CR 509.1b). */
function blockerCount(ctx: Ctx, attacker: GameObject, n: number): void {
  const cant = restrictionsOf(ctx, attacker);
  for (const r of restrictionObject(cant, 'beBlockedByMoreThan'))
    if (n > r.beBlockedByMoreThan)
      ensure(
        false,
        `${displayName(ctx, attacker)} can't be blocked by more than ${NUMBER_WORDS[r.beBlockedByMoreThan] ?? r.beBlockedByMoreThan} creature${r.beBlockedByMoreThan === 1 ? '' : 's'}`,
        RULE.blockRestriction,
      );
  for (const r of restrictionObject(cant, 'beBlockedByAtLeast'))
    ensure(
      n >= r.beBlockedByAtLeast,
      `${displayName(ctx, attacker)} can't be blocked except by ${r.beBlockedByAtLeast} or more creatures`,
      RULE.blockRestriction,
    );
}

/** The words of the restrictions that load with their cards, for notes (resolution/steps/continuous.ts). */
RESTRICTION_WORDS.of = (c) => {
  const r = Object(c) as Record<string, unknown>;
  if (r.allAbleBlock) return 'must be blocked by all creatures able';
  if (r.mustBeBlocked) return 'must be blocked if able';
  if (r.blockMore) return `can block ${String(r.blockMore)} additional creature(s)`;
  if (r.beBlockedBy) return "can't be blocked by the creatures named";
  if (r.beBlockedExceptBy) return "can't be blocked except by the creatures named";
  return null;
};

LAZY_RESTRICT.attack = attackUnless;
LAZY_RESTRICT.block = blockWith;
LAZY_RESTRICT.count = blockerCount;
