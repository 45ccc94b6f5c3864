/**
 * Declaring attackers and blockers by hand (CR 508.1, 509.1): which declaration the board waits
 * for now, a draft the player builds by clicks, drags or the keyboard, and the engine action it
 * becomes on confirm. The engine decides what is legal: candidates for attacking come from its
 * legal-action query; a draft is checked by performing it on a copy (`perform` is pure) and a
 * refusal carries the engine's reason and rule.
 */
import {
  IllegalActionError,
  legalActions,
  RULE,
  type Action,
  type Engine,
  type GameState,
  type ObjectId,
  type PlayerId,
} from '../engine';
import { objectFacts } from '../scenario/object-view';
import { getObject } from '../engine';
import type { Refusal } from './commands';

/** The declaration the board waits for, if any, and who makes it. */
export type CombatMode =
  /** `planeswalkers`: those the attackers may attack instead of the defending player (CR 508.1b). */
  | {
      kind: 'attack';
      player: PlayerId;
      defender: PlayerId;
      candidates: readonly ObjectId[];
      planeswalkers: readonly ObjectId[];
    }
  | { kind: 'block'; player: PlayerId; attackers: readonly ObjectId[]; candidates: readonly ObjectId[] }
  | null;

/**
 * What the player has chosen so far: attacking creatures (and the planeswalker each attacks, when
 * not the defending player), or blocker → the attacker it blocks.
 */
export interface CombatDraft {
  attackers: readonly ObjectId[];
  /** Attacker → the planeswalker it attacks (CR 508.1b); absent when none does. */
  at?: Readonly<Record<ObjectId, ObjectId>>;
  blocks: Readonly<Record<ObjectId, ObjectId>>;
  /** A blocker picked by a click, waiting for the click on the attacker it blocks. */
  blocker: ObjectId | null;
}

export const EMPTY_DRAFT: CombatDraft = { attackers: [], blocks: {}, blocker: null };

const other = (p: PlayerId): PlayerId => (p === 'p1' ? 'p2' : 'p1');

/** Whether the board is open to a declaration: nothing on the stack, no decision, no game over. */
function quiet(state: GameState): boolean {
  return !state.stack.length && !state.pendingDecision && !state.gameOver && !state.tasks.length;
}

/**
 * The declaration the board waits for: attackers in the beginning of combat or the declare
 * attackers step before any are declared (508.1; the engine moves from the beginning of combat
 * to the declaration itself), blockers once attackers are declared and until blockers are
 * (509.1). Null otherwise.
 */
export function combatMode(engine: Engine, state: GameState): CombatMode {
  if (!quiet(state)) return null;
  const { step, active } = state.turn;
  const combat = state.combat;
  if ((step === 'beginCombat' || step === 'declareAttackers') && !combat?.attackersDeclared) {
    const legal = legalActions(engine.registry, state, active, { checkMana: false });
    return {
      kind: 'attack',
      player: active,
      defender: other(active),
      candidates: legal.attackers,
      planeswalkers: legal.attackablePlaneswalkers,
    };
  }
  if (
    (step === 'declareAttackers' || step === 'declareBlockers') &&
    combat?.attackersDeclared &&
    !combat.blockersDeclared
  ) {
    const attackers = Object.keys(combat.attackers);
    if (!attackers.length) return null;
    const defender = other(active);
    const candidates = state.battlefield.filter((id) => {
      const o = getObject(state, id);
      return (
        !!o &&
        o.controller === defender &&
        !o.tapped &&
        !!objectFacts(state, engine.registry, id)?.types.includes('creature')
      );
    });
    return { kind: 'block', player: defender, attackers, candidates };
  }
  return null;
}

/** Whether the turn is still before combat (so "declare attackers" first goes to combat). */
export function beforeCombat(state: GameState): boolean {
  const order = ['untap', 'upkeep', 'draw', 'main1'];
  return quiet(state) && order.includes(state.turn.step) && !state.combat?.attackersDeclared;
}

