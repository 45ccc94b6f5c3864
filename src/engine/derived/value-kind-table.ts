/**
 * The amounts and conditions that load with the cards that use them (./value-kinds.ts), written
 * once for both evaluators: a static ability's (CR 611.3a) and a resolving spell's or ability's
 * (608.2c). Installed by ../every-step.ts.
 */
import type { ObjectFilter } from '../state/card-def';
import { castFrom } from './cast-from';
import { spellsCastOfKind } from './spells-cast-of-kind';
import { devotion } from './devotion';
import { enteredUnderThisTurn } from './entered-under';
import { peek, type Ctx } from '../state/context';
import { getLki } from '../state/object-table';
import { inRange, matchesObjectFilter } from './object-filter';
import { isBasicLandType } from './land-types';
import type { Characteristics, Reader } from './reader';
import {
  cardsDrawnThisTurn,
  creaturesDiedThisTurn,
  dealtDamageThisTurn,
  lifeLostThisTurn,
  spellsCastThisTurn,
} from '../state/turn-record';
import {
  attackedThisTurn,
  attackersThisTurn,
  cameUnderControlSinceLastUpkeep,
  controlledSinceTurnBegan,
  damagedThisTurn,
  descendedThisTurn,
  discardedThisTurn,
  enteredThisTurn,
  lifeGainedAmountThisTurn,
  lifeGainedThisTurn,
  permanentLeftThisTurn,
  playerAttackedThisTurn,
  spellsCastLastTurn,
} from '../state/turn-record-reads';
import { isPlayerId, opponentOf, PLAYERS, type GameObject, type PlayerId } from '../state/types';
import type { Step } from '../state/ids';
import { isSolved } from './solved';
import { combatDamageByYours } from './combat-damage-by-yours';
import { sharesCreatureType } from './shares-creature-type';
import { lastKnownMatches } from './last-known';
import type { AmountKinds, ConditionKinds, ValueEnv } from './value-kinds';

/** How many distinct values `of` gives among `objs`' characteristics (through `level`). */
function distinctAmong(
  ctx: Ctx,
  read: Reader,
  objs: readonly GameObject[],
  level: 'types' | 'all',
  of: (c: Characteristics) => Iterable<string>,
): number {
  const seen = new Set<string>();
  for (const o of objs) for (const v of of(read.chars(ctx, o, level))) seen.add(v);
  return seen.size;
}

/** How many card types (CR 205.2a) there are among `objs` (delirium: "card types among cards in your graveyard"). */
function cardTypesAmong(ctx: Ctx, read: Reader, objs: readonly GameObject[]): number {
  return distinctAmong(ctx, read, objs, 'types', (c) => c.types);
}

/** How many basic land types (CR 205.3i, 305.6) there are among `objs` (domain). */
function basicLandTypesAmong(ctx: Ctx, read: Reader, objs: readonly GameObject[]): number {
  return distinctAmong(ctx, read, objs, 'types', (c) => c.subtypes.filter(isBasicLandType));
}

/** How many colors (CR 105.1–105.2) there are among `objs`; colorless objects add none (105.2c). */
function colorsAmong(ctx: Ctx, read: Reader, objs: readonly GameObject[]): number {
  return distinctAmong(ctx, read, objs, 'all', (c) => c.colors);
}

const PARTY_ROLES = ['Cleric', 'Rogue', 'Warrior', 'Wizard'];

/**
 * The number of creatures in a party (CR 700.8): the most roles (Cleric, Rogue, Warrior, Wizard)
 * filled by different creatures. `members(f)`: the creatures matching a filter ("you" control).
 */
export function partySize(members: (f: ObjectFilter) => readonly GameObject[]): number {
  const byRole = PARTY_ROLES.map((role) =>
    members({ types: ['creature'], subtypes: [role], controller: 'you' }).map((o) => o.id),
  );
  const fill = (i: number, used: Set<string>): number => {
    if (i === byRole.length) return 0;
    let best = fill(i + 1, used);
    for (const id of byRole[i] ?? []) {
      if (used.has(id)) continue;
      used.add(id);
      best = Math.max(best, 1 + fill(i + 1, used));
      used.delete(id);
      if (best === byRole.length - i) break;
    }
    return best;
  };
  return fill(0, new Set());
}

/** The power (or with `toughness`, the toughness) of each object matching now (CR 208.1). */
const powers = (e: ValueEnv, f: ObjectFilter, toughness?: true): number[] =>
  e.matching(f).map((o) => e.read.chars(e.ctx, o, 'all')[toughness ? 'toughness' : 'power'] ?? 0);

