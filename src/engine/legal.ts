/**
 * Queries the UI, the fuzzer and the tests rely on: what a player can do now (CR 117.1: cast,
 * play a land, activate), which abilities can't be activated and why (with the rule), whether a
 * land can be played (CR 305.1, 305.2) or a card moved by hand (CR 400.3), and the legal
 * answers to the pending decision. Pure reads of a state; nothing is changed. The rules checks
 * are the engine's own (the actions use the same functions), so the UI never repeats them.
 */
import { castFaceName, faceDownBy, faceKeyOf } from './state/faces';
import { specialActionCandidates, type SpecialActionKind } from './casting/special-actions';
import { exiledForLater } from './casting/exiled-for-later';
import { activationRefusal } from './casting/activate';
import { activatedAbilities, isManaAbility } from './derived/abilities';
import { landFace, landPlayRefusal } from './casting/play-land';
import { playPermitted } from './casting/play-permission';
import { manualMoveRefusal } from './zones/manual-move';
import { preparedBy } from './zones/prepared-copy';
import type { ActivatedSpec, CardRegistry } from './state/card-def';
import {
  backFaceView,
  castModes,
  spellAbilityOf,
  spellSpecOf,
  type CastMode,
  type CastRefusal,
} from './casting/cast-options';
import { displayName, hasType } from './derived/characteristics';
import { halfNamed } from './derived/printed';
import { defByKey, defOf, readContext, type Ctx } from './state/context';
import { legalTargets } from './derived/filters';
import { manaActivationRefusal } from './mana/mana-abilities';
import { fixX, parseManaCost, type ManaCost } from './state/mana-cost';
import { activationCosts } from './mana/lazy-activation-costs';
import { canPayMana } from './mana/pay-mana';
import { canPayWithHelp } from './mana/cost-help';
import { withAbilityCostChanges, withCostChanges } from './casting/cost-changes';
import { attackRefusal } from './turn/combat';
import { attackablePlaneswalkers } from './turn/attacked';
import { opponentOf } from './zones/objects';
import { RULE } from './state/rules';
import type { DecisionAnswer, EntityId, GameObject, GameState, ObjectId, PlayerId, ZoneName } from './state/types';
import { PLAYERS } from './state/types';
import { getObject } from './state/object-table';
import { castsFromGraveyard } from './casting/from-graveyard';

function readCtx(state: GameState, reg: CardRegistry): Ctx {
  return readContext(state, reg);
}

/** A way to cast one card now, with the candidates for each target slot. */
export interface CastOption {
  object: ObjectId;
  name: string;
  from: ZoneName;
  mode: CastMode;
  /**
   * For each target slot: label, count and legal candidates (CR 115, 601.2c). "X target ..."
   * slots (`countIsX`) count 0 to every candidate: X is chosen while casting. A modal spell
   * lists none: its targets come from the modes chosen while casting (CR 700.2, 601.2b).
   */
  targets: { label: string; min: number; max: number; candidates: EntityId[]; countIsX?: boolean }[];
  /** Whether the mana cost (with X = 0) can be paid now from the pool and untapped sources. */
  payable: boolean;
  /** Why it can't be cast now when `payable` is false (CR 601.2h). */
  refusal: CastRefusal | null;
  hasX: boolean;
  /** A modal spell's modes, to choose while casting (CR 700.2). */
  modes?: { count: number; options: string[] };
}

/** An activated ability of a permanent, enabled or not (with the reason and rule). */
export interface AbilityOption {
  object: ObjectId;
  index: number;
  text: string;
  mana: boolean;
  enabled: boolean;
  reason: CastRefusal | null;
  /** An ability an effect gives it in quotation marks (CR 613.1f): the granting permanent's or effect's name. */
  grantedBy?: string;
}

export interface LegalActions {
  player: PlayerId;
  /** When a decision is pending, only answering it is legal. */
  decisionPending: boolean;
  casts: CastOption[];
  /** Cards that look castable (in hand or with a permission) but can't be cast now, and why. */
  castRefusals: { object: ObjectId; name: string; reason: CastRefusal }[];
  lands: ObjectId[];
  abilities: AbilityOption[];
  canPass: boolean;
  /** Creatures that could attack now (in the beginning of combat or declare attackers step). */
  attackers: ObjectId[];
  /** The planeswalkers they could attack instead of the defending player (CR 508.1b); empty when none could attack. */
  attackablePlaneswalkers: ObjectId[];
}

/** How `player` could cast `object` now: one option per (half, cost), or the refusals. */

