/**
 * Combat damage (CR 510). As a combat damage step begins, the creatures that deal damage in it
 * are fixed: if any attacking or blocking creature has first strike or double strike, only those
 * do, and a second combat damage step follows for the others and for those that have double
 * strike then (510.4, 702.7b–c, 702.4b–d). Each attacker assigns damage equal to its power
 * (510.1a; its toughness where an effect says so): unblocked, to the player or planeswalker it attacks (none when it attacks nothing,
 * 506.4c); blocked, divided among its blockers as its
 * controller chooses (510.1c) — with trample, anything beyond lethal damage to each blocker may go
 * to the player (702.19b; deathtouch makes 1 lethal, 702.2c; no blockers left: all to the player,
 * 702.19d), without trample a blocked creature with no blockers left deals none. Each blocker
 * deals its damage to the attacker it blocks (510.1d). Then all of it is dealt at once (510.2)
 * through the damage pipeline (zones/damage.ts: prevention, deathtouch, lifelink).
 */
import { characteristics, displayName } from '../derived/characteristics';
import { keywordRules, keywordWith } from '../derived/keywords';
import { keywordsOf } from '../derived/characteristics';
import { emit, peek, simultaneously, type Ctx } from '../state/context';
import { ask, takeAnswer, type Asking } from '../state/decisions';
import { RULE } from '../state/rules';
import type { EntityId, GameObject, ObjectId, PlayerId } from '../state/types';
import { dealDamage } from '../zones/damage';
import { combatDamageAmount } from '../derived/restrictions';
import { attackedBy } from './attacked';

/** One attacker's combat damage: its power, whom it hits unblocked, and the creatures blocking it. */
export interface DamageSource {
  attacker: ObjectId;
  controller: PlayerId;
  /** The player or planeswalker it attacks (CR 510.1a); null: it attacks nothing (506.4c). */
  attacked: EntityId | null;
  power: number;
  blocked: boolean;
  blockers: ObjectId[];
  trample: boolean;
  deathtouch: boolean;
}

declare module '../state/task' {
  interface TaskKinds {
    combatDamage: CombatDamageTask;
  }
}

/** The combat damage step's turn-based action as resumable data (CR 510.1–510.2). */
export interface CombatDamageTask extends Asking {
  kind: 'combatDamage';
  /** Attackers that deal damage in this step, in declaration order; null until the step began. */
  sources: DamageSource[] | null;
  /** Blockers that deal damage in this step (CR 510.1d). */
  blockerDealers: ObjectId[];
  /** Damage assigned so far: attacker id → amount per blocker, in `blockers` order. */
  assigned: Record<ObjectId, number[]>;
  /** Index in `sources` of the attacker whose damage is being assigned. */
  at: number;
  /** Blockers of several attackers (CR 510.1d, turn/multi-block.ts): blocker → amounts chosen so far. */
  split?: Record<ObjectId, number[]>;
  /** Attackers whose controller chose to assign their damage as though they weren't blocked (CR 510.1c): id → the choice. */
  unblocked?: Record<ObjectId, boolean>;
  /** Their damage once divided: dealt with the rest. */
  more?: { source: ObjectId; target: ObjectId; n: number }[];
}

/**
 * Code that loads with the cards needing it (turn/multi-block.ts): divides the damage of each
 * blocker blocking several attackers (CR 510.1d); true while it waits for an answer.
 */
export const LAZY_SPLIT: {
  run?: (ctx: Ctx, t: CombatDamageTask) => boolean;
  /** turn/unblocked-damage.ts (CR 510.1c): true while it waits for a blocked attacker's controller's choice. */
  unblocked?: (ctx: Ctx, t: CombatDamageTask, src: DamageSource) => boolean;
} = {};

/** The task for the combat damage step (pushed when the step begins). */
export function combatDamageTask(): CombatDamageTask {
  return { kind: 'combatDamage', sources: null, blockerDealers: [], assigned: {}, at: 0 };
}

/** How a creature strikes now: 'double', 'first', or null (CR 702.4, 702.7). */
function strikes(ctx: Ctx, o: GameObject): 'first' | 'double' | null {
  let out: 'first' | 'double' | null = null;
  for (const k of keywordsOf(ctx, o)) {
    const s = keywordRules(k).strikes;
    if (s === 'double') return 'double';
    if (s) out = s;
  }
  return out;
}

/** Whether the combat phase gets a second combat damage step now (CR 510.4). */
export function needsSecondDamageStep(ctx: Ctx): boolean {
  const c = ctx.s.combat;
  return !!c && c.damageSteps === 1 && c.firstStrikers !== null;
}

