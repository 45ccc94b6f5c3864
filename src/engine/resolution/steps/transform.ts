/**
 * "Transform this creature" (CR 701.27): each double-faced permanent named turns over
 * (zones/transform.ts). Nothing happens to one that isn't double-faced (701.27c) or whose other
 * face is an instant or sorcery (712.10), nor to the source of an ability that has transformed
 * since the ability was put on the stack (701.27f: "transform this creature" on a werewolf whose
 * trigger resolves after something else transformed it does nothing).
 */
import { reclassify } from '../../derived/board-cache';
import { displayName } from '../../derived/characteristics';
import { defByKey, defOf, emit, peek, simultaneously, type Ctx } from '../../state/context';
import { RULE } from '../../state/rules';
import { isPlayerId, type GameObject, type ObjectId, type PlayerId } from '../../state/types';
import { askEntering, decidedEnteringChoices, type EnteringAnswers } from '../../zones/entering-ask';
import { moveObject } from '../../zones/objects';
import { cantTransform, transformPermanent } from '../../zones/transform';
import { refIds, refObjects, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { nothing, sourceName, type StepOf, type StepResult, type StepTable } from './common';

function runTransform(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'transform'>): StepResult {
  const name = sourceName(ctx, r);
  for (const obj of refObjects(ctx, r, step.what)) {
    if (obj.zone !== 'battlefield') continue;
    const since = r.ability?.stackedAt;
    if (obj.id === r.source && since !== undefined && (obj.transformedAt ?? -1) >= since) {
      nothing(
        ctx,
        r,
        `${name}: it has transformed since this ability was put on the stack, so it doesn't transform again (CR ${RULE.transformOnce}).`,
        RULE.transformOnce,
      );
      continue;
    }
    const refusal = cantTransform(ctx, obj);
    if (refusal) {
      nothing(ctx, r, `${name}: ${refusal.reason}, so nothing happens (CR ${refusal.rule}).`, refusal.rule);
      continue;
    }
    // CR 702.145b, 702.145e: a daybound or nightbound permanent transforms only by that ability.
    const bound = defOf(ctx, obj).dayNightBound;
    if (bound) {
      const rule = bound === 'day' ? RULE.daybound : RULE.nightbound;
      const why = `${displayName(ctx, obj)} has ${bound}bound and can't transform except by it`;
      nothing(ctx, r, `${name}: ${why}, so nothing happens (CR ${rule}).`, rule);
      continue;
    }
    transformPermanent(ctx, obj, `by ${name}`);
  }
  return 'next';
}

/**
 * "Flip this creature" (CR 710): each flip card named, on the battlefield and not yet flipped,
 * becomes flipped (`backFaceUp`: its flipped half applies, 710.2). It is the same object, with no
 * new timestamp and no transformation. Nothing happens to one that isn't a flip card or is already
 * flipped (710.4); a flipped permanent that leaves the battlefield forgets it was (zones/objects.ts).
 */
function runFlip(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'flip'>): StepResult {
  const name = sourceName(ctx, r);
  for (const obj of refObjects(ctx, r, step.what)) {
    if (obj.zone !== 'battlefield') continue;
    const card = defByKey(ctx, obj.def);
    if (card.doubleFaced !== 'flip' || !card.back || obj.backFaceUp) {
      const why = obj.backFaceUp ? 'is already flipped' : 'is not a flip card';
      nothing(
        ctx,
        r,
        `${name}: ${displayName(ctx, obj)} ${why}, so nothing happens (CR ${RULE.flipOneWay}).`,
        RULE.flipOneWay,
      );
      continue;
    }
    const before = displayName(ctx, obj);
    obj.backFaceUp = true;
    // Its name, text, type line and P/T are the flipped half's now (CR 710.2): the board index must look again.
    reclassify(ctx);
    emit(ctx, {
      type: 'Note',
      rule: RULE.flipCard,
      objects: [obj.id],
      cards: obj.cardId ? [obj.cardId] : [],
      text: `${before} flipped: it is ${displayName(ctx, obj)} now, the same permanent (CR ${RULE.flipCard}).`,
    });
  }
  return 'next';
}

/**
 * "Return it to the battlefield transformed under your control" (CR 712.14a): each card named
 * enters with its back face up — it doesn't transform (no "transforms into" trigger, 701.27), it
 * enters as its back face, whose "as enters" choices are asked first (614.12). A card that isn't a
 * transforming double-faced card, or whose back face is an instant or sorcery, stays where it is
 * (712.14a, 712.10); so does an object that has left the zone the effect found it in (400.7).
 */
function runPutTransformed(ctx: Ctx, r: Resolving, t: ResolveTask, step: StepOf<'putTransformed'>): StepResult {
  const name = sourceName(ctx, r);
  const ids = refIds(ctx, r, step.what).filter((id) => !isPlayerId(id));
  const controllerOf = (obj: GameObject): PlayerId => (step.controller === 'owner' ? obj.owner : r.controller);
  const backUp = (obj: GameObject): GameObject => ({ ...obj, backFaceUp: true });
  const movable: GameObject[] = [];
  for (const id of ids) {
    const obj = peek(ctx, id);
    if (!obj) {
      nothing(
        ctx,
        r,
        `${name}: the card to put onto the battlefield is no longer there; a card that changed zones is a new object (CR ${RULE.newObject}).`,
        RULE.newObject,
      );
      continue;
    }
    const refusal = obj.zone === 'battlefield' || obj.faceDown ? null : cantTransform(ctx, obj);
    if (obj.zone === 'battlefield' || obj.faceDown || refusal) {
      const why = refusal ? refusal.reason : `${displayName(ctx, obj)} can't be put onto the battlefield transformed`;
      nothing(
        ctx,
        r,
        `${name}: ${why}, so it stays where it is (CR ${RULE.entersTransformed}).`,
        RULE.entersTransformed,
      );
      continue;
    }
    movable.push(obj);
  }
  // CR 614.12: it enters as its back face, which makes its "as enters" choices first.
  const answers = new Map<ObjectId, EnteringAnswers>();
  for (const obj of movable) {
    if (!decidedEnteringChoices(ctx, backUp(obj)).length) continue;
    const a = askEntering(ctx, t, t.vars, backUp(obj), controllerOf(obj));
    if (a === 'wait') return 'wait';
    answers.set(obj.id, a);
  }
  const found: ObjectId[] = [];
  simultaneously(ctx, () => {
    for (const obj of movable) {
      const moved = moveObject(ctx, obj.id, 'battlefield', {
        controller: controllerOf(obj),
        backFaceUp: true,
        ...(answers.has(obj.id) ? { enterAnswers: answers.get(obj.id) } : {}),
        rule: RULE.entersTransformed,
        why: `put onto the battlefield transformed${step.tapped ? ' and tapped' : ''} by ${name}`,
      });
      if (step.tapped) moved.tapped = true;
      found.push(moved.id);
    }
  });
  // CR 400.7j: the effect can find what it moved to a public zone.
  if (step.as) r.vars[step.as] = found.length === 1 ? (found[0] as ObjectId) : found;
  return 'next';
}

export const transformSteps: Pick<StepTable, 'transform' | 'flip' | 'putTransformed'> = {
  transform: { rule: RULE.transform, run: runTransform },
  putTransformed: { rule: RULE.entersTransformed, run: runPutTransformed },
  flip: { rule: RULE.flipCard, run: runFlip },
};
