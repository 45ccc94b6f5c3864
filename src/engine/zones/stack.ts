/**
 * A spell leaving the stack other than by resolving into a permanent: to its owner's graveyard
 * (CR 608.2n, 701.6), or to exile if it was cast with flashback (CR 702.34a). A copy goes there
 * too and then ceases to exist at the next state-based-action check (CR 704.5e).
 */
import type { Ctx } from '../state/context';
import { moveObject } from './objects';
import { RULE } from '../state/rules';
import type { GameObject } from '../state/types';

/** Moves a spell off the stack; `rule` and `why` explain the move in the log. */
export function spellLeavesStack(ctx: Ctx, spell: GameObject, rule: string, why: string): void {
  // A copy goes to the graveyard and ceases to exist there (CR 704.5e); only a card is exiled.
  const flashback = spell.spell?.altCost === 'flashback' && !spell.copyOf;
  moveObject(ctx, spell.id, flashback ? 'exile' : 'graveyard', {
    rule: flashback ? RULE.flashback : rule,
    why: flashback ? `${why}; cast with flashback, so it is exiled instead` : why,
  });
}