function onBattlefield(ctx: Ctx, id: ObjectId): GameObject | undefined {
  const o = peek(ctx, id);
  return o && o.zone === 'battlefield' ? o : undefined;
}

/**
 * Fixes which creatures deal combat damage in the step that begins now (CR 510.4): in the first
 * step, those with first strike or double strike if any creature in combat has one; in the
 * second, those that had neither as the first began and those with double strike now.
 */
function dealersOfThisStep(ctx: Ctx): (id: ObjectId) => boolean {
  const c = ctx.s.combat;
  if (!c) return () => false;
  if (c.damageSteps === 0) {
    c.damageSteps = 1;
    const inCombat = [...Object.keys(c.attackers), ...Object.keys(c.blockers)];
    const first = inCombat.filter((id) => {
      const o = onBattlefield(ctx, id);
      return !!o && strikes(ctx, o) !== null;
    });
    if (!first.length) return () => true;
    c.firstStrikers = first;
    emit(ctx, {
      type: 'Note',
      rule: RULE.firstStrikeDamageStep,
      objects: first,
      cards: [],
      text: `First-strike combat damage step: only ${first.map((id) => displayName(ctx, peek(ctx, id) as GameObject)).join(', ')} (first strike or double strike) deal combat damage now; the others deal theirs in a second combat damage step.`,
    });
    return (id) => first.includes(id);
  }
  c.damageSteps = 2;
  const first = c.firstStrikers ?? [];
  return (id) => {
    const o = peek(ctx, id);
    return !first.includes(id) || (!!o && strikes(ctx, o) === 'double');
  };
}

function damageSources(ctx: Ctx, deals: (id: ObjectId) => boolean): DamageSource[] {
  const combat = ctx.s.combat;
  if (!combat) return [];
  const out: DamageSource[] = [];
  for (const a of Object.keys(combat.attackers)) {
    const attacker = onBattlefield(ctx, a);
    if (!attacker || !deals(a)) continue;
    const blocked = combat.blocked.includes(a);
    // Blockers removed from combat (left the battlefield, regenerated) are not assigned damage (510.1c, 506.4).
    const blockers = Object.entries(combat.blockers)
      .filter(([b, x]) => (x === a || combat.also?.[b]?.includes(a)) && onBattlefield(ctx, b))
      .map(([b]) => b);
    const power = combatDamageAmount(ctx, attacker);
    out.push({
      attacker: a,
      controller: attacker.controller,
      attacked: attackedBy(ctx, a),
      power,
      blocked,
      blockers,
      trample: !!keywordWith(ctx, attacker, 'assignsExcessToPlayer'),
      deathtouch: !!keywordWith(ctx, attacker, 'deathtouch'),
    });
  }
  return out;
}

/**
 * Damage that counts as lethal for assigning combat damage to a blocker now: its toughness minus
 * damage already marked (CR 702.19b), and with deathtouch any nonzero amount (702.2c).
 */
function lethalDamage(ctx: Ctx, id: ObjectId, deathtouch: boolean): number {
  const b = peek(ctx, id);
  if (!b) return 0;
  const lethal = Math.max(0, (characteristics(ctx, b).toughness ?? 0) - b.damage);
  return deathtouch ? Math.min(1, lethal) : lethal;
}

