/**
 * Searching a library (CR 701.23: the searching player may find fewer cards than asked, 701.23b;
 * a graveyard searched too is public) and shuffling one (CR 701.24, with the state's seeded
 * generator).
 */
import { askEnteringAll, type EnteringAnswers } from '../../zones/entering-ask';
import { emit, peek, simultaneously, type Ctx } from '../../state/context';
import { ask, takeAnswer } from '../../state/decisions';
import { shuffleInPlace } from '../../state/rng';
import { RULE } from '../../state/rules';
import { moveObject, objectOrLki, readZone, setZone } from '../../zones/objects';
import { matchesFilter } from '../../derived/filters';
import { amount, refId, refPlayers, type Resolving } from '../refs';
import { namesOf, shareAName } from '../../derived/characteristics';
import type { Ref } from '../../state/card-def';
import type { ResolveTask } from '../resolve-task';
import { sourceName, type StepOf, type StepResult, type StepTable } from './common';
import type { ObjectId, PlayerId } from '../../state/types';
import type { Range } from '../../state/vocabulary/filters';
import { findDifferentNames, findKinds, orderFound, revealFound } from './search-picks';

function runShuffle(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'shuffle'>): StepResult {
  for (const p of refPlayers(ctx, r, step.player)) {
    const lib = [...readZone(ctx, 'library', p)];
    shuffleInPlace(ctx.s, lib);
    setZone(ctx, 'library', p, lib);
    emit(ctx, {
      type: 'Note',
      rule: RULE.shuffle,
      objects: [p],
      cards: [],
      text: `${p} shuffled their library (${sourceName(ctx, r)}).`,
    });
  }
  return 'next';
}

/**
 * "Search your library and/or graveyard" (CR 701.23a): whether the library is searched too (the
 * graveyard is searched either way; the library alone finds nothing the two don't). Returns the
 * answer, or 'wait'.
 */
function searchesLibrary(
  ctx: Ctx,
  r: Resolving,
  t: ResolveTask,
  p: PlayerId,
  step: StepOf<'search'>,
): boolean | 'wait' {
  if (!step.orGraveyard) return true;
  if (t.sub === 0) {
    const ans = takeAnswer(t);
    if (typeof ans !== 'boolean')
      return ask(ctx, {
        player: p,
        kind: 'may',
        purpose: 'search',
        rule: RULE.search,
        about: r.item,
        prompt: `${sourceName(ctx, r)}: search your library as well as your graveyard for ${step.label}? A searched library is shuffled after.`,
      });
    t.vars._searchLibrary = ans;
    t.sub = 1;
  }
  return !!t.vars._searchLibrary;
}

/**
 * CR 701.23: the searching player looks through their library (and graveyard, with
 * `orGraveyard`) and chooses up to `max` cards with the stated quality; the library is a hidden
 * zone, so they may find fewer or none (701.23b), while a graveyard is public: a card there with
 * the quality is found. The cards found go where the effect says, as one event.
 */
