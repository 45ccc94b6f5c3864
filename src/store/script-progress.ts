/**
 * A scenario's script as a sequence the player steps through (lessons): which script action is
 * next, the engine action it becomes on the current board, and whether an action the player
 * performed by hand (a drag, a dialog) was that next step, so the lesson follows along.
 */
import { getObject, STEPS, type Action, type CardRegistry, type Engine, type GameState } from '../engine';
import type { LoadedScenario } from '../scenario/build';
import type { ScriptAction } from '../scenario/schema';
import { replay, toEngineAction } from '../scenario/script';
import { summarize } from '../scenario/summary';

export type NextStep =
  | { kind: 'none' }
  | { kind: 'ready'; index: number; step: ScriptAction; action: Action }
  | { kind: 'unusable'; index: number; step: ScriptAction; message: string };

/** The next script step at `scriptIndex` on `state`, turned into an engine action if possible. */
export function nextScriptStep(
  loaded: LoadedScenario,
  state: GameState,
  reg: CardRegistry,
  scriptIndex: number,
): NextStep {
  const script = loaded.doc.script ?? [];
  const step = script[scriptIndex];
  if (!step) return { kind: 'none' };
  try {
    return { kind: 'ready', index: scriptIndex, step, action: toEngineAction(step, state, loaded, reg) };
  } catch (e) {
    return { kind: 'unusable', index: scriptIndex, step, message: e instanceof Error ? e.message : String(e) };
  }
}

function sameList(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  return (a ?? []).join('\u0000') === (b ?? []).join('\u0000');
}

/**
 * Whether a performed action counts as the expected script action: the same verb by the same
 * player on the same object (a cast's targets may be given by drop or chosen later in a dialog,
 * so they are not compared), the same answer for a decision, the same destination for a move.
 */
export function sameStep(performed: Action, expected: Action): boolean {
  if (performed.type !== expected.type) {
    // Playing a land is written `cast` in scripts; the engine accepts both.
    const land = (a: Action) => a.type === 'play' || a.type === 'cast';
    return (
      land(performed) &&
      land(expected) &&
      'object' in performed &&
      'object' in expected &&
      performed.object === expected.object
    );
  }
  switch (expected.type) {
    case 'cast':
    case 'play':
      return 'object' in performed && performed.object === expected.object && performed.player === expected.player;
    case 'activate':
      return (
        performed.type === 'activate' && performed.object === expected.object && performed.ability === expected.ability
      );
    case 'decide': {
      if (performed.type !== 'decide') return false;
      const [a, b] = [performed.answer, expected.answer];
      if (Array.isArray(a) && Array.isArray(b)) return sameList([...a].sort(), [...b].sort());
      return JSON.stringify(a) === JSON.stringify(b);
    }
    case 'move':
      return performed.type === 'move' && performed.object === expected.object && performed.to === expected.to;
    case 'advance':
      return performed.type === 'advance' && performed.to === expected.to;
    case 'attack':
      return (
        performed.type === 'attack' &&
        sameList([...performed.attackers].sort(), [...expected.attackers].sort()) &&
        expected.attackers.every((a) => performed.at?.[a] === expected.at?.[a])
      );
    default:
      return true; // pass, block
  }
}

// ---------------------------------------------------------------------------------------------
// Following a lesson played by hand: equivalent actions count, and no step runs off the turn.

const waypointCache = new WeakMap<LoadedScenario, GameState[]>();

/**
 * The board before each script step when the script is replayed from the start: `[k]` is the
 * state before step k (the last one, after the whole script). Stops at a step that fails.
 * Computed once per loaded scenario.
 */
export function scriptWaypoints(engine: Engine, loaded: LoadedScenario): GameState[] {
  let list = waypointCache.get(loaded);
  if (!list) {
    const r = replay(engine, loaded);
    list = [loaded.initial, ...r.steps.map((s) => s.state)];
    waypointCache.set(loaded, list);
  }
  return list;
}

const keyCache = new WeakMap<GameState, string>();

