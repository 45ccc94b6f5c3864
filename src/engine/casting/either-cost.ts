/**
 * An additional cost with a choice (CR 118.8): "As an additional cost to cast this spell,
 * sacrifice a creature or pay {3}", "discard a card or pay 3 life". The caster announces which
 * option they will pay as they announce the spell's other costs (601.2b); an option they couldn't
 * pay can't be announced (118.3), and a spell with none payable can't be cast. The chosen
 * option's mana joins the total cost (601.2f), its other parts are paid with it (601.2h:
 * ./cast.ts). Loaded with the cards that have such a cost (./cost-keywords.ts).
 */
import { displayName } from '../derived/characteristics';
import type { Ctx } from '../state/context';
import { ask, takeAnswer, type Asking } from '../state/decisions';
import { ensure } from '../state/errors';
import { RULE } from '../state/rules';
import type { GameObject, PlayerId } from '../state/types';
import { costRefusal } from '../mana/costs';
import type { CastRefusal } from './cast-options';
import type { EitherCost } from './cost-keywords';

/** Why no option's parts other than mana could be paid by `player` now (CR 118.3), or null. */
export function eitherRefusal(ctx: Ctx, c: EitherCost, obj: GameObject, player: PlayerId): CastRefusal | null {
  const reasons = c.options.map((o) => costRefusal(ctx, obj, o.cost, player));
  if (reasons.some((r) => !r)) return null;
  return {
    reason: `its additional cost can't be paid: ${c.options.map((o, i) => `${o.label} (${reasons[i]?.reason})`).join(', nor ')}`,
    rule: RULE.additionalCost,
  };
}

/** CR 601.2b: the option of `c` paid, among those `payable` (its other parts and the total with its mana). */
export function announceEither(
  ctx: Ctx,
  t: Asking & { player: PlayerId; either?: number },
  c: EitherCost,
  spell: GameObject,
  payable: (i: number) => boolean,
): 'done' | 'wait' {
  const ok = c.options.map((o, i) => !costRefusal(ctx, spell, o.cost, t.player) && payable(i));
  const name = displayName(ctx, spell);
  if (t.either === undefined) {
    const ans = takeAnswer(t);
    const open = ok.flatMap((y, i) => (y ? [i] : []));
    if (typeof ans === 'string') t.either = Number(ans);
    else if (open.length === 1) t.either = open[0];
    else {
      ensure(open.length, `${name}'s additional cost can't be paid`, RULE.additionalCost);
      return ask(ctx, {
        player: t.player,
        kind: 'chooseOption',
        purpose: 'additionalCost',
        rule: RULE.additionalCost,
        about: spell.id,
        prompt: `Choose the additional cost to pay for ${name}.`,
        options: open.map((i) => ({ value: String(i), label: c.options[i]?.label ?? '' })),
      });
    }
  }
  ensure(
    Number.isInteger(t.either) && ok[t.either ?? -1],
    `that additional cost of ${name} can't be paid`,
    RULE.additionalCost,
  );
  return 'done';
}
