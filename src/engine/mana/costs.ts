/**
 * The parts of an activation cost other than mana (CR 118, 602.2b; paid as in 601.2h): {T} and
 * {Q} (107.5, 107.6, with summoning sickness 302.6), paying life (119.4), removing counters,
 * sacrificing the source or a chosen permanent (701.21), discarding a chosen card, a card at
 * random or the card itself (701.9, cycling 702.29a), exiling the source (406.2). A cost that
 * can't be paid in full can't be started (CR 118.3, 602.2b): {@link costRefusal} says why.
 * The mana part is paid by the caller (pay-mana.ts), first, so mana abilities it activates see
 * the permanents as they were.
 */
import type { CostSpec } from '../state/card-def';
import { displayName } from '../derived/characteristics';
import { matchesFilter, objectsMatching } from '../derived/filters';
import { emit, liveObject, peek, simultaneously, type Ctx } from '../state/context';
import { ask, takeAnswer, type Asking } from '../state/decisions';
import { ensure } from '../state/errors';
import { nextRandom } from '../state/rng';
import { RULE } from '../state/rules';
import { moveObject } from '../zones/objects';
import { addCounters } from '../zones/counters';
import { changeLife, isSummoningSick, summoningSickReason, tap, untap } from '../zones/permanents';
import { payLoyalty } from './loyalty-cost';
import { activationCosts } from './lazy-activation-costs';
import type { GameObject, ObjectId, PlayerId } from '../state/types';

/** Progress through a cost, kept on the task that pays it (resumable across decisions). */
export interface CostProgress extends Asking {
  /** Index of the next cost part to pay. */
  costStep?: number;
  /** Permanents sacrificed to pay it (their old ids: last-known information, CR 608.2h). */
  sacrificed?: ObjectId[];
  /** How many counters "Remove any number of … counters" removed ("removed this way"). */
  removedCounters?: number;
  /**
   * What the attacking creature returned to its owner's hand to pay the cost attacked: a player
   * or planeswalker ("" when nothing, CR 506.4c). Ninjutsu's creature attacks the same (702.49c).
   */
  returnedAttacked?: string;
  /** Automatic mode (the autopayer): no decisions, defaults are used. */
  auto?: boolean;
  /** The artifacts and creatures tapped to pay part of a waterbend cost (CR 701.67a), once chosen. */
  waterbent?: ObjectId[];
}

