/**
 * "You may have ~ assign its combat damage as though it weren't blocked" (CR 510.1c): as a blocked
 * creature with this permission would assign its combat damage, its controller chooses whether it
 * assigns all of it to the player or planeswalker it attacks instead of to its blockers (even with
 * none left). Its blockers still deal theirs to it. Asked again in each combat damage step (510.4).
 * Installs itself into combat-damage.ts's LAZY_SPLIT as it loads (every-step.ts imports it).
 */
import { displayName } from '../derived/characteristics';
import { restrictionsOf } from '../derived/restrictions';
import { emit, peek, type Ctx } from '../state/context';
import { ask, takeAnswer } from '../state/decisions';
import { RULE } from '../state/rules';
import type { GameObject } from '../state/types';
import { LAZY_SPLIT, type CombatDamageTask, type DamageSource } from './combat-damage';

/** Asks (once per step) and applies the choice; true while it waits for the answer. */
function chooseUnblocked(ctx: Ctx, t: CombatDamageTask, src: DamageSource): boolean {
  const decided = t.unblocked?.[src.attacker];
  if (decided === undefined) {
    const attacker = peek(ctx, src.attacker) as GameObject;
    if (!src.attacked || !restrictionsOf(ctx, attacker).includes('assignAsThoughUnblocked')) return false;
    const answer = takeAnswer(t);
    if (typeof answer !== 'boolean') {
      ask(ctx, {
        player: src.controller,
        kind: 'may',
        purpose: 'assignAsThoughUnblocked',
        rule: RULE.assignAsThoughUnblocked,
        about: src.attacker,
        prompt: `Have ${displayName(ctx, attacker)} assign its ${src.power} combat damage as though it weren't blocked (all of it to what it attacks, none to its blockers)?`,
      });
      return true;
    }
    (t.unblocked ??= {})[src.attacker] = answer;
    if (answer)
      emit(ctx, {
        type: 'Note',
        rule: RULE.assignAsThoughUnblocked,
        objects: [src.attacker],
        cards: attacker.cardId ? [attacker.cardId] : [],
        text: `${displayName(ctx, attacker)} assigns its combat damage as though it weren't blocked (CR 510.1c).`,
      });
  }
  // Dealt as an unblocked attacker's is (combat-damage.ts dealAssignedDamage).
  if (t.unblocked?.[src.attacker]) src.blocked = false;
  return false;
}

LAZY_SPLIT.unblocked = chooseUnblocked;