/** The mana an ability's cost asks now: with cost changes, less what a waterbend cost's helpers may pay (CR 701.67a). */
function abilityMana(ctx: Ctx, obj: GameObject, spec: ActivatedSpec, player: PlayerId): ManaCost {
  const mana = withAbilityCostChanges(ctx, spec, parseManaCost(spec.cost.mana ?? ''), player, obj.id);
  return spec.cost.waterbend ? activationCosts('waterbend').waterbendLeast(ctx, obj, spec.cost, player, mana) : mana;
}

export function castOptions(
  reg: CardRegistry,
  state: GameState,
  player: PlayerId,
  object: ObjectId,
  opts: { checkMana?: boolean } = {},
): { options: CastOption[]; refusals: CastRefusal[] } {
  const ctx = readCtx(state, reg);
  const obj = getObject(state, object);
  if (!obj) return { options: [], refusals: [{ reason: 'no such object', rule: RULE.newObject }] };
  const { modes, refusals } = castModes(ctx, player, obj, { free: false, duringResolution: false });
  const card = defOf(ctx, obj);
  const options = modes.map((mode): CastOption => {
    // A modal double-faced card's back face is cast with only its own characteristics (CR 712.11b, 712.8e).
    // So is a prototype card cast prototyped, with only its prototype characteristics (CR 718.3b).
    const backFace = mode.half !== null && mode.half === castFaceName(card);
    // Cast face down, it is a 2/2 creature spell with no text for {3} (CR 702.37c, 708.2a).
    const faceDown = mode.cost === 'face-down';
    const def = faceDown
      ? defByKey(ctx, faceKeyOf({ ...obj, faceDown: faceDownBy(card) }))
      : backFace
        ? defOf(ctx, backFaceView(obj))
        : card;
    const spec = spellSpecOf(def, backFace ? null : mode.half, undefined, mode.cost);
    const half = halfNamed(def, mode.half);
    const alt = def.altCosts?.find((a) => a.kind === mode.cost);
    const costText =
      mode.cost === 'free'
        ? ''
        : faceDown
          ? '{3}'
          : alt && 'mana' in alt && alt.mana !== undefined
            ? alt.mana
            : half
              ? half.manaCost
              : def.manaCost;
    const cost = parseManaCost(costText);
    const payable =
      opts.checkMana === false
        ? true
        : canPayWithHelp(
            ctx,
            player,
            faceDown ? { ...obj, faceDown: faceDownBy(card) } : obj,
            withCostChanges(ctx, def, fixX(cost, 0), {
              player,
              source: obj.id,
              x: 0,
              kicked: false,
              beforeTargets: true,
            }),
          );
    const modal = spellAbilityOf(def, backFace ? null : mode.half, mode.cost).modes;
    return {
      object,
      name: mode.half ?? displayName(ctx, obj),
      from: obj.zone,
      mode,
      targets: spec.targets.map((t) => {
        const candidates = legalTargets(ctx, t, player, obj.id);
        return t.countIsX
          ? { label: t.label, min: 0, max: candidates.length, candidates, countIsX: true }
          : { label: t.label, min: t.min, max: t.max, candidates };
      }),
      payable,
      refusal: payable
        ? null
        : cost.unsupported?.length
          ? {
              reason: `its mana cost has ${cost.unsupported.join('')}, mana symbols Stackyard can't pay yet`,
              rule: RULE.castPay,
            }
          : { reason: "its mana cost can't be paid now", rule: RULE.castPay },
      hasX: cost.xCount > 0,
      ...(modal ? { modes: { count: modal.count, options: modal.options.map((m) => m.text) } } : {}),
    };
  });
  return { options, refusals };
}

/** The objects whose abilities `player` may activate: permanents they control, cards in their hand or graveyard. */
function abilityHolders(state: GameState, player: PlayerId): ObjectId[] {
  const ps = state.players[player];
  return [...state.battlefield, ...ps.hand, ...ps.graveyard];
}

/**
 * Every activated ability of `player`'s permanents (and of cards in their hand or graveyard that
 * can be activated there, such as cycling, CR 702.29a), with whether it can be activated now.
 */
