/**
 * "You may cast an instant or sorcery spell from your hand without paying its mana cost",
 * "You may cast a spell with mana value 4 or less from your hand without paying its mana cost"
 * (CR 608.2g, 118.9): while the effect resolves, its controller may choose a card in their hand
 * and cast it for no mana, the card's timing not applying; everything else about casting does
 * (601.3: targets, prohibitions, additional costs). The words qualify the spell, not the card: a
 * split card's half (709.3a), an Adventure (715.3) or a modal card's back face (712.11b) is read
 * by its own types and mana value, X being 0 (107.3b) — the mana value check is the one cascade
 * uses (`CastContext.manaValueBelow`).
 */
import { backFaceView, castModes, type CastContext, type CastMode } from '../../casting/cast-options';
import { castTask } from '../../casting/cast';
import { hasType } from '../../derived/characteristics';
import { halfNamed } from '../../derived/printed';
import { defOf, peek, type Ctx } from '../../state/context';
import { ask, takeAnswer } from '../../state/decisions';
import { RULE } from '../../state/rules';
import type { GameObject, ObjectId, PlayerId } from '../../state/types';
import { amount, refIds, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { nothing, sourceName, type StepOf, type StepResult, type StepTable } from './common';

/** Whether the spell `mode` casts `obj` as has one of `types` (the half's or face's own, CR 709.3a, 715.3, 712.11b). */
function modeHasType(ctx: Ctx, obj: GameObject, mode: CastMode, types: readonly string[]): boolean {
  const half = halfNamed(defOf(ctx, obj), mode.half);
  if (half) {
    const words = half.typeLine.toLowerCase().split(/[\s—-]+/);
    return types.some((t) => words.includes(t));
  }
  const view = mode.half ? backFaceView(obj) : obj;
  return types.some((t) => hasType(ctx, view, t));
}

/**
 * How `obj` may be cast by this instruction: `null` when no way fits the words; `undefined` when
 * every way the card can be cast now fits (the caster chooses as usual); else the one half or face
 * that fits (`null` for the front face or the creature of an adventurer card). A card whose fitting
 * ways are two of three is not offered (no card is printed so).
 */
function fittingHalf(
  ctx: Ctx,
  obj: GameObject,
  player: PlayerId,
  how: CastContext,
  types: readonly string[] | undefined,
): string | null | undefined | false {
  const { modes } = castModes(ctx, player, obj, how);
  const fit = types ? modes.filter((m) => modeHasType(ctx, obj, m, types)) : modes;
  if (!fit.length) return false;
  const all = new Set(modes.map((m) => m.half));
  const some = [...new Set(fit.map((m) => m.half))];
  if (some.length === all.size) return undefined;
  return some.length === 1 ? (some[0] ?? null) : false;
}

function runCastFromHand(ctx: Ctx, r: Resolving, t: ResolveTask, step: StepOf<'castFromHand'>): StepResult {
  const name = sourceName(ctx, r);
  const p = r.controller;
  if (step.as) r.vars[step.as] = false;
  const most = step.manaValueAtMost === undefined ? undefined : Math.max(-1, amount(ctx, r, step.manaValueAtMost));
  const how: CastContext = {
    free: true,
    duringResolution: true,
    ...(most === undefined ? {} : { manaValueBelow: most + 1 }),
  };
  const halves = new Map<ObjectId, string | null | undefined>();
  // "one of them": only the cards named that are still in the hand (a card that moved is new, CR 400.7).
  const among = step.among ? new Set(refIds(ctx, r, step.among)) : null;
  for (const id of ctx.s.players[p].hand) {
    if (among && !among.has(id)) continue;
    const obj = peek(ctx, id);
    if (!obj) continue;
    const half = fittingHalf(ctx, obj, p, how, step.types);
    if (half !== false) halves.set(id, half);
  }
  if (!halves.size) {
    nothing(ctx, r, `${name}: no card in your hand can be cast this way (${step.prompt}).`, RULE.castDuringResolution);
    return 'next';
  }
  const ans = takeAnswer(t);
  if (!Array.isArray(ans))
    return ask(ctx, {
      player: p,
      kind: 'chooseObjects',
      purpose: 'cast-free',
      rule: RULE.castDuringResolution,
      about: r.item,
      prompt: `${name}: you may ${step.prompt} — choose the card to cast, or none.`,
      candidates: [...halves.keys()],
      min: 0,
      max: 1,
    });
  const id = ans[0] as ObjectId | undefined;
  const obj = id ? peek(ctx, id) : undefined;
  if (!obj || !halves.has(obj.id)) return 'next';
  if (step.as) r.vars[step.as] = true;
  const task = castTask(p, obj.id, 'hand', how, {}, p);
  const half = halves.get(obj.id);
  if (half !== undefined) task.half = half;
  ctx.s.tasks.push(task);
  return 'child';
}

/** The steps of this family. */
export const castFromHandSteps: Pick<StepTable, 'castFromHand'> = {
  castFromHand: { rule: RULE.castDuringResolution, run: runCastFromHand },
};
