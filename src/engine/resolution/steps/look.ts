/**
 * Looking at (or revealing, 701.20a) the top cards of a library and choosing among them (CR
 * 608.2c): "Look at the top three cards of your library. Put one of them into your hand and the
 * rest on the bottom of your library in any order." A library is looked at only when an effect says so (401.2); the
 * looked-at cards are shown only to the looker (the decisions are theirs, and the log names only
 * the cards that are revealed, 701.20a). Cards put on the bottom or back on top at the same time
 * are ordered by their owner (401.4), or put in a random order with the state's seeded generator.
 */
import { askEnteringAll } from '../../zones/entering-ask';
import { displayName } from '../../derived/characteristics';
import { matchesFilter } from '../../derived/filters';
import { emit, peek, simultaneously, type Ctx } from '../../state/context';
import { ask, takeAnswer } from '../../state/decisions';
import { shuffleInPlace } from '../../state/rng';
import { RULE } from '../../state/rules';
import type { ObjectId, PlayerId } from '../../state/ids';
import type { LookPick } from '../../state/vocabulary/steps';
import { moveObject, readZone, setZone } from '../../zones/objects';
import { amount, refPlayers, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { sourceName, type StepOf, type StepResult, type StepTable } from './common';

const PLACE: Record<LookPick['to'], string> = {
  hand: 'into your hand',
  battlefield: 'onto the battlefield',
  graveyard: 'into your graveyard',
};

function names(ctx: Ctx, ids: readonly ObjectId[]): string {
  return ids
    .map((id) => {
      const o = peek(ctx, id);
      return o ? displayName(ctx, o) : id;
    })
    .join(', ');
}

/** The cards pick `i` may choose: looked at, not chosen by an earlier pick, matching its filter. */
function candidates(ctx: Ctx, r: Resolving, look: readonly ObjectId[], taken: readonly ObjectId[], pick: LookPick) {
  return look.filter((id) => {
    if (taken.includes(id)) return false;
    const o = peek(ctx, id);
    return !!o && (!pick.filter || matchesFilter(ctx, o, { ...pick.filter, zone: 'library' }, r.controller, r.source));
  });
}

/**
 * The top cards of `library` down to the `until.n`th one matching `until.filter` ("reveal cards
 * until you reveal two land cards"), or all of it when fewer match.
 */
function revealedUntil(
  ctx: Ctx,
  r: Resolving,
  library: readonly ObjectId[],
  until: NonNullable<StepOf<'lookAtTop'>['until']>,
): ObjectId[] {
  let found = 0;
  const at = library.findIndex((id) => {
    const o = peek(ctx, id);
    if (o && matchesFilter(ctx, o, { ...until.filter, zone: 'library' }, r.controller, r.source)) found++;
    return found >= until.n;
  });
  return at < 0 ? [...library] : library.slice(0, at + 1);
}

/**
 * "Each player reveals the top card of their library", "Target player reveals the top two cards
 * of their library" (CR 701.20a, 101.4): every player named reveals their own top cards, in APNAP
 * order; the cards stay where they are, in order, and all of them are named for the instructions
 * after it ("for each nonland card revealed this way"). Nothing is chosen.
 */
function revealEachTop(ctx: Ctx, r: Resolving, step: StepOf<'lookAtTop'>, owners: readonly PlayerId[]): StepResult {
  const name = sourceName(ctx, r);
  const all: ObjectId[] = [];
  for (const owner of owners) {
    const look = readZone(ctx, 'library', owner).slice(0, Math.max(0, amount(ctx, r, step.count)));
    all.push(...look);
    const first = look[0];
    if (!first) {
      emit(ctx, {
        type: 'Note',
        rule: RULE.reveal,
        objects: [owner],
        cards: [],
        text: `${owner} has no card to reveal (${name}).`,
      });
      continue;
    }
    emit(ctx, {
      type: 'Revealed',
      objectId: first,
      player: owner,
      rule: RULE.reveal,
      objects: [...look],
      cards: [],
      text: `${owner} revealed the top ${look.length === 1 ? 'card' : `${look.length} cards`} of their library: ${names(ctx, look)} (${name}).`,
    });
  }
  if (step.as) r.vars[step.as] = all;
  return 'next';
}

function runLookAtTop(ctx: Ctx, r: Resolving, t: ResolveTask, step: StepOf<'lookAtTop'>): StepResult {
  const p = r.controller;
  // Whose library: the looker's, or another player's ("target player's library"); several
  // players' ("each player reveals the top card of their library") each reveal their own.
  const owners = step.player ? refPlayers(ctx, r, step.player) : [p];
  if (step.player && step.reveal && !step.picks.length && step.rest === 'unchanged' && !step.until)
    return revealEachTop(ctx, r, step, owners);
  const owner = owners[0];
  if (!owner) return 'next';
  const name = sourceName(ctx, r);
  if (t.sub === 0) {
    const library = readZone(ctx, 'library', owner);
    const look = step.until
      ? revealedUntil(ctx, r, library, step.until)
      : library.slice(0, Math.max(0, amount(ctx, r, step.count)));
    t.vars._look = look;
    t.vars._taken = [];
    t.sub = 1;
    // "Reveal the top N cards": every player sees them (CR 701.20a).
    if (step.reveal && look.length)
      emit(ctx, {
        type: 'Revealed',
        objectId: look[0] as ObjectId,
        player: owner,
        rule: RULE.reveal,
        objects: [...look],
        cards: [],
        text: `${owner} revealed the top ${look.length === 1 ? 'card' : `${look.length} cards`} of their library: ${names(ctx, look)} (${name}).`,
      });
  }
  const look = t.vars._look as ObjectId[];
  const taken = t.vars._taken as ObjectId[];
  // Picks, in the order the text gives them: t.sub - 1 is the pick being made.
  while (t.sub - 1 < step.picks.length) {
    const pick = step.picks[t.sub - 1] as LookPick;
    const cands = candidates(ctx, r, look, taken, pick);
    const max = Math.min(pick.n, cands.length);
    const min = pick.upTo ? 0 : max;
    let chosen: ObjectId[];
    if (!max) chosen = [];
    else if (min === cands.length) chosen = cands;
    else {
      const ans = takeAnswer(t);
      if (!Array.isArray(ans)) {
        return ask(ctx, {
          player: p,
          kind: 'chooseObjects',
          purpose: 'look',
          rule: RULE.lookAtLibrary,
          about: r.item,
          candidates: cands,
          min,
          max,
          prompt: `${name}: choose ${pick.upTo ? 'up to ' : ''}${pick.label} to ${pick.reveal ? 'reveal and ' : ''}put ${PLACE[pick.to]}.`,
        });
      }
      chosen = ans;
    }
    t.vars[`_pick${t.sub - 1}`] = chosen;
    taken.push(...chosen);
    t.sub++;
  }
  const rest = look.filter((id) => !taken.includes(id));
  // CR 614.12: what it puts onto the battlefield makes its "as enters" choices first.
  const entering = step.picks.flatMap((pick, i) =>
    pick.to === 'battlefield' ? ((t.vars[`_pick${i}`] ?? []) as ObjectId[]) : [],
  );
  const enterAnswers = askEnteringAll(ctx, t, t.vars, entering, () => p);
  if (enterAnswers === 'wait') return 'wait';
  let ordered = rest;
  if ((step.rest === 'top' || step.rest === 'bottom') && rest.length > 1) {
    const ans = takeAnswer(t);
    if (!Array.isArray(ans)) {
      const where = step.rest === 'top' ? 'on top of your library' : 'on the bottom of your library';
      return ask(ctx, {
        player: p,
        kind: 'chooseOrder',
        purpose: 'library-order',
        rule: RULE.libraryOrder,
        about: r.item,
        prompt: `${name}: order the cards to put ${where}: the first one listed ends up the higher in the library.`,
        options: rest.map((id) => ({ value: id, label: names(ctx, [id]) })),
      });
    }
    ordered = ans as ObjectId[];
  } else if (step.rest === 'bottomRandom') {
    ordered = [...rest];
    shuffleInPlace(ctx.s, ordered);
  }
  for (let i = 0; i < step.picks.length; i++) {
    const pick = step.picks[i] as LookPick;
    const chosen = (t.vars[`_pick${i}`] ?? []) as ObjectId[];
    if (pick.reveal && !step.reveal && chosen.length)
      emit(ctx, {
        type: 'Revealed',
        objectId: chosen[0] as ObjectId,
        player: p,
        rule: RULE.reveal,
        objects: [...chosen],
        cards: [],
        text: `${p} revealed ${names(ctx, chosen)} (${name}).`,
      });
  }
  simultaneously(ctx, () => {
    step.picks.forEach((pick, i) => {
      for (const id of (t.vars[`_pick${i}`] ?? []) as ObjectId[]) {
        const moved = moveObject(ctx, id, pick.to, {
          rule: RULE.lookAtLibrary,
          why: `chosen from the top of the library (${name})${pick.tapped ? ', tapped' : ''}`,
          ...(pick.to === 'battlefield' ? { controller: p } : {}),
          ...(enterAnswers.has(id) ? { enterAnswers: enterAnswers.get(id) } : {}),
          ...(pick.to === 'battlefield' && pick.withCounters ? { enterWithCounters: pick.withCounters } : {}),
        });
        if (pick.to === 'battlefield' && pick.tapped) moved.tapped = true;
        if (pick.as && moved.zone === pick.to) r.vars[pick.as] = moved.id;
      }
      if (pick.as && !(pick.as in r.vars)) r.vars[pick.as] = [];
    });
    if (step.rest === 'graveyard')
      for (const id of rest) moveObject(ctx, id, 'graveyard', { rule: RULE.lookAtLibrary, why: `(${name})` });
  });
  if (step.rest !== 'graveyard') {
    const others = readZone(ctx, 'library', owner).filter((id) => !ordered.includes(id));
    const onTop = step.rest === 'top' || step.rest === 'unchanged';
    setZone(ctx, 'library', owner, onTop ? [...ordered, ...others] : [...others, ...ordered]);
  }
  const kept = taken.length;
  emit(ctx, {
    type: 'Note',
    rule: RULE.lookAtLibrary,
    objects: [p],
    cards: [],
    text: `${p} ${step.reveal ? 'revealed' : 'looked at'} the top ${look.length === 1 ? 'card' : `${look.length} cards`} of ${owner === p ? 'their' : `${owner}'s`} library (${name}): ${
      // A look with no choice: what was seen is told to the looker here (CR 401.2).
      !step.picks.length && step.rest === 'unchanged'
        ? names(ctx, look) || 'no cards'
        : `${kept} chosen, ${rest.length} ${step.rest === 'graveyard' ? 'into the graveyard' : step.rest === 'top' || step.rest === 'unchanged' ? 'back on top' : 'on the bottom'}`
    }.`,
  });
  for (let i = 0; i < step.picks.length; i++) delete t.vars[`_pick${i}`];
  // The cards seen, for "If it's a creature card, put it into your hand" after it (608.2c).
  if (step.as) r.vars[step.as] = look.filter((id) => !taken.includes(id));
  delete t.vars._look;
  delete t.vars._taken;
  return 'next';
}

export const lookSteps: Pick<StepTable, 'lookAtTop'> = {
  lookAtTop: { rule: RULE.lookAtLibrary, run: runLookAtTop },
};
