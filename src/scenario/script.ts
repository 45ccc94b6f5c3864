/**
 * Turning a scenario's script actions into engine actions (resolving REFs against the current
 * state) and replaying a script. The same code serves lessons, tests, the runner and links.
 */
import {
  abilityOptions,
  castOptions,
  IllegalActionError,
  playRefusal,
  type Action,
  type CardRegistry,
  type DecisionAnswer,
  type Engine,
  type EntityId,
  type GameEvent,
  type GameState,
  type PlayerId,
} from '../engine';
import type { LoadedScenario } from './build';
import { resolveRef, type RefContext, type RefPreference } from './refs';
import type { DecideAnswer, Ref, ScriptAction } from './schema';

/** An action that can't be turned into an engine action (a reference that matches nothing). */
export class ScriptError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ScriptError';
  }
}

function refContext(state: GameState, loaded: LoadedScenario, reg: CardRegistry): RefContext {
  return { state, loaded, defName: (k) => reg.get(k) };
}

function need(rc: RefContext, ref: Ref, actor: PlayerId, what: string, prefer?: RefPreference): EntityId {
  const id = resolveRef(rc, ref, actor, prefer);
  if (!id) throw new ScriptError(`${what}: nothing matches ${JSON.stringify(ref)}`);
  return id;
}

function decideAnswer(rc: RefContext, answer: DecideAnswer, state: GameState): DecisionAnswer {
  const d = state.pendingDecision;
  if (!d) throw new ScriptError('decide: there is no pending decision');
  if (typeof answer === 'boolean' || typeof answer === 'number') return answer;
  const list = Array.isArray(answer) ? answer : [answer];
  if (d.kind === 'chooseOption') {
    const v = list[0];
    return typeof v === 'string' ? v : (v?.name ?? '');
  }
  if (d.kind === 'chooseOrder') {
    return list.map((item) => {
      const s = typeof item === 'string' ? item : item.name;
      const direct =
        d.options.find((o) => o.value === s) ??
        d.options.find((o) => o.label.toLowerCase().startsWith(s.toLowerCase()));
      if (direct) return direct.value;
      const id = resolveRef(rc, item, d.player);
      const byId = d.options.find((o) => o.value === id);
      if (!byId)
        throw new ScriptError(
          `decide: ${JSON.stringify(item)} is not one of ${d.options.map((o) => o.label).join('; ')}`,
        );
      return byId.value;
    });
  }
  if (d.kind === 'chooseObjects') return list.map((r) => need(rc, r, d.player, 'decide', d.candidates));
  throw new ScriptError(`decide: ${d.kind} needs ${d.kind === 'may' ? 'true or false' : 'a number'}`);
}

/**
 * A name names the object the action can be taken with: "cast Grizzly Bears" is the one in the
 * hand (or wherever a permission lets it be cast), not the one on the battlefield; "play
 * Forest" the one that can be played; "activate" an object with an activated ability the
 * player may activate. Where none can, the first match (so the engine says why not).
 */
function castable(reg: CardRegistry, state: GameState, player: PlayerId): RefPreference {
  // A land named in `cast` is played (CR 305.1): one that can be played counts too.
  return (id) =>
    castOptions(reg, state, player, id, { checkMana: false }).options.length > 0 ||
    playRefusal(reg, state, player, id) === null;
}

function activatable(reg: CardRegistry, state: GameState, player: PlayerId, ability: number): RefPreference {
  let holders: Set<EntityId> | undefined;
  return (id) => {
    holders ??= new Set(
      abilityOptions(reg, state, player, { checkMana: false })
        .filter((o) => o.index === ability && o.enabled)
        .map((o) => o.object),
    );
    return holders.has(id);
  };
}

