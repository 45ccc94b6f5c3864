/**
 * Activating a non-mana activated ability (CR 602.2): the ability is put on the stack, targets
 * are chosen (601.2c via 602.2b), then its cost is paid (601.2g–h): mana first, then the other
 * parts (mana/costs.ts: {T}, {Q}, life, counters, sacrifices, discards, exiling the source).
 * Who may activate it and when (602.2, 602.5: sorcery speed, steps, turns, "no more than twice
 * each turn", "only if") is checked by mana/activation-rules.ts. Abilities of cards in a hand
 * (cycling, CR 702.29a) are activated the same way.
 */
import type { ActivatedSpec } from '../state/card-def';
import { activatedAbility, GRANTED_ABILITY_BASE, isManaAbility } from '../derived/abilities';
import { displayName } from '../derived/characteristics';
import { emit, liveObject, newObjectId, peek, type Ctx } from '../state/context';
import { getLki } from '../state/object-table';
import { faceKeyOf } from '../state/faces';
import { ask, takeAnswer } from '../state/decisions';
import { ensure } from '../state/errors';
import { abilityTargeter, hasLegalTargets, legalChoice, legalTargets } from '../derived/filters';
import { withAbilityX } from '../derived/object-filter';
import { abilityRefusal, noteActivation } from '../mana/activation-rules';
import { payOtherCosts, type CostProgress } from '../mana/costs';
import { activationCosts } from '../mana/lazy-activation-costs';
import { fixX, parseManaCost } from '../state/mana-cost';
import { withAbilityCostChanges } from './cost-changes';
import { payManaCost } from '../mana/pay-mana';
import { phyrexianCode } from '../mana/phyrexian-hook';
import { chooseDivision, type Dividing } from './division';
import { RULE } from '../state/rules';
import { splitSecondRefusal } from './split-second';
import type { EntityId, GameObject, ObjectId, PlayerId } from '../state/types';

declare module '../state/task' {
  interface TaskKinds {
    activate: ActivateTask;
  }
}

export interface ActivateTask extends CostProgress, Dividing {
  kind: 'activate';
  player: PlayerId;
  source: ObjectId;
  ability: number;
  stage: 'x' | 'targets' | 'divide' | 'pay';
  /** X announced for the cost's {X} (CR 602.2b → 601.2b); undefined until chosen. */
  x?: number;
  /** For each Phyrexian symbol of its mana cost, whether it is paid with 2 life (CR 107.4f, 602.2b). */
  phyrexianLife?: boolean[];
  givenTargets: EntityId[] | null;
  targets: EntityId[][];
  stackId: ObjectId;
  /** The ability as it was activated (its source may leave while the cost is paid, CR 113.7a). */
  spec: ActivatedSpec;
  sourceName: string;
}

/** Why this activated ability (number `index`) can't be activated now, or null (CR 602.2, 602.5, 118.3, 115, split second 702.61a). */
export function activationRefusal(
  ctx: Ctx,
  obj: GameObject,
  spec: ActivatedSpec,
  index: number,
  player: PlayerId,
): { reason: string; rule: string } | null {
  const r = splitSecondRefusal(ctx) ?? abilityRefusal(ctx, obj, spec, index, player);
  if (r) return r;
  for (const tspec of spec.targets ?? []) {
    if (!hasLegalTargets(ctx, tspec, player, obj.id, abilityTargeter(ctx, obj.id, player)))
      return { reason: `there is no legal target (${tspec.label})`, rule: RULE.targets };
  }
  return null;
}

