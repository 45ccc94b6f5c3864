/** A lesson's script: play its next step, restart it. */
import type { ActionContext, UiAction } from './types';

function script(ctx: ActionContext) {
  const s = ctx.game.getState();
  const entry = s.history.entries[s.history.cursor];
  const steps = s.scenario?.loaded.doc.script ?? [];
  return { steps, at: entry?.scriptIndex ?? 0, s, entry };
}

export const nextStep: UiAction = {
  id: 'lesson.next', group: 'lesson', kbd: 'N',
  label: (ctx) => {
    const { steps, at } = script(ctx);
    return at < steps.length ? `Next step (${at + 1}/${steps.length})` : 'Script complete';
  },
  hint: 'Play the next step of the lesson\'s script',
  enabled: (ctx) => { const { steps, at, entry } = script(ctx); return !!entry && at < steps.length; },
  run: (ctx) => ctx.game.getState().nextStep(),
};

export const restart: UiAction = {
  id: 'lesson.restart', group: 'lesson', label: 'Restart',
  hint: 'Back to the start of the scenario (the later steps stay in the history until you act)',
  enabled: (ctx) => ctx.game.getState().history.entries.length > 0,
  run: (ctx) => { ctx.game.getState().restart(); return true; },
};
