/**
 * A permanent spell resolving (CR 608.3): "as enters" choices (614.12: a nonland card name,
 * Meddling Mage; a colour; asked by zones/entering-ask.ts, as on every other path onto the
 * battlefield), then it enters the battlefield under its controller's control
 * (608.3a) — with the replacements on entering applied (zones/entering.ts: counters, with the
 * spell's X per 107.3m; entering tapped; choosing an opponent); an Aura enters attached to its
 * target (608.3c) or, if that target is illegal, goes to the graveyard (608.3b); a copy of a
 * permanent spell becomes a token (608.3f) and keeps haste granted to it (400.7a); one cast using
 * sneak enters tapped and attacking (702.190b).
 */
import { defOf, type Ctx } from '../state/context';
import { moveObject } from '../zones/objects';
import { LAZY_ROOMS } from '../derived/printed';
import { announceAttached } from '../zones/attach';
import { askEntering } from '../zones/entering-ask';
import { RULE } from '../state/rules';
import type { ResolveTask } from './resolve-task';
import type { RememberedAltCost } from '../state/card-def';
import { costKeywords } from '../casting/cost-keywords';
import type { GameObject, SpellInfo } from '../state/types';
import { ATTACKING } from './steps/common';

/** The remembered alternative cost a resolving spell's permanent carries, if any (CR 118.9, 707.10). */
function rememberedAltCost(info: SpellInfo | null | undefined): RememberedAltCost | undefined {
  const c = info?.altCost;
  if (c === 'evoke' || c === 'dash' || c === 'blitz' || c === 'warp' || c === 'prowl') return c;
  return info?.offspring ? 'offspring' : undefined;
}

/** Enters `spell` (on the stack) as a permanent. Returns 'wait' while a choice is pending. */
export function enterAsPermanent(ctx: Ctx, t: ResolveTask, spell: GameObject): 'done' | 'wait' {
  const def = defOf(ctx, spell);
  // CR 614.12: its "as enters" choices are made before it moves (zones/entering-ask.ts).
  const answers = askEntering(ctx, t, t.vars, spell, spell.controller);
  if (answers === 'wait') return 'wait';
  const info = spell.spell;
  const isCopy = spell.copyOf !== null;
  const paid = rememberedAltCost(info);
  const auraTarget = def.enchant ? t.targets[0]?.[0] : undefined;
  // CR 709.5: a Room spell's door is unlocked as the Room enters (the only split card that enters).
  const door = def.halves ? info?.half : undefined;
  const permanent = moveObject(ctx, spell.id, 'battlefield', {
    controller: spell.controller,
    rule: isCopy ? RULE.copyBecomesToken : RULE.permanentEnters,
    why: isCopy ? 'a copy of a permanent spell resolves and becomes a token' : 'resolved',
    enterX: info?.x ?? 0,
    enterKicked: !!info?.kicked,
    enterAnswers: answers,
    // CR 118.9, 707.10: evoke's, dash's, blitz's and warp's abilities read the cost paid.
    ...(paid ? { enterAltCostPaid: paid } : {}),
    // CR 702.157a, 707.10: squad's trigger reads how many times its cost was paid.
    ...(info?.copyCostPaid ? { enterCopyCostPaid: info.copyCostPaid } : {}),
    // CR 601.2, 707.10: a spell that was cast (not a copy put on the stack) remembers it.
    ...(!isCopy && info?.castFrom ? { enterCast: { player: spell.controller, from: info.castFrom } } : {}),
    ...(auraTarget ? { enterAttachedTo: auraTarget } : {}),
    ...(door ? { enterUnlocked: door } : {}),
    // CR 712.13: with the face up it had on the stack.
    ...(spell.backFaceUp ? { backFaceUp: true } : {}),
    // CR 708.4: a face-down spell resolves into a face-down permanent.
    ...(spell.faceDown ? { faceDown: spell.faceDown } : {}),
  });
  permanent.controlSince = ctx.s.turn.number;
  permanent.hasteGranted = spell.hasteGranted;
  permanent.etbX = info?.x ?? 0;
  if (isCopy) permanent.token = true;
  if (auraTarget) announceAttached(ctx, permanent, auraTarget, RULE.auraEnters);
  if (door && permanent.unlocked?.includes(door)) LAZY_ROOMS.entered?.(ctx, permanent, door);
  // CR 702.109a, 702.152a, 702.185a: dash, blitz and warp return, sacrifice or exile it at the next end step.
  if (permanent.zone === 'battlefield' && (paid === 'dash' || paid === 'blitz' || paid === 'warp'))
    costKeywords(paid).setUpAltCostEndStep(ctx, permanent, paid);
  // CR 702.190b: cast using sneak (a copy isn't cast), it enters tapped and attacking what the
  // returned creature attacked.
  if (!isCopy && info?.sneakAttacked !== undefined && permanent.zone === 'battlefield') {
    permanent.tapped = true;
    ATTACKING.enter!(ctx, permanent, info.sneakAttacked);
  }
  return 'done';
}
