/**
 * "Each player chooses a creature they control. Destroy the rest." (Divine Reckoning), "Each
 * player chooses three permanents they control, then sacrifices the rest." (Razia's
 * Purification), "Target opponent chooses a creature they control. Destroy that creature."
 * (Imperial Edict): each player named chooses permanents they control, in APNAP order (CR
 * 101.4; a choice made on resolution, 608.2d), then what happens to the rest happens to all of
 * them at once. Loaded with the cards that use it (../../every-step.ts), not with the engine.
 */
import { emit, peek, simultaneously, type Ctx } from '../../state/context';
import { ask, takeAnswer } from '../../state/decisions';
import { displayName } from '../../derived/characteristics';
import { matchesFilter, objectsMatching } from '../../derived/filters';
import { RULE } from '../../state/rules';
import { destroy, sacrifice } from '../../zones/game-actions';
import { refPlayers, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { sourceName, type StepOf, type StepResult, type StepTable } from './common';
import type { ObjectId, PlayerId } from '../../state/types';

/** "a creature", "three permanents", "up to two creatures": the words of a prompt. */
function howMany(step: StepOf<'playersChoose'>, n: number): string {
  const what = n === 1 ? 'a permanent' : `${n} permanents`;
  return step.upTo ? `up to ${n === 1 ? 'one permanent' : what}` : what;
}

function runPlayersChoose(ctx: Ctx, r: Resolving, t: ResolveTask, step: StepOf<'playersChoose'>): StepResult {
  const name = sourceName(ctx, r);
  const players = refPlayers(ctx, r, step.player);
  // Each chooser's permanents that match ("they control": "you" in the filter is that player).
  const own = (p: PlayerId): ObjectId[] =>
    objectsMatching(ctx, { ...step.filter, controller: 'you' }, p, r.source).map((o) => o.id);
  const picks = (t.vars._chosen ?? []) as ObjectId[];
  for (; t.sub < players.length; t.sub++) {
    const p = players[t.sub] as PlayerId;
    const cands = own(p);
    // With no more than they must choose, every one is chosen and nobody is asked.
    if (!step.upTo && cands.length <= step.count) {
      picks.push(...cands);
      continue;
    }
    if (!cands.length) continue;
    const ans = takeAnswer(t);
    if (!Array.isArray(ans)) {
      t.vars._chosen = picks;
      return ask(ctx, {
        player: p,
        kind: 'chooseObjects',
        purpose: step.as,
        rule: RULE.choiceOnResolution,
        about: r.item,
        prompt: `${name}: choose ${howMany(step, step.count)} you control${step.rest ? ` to keep (the rest ${step.rest === 'destroy' ? 'are destroyed' : 'are sacrificed'})` : ''}.`,
        candidates: cands,
        min: step.upTo ? 0 : step.count,
        max: Math.min(step.count, cands.length),
      });
    }
    picks.push(...(ans as ObjectId[]).filter((id) => cands.includes(id)));
  }
  delete t.vars._chosen;
  const names = picks.map((id) => {
    const o = peek(ctx, id);
    return o ? displayName(ctx, o) : id;
  });
  emit(ctx, {
    type: 'Note',
    rule: RULE.choiceOnResolution,
    objects: [...picks],
    cards: [],
    text: `${name}: ${names.length ? names.join(', ') : 'nothing'} chosen.`,
  });
  r.vars[step.as] = picks;
  if (!step.rest) return 'next';
  // The rest: each chooser's matching permanents not chosen, all at once (CR 101.4).
  const rest = players.flatMap((p) => own(p)).filter((id) => !picks.includes(id));
  simultaneously(ctx, () => {
    for (const id of rest) {
      const obj = peek(ctx, id);
      if (!obj || obj.zone !== 'battlefield') continue;
      if (step.rest === 'destroy') destroy(ctx, obj, `destroyed by ${name}`, RULE.destroy, {});
      // CR 701.21a: a player sacrifices only a permanent they control.
      else if (matchesFilter(ctx, obj, { ...step.filter, controller: 'you' }, obj.controller, r.source))
        sacrifice(ctx, obj, `for ${name}`);
    }
  });
  return 'next';
}

export const playersChooseSteps: Pick<StepTable, 'playersChoose'> = {
  playersChoose: { rule: RULE.choiceOnResolution, run: runPlayersChoose },
};
