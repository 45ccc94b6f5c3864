/**
 * Explore and connive (CR 701.44, 701.50): keyword actions a permanent does, whose decisions are
 * its controller's and whose +1/+1 counters go on it. A permanent that has left the battlefield
 * still explores or connives, through its last-known information (its controller then), but
 * gets no counter (701.44, 701.50c).
 */
import { characteristics, displayName } from '../../derived/characteristics';
import { emit, liveObject, peek, simultaneously, type Ctx } from '../../state/context';
import { ask, takeAnswer } from '../../state/decisions';
import { RULE } from '../../state/rules';
import type { GameObject, ObjectId, PlayerId } from '../../state/types';
import { addCounters } from '../../zones/counters';
import { discard, drawCard } from '../../zones/game-actions';
import { moveObject, objectOrLki } from '../../zones/objects';
import { refId, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { nothing, sourceName, type StepOf, type StepResult, type StepTable } from './common';

/** The permanent that acts (live, or as it last existed) and its controller; null if unknown. */
function actor(ctx: Ctx, r: Resolving, step: { what: StepOf<'explore'>['what'] }) {
  const id = refId(ctx, r, step.what);
  const look = id ? objectOrLki(ctx, id as ObjectId) : null;
  if (!id || !look) return null;
  const live = peek(ctx, id as ObjectId);
  const onBattlefield = live && live.zone === 'battlefield' ? (liveObject(ctx, live.id) ?? null) : null;
  return { id: id as ObjectId, name: displayName(ctx, look.object), player: look.object.controller, onBattlefield };
}

/** The permanent explored or connived (CR 701.44b, 701.50b): once the process is done, possible or not. */
function acted(ctx: Ctx, who: { id: ObjectId; name: string; player: PlayerId }, action: 'explore' | 'connive'): void {
  emit(ctx, {
    type: 'PermanentKeywordAction',
    action,
    objectId: who.id,
    player: who.player,
    rule: action === 'explore' ? RULE.explored : RULE.connive,
    objects: [who.id],
    cards: [],
    text: `${who.name} ${action === 'explore' ? 'explored' : 'connived'}.`,
  });
}

/** Puts `n` +1/+1 counters on the acting permanent if it is still on the battlefield. */
function counterOn(ctx: Ctx, obj: GameObject | null, n: number, rule: string, why: string): void {
  if (obj) addCounters(ctx, obj, '+1/+1', n, rule, why);
}

function runExplore(ctx: Ctx, r: Resolving, t: ResolveTask, step: StepOf<'explore'>): StepResult {
  const who = actor(ctx, r, step);
  if (!who) {
    nothing(ctx, r, `${sourceName(ctx, r)}: nothing is there to explore (CR 701.44a).`, RULE.explore);
    return 'next';
  }
  const times = step.times ?? 1;
  const why = `it explored (${sourceName(ctx, r)})`;
  // `t.sub` counts the explorations done; `_explored` holds a nonland card revealed, waiting
  // for the graveyard-or-top choice.
  while (t.sub < times) {
    const waiting = t.vars._explored as ObjectId | undefined;
    if (waiting) {
      const card = peek(ctx, waiting);
      const ans = takeAnswer(t);
      if (card && card.zone === 'library' && typeof ans !== 'boolean')
        return ask(ctx, {
          player: who.player,
          kind: 'may',
          purpose: 'explore',
          rule: RULE.explore,
          about: r.item,
          prompt: `${who.name} explored: put ${displayName(ctx, card)} into your graveyard? (No: it stays on top of your library.)`,
        });
      if (card && card.zone === 'library' && ans === true)
        moveObject(ctx, card.id, 'graveyard', { rule: RULE.explore, why: `put there as ${who.name} explored` });
      delete t.vars._explored;
      t.sub++;
      acted(ctx, who, 'explore');
      continue;
    }
    const top = ctx.s.players[who.player].library[0];
    if (!top) {
      // Nothing revealed: the permanent still gets its counter.
      counterOn(ctx, who.onBattlefield, 1, RULE.explore, why);
      t.sub++;
      acted(ctx, who, 'explore');
      continue;
    }
    const card = peek(ctx, top) as GameObject;
    const name = displayName(ctx, card);
    emit(ctx, {
      type: 'Revealed',
      objectId: top,
      player: who.player,
      rule: RULE.explore,
      objects: [top],
      cards: card.cardId ? [card.cardId] : [],
      text: `${who.player} revealed the top card of their library as ${who.name} explored: ${name}.`,
    });
    if (characteristics(ctx, card).types.includes('land')) {
      moveObject(ctx, top, 'hand', { rule: RULE.explore, why: `a land card revealed as ${who.name} explored` });
      t.sub++;
      acted(ctx, who, 'explore');
      continue;
    }
    counterOn(ctx, who.onBattlefield, 1, RULE.explore, why);
    t.vars._explored = top;
  }
  return 'next';
}

function runConnive(ctx: Ctx, r: Resolving, t: ResolveTask, step: StepOf<'connive'>): StepResult {
  const who = actor(ctx, r, step);
  if (!who) {
    nothing(ctx, r, `${sourceName(ctx, r)}: nothing is there to connive (CR 701.50a).`, RULE.connive);
    return 'next';
  }
  const n = step.count ?? 1;
  const player: PlayerId = who.player;
  if (!t.vars._connived) {
    t.vars._connived = true;
    for (let i = 0; i < n; i++) drawCard(ctx, player);
  }
  const hand = ctx.s.players[player].hand;
  let chosen: ObjectId[];
  if (hand.length <= n) chosen = [...hand];
  else {
    const ans = takeAnswer(t);
    if (!Array.isArray(ans))
      return ask(ctx, {
        player,
        kind: 'chooseObjects',
        purpose: 'discard',
        rule: RULE.connive,
        about: r.item,
        prompt: `${who.name} connives: choose ${n === 1 ? 'a card' : `${n} cards`} to discard.`,
        candidates: [...hand],
        min: n,
        max: n,
      });
    chosen = ans as ObjectId[];
  }
  delete t.vars._connived;
  let nonland = 0;
  // The cards are discarded at once (CR 701.9a, 701.50a): one batch for "one or more" triggers (603.2c).
  simultaneously(ctx, () => {
    for (const id of chosen) {
      const card = peek(ctx, id);
      const moved = card ? discard(ctx, card) : undefined;
      if (moved && !characteristics(ctx, moved).types.includes('land')) nonland++;
    }
  });
  counterOn(ctx, who.onBattlefield, nonland, RULE.connive, `it connived (${sourceName(ctx, r)})`);
  acted(ctx, who, 'connive');
  return 'next';
}

export const exploreSteps: Pick<StepTable, 'explore' | 'connive'> = {
  explore: { rule: RULE.explore, run: runExplore },
  connive: { rule: RULE.connive, run: runConnive },
};
