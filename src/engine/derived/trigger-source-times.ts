/**
 * "If a triggered ability of a legendary creature you control triggers, that ability triggers an
 * additional time" (Annie Joins Up; "If an ability of a Ninja creature you control triggers",
 * Splinter; CR 603.2d): how many such static abilities name a permanent whose triggered ability
 * triggers. Read by the trigger-times hook (triggers/trigger-times.ts) and by triggered mana
 * abilities, which resolve at once (mana/triggered-mana.ts, CR 605.4a); only those lazily loaded
 * modules import this one.
 */
import { READER } from './characteristics';
import { staticCandidate } from './layers';
import { matchesObjectFilter } from './object-filter';
import { affectsPlayer } from './static-parts';
import { staticIndex } from './statics';
import { conditionHolds } from './static-values';
import { peek, type Ctx } from '../state/context';
import type { GameObject } from '../state/types';

/**
 * How many abilities add a time to a triggered ability of `obj`, a permanent (as it is, or as it
 * last existed on the battlefield for a leaves-the-battlefield ability, CR 603.10a), by its
 * controller's static abilities on the battlefield now.
 */
export function sourceTriggerTimes(ctx: Ctx, obj: GameObject): number {
  let n = 0;
  for (const app of staticIndex(ctx).players) {
    const source = app.spec.triggersAdditionalTime?.source;
    if (!source || !peek(ctx, app.source)) continue;
    const k = staticCandidate(ctx, app);
    if (!affectsPlayer(app.spec, k.scope.you, obj.controller)) continue;
    if (app.spec.condition && !conditionHolds(ctx, READER, k.scope, app.spec.condition)) continue;
    if (matchesObjectFilter(ctx, READER, obj, { ...source, zone: 'battlefield' }, k.scope.you, app.source)) n++;
  }
  return n;
}
