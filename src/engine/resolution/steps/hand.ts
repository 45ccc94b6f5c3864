/**
 * Discarding (CR 701.9) and looking at a hand: a discard is chosen by the discarding player (each
 * in APNAP order, then all at once), made at random with the state's seeded generator ("discards
 * a card at random"), or of the whole hand ("discards their hand"); a player told to discard more
 * cards than they have discards their hand (CR 701.9b). Loaded with the cards that use them
 * (every-step.ts), not with the engine (core.ts).
 */
import { displayName } from '../../derived/characteristics';
import { matchesFilter } from '../../derived/filters';
import { emit, peek, simultaneously, type Ctx } from '../../state/context';
import { ask, takeAnswer } from '../../state/decisions';
import { nextRandom } from '../../state/rng';
import { RULE } from '../../state/rules';
import { discard } from '../../zones/game-actions';
import { moveObject } from '../../zones/objects';
import { amount, refPlayers, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { sourceName, type StepOf, type StepResult, type StepTable } from './common';
import type { GameObject, ObjectId, PlayerId } from '../../state/types';

/** `n` cards of a hand picked at random with the state's seeded generator. */
function randomCards(ctx: Ctx, hand: readonly ObjectId[], n: number): ObjectId[] {
  const pool = [...hand];
  const out: ObjectId[] = [];
  while (out.length < n && pool.length)
    out.push(pool.splice(Math.floor(nextRandom(ctx.s) * pool.length), 1)[0] as ObjectId);
  return out;
}

/** Whether a card in a hand is of the kind a discard names ("discard a land card"). */
function discardable(ctx: Ctx, r: Resolving, step: StepOf<'discard'>, id: ObjectId): boolean {
  const card = peek(ctx, id);
  return !!card && matchesFilter(ctx, card, { ...step.filter, zone: 'hand' }, r.controller, r.source);
}

/**
 * "Target opponent reveals their hand. You choose a nonland card from it. That player discards
 * that card.": the hand is revealed once (CR 701.20a), then the ability's controller chooses
 * `n` of the cards matching the filter (all of them if fewer match; none if none do).
 * Returns the cards chosen, or 'ask' when a decision was asked.
 */
function chooseFromRevealedHand(
  ctx: Ctx,
  r: Resolving,
  t: ResolveTask,
  step: StepOf<'discard'>,
  p: PlayerId,
  n: number,
): ObjectId[] | 'ask' {
  const hand = ctx.s.players[p].hand;
  if (!t.vars._revealed) {
    t.vars._revealed = true;
    const names = hand.map((id) => displayName(ctx, peek(ctx, id) as GameObject));
    // "Look at target player's hand": shown to the controller only (CR 402.3).
    if (step.looked)
      emit(ctx, {
        type: 'Note',
        rule: RULE.lookAtHand,
        objects: [p, r.controller, ...hand],
        cards: [],
        text: `${r.controller} looked at ${p}'s hand (${sourceName(ctx, r)}): ${names.length ? names.join(', ') : 'no cards'}.`,
      });
    else
      emit(ctx, {
        type: 'Revealed',
        objectId: (hand[0] ?? r.item) as ObjectId,
        player: p,
        rule: RULE.reveal,
        objects: [...hand],
        cards: [],
        text: `${p} revealed their hand for ${sourceName(ctx, r)}: ${names.length ? names.join(', ') : 'no cards'}.`,
      });
  }
  const cands = hand.filter((id) => {
    const card = peek(ctx, id);
    return !!card && matchesFilter(ctx, card, { ...step.filter, zone: 'hand' }, r.controller, r.source);
  });
  const count = Math.min(n, cands.length);
  // "discards all nonland cards": every match, nothing to choose.
  if (!count || step.count === 'all') {
    delete t.vars._revealed;
    return count ? cands : [];
  }
  const ans = takeAnswer(t);
  if (!Array.isArray(ans)) {
    ask(ctx, {
      player: r.controller,
      kind: 'chooseObjects',
      purpose: step.exile ? 'exile' : 'discard',
      rule: step.exile ? RULE.exile : RULE.discard,
      about: r.item,
      prompt: `${sourceName(ctx, r)}: choose ${step.upTo ? 'up to ' : ''}${count === 1 ? 'a card' : `${count} cards`} from ${p}'s hand to ${step.exile ? 'exile' : 'discard'}.`,
      candidates: cands,
      min: step.upTo ? 0 : count,
      max: count,
    });
    return 'ask';
  }
  delete t.vars._revealed;
  return ans as ObjectId[];
}

/**
 * Discards: each player's cards are settled in APNAP order (a choice waits for that player's
 * answer), then all of them are discarded at once.
 */
function runDiscard(ctx: Ctx, r: Resolving, t: ResolveTask, step: StepOf<'discard'>): StepResult {
  const players = refPlayers(ctx, r, step.player);
  const chosen = (t.vars._discard ?? []) as ObjectId[];
  for (; t.sub < players.length; t.sub++) {
    const p = players[t.sub] as PlayerId;
    const hand = ctx.s.players[p].hand;
    const n = step.count === 'all' ? hand.length : Math.max(0, amount(ctx, r, step.count));
    if (step.chosenBy) {
      const picked = chooseFromRevealedHand(ctx, r, t, step, p, n);
      if (picked === 'ask') {
        t.vars._discard = chosen;
        return 'wait';
      }
      chosen.push(...picked);
      continue;
    }
    // "Discard a land card": only cards of that kind can be discarded (CR 701.9a).
    const cands = step.filter ? hand.filter((id) => discardable(ctx, r, step, id)) : hand;
    // `exactly` (a cost, CR 118.3): fewer than asked can't be discarded, so none are.
    if (!n || !cands.length || (step.exactly && cands.length < n)) continue;
    if (n >= cands.length && !step.anyNumber) {
      chosen.push(...cands);
      continue;
    }
    if (step.random) {
      chosen.push(...randomCards(ctx, hand, n));
      continue;
    }
    const ans = takeAnswer(t);
    if (!Array.isArray(ans)) {
      t.vars._discard = chosen;
      return ask(ctx, {
        player: p,
        kind: 'chooseObjects',
        purpose: 'discard',
        rule: RULE.discard,
        about: r.item,
        prompt: step.anyNumber
          ? `${sourceName(ctx, r)}: choose ${step.count === 'all' ? 'any number of cards' : `up to ${n} cards`} to discard (none is allowed).`
          : `${sourceName(ctx, r)}: choose ${n === 1 ? 'a card' : `${n} cards`} to discard.`,
        candidates: [...cands],
        // "discard any number of cards": from none to all of them.
        min: step.anyNumber ? 0 : n,
        max: n,
      });
    }
    chosen.push(...ans);
  }
  const discarded: ObjectId[] = [];
  simultaneously(ctx, () => {
    for (const id of chosen) {
      const card = peek(ctx, id);
      // "You choose a nonland card from it. Exile that card.": exiled, not discarded (CR 406.2).
      const moved = !card
        ? undefined
        : step.exile
          ? moveObject(ctx, card.id, 'exile', {
              rule: RULE.exile,
              why: `exiled from ${card.owner}'s hand by ${sourceName(ctx, r)}`,
            })
          : discard(ctx, card);
      if (moved) discarded.push(moved.id);
    }
  });
  delete t.vars._discard;
  if (step.as) r.vars[step.as] = discarded;
  // "You may discard a card. If you do, …": with fewer cards discarded than the instruction
  // says, it wasn't done, so what depends on it doesn't happen (CR 608.2c).
  if (step.when && 'var' in step.when && step.count !== 'all' && !step.anyNumber) {
    const wanted = refPlayers(ctx, r, step.player).length * Math.max(0, amount(ctx, r, step.count));
    if (discarded.length < wanted) r.vars[step.when.var] = false;
  }
  return 'next';
}

/**
 * "Look at target player's hand": the ability's controller sees the cards of that hand, which
 * a player otherwise can't (CR 402.3); nothing else changes. The log lists them.
 */
function runLookAtHand(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'lookAtHand'>): StepResult {
  for (const p of refPlayers(ctx, r, step.player)) {
    const hand = ctx.s.players[p].hand;
    const names = hand.map((id) => {
      const o = peek(ctx, id);
      return o ? displayName(ctx, o) : id;
    });
    emit(ctx, {
      type: 'Note',
      rule: RULE.lookAtHand,
      objects: [p, r.controller, ...hand],
      cards: [],
      text: `${r.controller} looked at ${p}'s hand (${sourceName(ctx, r)}): ${names.length ? names.join(', ') : 'no cards'}.`,
    });
  }
  return 'next';
}

/**
 * "Reveal any number of blue cards in your hand" (CR 701.20a): the controller chooses any number
 * of the cards in their hand that match (none if none do, without asking) and reveals them; the
 * number revealed is kept under `as` for "for each card revealed this way".
 */
function runRevealFromHand(ctx: Ctx, r: Resolving, t: ResolveTask, step: StepOf<'revealFromHand'>): StepResult {
  const p = r.controller;
  const cands = ctx.s.players[p].hand.filter((id) => {
    const card = peek(ctx, id);
    return !!card && matchesFilter(ctx, card, { ...step.filter, zone: 'hand' }, p, r.source);
  });
  let chosen: ObjectId[] = [];
  if (cands.length) {
    const ans = takeAnswer(t);
    if (!Array.isArray(ans))
      return ask(ctx, {
        player: p,
        kind: 'chooseObjects',
        purpose: step.as,
        rule: RULE.reveal,
        about: r.item,
        prompt: `${sourceName(ctx, r)}: reveal any number of these cards from your hand.`,
        candidates: cands,
        min: 0,
        max: cands.length,
      });
    chosen = cands.filter((id) => ans.includes(id));
  }
  const names = chosen.map((id) => displayName(ctx, peek(ctx, id) as GameObject));
  emit(ctx, {
    type: 'Revealed',
    objectId: (chosen[0] ?? r.item) as ObjectId,
    player: p,
    rule: RULE.reveal,
    objects: chosen,
    cards: [],
    text: `${p} revealed ${names.length ? names.join(', ') : 'no cards'} from their hand for ${sourceName(ctx, r)}.`,
  });
  r.vars[step.as] = chosen.length;
  return 'next';
}

export const handSteps: Pick<StepTable, 'discard' | 'lookAtHand' | 'revealFromHand'> = {
  discard: { rule: RULE.discard, run: runDiscard },
  lookAtHand: { rule: RULE.lookAtHand, run: runLookAtHand },
  revealFromHand: { rule: RULE.reveal, run: runRevealFromHand },
};
