/**
 * Combat triggers: "Whenever X attacks" (CR 508.1m: when attackers are declared; "attacks
 * alone": the only creature declared as an attacker, 506.5; "~ and at least two other
 * creatures attack": at least three declared, it among them; "Whenever you attack": once for
 * the declaration, CR 603.2c), "Whenever X blocks" (509.1i),
 * "Whenever X becomes blocked" (509.1h: once, however many creatures block it) and
 * "Whenever X attacks and isn't blocked" (509.1h: an attacking creature with no creature
 * declared to block it); "blocks a non-Wall creature" and "becomes blocked by a non-Wall
 * creature" (once for each such blocker) filter the other creature; "becomes blocked by one or
 * more Orcs" triggers once for the attacker. One trigger per creature (CR 603.2c). The data: `attacker`,
 * `blocker`, `permanent` (the creature the trigger is about), `player` (the defending player
 * for `attacks`, `becomesBlocked` and `attacksUnblocked`), and for those three, one trigger per
 * attacker, `attacking`: the player or planeswalker that creature is attacking (see attackedBy).
 */
import { characteristics, hasType } from '../../derived/characteristics';
import { matchesFilter } from '../../derived/filters';
import { peek, type Ctx } from '../../state/context';
import { RULE } from '../../state/rules';
import type { EntityId, GameObject, ObjectId } from '../../state/types';
import { subjectMatches } from '../subject';
import type { TriggerData, TriggerDetector, TriggerOf, Watcher } from '../watcher';

/** Whether another of `attackers` has greater power than `a` (training, CR 702.149a). */
function attacksWithGreater(ctx: Ctx, a: GameObject, attackers: readonly ObjectId[]): boolean {
  const mine = characteristics(ctx, a).power ?? 0;
  return attackers.some((id) => {
    const o = id === a.id ? undefined : peek(ctx, id);
    return !!o && (characteristics(ctx, o).power ?? 0) > mine;
  });
}

/**
 * "The player or planeswalker it's attacking" (CR 506.2, 508.1b): the planeswalker attacker `id`
 * attacks, else the player it attacks — read as the trigger happens, so the ability still deals
 * its damage there when the creature has left combat. A creature attacking a battle (CR 310.1)
 * attacks neither: null.
 */
function attackedBy(ctx: Ctx, id: ObjectId): EntityId | null {
  const combat = ctx.s.combat;
  if (!combat) return null;
  const attacked = combat.attacks?.[id];
  if (attacked === undefined) return combat.attackers[id] ?? null;
  const o = peek(ctx, attacked);
  return o && hasType(ctx, o, 'planeswalker') ? attacked : null;
}

/**
 * "Attacks you", "attacks one of your opponents" (`attacked`), "attacks the player with the most
 * life" (`mostLife`): the attackers that attack what the trigger names, installed by ./attacked.ts
 * with the whole trigger table (the cards that use it: ../../steps-ready.ts).
 */
export const ATTACKED: {
  only?: (ctx: Ctx, attackers: readonly ObjectId[], spec: TriggerOf<'attacks'>, w: Watcher) => ObjectId[];
} = {};

export const attacks: TriggerDetector<'attacks'> = {
  rule: RULE.attackTrigger,
  events: ['AttackersDeclared'],
  match(ctx, ev, spec, w) {
    if (ev.type !== 'AttackersDeclared') return [];
    if (spec.attacked || spec.mostLife) ev = { ...ev, attackers: ATTACKED.only!(ctx, ev.attackers, spec, w) };
    if (spec.alone && ev.attackers.length !== 1) return [];
    if (spec.atLeast !== undefined && !spec.oneOrMore && ev.attackers.length < spec.atLeast) return [];
    const out: TriggerData[] = [];
    if (spec.oneOrMore) {
      // "Whenever you attack" / "one or more creatures you control attack": once (CR 603.2c).
      const matching = ev.attackers.filter((id) => {
        const a = peek(ctx, id);
        return !!a && subjectMatches(ctx, spec.what, w, a);
      });
      if (matching.length < (spec.atLeast ?? 1)) return [];
      return [{ player: ctx.s.combat?.attackers[matching[0] as ObjectId] ?? null }];
    }
    for (const id of ev.attackers) {
      const a = peek(ctx, id);
      if (spec.withGreater && a && !attacksWithGreater(ctx, a, ev.attackers)) continue;
      if (spec.saddled && !a?.saddled) continue;
      if (a && subjectMatches(ctx, spec.what, w, a))
        out.push({
          attacker: id,
          permanent: id,
          player: ctx.s.combat?.attackers[id] ?? null,
          attacking: attackedBy(ctx, id),
        });
    }
    return out;
  },
};