/**
 * How many creatures that died this turn (CR 700.4) match `f` as they last existed on the
 * battlefield (their last-known information, 608.2h), relative to "you" (died under your control).
 */
function diedMatching(e: ValueEnv, f: ObjectFilter): number {
  return Object.keys(e.ctx.s.turnFlags).filter((k) => {
    const was = k.startsWith('diedAs:') ? getLki(e.ctx.s, k.slice(7))?.object : undefined;
    return !!was && matchesObjectFilter(e.ctx, e.read, was, { ...f, zone: 'battlefield' }, e.you, null);
  }).length;
}

/** Sums `f` over the players a reference names. */
const overPlayers = (e: ValueEnv, players: PlayerId[], f: (p: PlayerId) => number): number =>
  players.reduce((n, p) => n + f(p), 0);

/** The lazily loaded amounts. */
export const AMOUNT_KINDS: AmountKinds = {
  partySize: (_, e) => partySize((f) => e.matching(f)),
  opponents: (_, e) => e.players({ ref: 'players', which: 'opponents' }).length,
  // CR 702.121a: attacked by "you" (the active player declares attackers, 508.1) this combat.
  opponentsAttackedThisCombat: (_, e) =>
    e.ctx.s.turn.active === e.you ? (e.ctx.s.combat?.playersAttacked ?? []).filter((p) => p !== e.you).length : 0,
  cardTypesAmong: (a, e) => cardTypesAmong(e.ctx, e.read, e.matching(a.cardTypesAmong)),
  basicLandTypesAmong: (a, e) => basicLandTypesAmong(e.ctx, e.read, e.matching(a.basicLandTypesAmong)),
  colorsAmong: (a, e) => colorsAmong(e.ctx, e.read, e.matching(a.colorsAmong)),
  // CR 105.2: its colors through layer 5 (read before power and toughness, 613.1e, 613.4).
  colorsOf: (a, e) => {
    const o = e.objects(a.colorsOf)[0];
    return o ? distinctAmong(e.ctx, e.read, [o], 'types', (c) => c.colors) : 0;
  },
  devotion: (a, e) => devotion(e.ctx, e.matching({ controller: 'you' }), a.devotion),
  spellsCastLastTurn: (a, e) => {
    const counts = Object.values(spellsCastLastTurn(e.ctx));
    return a.spellsCastLastTurn === 'all' ? counts.reduce((n, c) => n + c, 0) : Math.max(0, ...counts);
  },
  // A negative power counts as it is (CR 208.1); the greatest among none is 0.
  totalPower: (a, e) => powers(e, a.totalPower, a.toughness).reduce((n, p) => n + p, 0),
  greatestPower: (a, e) => powers(e, a.greatestPower, a.toughness).reduce((n, p) => Math.max(n, p), 0),
  // CR 202.3: each object's mana value now; the greatest (or total) among none is 0.
  greatestManaValue: (a, e) =>
    e.matching(a.greatestManaValue).reduce((n, o) => {
      const mv = e.read.chars(e.ctx, o, 'types').manaValue;
      return a.total ? n + mv : Math.max(n, mv);
    }, 0),
  distinctPowers: (a, e) => new Set(powers(e, a.distinctPowers)).size,
  distinctManaValues: (a, e) =>
    new Set(e.matching(a.distinctManaValues).map((o) => e.read.chars(e.ctx, o, 'types').manaValue)).size,
  // CR 509.1h: the creatures blocking it now; none once combat is over.
  blockersOf: (a, e) => {
    const id = e.ids(a.blockersOf)[0];
    const c = e.ctx.s.combat;
    // A creature blocking several attackers (CR 509.1a) counts for each.
    return [...Object.values(c?.blockers ?? {}), ...Object.values(c?.also ?? {}).flat()].filter((x) => x === id).length;
  },
  creaturesDied: (a, e) => (a.filter ? diedMatching(e, a.filter) : creaturesDiedThisTurn(e.ctx)),
  // The cards an earlier step moved (CR 701.17a, 701.9a), each in the zone it is in now.
  varMatching: (a, e) =>
    e
      .objects({ ref: 'var', name: a.varMatching })
      .filter(
        (o) =>
          (!a.filter.zone || a.filter.zone === o.zone) &&
          matchesObjectFilter(e.ctx, e.read, o, { ...a.filter, zone: o.zone }, e.you, null),
      ).length,
  cardsDrawnThisTurn: (a, e) => overPlayers(e, e.players(a.cardsDrawnThisTurn), (p) => cardsDrawnThisTurn(e.ctx, p)),
  // CR 601.2i: of a kind by card types, as each spell became cast (205.2a).
  spellsCastThisTurn: (a, e) =>
    overPlayers(e, e.players(a.spellsCastThisTurn), (p) =>
      a.types || a.notTypes ? (spellsCastOfKind(e.ctx, p, a) ?? 0) : spellsCastThisTurn(e.ctx, p),
    ),
  attackersThisTurn: (a, e) => overPlayers(e, e.players(a.attackersThisTurn), (p) => attackersThisTurn(e.ctx, p)),
  descendedThisTurn: (a, e) => overPlayers(e, e.players(a.descendedThisTurn), (p) => descendedThisTurn(e.ctx, p)),
  discardedThisTurn: (a, e) => overPlayers(e, e.players(a.discardedThisTurn), (p) => discardedThisTurn(e.ctx, p)),
  // CR 400.7: by what each permanent was as it entered (../triggers/entered-kinds.ts records it).
  enteredUnderThisTurn: (a, e) => {
    const self = a.notSource ? (e.ids({ ref: 'source' })[0] ?? null) : null;
    return overPlayers(e, e.players(a.enteredUnderThisTurn), (p) =>
      enteredUnderThisTurn(e.ctx, p, a.kinds, a.less, typeof self === 'string' && !isPlayerId(self) ? self : null),
    );
  },
  lifeChangedThisTurn: (a, e) =>
    overPlayers(e, e.players(a.lifeChangedThisTurn), (p) =>
      (a.change === 'gained' ? lifeGainedAmountThisTurn : lifeLostThisTurn)(e.ctx, p),
    ),
  // CR 122.1f: a player's poison counters.
  poisonCounters: (a, e) => overPlayers(e, e.players(a.poisonCounters), (p) => e.ctx.s.players[p].poison ?? 0),
  // CR 702.179: a player's speed; none is 0.
  speedOf: (a, e) => overPlayers(e, e.players(a.speedOf), (p) => e.ctx.s.players[p].speed ?? 0),
  // CR 601.2h: what was spent to cast it, as it last existed (608.2h); colorless is no color (105.1).
  manaSpent: (a, e) => {
    const id = e.ids(a.manaSpent)[0];
    const o = id && !isPlayerId(id) ? (peek(e.ctx, id) ?? getLki(e.ctx.s, id)?.object) : undefined;
    if (a.type) return o?.manaSpent?.[a.type] ?? 0;
    const spent = Object.entries(o?.manaSpent ?? {});
    if (a.sameColor) return spent.reduce((m, [t, n]) => (t === 'C' ? m : Math.max(m, n ?? 0)), 0);
    return a.colors
      ? spent.filter(([t, n]) => t !== 'C' && (n ?? 0) > 0).length
      : spent.reduce((sum, [, n]) => sum + (n ?? 0), 0);
  },
};