/** Why `cost` can't be paid by `player` for the ability of `obj` now, or null (CR 118.3, 602.2b). */
export function costRefusal(
  ctx: Ctx,
  obj: GameObject,
  cost: CostSpec,
  player: PlayerId,
): { reason: string; rule: string } | null {
  if (cost.tap && obj.tapped) return { reason: "it is already tapped, so {T} can't be paid", rule: RULE.tapSymbol };
  if (cost.untap && !obj.tapped)
    return { reason: "it is already untapped, so {Q} can't be paid", rule: RULE.untapSymbol };
  if ((cost.tap || cost.untap) && isSummoningSick(ctx, obj))
    return { reason: summoningSickReason(ctx, obj), rule: RULE.summoningSickness };
  const life = ctx.s.players[player].life;
  if (cost.payLife !== undefined && cost.payLife > life) {
    return {
      reason: `it costs ${cost.payLife} life and ${player} has ${life} (a player can pay life only up to their life total)`,
      rule: RULE.payLife,
    };
  }
  const energy = ctx.s.players[player].energy ?? 0;
  if (cost.payEnergy !== undefined && cost.payEnergy > energy) {
    return {
      reason: `it costs ${cost.payEnergy} energy and ${player} has ${energy}`,
      rule: RULE.energy,
    };
  }
  const loyalty = obj.counters.loyalty ?? 0;
  if (cost.loyalty !== undefined && cost.loyalty < 0 && loyalty < -cost.loyalty) {
    return {
      reason: `its cost removes ${-cost.loyalty} loyalty counter${cost.loyalty === -1 ? '' : 's'}, and it has ${loyalty}`,
      rule: RULE.loyaltyNegative,
    };
  }
  const rc = cost.removeCounters;
  if (rc && (obj.counters[rc.counter] ?? 0) < rc.count) {
    return {
      reason: `it needs ${rc.count} ${rc.counter} counter${rc.count === 1 ? '' : 's'} on it to remove, and it has ${obj.counters[rc.counter] ?? 0}`,
      rule: RULE.costResources,
    };
  }
  if (
    cost.sacrifice &&
    objectsMatching(ctx, cost.sacrifice.filter, player, obj.id).length < (cost.sacrifice.count ?? 1)
  ) {
    return {
      reason: `there is ${cost.sacrifice.count ? 'not enough' : 'nothing'} to sacrifice for "${cost.sacrifice.label}"`,
      rule: RULE.costResources,
    };
  }
  const mc = cost.moveChosen;
  if (mc && moveCandidates(ctx, obj, mc, player).length < mc.count)
    return { reason: `there is not enough for "${mc.label}"`, rule: RULE.costResources };
  const tu = cost.tapUntapped;
  // {T} taps the source itself, so it can't also be one of the others (CR 601.2h: paid once).
  if (tu && tapCandidates(ctx, obj, cost, player).length < tu.count)
    return { reason: `there are not ${tu.count} to tap for "${tu.label}"`, rule: RULE.costResources };
  const library = ctx.s.players[player].library.length;
  if (cost.mill && library < cost.mill)
    return { reason: `it mills ${cost.mill} and the library has ${library}`, rule: RULE.millTooFew };
  const rf = cost.removeCounterFrom;
  if (rf && !objectsMatching(ctx, rf.filter, player, obj.id).length)
    return { reason: `there is no ${rf.label} to remove a ${rf.counter} counter from`, rule: RULE.costResources };
  const crew = cost.crew === undefined ? null : activationCosts('crew').crewRefusal(ctx, cost, player, obj.id);
  if (crew) return crew;
  const anyCounter = cost.removeAnyCounter && activationCosts('counter').anyCounterRefusal(ctx, obj, cost, player);
  if (anyCounter) return anyCounter;
  const reveal = cost.reveal && activationCosts('reveal').revealRefusal(ctx, obj, cost, player);
  if (reveal) return reveal;
  const evidence =
    cost.collectEvidence !== undefined && activationCosts('collect evidence').evidenceRefusal(ctx, obj, cost, player);
  if (evidence) return evidence;
  const blight = cost.blight && activationCosts('blight').blightRefusal(ctx, obj, cost, player);
  if (blight) return blight;
  const grantor = cost.grantor && activationCosts('grantor').grantorRefusal(ctx, obj, cost, player);
  if (grantor) return grantor;
  if (cost.discardSelf && (obj.zone !== 'hand' || obj.zonePlayer !== player))
    return { reason: 'the card must be in your hand to discard it', rule: RULE.costResources };
  if (cost.discard && discardable(ctx, obj, cost, player).length < cost.discard.count) {
    return {
      reason: `it needs ${cost.discard.label ?? `${cost.discard.count} card${cost.discard.count === 1 ? '' : 's'}`} in hand to discard${cost.discardSelf ? ' besides this one' : ''}`,
      rule: RULE.costResources,
    };
  }
  return null;
}

type Part = (
  ctx: Ctx,
  t: CostProgress,
  obj: GameObject,
  cost: CostSpec,
  player: PlayerId,
  forMana: boolean,
) => 'done' | 'wait';

/**
 * Exactly `n` of `cands` chosen by `player` for a cost part (CR 601.2h): taken without asking when
 * there are exactly `n`, or the first `n` when the payment is automatic (`auto`); otherwise asked
 * with `prompt`. An answer that is not `n` different candidates is refused with `refusal`.
 * Returns 'wait' while the player decides.
 */
function chooseForCost(
  ctx: Ctx,
  t: CostProgress,
  obj: GameObject,
  player: PlayerId,
  choice: { cands: ObjectId[]; n: number; auto: boolean; purpose: string; prompt: string; refusal: string },
): ObjectId[] | 'wait' {
  const { cands, n } = choice;
  // Fewer than needed (mana paid first tapped some: "tap two untapped creatures and/or lands"):
  // the cost can't be paid (CR 601.2h), never asked as a choice no answer fits.
  ensure(cands.length >= n, choice.refusal, RULE.costResources);
  let chosen: ObjectId[] | undefined = cands.length === n || choice.auto ? cands.slice(0, n) : undefined;
  if (!chosen) {
    const ans = takeAnswer(t);
    if (!Array.isArray(ans)) {
      return ask(ctx, {
        player,
        kind: 'chooseObjects',
        purpose: choice.purpose,
        rule: costRule(obj),
        about: obj.id,
        candidates: cands,
        min: n,
        max: n,
        prompt: choice.prompt,
      });
    }
    chosen = ans;
  }
  ensure(
    chosen.length === n && new Set(chosen).size === n && chosen.every((id) => cands.includes(id)),
    choice.refusal,
    RULE.activateCost,
  );
  return chosen;
}