export const blocks: TriggerDetector<'blocks'> = {
  rule: RULE.blockTrigger,
  events: ['BlockersDeclared'],
  match(ctx, ev, spec, w) {
    if (ev.type !== 'BlockersDeclared') return [];
    const out: TriggerData[] = [];
    const once = new Set<ObjectId>();
    for (const [blocker, attacker] of blockPairs(ev)) {
      const b = peek(ctx, blocker);
      if (!b || !subjectMatches(ctx, spec.what, w, b)) continue;
      const a = peek(ctx, attacker);
      if (spec.attacker && (!a || !matchesFilter(ctx, a, spec.attacker, w.obj.controller, w.id))) continue;
      // "Whenever ~ blocks": once, however many creatures it blocks (CR 509.3a); "blocks a
      // non-Wall creature": once for each such creature (509.3b).
      if (!spec.attacker && once.has(blocker)) continue;
      once.add(blocker);
      out.push({ blocker, attacker, permanent: blocker });
    }
    return out;
  },
};

/** Every blocker–attacker pair declared, a blocker of several attackers (CR 509.1a) once for each. */
function blockPairs(ev: {
  blockers: Record<ObjectId, ObjectId>;
  also?: Record<ObjectId, ObjectId[]>;
}): [ObjectId, ObjectId][] {
  const extra = Object.entries(ev.also ?? {}).flatMap(([b, as]) => as.map((a): [ObjectId, ObjectId] => [b, a]));
  return [...Object.entries(ev.blockers), ...extra];
}

/** Attackers with the first creature blocking each, in declaration order. */
function blockedAttackers(ev: {
  blockers: Record<ObjectId, ObjectId>;
  also?: Record<ObjectId, ObjectId[]>;
}): Map<ObjectId, ObjectId> {
  const out = new Map<ObjectId, ObjectId>();
  for (const [b, a] of blockPairs(ev)) if (!out.has(a)) out.set(a, b);
  return out;
}

export const becomesBlocked: TriggerDetector<'becomesBlocked'> = {
  rule: RULE.blockedTrigger,
  events: ['BlockersDeclared'],
  match(ctx, ev, spec, w) {
    if (ev.type !== 'BlockersDeclared') return [];
    const out: TriggerData[] = [];
    for (const [attacker, first] of blockedAttackers(ev)) {
      const a = peek(ctx, attacker);
      if (!a || !subjectMatches(ctx, spec.what, w, a)) continue;
      const by = spec.by;
      if (!by) {
        out.push({
          attacker,
          blocker: first,
          permanent: attacker,
          player: ctx.s.combat?.attackers[attacker] ?? null,
          attacking: attackedBy(ctx, attacker),
        });
        continue;
      }
      for (const [blocker, x] of blockPairs(ev)) {
        const b = x === attacker ? peek(ctx, blocker) : undefined;
        if (!b || !matchesFilter(ctx, b, by, w.obj.controller, w.id)) continue;
        // "Becomes blocked by one or more Orcs": once for the attacker (CR 603.2c).
        if (spec.oneOrMore) {
          out.push({ attacker, permanent: attacker, attacking: attackedBy(ctx, attacker) });
          break;
        }
        out.push({ attacker, blocker, permanent: attacker, attacking: attackedBy(ctx, attacker) });
      }
    }
    return out;
  },
};

export const attacksUnblocked: TriggerDetector<'attacksUnblocked'> = {
  rule: RULE.blockedTrigger,
  events: ['BlockersDeclared'],
  match(ctx, ev, spec, w) {
    if (ev.type !== 'BlockersDeclared') return [];
    const blocked = blockedAttackers(ev);
    const out: TriggerData[] = [];
    for (const attacker of Object.keys(ctx.s.combat?.attackers ?? {})) {
      if (blocked.has(attacker)) continue;
      const a = peek(ctx, attacker);
      if (a && a.zone === 'battlefield' && subjectMatches(ctx, spec.what, w, a))
        out.push({
          attacker,
          permanent: attacker,
          player: ctx.s.combat?.attackers[attacker] ?? null,
          attacking: attackedBy(ctx, attacker),
        });
    }
    return out;
  },
};