/** Runs the combat damage task: asks for each division of damage, then deals it all (CR 510.1–510.2). */
export function runCombatDamageTask(ctx: Ctx, t: CombatDamageTask): 'done' | 'wait' {
  if (!t.sources) {
    const deals = dealersOfThisStep(ctx);
    t.sources = damageSources(ctx, deals);
    const combat = ctx.s.combat;
    t.blockerDealers = Object.keys(combat?.blockers ?? {}).filter((b) => onBattlefield(ctx, b) && deals(b));
  }
  for (; t.at < t.sources.length; t.at++) {
    const src = t.sources[t.at] as DamageSource;
    if (src.blocked && LAZY_SPLIT.unblocked?.(ctx, t, src)) return 'wait';
    if (!src.blocked || !src.blockers.length) continue;
    const assigned = (t.assigned[src.attacker] ??= []);
    while (assigned.length < src.blockers.length) {
      const i = assigned.length;
      const left = src.power - assigned.reduce((n, x) => n + x, 0);
      const blocker = src.blockers[i] as ObjectId;
      const lethal = lethalDamage(ctx, blocker, src.deathtouch);
      const last = i === src.blockers.length - 1;
      // The player can be assigned damage only once every blocker has been assigned lethal damage (702.19b).
      const mayTrample =
        src.trample &&
        src.attacked !== null &&
        assigned.every((n, j) => n >= lethalDamage(ctx, src.blockers[j] as ObjectId, src.deathtouch));
      if (last && !mayTrample) {
        assigned.push(left);
        continue;
      }
      const min = last ? Math.min(lethal, left) : 0;
      if (min === left) {
        assigned.push(left);
        continue;
      }
      const answer = takeAnswer(t);
      if (typeof answer !== 'number') {
        const attackerName = displayName(ctx, peek(ctx, src.attacker) as GameObject);
        const blockerName = displayName(ctx, peek(ctx, blocker) as GameObject);
        const rest = last
          ? `the rest (up to ${left - min}) is assigned to ${entityName(ctx, src.attacked)}`
          : `the rest goes to the other blockers${src.trample ? ' or, once each has lethal damage, to the player' : ''}`;
        const lethalWords = src.deathtouch
          ? `${lethal} — it has deathtouch, so any nonzero amount is lethal`
          : `${lethal}`;
        return ask(ctx, {
          player: src.controller,
          kind: 'chooseNumber',
          purpose: 'combatDamage',
          rule: last ? RULE.trample : RULE.combatDamageDivide,
          min,
          max: left,
          about: blocker,
          prompt: `${attackerName} has ${left} combat damage left to assign. How much goes to ${blockerName} (lethal damage: ${lethalWords})? ${rest[0]?.toUpperCase()}${rest.slice(1)}.`,
        });
      }
      assigned.push(answer);
    }
  }
  if (LAZY_SPLIT.run?.(ctx, t)) return 'wait';
  dealAssignedDamage(ctx, t.sources, t.assigned, t.blockerDealers, t.more);
  return 'done';
}

/** A player's id, or a permanent's name, for sentences. */
function entityName(ctx: Ctx, id: EntityId | null): string {
  if (!id) return 'nothing';
  const o = id === 'p1' || id === 'p2' ? null : peek(ctx, id);
  return o ? displayName(ctx, o) : id;
}

/** An unblocked attacker whose planeswalker left combat deals no combat damage (CR 506.4c). */
function attacksNothing(ctx: Ctx, attacker: ObjectId): void {
  const o = peek(ctx, attacker);
  emit(ctx, {
    type: 'Note',
    rule: RULE.attackingNothing,
    objects: [attacker],
    cards: o?.cardId ? [o.cardId] : [],
    text: `${o ? displayName(ctx, o) : 'A creature'} attacks nothing now (the planeswalker it attacked was removed from combat), so it deals no combat damage.`,
  });
}

/** Deals every assignment at once (CR 510.2): attackers to players, planeswalkers and blockers, blockers to what they block. */
function dealAssignedDamage(
  ctx: Ctx,
  sources: DamageSource[],
  assigned: Record<ObjectId, number[]>,
  blockerDealers: ObjectId[],
  more: { source: ObjectId; target: string; n: number }[] = [],
): void {
  const hits = [...more];
  const combat = ctx.s.combat;
  for (const src of sources) {
    if (!src.blocked) {
      if (src.attacked) hits.push({ source: src.attacker, target: src.attacked, n: src.power });
      else attacksNothing(ctx, src.attacker);
      continue;
    }
    const amounts = assigned[src.attacker] ?? [];
    src.blockers.forEach((b, i) => hits.push({ source: src.attacker, target: b, n: amounts[i] ?? 0 }));
    const excess = src.power - amounts.reduce((n, x) => n + x, 0);
    // A blocked trampler assigns the excess (all of it, with no blockers left, 702.19d) to the player.
    if (excess > 0 && src.trample && src.attacked) hits.push({ source: src.attacker, target: src.attacked, n: excess });
  }
  for (const b of blockerDealers) {
    const a = combat?.blockers[b];
    const blocker = onBattlefield(ctx, b);
    // A blocker whose attacker was removed from combat has nothing to deal damage to (510.1d).
    if (!a || !blocker || !(a in (combat?.attackers ?? {})) || !onBattlefield(ctx, a)) continue;
    hits.push({ source: b, target: a, n: combatDamageAmount(ctx, blocker) });
  }
  // One simultaneous event: triggers see all of it together (CR 510.2, 603.10a).
  simultaneously(ctx, () => {
    for (const h of hits) {
      const src = peek(ctx, h.source) ?? null;
      dealDamage(ctx, src, src ? displayName(ctx, src) : 'a creature', h.target, h.n, { combat: true });
    }
  });
  emit(ctx, { type: 'Note', rule: RULE.combatDamageDealt, objects: [], cards: [], text: 'Combat damage was dealt.' });
}
