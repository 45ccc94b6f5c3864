/**
 * Soulbond's pairing (CR 702.95a): "you may pair this creature with another unpaired creature you
 * control" (`with` absent: chosen as the ability resolves) or "you may pair that creature with this
 * creature" (`with`: the creature named). Both must be unpaired creatures on the battlefield under
 * the ability's controller's control; the pair lasts for as long as both remain creatures on the
 * battlefield under that player's control (702.95b–c, derived/paired.ts). Declining pairs nothing.
 * Loaded with the cards that have soulbond (every-step.ts).
 */
import { characteristicsAt, displayName } from '../../derived/characteristics';
import { partnerOf } from '../../derived/paired';
import { boardChanged, emit, liveObject, peek, type Ctx } from '../../state/context';
import { ask, takeAnswer } from '../../state/decisions';
import { RULE } from '../../state/rules';
import type { GameObject, ObjectId, PlayerId } from '../../state/types';
import { refObjects, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { sourceName, type StepOf, type StepResult, type StepTable } from './common';

/** An unpaired creature on the battlefield under `player`'s control (CR 702.95a). */
function pairable(ctx: Ctx, o: GameObject | undefined, player: PlayerId): o is GameObject {
  return (
    !!o &&
    o.zone === 'battlefield' &&
    o.controller === player &&
    characteristicsAt(ctx, o, 'types').types.includes('creature') &&
    !partnerOf(ctx, o)
  );
}

function firstLive(ctx: Ctx, r: Resolving, ref: StepOf<'pair'>['what']): GameObject | undefined {
  const o = refObjects(ctx, r, ref)[0];
  return o && o.zone === 'battlefield' ? peek(ctx, o.id) : undefined;
}

function runPair(ctx: Ctx, r: Resolving, t: ResolveTask, step: StepOf<'pair'>): StepResult {
  const you = r.controller;
  const a = firstLive(ctx, r, step.what);
  if (!pairable(ctx, a, you)) return 'next';
  const cands: ObjectId[] = step.with
    ? [firstLive(ctx, r, step.with)].filter((o) => pairable(ctx, o, you) && o.id !== a.id).map((o) => o!.id)
    : ctx.s.battlefield.filter((id) => id !== a.id && pairable(ctx, peek(ctx, id), you));
  if (!cands.length) return 'next';
  const ans = takeAnswer(t);
  if (!Array.isArray(ans))
    return ask(ctx, {
      player: you,
      kind: 'chooseObjects',
      purpose: 'soulbond',
      rule: RULE.soulbond,
      about: r.item,
      prompt: `${sourceName(ctx, r)}: you may pair ${displayName(ctx, a)} with ${step.with ? 'this creature' : 'another unpaired creature you control'} (soulbond; choose none to decline).`,
      candidates: cands,
      min: 0,
      max: 1,
    });
  const chosen = ans.find((id) => cands.includes(id as ObjectId)) as ObjectId | undefined;
  const wa = liveObject(ctx, a.id);
  const wb = chosen ? liveObject(ctx, chosen) : undefined;
  if (!wa || !wb) return 'next';
  wa.pairedWith = { id: wb.id, under: you };
  wb.pairedWith = { id: wa.id, under: you };
  // Abilities that read it ("as long as ~ is paired with another creature") are read again.
  boardChanged(ctx);
  emit(ctx, {
    type: 'Note',
    rule: RULE.soulbond,
    objects: [wa.id, wb.id],
    cards: [wa.cardId, wb.cardId].filter((c): c is NonNullable<typeof c> => !!c),
    text: `${displayName(ctx, wa)} and ${displayName(ctx, wb)} are paired (soulbond).`,
  });
  return 'next';
}

export const soulbondSteps: Pick<StepTable, 'pair'> = {
  pair: { rule: RULE.soulbond, run: runPair },
};
