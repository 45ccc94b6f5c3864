/** A lesson's script: play its next step, restart it. */
import type { ActionContext, UiAction } from './types';

function script(ctx: ActionContext) {
  const s = ctx.game.getState();
  const entry = s.history.entries[s.history.cursor];
  const steps = s.scenario?.loaded.doc.script ?? [];
  return { steps, at: entry?.scriptIndex ?? 0, s, entry };
}

export const nextStep: UiAction = {
  id: 'lesson.next',
  group: 'lesson',
  kbd: 'N',
  label: (ctx) => {
    const { steps, at } = script(ctx);
    return at < steps.length ? `Next step (${at + 1}/${steps.length})` : 'Script complete';
  },
  hint: "Play the next step of the lesson's script",
  enabled: (ctx) => {
    const { steps, at, entry, s } = script(ctx);
    return !!entry && at < steps.length && !s.exploring && !s.history.state?.gameOver;
  },
  run: (ctx) => ctx.game.getState().nextStep(),
};

export const restart: UiAction = {
  id: 'lesson.restart',
  group: 'lesson',
  label: 'Restart',
  hint: 'Back to the start of the scenario (the later steps stay in the history until you act)',
  enabled: (ctx) => ctx.game.getState().history.entries.length > 0,
  run: (ctx) => {
    ctx.game.getState().restart();
    return true;
  },
};

const offScript = (ctx: ActionContext) => {
  const s = ctx.game.getState();
  return !!s.history.entries[s.history.cursor]?.offScript;
};

/** After the board has left the script: go on playing freely from here (the lesson stops nagging). */
export const continueFromHere: UiAction = {
  id: 'lesson.continue',
  group: 'lesson',
  label: 'Continue from here',
  hint: "Play on freely from this board; the lesson's script waits",
  enabled: (ctx) => offScript(ctx) && !ctx.game.getState().exploring,
  run: (ctx) => {
    ctx.game.getState().continueFromHere();
    return true;
  },
};

/** Back to the last step of the history that followed the script. */
export const backToScript: UiAction = {
  id: 'lesson.back',
  group: 'lesson',
  label: 'Back to the script',
  hint: "Go back to the last step that followed the lesson's script",
  enabled: (ctx) => offScript(ctx) || ctx.game.getState().exploring,
  run: (ctx) => {
    ctx.game.getState().backToScript();
    return true;
  },
};