function sacrificeChosen(
  ctx: Ctx,
  t: CostProgress,
  obj: GameObject,
  cost: CostSpec,
  player: PlayerId,
): 'done' | 'wait' {
  const sac = cost.sacrifice;
  if (!sac) return 'done';
  const n = sac.count ?? 1;
  const picks = chooseForCost(ctx, t, obj, player, {
    cands: objectsMatching(ctx, sac.filter, player, obj.id).map((o) => o.id),
    n,
    auto: false,
    purpose: 'sacrifice',
    prompt: `Choose ${sac.label} to sacrifice to ${forWhat(ctx, obj)}.`,
    refusal: `that can't be sacrificed for "${sac.label}"`,
  });
  if (picks === 'wait') return 'wait';
  for (const pick of picks) {
    moveObject(ctx, pick, 'graveyard', {
      rule: RULE.sacrifice,
      why: `sacrificed to ${forWhat(ctx, obj)}`,
    });
    (t.sacrificed ??= []).push(pick);
  }
  return 'done';
}

/** What the cost pays for: "cast Fling" for a spell being cast (an additional cost, CR 118.8), else "activate X's ability". */
function forWhat(ctx: Ctx, obj: GameObject): string {
  return obj.spell ? `cast ${displayName(ctx, obj)}` : `activate ${displayName(ctx, obj)}'s ability`;
}

/** The rule a cost's choice is made under: a spell's additional cost (118.8) or an activation cost (602.2b). */
function costRule(obj: GameObject): string {
  return obj.spell ? RULE.additionalCost : RULE.activateCost;
}

/** The permanents that could be tapped for `cost.tapUntapped` (not the source when {T} taps it). */
function tapCandidates(ctx: Ctx, obj: GameObject, cost: CostSpec, player: PlayerId): ObjectId[] {
  const tu = cost.tapUntapped;
  if (!tu) return [];
  return objectsMatching(ctx, tu.filter, player, obj.id)
    .filter((o) => !(cost.tap && o.id === obj.id))
    .map((o) => o.id);
}

/** "Tap two untapped creatures you control": the chosen ones become tapped (CR 701.26a). */
function tapChosen(ctx: Ctx, t: CostProgress, obj: GameObject, cost: CostSpec, player: PlayerId): 'done' | 'wait' {
  const tu = cost.tapUntapped;
  if (!tu) return 'done';
  const chosen = chooseForCost(ctx, t, obj, player, {
    cands: tapCandidates(ctx, obj, cost, player),
    n: tu.count,
    auto: !!t.auto,
    purpose: 'tapCost',
    prompt: `Choose ${tu.label} to tap to ${forWhat(ctx, obj)}.`,
    refusal: `choose ${tu.label} to tap`,
  });
  if (chosen === 'wait') return 'wait';
  for (const id of chosen) {
    const o = liveObject(ctx, id);
    if (o) tap(ctx, o, false, `to ${forWhat(ctx, obj)}`, RULE.activateCost);
  }
  return 'done';
}

/** The cards in `player`'s hand the discard part of `cost` may discard (not the source; matching its filter). */
function discardable(ctx: Ctx, obj: GameObject, cost: CostSpec, player: PlayerId): ObjectId[] {
  const f = cost.discard?.filter;
  return ctx.s.players[player].hand.filter((id) => {
    if (id === obj.id) return false;
    const o = f && peek(ctx, id);
    return !f || (!!o && matchesFilter(ctx, o, f, player, obj.id));
  });
}

