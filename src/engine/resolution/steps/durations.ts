/**
 * What an effect from a resolving spell or ability records of its duration (CR 611.2a): the
 * player whose next turn ends an "until your next turn" effect (500.5), and the source and
 * player of a "for as long as you control ~" one, or the source of a "for as long as ~ remains
 * tapped" one (611.2b), which ends as soon as that player no longer controls that object or it is
 * no longer tapped (zones/control.ts ends it).
 */
import type { Duration } from '../../state/card-def';
import { peek, type Ctx } from '../../state/context';
import type { ContinuousEffect } from '../../state/types';
import type { Resolving } from '../refs';

/**
 * The fields `until` adds to an effect; null when a "for as long as …" duration never starts (the
 * source has left the battlefield, changed controller or become untapped as it resolves): then
 * the effect does nothing (CR 611.2b).
 */
export function durationFields(
  ctx: Ctx,
  r: Resolving,
  until: Duration | 'nextUntapStep' | undefined,
): Pick<ContinuousEffect, 'endsAtTurnOf' | 'whileControls' | 'whileTapped'> | null {
  if (until === 'yourNextTurn') return { endsAtTurnOf: r.controller };
  const controls = until === 'whileYouControlSource' || until === 'whileYouControlSourceTapped';
  const tapped = until === 'whileSourceTapped' || until === 'whileYouControlSourceTapped';
  if (!controls && !tapped) return {};
  const src = peek(ctx, r.source);
  if (src?.zone !== 'battlefield' || (controls && src.controller !== r.controller) || (tapped && !src.tapped))
    return null;
  return {
    ...(controls ? { whileControls: { source: r.source, player: r.controller } } : {}),
    ...(tapped ? { whileTapped: r.source } : {}),
  };
}
