/**
 * Skipped turns (CR 614.10, 614.10a): "You skip your next turn" (resolution/steps/turns.ts) counts
 * turns to skip; as a new turn would begin, each of those for the player whose turn comes next is
 * used up and the turn after it in order comes next (an extra turn can be skipped too, 500.7).
 * Skipped steps (614.10): "Skip your draw step", "… untap step" by a static ability (`skipsStep`).
 * Loaded with the step table (every-step.ts; ../steps-ready.ts loads it for a definition with
 * `skipsStep`) and installed into ./turn.ts.
 */
import { READER, displayName } from '../derived/characteristics';
import { staticCandidate } from '../derived/layers';
import { affectsPlayer, STATIC_PARTS } from '../derived/static-parts';
import { staticIndex } from '../derived/statics';
import { conditionHolds } from '../derived/static-values';
import { emit, peek, type Ctx } from '../state/context';
import { RULE } from '../state/rules';
import { STEP_NAMES } from '../state/step-names';
import type { GameObject, PlayerId } from '../state/types';
import { SKIPPED_TURNS, takeNextTurn } from './turn';

/**
 * CR 614.10: while the player whose turn comes next has a turn to skip, that turn doesn't happen
 * (one skip used up) and the turn after it in order comes next.
 */
SKIPPED_TURNS.skip = (ctx, first) => {
  const t = ctx.s.turn;
  let next = first;
  for (let i = t.skipTurns?.indexOf(next.player) ?? -1; i >= 0; i = t.skipTurns?.indexOf(next.player) ?? -1) {
    t.skipTurns = t.skipTurns?.filter((_, j) => j !== i);
    if (!t.skipTurns?.length) delete t.skipTurns;
    emit(ctx, {
      type: 'Note',
      rule: RULE.skipStep,
      objects: [next.player],
      cards: [],
      text: `${next.player} skips ${next.extra ? 'an extra' : 'their'} turn.`,
    });
    next = takeNextTurn(t, next.player);
  }
  return next;
};

/** The permanent whose static ability makes `player` skip `step` now (CR 614.10), or null. */
export function stepSkippedBy(ctx: Ctx, player: PlayerId, step: 'untap' | 'draw'): GameObject | null {
  const idx = staticIndex(ctx);
  if (!idx.uses.cant) return null;
  for (const app of [...idx.players, ...(idx.onHost.get(player) ?? [])]) {
    const source = peek(ctx, app.source);
    if (!source || !app.spec.skipsStep) continue;
    const k = staticCandidate(ctx, app);
    const covers =
      'players' in app.spec.affects ? affectsPlayer(app.spec, k.scope.you, player) : source.attachedTo === player;
    if (!covers || (app.spec.condition && !conditionHolds(ctx, READER, k.scope, app.spec.condition))) continue;
    const out: ('untap' | 'draw')[] = [];
    STATIC_PARTS.skipsStep.collect(out, app.spec.skipsStep);
    if (out.includes(step)) return source;
  }
  return null;
}

/** CR 614.10: a skipped step doesn't happen (no turn-based action, no "at the beginning of"); it is noted. */
SKIPPED_TURNS.step = (ctx, next) => {
  const skippedBy = stepSkippedBy(ctx, ctx.s.turn.active, next);
  if (!skippedBy) return false;
  ctx.s.turn.step = next;
  emit(ctx, {
    type: 'Note',
    rule: RULE.skipStep,
    objects: [skippedBy.id, ctx.s.turn.active],
    cards: [],
    text: `${ctx.s.turn.active} skips ${STEP_NAMES[next]} (${displayName(ctx, skippedBy)}).`,
  });
  return true;
};
