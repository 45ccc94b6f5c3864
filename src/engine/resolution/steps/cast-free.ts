/**
 * "You may cast that card without paying its mana cost" (CR 608.2g, 118.9): the card named is
 * cast during the resolution (its card type's timing doesn't apply) if it is still where it was
 * named — a card that moved is a new object the instruction can't find (400.7) — and if it can be
 * cast now (601.3: targets, prohibitions). Rebound's delayed trigger uses it (702.88a); a defeated
 * Siege's trigger casts its card transformed (310.11b): as its back face.
 */
import { backFaceView, castModes, type CastContext } from '../../casting/cast-options';
import { castTask } from '../../casting/cast';
import { displayName } from '../../derived/characteristics';
import { liveObject, type Ctx } from '../../state/context';
import { ask, takeAnswer } from '../../state/decisions';
import { RULE } from '../../state/rules';
import { refId, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { nothing, sourceName, type StepOf, type StepResult, type StepTable } from './common';

function runCastFree(ctx: Ctx, r: Resolving, t: ResolveTask, step: StepOf<'castFree'>): StepResult {
  const name = sourceName(ctx, r);
  const id = refId(ctx, r, step.what);
  const card = id && id !== 'p1' && id !== 'p2' ? liveObject(ctx, id) : undefined;
  const how: CastContext = step.madness
    ? { free: false, duringResolution: true, madness: true }
    : step.miracle
      ? { free: false, duringResolution: true, miracle: true }
      : {
          free: true,
          duringResolution: true,
          ...(step.exileInstead ? { exileInstead: true } : {}),
          ...(step.suspended ? { suspended: true } : {}),
        };
  if (step.as) r.vars[step.as] = false;
  if (!card) {
    nothing(ctx, r, `${name}: the card has left the zone it was in, so it can't be cast (CR 400.7).`, RULE.newObject);
    return 'next';
  }
  // Cast transformed (CR 712.11c): as its back face, which alone it is as a spell (712.8e).
  const { modes, refusals } = castModes(ctx, r.controller, step.transformed ? backFaceView(card) : card, how);
  if (!modes.length) {
    nothing(
      ctx,
      r,
      `${name}: ${displayName(ctx, card)} can't be cast now${refusals[0] ? `: ${refusals[0].reason}` : ''}.`,
      refusals[0]?.rule ?? RULE.castDuringResolution,
    );
    return 'next';
  }
  const ans = takeAnswer(t);
  if (typeof ans !== 'boolean')
    return ask(ctx, {
      player: r.controller,
      kind: 'may',
      purpose: 'cast-free',
      rule: RULE.castDuringResolution,
      about: card.id,
      prompt: `${name}: ${step.prompt}`,
    });
  if (!ans) return 'next';
  if (step.as) r.vars[step.as] = true;
  if (step.transformed) card.backFaceUp = true;
  ctx.s.tasks.push(castTask(r.controller, card.id, card.zone, how, {}, card.zonePlayer ?? r.controller));
  return 'child';
}

/** The steps of this family. */
export const castFreeSteps: Pick<StepTable, 'castFree'> = {
  castFree: { rule: RULE.castDuringResolution, run: runCastFree },
};
