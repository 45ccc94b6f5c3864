/**
 * The store around the engine (zustand, framework-light: the vanilla store works in Node, the
 * UI binds it with `useGame`). It holds the loaded scenario, its history (see history.ts for
 * why a list of states), the cues of the last action for the animations, and UI state:
 * selection, what is highlighted, animation speed, messages.
 */
import { createStore } from 'zustand/vanilla';
import { IllegalActionError, type Action, type Engine, type GameEvent, type GameState } from '../engine';
import type { LoadedScenario } from '../scenario/build';
import { MAX_ENGINE_ACTIONS } from '../scenario/limits';
import type { Problem } from '../scenario/problem';
import type { OpenedBranch } from '../scenario/teaching/open-teaching';
import type { StepNote } from '../scenario/teaching/schema-teaching';
import { cuesFor, type Cue } from './animation';
import { cleanEvents } from './clean-events';
import { describeAction } from './describe';
import {
  canRedo,
  canUndo,
  current,
  EMPTY_HISTORY,
  push,
  redo,
  restartHistory,
  seek,
  startHistory,
  stateOf,
  undo,
  withNote,
  type History,
  type NewEntry,
} from './history';
import { nextScriptStep, positionAfter, scriptWaypoints } from './script-progress';
import type { AnimSpeed } from './settings';

export interface LoadedView {
  loaded: LoadedScenario;
  title: string;
  /** The built-in lesson it came from, if any. */
  lessonId: string | null;
}

export interface Toast {
  id: number;
  kind: 'error' | 'info';
  text: string;
  rule: string | null;
  /** A refusal of an action (its reason and rule): it goes when a later action succeeds. */
  refusal: boolean;
}

/** What is highlighted on the table: objects (by id) and physical cards (by card id). */
export interface Highlight {
  objects: string[];
  cards: string[];
}

/** An action already performed by whoever opened the scenario (a link's or a file's steps). */
export interface OpenedStep {
  action: Action;
  state: GameState;
  events: GameEvent[];
}

/** Turns outside input into a built scenario, plus the steps already taken on it (links, files, autosave). */
export type ScenarioOpener = (input: unknown) =>
  | {
      ok: true;
      loaded: LoadedScenario;
      steps?: readonly OpenedStep[];
      notes?: readonly StepNote[];
      branches?: readonly OpenedBranch[];
    }
  | { ok: false; problems: Problem[] };

export interface GameStore {
  scenario: LoadedView | null;
  history: History;
  /** The name of the line of play shown (branches.ts); the other saved lines are `branches`. */
  lineName: string;
  /** Other lines of the same game, saved with "Branch here" (src/store/branches.ts). */
  branches: readonly OpenedBranch[];
  /** How the board last changed: `perform` animates; `load` and `jump` (undo, redo, scrub) don't. */
  lastChange: 'load' | 'perform' | 'jump';
  /** Animation cues of the last performed action (empty after a jump). */
  cues: Cue[];
  /** Increases with every change of the board (keys animations). */
  changeSeq: number;
  selection: string | null;
  highlight: Highlight | null;
  animSpeed: AnimSpeed;
  /** True when the URL forced animations off. */
  animLocked: boolean;
  toasts: Toast[];
  /** The pending decision's dialog is hidden (to look at the board); shown again on any change. */
  decisionHidden: boolean;
  /** The player chose to go on from a board that left the lesson's script ("continue from here"). */
  exploring: boolean;

  /**
   * Opens a scenario; on failure returns the problems and keeps the board shown. The opener's
   * steps become the history (each can be undone); `cursor` then moves to one of them.
   */
  load(input: unknown, options?: { lessonId?: string; open?: ScenarioOpener; cursor?: number }): Problem[] | null;
  close(): void;
  /**
   * Replaces the line of play shown (same scenario): the loaded board, then `steps`, with
   * `notes` and the cursor at `cursor` (default the last step). Nothing animates.
   */
  setLine(line: {
    steps: readonly OpenedStep[];
    notes?: readonly StepNote[];
    cursor?: number;
    name?: string;
    branches?: readonly OpenedBranch[];
  }): void;
  perform(action: Action): boolean;
  undo(): void;
  redo(): void;
  seek(index: number): void;
  /** Performs the scenario's next script action; false if there is none or it fails. */
  nextStep(): boolean;
  restart(): void;
  /** Stops following the script after the board has left it: play on freely from here. */
  continueFromHere(): void;
  /** Back to the last step of the history that was on the script, following it again. */
  backToScript(): void;
  /** Turns sandbox mode (manual moves) on or off, as a step of the history. */
  setSandbox(on: boolean): void;
  select(id: string | null): void;
  setHighlight(h: Highlight | null): void;
  setAnimSpeed(speed: AnimSpeed, locked?: boolean): void;
  toast(kind: Toast['kind'], text: string, rule?: string | null): void;
  /** Shows why an action was refused (`rule`: the CR rule); the notice goes when a later action succeeds. */
  refused(text: string, rule?: string | null): void;
  /** An action succeeded outside the history (a combat pick): the refusals shown before it go. */
  clearRefusals(): void;
  dismissToast(id: number): void;
  setDecisionHidden(hidden: boolean): void;
}