function discardCards(ctx: Ctx, t: CostProgress, obj: GameObject, cost: CostSpec, player: PlayerId): 'done' | 'wait' {
  const d = cost.discard;
  if (!d) return 'done';
  const hand = discardable(ctx, obj, cost, player);
  let chosen: ObjectId[];
  if (d.random) {
    // CR 701.9b: chosen at random (the state's seeded generator).
    const pool = [...hand];
    chosen = [];
    for (let i = 0; i < d.count && pool.length; i++)
      chosen.push(...pool.splice(Math.floor(nextRandom(ctx.s) * pool.length), 1));
  } else if (hand.length === d.count) chosen = hand;
  else {
    const ans = takeAnswer(t);
    if (!Array.isArray(ans)) {
      return ask(ctx, {
        player,
        kind: 'chooseObjects',
        purpose: 'discard',
        rule: costRule(obj),
        about: obj.id,
        candidates: hand,
        min: d.count,
        max: d.count,
        prompt: `Choose ${d.label ?? (d.count === 1 ? 'a card' : `${d.count} cards`)} to discard to ${forWhat(ctx, obj)}.`,
      });
    }
    chosen = ans;
  }
  for (const id of chosen) ensure(hand.includes(id), 'only a card in your hand can be discarded', RULE.activateCost);
  // The cards are discarded at once (CR 701.9a): "one or more" triggers see one batch (603.2c).
  simultaneously(ctx, () => {
    for (const id of chosen)
      moveObject(ctx, id, 'graveyard', {
        rule: d.random ? RULE.discardRandom : RULE.discard,
        why: `discarded${d.random ? ' at random' : ''} to ${forWhat(ctx, obj)}`,
      });
  });
  return 'done';
}

/** What `moveChosen` may choose: never the card whose cost it is while that card is in a hand (a spell being cast). */
function moveCandidates(
  ctx: Ctx,
  obj: GameObject,
  mc: NonNullable<CostSpec['moveChosen']>,
  player: PlayerId,
): ObjectId[] {
  return objectsMatching(ctx, mc.filter, player, obj.id)
    .filter((o) => !(o.id === obj.id && o.zone === 'hand'))
    .map((o) => o.id);
}

/** "Exile two cards from your graveyard", "Return a land you control to its owner's hand": the chosen ones move. */
function moveChosen(ctx: Ctx, t: CostProgress, obj: GameObject, cost: CostSpec, player: PlayerId): 'done' | 'wait' {
  const mc = cost.moveChosen;
  if (!mc) return 'done';
  const chosen = chooseForCost(ctx, t, obj, player, {
    cands: moveCandidates(ctx, obj, mc, player),
    n: mc.count,
    auto: !!t.auto,
    purpose: mc.to === 'exile' ? 'exileCost' : 'returnCost',
    prompt: `Choose ${mc.label} to ${mc.to === 'exile' ? 'exile' : "return to its owner's hand"} to pay for ${displayName(ctx, obj)}.`,
    refusal: `choose ${mc.label}`,
  });
  if (chosen === 'wait') return 'wait';
  const combat = ctx.s.combat;
  for (const id of chosen)
    if (mc.to === 'hand' && combat?.attackers[id]) t.returnedAttacked = combat.attacks?.[id] ?? combat.attackers[id];
  // The chosen objects move at the same time, as one cost is paid (CR 601.2h).
  simultaneously(ctx, () => {
    for (const id of chosen)
      moveObject(ctx, id, mc.to, {
        rule: mc.to === 'exile' ? RULE.exile : RULE.activateCost,
        why: `${mc.to === 'exile' ? 'exiled' : "returned to its owner's hand"} to pay for ${displayName(ctx, obj)}`,
      });
  });
  return 'done';
}

/** "Remove a +1/+1 counter from a creature you control": one counter from the chosen permanent. */
function removeCounterFrom(
  ctx: Ctx,
  t: CostProgress,
  obj: GameObject,
  cost: CostSpec,
  player: PlayerId,
): 'done' | 'wait' {
  const rf = cost.removeCounterFrom;
  if (!rf) return 'done';
  const pick = chooseForCost(ctx, t, obj, player, {
    cands: objectsMatching(ctx, rf.filter, player, obj.id).map((o) => o.id),
    n: 1,
    auto: !!t.auto,
    purpose: 'removeCounters',
    prompt: `Choose ${rf.label} to remove a ${rf.counter} counter from to ${forWhat(ctx, obj)}.`,
    refusal: `choose ${rf.label} with a ${rf.counter} counter`,
  });
  if (pick === 'wait') return 'wait';
  const from = liveObject(ctx, pick[0] as ObjectId);
  ensure(from, `choose ${rf.label} with a ${rf.counter} counter`, RULE.activateCost);
  from.counters[rf.counter] = (from.counters[rf.counter] ?? 0) - 1;
  if (!from.counters[rf.counter]) delete from.counters[rf.counter];
  emit(ctx, {
    type: 'CountersRemoved',
    objectId: from.id,
    counter: rf.counter,
    count: 1,
    rule: RULE.activateCost,
    objects: [from.id, obj.id],
    cards: from.cardId ? [from.cardId] : [],
    text: `A ${rf.counter} counter was removed from ${displayName(ctx, from)} to ${forWhat(ctx, obj)}.`,
  });
  return 'done';
}