function runSearch(ctx: Ctx, r: Resolving, t: ResolveTask, step: StepOf<'search'>): StepResult {
  const p = (step.player ? refPlayers(ctx, r, step.player)[0] : r.controller) ?? r.controller;
  // "Search target opponent's library" (CR 701.23a): another player's library; no such player, no search.
  const owner = step.library ? refPlayers(ctx, r, step.library)[0] : p;
  if (!owner) return 'next';
  const withLibrary = searchesLibrary(ctx, r, t, p, step);
  if (withLibrary === 'wait') return 'wait';
  // "with mana value equal to 1 plus the sacrificed creature's mana value" (CR 202.3, 608.2h).
  const mv = manaValueBounds(ctx, r, step);
  const names = step.sameNameAs ? sameNameAs(ctx, r, step.sameNameAs) : null;
  const inZone = (zone: 'library' | 'graveyard') =>
    readZone(ctx, zone, zone === 'library' ? owner : p).filter((id) => {
      const o = peek(ctx, id);
      if (!o || !matchesFilter(ctx, o, { ...step.filter, zone }, p, r.source)) return false;
      if (names && !shareAName(namesOf(ctx, o), names)) return false;
      return !mv || matchesFilter(ctx, o, { zone, manaValue: mv }, p, r.source);
    });
  const fromGraveyard = step.orGraveyard ? inZone('graveyard') : [];
  const cands = [...(withLibrary ? inZone('library') : []), ...fromGraveyard];
  // "up to X …, where X is …", "up to that many": the amount as the search begins (CR 608.2h).
  if (typeof t.vars._max !== 'number') t.vars._max = Math.max(0, amount(ctx, r, step.max));
  const max = t.vars._max as number;
  let enterAnswers = new Map<ObjectId, EnteringAnswers>();
  let found: ObjectId[] = Array.isArray(t.vars._found) ? (t.vars._found as ObjectId[]) : [];
  if (step.kinds && !Array.isArray(t.vars._found)) {
    const picked = findKinds(ctx, r, t, p, step, cands);
    if (picked === 'wait') return 'wait';
    found = picked;
    t.vars._found = found;
  }
  if (step.differentNames && !Array.isArray(t.vars._found)) {
    const picked = findDifferentNames(ctx, r, t, p, step, cands, max);
    if (picked === 'wait') return 'wait';
    found = picked;
    t.vars._found = found;
  }
  if (cands.length && max > 0 && !Array.isArray(t.vars._found)) {
    const ans = takeAnswer(t);
    if (!Array.isArray(ans)) {
      return ask(ctx, {
        player: p,
        kind: 'chooseObjects',
        purpose: 'search',
        rule: step.mustFind ? RULE.searchMustFind : RULE.search,
        about: r.item,
        candidates: cands,
        min: Math.min(max, step.mustFind ? cands.length : fromGraveyard.length),
        max: Math.min(max, cands.length),
        prompt: `${sourceName(ctx, r)}: search ${owner === p ? 'your' : `${owner}'s`} ${step.orGraveyard ? (withLibrary ? 'library and graveyard' : 'graveyard') : 'library'} for ${step.label} ${step.mustFind ? '(no quality is stated, so that many must be found, CR 701.23c)' : '(you may find fewer in a library, CR 701.23b)'}.`,
      });
    }
    found = ans;
    t.vars._found = found;
  }
  const split = splitFound(ctx, r, t, p, step, found);
  if (split === 'wait') return 'wait';
  const destOf = (id: ObjectId) => (split && split.includes(id) && step.split ? step.split : step);
  const entering = found.filter((id) => destOf(id).to === 'battlefield');
  if (entering.length) {
    // CR 614.12: what it puts onto the battlefield makes its "as enters" choices first.
    const answers = askEnteringAll(ctx, t, t.vars, entering, () => p);
    if (answers === 'wait') return 'wait';
    enterAnswers = answers;
  }
  const onTop = step.to === 'libraryTop' ? orderFound(ctx, r, t, p, step, found) : found;
  if (onTop === 'wait') return 'wait';
  delete t.vars._found;
  delete t.vars._kinds;
  delete t.vars._split;
  delete t.vars._max;
  delete t.vars._order;
  // "reveal them" (CR 701.20a): every player sees the cards found before they move.
  if (step.reveal) revealFound(ctx, r, p, found);
  if (step.orGraveyard) {
    r.vars[step.orGraveyard] = withLibrary;
    delete t.vars._searchLibrary;
  }
  if (!found.length) {
    emit(ctx, {
      type: 'Note',
      rule: RULE.searchMayFail,
      objects: [p],
      cards: [],
      text: `${p} searched ${owner === p ? 'their' : `${owner}'s`} ${withLibrary ? 'library' : 'graveyard'} and found ${cands.length ? 'nothing they chose to take' : `no ${step.label}`}.`,
    });
  }
  if (step.to === 'libraryTop') {
    // "…, then shuffle and put that card on top": the card found stays in the library; the
    // others are shuffled under it (CR 701.23, 701.24a).
    const lib = readZone(ctx, 'library', p).filter((id) => !found.includes(id));
    shuffleInPlace(ctx.s, lib);
    setZone(ctx, 'library', p, [...onTop, ...lib]);
    emit(ctx, {
      type: 'Note',
      rule: RULE.shuffle,
      objects: [p],
      cards: [],
      text: `${p} shuffled their library and put the ${found.length === 1 ? 'card' : 'cards'} found on top (${sourceName(ctx, r)}).`,
    });
    if (step.as) r.vars[step.as] = found;
    return 'next';
  }
  const moved: ObjectId[] = [];
  simultaneously(ctx, () => {
    for (const id of found) {
      const d = destOf(id);
      const to = d.to === 'libraryTop' ? 'library' : d.to;
      const m = moveObject(ctx, id, to, {
        rule: RULE.search,
        why: `found by searching (${sourceName(ctx, r)})${d.to === 'battlefield' && d.tapped ? ', tapped' : ''}`,
        ...(d.to === 'battlefield' ? { controller: p } : {}),
        ...(enterAnswers.has(id) ? { enterAnswers: enterAnswers.get(id) } : {}),
      });
      if (d.to === 'battlefield' && d.tapped) m.tapped = true;
      moved.push(m.id);
    }
  });
  if (step.as) r.vars[step.as] = moved;
  return 'next';
}