const EMPTY: History = EMPTY_HISTORY;

/** The history entry of an action performed at the cursor of `history` (script position, label). */
function stepEntry(
  engine: Engine,
  loaded: LoadedScenario,
  history: History,
  action: Action,
  state: GameState,
  events: GameEvent[],
): NewEntry {
  const before = current(history);
  const beforeState = stateOf(history);
  return {
    state,
    action,
    events,
    label: describeAction(beforeState, engine.registry, action),
    ...positionAfter(engine, loaded, before, action, beforeState, state),
  };
}

/** A history of `steps` from the loaded board, with `notes` on its steps and the cursor at `cursor`. */
function buildHistory(
  engine: Engine,
  loaded: LoadedScenario,
  steps: readonly OpenedStep[],
  notes: readonly StepNote[],
  cursor?: number,
): History {
  let history = startHistory({
    state: loaded.initial,
    action: null,
    events: cleanEvents(loaded.events, loaded.initial),
    label: 'Start',
    scriptIndex: 0,
    offScript: false,
  });
  for (const step of steps)
    history = push(
      history,
      stepEntry(engine, loaded, history, step.action, step.state, cleanEvents(step.events, step.state)),
    );
  for (const n of notes) history = withNote(history, n.step, n.text);
  return cursor !== undefined ? seek(history, cursor) : history;
}

/**
 * The game store. Each loaded scenario is played with its own engine (`loaded.engine`: the
 * pool plus the real cards it names, DESIGN "Real cards"); `defaultOpen` opens what `load`
 * is given when no opener comes with it.
 */