export function abilityOptions(
  reg: CardRegistry,
  state: GameState,
  player: PlayerId,
  opts: { checkMana?: boolean } = {},
): AbilityOption[] {
  const ctx = readCtx(state, reg);
  const out: AbilityOption[] = [];
  for (const id of abilityHolders(state, player)) {
    const obj = getObject(state, id);
    if (!obj) continue;
    const onBattlefield = obj.zone === 'battlefield';
    // Another player's permanent: only its "Any player may activate this ability" abilities (CR 602.2).
    const others = onBattlefield && obj.controller !== player;
    for (const { index, spec, grantedBy } of activatedAbilities(ctx, obj)) {
      if (onBattlefield ? spec.zone : spec.zone !== obj.zone) continue;
      if (others && !spec.anyPlayer) continue;
      const isMana = isManaAbility(spec);
      let reason = isMana
        ? manaActivationRefusal(ctx, obj, spec, index, player)
        : activationRefusal(ctx, obj, spec, index, player);
      if (
        !reason &&
        spec.cost.mana &&
        !isMana &&
        opts.checkMana !== false &&
        !canPayMana(ctx, player, abilityMana(ctx, obj, spec, player), obj.id, { ability: obj.id })
      ) {
        reason = { reason: `its cost ${spec.cost.mana} can't be paid now`, rule: RULE.castPay };
      }
      if (!reason && state.pendingDecision) reason = { reason: 'a decision is pending', rule: RULE.resolve };
      out.push({
        object: id,
        index,
        text: spec.text,
        mana: isMana,
        enabled: !reason,
        reason,
        ...(grantedBy !== undefined ? { grantedBy } : {}),
      });
    }
  }
  return out;
}

/**
 * Why `player` can't play `object` as a land now, or null (CR 305.1, 305.2); `face`: a modal
 * double-faced card's face to play, by name (712.11b; see casting/play-land.ts).
 */
export function playRefusal(
  reg: CardRegistry,
  state: GameState,
  player: PlayerId,
  object: ObjectId,
  face?: string,
): CastRefusal | null {
  const ctx = readCtx(state, reg);
  const obj = getObject(state, object);
  if (!obj) return { reason: 'no such object', rule: RULE.newObject };
  if (state.pendingDecision) return { reason: 'a decision is pending', rule: RULE.resolve };
  try {
    return landPlayRefusal(ctx, player, landFace(ctx, obj, face) ? backFaceView(obj) : obj);
  } catch (e) {
    return { reason: (e as Error).message, rule: RULE.chooseFace };
  }
}

/**
 * The name of a modal double-faced card's back face when that face is a land (CR 712.11b: it
 * may be played as that face), else null.
 */
export function landBackFace(reg: CardRegistry, state: GameState, object: ObjectId): string | null {
  const ctx = readCtx(state, reg);
  const obj = getObject(state, object);
  const card = obj ? defOf(ctx, obj) : undefined;
  if (!obj || obj.backFaceUp || card?.doubleFaced !== 'modal' || !card.back) return null;
  return hasType(ctx, backFaceView(obj), 'land') ? card.back.name : null;
}

/**
 * A special action a card's ability allows `player` (CR 116.2): turn a face-down permanent face up
 * (702.37e), foretell or plot a card in their hand (702.143a, 702.170a), with its cost and
 * whether it can be taken now.
 */
export interface SpecialActionOption {
  object: ObjectId;
  kind: SpecialActionKind;
  /** The morph cost, `{2}` to foretell, the plot cost, the door's mana cost. */
  cost: string;
  /** Unlocking: the Room's locked door, by name (CR 116.2m); turning face up, the way (CR 701.40c). */
  door?: string;
  enabled: boolean;
  reason: CastRefusal | null;
}

/**
 * The special actions `player` may take now with the permanents they control and the cards in
 * their hand (none until the cards that allow them are loaded: casting/special-actions.ts).
 */
export function specialActionOptions(reg: CardRegistry, state: GameState, player: PlayerId): SpecialActionOption[] {
  const ctx = readCtx(state, reg);
  const objects = [
    ...state.battlefield,
    ...state.players[player].hand,
    // Both command zones: the face-up plane the active player rolls the planar die for may be the
    // other player's (CR 901.9).
    ...(state.players.p1.command ?? []),
    ...(state.players.p2.command ?? []),
  ].flatMap((id) => getObject(state, id) ?? []);
  return specialActionCandidates(ctx, player, objects).map((c) => {
    let reason = c.refusal;
    if (!reason && !canPayMana(ctx, player, parseManaCost(c.cost), c.object))
      reason = {
        reason: `its ${c.kind === 'turnFaceUp' ? 'morph' : c.kind === 'unlock' ? "door's mana" : c.kind} cost ${c.cost} can't be paid now`,
        rule: RULE.castPay,
      };
    const door = c.door ? { door: c.door } : {};
    return { object: c.object, kind: c.kind, cost: c.cost, ...door, enabled: !reason, reason };
  });
}

/** Why `object` can't be moved by hand to `player`'s `to` zone now, or null (sandbox, CR 400.3, 601.2a). */
export function moveRefusal(
  reg: CardRegistry,
  state: GameState,
  object: ObjectId,
  to: ZoneName,
  player: PlayerId,
): CastRefusal | null {
  const ctx = readCtx(state, reg);
  const obj = getObject(state, object);
  if (!obj) return { reason: 'no such object', rule: RULE.newObject };
  return manualMoveRefusal(ctx, obj, to, player);
}

