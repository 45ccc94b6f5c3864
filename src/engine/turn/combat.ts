/**
 * Declaring attackers and blockers (CR 508.1, 509.1). Attackers: untapped creatures the active
 * player controls without summoning sickness (302.6, haste 702.10), not defender (702.3b) nor
 * restricted ("can't attack", "can't attack unless defending player controls ...", 508.1c), each
 * attacking the defending player or a planeswalker they control (508.1b, attacked.ts);
 * attacking taps them unless they have vigilance (508.1f, 702.20b). Blockers: untapped creatures
 * of the defending player, each blocking one attacker, within every restriction (509.1b): "can't
 * block", "can't be blocked (except by / by ...)", and the keyword abilities' evasion from the
 * keyword table — flying/reach, fear, intimidate, shadow, landwalk, protection — then the number
 * of blockers (menace, 702.111b). An illegal declaration is refused with the reason and the rule.
 * Combat damage: combat-damage.ts.
 */
import type { Restriction } from '../state/card-def';
import { displayName, hasType } from '../derived/characteristics';
import { keywordBlockRefusal, keywordWith, minimumBlockers, type Refusal } from '../derived/keywords';
import { keywordWords } from '../derived/keyword-kinds';
import { attacksAsThough, mustAttack, restrictionsOf } from '../derived/restrictions';
import { emit, liveObject, peek, type Ctx } from '../state/context';
import { ensure } from '../state/errors';
import { RULE } from '../state/rules';
import { noteAttacked } from '../state/turn-record';
import type { TaskResult } from '../state/task';
import type { GameObject, ObjectId, PlayerId } from '../state/types';
import { opponentOf } from '../zones/objects';
import { isSummoningSick, summoningSickReason, tap } from '../zones/permanents';
import { planeswalkerAttackRefusal } from './attacked';

export { combatDamageTask, runCombatDamageTask, needsSecondDamageStep, type CombatDamageTask } from './combat-damage';

/**
 * Why `obj` can't attack `defender` now (CR 508.1a–c, 302.6, 702.3b), or null if it can. Checks
 * what the creature is and its restrictions, not whose turn or step it is.
 */
export function attackRefusal(ctx: Ctx, obj: GameObject, defender: PlayerId): Refusal | null {
  const name = displayName(ctx, obj);
  if (obj.zone !== 'battlefield' || !hasType(ctx, obj, 'creature'))
    return { reason: `${name} is not a creature on the battlefield`, rule: RULE.declareAttackers };
  if (obj.tapped) return { reason: `${name} is tapped`, rule: RULE.declareAttackers };
  const asThough = attacksAsThough(ctx, obj);
  if (isSummoningSick(ctx, obj) && !asThough.includes('haste'))
    return { reason: `${name} can't attack: ${summoningSickReason(ctx, obj)}`, rule: RULE.summoningSickness };
  const defenderKw = keywordWith(ctx, obj, 'cantAttack');
  if (defenderKw && !(defenderKw === 'defender' && asThough.includes('noDefender')))
    return { reason: `${name} has ${keywordWords(defenderKw)}: it can't attack`, rule: RULE.defender };
  const cant = restrictionsOf(ctx, obj);
  if (cant.includes('attack'))
    return { reason: `${name} can't attack (an effect says so)`, rule: RULE.attackRestriction };
  return LAZY_RESTRICT.attack?.(ctx, obj, defender, cant) ?? null;
}

/**
 * Restrictions whose code loads with the cards that have them (turn/combat-restrictions.ts,
 * installed by every-step.ts; ../steps-ready.ts loads it for a definition naming one): "can't
 * attack unless defending player controls …" (CR 508.1c, `attack`); "can't block ~" by an effect,
 * "can block only …", "can't be blocked except by …", "can't be blocked by …" (509.1b, `block`,
 * after the blocker's own "can't block"); "can't be blocked by more than N" / "except by N or more
 * creatures" (509.1b, `count`, throws).
 */
export const LAZY_RESTRICT: {
  attack?: (ctx: Ctx, obj: GameObject, defender: PlayerId, cant: Restriction[]) => Refusal | null;
  block?: (
    ctx: Ctx,
    blocker: GameObject,
    attacker: GameObject,
    own: Restriction[],
    cant: Restriction[],
  ) => Refusal | null;
  count?: (ctx: Ctx, attacker: GameObject, n: number) => void;
} = {};

