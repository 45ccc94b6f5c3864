/**
 * "Whenever you commit a crime" (CR 700.13): a player commits a crime as they cast a spell,
 * activate an ability, or put a triggered ability on the stack that targets at least one of
 * their opponents, a permanent, spell or ability an opponent controls, or a card in an
 * opponent's graveyard. It triggers once for each such spell or ability (700.13a), watched by
 * permanents on the battlefield; "you" is the watcher's controller. Mana abilities have no
 * targets. The data: `player` (who committed it).
 */
import { peek, type Ctx } from '../../state/context';
import { RULE } from '../../state/rules';
import { isPlayerId, type EntityId, type PlayerId } from '../../state/types';
import type { TriggerDetector } from '../watcher';

/** The targets chosen for the spell or ability `id` on the stack, or none. */
function targetsOf(ctx: Ctx, id: EntityId): EntityId[] {
  const ability = ctx.s.abilities[id];
  if (ability) return ability.targets.flat();
  return peek(ctx, id)?.spell?.targets.flat() ?? [];
}

/** Whether a target is a crime for `player`: an opponent, what an opponent controls, a card in their graveyard. */
function criminal(ctx: Ctx, player: PlayerId, target: EntityId): boolean {
  if (isPlayerId(target)) return target !== player;
  const ability = ctx.s.abilities[target];
  if (ability) return ability.controller !== player;
  const obj = peek(ctx, target);
  if (!obj) return false;
  if (obj.zone === 'battlefield' || obj.zone === 'stack') return obj.controller !== player;
  return obj.zone === 'graveyard' && obj.owner !== player;
}

export const crime: TriggerDetector<'crime'> = {
  rule: RULE.crime,
  events: ['SpellCast', 'AbilityActivated', 'AbilityPutOnStack'],
  match(ctx, ev, _spec, w) {
    if (ev.type !== 'SpellCast' && ev.type !== 'AbilityActivated' && ev.type !== 'AbilityPutOnStack') return [];
    if (ev.type === 'AbilityActivated' && ev.mana) return [];
    if (w.moved || w.lki || ev.player !== w.obj.controller) return [];
    const player = ev.player;
    return targetsOf(ctx, ev.objectId).some((t) => criminal(ctx, player, t)) ? [{ player }] : [];
  },
};