/**
 * Everything `player` can do now. `checkMana: false` skips the (costly) check that mana costs
 * can be paid: `payable` is then always true.
 */
export function legalActions(
  reg: CardRegistry,
  state: GameState,
  player: PlayerId,
  opts: { checkMana?: boolean } = {},
): LegalActions {
  const ctx = readCtx(state, reg);
  const pending = !!state.pendingDecision || !!state.gameOver;
  const casts: CastOption[] = [];
  const castRefusals: LegalActions['castRefusals'] = [];
  const lands: ObjectId[] = [];
  if (!pending) {
    const ps = state.players[player];
    const candidates = [
      ...ps.hand,
      ...ps.graveyard,
      ...ps.exile,
      ...ps.library,
      ...PLAYERS.flatMap((p) => (p === player ? [] : [...state.players[p].graveyard, ...state.players[p].exile])),
    ];
    for (const id of candidates) {
      const obj = getObject(state, id);
      if (!obj) continue;
      const inHand = obj.zone === 'hand';
      if (hasType(ctx, obj, 'land') && !defOf(ctx, obj).halves) {
        if ((inHand || playPermitted(ctx, obj, player, true)) && !landPlayRefusal(ctx, player, obj)) lands.push(id);
        continue;
      }
      // A modal double-faced card whose back face is a land is also played as that face (CR 712.11b),
      // from the hand or where a permission to play it (or lands) reaches.
      if (
        landFace(ctx, obj) &&
        (inHand || playPermitted(ctx, backFaceView(obj), player, true)) &&
        !landPlayRefusal(ctx, player, backFaceView(obj))
      )
        lands.push(id);
      const graveDef = obj.zone === 'graveyard' ? defOf(ctx, obj) : undefined;
      // Flashback, mayhem, retrace, jump-start and aftermath cast a card from its owner's graveyard
      // (CR 702.34a, 702.187b, 702.81a, 702.133a, 702.127a).
      const hasAlt = !!graveDef?.altCosts?.some(castsFromGraveyard) || !!graveDef?.halves?.some((h) => h.aftermath);
      if (
        !inHand &&
        !obj.castable &&
        !hasAlt &&
        obj.onAdventure !== player &&
        preparedBy(ctx, obj)?.controller !== player &&
        !playPermitted(ctx, obj, player, false) &&
        !exiledForLater(ctx, obj, player)
      )
        continue;
      const { options, refusals } = castOptions(reg, state, player, id, opts);
      casts.push(...options);
      const first = refusals[0];
      if (!options.length && first) castRefusals.push({ object: id, name: displayName(ctx, obj), reason: first });
    }
  }
  const attackers: ObjectId[] = [];
  const t = state.turn;
  if (
    !pending &&
    t.active === player &&
    (t.step === 'beginCombat' || t.step === 'declareAttackers') &&
    !state.combat?.attackersDeclared &&
    !state.stack.length
  ) {
    for (const id of state.battlefield) {
      const o = getObject(state, id);
      if (o && o.controller === player && hasType(ctx, o, 'creature') && !attackRefusal(ctx, o, opponentOf(player)))
        attackers.push(id);
    }
  }
  return {
    player,
    decisionPending: pending,
    casts,
    castRefusals,
    lands,
    abilities: abilityOptions(reg, state, player, opts),
    canPass: !pending,
    attackers,
    attackablePlaneswalkers: attackers.length ? attackablePlaneswalkers(ctx, opponentOf(player)) : [],
  };
}

/**
 * A sample of legal answers to the pending decision (all of them when there are few): every
 * option of a may/option decision, each single candidate and the minimum/maximum sets of a
 * choice, the bounds of a number, the given and reversed order of an order.
 */
export function decisionAnswers(state: GameState): DecisionAnswer[] {
  const d = state.pendingDecision;
  if (!d) return [];
  switch (d.kind) {
    case 'may':
      return [true, false];
    case 'chooseOption':
      return d.options.map((o) => o.value);
    case 'chooseNumber':
      return [...new Set([d.min, Math.min(d.max, d.min + 1), Math.min(d.max, 3)])];
    case 'chooseOrder': {
      const v = d.options.map((o) => o.value);
      return [v, [...v].reverse()];
    }
    case 'chooseObjects': {
      const out: DecisionAnswer[] = [];
      if (d.min <= 1 && d.max >= 1) for (const c of d.candidates) out.push([c]);
      if (d.min === 0) out.push([]);
      if (d.min > 1 && d.candidates.length >= d.min) {
        for (let i = 0; i + d.min <= d.candidates.length; i++) out.push(d.candidates.slice(i, i + d.min));
      }
      return out;
    }
  }
}