/**
 * Why `blocker` can't block `attacker` (CR 509.1b), or null if it can: the blocker's own
 * restrictions, the attacker's "can't be blocked" restrictions, and both creatures' keywords.
 * The number of blockers (menace) is checked on the whole declaration.
 */
export function blockRefusal(ctx: Ctx, blocker: GameObject, attacker: GameObject): Refusal | null {
  const bn = displayName(ctx, blocker);
  const an = displayName(ctx, attacker);
  if (blocker.zone !== 'battlefield' || !hasType(ctx, blocker, 'creature'))
    return { reason: `${bn} is not a creature on the battlefield`, rule: RULE.declareBlockers };
  if (blocker.tapped) return { reason: `${bn} is tapped`, rule: RULE.declareBlockers };
  const own = restrictionsOf(ctx, blocker);
  if (own.includes('block')) return { reason: `${bn} can't block (an effect says so)`, rule: RULE.blockRestriction };
  const cant = restrictionsOf(ctx, attacker);
  // The lazy part asks "can't be blocked" itself, between its blocker's and its attacker's restrictions.
  return (
    LAZY_RESTRICT.block?.(ctx, blocker, attacker, own, cant) ??
    (cant.includes('beBlocked') ? { reason: `${an} can't be blocked`, rule: RULE.blockRestriction } : null) ??
    keywordBlockRefusal(ctx, attacker, blocker)
  );
}

/** Numbers in words for refusals (turn/combat-restrictions.ts reads them too). */
export const NUMBER_WORDS: Record<number, string> = { 1: 'one', 2: 'two', 3: 'three', 4: 'four' };

function refuse(r: Refusal | null): void {
  if (r) ensure(false, r.reason, r.rule);
}

/**
 * The first creature `player` controls that must attack this combat and can (CR 508.1d: with
 * no costs to attack and no restriction that depends on other attackers, obeying the most
 * requirements means attacking with every such creature) but is not among `ids`; or one that
 * must attack the defending player this turn (encore's tokens, 702.141a) but is not declared
 * attacking that player (`at` names the planeswalkers attacked); or null.
 */
export function attackRequirementUnmet(
  ctx: Ctx,
  player: PlayerId,
  ids: readonly ObjectId[],
  at: Readonly<Record<ObjectId, ObjectId>> = {},
): Refusal | null {
  const defender = opponentOf(player);
  for (const id of ctx.s.battlefield) {
    const o = peek(ctx, id);
    if (!o || o.controller !== player) continue;
    // Encore's token must attack its owner's opponent (the token's creator, CR 111.2); under that
    // opponent's control it can't attack them, and the requirement asks nothing.
    const atPlayer = o.owner === player && restrictionsOf(ctx, o).includes('attackPlayerIfAble');
    if (ids.includes(id) && !(atPlayer && at[id])) continue;
    if (!atPlayer && !mustAttack(ctx, o)) continue;
    if (!attackRefusal(ctx, o, defender) && !LAZY_ATTACK.excused?.(ctx, o))
      return {
        reason: atPlayer
          ? `${displayName(ctx, o)} attacks ${defender} this turn if able, and it is able: it must be declared attacking ${defender}`
          : `${displayName(ctx, o)} attacks each combat if able, and it is able: it must be declared as an attacker`,
        rule: RULE.attackRequirement,
      };
  }
  return null;
}

/**
 * Code that loads with the cards needing it (turn/exert-attacking.ts installs `declared` and
 * `run`, turn/alone-restrictions.ts `alone` and `excused`): `declared`
 * runs once attackers are declared, to ask about choices made as creatures attack ("You may
 * exert ~ as it attacks", CR 701.43a); `run` runs the task that asks them.
 */
