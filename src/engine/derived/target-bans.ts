/**
 * Static abilities saying what an object "can't be the target of" (CR 115.1, 101.2: "can't" beats
 * "can"): "This creature can't be the target of black spells or abilities from black sources",
 * "Enchanted creature can't be the target of spells or abilities your opponents control",
 * "… of Aura spells", "… of abilities from artifact sources". A spell is read by its own
 * characteristics, an ability by its source's (CR 113.7, live or as it last existed); "your
 * opponents" are the static ability's controller's. Only targeting is refused: an Aura put onto
 * the battlefield attached to it, or one already attached, is not targeting it (CR 115.10,
 * 303.4). A player is covered the same way: "You have hexproof" (CR 702.11c) is "You can't be
 * the target of spells or abilities your opponents control", "You have shroud" (702.18c) of any.
 * Installed into derived/filters.ts's TARGET_BANS as this module loads (every-step.ts).
 */
import type { ObjectFilter, TargetingBan } from '../state/card-def';
import { peek, type Ctx } from '../state/context';
import { RULE } from '../state/rules';
import type { GameObject, PlayerId } from '../state/types';
import { READER, characteristicsAt, displayName } from './characteristics';
import { matchesFilter, TARGET_BANS } from './filters';
import type { Targeter } from './keywords';
import { candidateApplies, candidatesFor, staticCandidate } from './layers';
import { affectsPlayer } from './static-parts';
import { conditionHolds } from './static-values';
import { staticIndex } from './statics';

/** Whether `f` names the spell or ability source `src` (read in the zone it is in). */
function named(ctx: Ctx, f: ObjectFilter, src: GameObject | null, you: PlayerId): boolean {
  if (!Object.keys(f).length) return true;
  return !!src && matchesFilter(ctx, src, { ...f, zone: src.zone }, you, null);
}

/** Whether the ban, from a static controlled by `you`, forbids `by` from targeting. */
function forbids(ctx: Ctx, ban: TargetingBan, by: Targeter, you: PlayerId): boolean {
  if (ban.opponents && by.controller === you) return false;
  const f = by.kind === 'spell' ? ban.spells : by.kind === 'ability' ? ban.abilities : undefined;
  return !!f && named(ctx, f, by.source, you);
}

TARGET_BANS.refusal = (ctx, obj, by) => {
  if ((by.kind !== 'spell' && by.kind !== 'ability') || obj.zone !== 'battlefield') return null;
  if (!staticIndex(ctx).uses.cant) return null;
  const ks = candidatesFor(ctx, obj).filter((k) =>
    k.spec.cant?.some((r) => typeof r === 'object' && 'beTargetedBy' in r),
  );
  if (!ks.length) return null;
  const c = characteristicsAt(ctx, obj, 'all');
  for (const k of ks) {
    if (!candidateApplies(ctx, READER, obj, k, c)) continue;
    for (const r of k.spec.cant ?? [])
      if (typeof r === 'object' && 'beTargetedBy' in r && forbids(ctx, r.beTargetedBy, by, k.scope.you))
        return {
          reason: `${displayName(ctx, obj)} can't be the target of this ${by.kind === 'spell' ? 'spell' : 'ability'}`,
          rule: RULE.targets,
        };
  }
  return null;
};

TARGET_BANS.player = (ctx, p, by) => {
  if (by.kind !== 'spell' && by.kind !== 'ability') return false;
  const idx = staticIndex(ctx);
  if (!idx.uses.cant) return false;
  for (const app of idx.players) {
    const bans = app.spec.cant?.flatMap((r) => (typeof r === 'object' && 'beTargetedBy' in r ? [r.beTargetedBy] : []));
    if (!bans?.length || !peek(ctx, app.source)) continue;
    const k = staticCandidate(ctx, app);
    if (!affectsPlayer(app.spec, k.scope.you, p)) continue;
    if (app.spec.condition && !conditionHolds(ctx, READER, k.scope, app.spec.condition)) continue;
    if (bans.some((b) => forbids(ctx, b, by, k.scope.you))) return true;
  }
  return false;
};