/** Starts activating ability `index` of `obj`. */
export function activateTask(
  ctx: Ctx,
  player: PlayerId,
  obj: GameObject,
  index: number,
  targets: EntityId[] | null,
  x?: number,
): ActivateTask {
  const spec = activatedAbility(ctx, obj, index);
  ensure(spec && !isManaAbility(spec), 'no such non-mana activated ability', RULE.activate);
  const refusal = activationRefusal(ctx, obj, spec, index, player);
  ensure(!refusal, refusal?.reason ?? '', refusal?.rule ?? RULE.activate);
  noteActivation(ctx, obj, index, spec);
  const id = newObjectId(ctx);
  const sourceName = displayName(ctx, obj);
  ctx.s.abilities[id] = {
    id,
    kind: 'activated',
    source: obj.id,
    sourceName,
    def: faceKeyOf(obj),
    abilityIndex: index,
    controller: player,
    targets: [],
    x: 0,
    trigger: {},
    steps: null,
    condition: null,
    text: spec.text,
    stackedAt: ctx.s.nextTimestamp,
    // An ability an effect gave it (CR 613.1f) carries its own text: not its card's (113.7a).
    ...(index >= GRANTED_ABILITY_BASE ? { granted: { activated: spec } } : {}),
  };
  ctx.s.stack.push(id);
  return {
    kind: 'activate',
    player,
    source: obj.id,
    ability: index,
    stage: 'x',
    ...(x !== undefined ? { x } : {}),
    givenTargets: targets ? [...targets] : null,
    targets: [],
    stackId: id,
    spec,
    sourceName,
  };
}

/** Runs an activation task. */
export function runActivateTask(ctx: Ctx, t: ActivateTask): 'done' | 'wait' {
  const spec = t.spec;
  if (t.stage === 'x') {
    if (chooseX(ctx, t) === 'wait') return 'wait';
    t.stage = 'targets';
  }
  // Its X is announced before its targets are chosen (CR 602.2b, 601.2b-c): "target … with mana
  // value X", and "X target artifacts" is exactly X targets.
  const specs = withAbilityX(spec.targets ?? [], t.x ?? 0).map((s) =>
    s.countIsX ? { ...s, min: s.upToX ? 0 : (t.x ?? 0), max: t.x ?? 0 } : s,
  );
  while (t.stage === 'targets') {
    const slot = specs[t.targets.length];
    if (!slot) {
      t.stage = 'divide';
      break;
    }
    let chosen: EntityId[];
    const by = abilityTargeter(ctx, t.source, t.player, t.stackId);
    if (t.givenTargets) chosen = t.givenTargets.splice(0, slot.max);
    else {
      const ans = takeAnswer(t);
      if (!Array.isArray(ans)) {
        const candidates = legalTargets(ctx, slot, t.player, t.source, by, t.targets);
        // "Another target" with nothing left to choose: the activation is illegal (CR 602.2b, 115.3).
        ensure(
          !slot.distinctFromPrior || candidates.length >= slot.min,
          `${slot.label}: no legal target is left`,
          RULE.targets,
        );
        return ask(ctx, {
          player: t.player,
          kind: 'chooseObjects',
          purpose: 'targets',
          rule: RULE.activate,
          about: t.source,
          prompt: `Choose ${slot.label} for ${t.sourceName}'s ability.`,
          candidates,
          min: slot.min,
          max: slot.max,
        });
      }
      chosen = ans;
    }
    const bad = legalChoice(ctx, slot, chosen, t.player, t.source, by, t.targets);
    ensure(!bad, bad ?? '', RULE.targets);
    t.targets.push(chosen);
  }
  const ability = ctx.s.abilities[t.stackId];
  if (ability) ability.targets = t.targets;
  if (t.stage === 'divide') {
    // CR 602.2b (applying 601.2d): the division is announced after the targets, before the costs.
    const division = chooseDivision(ctx, t, {
      player: t.player,
      about: t.source,
      name: `${t.sourceName}'s ability`,
      steps: spec.steps ?? [],
      targets: t.targets,
      x: t.x ?? 0,
    });
    if (division === 'wait') return 'wait';
    if (ability && division) ability.division = division;
    t.stage = 'pay';
  }
  if (t.costStep === undefined) {
    const obj = liveObject(ctx, t.source);
    ensure(obj, 'the source is gone', RULE.activate);
    if (spec.cost.mana) {
      let cost = withAbilityCostChanges(ctx, spec, fixX(parseManaCost(spec.cost.mana), t.x ?? 0), t.player, obj.id);
      // CR 701.67a: artifacts and creatures tapped pay part of a waterbend cost.
      if (spec.cost.waterbend) {
        const left = activationCosts('waterbend').payWaterbend(ctx, t, obj, spec.cost, t.player, cost);
        if (left === 'wait') return 'wait';
        cost = left;
      }
      if (cost.phyrexian?.length) {
        // CR 602.2b, 107.4f: how each Phyrexian symbol is paid, mana or 2 life, announced first.
        const code = phyrexianCode();
        if (code.announce(ctx, t, t.source, t.sourceName, cost.phyrexian) === 'wait') return 'wait';
        const paid = code.paid(cost, t.phyrexianLife ?? []);
        payManaCost(ctx, t.player, paid.cost, obj.id, { ability: obj.id });
        code.payLife(ctx, t.player, paid.life, `to activate ${t.sourceName}'s ability`);
      } else payManaCost(ctx, t.player, cost, obj.id, { ability: obj.id });
    }
    t.costStep = 0;
  }
  if (payOtherCosts(ctx, t, t.source, spec.cost, t.player, false) === 'wait') return 'wait';
  if (ability && t.sacrificed?.length) ability.sacrificed = [...t.sacrificed];
  // CR 702.49c: what the returned attacker attacked, for the creature put onto the battlefield attacking.
  if (ability && t.returnedAttacked !== undefined) ability.vars = { ...ability.vars, attacked: t.returnedAttacked };
  const cardId = (peek(ctx, t.source) ?? getLki(ctx.s, t.source)?.object)?.cardId;
  emit(ctx, {
    type: 'AbilityActivated',
    objectId: t.stackId,
    source: t.source,
    player: t.player,
    mana: false,
    rule: RULE.activate,
    objects: [t.stackId, t.source, ...t.targets.flat()],
    cards: cardId ? [cardId] : [],
    text: `${t.player} activated ${t.sourceName}'s ability: ${spec.text}`,
  });
  return 'done';
}