export const LAZY_ATTACK: {
  declared?: (ctx: Ctx, player: PlayerId) => void;
  /** Why `ids` break a "can't attack alone" restriction (CR 508.1c), or null (turn/alone-restrictions.ts). */
  alone?: (ctx: Ctx, ids: readonly ObjectId[]) => Refusal | null;
  /** Whether a creature that must attack and can is excused: it can't attack alone, and no other creature can attack. */
  excused?: (ctx: Ctx, obj: GameObject) => boolean;
  run?: (ctx: Ctx, t: import('./exert-attacking').ExertAttackTask) => TaskResult;
} = {};

/**
 * Declares attackers for the active player (CR 508.1); `at` names the planeswalker an attacker
 * attacks (508.1b), the others attack the defending player. Throws if a declaration is illegal;
 * nothing changes then.
 */
export function declareAttackers(
  ctx: Ctx,
  player: PlayerId,
  ids: ObjectId[],
  at: Record<ObjectId, ObjectId> = {},
): void {
  ensure(ctx.s.turn.active === player, 'only the active player declares attackers', RULE.declareAttackers);
  ensure(
    ctx.s.turn.step === 'declareAttackers',
    'attackers are declared in the declare attackers step',
    RULE.declareAttackers,
  );
  ensure(!ctx.s.combat?.attackersDeclared, 'attackers were already declared this combat', RULE.declareAttackers);
  const defender = opponentOf(player);
  const attackers: Record<ObjectId, PlayerId> = {};
  for (const id of ids) {
    const o = peek(ctx, id);
    ensure(
      o && o.zone === 'battlefield' && hasType(ctx, o, 'creature'),
      `${id} is not a creature on the battlefield`,
      RULE.declareAttackers,
    );
    ensure(o.controller === player, `${displayName(ctx, o)} is not controlled by ${player}`, RULE.declareAttackers);
    refuse(attackRefusal(ctx, o, defender));
    attackers[o.id] = defender;
  }
  refuse(LAZY_ATTACK.alone?.(ctx, ids) ?? null);
  refuse(attackRequirementUnmet(ctx, player, ids, at));
  const attacks: Record<ObjectId, ObjectId> = {};
  for (const [a, pw] of Object.entries(at)) {
    ensure(a in attackers, `${a} is not declared as an attacker`, RULE.attackPlaneswalker);
    refuse(planeswalkerAttackRefusal(ctx, defender, pw));
    attacks[a] = pw;
  }
  ctx.s.combat = {
    attackers,
    ...(Object.keys(attacks).length ? { attacks } : {}),
    blockers: {},
    attackersDeclared: true,
    ...(Object.keys(attackers).some((a) => !attacks[a]) ? { playersAttacked: [defender] } : {}),
    blockersDeclared: false,
    blocked: [],
    damageSteps: 0,
    firstStrikers: null,
  };
  for (const id of Object.keys(attackers)) {
    noteAttacked(ctx, id, ctx.s.turn.active);
    const o = liveObject(ctx, id);
    if (o && !keywordWith(ctx, o, 'attacksWithoutTapping')) tap(ctx, o, false, 'by attacking', RULE.attackingTaps);
  }
  emit(ctx, {
    type: 'AttackersDeclared',
    attackers: Object.keys(attackers),
    rule: RULE.declareAttackers,
    objects: Object.keys(attackers),
    cards: [],
    text: ids.length
      ? `${player} attacked with ${Object.keys(attackers)
          .map((id) => {
            const pw = attacks[id] ? peek(ctx, attacks[id]) : undefined;
            return `${displayName(ctx, peek(ctx, id) as GameObject)}${pw ? ` (attacking ${displayName(ctx, pw)}, CR ${RULE.attackPlaneswalker})` : ''}`;
          })
          .join(', ')}.`
      : `${player} declared no attackers.`,
  });
  LAZY_ATTACK.declared?.(ctx, player);
}

/**
 * Whether the declare blockers step is about to end with no declaration made (CR 509.1): there
 * are attackers and the defending player has not declared. Passing then declares no blockers —
 * it is still the declaration, so "whenever this creature attacks and isn't blocked" triggers
 * (509.1h) before the step ends.
 */
export function blockDeclarationPending(ctx: Ctx): boolean {
  const combat = ctx.s.combat;
  return (
    ctx.s.turn.step === 'declareBlockers' &&
    !!combat?.attackersDeclared &&
    !combat.blockersDeclared &&
    Object.keys(combat.attackers).length > 0
  );
}

