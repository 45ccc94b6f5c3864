/**
 * The cleanup step (CR 514): first the active player discards down to their maximum hand size
 * (514.1; seven unless effects say otherwise, 402.2) — a choice, so it is a task that waits for
 * them — then damage wears off and "until end of turn" effects end (514.2). Abilities that
 * trigger during cleanup are put on the stack at the next priority (514.3a's extra priority
 * and cleanup step are not modelled).
 */
import { maxHandSize } from '../derived/restrictions';
import { boardChanged, COPY_EFFECTS, emit, liveObject, peek, simultaneously, type Ctx } from '../state/context';
import { ask, takeAnswer, type Asking } from '../state/decisions';
import { RULE } from '../state/rules';
import type { TaskResult } from '../state/task';
import type { GameObject, ObjectId, PlayerId } from '../state/types';
import { discard } from '../zones/game-actions';
import { readZone } from '../zones/objects';

declare module '../state/task' {
  interface TaskKinds {
    cleanupDiscard: CleanupDiscardTask;
  }
}

/** The active player discarding down to their maximum hand size (CR 514.1). */
export interface CleanupDiscardTask extends Asking {
  kind: 'cleanupDiscard';
  player: PlayerId;
}

/**
 * Begins the cleanup step's actions (CR 514.1–514.2). True when the active player must first
 * choose cards to discard (a task waits for them; the rest follows when it is done).
 */
export function cleanupStep(ctx: Ctx, active: PlayerId): boolean {
  const over = readZone(ctx, 'hand', active).length - maxHandSize(ctx, active);
  if (over > 0) {
    ctx.s.tasks.push({ kind: 'cleanupDiscard', player: active });
    return true;
  }
  endOfTurnEffects(ctx);
  return false;
}

/** Runs the discard to hand size (CR 514.1), then the rest of the cleanup (514.2). */
export function runCleanupDiscardTask(ctx: Ctx, t: CleanupDiscardTask): TaskResult {
  const hand = readZone(ctx, 'hand', t.player);
  const max = maxHandSize(ctx, t.player);
  const n = hand.length - max;
  if (n > 0) {
    const ans = takeAnswer(t);
    if (!Array.isArray(ans)) {
      return ask(ctx, {
        player: t.player,
        kind: 'chooseObjects',
        purpose: 'discard',
        rule: RULE.cleanupDiscard,
        candidates: [...hand],
        min: n,
        max: n,
        prompt: `Cleanup: discard ${n === 1 ? 'a card' : `${n} cards`} (your maximum hand size is ${max}).`,
      });
    }
    const chosen = (ans as ObjectId[]).filter((id) => hand.includes(id)).slice(0, n);
    simultaneously(ctx, () => {
      for (const id of chosen) {
        const card = peek(ctx, id);
        if (card) discard(ctx, card);
      }
    });
    emit(ctx, {
      type: 'Note',
      rule: RULE.cleanupDiscard,
      objects: [t.player],
      cards: [],
      text: `${t.player} discarded down to their maximum hand size of ${max}.`,
    });
  }
  endOfTurnEffects(ctx);
  return 'done';
}

/**
 * CR 514.2: damage wears off, "until end of turn" effects and "this turn" shields end; so does
 * the saddled designation (702.171b).
 */
function endOfTurnEffects(ctx: Ctx): void {
  for (const id of readZone(ctx, 'battlefield')) {
    const o = peek(ctx, id);
    if (o && o.damage) (liveObject(ctx, id) as GameObject).damage = 0;
    if (o?.saddled) delete (liveObject(ctx, id) as GameObject).saddled;
  }
  // Effects without a duration end with their object (CR 400.7): forget those of objects gone.
  if (ctx.s.effects.length) {
    // An ending type change may give a land its rules text back (CR 305.7): the index is read again.
    // So does one that gave abilities in quotation marks (CR 613.1f): they are gone.
    if (ctx.s.effects.some((e) => e.addTypes || e.grants || e.losesAll)) boardChanged(ctx);
    ctx.s.effects = ctx.s.effects.filter(
      (e) =>
        e.until !== 'endOfTurn' &&
        ((e.until !== 'indefinitely' && e.until !== 'nextUntapStep') || !!peek(ctx, e.object)),
    );
    COPY_EFFECTS.sync?.(ctx);
  }
  // Regeneration and prevention shields last "this turn" (CR 514.2).
  if (ctx.s.shields.length) ctx.s.shields = [];
  emit(ctx, {
    type: 'Note',
    rule: RULE.cleanupDamage,
    objects: [],
    cards: [],
    text: 'Damage wore off and "this turn" effects ended.',
  });
}
