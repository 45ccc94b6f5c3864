/**
 * Combat (CR 506–511), reduced to what the card pool needs: declaring attackers (508.1: untapped
 * creatures without summoning sickness, 302.6; attacking taps unless vigilance), declaring
 * blockers (509.1: flying needs flying or reach, menace needs two blockers, "can't block"
 * effects), and combat damage (510: assigned first — divided among two or more blockers as the
 * attacking player chooses, 510.1c; excess of a trampler to the player, 702.19b — then dealt at once).
 */
import { characteristics, displayName, hasKeyword, hasType } from '../derived/characteristics';
import { emit, liveObject, peek, type Ctx } from '../state/context';
import { ask, takeAnswer, type Asking } from '../state/decisions';
import { ensure } from '../state/errors';
import { dealDamage } from '../zones/game-actions';
import { opponentOf } from '../zones/objects';
import { isSummoningSick, summoningSickReason, tap } from '../zones/permanents';
import { RULE } from '../state/rules';
import { restrictionsOf } from '../derived/restrictions';
import type { ObjectId, PlayerId } from '../state/types';

/** Declares attackers for the active player (CR 508.1). Throws if a declaration is illegal. */
export function declareAttackers(ctx: Ctx, player: PlayerId, ids: ObjectId[]): void {
  ensure(ctx.s.turn.active === player, 'only the active player declares attackers', RULE.declareAttackers);
  ensure(ctx.s.turn.step === 'declareAttackers', 'attackers are declared in the declare attackers step', RULE.declareAttackers);
  ensure(!ctx.s.combat?.attackersDeclared, 'attackers were already declared this combat', RULE.declareAttackers);
  const defender = opponentOf(player);
  const attackers: Record<ObjectId, PlayerId> = {};
  for (const id of ids) {
    const o = peek(ctx, id);
    ensure(o && o.zone === 'battlefield' && hasType(ctx, o, 'creature'), `${id} is not a creature on the battlefield`, RULE.declareAttackers);
    ensure(o.controller === player, `${displayName(ctx, o)} is not controlled by ${player}`, RULE.declareAttackers);
    ensure(!o.tapped, `${displayName(ctx, o)} is tapped`, RULE.declareAttackers);
    ensure(!isSummoningSick(ctx, o), `${displayName(ctx, o)} can't attack: ${summoningSickReason(ctx, o)}`, RULE.summoningSickness);
    ensure(!restrictionsOf(ctx, o).includes('attack'), `${displayName(ctx, o)} can't attack`, RULE.attackRestriction);
    attackers[o.id] = defender;
  }
  ctx.s.combat = { attackers, blockers: {}, attackersDeclared: true, blockersDeclared: false };
  for (const id of Object.keys(attackers)) {
    const o = liveObject(ctx, id);
    if (o && !hasKeyword(ctx, o, 'vigilance')) tap(ctx, o, false, 'by attacking', RULE.attackingTaps);
  }
  emit(ctx, {
    type: 'AttackersDeclared', attackers: Object.keys(attackers), rule: RULE.declareAttackers, objects: Object.keys(attackers), cards: [],
    text: ids.length ? `${player} attacked with ${Object.keys(attackers).map((id) => displayName(ctx, peek(ctx, id) as never)).join(', ')}.` : `${player} declared no attackers.`,
  });
}

