/**
 * Proliferate (CR 701.34a): the controller of the resolving spell or ability chooses any number
 * of permanents and/or players that have a counter, then each one chosen gets another counter of
 * each kind already there, all at once. The counters a player can have here are poison
 * (CR 122.1f) and energy (107.14); nothing without a counter can be chosen (a choice that changes
 * nothing). Choosing none is allowed.
 */
import { displayName } from '../../derived/characteristics';
import { emit, liveObject, peek, simultaneously, type Ctx } from '../../state/context';
import { ask, takeAnswer } from '../../state/decisions';
import { isPlayerId, PLAYERS } from '../../state/ids';
import { RULE } from '../../state/rules';
import type { EntityId, PlayerId } from '../../state/types';
import { addCounters } from '../../zones/game-actions';
import type { Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { nothing, sourceName, type StepOf, type StepResult, type StepTable } from './common';

/** The kinds of counter on a permanent (those with at least one). */
function kindsOn(counters: Record<string, number>): string[] {
  return Object.keys(counters).filter((k) => (counters[k] ?? 0) > 0);
}

/** The permanents and players with at least one counter: what proliferate may choose. */
export function proliferateCandidates(ctx: Ctx): EntityId[] {
  const out: EntityId[] = [];
  for (const id of ctx.s.battlefield) {
    const o = peek(ctx, id);
    if (o && kindsOn(o.counters).length) out.push(id);
  }
  for (const p of PLAYERS) {
    const ps = ctx.s.players[p];
    if ((ps.poison ?? 0) > 0 || (ps.energy ?? 0) > 0) out.push(p);
  }
  return out;
}

function giveToPlayer(ctx: Ctx, p: PlayerId, name: string): void {
  const ps = ctx.s.players[p];
  const got: string[] = [];
  if ((ps.poison ?? 0) > 0) {
    ps.poison = (ps.poison ?? 0) + 1;
    got.push(`a poison counter (${ps.poison} in all)`);
  }
  if ((ps.energy ?? 0) > 0) {
    ps.energy = (ps.energy ?? 0) + 1;
    got.push(`an energy counter (${ps.energy} in all)`);
  }
  if (!got.length) return;
  emit(ctx, {
    type: 'Note',
    rule: RULE.proliferate,
    objects: [p],
    cards: [],
    text: `${p} got ${got.join(' and ')} from ${name}'s proliferate.`,
  });
}

function runProliferate(ctx: Ctx, r: Resolving, t: ResolveTask, _step: StepOf<'proliferate'>): StepResult {
  const name = sourceName(ctx, r);
  const candidates = proliferateCandidates(ctx);
  if (!candidates.length) {
    nothing(ctx, r, `${name}: no permanent or player has a counter, so proliferate gives none.`, RULE.proliferate);
    return 'next';
  }
  const ans = takeAnswer(t);
  if (!Array.isArray(ans)) {
    ask(ctx, {
      player: r.controller,
      kind: 'chooseObjects',
      purpose: 'proliferate',
      rule: RULE.proliferate,
      about: r.item,
      prompt: `${name}: proliferate — choose any number of permanents and/or players with counters; each gets another counter of each kind already there.`,
      candidates,
      min: 0,
      max: candidates.length,
    });
    return 'wait';
  }
  simultaneously(ctx, () => {
    for (const id of ans) {
      if (isPlayerId(id)) {
        giveToPlayer(ctx, id, name);
        continue;
      }
      const o = liveObject(ctx, id);
      if (!o || o.zone !== 'battlefield') continue;
      for (const kind of kindsOn(o.counters))
        addCounters(ctx, o, kind, 1, RULE.proliferate, `from ${name}'s proliferate (${displayName(ctx, o)} had one)`);
    }
  });
  return 'next';
}

export const proliferateSteps: Pick<StepTable, 'proliferate'> = {
  proliferate: { rule: RULE.proliferate, run: runProliferate },
};
