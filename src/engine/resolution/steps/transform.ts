/**
 * "Transform this creature" (CR 701.27): each double-faced permanent named turns over
 * (zones/transform.ts). Nothing happens to one that isn't double-faced (701.27c) or whose other
 * face is an instant or sorcery (712.10), nor to the source of an ability that has transformed
 * since the ability was put on the stack (701.27f: "transform this creature" on a werewolf whose
 * trigger resolves after something else transformed it does nothing).
 */
import { reclassify } from '../../derived/board-cache';
import { displayName } from '../../derived/characteristics';
import { defByKey, emit, type Ctx } from '../../state/context';
import { RULE } from '../../state/rules';
import { cantTransform, transformPermanent } from '../../zones/transform';
import { refObjects, type Resolving } from '../refs';
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

export const transformSteps: Pick<StepTable, 'transform' | 'flip'> = {
  transform: { rule: RULE.transform, run: runTransform },
  flip: { rule: RULE.flipCard, run: runFlip },
};
