/**
 * Loops (CR 104.4b, and the rules for handling loops in CR 732): a run of passes that goes on
 * and on — two abilities that trigger each other — is stopped after {@link ADVANCE_PASSES}
 * passes, and the engine says so (a `LoopStopped` event naming the turn, the step and what is on
 * the stack) and remembers it on the state until the next action. The players then choose: if
 * the loop holds only mandatory actions, the game is a draw (104.4b), which {@link declareDraw}
 * records; if a player can stop it with a choice, they go on and make that choice.
 */
import { displayName } from '../derived/characteristics';
import { emit, peek, type Ctx } from '../state/context';
import { ensure } from '../state/errors';
import { RULE } from '../state/rules';
import { STEP_NAMES } from '../state/step-names';

/** Passes one "advance" (Next turn, go to a step) makes before it stops and asks. */
export const ADVANCE_PASSES = 500;

/** The top of the stack in words, for saying where a loop was stopped. */
function stackWords(ctx: Ctx): string {
  const top = ctx.s.stack[ctx.s.stack.length - 1];
  if (!top) return 'the stack empty';
  const ability = ctx.s.abilities[top];
  const source = ability ? peek(ctx, ability.source) : peek(ctx, top);
  const name = source ? displayName(ctx, source) : top;
  return `${ctx.s.stack.length} on the stack, the top one ${ability ? `${name}'s ability` : name}`;
}

/** Records and says that an advance was stopped after `passes` passes (a loop may be under way). */
export function loopStopped(ctx: Ctx, passes: number): void {
  const { number, step } = ctx.s.turn;
  ctx.s.loopStopped = { turn: number, step, passes };
  emit(ctx, {
    type: 'LoopStopped',
    passes,
    turn: number,
    step,
    rule: RULE.loopDraw,
    objects: [...ctx.s.stack],
    cards: [],
    text: `Stopped after ${passes} passes in turn ${number}, ${STEP_NAMES[step]}, with ${stackWords(ctx)}: this may be a loop. If it holds only mandatory actions, the game is a draw (CR ${RULE.loopDraw}); if a player can stop it with a choice, go on and make it.`,
  });
}

/** The players declare the game a draw: the stopped loop holds only mandatory actions (CR 104.4b). */
export function declareDraw(ctx: Ctx): void {
  const loop = ctx.s.loopStopped;
  ensure(
    loop,
    'a game is a draw by a loop only when a loop of mandatory actions was stopped (Next turn or a step stops one after 500 passes)',
    RULE.loopDraw,
  );
  ctx.s.gameOver = {
    losers: [],
    reason: `a draw: the game was in a loop of mandatory actions (turn ${loop.turn}, ${STEP_NAMES[loop.step]}; CR ${RULE.loopDraw})`,
  };
  ctx.s.loopStopped = null;
  emit(ctx, {
    type: 'Note',
    rule: RULE.loopDraw,
    objects: [],
    cards: [],
    text: `The game is a draw: a loop of mandatory actions (CR ${RULE.loopDraw}).`,
  });
}