/** "Remove any number of charge counters from ~": how many is chosen as the cost is paid (0 to all). */
function removeAnyCounters(
  ctx: Ctx,
  t: CostProgress,
  obj: GameObject,
  cost: CostSpec,
  player: PlayerId,
): 'done' | 'wait' {
  const rc = cost.removeAnyCounters;
  if (!rc) return 'done';
  const has = obj.counters[rc.counter] ?? 0;
  let n = has === 0 || t.auto ? 0 : undefined;
  if (n === undefined) {
    const ans = takeAnswer(t);
    if (typeof ans !== 'number') {
      return ask(ctx, {
        player,
        kind: 'chooseNumber',
        purpose: 'removeCounters',
        rule: costRule(obj),
        about: obj.id,
        min: 0,
        max: has,
        prompt: `Choose how many ${rc.counter} counters to remove from ${displayName(ctx, obj)} (0 to ${has}).`,
      });
    }
    n = ans;
  }
  ensure(
    Number.isInteger(n) && n >= 0 && n <= has,
    `choose from 0 to ${has} ${rc.counter} counters`,
    RULE.activateCost,
  );
  t.removedCounters = n;
  if (!n) return 'done';
  obj.counters[rc.counter] = has - n;
  if (obj.counters[rc.counter] === 0) delete obj.counters[rc.counter];
  emit(ctx, {
    type: 'CountersRemoved',
    objectId: obj.id,
    counter: rc.counter,
    count: n,
    rule: RULE.activateCost,
    objects: [obj.id],
    cards: obj.cardId ? [obj.cardId] : [],
    text: `${n} ${rc.counter} counter${n === 1 ? ' was' : 's were'} removed from ${displayName(ctx, obj)} to activate its ability.`,
  });
  return 'done';
}

