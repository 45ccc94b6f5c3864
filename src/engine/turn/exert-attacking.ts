/**
 * "You may exert ~ as it attacks. When you do, …" (CR 701.43a, 603.12): the choice is made as the
 * creature is declared an attacker (508.1), never later in combat, and a creature put onto the
 * battlefield attacking was never declared, so it can't be exerted this way. Once attackers are
 * declared, the attacking player is asked, for each attacker with such an ability in the order
 * declared, whether to exert it; exerted, it won't untap during its controller's next untap step
 * (701.43a, ../mana/exert-cost.ts), and its reflexive ability triggers (the `exertedAttacking`
 * trigger kind, ../triggers/detectors/exert-attacking.ts). The choices are made before the
 * attack triggers go on the stack (603.3), and may be made with no legal target for what they
 * trigger (that ability is then removed as it would go on the stack, 603.3d). Installs itself
 * into ./combat.ts's LAZY_ATTACK as it loads (with the trigger table).
 *
 * Enlist (CR 702.154a) is asked the same way, after exert: "As this creature attacks, you may tap
 * a nonattacking creature you control without summoning sickness. When you do, add its power to
 * this creature's until end of turn." An optional cost to attack (508.1g): for each attacker with
 * enlist, once per instance, the attacking player may choose an untapped creature they control
 * that isn't attacking and has no summoning sickness (302.6; haste, 702.10); it is tapped, and the
 * `enlisted` triggers of that attacker trigger (the instance's reflexive one, 603.12, and
 * "Whenever this creature enlists a creature"). A creature tapped for one enlist is tapped, so it
 * can't be tapped for another.
 */
import { displayName, grantedAbilitiesOf, hasType } from '../derived/characteristics';
import { staticIndex } from '../derived/statics';
import { payExert } from '../mana/exert-cost';
import type { TriggeredSpec } from '../state/card-def';
import { defOf, emit, liveObject, type Ctx } from '../state/context';
import { ask, takeAnswer, type Asking } from '../state/decisions';
import { RULE } from '../state/rules';
import type { TaskResult } from '../state/task';
import type { GameObject, ObjectId, PlayerId } from '../state/types';
import { isSummoningSick, tap } from '../zones/permanents';
import { LAZY_ATTACK } from './combat';
import { enlistInstances } from '../derived/enlist-instances';

declare module '../state/task' {
  interface TaskKinds {
    exertAttack: ExertAttackTask;
  }
}

/** The attacking player's choices to exert attackers as they attack: `waiting`, those not yet asked about, in order. */
export interface ExertAttackTask extends Asking {
  kind: 'exertAttack';
  player: PlayerId;
  waiting: ObjectId[];
  /** Enlist (CR 702.154a): the attackers with enlist not yet asked about, one entry per instance, in order. */
  enlisting?: ObjectId[];
}

const exertsAttacking = (spec: TriggeredSpec): boolean => spec.on.event === 'exertedAttacking';

/** Whether `o` has a working "You may exert ~ as it attacks. When you do, …" ability (CR 613.1f: granted ones too). */
function mayExertAttacking(ctx: Ctx, o: GameObject): boolean {
  if (!staticIndex(ctx).triggerSources.includes(o.id)) return false;
  return (
    !!defOf(ctx, o).triggered?.some(exertsAttacking) ||
    grantedAbilitiesOf(ctx, o).some((g) => 'triggered' in g.ability && exertsAttacking(g.ability.triggered))
  );
}

/** The creatures `player` may tap for `attacker`'s enlist (CR 702.154a): untapped, not attacking, without summoning sickness. */
function enlistable(ctx: Ctx, player: PlayerId, attacker: ObjectId): ObjectId[] {
  return ctx.s.battlefield.filter((id) => {
    const c = liveObject(ctx, id);
    return (
      !!c &&
      id !== attacker &&
      c.controller === player &&
      !c.tapped &&
      hasType(ctx, c, 'creature') &&
      !ctx.s.combat?.attackers[id] &&
      !isSummoningSick(ctx, c)
    );
  });
}