/** The steps of the combat phase (CR 506.1). */
const COMBAT_PHASE: readonly Step[] = [
  'beginCombat',
  'declareAttackers',
  'declareBlockers',
  'combatDamage',
  'endCombat',
];

/** The lazily loaded conditions. */
export const CONDITION_KINDS: ConditionKinds = {
  // The object must still be the one that attacked (CR 400.7).
  attackedThisTurn: (c, e) => e.objects(c.attackedThisTurn).some((o) => attackedThisTurn(e.ctx, o.id)),
  dealtDamageThisTurn: (c, e) => {
    const to = c.to === 'opponent' ? [opponentOf(e.you)] : PLAYERS;
    return e
      .ids(c.dealtDamageThisTurn)
      .some((id) => !isPlayerId(id) && to.some((p) => dealtDamageThisTurn(e.ctx, id, p)));
  },
  controlledSinceTurnBegan: (c, e) =>
    e.objects(c.controlledSinceTurnBegan).some((o) => controlledSinceTurnBegan(e.ctx, o, e.you)),
  playerAttackedThisTurn: (c, e) => e.players(c.playerAttackedThisTurn).some((p) => playerAttackedThisTurn(e.ctx, p)),
  // CR 508.1b: an attacker of the player itself (one attacking a planeswalker or battle, or
  // nothing, 506.4c, is in `attacks`); one removed from combat is no longer an attacker (506.4).
  creatureAttacking: (c, e) => {
    const combat = e.ctx.s.combat;
    const players = e.players(c.creatureAttacking);
    return (
      !!combat &&
      Object.entries(combat.attackers).some(([a, p]) => players.includes(p) && combat.attacks?.[a] === undefined)
    );
  },
  gainedLifeThisTurn: (c, e) => e.players(c.gainedLifeThisTurn).some((p) => lifeGainedThisTurn(e.ctx, p)),
  isMonarch: (c, e) => e.players(c.isMonarch).some((p) => e.ctx.s.monarch === p),
  noMonarch: (_c, e) => !e.ctx.s.monarch,
  completedDungeon: (c, e) =>
    e
      .players(c.completedDungeon)
      .some((p) => (e.ctx.s.completedDungeons?.[p] ?? []).some((n) => !c.name || n === c.name)),
  // CR 726.1: the game's day or night now (neither at first, 726.2).
  dayNight: (c, e) => e.ctx.s.dayNight === c.dayNight,
  hasInitiative: (c, e) => e.players(c.hasInitiative).some((p) => e.ctx.s.initiative === p),
  citysBlessing: (c, e) => e.players(c.citysBlessing).some((p) => !!e.ctx.s.citysBlessing?.includes(p)),
  // CR 702.178: max speed is speed 4 (speed is never more, 702.179).
  maxSpeed: (c, e) => e.players(c.maxSpeed).some((p) => (e.ctx.s.players[p].speed ?? 0) >= 4),
  playerDealtDamageThisTurn: (c, e) => e.players(c.playerDealtDamageThisTurn).some((p) => damagedThisTurn(e.ctx, p)),
  lifeThisTurn: (c, e) =>
    e
      .players(c.lifeThisTurn)
      .some((p) => inRange((c.change === 'gained' ? lifeGainedAmountThisTurn : lifeLostThisTurn)(e.ctx, p), c.range)),
  permanentLeftThisTurn: (c, e) => e.players(c.permanentLeftThisTurn).some((p) => permanentLeftThisTurn(e.ctx, p)),
  // As this object (CR 400.7): a permanent that left and came back entered when it came back.
  enteredThisTurn: (c, e) => e.objects(c.enteredThisTurn).some((o) => enteredThisTurn(e.ctx, o.id)),
  cameUnderControlSinceLastUpkeep: (c, e) =>
    e.objects(c.cameUnderControlSinceLastUpkeep).some((o) => cameUnderControlSinceLastUpkeep(e.ctx, o, e.you)),
  isToken: (c, e) => {
    const id = e.ids(c.isToken)[0];
    const o = id && !isPlayerId(id) ? (peek(e.ctx, id) ?? getLki(e.ctx.s, id)?.object) : undefined;
    return o?.token === true;
  },
  sharesCreatureType: (c, e) => sharesCreatureType(e, c.sharesCreatureType, c.with),
  lastKnown: (c, e) => lastKnownMatches(e, c.lastKnown, c.matches),
  combatDamageByYours: (c, e) => combatDamageByYours(e, c.combatDamageByYours),
  // CR 702.169: a Case's solved designation, on the object as it is now.
  solved: (c, e) => e.objects(c.solved).some(isSolved),
  // CR 506.2: in a two-player game, the nonactive player during the combat phase.
  defendingPlayer: (c, e) =>
    COMBAT_PHASE.includes(e.ctx.s.turn.step) && e.players(c.defendingPlayer).some((p) => p !== e.ctx.s.turn.active),
  activePlayer: (c, e) => e.players(c.activePlayer).includes(e.ctx.s.turn.active),
  // Each object's power, toughness or mana value now (a negative one as it is, CR 208.1, 202.3).
  controlsGreatest: (c, e) => {
    const all = e.matching(c.controlsGreatest).map((o) => {
      const ch = e.read.chars(e.ctx, o, c.stat === 'manaValue' ? 'types' : 'all');
      return { mine: o.controller === e.you, v: (c.stat === 'manaValue' ? ch.manaValue : ch[c.stat]) ?? 0 };
    });
    const top = Math.max(...all.map((x) => x.v));
    return all.some((x) => x.mine && x.v === top);
  },
  wasCastFrom: (c, e) => e.objects(c.wasCastFrom).some((o) => castFrom(o, c.zone, e.you)),
  // The spell as it was on the stack, also once it has left it ("Exile ~. … If you cast this
  // spell during your main phase", CR 608.2h: last known information).
  castInYourMainPhase: (c, e) =>
    e.ids(c.castInYourMainPhase).some((id) => {
      const o = isPlayerId(id) ? undefined : (peek(e.ctx, id) ?? getLki(e.ctx.s, id)?.object);
      return o?.spell?.castInMainPhaseBy === e.you;
    }),
};
