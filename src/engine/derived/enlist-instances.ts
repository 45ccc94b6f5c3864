/**
 * Enlist's own reflexive abilities (CR 702.154a) of a permanent, one per instance: read by the
 * attack declaration's questions (../turn/exert-attacking.ts) and by the trigger that answers an
 * enlisting (../triggers/detectors/exert-attacking.ts), which may not import turn/.
 */
import type { TriggerSpec } from '../state/card-def';
import { defOf, type Ctx } from '../state/context';
import type { GameObject } from '../state/types';
import { grantedAbilitiesOf } from './characteristics';
import { staticIndex } from './statics';

/** Enlist's own reflexive abilities (CR 702.154a) of `o`, one per instance: its own, then those granted to it. */
export function enlistInstances(ctx: Ctx, o: GameObject): TriggerSpec[] {
  if (!staticIndex(ctx).triggerSources.includes(o.id)) return [];
  const own = (defOf(ctx, o).triggered ?? []).map((t) => t.on);
  const granted = grantedAbilitiesOf(ctx, o).flatMap((g) => ('triggered' in g.ability ? [g.ability.triggered.on] : []));
  return [...own, ...granted].filter((on) => on.event === 'enlisted' && !!on.keyword);
}
