/**
 * What a drop does (drag and drop with mouse, pen or touch): in combat, a creature dropped on the
 * defending player (or anything of theirs) attacks that player, dropped on a planeswalker of theirs
 * attacks the planeswalker (CR 508.1b), a blocker dropped on an attacker blocks it;
 * otherwise the card is cast (at the target it was dropped on), played, or moved by hand in
 * sandbox mode (store/commands.ts decides, with the engine's legal-action queries).
 */
import type { ObjectId, PlayerId } from '../../engine';
import { dropCommand, engine, type DropTarget, type Refusal } from '../../store';
import { getObject } from '../../engine';
import { attackAt, block, modeOf } from './combat';
import { shown } from './state';
import type { ActionContext, UiAction } from './types';

export interface DropParams {
  objectId: ObjectId;
  target: DropTarget;
  /** Told when the drop is refused (the table shakes the target). */
  onRefused?: (refusal: Refusal) => void;
}

/** The player a drop target belongs to: a player, a card's controller, or a zone's player. */
function sideOf(ctx: ActionContext, t: DropTarget): PlayerId | null {
  if (t.kind === 'zone') return t.zone === 'stack' ? null : t.player;
  if (t.id === 'p1' || t.id === 'p2') return t.id;
  const state = shown(ctx);
  const o = state ? getObject(state, t.id) : undefined;
  return o?.zone === 'battlefield' ? o.controller : null;
}

/** A combat drop, or null when the drop is not about combat. */
function combatDrop(ctx: ActionContext, p: DropParams): (() => boolean) | null {
  const mode = modeOf(ctx);
  if (!mode || !mode.candidates.includes(p.objectId)) return null;
  if (mode.kind === 'attack') {
    if (sideOf(ctx, p.target) !== mode.defender) return null;
    // On a planeswalker of theirs: it attacks that planeswalker; anywhere else of theirs: the player (CR 508.1b).
    const t = p.target;
    const planeswalker = t.kind === 'entity' && mode.planeswalkers.includes(t.id) ? t.id : null;
    return () => attackAt.run(ctx, { attacker: p.objectId, planeswalker }) as boolean;
  }
  const attacker = p.target.kind === 'entity' && mode.attackers.includes(p.target.id) ? p.target.id : null;
  if (!attacker) return null;
  return () => block.run(ctx, { blocker: p.objectId, attacker }) as boolean;
}

export const drop: UiAction<DropParams> = {
  id: 'card.drop',
  group: 'board',
  label: 'Drop a card',
  enabled: (ctx) => !!shown(ctx),
  run: (ctx, p) => {
    const combat = combatDrop(ctx, p);
    if (combat) return combat();
    const state = shown(ctx);
    if (!state) return false;
    const result = dropCommand(engine.registry, state, p.objectId, p.target);
    if (result.ok === true) return ctx.game.getState().perform(result.action);
    if (result.ok === false) {
      ctx.game.getState().refused(`Refused: ${result.refusal.reason}`, result.refusal.rule);
      p.onRefused?.(result.refusal);
    }
    return false;
  },
};