export function createGameStore(defaultOpen?: ScenarioOpener) {
  let toastId = 0;
  return createStore<GameStore>()((set, get) => {
    const toast = (kind: Toast['kind'], text: string, rule: string | null = null, refusal = false) => {
      const id = ++toastId;
      // The same words again replace the earlier notice instead of stacking up.
      set((s) => ({
        toasts: [...s.toasts.filter((t) => t.text !== text).slice(-3), { id, kind, text, rule, refusal }],
      }));
    };
    const withoutRefusals = (toasts: Toast[]) =>
      toasts.some((t) => t.refusal) ? toasts.filter((t) => !t.refusal) : toasts;
    const jump = (history: History) =>
      set((s) => ({ history, lastChange: 'jump', cues: [], changeSeq: s.changeSeq + 1, decisionHidden: false }));

    return {
      scenario: null,
      history: EMPTY,
      lineName: 'Line 1',
      branches: [],
      lastChange: 'load',
      cues: [],
      changeSeq: 0,
      selection: null,
      highlight: null,
      animSpeed: 1,
      animLocked: false,
      toasts: [],
      decisionHidden: false,
      exploring: false,

      load(input, options) {
        const open = options?.open ?? defaultOpen;
        if (!open) throw new Error('createGameStore: no scenario loader');
        const r = open(input);
        if (!r.ok) {
          toast(
            'error',
            `This scenario can't be opened: ${r.problems.map((p) => `${p.path ? `${p.path}: ` : ''}${p.message}`).join('; ')}`,
          );
          return r.problems;
        }
        const { loaded } = r;
        const history = buildHistory(loaded.engine, loaded, r.steps ?? [], r.notes ?? [], options?.cursor);
        set((s) => ({
          scenario: { loaded, title: loaded.doc.title ?? 'Untitled scenario', lessonId: options?.lessonId ?? null },
          history,
          lineName: 'Line 1',
          branches: r.branches ?? [],
          lastChange: 'load',
          cues: [],
          changeSeq: s.changeSeq + 1,
          decisionHidden: false,
          selection: null,
          highlight: null,
          exploring: false,
        }));
        return null;
      },

      setLine(line) {
        const { scenario } = get();
        if (!scenario) return;
        const history = buildHistory(
          scenario.loaded.engine,
          scenario.loaded,
          line.steps,
          line.notes ?? [],
          line.cursor,
        );
        set((s) => ({
          history,
          lastChange: 'jump',
          cues: [],
          changeSeq: s.changeSeq + 1,
          decisionHidden: false,
          ...(line.name !== undefined ? { lineName: line.name } : {}),
          ...(line.branches ? { branches: line.branches } : {}),
        }));
      },

      close() {
        set((s) => ({
          scenario: null,
          history: EMPTY,
          lineName: 'Line 1',
          branches: [],
          lastChange: 'load',
          cues: [],
          changeSeq: s.changeSeq + 1,
          decisionHidden: false,
          selection: null,
          highlight: null,
        }));
      },

      perform(action) {
        const { scenario, history } = get();
        if (!scenario) return false;
        // A link, a file and a saved session carry at most this many steps: the history stops
        // there, so it never holds what can't be opened again.
        if (history.cursor >= MAX_ENGINE_ACTIONS) {
          toast(
            'error',
            `This history has reached ${MAX_ENGINE_ACTIONS.toLocaleString('en')} steps, the most a link, file or saved session can hold, so no step can be added. Undo to go back to an earlier step, or Export to keep it as a file.`,
          );
          return false;
        }
        const beforeState = stateOf(history);
        const { engine } = scenario.loaded;
        let result: { state: GameState; events: GameEvent[] };
        try {
          const raw = engine.perform(beforeState, action);
          result = { state: raw.state, events: cleanEvents(raw.events, raw.state) };
        } catch (e) {
          if (e instanceof IllegalActionError) toast('error', `Not allowed: ${e.reason}`, e.rule, true);
          else toast('error', `The engine failed on this action: ${e instanceof Error ? e.message : String(e)}`);
          return false;
        }
        const entry = stepEntry(engine, scenario.loaded, history, action, result.state, result.events);
        // Acting from an earlier step starts a new branch: the later steps are dropped, so say so.
        const dropped = history.entries.length - 1 - history.cursor;
        if (dropped > 0)
          toast(
            'info',
            `This step replaced the ${dropped === 1 ? 'later step' : `${dropped} later steps`} of the history (from step ${history.cursor + 1} on). Undo returns to step ${history.cursor}.`,
          );
        if (history.cursor + 1 === MAX_ENGINE_ACTIONS - 100)
          toast('info', `100 steps left: a history holds at most ${MAX_ENGINE_ACTIONS.toLocaleString('en')} steps.`);
        set((s) => ({
          toasts: withoutRefusals(s.toasts),
          history: push(history, entry),
          lastChange: 'perform',
          cues: cuesFor(result.events, beforeState, result.state),
          changeSeq: s.changeSeq + 1,
          decisionHidden: false,
        }));
        return true;
      },

      undo() {
        const { history } = get();
        if (canUndo(history)) jump(undo(history));
      },
      redo() {
        const { history } = get();
        if (canRedo(history)) jump(redo(history));
      },
      seek(index) {
        const { history } = get();
        const next = seek(history, index);
        if (next !== history) jump(next);
      },

      nextStep() {
        const { scenario, history } = get();
        if (!scenario || history.cursor < 0) return false;
        const at = current(history);
        const state = stateOf(history);
        const script = scenario.loaded.doc.script ?? [];
        // A cast given by hand without its X waits for the answer: the script step has it.
        const d = state.pendingDecision;
        const previous = script[at.scriptIndex - 1];
        const upcoming = script[at.scriptIndex];
        if (d && upcoming && !('decide' in upcoming)) {
          if (d.kind === 'chooseNumber' && previous && 'x' in previous && previous.x !== undefined)
            return get().perform({ type: 'decide', player: d.player, answer: previous.x });
          toast('info', `${d.player === 'p1' ? 'Player 1' : 'Player 2'} must first answer: ${d.prompt}`);
          return false;
        }
        const next = nextScriptStep(scenario.loaded, state, scenario.loaded.engine.registry, at.scriptIndex);
        if (next.kind === 'none') {
          toast('info', 'The script has no more steps.');
          return false;
        }
        if (next.kind === 'unusable') {
          toast('error', `The next step doesn't fit this board (${next.message}). Restart to follow the script.`);
          return false;
        }
        // A step never runs on into a later turn than the script's own board after it.
        const expected = scriptWaypoints(scenario.loaded.engine, scenario.loaded)[at.scriptIndex + 1];
        const limit =
          expected?.turn.number ??
          (next.action.type === 'advance' && next.action.to === 'next-turn' ? Infinity : state.turn.number);
        try {
          if (scenario.loaded.engine.perform(state, next.action).state.turn.number > limit) {
            toast(
              'error',
              'The board has left the script: its next step would run on into the next turn. Use "Back to the script", or continue from here.',
            );
            return false;
          }
        } catch {
          // illegal: perform() below says why
        }
        return get().perform(next.action);
      },

      continueFromHere() {
        set({ exploring: true });
      },

      backToScript() {
        const { history } = get();
        let i = history.cursor;
        while (i > 0 && history.entries[i]?.offScript) i--;
        set({ exploring: false });
        if (i !== history.cursor) jump(seek(history, i));
      },

      restart() {
        const { history } = get();
        if (history.entries.length)
          set((s) => ({
            history: restartHistory(history),
            lastChange: 'jump',
            cues: [],
            changeSeq: s.changeSeq + 1,
            decisionHidden: false,
            selection: null,
          }));
      },

      setSandbox(on) {
        const { history } = get();
        if (history.cursor < 0 || stateOf(history).sandbox === on) return;
        // An engine action, so it is a step of the history like any other (and links carry it).
        get().perform({ type: 'sandbox', on });
      },

      select: (id) => set({ selection: id }),
      setHighlight: (highlight) => set({ highlight }),
      setAnimSpeed: (speed, locked) =>
        set((s) => (s.animLocked && !locked ? {} : { animSpeed: speed, animLocked: locked ?? s.animLocked })),
      toast,
      refused: (text, rule = null) => toast('error', text, rule, true),
      clearRefusals: () => set((s) => ({ toasts: withoutRefusals(s.toasts) })),
      setDecisionHidden: (decisionHidden) => set({ decisionHidden }),
      dismissToast: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
    };
  });
}

export type GameStoreApi = ReturnType<typeof createGameStore>;