/**
 * What a person sees of a board, as a string to compare two boards by: turn and step, each
 * player's life, mana and zones (cards by name and scenario id, tapped, attachments, counters),
 * the stack, the pending decision (the runner's summary without its log). Two ways of playing
 * the same thing (a cast with X = 2, or a cast then the answer 2) give the same key.
 */
export function boardKey(state: GameState, loaded: LoadedScenario, reg: CardRegistry): string {
  let key = keyCache.get(state);
  if (key === undefined) {
    const { log: _log, ...rest } = summarize(state, loaded, reg, []);
    void _log;
    const x = state.stack.map((id) => state.abilities[id]?.x ?? getObject(state, id)?.spell?.x ?? 0);
    key = JSON.stringify({
      ...rest,
      x,
      combat: state.combat
        ? {
            a: Object.keys(state.combat.attackers).length,
            b: Object.keys(state.combat.blockers).length,
            d: state.combat.attackersDeclared,
            bd: state.combat.blockersDeclared,
          }
        : null,
    });
    keyCache.set(state, key);
  }
  return key;
}

/** Where a performed action leaves the script: the index of the next step, and whether the board has left the script. */
export interface ScriptPosition {
  scriptIndex: number;
  offScript: boolean;
}

function stepIndex(step: string): number {
  return STEPS.indexOf(step as (typeof STEPS)[number]);
}

/**
 * Whether `state` has already done what script step `index` (an `advance`) does, by another way
 * (the turn bar, passing): it is in the same turn as the board after that step, at or past its
 * step, and not past the board after the step that follows.
 */
function advanceDone(
  script: readonly ScriptAction[],
  waypoints: readonly GameState[],
  index: number,
  state: GameState,
): boolean {
  const step = script[index];
  const after = waypoints[index + 1];
  if (!step || !('advance' in step) || step.advance === 'next-turn' || !after) return false;
  if (state.turn.number !== after.turn.number || state.stack.length || state.pendingDecision) return false;
  const at = stepIndex(state.turn.step);
  const limit =
    waypoints[index + 2]?.turn.number === after.turn.number
      ? stepIndex(waypoints[index + 2]!.turn.step)
      : stepIndex(after.turn.step);
  return at >= stepIndex(after.turn.step) && at <= limit;
}

/**
 * The script position after `action` took the board from `before` to `after`, played by hand
 * or by Next step. It follows the script when the action is the next step (the same verb on
 * the same object: targets and X may come later, in a dialog), when the board becomes the board
 * of a later script step (an equivalent way: a cast with X, or a cast then the answer X; passing
 * into combat), or when the next steps are `advance`s the board has already made.
 */
export function positionAfter(
  engine: Engine,
  loaded: LoadedScenario,
  at: ScriptPosition,
  action: Action,
  before: GameState,
  after: GameState,
): ScriptPosition {
  const script = loaded.doc.script ?? [];
  if (!script.length) return { scriptIndex: 0, offScript: false };
  const reg = engine.registry;
  const next = nextScriptStep(loaded, before, reg, at.scriptIndex);
  const sameAsNext = next.kind === 'ready' && sameStep(action, next.action);
  const waypoints = scriptWaypoints(engine, loaded);
  const key = boardKey(after, loaded, reg);
  // Part-way through a step (a cast given by hand waits for its X): its own board counts too.
  const midStep =
    waypoints[at.scriptIndex] !== undefined &&
    boardKey(waypoints[at.scriptIndex]!, loaded, reg) !== boardKey(before, loaded, reg);
  for (let k = at.scriptIndex + (midStep ? 0 : 1); k < waypoints.length; k++) {
    if (boardKey(waypoints[k]!, loaded, reg) === key) return { scriptIndex: k, offScript: false };
  }
  let index = at.scriptIndex + (sameAsNext ? 1 : 0);
  let absorbed = false;
  while (advanceDone(script, waypoints, index, after)) {
    index++;
    absorbed = true;
  }
  if (sameAsNext || absorbed) return { scriptIndex: index, offScript: at.offScript && !absorbed && !sameAsNext };
  return { scriptIndex: at.scriptIndex, offScript: at.offScript || next.kind !== 'none' };
}