/** Declares blockers for the defending player (CR 509.1). `blocks` maps blocker → attacker. */
export function declareBlockers(ctx: Ctx, player: PlayerId, blocks: Record<ObjectId, ObjectId>): void {
  const combat = ctx.s.combat;
  ensure(combat?.attackersDeclared && ctx.s.turn.step === 'declareBlockers', 'blockers are declared in the declare blockers step', RULE.declareBlockers);
  ensure(!combat.blockersDeclared, 'blockers were already declared', RULE.declareBlockers);
  ensure(player !== ctx.s.turn.active, 'the defending player declares blockers', RULE.declareBlockers);
  const count: Record<ObjectId, number> = {};
  for (const [b, a] of Object.entries(blocks)) {
    const blocker = peek(ctx, b);
    const attacker = peek(ctx, a);
    ensure(blocker && blocker.zone === 'battlefield' && hasType(ctx, blocker, 'creature') && blocker.controller === player, `${b} can't block: not a creature ${player} controls`, RULE.declareBlockers);
    ensure(!blocker.tapped, `${displayName(ctx, blocker)} is tapped`, RULE.declareBlockers);
    ensure(attacker && combat.attackers[a], `${a} is not attacking`, RULE.declareBlockers);
    ensure(!restrictionsOf(ctx, blocker).includes('block'), `${displayName(ctx, blocker)} can't block`, RULE.blockRestriction);
    if (hasKeyword(ctx, attacker, 'flying')) {
      ensure(hasKeyword(ctx, blocker, 'flying') || hasKeyword(ctx, blocker, 'reach'), `${displayName(ctx, blocker)} can't block a creature with flying`, RULE.flyingBlock);
    }
    count[a] = (count[a] ?? 0) + 1;
  }
  for (const [a, n] of Object.entries(count)) {
    const attacker = peek(ctx, a);
    if (attacker && hasKeyword(ctx, attacker, 'menace')) ensure(n >= 2, `${displayName(ctx, attacker)} has menace: it can't be blocked except by two or more creatures`, RULE.menace);
  }
  combat.blockers = { ...blocks };
  combat.blockersDeclared = true;
  emit(ctx, { type: 'BlockersDeclared', blockers: { ...blocks }, rule: RULE.declareBlockers, objects: Object.keys(blocks), cards: [], text: Object.keys(blocks).length ? `${player} declared blockers.` : `${player} declared no blockers.` });
}

/** One attacker's combat damage: its power, whom it hits unblocked, and the creatures blocking it. */
interface DamageSource { attacker: ObjectId; controller: PlayerId; defender: PlayerId; power: number; blocked: boolean; blockers: ObjectId[]; trample: boolean }

/**
 * The combat damage step's turn-based action as a task (CR 510.1–510.2): first every attacking
 * creature's controller assigns its damage — a creature blocked by two or more divides it among
 * them as its controller chooses (510.1c), a trampler may assign the excess over lethal damage
 * to the player (702.19b) — then all combat damage is dealt at once (510.2).
 */
declare module '../state/task' {
  interface TaskKinds { combatDamage: CombatDamageTask }
}

export interface CombatDamageTask extends Asking {
  kind: 'combatDamage';
  /** Attackers in declaration order, fixed when the step began; null until then. */
  sources: DamageSource[] | null;
  /** Damage assigned so far: attacker id → amount per blocker, in `blockers` order. */
  assigned: Record<ObjectId, number[]>;
  /** Index in `sources` of the attacker whose damage is being assigned. */
  at: number;
}

/** The task for the combat damage step (pushed when the step begins). */
export function combatDamageTask(): CombatDamageTask {
  return { kind: 'combatDamage', sources: null, assigned: {}, at: 0 };
}

function damageSources(ctx: Ctx): DamageSource[] {
  const combat = ctx.s.combat;
  if (!combat) return [];
  const out: DamageSource[] = [];
  for (const [a, defender] of Object.entries(combat.attackers)) {
    const attacker = peek(ctx, a);
    if (!attacker || attacker.zone !== 'battlefield') continue;
    const blocked = Object.values(combat.blockers).includes(a);
    // Blockers removed from combat (left the battlefield) are not dealt damage (510.1c).
    const blockers = Object.entries(combat.blockers).filter(([b, x]) => x === a && peek(ctx, b)?.zone === 'battlefield').map(([b]) => b);
    const power = Math.max(0, characteristics(ctx, attacker).power ?? 0);
    out.push({ attacker: a, controller: attacker.controller, defender, power, blocked, blockers, trample: hasKeyword(ctx, attacker, 'trample') });
  }
  return out;
}

/** Damage that is lethal to a creature now: toughness minus damage already marked (CR 702.19b, 120.4a). */
function lethalDamage(ctx: Ctx, id: ObjectId): number {
  const b = peek(ctx, id);
  if (!b) return 0;
  return Math.max(0, (characteristics(ctx, b).toughness ?? 0) - b.damage);
}

