/**
 * Choices made while searching a library (CR 701.23) beyond one "choose up to N" pick: one card
 * of each kind ("a Forest card and a Plains card"), cards with different names (CR 201.2a), the
 * order of the cards found put on top (CR 401.4), and the reveal of the cards found (701.20a).
 */
import { displayName, namesOf, shareAName } from '../../derived/characteristics';
import { matchesFilter } from '../../derived/filters';
import { emit, peek, type Ctx } from '../../state/context';
import { ask, takeAnswer } from '../../state/decisions';
import { RULE } from '../../state/rules';
import type { ObjectId, PlayerId } from '../../state/types';
import type { ObjectFilter } from '../../state/vocabulary/filters';
import type { Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { sourceName, type StepOf } from './common';

/** The cards' display names, joined for the log. */
function names(ctx: Ctx, ids: readonly ObjectId[]): string {
  return ids
    .map((id) => {
      const o = peek(ctx, id);
      return o ? displayName(ctx, o) : id;
    })
    .join(', ');
}

/**
 * "Search your library for a Forest card and a Plains card": one card of each kind, or none,
 * chosen one kind after another among the candidates not yet chosen (CR 701.23b); 'wait' while a
 * choice is asked.
 */
export function findKinds(
  ctx: Ctx,
  r: Resolving,
  t: ResolveTask,
  p: PlayerId,
  step: StepOf<'search'>,
  cands: ObjectId[],
): ObjectId[] | 'wait' {
  const kinds = step.kinds ?? [];
  // '' marks a kind with no card found.
  const picked = (Array.isArray(t.vars._kinds) ? t.vars._kinds : []) as ObjectId[];
  while (picked.length < kinds.length) {
    const kind = kinds[picked.length] as { filter: ObjectFilter; label: string };
    const of = cands.filter((id) => {
      const o = peek(ctx, id);
      return !picked.includes(id) && !!o && matchesFilter(ctx, o, { ...kind.filter, zone: o.zone }, p, r.source);
    });
    if (!of.length) {
      picked.push('' as ObjectId);
      continue;
    }
    const ans = takeAnswer(t);
    if (!Array.isArray(ans)) {
      t.vars._kinds = picked;
      return ask(ctx, {
        player: p,
        kind: 'chooseObjects',
        purpose: 'search',
        rule: RULE.searchMayFail,
        about: r.item,
        candidates: of,
        min: 0,
        max: 1,
        prompt: `${sourceName(ctx, r)}: search your library for ${kind.label} (you may find none, CR 701.23b).`,
      });
    }
    picked.push((ans[0] as ObjectId | undefined) ?? ('' as ObjectId));
  }
  t.vars._kinds = picked;
  return picked.filter((id) => id !== '');
}

/**
 * "Search your library for up to three Aura cards with different names" (CR 201.2a: no two share
 * a name): the searcher takes one card at a time, each among the candidates whose names differ
 * from every card already taken, until `max` are taken, none is left, or they take none
 * (a hidden zone, 701.23b). 'wait' while a choice is asked.
 */
export function findDifferentNames(
  ctx: Ctx,
  r: Resolving,
  t: ResolveTask,
  p: PlayerId,
  step: StepOf<'search'>,
  cands: ObjectId[],
  max: number,
): ObjectId[] | 'wait' {
  const picked = (Array.isArray(t.vars._named) ? t.vars._named : []) as ObjectId[];
  const nameOf = (id: ObjectId) => {
    const o = peek(ctx, id);
    return o ? namesOf(ctx, o) : [];
  };
  while (picked.length < max) {
    const taken = picked.flatMap(nameOf);
    const of = cands.filter((id) => !picked.includes(id) && !shareAName(nameOf(id), taken));
    if (!of.length) break;
    const ans = takeAnswer(t);
    if (!Array.isArray(ans)) {
      t.vars._named = picked;
      return ask(ctx, {
        player: p,
        kind: 'chooseObjects',
        purpose: 'search',
        rule: RULE.searchMayFail,
        about: r.item,
        candidates: of,
        min: 0,
        max: 1,
        prompt: `${sourceName(ctx, r)}: search your library for ${step.label}: card ${picked.length + 1} of up to ${max}, each with a different name (choose none to stop, CR 701.23b).`,
      });
    }
    const id = ans[0] as ObjectId | undefined;
    if (!id) break;
    picked.push(id);
  }
  delete t.vars._named;
  return picked;
}

/**
 * "Then shuffle and put those cards on top in any order" (CR 401.4): the searcher orders the
 * cards found, the first listed ending up on top. The found list itself when there is no order to
 * choose; 'wait' while it is asked.
 */
export function orderFound(
  ctx: Ctx,
  r: Resolving,
  t: ResolveTask,
  p: PlayerId,
  step: StepOf<'search'>,
  found: ObjectId[],
): ObjectId[] | 'wait' {
  if (!step.anyOrder || found.length < 2) return found;
  if (Array.isArray(t.vars._order)) return t.vars._order as ObjectId[];
  const ans = takeAnswer(t);
  if (!Array.isArray(ans))
    return ask(ctx, {
      player: p,
      kind: 'chooseOrder',
      purpose: 'library-order',
      rule: RULE.libraryOrder,
      about: r.item,
      prompt: `${sourceName(ctx, r)}: order the cards found to put on top of your library: the first one listed ends up on top.`,
      options: found.map((id) => ({ value: id, label: names(ctx, [id]) })),
    });
  t.vars._order = ans;
  return ans as ObjectId[];
}

/** "Reveal them" (CR 701.20a): every player sees the cards found, before they move. */
export function revealFound(ctx: Ctx, r: Resolving, p: PlayerId, found: readonly ObjectId[]): void {
  if (!found.length) return;
  emit(ctx, {
    type: 'Revealed',
    objectId: found[0] as ObjectId,
    player: p,
    rule: RULE.reveal,
    objects: [...found],
    cards: [],
    text: `${p} revealed ${names(ctx, found)}, found by searching (${sourceName(ctx, r)}).`,
  });
}