/** The engine action for a script action in the current state. Throws {@link ScriptError}. */
export function toEngineAction(
  step: ScriptAction,
  state: GameState,
  loaded: LoadedScenario,
  reg: CardRegistry,
): Action {
  const rc = refContext(state, loaded, reg);
  const active = state.turn.active;
  if ('cast' in step) {
    const player = step.player ?? active;
    return {
      type: 'cast',
      player,
      object: need(rc, step.cast, player, 'cast', castable(reg, state, player)),
      ...(step.targets ? { targets: step.targets.map((t) => need(rc, t, player, 'target')) } : {}),
      ...(step.x !== undefined ? { x: step.x } : {}),
      ...(step.half ? { half: step.half } : {}),
      ...(step.alt ? { cost: step.alt } : {}),
      ...(step.kicker !== undefined ? { kicker: step.kicker } : {}),
      ...(step.sacrifice ? { sacrifice: need(rc, step.sacrifice, player, 'sacrifice') } : {}),
      ...(step.returnCreature ? { returnCreature: need(rc, step.returnCreature, player, 'returnCreature') } : {}),
      ...(step.discard ? { discard: need(rc, step.discard, player, 'discard') } : {}),
    };
  }
  if ('activate' in step) {
    const player = step.player ?? active;
    return {
      type: 'activate',
      player,
      object: need(rc, step.activate, player, 'activate', activatable(reg, state, player, step.ability ?? 0)),
      ability: step.ability ?? 0,
      ...(step.targets ? { targets: step.targets.map((t) => need(rc, t, player, 'target')) } : {}),
      ...(step.x !== undefined ? { x: step.x } : {}),
      ...(step.mana ? { mana: step.mana } : {}),
    };
  }
  if ('pass' in step) return { type: 'pass' };
  if ('decide' in step) {
    const player = step.player ?? state.pendingDecision?.player ?? active;
    return { type: 'decide', player, answer: decideAnswer(rc, step.decide, state) };
  }
  if ('move' in step) {
    const to = step.to === 'sideboard' ? 'outside' : step.to;
    return {
      type: 'move',
      object: need(rc, step.move, step.player ?? active, 'move'),
      to,
      ...(step.player ? { player: step.player } : {}),
      ...(step.position ? { position: step.position } : {}),
    };
  }
  if ('advance' in step) return { type: 'advance', to: step.advance };
  if ('setInMotion' in step) {
    const player = step.player ?? active;
    return { type: 'setInMotion', player, object: need(rc, step.setInMotion, player, 'setInMotion') };
  }
  if ('attack' in step) {
    const player = step.player ?? active;
    const attackers = step.attack.map((r) => need(rc, r, player, 'attack') as string);
    if (!step.at) return { type: 'attack', player, attackers };
    // CR 508.1b: the planeswalker each attacker attacks (the defending player's).
    const defender = player === 'p1' ? 'p2' : 'p1';
    const at: Record<string, string> = {};
    for (const [a, pw] of Object.entries(step.at))
      at[need(rc, a, player, 'attack') as string] = need(rc, pw, defender, 'attack') as string;
    return { type: 'attack', player, attackers, at };
  }
  const player = step.player ?? (active === 'p1' ? 'p2' : 'p1');
  const blocks: Record<string, string | string[]> = {};
  for (const [b, a] of Object.entries(step.block)) {
    // A list of one attacker is that attacker (CR 509.1a: several only for those that may).
    const as = [a].flat().map((x) => need(rc, x, active, 'block') as string);
    blocks[need(rc, b, player, 'block') as string] = as.length === 1 ? (as[0] as string) : as;
  }
  return { type: 'block', player, blocks };
}

/** One replayed step: the action, the state after it and its events. */
export interface ReplayStep {
  action: ScriptAction;
  state: GameState;
  events: GameEvent[];
}

/** The outcome of replaying a script: every step, and the failure (which step, why) if any. */
export interface Replay {
  steps: ReplayStep[];
  final: GameState;
  error: { index: number; message: string; rule: string | null } | null;
}

/**
 * Replays `script` from `from` (default: the loaded scenario's initial state), stopping at the
 * first failure.
 */
export function replay(
  engine: Engine,
  loaded: LoadedScenario,
  script: readonly ScriptAction[] = loaded.doc.script ?? [],
  from: GameState = loaded.initial,
): Replay {
  const steps: ReplayStep[] = [];
  let state = from;
  for (let i = 0; i < script.length; i++) {
    const action = script[i] as ScriptAction;
    try {
      const result = engine.perform(state, toEngineAction(action, state, loaded, engine.registry));
      state = result.state;
      steps.push({ action, state, events: result.events });
    } catch (e) {
      if (e instanceof IllegalActionError)
        return { steps, final: state, error: { index: i, message: e.message, rule: e.rule } };
      if (e instanceof ScriptError) return { steps, final: state, error: { index: i, message: e.message, rule: null } };
      throw e;
    }
  }
  return { steps, final: state, error: null };
}