/** Runs the combat damage task: asks for each division of damage, then deals it all (CR 510.1–510.2). */
export function runCombatDamageTask(ctx: Ctx, t: CombatDamageTask): 'done' | 'wait' {
  t.sources ??= damageSources(ctx);
  for (; t.at < t.sources.length; t.at++) {
    const src = t.sources[t.at] as DamageSource;
    if (!src.blocked || !src.blockers.length) continue;
    const assigned = (t.assigned[src.attacker] ??= []);
    while (assigned.length < src.blockers.length) {
      const i = assigned.length;
      const left = src.power - assigned.reduce((n, x) => n + x, 0);
      const blocker = src.blockers[i] as ObjectId;
      const lethal = lethalDamage(ctx, blocker);
      const last = i === src.blockers.length - 1;
      // The player can be assigned damage only once every blocker has been assigned lethal damage (702.19b).
      const mayTrample = src.trample && assigned.every((n, j) => n >= lethalDamage(ctx, src.blockers[j] as ObjectId));
      if (last && !mayTrample) { assigned.push(left); continue; }
      const min = last ? Math.min(lethal, left) : 0;
      if (min === left) { assigned.push(left); continue; }
      const answer = takeAnswer(t);
      if (typeof answer !== 'number') {
        const attackerName = displayName(ctx, peek(ctx, src.attacker) as never);
        const blockerName = displayName(ctx, peek(ctx, blocker) as never);
        const rest = last ? `the rest (up to ${left - min}) is assigned to ${src.defender}` : `the rest goes to the other blockers${src.trample ? ' or, once each has lethal damage, to the player' : ''}`;
        return ask(ctx, {
          player: src.controller, kind: 'chooseNumber', purpose: 'combatDamage', rule: last ? RULE.trample : RULE.combatDamageDivide,
          min, max: left, about: blocker,
          prompt: `${attackerName} has ${left} combat damage left to assign. How much goes to ${blockerName} (lethal damage: ${lethal})? ${rest[0]?.toUpperCase()}${rest.slice(1)}.`,
        });
      }
      assigned.push(answer);
    }
  }
  dealAssignedDamage(ctx, t.sources, t.assigned);
  return 'done';
}

/** Deals every assignment at once (CR 510.2): attackers to players and blockers, blockers to what they block. */
function dealAssignedDamage(ctx: Ctx, sources: DamageSource[], assigned: Record<ObjectId, number[]>): void {
  const hits: { source: ObjectId; target: string; n: number }[] = [];
  const combat = ctx.s.combat;
  for (const src of sources) {
    if (!src.blocked) { hits.push({ source: src.attacker, target: src.defender, n: src.power }); continue; }
    const amounts = assigned[src.attacker] ?? [];
    src.blockers.forEach((b, i) => hits.push({ source: src.attacker, target: b, n: amounts[i] ?? 0 }));
    const excess = src.power - amounts.reduce((n, x) => n + x, 0);
    // A blocked trampler with no blockers left assigns all its damage to the player (702.19e).
    if (excess > 0 && src.trample) hits.push({ source: src.attacker, target: src.defender, n: excess });
  }
  for (const [b, a] of Object.entries(combat?.blockers ?? {})) {
    const blocker = peek(ctx, b);
    const attacker = peek(ctx, a);
    if (!blocker || blocker.zone !== 'battlefield' || !attacker || attacker.zone !== 'battlefield') continue;
    hits.push({ source: b, target: a, n: Math.max(0, characteristics(ctx, blocker).power ?? 0) });
  }
  for (const h of hits) {
    const src = peek(ctx, h.source) ?? null;
    dealDamage(ctx, src, src ? displayName(ctx, src) : 'a creature', h.target, h.n, { combat: true });
  }
  emit(ctx, { type: 'Note', rule: RULE.combatDamage, objects: [], cards: [], text: 'Combat damage was dealt.' });
}
