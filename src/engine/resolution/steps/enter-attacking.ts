/**
 * Creatures put onto the battlefield attacking (CR 508.4): "create a 1/1 white Soldier creature
 * token that's tapped and attacking". As each enters, its controller chooses what it attacks: the
 * defending player or a planeswalker that player controls (asked only when there is such a
 * planeswalker). It was never declared as an attacker, so "whenever … attacks" abilities don't
 * trigger and it doesn't count as having attacked. Outside combat (before attackers are declared
 * or with no combat this turn), or under a player who isn't the attacking player, it enters but
 * isn't attacking.
 */
import { displayName, hasType } from '../../derived/characteristics';
import { emit, peek, type Ctx } from '../../state/context';
import { ask, takeAnswer } from '../../state/decisions';
import { opponentOf, type EntityId, type ObjectId, type PlayerId } from '../../state/ids';
import { RULE } from '../../state/rules';
import type { GameObject } from '../../state/types';
import type { Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { ATTACKING, sourceName } from './common';

/** What one creature entering attacking attacks: a player or a planeswalker; null: it isn't attacking. */
export type Attacked = EntityId | null;

/**
 * What each of `n` creatures `controller` puts onto the battlefield attacking will attack (CR
 * 508.4), or 'wait' while the controller is asked. `key` names the choices kept in `r.vars`
 * while the step asks one creature at a time. `playerOnly`: "attacking that player", never a
 * planeswalker.
 */
export function chooseAttacked(
  ctx: Ctx,
  r: Resolving,
  t: ResolveTask,
  controller: PlayerId,
  n: number,
  key: string,
  playerOnly?: boolean,
): Attacked[] | 'wait' {
  const combat = ctx.s.combat;
  if (!combat?.attackersDeclared || ctx.s.turn.active !== controller) return Array<Attacked>(n).fill(null);
  const defender = opponentOf(controller);
  const walkers = ctx.s.battlefield.filter((id) => {
    const o = peek(ctx, id);
    return !!o && o.controller === defender && hasType(ctx, o, 'planeswalker');
  });
  // "… attacking that player" (playerOnly): the player, no planeswalker to choose.
  if (!walkers.length || playerOnly) return Array<Attacked>(n).fill(defender);
  const out: Attacked[] = [];
  for (let i = 0; i < n; i++) {
    const k = `${key}#${i}`;
    const have = r.vars[k];
    if (typeof have === 'string') {
      out.push(have);
      continue;
    }
    const ans = takeAnswer(t);
    if (Array.isArray(ans)) {
      const pick = ans[0] ?? defender;
      r.vars[k] = pick;
      out.push(pick);
      continue;
    }
    return ask(ctx, {
      player: controller,
      kind: 'chooseObjects',
      purpose: k,
      rule: RULE.enterAttacking,
      about: r.item,
      prompt: `${sourceName(ctx, r)}: choose a planeswalker for the creature entering attacking${n > 1 ? ` (${i + 1} of ${n})` : ''} to attack, or none to attack ${defender}`,
      candidates: walkers,
      min: 0,
      max: 1,
    });
  }
  return out;
}

/** Makes `obj`, just put onto the battlefield, an attacking creature attacking `what` (CR 508.4). */
export function enterAttacking(ctx: Ctx, obj: GameObject, what: Attacked): void {
  const combat = ctx.s.combat;
  if (!combat || what === null || obj.zone !== 'battlefield' || !hasType(ctx, obj, 'creature')) return;
  const defender = opponentOf(obj.controller);
  combat.attackers[obj.id] = defender;
  if (what !== defender) combat.attacks = { ...combat.attacks, [obj.id]: what as ObjectId };
  const walker = what !== defender ? peek(ctx, what) : undefined;
  emit(ctx, {
    type: 'Note',
    rule: RULE.enterAttacking,
    objects: [obj.id],
    cards: [],
    text: `${displayName(ctx, obj)} entered attacking ${walker ? displayName(ctx, walker) : defender}; it was never declared as an attacker (CR ${RULE.enterAttacking}).`,
  });
}

ATTACKING.choose = chooseAttacked;
ATTACKING.enter = enterAttacking;
