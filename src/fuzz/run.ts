/**
 * The fuzz loop: from a random scenario, perform a random sequence of legal actions chosen from
 * the engine's own lists (legal actions and decision answers), checking the invariants after
 * each. A failure is returned with the scenario and the actions taken, ready to be written as a
 * regression file the runner can replay.
 */
import {
  decisionAnswers,
  IllegalActionError,
  legalActions,
  type Action,
  type CardRegistry,
  type Engine,
  type GameState,
  type PlayerId,
} from '../engine';
import { loadScenario } from '../scenario/build';
import { engine as poolEngine, restore, type GameCards } from '../scenario/pool';
import { jsonRoundTrips, sbaViolations, zoneViolations } from './invariants';
import { push, seek, startHistory } from '../store/history';

export interface FuzzFailure {
  message: string;
  doc: unknown;
  actions: Action[];
}

/** Candidate actions now: the pending decision's answers, or everything legal for both players. */
export function candidates(reg: CardRegistry, s: GameState): Action[] {
  const d = s.pendingDecision;
  if (d) return decisionAnswers(s).map((answer) => ({ type: 'decide', player: d.player, answer }));
  if (s.gameOver) return [];
  const out: Action[] = [{ type: 'pass' }];
  for (const player of ['p1', 'p2'] as PlayerId[]) {
    const la = legalActions(reg, s, player, { checkMana: false });
    for (const c of la.casts) {
      const targets = c.targets.flatMap((t) => t.candidates.slice(0, t.min));
      out.push({
        type: 'cast',
        player,
        object: c.object,
        ...(c.mode.half ? { half: c.mode.half } : {}),
        cost: c.mode.cost,
        ...(targets.length ? { targets } : {}),
        ...(c.hasX ? { x: 1 } : {}),
      });
    }
    for (const l of la.lands) out.push({ type: 'play', player, object: l });
    for (const a of la.abilities)
      if (a.enabled) out.push({ type: 'activate', player, object: a.object, ability: a.index });
    if (la.attackers.length) out.push({ type: 'attack', player, attackers: la.attackers.slice(0, 1) });
  }
  if (s.sandbox) {
    const some = s.battlefield[0];
    if (some) out.push({ type: 'move', object: some, to: 'graveyard' });
    const gy = s.players.p1.graveyard[0];
    if (gy) out.push({ type: 'move', object: gy, to: 'exile' });
  }
  return out;
}

/** The invariants of one state; `text` is its JSON (computed once per state by the caller). */
function check(reg: CardRegistry, s: GameState, text: string): string | null {
  const z = zoneViolations(s);
  if (z.length) return `zone bookkeeping: ${z.join('; ')}`;
  const sba = sbaViolations(s, reg);
  if (sba.length) return `state-based actions left undone: ${sba.join('; ')}`;
  if (!jsonRoundTrips(s, text)) return 'the state does not survive a JSON round trip';
  return null;
}

/**
 * Runs one fuzz case; returns a failure or null. `choices` pick among candidates (mod count);
 * `engine` and `cards` play a scenario with its own cards (default: the pool).
 * Each state is serialised once, when it is made; that text then serves the round-trip check,
 * the check that `perform` left its input alone, and the undo/redo and replay comparisons.
 */
export function fuzzCase(
  doc: unknown,
  choices: readonly number[],
  engine: Engine = poolEngine,
  cards?: Pick<GameCards, 'restore'>,
): FuzzFailure | null {
  const r = cards ? cards.restore(doc) : restore(doc);
  if (!r.ok) return null; // generator produced something invalid: not an engine failure
  const loaded = loadScenario(r.scenario, engine);
  if (!loaded.ok) return null;
  let s = loaded.loaded.initial;
  let text = JSON.stringify(s);
  const states: GameState[] = [s];
  const texts: string[] = [text];
  const taken: Action[] = [];
  const fail = (message: string): FuzzFailure => ({ message, doc: r.scenario, actions: taken });
  const first = check(engine.registry, s, text);
  if (first) return fail(first);
  for (const choice of choices) {
    const cands = candidates(engine.registry, s);
    if (!cands.length) break;
    const action = cands[choice % cands.length] as Action;
    const actionBefore = JSON.stringify(action);
    const copy = JSON.parse(actionBefore) as Action;
    let next: GameState;
    try {
      next = engine.perform(s, action).state;
    } catch (e) {
      if (e instanceof IllegalActionError) continue;
      taken.push(copy);
      return fail(`the engine threw ${(e as Error).name}: ${(e as Error).message}`);
    }
    taken.push(copy);
    if (JSON.stringify(s) !== text) return fail('perform changed its input state');
    if (JSON.stringify(action) !== actionBefore) return fail('perform changed its input action');
    s = next;
    text = JSON.stringify(s);
    states.push(s);
    texts.push(text);
    const problem = check(engine.registry, s, text);
    if (problem) return fail(problem);
  }
  // Undo then redo (the app's delta history) gives the identical states, key order included.
  let h = startHistory({
    state: states[0] as GameState,
    action: null,
    events: [],
    label: '',
    scriptIndex: 0,
    offScript: false,
  });
  for (const st of states.slice(1))
    h = push(h, { state: st, action: null, events: [], label: '', scriptIndex: 0, offScript: false });
  for (let i = states.length - 1; i >= 0; i--) {
    h = seek(h, i);
    if (JSON.stringify(h.state) !== texts[i]) return fail(`undo to step ${i} gave a different state`);
  }
  h = seek(h, states.length - 1);
  if (JSON.stringify(h.state) !== texts[texts.length - 1]) return fail('redo to the end gave a different state');
  // Replaying the same actions from the same board reaches the identical state.
  let again = loaded.loaded.initial;
  for (const a of taken) again = engine.perform(again, JSON.parse(JSON.stringify(a)) as Action).state;
  if (JSON.stringify(again) !== text) return fail('replaying the same actions gave a different state');
  return null;
}
