/**
 * A plane's triggers on the planar die (casting/planar-die.ts): "Whenever chaos ensues" (its chaos
 * ability, CR 311.7) and "Whenever you roll the planar die" (901.9). The plane watches from the
 * command zone (its abilities function there, CR 311.2, 408.3) and triggers only while it is a
 * plane there, face up. The data: `player` (who rolled: the planar controller).
 */
import { hasType } from '../../derived/characteristics';
import { RULE } from '../../state/rules';
import type { Ctx } from '../../state/context';
import type { TriggerDetector, Watcher } from '../watcher';

/** Whether the watching object is a plane in the command zone now (not as it last existed). */
function faceUpPlane(ctx: Ctx, w: Watcher): boolean {
  return !w.lki && w.obj.zone === 'command' && hasType(ctx, w.obj, 'plane');
}

export const chaosEnsues: TriggerDetector<'chaosEnsues'> = {
  rule: RULE.chaosAbility,
  events: ['ChaosEnsued'],
  match(ctx, ev, _spec, w) {
    if (ev.type !== 'ChaosEnsued' || !faceUpPlane(ctx, w)) return [];
    return [{ player: ev.player }];
  },
};

export const planarDieRolled: TriggerDetector<'planarDieRolled'> = {
  rule: RULE.planarDie,
  events: ['PlanarDieRolled'],
  match(ctx, ev, _spec, w) {
    if (ev.type !== 'PlanarDieRolled' || !faceUpPlane(ctx, w)) return [];
    // "you": the plane's controller, the planar controller (CR 311.5, 901.6).
    return ev.player === w.obj.controller ? [{ player: ev.player }] : [];
  },
};
