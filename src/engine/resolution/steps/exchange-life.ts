/**
 * Exchanging life totals (CR 701.12): "Two target players exchange life totals" (Soul Conduit),
 * "Exchange life totals with target opponent" (Mirror Universe). The exchange needs exactly two
 * players, or none of it happens (701.12a); each player gains or loses the life that makes their
 * total the other's previous one, at once (701.12c) — the gain as replacement effects change it
 * (../../zones/life-replacements.ts), and life-gain and life-loss triggers see both. A player who
 * can't gain life can't be given a higher total this way, so then nothing happens (701.12a). The
 * engine has no effect that stops a player losing life.
 */
import { emit, type Ctx } from '../../state/context';
import { RULE } from '../../state/rules';
import type { PlayerId } from '../../state/types';
import { cantGainLife } from '../../zones/life-replacements';
import { changeLife, gainLife } from '../../zones/permanents';
import { refPlayers, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { sourceName, type StepOf, type StepResult, type StepTable } from './common';

function note(ctx: Ctx, r: Resolving, rule: string, players: PlayerId[], text: string): void {
  emit(ctx, { type: 'Note', rule, objects: [...players, r.item], cards: [], text });
}

function runExchangeLife(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'exchangeLife'>): StepResult {
  const name = sourceName(ctx, r);
  const players = [
    ...new Set([...refPlayers(ctx, r, step.player), ...(step.other ? refPlayers(ctx, r, step.other) : [])]),
  ];
  const [a, b] = players;
  if (players.length !== 2 || !a || !b) {
    note(
      ctx,
      r,
      RULE.exchangeAll,
      players,
      `No life totals are exchanged: it needs two players (CR 701.12a) (${name}).`,
    );
    return 'next';
  }
  const la = ctx.s.players[a].life;
  const lb = ctx.s.players[b].life;
  if (la === lb) {
    note(
      ctx,
      r,
      RULE.exchangeLifeTotals,
      [a, b],
      `${a} and ${b} have the same life total: no life changes (CR 701.12c) (${name}).`,
    );
    return 'next';
  }
  const [low, high] = la < lb ? [a, b] : [b, a];
  if (cantGainLife(ctx, low)) {
    note(
      ctx,
      r,
      RULE.exchangeAll,
      [a, b],
      `${low} can't gain life, so ${a} and ${b} can't exchange life totals and none of the exchange happens (CR 701.12a, 701.12c) (${name}).`,
    );
    return 'next';
  }
  const d = Math.abs(la - lb);
  note(
    ctx,
    r,
    RULE.exchangeLifeTotals,
    [a, b],
    `${a} and ${b} exchange life totals (${la} and ${lb}) (CR 701.12c) (${name}).`,
  );
  changeLife(ctx, high, -d, `from ${name}`, RULE.exchangeLifeTotals);
  gainLife(ctx, low, d, `from ${name}`, RULE.exchangeLifeTotals);
  return 'next';
}

/** The step exchanging two players' life totals. */
export const exchangeLifeSteps: Pick<StepTable, 'exchangeLife'> = {
  exchangeLife: { rule: RULE.exchangeLifeTotals, run: runExchangeLife },
};