/** The draft with `id` added to the attackers (attacking the defending player), or taken out if it was there. */
export function toggleAttacker(draft: CombatDraft, id: ObjectId): CombatDraft {
  const has = draft.attackers.includes(id);
  return has ? withoutAttacker(draft, id) : { ...draft, attackers: [...draft.attackers, id] };
}

function withoutAttacker(draft: CombatDraft, id: ObjectId): CombatDraft {
  const at = { ...draft.at };
  delete at[id];
  return { ...draft, attackers: draft.attackers.filter((a) => a !== id), at };
}

/** The draft with `id` attacking `planeswalker`, or the defending player when null (CR 508.1b). */
export function attackAt(draft: CombatDraft, id: ObjectId, planeswalker: ObjectId | null): CombatDraft {
  const rest = withoutAttacker(draft, id);
  return {
    ...rest,
    attackers: [...rest.attackers, id],
    at: planeswalker ? { ...rest.at, [id]: planeswalker } : rest.at,
  };
}

/** The draft with `blocker` blocking `attacker` (null: not blocking). */
export function assignBlock(draft: CombatDraft, blocker: ObjectId, attacker: ObjectId | null): CombatDraft {
  const blocks = { ...draft.blocks };
  if (attacker) blocks[blocker] = attacker;
  else delete blocks[blocker];
  return { ...draft, blocks, blocker: null };
}

/** The engine action that declares the draft. */
export function declareAction(mode: NonNullable<CombatMode>, draft: CombatDraft): Action {
  if (mode.kind === 'attack') {
    const attackers = draft.attackers.filter((a) => mode.candidates.includes(a));
    const at = Object.entries(draft.at ?? {}).filter(
      ([a, pw]) => attackers.includes(a) && mode.planeswalkers.includes(pw),
    );
    return {
      type: 'attack',
      player: mode.player,
      attackers,
      ...(at.length ? { at: Object.fromEntries(at) } : {}),
    };
  }
  return { type: 'block', player: mode.player, blocks: { ...draft.blocks } };
}

/** Null if the engine accepts `action` on `state`, else its reason and rule (nothing is changed). */
export function refusalOf(engine: Engine, state: GameState, action: Action): Refusal | null {
  try {
    engine.perform(state, action);
    return null;
  } catch (e) {
    if (e instanceof IllegalActionError) return { reason: e.reason, rule: e.rule };
    return { reason: e instanceof Error ? e.message : String(e), rule: RULE.declareAttackers };
  }
}

/**
 * Null if `blocker` may block `attacker` as far as this pair goes, else the engine's refusal.
 * A pair refused alone but accepted with one more creature blocking the same attacker is
 * allowed (an attacker that can't be blocked except by two or more creatures): the confirm
 * checks the whole declaration.
 */
export function blockRefusal(
  engine: Engine,
  state: GameState,
  mode: Extract<CombatMode, { kind: 'block' }>,
  blocker: ObjectId,
  attacker: ObjectId,
): Refusal | null {
  const alone = refusalOf(engine, state, { type: 'block', player: mode.player, blocks: { [blocker]: attacker } });
  if (!alone) return null;
  for (const c of mode.candidates) {
    if (
      c !== blocker &&
      !refusalOf(engine, state, { type: 'block', player: mode.player, blocks: { [blocker]: attacker, [c]: attacker } })
    )
      return null;
  }
  return alone;
}

const modes = new WeakMap<GameState, CombatMode>();

/** {@link combatMode}, computed once per state (every card on the table asks). */
export function cachedCombatMode(engine: Engine, state: GameState): CombatMode {
  let mode = modes.get(state);
  if (mode === undefined) {
    mode = combatMode(engine, state);
    modes.set(state, mode);
  }
  return mode;
}

/** A card's part in the declaration the board waits for: it may attack, may block, or is an attacker to block. */
export function combatRole(mode: CombatMode, id: ObjectId): 'may-attack' | 'may-block' | 'attacker' | null {
  if (!mode) return null;
  if (mode.kind === 'attack') return mode.candidates.includes(id) ? 'may-attack' : null;
  if (mode.candidates.includes(id)) return 'may-block';
  return mode.attackers.includes(id) ? 'attacker' : null;
}
