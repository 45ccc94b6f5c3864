/**
 * What an effect from a resolving spell or ability records of its duration (CR 611.2a): the
 * player whose next turn ends an "until your next turn" effect (500.5), and the source and
 * player of a "for as long as you control ~" one (611.2b), which ends as soon as that player no
 * longer controls that object (zones/control.ts ends it).
 */
import type { Duration } from '../../state/card-def';
import { peek, type Ctx } from '../../state/context';
import type { ContinuousEffect } from '../../state/types';
import type { Resolving } from '../refs';

/**
 * The fields `until` adds to an effect; null when a "for as long as you control ~" duration
 * never starts (the source has left the battlefield or changed controller as it resolves): then
 * the effect does nothing (CR 611.2b).
 */
export function durationFields(
  ctx: Ctx,
  r: Resolving,
  until: Duration | 'nextUntapStep' | undefined,
): Pick<ContinuousEffect, 'endsAtTurnOf' | 'whileControls'> | null {
  if (until === 'yourNextTurn') return { endsAtTurnOf: r.controller };
  if (until !== 'whileYouControlSource') return {};
  const src = peek(ctx, r.source);
  return src?.zone === 'battlefield' && src.controller === r.controller
    ? { whileControls: { source: r.source, player: r.controller } }
    : null;
}