/**
 * Code that loads with the cards needing it (every-step.ts imports turn/block-requirements.ts,
 * which installs it): `requirement` says why a block declaration breaks "can't block alone"
 * (CR 509.1b), or disobeys "All creatures able to block ~ do so" / "~ must be blocked if able"
 * more than it must (509.1c), or null. Not installed, nothing is checked.
 */
export const LAZY_BLOCK: {
  requirement?: (ctx: Ctx, player: PlayerId, blocks: Record<ObjectId, ObjectId>) => Refusal | null;
  /**
   * Reads a declaration where a blocker names several attackers (CR 509.1a, turn/multi-block.ts):
   * each blocker's first attacker (`blocks`), the rest (`also`), every blocker–attacker pair
   * (`pairs`; `also` absent when none names two); refuses a blocker naming more than it may
   * block. Undefined when no blocker names a list.
   */
  more?: (
    ctx: Ctx,
    given: Record<ObjectId, ObjectId | ObjectId[]>,
  ) =>
    | { blocks: Record<ObjectId, ObjectId>; also?: Record<ObjectId, ObjectId[]>; pairs: [ObjectId, ObjectId][] }
    | undefined;
} = {};

/**
 * Declares blockers for the defending player (CR 509.1). `given` maps blocker → attacker, or →
 * the attackers it blocks when an effect lets it block several (509.1a). Throws if illegal.
 */
export function declareBlockers(ctx: Ctx, player: PlayerId, given: Record<ObjectId, ObjectId | ObjectId[]>): void {
  const combat = ctx.s.combat;
  ensure(
    combat?.attackersDeclared && ctx.s.turn.step === 'declareBlockers',
    'blockers are declared in the declare blockers step',
    RULE.declareBlockers,
  );
  ensure(!combat.blockersDeclared, 'blockers were already declared', RULE.declareBlockers);
  ensure(player !== ctx.s.turn.active, 'the defending player declares blockers', RULE.declareBlockers);
  const more = LAZY_BLOCK.more?.(ctx, given);
  const blocks = more?.blocks ?? (given as Record<ObjectId, ObjectId>);
  const pairs = more?.pairs ?? Object.entries(blocks);
  const count: Record<ObjectId, number> = {};
  for (const [b, a] of pairs) {
    const blocker = peek(ctx, b);
    const attacker = peek(ctx, a);
    ensure(
      blocker && blocker.zone === 'battlefield' && hasType(ctx, blocker, 'creature') && blocker.controller === player,
      `${b} can't block: not a creature ${player} controls`,
      RULE.declareBlockers,
    );
    ensure(attacker && combat.attackers[a], `${a} is not attacking`, RULE.declareBlockers);
    refuse(blockRefusal(ctx, blocker, attacker));
    count[a] = (count[a] ?? 0) + 1;
  }
  for (const [a, n] of Object.entries(count)) {
    const attacker = peek(ctx, a) as GameObject;
    LAZY_RESTRICT.count?.(ctx, attacker, n);
    const min = minimumBlockers(ctx, attacker);
    if (min && n < min.n)
      ensure(
        false,
        `${displayName(ctx, attacker)} has ${keywordWords(min.keyword)}: it can't be blocked except by ${NUMBER_WORDS[min.n] ?? min.n} or more creatures`,
        min.rule,
      );
  }
  refuse(LAZY_BLOCK.requirement?.(ctx, player, blocks) ?? null);
  combat.blockers = { ...blocks };
  if (more?.also) combat.also = more.also;
  combat.blocked = Object.keys(count);
  combat.blockersDeclared = true;
  emit(ctx, {
    type: 'BlockersDeclared',
    blockers: { ...blocks },
    ...(more?.also && { also: more.also }),
    rule: RULE.declareBlockers,
    objects: [...new Set(pairs.flat())],
    cards: [],
    text: pairs.length
      ? `${player} declared blockers: ${pairs
          .map(
            ([b, a]) =>
              `${displayName(ctx, peek(ctx, b) as GameObject)} blocks ${displayName(ctx, peek(ctx, a) as GameObject)}`,
          )
          .join(', ')}.`
      : `${player} declared no blockers.`,
  });
}
