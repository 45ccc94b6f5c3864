/**
 * Harmonize [cost] (CR 702.180a): "You may cast this card from your graveyard by paying [cost]
 * rather than paying its mana cost" and "If the harmonize cost was paid, exile this card instead
 * of putting it anywhere else any time it would leave the stack." As it is cast so, its caster
 * may tap an untapped creature they control; the spell's total cost is then reduced by an amount
 * of generic mana equal to that creature's power (702.180b). The creature is chosen as the cost
 * is announced (601.2b), so the total cost knows its reduction (601.2f: after every increase, of
 * generic mana only, nothing for a power of 0 or less), and it is tapped as the cost is paid
 * (601.2h), after the mana: one tapped for mana meanwhile (601.2g) can't be, and the cast is
 * refused whole. Not a {T} cost: a creature that came under its caster's control this turn may be
 * tapped (302.6 is about {T} and {Q} costs). Loaded with the cards that have it (./cost-keywords.ts).
 */
import { characteristics, displayName, hasType } from '../derived/characteristics';
import { liveObject, peek, type Ctx } from '../state/context';
import { ask, takeAnswer, type Asking } from '../state/decisions';
import { ensure } from '../state/errors';
import type { ManaCost } from '../state/mana-cost';
import { RULE } from '../state/rules';
import type { GameObject, ObjectId, PlayerId } from '../state/types';
import { tap } from '../zones/permanents';

/** The untapped creatures `player` controls, which a harmonize cast may tap (CR 702.180b). */
function candidates(ctx: Ctx, player: PlayerId): ObjectId[] {
  return ctx.s.battlefield.filter((id) => {
    const o = peek(ctx, id);
    return !!o && o.controller === player && !o.tapped && hasType(ctx, o, 'creature');
  });
}

/**
 * CR 702.180b, 601.2b: the creature to tap (`t.harmonizeTap`), null for none: asked (none is an
 * answer) unless given or there is no untapped creature to tap.
 */
export function announceHarmonize(
  ctx: Ctx,
  t: Asking & { player: PlayerId; harmonizeTap?: ObjectId | null },
  spell: GameObject,
): 'done' | 'wait' {
  const cands = candidates(ctx, t.player);
  const name = displayName(ctx, spell);
  if (t.harmonizeTap === undefined) {
    const ans = takeAnswer(t);
    if (Array.isArray(ans)) t.harmonizeTap = ans[0] ?? null;
    else if (!cands.length) t.harmonizeTap = null;
    else
      return ask(ctx, {
        player: t.player,
        kind: 'chooseObjects',
        purpose: 'harmonize',
        rule: RULE.harmonizeTap,
        about: spell.id,
        prompt: `You may tap an untapped creature you control as you cast ${name} for its harmonize cost: the cost is reduced by its power (generic mana only).`,
        candidates: cands,
        min: 0,
        max: 1,
      });
  }
  ensure(
    t.harmonizeTap === null || cands.includes(t.harmonizeTap),
    `that can't be tapped for ${name}'s harmonize cost: an untapped creature you control is needed`,
    RULE.harmonizeTap,
  );
  return 'done';
}

/** CR 702.180b, 601.2f: `cost` less the announced creature's power, of generic mana only. */
export function harmonizeReduced(ctx: Ctx, chosen: ObjectId | null | undefined, cost: ManaCost): ManaCost {
  const o = chosen ? peek(ctx, chosen) : undefined;
  if (!o) return cost;
  const power = characteristics(ctx, o).power ?? 0;
  return { ...cost, generic: Math.max(0, cost.generic - Math.max(0, power)) };
}

/** CR 601.2h: taps the announced creature, still an untapped creature its caster controls. */
export function payHarmonize(ctx: Ctx, chosen: ObjectId | null | undefined, spell: GameObject): void {
  if (!chosen) return;
  const o = liveObject(ctx, chosen);
  ensure(
    !!o && o.zone === 'battlefield' && o.controller === spell.controller && !o.tapped && hasType(ctx, o, 'creature'),
    `the creature announced for the harmonize cost of ${displayName(ctx, spell)} can't be tapped now`,
    RULE.harmonizeTap,
  );
  tap(ctx, o as GameObject, false, `for the harmonize cost of ${displayName(ctx, spell)}`, RULE.harmonizeTap);
}
