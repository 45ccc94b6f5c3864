/**
 * "You win the game" (CR 104.2b) and "target player loses the game" (104.3e): the game ends at
 * once (104.1) — not as a state-based action — unless a static ability says the player can't win
 * or can't lose it (101.2, zones/game-outcome.ts). Two players: a winner's opponent is the loser.
 * The rest of the resolving spell or ability doesn't happen. Loaded with the cards that use it
 * (every-step.ts).
 */
import { displayName } from '../../derived/characteristics';
import { emit, type Ctx } from '../../state/context';
import type { PlayerId } from '../../state/ids';
import { RULE } from '../../state/rules';
import { PLAYERS } from '../../state/types';
import { OUTCOME } from '../../zones/outcome-hook';
import { refPlayers, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { nothing, sourceName, type StepOf, type StepResult, type StepTable } from './common';

/** Says `player` can't win or lose because of `by`'s static ability (CR 101.2); true when barred. */
function barred(ctx: Ctx, r: Resolving, player: PlayerId, outcome: 'win' | 'lose'): boolean {
  const by = OUTCOME.barredBy?.(ctx, player, outcome);
  if (!by) return false;
  nothing(
    ctx,
    r,
    `${sourceName(ctx, r)}: ${player} can't ${outcome} the game (${displayName(ctx, by)}; "can't" beats "can").`,
    RULE.cantBeatsCan,
  );
  return true;
}

function runWinGame(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'winGame'>): StepResult {
  const from = sourceName(ctx, r);
  for (const p of refPlayers(ctx, r, step.player)) {
    if (ctx.s.players[p].lost || barred(ctx, r, p, 'win')) continue;
    ctx.s.gameOver = { losers: PLAYERS.filter((q) => q !== p), reason: `${p} won the game (${from})` };
    emit(ctx, {
      type: 'Note',
      rule: RULE.effectWins,
      objects: [p, r.item],
      cards: [],
      text: `${from}: ${p} wins the game; the game ends at once (CR 104.1).`,
    });
    return 'stop';
  }
  return 'next';
}

function runLoseGame(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'loseGame'>): StepResult {
  const from = sourceName(ctx, r);
  for (const p of refPlayers(ctx, r, step.player)) {
    const ps = ctx.s.players[p];
    if (ps.lost || barred(ctx, r, p, 'lose')) continue;
    ps.lost = true;
    emit(ctx, {
      type: 'PlayerLost',
      player: p,
      rule: RULE.effectLoses,
      objects: [p, r.item],
      cards: [],
      text: `${from}: ${p} loses the game.`,
    });
  }
  const losers = PLAYERS.filter((p) => ctx.s.players[p].lost);
  if (!losers.length) return 'next';
  ctx.s.gameOver = {
    losers,
    reason: losers.length === 2 ? 'both players lost (a draw)' : `${losers[0]} lost (${from})`,
  };
  return 'stop';
}

/** The steps ending the game by an effect (CR 104.2b, 104.3e). */
export const gameEndSteps: Pick<StepTable, 'winGame' | 'loseGame'> = {
  winGame: { rule: RULE.effectWins, run: runWinGame },
  loseGame: { rule: RULE.effectLoses, run: runLoseGame },
};