/**
 * CR 602.2b (applying 601.2b): an ability with {X} or −X in its cost has X announced before its
 * targets are chosen; the value is the ability's X while it resolves (107.3a). −X removes X
 * loyalty counters, so X is at most the loyalty the source has (606.5). Without X, no value may
 * be given. Returns 'wait' while the player is asked.
 */
function chooseX(ctx: Ctx, t: ActivateTask): 'done' | 'wait' {
  const cost = t.spec.cost;
  const minusX = !!cost.loyaltyX;
  const source = peek(ctx, t.source);
  let loyalty = minusX ? (source?.counters.loyalty ?? 0) : 99;
  // "Remove X +1/+1 counters from ~": X is at most what those parts can pay (CR 118.3; mana/x-costs.ts).
  const partsX = !!cost.costX && !!source;
  if (partsX) loyalty = activationCosts('X').maxCostX(ctx, source, cost, t.player, loyalty);
  const hasX = minusX || partsX || (!!cost.mana && parseManaCost(cost.mana).xCount > 0);
  if (!hasX) {
    ensure(!t.x, `${t.sourceName}'s ability has no X in its cost`, RULE.xChosen);
    t.x = 0;
  } else if (t.x === undefined) {
    const ans = takeAnswer(t);
    if (typeof ans !== 'number') {
      return ask(ctx, {
        player: t.player,
        kind: 'chooseNumber',
        purpose: 'x',
        rule: RULE.activateCost,
        about: t.source,
        prompt: `Choose X for ${t.sourceName}'s ability.`,
        min: 0,
        max: loyalty,
      });
    }
    t.x = ans;
  }
  ensure(Number.isInteger(t.x) && (t.x ?? 0) >= 0, 'X must be a whole number, 0 or more', RULE.xChosen);
  ensure(
    (t.x ?? 0) <= loyalty,
    partsX
      ? `X can be at most ${loyalty}: its cost can't be paid with a greater X`
      : `−X removes ${t.x} loyalty counters, and ${t.sourceName} has ${loyalty}`,
    partsX ? RULE.costResources : RULE.loyaltyNegative,
  );
  const ability = ctx.s.abilities[t.stackId];
  if (ability) ability.x = t.x ?? 0;
  return 'done';
}
