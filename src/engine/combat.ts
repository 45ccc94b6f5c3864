/**
 * Combat (CR 506–511), reduced to what the card pool needs: declaring attackers (508.1: untapped
 * creatures without summoning sickness, 302.6; attacking taps unless vigilance), declaring
 * blockers (509.1: flying needs flying or reach, menace needs two blockers, "can't block"
 * effects), and combat damage (510: simultaneous, excess of a trampler to the player).
 */
import { characteristics, displayName, hasKeyword, hasType } from './characteristics';
import { emit, liveObject, peek, type Ctx } from './context';
import { ensure } from './errors';
import { dealDamage } from './game-actions';
import { opponentOf } from './objects';
import { isSummoningSick, tap } from './permanents';
import { RULE } from './rules';
import { staticIndex } from './statics';
import type { ObjectId, PlayerId } from './types';

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
    ensure(!isSummoningSick(ctx, o), `${displayName(ctx, o)} came under ${player}'s control this turn and has no haste`, RULE.summoningSickness);
    ensure(!staticIndex(ctx).cantAttackOrBlock[o.id], `${displayName(ctx, o)} can't attack`, '508.1c');
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
    ensure(!staticIndex(ctx).cantAttackOrBlock[b] && !ctx.s.effects.some((e) => e.kind === 'cantBlock' && e.object === b), `${displayName(ctx, blocker)} can't block`, '509.1b');
    if (hasKeyword(ctx, attacker, 'flying')) {
      ensure(hasKeyword(ctx, blocker, 'flying') || hasKeyword(ctx, blocker, 'reach'), `${displayName(ctx, blocker)} can't block a creature with flying`, '702.9b');
    }
    count[a] = (count[a] ?? 0) + 1;
  }
  for (const [a, n] of Object.entries(count)) {
    const attacker = peek(ctx, a);
    if (attacker && hasKeyword(ctx, attacker, 'menace')) ensure(n >= 2, `${displayName(ctx, attacker)} has menace: it can't be blocked except by two or more creatures`, '702.110b');
  }
  combat.blockers = { ...blocks };
  combat.blockersDeclared = true;
  emit(ctx, { type: 'BlockersDeclared', blockers: { ...blocks }, rule: RULE.declareBlockers, objects: Object.keys(blocks), cards: [], text: Object.keys(blocks).length ? `${player} declared blockers.` : `${player} declared no blockers.` });
}

/** Combat damage (CR 510.1–510.2): all at once; a blocked trampler assigns excess to the player. */
export function dealCombatDamage(ctx: Ctx): void {
  const combat = ctx.s.combat;
  if (!combat) return;
  const hits: { source: ObjectId; target: string; n: number }[] = [];
  for (const [a, defender] of Object.entries(combat.attackers)) {
    const attacker = peek(ctx, a);
    if (!attacker || attacker.zone !== 'battlefield') continue;
    const power = Math.max(0, characteristics(ctx, attacker).power ?? 0);
    const blockers = Object.entries(combat.blockers).filter(([, x]) => x === a).map(([b]) => peek(ctx, b)).filter((b) => b && b.zone === 'battlefield');
    if (!Object.values(combat.blockers).includes(a)) { hits.push({ source: a, target: defender, n: power }); continue; }
    let left = power;
    for (const b of blockers) {
      if (!b) continue;
      const ch = characteristics(ctx, b);
      const lethal = Math.max(0, (ch.toughness ?? 0) - b.damage);
      const give = hasKeyword(ctx, attacker, 'trample') ? Math.min(left, lethal) : left;
      hits.push({ source: a, target: b.id, n: give });
      left -= give;
      hits.push({ source: b.id, target: a, n: Math.max(0, ch.power ?? 0) });
    }
    if (left > 0 && hasKeyword(ctx, attacker, 'trample')) hits.push({ source: a, target: defender, n: left });
  }
  for (const h of hits) {
    const src = peek(ctx, h.source) ?? null;
    dealDamage(ctx, src, src ? displayName(ctx, src) : 'a creature', h.target, h.n);
  }
  emit(ctx, { type: 'Note', rule: RULE.combatDamage, objects: [], cards: [], text: 'Combat damage was dealt.' });
}
