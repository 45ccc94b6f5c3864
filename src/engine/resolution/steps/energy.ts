/**
 * Energy (CR 107.14, 122.1): "you get {E}{E}" puts two energy counters on you; "you may pay
 * {E}{E}. If you do, …" removes two, asked only if you have them (CR 118.3: a cost can't be
 * paid with what you don't have). Energy counters stay on a player from turn to turn.
 */
import { ask, takeAnswer } from '../../state/decisions';
import { emit, type Ctx } from '../../state/context';
import { RULE } from '../../state/rules';
import type { PlayerId } from '../../state/types';
import { amount, refPlayers, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { nothing, sourceName, type StepOf, type StepResult, type StepTable } from './common';

/** `{E}{E}` for 2 (the symbols as printed, CR 107.14). */
function symbols(n: number): string {
  return n <= 6 ? '{E}'.repeat(n) : `${n} {E}`;
}

function runGetEnergy(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'getEnergy'>): StepResult {
  const n = Math.max(0, amount(ctx, r, step.count));
  if (n <= 0) return 'next';
  for (const p of refPlayers(ctx, r, step.player)) {
    const ps = ctx.s.players[p];
    ps.energy = (ps.energy ?? 0) + n;
    emit(ctx, {
      type: 'Note',
      rule: RULE.energy,
      objects: [p, r.item],
      cards: [],
      text: `${p} got ${symbols(n)} from ${sourceName(ctx, r)} (${ps.energy} energy in all).`,
    });
  }
  return 'next';
}

function runPayEnergy(ctx: Ctx, r: Resolving, t: ResolveTask, step: StepOf<'payEnergy'>): StepResult {
  const name = sourceName(ctx, r);
  const player: PlayerId = (step.player ? refPlayers(ctx, r, step.player)[0] : r.controller) ?? r.controller;
  const n = Math.max(0, amount(ctx, r, step.count));
  const ans = takeAnswer(t);
  if (typeof ans !== 'boolean') {
    const has = ctx.s.players[player].energy ?? 0;
    if (has < n) {
      r.vars[step.as] = false;
      nothing(ctx, r, `${name}: ${player} has ${has} energy, not the ${n} to pay, so it isn't paid.`, RULE.energy);
      return 'next';
    }
    return ask(ctx, {
      player,
      kind: 'may',
      purpose: step.as,
      rule: RULE.energy,
      about: r.item,
      prompt: `${name}: pay ${symbols(n)}? (you have ${has} energy)`,
    });
  }
  if (ans) {
    const ps = ctx.s.players[player];
    ps.energy = (ps.energy ?? 0) - n;
    emit(ctx, {
      type: 'Note',
      rule: RULE.energy,
      objects: [player, r.item],
      cards: [],
      text: `${player} paid ${symbols(n)} for ${name} (${ps.energy} energy left).`,
    });
  }
  r.vars[step.as] = ans;
  return 'next';
}

export const energySteps: Pick<StepTable, 'getEnergy' | 'payEnergy'> = {
  getEnergy: { rule: RULE.energy, run: runGetEnergy },
  payEnergy: { rule: RULE.energy, run: runPayEnergy },
};
