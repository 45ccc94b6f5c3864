/**
 * "At the beginning of ..." triggers (CR 603.2b): they trigger as the step begins, for the
 * steps whose active player the ability names — "your upkeep", "each player's upkeep" or "the
 * end step" (`each`), "each opponent's upkeep", "the upkeep of enchanted creature's
 * controller", "the chosen player's upkeep". The data: `player`, the active player ("that player").
 */
import { peek, type Ctx } from '../../state/context';
import { RULE } from '../../state/rules';
import { isPlayerId, type PlayerId } from '../../state/types';
import type { TriggerDetector, Watcher } from '../watcher';

/** The controller of what the watcher enchants (or the enchanted player). */
function enchantedController(ctx: Ctx, w: Watcher): PlayerId | null {
  const host = w.obj.attachedTo;
  if (!host) return null;
  if (isPlayerId(host)) return host;
  return peek(ctx, host)?.controller ?? null;
}

export const step: TriggerDetector<'step'> = {
  rule: RULE.stepTrigger,
  events: ['StepBegan'],
  match(ctx, ev, spec, w) {
    if (ev.type !== 'StepBegan' || ev.step !== spec.step) return [];
    const active = ctx.s.turn.active;
    const you = w.obj.controller;
    const whose = spec.whose;
    const ok =
      whose === 'each' ||
      (whose === 'you'
        ? active === you
        : whose === 'opponent'
          ? active !== you
          : whose === 'chosenPlayer'
            ? w.obj.chosenPlayer === active
            : enchantedController(ctx, w) === active);
    return ok ? [{ player: active }] : [];
  },
};
