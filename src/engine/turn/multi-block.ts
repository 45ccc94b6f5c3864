/**
 * Creatures that block more than one attacker (CR 509.1a): "can block an additional creature each
 * combat", "an additional seven creatures", "any number of creatures" (the `blockMore` entry of a
 * creature's restrictions; several add up, "any" beats them all). A block declaration may name a
 * list of attackers for such a blocker: the first is its entry in CombatState.blockers, the rest
 * its entry in CombatState.also, and every blocker–attacker pair is checked like a single block
 * (509.1b) and counted for each attacker's number of blockers (menace). A blocker blocking two or
 * more attackers divides its combat damage among those still in combat as its controller chooses
 * (510.1d); one left gets all of it, none left, none. This module installs itself into combat.ts's
 * LAZY_BLOCK and combat-damage.ts's LAZY_SPLIT as it loads (every-step.ts imports it).
 */
import { displayName } from '../derived/characteristics';
import { combatDamageAmount, restrictionsOf } from '../derived/restrictions';
import { peek, type Ctx } from '../state/context';
import { ask, takeAnswer } from '../state/decisions';
import { ensure } from '../state/errors';
import { RULE } from '../state/rules';
import type { GameObject, ObjectId } from '../state/types';
import { LAZY_BLOCK } from './combat';
import { LAZY_SPLIT, type CombatDamageTask } from './combat-damage';

/** How many attackers `blocker` may block now: one plus every `blockMore` it has (CR 509.1a). */
export function blockLimit(ctx: Ctx, blocker: GameObject): number {
  let n = 1;
  for (const r of restrictionsOf(ctx, blocker))
    if (typeof r === 'object' && 'blockMore' in r) n += r.blockMore === 'any' ? Infinity : r.blockMore;
  return n;
}

LAZY_BLOCK.more = (ctx, given) => {
  if (!Object.values(given).some(Array.isArray)) return undefined;
  const blocks: Record<ObjectId, ObjectId> = {};
  const also: Record<ObjectId, ObjectId[]> = {};
  const pairs: [ObjectId, ObjectId][] = [];
  for (const [b, v] of Object.entries(given)) {
    const list = Array.isArray(v) ? v : [v];
    ensure(list.length > 0, `${b} blocks no attacker`, RULE.declareBlockers);
    ensure(new Set(list).size === list.length, `${b} names an attacker twice`, RULE.declareBlockers);
    const blocker = peek(ctx, b);
    if (blocker && list.length > 1) {
      const n = blockLimit(ctx, blocker);
      ensure(
        list.length <= n,
        `${displayName(ctx, blocker)} can block only ${n === 1 ? 'one creature' : `${n} creatures`}`,
        RULE.blockMore,
      );
    }
    blocks[b] = list[0] as ObjectId;
    if (list.length > 1) also[b] = list.slice(1);
    for (const a of list) pairs.push([b, a]);
  }
  return { blocks, pairs, ...(Object.keys(also).length ? { also } : {}) };
};

/** The attackers `b` blocks that are still in combat on the battlefield (CR 510.1d, 506.4). */
function blocked(ctx: Ctx, b: ObjectId): ObjectId[] {
  const c = ctx.s.combat;
  if (!c) return [];
  return [c.blockers[b], ...(c.also?.[b] ?? [])].filter(
    (a): a is ObjectId => !!a && a in c.attackers && peek(ctx, a)?.zone === 'battlefield',
  );
}

LAZY_SPLIT.run = (ctx, t: CombatDamageTask) => {
  const also = ctx.s.combat?.also;
  if (!also) return false;
  const dividing = t.blockerDealers.filter((b) => also[b]);
  const split = (t.split ??= {});
  for (const b of dividing) {
    const blocker = peek(ctx, b) as GameObject;
    const targets = blocked(ctx, b);
    const power = combatDamageAmount(ctx, blocker);
    const got = (split[b] ??= []);
    while (got.length < targets.length - 1) {
      const left = power - got.reduce((n, x) => n + x, 0);
      if (left <= 0) {
        got.push(0);
        continue;
      }
      const answer = takeAnswer(t);
      if (typeof answer !== 'number') {
        const to = displayName(ctx, peek(ctx, targets[got.length] as ObjectId) as GameObject);
        ask(ctx, {
          player: blocker.controller,
          kind: 'chooseNumber',
          purpose: 'combatDamage',
          rule: RULE.blockerAssigns,
          min: 0,
          max: left,
          about: targets[got.length] as ObjectId,
          prompt: `${displayName(ctx, blocker)} blocks ${targets.length} creatures and has ${left} combat damage left to divide among them. How much goes to ${to}? The rest goes to the others.`,
        });
        return true;
      }
      got.push(answer);
    }
  }
  t.more = [];
  for (const b of dividing) {
    const targets = blocked(ctx, b);
    const power = combatDamageAmount(ctx, peek(ctx, b) as GameObject);
    const got = t.split[b] ?? [];
    const rest = power - got.reduce((n, x) => n + x, 0);
    targets.forEach((a, i) => t.more?.push({ source: b, target: a, n: i < got.length ? (got[i] ?? 0) : rest }));
  }
  t.blockerDealers = t.blockerDealers.filter((b) => !also[b]);
  return false;
};
