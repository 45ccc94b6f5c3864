/**
 * The turn bar's commands: pass (the step ends), resolve (the top of the stack resolves) — both
 * are every player passing priority in turn (CR 117.4) — next turn, and going to a step.
 */
import { STEPS, type Step } from '../../engine';
import { engine, entityName, STEP_LABELS } from '../../store';
import { canAct, shown } from './state';
import type { ActionContext, UiAction } from './types';

const stackEmpty = (ctx: ActionContext) => !shown(ctx)?.stack.length;

export const pass: UiAction = {
  id: 'turn.pass',
  group: 'turn',
  kbd: 'P',
  label: (ctx) => `Pass: end ${STEP_LABELS[shown(ctx)?.turn.step ?? 'main1']}`,
  hint: 'Every player passes priority: the current step ends (CR 117.4)',
  enabled: (ctx) => canAct(ctx) && stackEmpty(ctx),
  run: (ctx) => ctx.game.getState().perform({ type: 'pass' }),
};

export const resolve: UiAction = {
  id: 'turn.resolve',
  group: 'turn',
  kbd: 'R',
  label: (ctx) => {
    const state = shown(ctx);
    const top = state?.stack[state.stack.length - 1];
    return state && top ? `Resolve top: ${entityName(state, engine.registry, top)}` : 'Resolve top';
  },
  hint: 'Every player passes priority: the top of the stack resolves (CR 117.4, 608.1)',
  enabled: (ctx) => canAct(ctx) && !stackEmpty(ctx),
  run: (ctx) => ctx.game.getState().perform({ type: 'pass' }),
};

export const nextTurn: UiAction = {
  id: 'turn.next',
  group: 'turn',
  kbd: 'Shift+N',
  label: 'Next turn',
  hint: "Everyone passes until the next turn's precombat main phase",
  enabled: canAct,
  run: (ctx) => ctx.game.getState().perform({ type: 'advance', to: 'next-turn' }),
};

/**
 * After Next turn or a step stopped a run of passes (a loop may be under way): the players
 * declare the game a draw, as for a loop of mandatory actions (CR 104.4b). Pressing Next turn
 * again goes on instead (a loop a player can stop with a choice).
 */
export const declareLoopDraw: UiAction = {
  id: 'turn.loopDraw',
  group: 'turn',
  label: "It's a draw (a loop)",
  hint: 'A loop of mandatory actions that nobody can stop: the game is a draw (CR 104.4b)',
  enabled: (ctx) => canAct(ctx) && !!shown(ctx)?.loopStopped,
  run: (ctx) => ctx.game.getState().perform({ type: 'declareDraw' }),
};

/** Goes to a step of the turn (everyone passes until then); the current step is disabled. */
export const goToStep: UiAction<Step> = {
  id: 'turn.goto',
  group: 'turn',
  label: (_ctx, step) => STEP_LABELS[step],
  hint: 'Go to this step (everyone passes until then)',
  enabled: (ctx, step) => canAct(ctx) && STEPS.includes(step) && shown(ctx)?.turn.step !== step,
  run: (ctx, step) => ctx.game.getState().perform({ type: 'advance', to: step }),
};
