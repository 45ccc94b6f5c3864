/**
 * CR 506.4: a permanent that stops being a creature (the Theros gods' "As long as your devotion
 * … is less than five, ~ isn't a creature", 205.1a) is removed from combat, and stays removed if
 * it becomes a creature again. Looked at after each event (the rules' trigger hook,
 * triggers/rule-triggers.ts): what makes a permanent stop being a creature is a change of the
 * board, which is an event. Installed as this module loads (../every-step.ts, which the cards
 * that can stop being creatures load).
 */
import { hasType } from '../derived/characteristics';
import { peek, type Ctx } from '../state/context';
import { addRuleTrigger } from '../triggers/rule-triggers';
import { removeFromCombat } from '../zones/remove-from-combat';

/** Removes each attacking or blocking permanent that is no longer a creature from combat (CR 506.4). */
function removeNoncreatures(ctx: Ctx): void {
  const combat = ctx.s.combat;
  if (!combat) return;
  for (const id of [...Object.keys(combat.attackers), ...Object.keys(combat.blockers)]) {
    const o = peek(ctx, id);
    if (o?.zone === 'battlefield' && !hasType(ctx, o, 'creature'))
      removeFromCombat(ctx, id, 'as it stopped being a creature');
  }
}

addRuleTrigger((ctx) => removeNoncreatures(ctx));
