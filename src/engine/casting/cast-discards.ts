/**
 * The additional costs of casting that discard or sacrifice (CR 118.8, 601.2h): retrace's land
 * card and jump-start's card (702.81a, 702.133a), "As an additional cost to cast this spell,
 * sacrifice a creature" and "… discard a card / X cards". Loaded with the cards that have them
 * (./cost-keywords.ts), not with the engine.
 */
import { displayName } from '../derived/characteristics';
import { objectsMatching } from '../derived/filters';
import { peek, simultaneously, type Ctx } from '../state/context';
import type { CardDef } from '../state/card-def';
import { ask, takeAnswer } from '../state/decisions';
import { ensure } from '../state/errors';
import { RULE } from '../state/rules';
import type { GameObject, ObjectId } from '../state/types';
import { moveObject } from '../zones/objects';
import type { CastTask } from './cast';
import { costKeywords } from './cost-keywords';
import { graveyardDiscard } from './from-graveyard';

/**
 * Discards `count` of `cands` from the caster's hand to pay a cost (CR 601.2h, 701.9): the card
 * `given` with the action, the chosen ones, or all when there are no more; else asks.
 */
function discardFor(
  ctx: Ctx,
  t: CastTask,
  obj: GameObject,
  cands: ObjectId[],
  count: number,
  what: string,
  given?: ObjectId,
): 'done' | 'wait' {
  const ans = given ? [given] : takeAnswer(t);
  const chosen = Array.isArray(ans) ? ans : cands.length === count ? cands : null;
  const name = displayName(ctx, obj);
  if (!chosen)
    return ask(ctx, {
      player: t.player,
      kind: 'chooseObjects',
      purpose: 'discard',
      rule: RULE.additionalCost,
      about: obj.id,
      candidates: cands,
      min: count,
      max: count,
      prompt: `Choose ${what} to discard to cast ${name}.`,
    });
  ensure(
    chosen.length === count && chosen.every((id) => cands.includes(id)),
    `discard ${what} from your hand to cast ${name}`,
    RULE.additionalCost,
  );
  // Discarded at once (CR 701.9a): "one or more" triggers see one batch (603.2c).
  simultaneously(ctx, () => {
    for (const id of chosen) moveObject(ctx, id, 'graveyard', { rule: RULE.discard, why: `discarded to cast ${name}` });
  });
  return 'done';
}

/**
 * Pays the spell `obj`'s discards and sacrifice as it is cast (CR 601.2h), in order: retrace's or
 * jump-start's discard, the sacrifice, the discard; 'wait' while one is chosen. Throws
 * IllegalActionError for a choice that can't pay it.
 */
export function payDiscardsAndSacrifice(ctx: Ctx, t: CastTask, obj: GameObject, def: CardDef): 'done' | 'wait' {
  // CR 702.81a, 702.133a: cast by retrace, discard a land card; by jump-start, any card.
  const need = graveyardDiscard(t.cost);
  if (need && !t.graveDiscardDone) {
    const what = need.land ? 'a land card' : 'a card';
    const hand = costKeywords(t.cost ?? '').discardable(ctx, t.player, need);
    if (discardFor(ctx, t, obj, hand, 1, what, t.discard) === 'wait') return 'wait';
    t.graveDiscardDone = true;
  }
  const sac = def.additionalCosts?.find((c) => c.kind === 'sacrifice');
  if (sac?.kind === 'sacrifice') {
    const cands = objectsMatching(ctx, sac.filter, t.player, obj.id).map((o) => o.id);
    if (t.sacrifice === undefined) {
      const ans = takeAnswer(t);
      if (Array.isArray(ans) && ans[0]) t.sacrifice = ans[0];
      else if (cands.length === 1) t.sacrifice = cands[0];
      else {
        return ask(ctx, {
          player: t.player,
          kind: 'chooseObjects',
          purpose: 'sacrifice',
          rule: RULE.additionalCost,
          about: obj.id,
          prompt: `Choose ${sac.label} to pay the additional cost of ${displayName(ctx, obj)}.`,
          candidates: cands,
          min: 1,
          max: 1,
        });
      }
    }
    ensure(
      t.sacrifice && cands.includes(t.sacrifice),
      `that can't be sacrificed for ${sac.label}`,
      RULE.additionalCost,
    );
    const victim = peek(ctx, t.sacrifice);
    moveObject(ctx, t.sacrifice, 'graveyard', {
      rule: RULE.sacrifice,
      why: `sacrificed to cast ${displayName(ctx, obj)}`,
    });
    if (obj.spell && victim) obj.spell.sacrificed.push(victim.id);
  }
  const discard = def.additionalCosts?.find((c) => c.kind === 'discard');
  if (discard?.kind === 'discard' && !t.discardDone) {
    // CR 118.8, 601.2h: the cards come from the hand the spell has already left (601.2a).
    const n = discard.count === 'x' ? (t.x ?? 0) : discard.count;
    const hand = [...ctx.s.players[t.player].hand];
    if (n && discardFor(ctx, t, obj, hand, n, n === 1 ? 'a card' : `${n} cards`) === 'wait') return 'wait';
    t.discardDone = true;
  }
  return 'done';
}
