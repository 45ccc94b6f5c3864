/**
 * Steps on libraries: shuffling (CR 701.24, with the state's seeded generator), scry (CR 701.22:
 * any number of the top N on the bottom, the rest on top, in any order) and surveil
 * (CR 701.25: any number of the top N into the graveyard, the rest on top in any order).
 */
import { askEnteringAll, type EnteringAnswers } from '../../zones/entering-ask';
import { displayName } from '../../derived/characteristics';
import { emit, peek, simultaneously, type Ctx } from '../../state/context';
import { ask, takeAnswer } from '../../state/decisions';
import { shuffleInPlace } from '../../state/rng';
import { RULE } from '../../state/rules';
import { moveObject, readZone, setZone } from '../../zones/objects';
import { matchesFilter } from '../../derived/filters';
import { amount, refPlayers, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { sourceName, type StepOf, type StepResult, type StepTable } from './common';
import type { ObjectId, PlayerId } from '../../state/types';

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

function cardWords(ctx: Ctx, ids: readonly ObjectId[]): string {
  return ids
    .map((id) => {
      const o = peek(ctx, id);
      return o ? displayName(ctx, o) : id;
    })
    .join(', ');
}

/**
 * Asks for the order of the cards that stay on top (CR 701.22a, 701.25a "in any order"): the
 * first one listed ends on top. Returns the order, or 'wait'.
 */
function topOrder(
  ctx: Ctx,
  r: Resolving,
  t: ResolveTask,
  player: PlayerId,
  ids: ObjectId[],
  rule: string,
): ObjectId[] | 'wait' {
  if (ids.length < 2) return ids;
  const ans = takeAnswer(t);
  if (Array.isArray(ans)) return ans;
  return ask(ctx, {
    player,
    kind: 'chooseOrder',
    purpose: 'library-order',
    rule,
    about: r.item,
    prompt: 'Order the cards that stay on top of your library: the first one listed is the top card.',
    options: ids.map((id) => ({ value: id, label: cardWords(ctx, [id]) })),
  });
}

/** Puts `top` back on top of `player`'s library in that order and `bottom` under the rest. */
function arrange(
  ctx: Ctx,
  player: PlayerId,
  look: readonly ObjectId[],
  top: readonly ObjectId[],
  bottom: readonly ObjectId[],
): void {
  const rest = readZone(ctx, 'library', player).filter((id) => !look.includes(id));
  setZone(ctx, 'library', player, [...top, ...rest, ...bottom]);
}

/**
 * Says that `player` scried or surveilled `n` (CR 701.22, 701.25): the event abilities trigger on
 * ("Whenever you scry"). Scry 0 and surveil 0 are no event (701.22b, 701.25c); `n` more than the
 * library holds still is.
 */
function keywordActionDone(
  ctx: Ctx,
  action: 'scry' | 'surveil',
  player: PlayerId,
  n: number,
  looked: number,
  text: string,
): void {
  if (n <= 0) return;
  emit(ctx, {
    type: 'KeywordAction',
    action,
    player,
    count: n,
    looked,
    rule: action === 'scry' ? RULE.scry : RULE.surveil,
    objects: [player],
    cards: [],
    text,
  });
}

function runScry(ctx: Ctx, r: Resolving, t: ResolveTask, step: StepOf<'scry'>): StepResult {
  const p = r.controller;
  const n = Math.max(0, amount(ctx, r, step.count));
  const look = ctx.s.players[p].library.slice(0, n);
  if (!look.length) {
    keywordActionDone(ctx, 'scry', p, n, 0, `${p} scried ${n} with no cards in their library.`);
    return 'next';
  }
  if (look.length === 1) {
    const top = look[0] as ObjectId;
    const ans = takeAnswer(t);
    if (typeof ans !== 'boolean') {
      return ask(ctx, {
        player: p,
        kind: 'may',
        purpose: 'scry',
        rule: RULE.scry,
        about: top,
        prompt: `Scry ${n}: put ${cardWords(ctx, [top])} on the bottom of your library?`,
      });
    }
    if (ans) arrange(ctx, p, look, [], [top]);
    keywordActionDone(ctx, 'scry', p, n, 1, `${p} scried ${n} and put the card on the ${ans ? 'bottom' : 'top'}.`);
    return 'next';
  }
  if (t.sub === 0) {
    const ans = takeAnswer(t);
    if (!Array.isArray(ans)) {
      return ask(ctx, {
        player: p,
        kind: 'chooseObjects',
        purpose: 'scry',
        rule: RULE.scry,
        about: r.item,
        candidates: look,
        min: 0,
        max: look.length,
        prompt: `Scry ${n}: choose the cards to put on the bottom of your library, in the order they go there (the rest stay on top).`,
      });
    }
    t.vars._bottom = ans;
    t.sub = 1;
  }
  const bottom = (t.vars._bottom ?? []) as ObjectId[];
  const top = topOrder(
    ctx,
    r,
    t,
    p,
    look.filter((id) => !bottom.includes(id)),
    RULE.scry,
  );
  if (top === 'wait') return 'wait';
  arrange(ctx, p, look, top, bottom);
  delete t.vars._bottom;
  keywordActionDone(
    ctx,
    'scry',
    p,
    n,
    look.length,
    `${p} scried ${n}: ${top.length} on top, ${bottom.length} on the bottom.`,
  );
  return 'next';
}

function runSurveil(ctx: Ctx, r: Resolving, t: ResolveTask, step: StepOf<'surveil'>): StepResult {
  const p = r.controller;
  const n = Math.max(0, amount(ctx, r, step.count));
  const look = ctx.s.players[p].library.slice(0, n);
  if (!look.length) {
    keywordActionDone(ctx, 'surveil', p, n, 0, `${p} surveilled ${n} with no cards in their library.`);
    return 'next';
  }
  if (t.sub === 0) {
    const ans = takeAnswer(t);
    if (!Array.isArray(ans)) {
      return ask(ctx, {
        player: p,
        kind: 'chooseObjects',
        purpose: 'surveil',
        rule: RULE.surveil,
        about: r.item,
        prompt: `Surveil ${n}: choose the cards to put into your graveyard (the rest stay on top).`,
        candidates: look,
        min: 0,
        max: look.length,
      });
    }
    t.vars._graveyard = ans;
    t.sub = 1;
  }
  const gone = (t.vars._graveyard ?? []) as ObjectId[];
  const top = topOrder(
    ctx,
    r,
    t,
    p,
    look.filter((id) => !gone.includes(id)),
    RULE.surveil,
  );
  if (top === 'wait') return 'wait';
  delete t.vars._graveyard;
  simultaneously(ctx, () => {
    for (const id of gone) moveObject(ctx, id, 'graveyard', { rule: RULE.surveil, why: 'surveil' });
  });
  arrange(ctx, p, look, top, []);
  keywordActionDone(
    ctx,
    'surveil',
    p,
    n,
    look.length,
    `${p} surveilled ${n}: ${gone.length} into their graveyard, ${top.length} on top.`,
  );
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
  const withLibrary = searchesLibrary(ctx, r, t, p, step);
  if (withLibrary === 'wait') return 'wait';
  const inZone = (zone: 'library' | 'graveyard') =>
    readZone(ctx, zone, p).filter((id) => {
      const o = peek(ctx, id);
      return !!o && matchesFilter(ctx, o, { ...step.filter, zone }, p, r.source);
    });
  const fromGraveyard = step.orGraveyard ? inZone('graveyard') : [];
  const cands = [...(withLibrary ? inZone('library') : []), ...fromGraveyard];
  let enterAnswers = new Map<ObjectId, EnteringAnswers>();
  let found: ObjectId[] = Array.isArray(t.vars._found) ? (t.vars._found as ObjectId[]) : [];
  if (cands.length && !Array.isArray(t.vars._found)) {
    const ans = takeAnswer(t);
    if (!Array.isArray(ans)) {
      return ask(ctx, {
        player: p,
        kind: 'chooseObjects',
        purpose: 'search',
        rule: RULE.search,
        about: r.item,
        candidates: cands,
        min: Math.min(step.max, fromGraveyard.length),
        max: Math.min(step.max, cands.length),
        prompt: `${sourceName(ctx, r)}: search your ${step.orGraveyard ? (withLibrary ? 'library and graveyard' : 'graveyard') : 'library'} for ${step.label} (you may find fewer in a library, CR 701.23b).`,
      });
    }
    found = ans;
  }
  if (step.to === 'battlefield') {
    // CR 614.12: what it puts onto the battlefield makes its "as enters" choices first.
    t.vars._found = found;
    const answers = askEnteringAll(ctx, t, t.vars, found, () => p);
    if (answers === 'wait') return 'wait';
    enterAnswers = answers;
    delete t.vars._found;
  }
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
      text: `${p} searched their ${withLibrary ? 'library' : 'graveyard'} and found ${cands.length ? 'nothing they chose to take' : `no ${step.label}`}.`,
    });
  }
  if (step.to === 'libraryTop') {
    // "…, then shuffle and put that card on top": the card found stays in the library; the
    // others are shuffled under it (CR 701.23, 701.24a).
    const lib = readZone(ctx, 'library', p).filter((id) => !found.includes(id));
    shuffleInPlace(ctx.s, lib);
    setZone(ctx, 'library', p, [...found, ...lib]);
    emit(ctx, {
      type: 'Note',
      rule: RULE.shuffle,
      objects: [p],
      cards: [],
      text: `${p} shuffled their library and put the card found on top (${sourceName(ctx, r)}).`,
    });
    if (step.as) r.vars[step.as] = found;
    return 'next';
  }
  const to = step.to;
  const moved: ObjectId[] = [];
  simultaneously(ctx, () => {
    for (const id of found) {
      const m = moveObject(ctx, id, to, {
        rule: RULE.search,
        why: `found by searching (${sourceName(ctx, r)})${step.to === 'battlefield' && step.tapped ? ', tapped' : ''}`,
        ...(step.to === 'battlefield' ? { controller: p } : {}),
        ...(enterAnswers.has(id) ? { enterAnswers: enterAnswers.get(id) } : {}),
      });
      if (step.to === 'battlefield' && step.tapped) m.tapped = true;
      moved.push(m.id);
    }
  });
  if (step.as) r.vars[step.as] = moved;
  return 'next';
}

export const librarySteps: Pick<StepTable, 'shuffle' | 'scry' | 'surveil' | 'search'> = {
  search: { rule: RULE.search, run: runSearch },
  shuffle: { rule: RULE.shuffle, run: runShuffle },
  scry: { rule: RULE.scry, run: runScry },
  surveil: { rule: RULE.surveil, run: runSurveil },
};
