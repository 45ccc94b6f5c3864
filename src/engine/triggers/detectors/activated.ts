/**
 * "Whenever you activate an ability that isn't a mana ability", "Whenever an opponent activates
 * an ability of an artifact, creature, or land", "Whenever you activate a loyalty ability of a
 * Chandra planeswalker" (CR 602.2i: an ability triggers on being activated once its activation is
 * complete; 605.1a: a mana ability is activated too, and triggers these unless `notMana` excludes
 * it). "You" is the watcher's controller. `source`: what the ability's source must be — a permanent
 * (CR 109.2), matched as it is, or as it last existed on the battlefield if it left paying the cost
 * (112.7a; a card's ability from another zone, cycling, never matches). `loyalty`: a loyalty
 * ability (CR 606.3). The data: `player` (who activated it), `permanent` (its source), `ability`
 * (the ability on the stack, when it isn't a mana ability).
 */
import { defByKey, peek, type Ctx } from '../../state/context';
import { getLki } from '../../state/object-table';
import { matchesFilter } from '../../derived/filters';
import { RULE } from '../../state/rules';
import type { ObjectId } from '../../state/types';
import type { TriggerDetector } from '../watcher';

/** Whether the ability `id` on the stack is a loyalty ability (CR 606.3: its cost has a loyalty symbol). */
function isLoyalty(ctx: Ctx, id: ObjectId): boolean {
  const a = ctx.s.abilities[id];
  if (!a || a.kind !== 'activated') return false;
  const spec = a.granted
    ? 'activated' in a.granted
      ? a.granted.activated
      : undefined
    : defByKey(ctx, a.def).activated?.[a.abilityIndex];
  return spec?.cost.loyalty !== undefined || !!spec?.cost.loyaltyX;
}

export const abilityActivated: TriggerDetector<'abilityActivated'> = {
  rule: RULE.activate,
  events: ['AbilityActivated'],
  match(ctx, ev, spec, w) {
    if (ev.type !== 'AbilityActivated' || w.moved || w.lki) return [];
    if (spec.notMana && ev.mana) return [];
    const you = w.obj.controller;
    if (spec.by === 'you' ? ev.player !== you : spec.by === 'opponent' ? ev.player === you : false) return [];
    if (spec.loyalty && (ev.mana || !isLoyalty(ctx, ev.objectId))) return [];
    if (spec.source) {
      const live = peek(ctx, ev.source);
      const src = live?.zone === 'battlefield' ? live : getLki(ctx.s, ev.source)?.object;
      if (!src || src.zone !== 'battlefield') return [];
      if (!matchesFilter(ctx, src, { ...spec.source, zone: 'battlefield' }, you, w.id)) return [];
    }
    // `ability`: the ability on the stack ("copy that ability", CR 707.10); a mana ability never is (605.3a).
    return [{ player: ev.player, permanent: ev.source, ...(ev.mana ? {} : { ability: ev.objectId }) }];
  },
};
