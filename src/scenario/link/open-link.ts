/**
 * Opening a share link: decode, restore the scenario (the one tolerant restore step), build
 * it, then replay the actions it carries. Any failure — a damaged payload, an invalid scenario,
 * an action that is malformed or illegal on replay — returns every problem found and nothing
 * else, so the caller keeps the board it has.
 */
import { IllegalActionError, type Action, type GameEvent, type GameState } from '../../engine';
import { loadScenario, type LoadedScenario } from '../build';
import { engine, restore } from '../pool';
import type { Problem } from '../problem';
import { checkActions } from './actions';
import { decodePayload } from './codec';

/** One replayed action of a link. */
export interface LinkStep { action: Action; state: GameState; events: GameEvent[] }

export type OpenedLink = { ok: true; loaded: LoadedScenario; steps: LinkStep[]; warnings: Problem[] } | { ok: false; problems: Problem[] };

/** Opens a link payload (the part after `#s=`). Never throws for any string. */
export function openLinkPayload(payload: string): OpenedLink {
  const decoded = decodePayload(payload);
  if (!decoded.ok) return decoded;
  const restored = restore(decoded.doc);
  if (!restored.ok) return { ok: false, problems: restored.problems.map((p) => ({ ...p, path: p.path ? `scenario.${p.path}` : 'scenario' })) };
  const actions = checkActions(decoded.actions);
  if (!actions.ok) return actions;
  const loaded = loadScenario(restored.scenario, engine);
  if (!loaded.ok) return loaded;
  const steps: LinkStep[] = [];
  let state = loaded.loaded.initial;
  for (const [i, action] of actions.actions.entries()) {
    try {
      const r = engine.perform(state, action);
      state = r.state;
      steps.push({ action, state, events: r.events });
    } catch (e) {
      if (!(e instanceof IllegalActionError)) throw e;
      return { ok: false, problems: [{ path: `link.actions[${i}]`, message: `step ${i + 1} of the link can't be replayed: ${e.message}` }] };
    }
  }
  return { ok: true, loaded: loaded.loaded, steps, warnings: restored.warnings };
}