/** Asks about each enlist instance in turn (see the module comment); `instance` counts the attacker's earlier ones. */
function runEnlist(ctx: Ctx, t: ExertAttackTask): TaskResult {
  const queue = t.enlisting ?? [];
  while (queue.length) {
    const id = queue[0] as ObjectId;
    const o = liveObject(ctx, id);
    const options = o && o.controller === t.player && ctx.s.combat?.attackers[id] ? enlistable(ctx, t.player, id) : [];
    if (!o || !options.length) {
      queue.shift();
      continue;
    }
    const ans = takeAnswer(t);
    if (!Array.isArray(ans))
      return ask(ctx, {
        player: t.player,
        kind: 'chooseObjects',
        purpose: 'enlist',
        rule: RULE.enlist,
        about: id,
        candidates: options,
        min: 0,
        max: 1,
        prompt: `Enlist for ${displayName(ctx, o)}: tap a nonattacking creature you control without summoning sickness to add its power to ${displayName(ctx, o)}'s until end of turn? (Choose none to decline.)`,
      });
    queue.shift();
    const chosen = ans[0] !== undefined ? liveObject(ctx, ans[0] as ObjectId) : undefined;
    if (!chosen) continue;
    // Which instance this is: how many entries for this attacker are still queued tells it.
    const instance = enlistInstances(ctx, o).length - 1 - queue.filter((q) => q === id).length;
    tap(ctx, chosen, false, `to enlist for ${displayName(ctx, o)}`, RULE.enlist);
    emit(ctx, {
      type: 'Enlisted',
      objectId: id,
      enlisted: chosen.id,
      player: t.player,
      instance,
      rule: RULE.enlist,
      objects: [id, chosen.id],
      cards: [],
      text: `${t.player} tapped ${displayName(ctx, chosen)} to enlist it for ${displayName(ctx, o)}.`,
    });
  }
  return 'done';
}

/** Asks about each attacker in turn (see the module comment). */
export function runExertAttackTask(ctx: Ctx, t: ExertAttackTask): TaskResult {
  while (t.waiting.length) {
    const id = t.waiting[0] as ObjectId;
    const o = liveObject(ctx, id);
    // Only a creature still attacking under its controller's control is asked about.
    if (!o || o.controller !== t.player || !ctx.s.combat?.attackers[id]) {
      t.waiting.shift();
      continue;
    }
    const ans = takeAnswer(t);
    if (typeof ans !== 'boolean')
      return ask(ctx, {
        player: t.player,
        kind: 'may',
        purpose: 'exert',
        rule: RULE.exert,
        about: id,
        prompt: `Exert ${displayName(ctx, o)} as it attacks? (It won't untap during your next untap step.)`,
      });
    t.waiting.shift();
    if (!ans) continue;
    payExert(ctx, o);
    emit(ctx, {
      type: 'ExertedAttacking',
      objectId: id,
      player: t.player,
      rule: RULE.exert,
      objects: [id],
      cards: [],
      text: `${t.player} exerted ${displayName(ctx, o)} as it attacked.`,
    });
  }
  return runEnlist(ctx, t);
}

LAZY_ATTACK.declared = (ctx, player) => {
  const waiting = Object.keys(ctx.s.combat?.attackers ?? {}).filter((id) => {
    const o = liveObject(ctx, id);
    return !!o && mayExertAttacking(ctx, o);
  });
  const enlisting = Object.keys(ctx.s.combat?.attackers ?? {}).flatMap((id) => {
    const o = liveObject(ctx, id);
    return o ? enlistInstances(ctx, o).map(() => id) : [];
  });
  if (waiting.length || enlisting.length)
    ctx.s.tasks.push({ kind: 'exertAttack', player, waiting, ...(enlisting.length ? { enlisting } : {}) });
};
LAZY_ATTACK.run = runExertAttackTask;
