/**
 * Damage triggers (CR 120.3, 603.2c: one trigger per damage event): "Whenever X deals
 * (combat) damage (to a player / an opponent / a creature)" and "Whenever X is dealt damage",
 * "Whenever you're dealt damage". "An opponent" is an opponent of the watcher's controller.
 * The source may have left by the time its damage is looked at (a creature dealt lethal
 * damage at once): it is then matched as it last existed. The data: `permanent` (the source
 * for `dealsDamage`, the damaged object for `dealtDamage`), `source`, `target`, `player` (a
 * damaged player) and `amount`. "One or more creatures you control deal combat damage to a
 * player" triggers once for each player dealt damage by them at once (in one batch, CR 510.2):
 * its data is `player` and the first matching event's `amount`. "Whenever X deals (combat) damage"
 * with no recipient triggers once for all the damage X deals at once (510.2), with its total.
 */
import { hasType } from '../../derived/characteristics';
import { matchesFilter } from '../../derived/filters';
import type { Ctx } from '../../state/context';
import { RULE } from '../../state/rules';
import { isPlayerId, type EntityId, type GameObject } from '../../state/types';
import { objectOrLki } from '../../zones/objects';
import { subjectMatches } from '../subject';
import type { GameEvent } from '../../state/events';
import { firstOfBatch, type TriggerData, type TriggerDetector, type TriggerOf, type Watcher } from '../watcher';

function objectOf(ctx: Ctx, id: EntityId): GameObject | null {
  return isPlayerId(id) ? null : (objectOrLki(ctx, id)?.object ?? null);
}

export const dealsDamage: TriggerDetector<'dealsDamage'> = {
  rule: RULE.damage,
  events: ['DamageDealt'],
  match(ctx, ev, spec, w) {
    if (ev.type !== 'DamageDealt') return [];
    const data = dealtBy(ctx, ev, spec, w);
    if (!data) return [];
    if (!spec.oneOrMore) {
      if ((spec.to ?? 'any') !== 'any') return [data];
      // "Whenever ~ deals (combat) damage", naming no recipient: damage it deals to several
      // objects and players at once is one event (CR 510.2, 603.2c: Armadillo Cloak's ruling), so
      // the first of the batch triggers, and "that much" is all of it.
      const sameSource = (e: GameEvent): boolean =>
        e.type === 'DamageDealt' && e.source === ev.source && !!dealtBy(ctx, e, spec, w);
      if (!firstOfBatch(ctx, ev, sameSource)) return [];
      const all = (ctx.together ?? []).filter(sameSource);
      if (!all.includes(ev)) all.push(ev);
      const amount = all.reduce((n, e) => n + (e.type === 'DamageDealt' ? e.amount : 0), 0);
      return [{ ...data, amount }];
    }
    // "One or more …": only the first matching damage to that player in the batch dealt at once triggers.
    const sameTarget = (e: GameEvent): boolean =>
      e.type === 'DamageDealt' && e.target === ev.target && !!dealtBy(ctx, e, spec, w);
    return firstOfBatch(ctx, ev, sameTarget) ? [{ player: ev.target, amount: ev.amount }] : [];
  },
};

/** The trigger data when damage event `ev` matches `spec` for watcher `w`, or null. */
function dealtBy(
  ctx: Ctx,
  ev: GameEvent & { type: 'DamageDealt' },
  spec: TriggerOf<'dealsDamage'>,
  w: Watcher,
): TriggerData | null {
  if (spec.combat ? !ev.combat : spec.noncombat && ev.combat) return null;
  const source = objectOf(ctx, ev.source);
  if (!source || !subjectMatches(ctx, spec.what, w, source)) return null;
  const to = spec.to ?? 'any';
  const player = isPlayerId(ev.target) ? ev.target : null;
  if (to === 'player' && !player) return null;
  if (to === 'opponent' && (!player || player === w.obj.controller)) return null;
  if (to === 'you' ? player !== w.obj.controller : to === 'enchantedPlayer' && player !== w.obj.attachedTo) return null;
  if (to === 'creature' || ((to === 'playerOrBattle' || to === 'playerOrPlaneswalker') && !player)) {
    const hit = objectOf(ctx, ev.target);
    const type = to === 'creature' ? 'creature' : to === 'playerOrBattle' ? 'battle' : 'planeswalker';
    if (!hit || !hasType(ctx, hit, type)) return null;
    // "deals damage to a Vampire": the creature dealt the damage is of that kind (as it is dealt).
    if (spec.damaged && !matchesFilter(ctx, hit, spec.damaged, w.obj.controller, w.id)) return null;
  }
  return { permanent: source.id, source: source.id, target: ev.target, player, amount: ev.amount };
}

export const dealtDamage: TriggerDetector<'dealtDamage'> = {
  rule: RULE.damage,
  events: ['DamageDealt'],
  match(ctx, ev, spec, w) {
    if (ev.type !== 'DamageDealt' || (spec.combat && !ev.combat)) return [];
    if (spec.what === 'you') {
      return ev.target === w.obj.controller ? [{ player: ev.target, source: ev.source, amount: ev.amount }] : [];
    }
    const hit = objectOf(ctx, ev.target);
    if (!hit || !subjectMatches(ctx, spec.what, w, hit)) return [];
    return [{ permanent: hit.id, source: ev.source, target: hit.id, amount: ev.amount }];
  },
};
