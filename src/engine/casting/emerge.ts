/**
 * Emerge [cost] (CR 702.119a): "You may cast this spell by paying [cost] and sacrificing a
 * creature rather than paying its mana cost" and "If you chose to pay this spell's emerge cost,
 * its total cost is reduced by an amount of generic mana equal to the sacrificed creature's mana
 * value." The creature is chosen as the emerge cost is announced (601.2b), so the total cost
 * knows its reduction (601.2f: after every increase, and only of generic mana), and it is
 * sacrificed as the cost is paid (601.2h), after the mana: it may have tapped for some (601.2g).
 * Its mana value is read as it is then (a copy's, 707.2; X is 0, 202.3e). Loaded with the cards
 * that have it (./cost-keywords.ts).
 */
import { characteristics, displayName } from '../derived/characteristics';
import { objectsMatching } from '../derived/filters';
import { defOf, peek, type Ctx } from '../state/context';
import { ask, takeAnswer, type Asking } from '../state/decisions';
import { ensure } from '../state/errors';
import type { ManaCost } from '../state/mana-cost';
import { RULE } from '../state/rules';
import type { GameObject, ObjectId, PlayerId } from '../state/types';
import { moveObject } from '../zones/objects';
import type { AltCost } from '../state/card-def';

type Emerge = Extract<AltCost, { kind: 'emerge' }>;

function emergeOf(ctx: Ctx, spell: GameObject): Emerge {
  const a = defOf(ctx, spell).altCosts?.find((c) => c.kind === 'emerge');
  ensure(a?.kind === 'emerge', `${displayName(ctx, spell)} has no emerge cost`, RULE.emerge);
  return a as Emerge;
}

/** The permanents `player` could sacrifice for the emerge cost of `spell`. */
function candidates(ctx: Ctx, e: Emerge, player: PlayerId, spell: GameObject): ObjectId[] {
  return objectsMatching(ctx, e.what, player, spell.id).map((o) => o.id);
}

/** CR 702.119a, 601.2b: the permanent to sacrifice (`t.sacrifice`), given, the only one, or asked. */
export function announceEmerge(
  ctx: Ctx,
  t: Asking & { player: PlayerId; sacrifice?: ObjectId | null },
  spell: GameObject,
): 'done' | 'wait' {
  const e = emergeOf(ctx, spell);
  const cands = candidates(ctx, e, t.player, spell);
  const name = displayName(ctx, spell);
  if (!t.sacrifice) {
    const ans = takeAnswer(t);
    if (Array.isArray(ans) && ans[0]) t.sacrifice = ans[0];
    else if (cands.length === 1) t.sacrifice = cands[0];
    else {
      ensure(cands.length, `${name}'s emerge cost needs ${e.label} to sacrifice`, RULE.emerge);
      return ask(ctx, {
        player: t.player,
        kind: 'chooseObjects',
        purpose: 'emerge',
        rule: RULE.emerge,
        about: spell.id,
        prompt: `Choose ${e.label} to sacrifice for the emerge cost of ${name} (its mana value is taken off the cost).`,
        candidates: cands,
        min: 1,
        max: 1,
      });
    }
  }
  ensure(
    !!t.sacrifice && cands.includes(t.sacrifice),
    `that can't be sacrificed for ${name}'s emerge cost`,
    RULE.emerge,
  );
  return 'done';
}

/** CR 702.119a, 601.2f: `cost` less the announced permanent's mana value, of generic mana only. */
export function emergeReduced(ctx: Ctx, victim: ObjectId | null | undefined, cost: ManaCost): ManaCost {
  const o = victim ? peek(ctx, victim) : undefined;
  if (!o) return cost;
  return { ...cost, generic: Math.max(0, cost.generic - characteristics(ctx, o).manaValue) };
}

/** CR 601.2h: sacrifices the announced permanent, still one the cost allows; remembered as sacrificed. */
export function payEmerge(ctx: Ctx, victim: ObjectId | null | undefined, spell: GameObject): void {
  if (victim && spell.spell?.sacrificed.includes(victim)) return;
  const e = emergeOf(ctx, spell);
  ensure(
    !!victim && candidates(ctx, e, spell.controller, spell).includes(victim),
    `${e.label} announced for the emerge cost of ${displayName(ctx, spell)} can't be sacrificed now`,
    RULE.emerge,
  );
  moveObject(ctx, victim as ObjectId, 'graveyard', {
    rule: RULE.sacrifice,
    why: `sacrificed for the emerge cost of ${displayName(ctx, spell)}`,
  });
  spell.spell?.sacrificed.push(victim as ObjectId);
}
