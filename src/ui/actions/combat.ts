/**
 * Declaring attackers and blockers by hand (CR 508.1, 509.1): go to combat, pick attackers
 * (click, drag onto the defending player or a planeswalker they control, or the card menu), pick blockers (a blocker, then the
 * attacker it blocks; or drag one onto the other), then confirm. The draft lives in
 * `ctx.draft`; the confirm is one engine action, refused with the engine's reason and rule.
 */
import type { ObjectId } from '../../engine';
import {
  assignBlock,
  attackAt as draftAttackAt,
  beforeCombat,
  blockRefusal,
  cachedCombatMode,
  declareAction,
  EMPTY_DRAFT,
  engine,
  entityName,
  refusalOf,
  toggleAttacker as toggle,
  type CombatMode,
} from '../../store';
import { shown } from './state';
import type { ActionContext, UiAction } from './types';

/** The declaration the board shown waits for (see store/combat.ts). */
export function modeOf(ctx: ActionContext): CombatMode {
  const state = shown(ctx);
  return state ? cachedCombatMode(engine, state) : null;
}

function count(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

export const goToCombat: UiAction = {
  id: 'combat.begin',
  group: 'combat',
  kbd: 'C',
  label: 'Go to combat',
  hint: 'Everyone passes until the beginning of combat; then attackers can be declared',
  enabled: (ctx) => {
    const s = shown(ctx);
    return !!s && beforeCombat(s);
  },
  run: (ctx) => ctx.game.getState().perform({ type: 'advance', to: 'beginCombat' }),
};

/** Confirms the attackers drafted (none: no attack). */
export const declareAttackers: UiAction = {
  id: 'combat.attack',
  group: 'combat',
  kbd: 'A',
  label: (ctx) => {
    const n = ctx.draft.getState().attackers.length;
    return n ? `Attack with ${count(n, 'creature')}` : 'Declare no attackers';
  },
  hint: 'Declare the creatures picked as attackers (CR 508.1); attacking taps them unless they have vigilance',
  enabled: (ctx) => modeOf(ctx)?.kind === 'attack',
  run: (ctx) => declare(ctx),
};

/** Confirms the blockers drafted (none: no blocks). */
export const declareBlockers: UiAction = {
  id: 'combat.block',
  group: 'combat',
  kbd: 'B',
  label: (ctx) => {
    const n = Object.keys(ctx.draft.getState().blocks).length;
    return n ? `Block with ${count(n, 'creature')}` : 'Declare no blockers';
  },
  hint: 'Declare the blocks picked (CR 509.1)',
  enabled: (ctx) => modeOf(ctx)?.kind === 'block',
  run: (ctx) => declare(ctx),
};

function declare(ctx: ActionContext): boolean {
  const mode = modeOf(ctx);
  const state = shown(ctx);
  if (!mode || !state) return false;
  const action = declareAction(mode, ctx.draft.getState());
  const refusal = refusalOf(engine, state, action);
  if (refusal) {
    ctx.game.getState().refused(`Refused: ${refusal.reason}`, refusal.rule);
    return false;
  }
  return ctx.game.getState().perform(action);
}

export const clearDraft: UiAction = {
  id: 'combat.clear',
  group: 'combat',
  kbd: 'Escape',
  label: 'Clear the attackers or blockers picked',
  enabled: (ctx) => ctx.draft.getState() !== EMPTY_DRAFT && modeOf(ctx) !== null,
  run: (ctx) => {
    ctx.draft.setState(EMPTY_DRAFT, true);
    return true;
  },
};

/** Adds a creature to the attackers drafted, or takes it out. */
export const toggleAttacker: UiAction<ObjectId> = {
  id: 'combat.toggle-attacker',
  group: 'combat',
  label: (ctx, id) => (ctx.draft.getState().attackers.includes(id) ? "Don't attack with it" : 'Attack with it'),
  enabled: (ctx, id) => {
    const m = modeOf(ctx);
    return m?.kind === 'attack' && m.candidates.includes(id);
  },
  run: (ctx, id) => {
    ctx.draft.setState(toggle(ctx.draft.getState(), id), true);
    ctx.game.getState().clearRefusals();
    return true;
  },
};

/**
 * Has a creature attack a planeswalker of the defending player, or that player (null), in the
 * draft (CR 508.1b): the drop of an attacker on a planeswalker, and the card menu's "Attack …".
 */
export const attackAt: UiAction<{ attacker: ObjectId; planeswalker: ObjectId | null }> = {
  id: 'combat.attack-at',
  group: 'combat',
  label: (ctx, { planeswalker }) => {
    const state = shown(ctx);
    const m = modeOf(ctx);
    const whom = planeswalker ?? (m?.kind === 'attack' ? m.defender : null);
    return whom && state ? `Attack ${entityName(state, engine.registry, whom)}` : 'Attack';
  },
  enabled: (ctx, { attacker, planeswalker }) => {
    const m = modeOf(ctx);
    return (
      m?.kind === 'attack' &&
      m.candidates.includes(attacker) &&
      (planeswalker === null || m.planeswalkers.includes(planeswalker))
    );
  },
  run: (ctx, { attacker, planeswalker }) => {
    ctx.draft.setState(draftAttackAt(ctx.draft.getState(), attacker, planeswalker), true);
    ctx.game.getState().clearRefusals();
    return true;
  },
};

/** Picks a creature to block with (the next attacker clicked is the one it blocks); again: unpicks it. */
export const pickBlocker: UiAction<ObjectId> = {
  id: 'combat.pick-blocker',
  group: 'combat',
  label: (ctx, id) => (ctx.draft.getState().blocks[id] ? "Don't block" : 'Block with it…'),
  enabled: (ctx, id) => {
    const m = modeOf(ctx);
    return m?.kind === 'block' && m.candidates.includes(id);
  },
  run: (ctx, id) => {
    const d = ctx.draft.getState();
    if (d.blocks[id]) ctx.draft.setState(assignBlock(d, id, null), true);
    else ctx.draft.setState({ ...d, blocker: d.blocker === id ? null : id }, true);
    return true;
  },
};

/** Has `blocker` block `attacker` in the draft (attacker null: not block); refused with the rule where the engine refuses the pair. */
export const block: UiAction<{ blocker: ObjectId; attacker: ObjectId | null }> = {
  id: 'combat.assign-block',
  group: 'combat',
  label: (ctx, { attacker }) => {
    const state = shown(ctx);
    return attacker && state ? `Block ${entityName(state, engine.registry, attacker)}` : "Don't block";
  },
  enabled: (ctx, { blocker, attacker }) => {
    const m = modeOf(ctx);
    return (
      m?.kind === 'block' && m.candidates.includes(blocker) && (attacker === null || m.attackers.includes(attacker))
    );
  },
  run: (ctx, { blocker, attacker }) => {
    const m = modeOf(ctx);
    const state = shown(ctx);
    if (m?.kind !== 'block' || !state) return false;
    if (attacker) {
      const refusal = blockRefusal(engine, state, m, blocker, attacker);
      if (refusal) {
        ctx.game.getState().refused(`Refused: ${refusal.reason}`, refusal.rule);
        return false;
      }
    }
    ctx.draft.setState(assignBlock(ctx.draft.getState(), blocker, attacker), true);
    ctx.game.getState().clearRefusals();
    return true;
  },
};

/** What a click on a card does in combat: toggles an attacker, picks a blocker, or assigns the picked blocker. Null: not a combat click. */
export function combatClick(ctx: ActionContext, id: ObjectId): (() => boolean) | null {
  const m = modeOf(ctx);
  if (!m) return null;
  if (m.kind === 'attack') return m.candidates.includes(id) ? () => toggleAttacker.run(ctx, id) as boolean : null;
  if (m.candidates.includes(id)) return () => pickBlocker.run(ctx, id) as boolean;
  const picked = ctx.draft.getState().blocker;
  if (picked && m.attackers.includes(id)) return () => block.run(ctx, { blocker: picked, attacker: id }) as boolean;
  return null;
}
