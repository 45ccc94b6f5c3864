/**
 * Activating a non-mana activated ability (CR 602.2): the ability is put on the stack, targets
 * are chosen (601.2c via 602.2b), then its cost is paid: mana (601.2g–h), {T} (107.5) and {Q}
 * (107.6), with the creature restriction of 302.6 / 602.5a; "activate only as a sorcery" is
 * honoured (602.5d).
 */
import type { ActivatedSpec } from '../state/card-def';
import { displayName } from '../derived/characteristics';
import { defOf, emit, liveObject, newObjectId, type Ctx } from '../state/context';
import { ask, takeAnswer, type Asking } from '../state/decisions';
import { ensure } from '../state/errors';
import { abilityTargeter, hasLegalTargets, legalChoice, legalTargets } from '../derived/filters';
import { manaActivationRefusal } from '../mana/mana-abilities';
import { parseManaCost } from '../state/mana-cost';
import { payManaCost } from '../mana/pay-mana';
import { tap, untap } from '../zones/permanents';
import { RULE } from '../state/rules';
import type { EntityId, GameObject, ObjectId, PlayerId } from '../state/types';

declare module '../state/task' {
  interface TaskKinds { activate: ActivateTask }
}

export interface ActivateTask extends Asking {
  kind: 'activate';
  player: PlayerId;
  source: ObjectId;
  ability: number;
  stage: 'targets' | 'pay';
  givenTargets: EntityId[] | null;
  targets: EntityId[][];
  stackId: ObjectId;
}

/** Why this activated ability can't be activated now, or null (CR 602.5). */
export function activationRefusal(ctx: Ctx, obj: GameObject, spec: ActivatedSpec, player: PlayerId): { reason: string; rule: string } | null {
  const r = manaActivationRefusal(ctx, obj, spec, player);
  if (r) return r;
  if (spec.sorcerySpeed) {
    const t = ctx.s.turn;
    if (t.active !== player || (t.step !== 'main1' && t.step !== 'main2') || ctx.s.stack.length) {
      return { reason: 'it can be activated only as a sorcery', rule: RULE.sorcerySpeed };
    }
  }
  for (const tspec of spec.targets ?? []) {
    if (!hasLegalTargets(ctx, tspec, player, obj.id, abilityTargeter(ctx, obj.id, player))) return { reason: `there is no legal target (${tspec.label})`, rule: RULE.targets };
  }
  return null;
}

/** Starts activating ability `index` of `obj`. */
export function activateTask(ctx: Ctx, player: PlayerId, obj: GameObject, index: number, targets: EntityId[] | null): ActivateTask {
  const spec = defOf(ctx, obj).activated?.[index];
  ensure(spec && !spec.mana, 'no such non-mana activated ability', RULE.activate);
  const refusal = activationRefusal(ctx, obj, spec, player);
  ensure(!refusal, refusal?.reason ?? '', refusal?.rule ?? RULE.activate);
  const id = newObjectId(ctx);
  ctx.s.abilities[id] = {
    id, kind: 'activated', source: obj.id, sourceName: displayName(ctx, obj), def: obj.def, abilityIndex: index,
    controller: player, targets: [], x: 0, trigger: {}, steps: null, condition: null, text: spec.text,
  };
  ctx.s.stack.push(id);
  return { kind: 'activate', player, source: obj.id, ability: index, stage: 'targets', givenTargets: targets ? [...targets] : null, targets: [], stackId: id };
}

/** Runs an activation task. */
export function runActivateTask(ctx: Ctx, t: ActivateTask): 'done' | 'wait' {
  const obj = liveObject(ctx, t.source);
  ensure(obj, 'the source is gone', RULE.activate);
  const spec = defOf(ctx, obj).activated?.[t.ability] as ActivatedSpec;
  const specs = spec.targets ?? [];
  while (t.stage === 'targets') {
    const slot = specs[t.targets.length];
    if (!slot) { t.stage = 'pay'; break; }
    let chosen: EntityId[];
    if (t.givenTargets) chosen = t.givenTargets.splice(0, slot.max);
    else {
      const ans = takeAnswer(t);
      if (!Array.isArray(ans)) {
        return ask(ctx, {
          player: t.player, kind: 'chooseObjects', purpose: 'targets', rule: RULE.activate, about: obj.id,
          prompt: `Choose ${slot.label} for ${displayName(ctx, obj)}'s ability.`,
          candidates: legalTargets(ctx, slot, t.player, obj.id, abilityTargeter(ctx, obj.id, t.player)), min: slot.min, max: slot.max,
        });
      }
      chosen = ans;
    }
    const bad = legalChoice(ctx, slot, chosen, t.player, obj.id, abilityTargeter(ctx, obj.id, t.player));
    ensure(!bad, bad ?? '', RULE.targets);
    t.targets.push(chosen);
  }
  const ability = ctx.s.abilities[t.stackId];
  if (ability) ability.targets = t.targets;
  if (spec.cost.mana) payManaCost(ctx, t.player, parseManaCost(spec.cost.mana), obj.id);
  if (spec.cost.tap) tap(ctx, obj, false, 'to pay {T}');
  if (spec.cost.untap) untap(ctx, obj, RULE.untapSymbol, 'to pay {Q}');
  emit(ctx, {
    type: 'AbilityActivated', objectId: t.stackId, source: obj.id, player: t.player, mana: false, rule: RULE.activate,
    objects: [t.stackId, obj.id, ...t.targets.flat()], cards: obj.cardId ? [obj.cardId] : [],
    text: `${t.player} activated ${displayName(ctx, obj)}'s ability: ${spec.text}`,
  });
  return 'done';
}