/**
 * "Put one onto the battlefield tapped and the other into your hand" (`split`): which card found
 * goes the first way, chosen by the searcher among them; the one card found when only one was
 * (CR 609.3: the first instruction is done, the other has nothing left). Null without a split;
 * 'wait' while the choice is asked.
 */
function splitFound(
  ctx: Ctx,
  r: Resolving,
  t: ResolveTask,
  p: PlayerId,
  step: StepOf<'search'>,
  found: ObjectId[],
): ObjectId[] | null | 'wait' {
  if (!step.split) return null;
  if (Array.isArray(t.vars._split)) return t.vars._split as ObjectId[];
  if (found.length < 2) {
    t.vars._split = found;
    if (found.length)
      emit(ctx, {
        type: 'Note',
        rule: RULE.asMuchAsPossible,
        objects: [p],
        cards: [],
        text: `${p} found one card: it goes ${step.split.to === 'battlefield' ? 'onto the battlefield' : 'into their hand'}, and nothing is left for the other (${sourceName(ctx, r)}).`,
      });
    return found;
  }
  const ans = takeAnswer(t);
  if (!Array.isArray(ans))
    return ask(ctx, {
      player: p,
      kind: 'chooseObjects',
      purpose: 'search',
      rule: RULE.search,
      about: r.item,
      candidates: found,
      min: 1,
      max: 1,
      prompt: `${sourceName(ctx, r)}: choose the card to put ${step.split.to === 'battlefield' ? `onto the battlefield${step.split.tapped ? ' tapped' : ''}` : 'into your hand'}; the other goes ${step.to === 'battlefield' ? 'onto the battlefield' : 'into your hand'}.`,
    });
  t.vars._split = ans;
  return ans;
}

/** The search's mana value bounds, read now (`manaValueAtMost`, `manaValueEquals`); null when it has none. */
function manaValueBounds(ctx: Ctx, r: Resolving, step: StepOf<'search'>): Range | null {
  if (step.manaValueAtMost === undefined && step.manaValueEquals === undefined) return null;
  const out: Range = {};
  if (step.manaValueEquals !== undefined) out.min = out.max = amount(ctx, r, step.manaValueEquals);
  if (step.manaValueAtMost !== undefined) out.max = Math.min(out.max ?? Infinity, amount(ctx, r, step.manaValueAtMost));
  return out;
}

/**
 * The names of the object `ref` names, for "with the same name as …" (CR 201.2a): as it is now, or
 * as it last existed (608.2h); none for a face-down object (708.2a) or one that is gone without a trace.
 */
export function sameNameAs(ctx: Ctx, r: Resolving, ref: Ref): string[] {
  const look = objectOrLki(ctx, refId(ctx, r, ref));
  if (!look || look.object.faceDown) return [];
  return look.snapshot ? look.snapshot.names : namesOf(ctx, look.object);
}

/** The search and shuffle handlers. */
export const searchSteps: Pick<StepTable, 'search' | 'shuffle'> = {
  search: { rule: RULE.search, run: runSearch },
  shuffle: { rule: RULE.shuffle, run: runShuffle },
};
