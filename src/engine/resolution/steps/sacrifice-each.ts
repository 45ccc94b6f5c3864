/**
 * "Sacrifice an artifact, a creature, and a land" (CR 701.21a): a different permanent for each
 * kind named, as many kinds as the player can fill — a permanent of two of the types fills one
 * only, and a player who could fill more must (an artifact creature and a noncreature artifact
 * are the artifact and the creature). Players choose in APNAP order (101.4), then all are
 * sacrificed at once. Loaded with the cards that use it (every-step.ts), not with the engine.
 */
import { matchesFilter, objectsMatching } from '../../derived/filters';
import { peek, simultaneously, type Ctx } from '../../state/context';
import { ask, takeAnswer } from '../../state/decisions';
import type { ObjectFilter } from '../../state/card-def';
import { RULE } from '../../state/rules';
import type { GameObject, ObjectId, PlayerId } from '../../state/types';
import { sacrifice } from '../../zones/game-actions';
import { refPlayers, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { sourceName, type StepOf, type StepResult, type StepTable } from './common';

/**
 * The most kinds that can be filled at once, each with a different object (a bipartite matching
 * by augmenting paths): `fits[k]` lists the objects that may fill kind k.
 */
export function mostFilled(fits: readonly (readonly ObjectId[])[]): number {
  const holder = new Map<ObjectId, number>();
  const place = (k: number, seen: Set<ObjectId>): boolean => {
    for (const o of fits[k] ?? []) {
      if (seen.has(o)) continue;
      seen.add(o);
      const h = holder.get(o);
      if (h === undefined || place(h, seen)) {
        holder.set(o, k);
        return true;
      }
    }
    return false;
  };
  let n = 0;
  for (let k = 0; k < fits.length; k++) if (place(k, new Set())) n++;
  return n;
}

/** The objects among `objs` that may fill kind `k` and still let as many kinds be filled as can be. */
function choicesFor(
  ctx: Ctx,
  r: Resolving,
  p: PlayerId,
  filters: readonly ObjectFilter[],
  k: number,
  objs: readonly GameObject[],
): ObjectId[] {
  const fits = (from: readonly GameObject[]) =>
    filters.slice(k).map((f) => from.filter((o) => matchesFilter(ctx, o, f, p, r.source)).map((o) => o.id));
  const best = mostFilled(fits(objs));
  const first = fits(objs)[0] ?? [];
  return first.filter((id) => 1 + mostFilled(fits(objs.filter((o) => o.id !== id)).slice(1)) === best);
}

function runSacrificeEach(ctx: Ctx, r: Resolving, t: ResolveTask, step: StepOf<'sacrificeEach'>): StepResult {
  const name = sourceName(ctx, r);
  const players: PlayerId[] = step.player ? refPlayers(ctx, r, step.player) : [r.controller];
  const picks = (t.vars._sacrificeEach ?? []) as ObjectId[];
  const filters = step.filters.map((f) => ({ ...f, controller: 'you' as const }));
  // t.sub counts the player and the kind: player i, kind k is i * kinds + k.
  const kinds = filters.length;
  for (; t.sub < players.length * kinds; t.sub++) {
    const p = players[Math.floor(t.sub / kinds)] as PlayerId;
    const k = t.sub % kinds;
    const objs = objectsMatching(ctx, { controller: 'you' }, p, r.source).filter((o) => !picks.includes(o.id));
    const cands = choicesFor(ctx, r, p, filters, k, objs);
    if (cands.length <= 1) {
      picks.push(...cands);
      continue;
    }
    const ans = takeAnswer(t);
    if (!Array.isArray(ans) || !cands.includes(ans[0] as ObjectId)) {
      t.vars._sacrificeEach = picks;
      return ask(ctx, {
        player: p,
        kind: 'chooseObjects',
        purpose: 'sacrifice',
        rule: RULE.sacrifice,
        about: r.item,
        prompt: `${name}: choose the permanent to sacrifice as the ${kindWords(filters[k] as ObjectFilter)}.`,
        candidates: cands,
        min: 1,
        max: 1,
      });
    }
    picks.push(ans[0] as ObjectId);
  }
  delete t.vars._sacrificeEach;
  simultaneously(ctx, () => {
    for (const id of picks) {
      const obj = peek(ctx, id);
      if (obj) sacrifice(ctx, obj, `for ${name}`);
    }
  });
  r.vars[step.as] = picks;
  return 'next';
}

/** "artifact", "creature or planeswalker": the kind's card types, for the prompt. */
function kindWords(f: ObjectFilter): string {
  return f.types?.join(' or ') ?? 'permanent';
}

/** The steps of this family. */
export const sacrificeEachSteps: Pick<StepTable, 'sacrificeEach'> = {
  sacrificeEach: { rule: RULE.sacrifice, run: runSacrificeEach },
};