/** The cost parts in the order they are paid (CR 601.2h: any order; this one is fixed). */
const PARTS: Part[] = [
  payLoyalty,
  (ctx, _t, obj, cost, _p, forMana) => {
    if (cost.tap) tap(ctx, obj, forMana, forMana ? '' : 'to pay {T}');
    return 'done';
  },
  (ctx, _t, obj, cost) => {
    if (cost.untap) untap(ctx, obj, RULE.untapSymbol, 'to pay {Q}');
    return 'done';
  },
  (ctx, _t, obj, cost, player) => {
    if (cost.payLife) changeLife(ctx, player, -cost.payLife, `to ${forWhat(ctx, obj)}`, RULE.payLife);
    return 'done';
  },
  (ctx, _t, obj, cost, player) => {
    if (!cost.payEnergy) return 'done';
    const ps = ctx.s.players[player];
    ps.energy = (ps.energy ?? 0) - cost.payEnergy;
    emit(ctx, {
      type: 'Note',
      rule: RULE.energy,
      objects: [player, obj.id],
      cards: [],
      text: `${player} paid ${cost.payEnergy} energy to ${forWhat(ctx, obj)} (${ps.energy} left).`,
    });
    return 'done';
  },
  (ctx, _t, obj, cost) => {
    const rc = cost.removeCounters;
    if (!rc) return 'done';
    obj.counters[rc.counter] = (obj.counters[rc.counter] ?? 0) - rc.count;
    emit(ctx, {
      type: 'CountersRemoved',
      objectId: obj.id,
      counter: rc.counter,
      count: rc.count,
      rule: RULE.activateCost,
      objects: [obj.id],
      cards: obj.cardId ? [obj.cardId] : [],
      text: `${rc.count} ${rc.counter} counter${rc.count === 1 ? ' was' : 's were'} removed from ${displayName(ctx, obj)} to activate its ability.`,
    });
    return 'done';
  },
  removeAnyCounters,
  removeCounterFrom,
  // Counters of any kind (CR 122.1): their code loads with the cards that have them (./any-counter-cost.ts).
  (ctx, t, obj, cost, player) =>
    cost.removeAnyCounter ? activationCosts('counter').payAnyCounter(ctx, t, obj, cost, player) : 'done',
  // Revealing a card from the hand (CR 701.20a; ./reveal-cost.ts).
  (ctx, t, obj, cost, player) =>
    cost.reveal ? activationCosts('reveal').payReveal(ctx, t, obj, cost, player) : 'done',
  (ctx, _t, obj, cost) => {
    const c = cost.counterOnSelf;
    if (c) addCounters(ctx, obj, c.counter, c.count, RULE.activateCost, `to ${forWhat(ctx, obj)}`);
    return 'done';
  },
  (ctx, _t, obj, cost, player) => {
    if (!cost.mill) return 'done';
    simultaneously(ctx, () => {
      for (const id of ctx.s.players[player].library.slice(0, cost.mill))
        moveObject(ctx, id, 'graveyard', { rule: RULE.mill, why: `milled to ${forWhat(ctx, obj)}` });
    });
    return 'done';
  },
  // Crew and exert (CR 702.122a, 701.43a): their code loads with the cards that have them (./lazy-activation-costs.ts).
  (ctx, t, obj, cost, player) =>
    cost.crew || cost.exertSelf ? activationCosts('crew').payLazy(ctx, t, obj, cost, player) : 'done',
  // Blighting (./blight-cost.ts); the permanent that gives the ability (./grantor-cost.ts).
  (ctx, t, obj, cost, player) =>
    cost.blight ? activationCosts('blight').payBlight(ctx, t, obj, cost, player) : 'done',
  (ctx, t, obj, cost, player) =>
    cost.grantor ? activationCosts('grantor').payGrantor(ctx, t, obj, cost, player) : 'done',
  // Collecting evidence (CR 701.59a; ./evidence-cost.ts).
  (ctx, t, obj, cost, player) =>
    cost.collectEvidence !== undefined
      ? activationCosts('collect evidence').payEvidence(ctx, t, obj, cost, player)
      : 'done',
  tapChosen,
  sacrificeChosen,
  moveChosen,
  discardCards,
  (ctx, _t, obj, cost, player) => {
    if (!cost.discardHand) return 'done';
    simultaneously(ctx, () => {
      for (const id of ctx.s.players[player].hand.filter((h) => h !== obj.id))
        moveObject(ctx, id, 'graveyard', { rule: RULE.discard, why: `discarded to ${forWhat(ctx, obj)}` });
    });
    return 'done';
  },
  (ctx, t, obj, cost) => {
    if (cost.sacrificeSelf) {
      moveObject(ctx, obj.id, 'graveyard', { rule: RULE.sacrifice, why: 'sacrificed to activate its own ability' });
      (t.sacrificed ??= []).push(obj.id);
    } else if (cost.exileSelf)
      moveObject(ctx, obj.id, 'exile', { rule: RULE.exile, why: 'exiled to activate its own ability' });
    else if (cost.returnSelf)
      moveObject(ctx, obj.id, 'hand', {
        rule: RULE.activateCost,
        why: "returned to its owner's hand to activate its own ability",
      });
    else if (cost.discardSelf)
      moveObject(ctx, obj.id, 'graveyard', {
        rule: RULE.discard,
        why: cost.cycling ? 'discarded to cycle it' : 'discarded to activate its own ability',
        cycled: !!cost.cycling,
      });
    return 'done';
  },
];

/**
 * Pays the non-mana parts of `cost` for the ability of `obj` (the source moves last: sacrificing,
 * exiling or discarding it). Returns 'wait' while a choice is asked; call again with the answer.
 * `forMana`: the {T} of a mana ability is "tapped for mana" (CR 106.12).
 */
export function payOtherCosts(
  ctx: Ctx,
  t: CostProgress,
  source: ObjectId,
  cost: CostSpec,
  player: PlayerId,
  forMana: boolean,
): 'done' | 'wait' {
  // Parts whose number is X pay the X announced (CR 107.3, 601.2b; ./x-costs.ts).
  if (cost.costX) cost = activationCosts('X').withCostX(cost, (t as { x?: number }).x ?? 0);
  for (let step = t.costStep ?? 0; step < PARTS.length; step++) {
    t.costStep = step;
    const obj = liveObject(ctx, source);
    ensure(obj, 'the source of the ability left its zone while its cost was paid', RULE.activateCost);
    if ((PARTS[step] as Part)(ctx, t, obj, cost, player, forMana) === 'wait') return 'wait';
  }
  t.costStep = PARTS.length;
  return 'done';
}
