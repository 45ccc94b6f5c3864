/**
 * Assist (CR 702.132a): "If the total cost to cast a spell with assist includes a generic mana
 * component, before you activate mana abilities while casting it, you may choose another player.
 * That player has a chance to activate mana abilities. … Before you begin to pay the total cost
 * of the spell, the player you chose may pay for any amount of the generic mana in the spell's
 * total cost." In a two-player game the other player is the opponent: the caster chooses whether
 * to choose them, then they choose how much of the generic mana they pay (at most what they can
 * pay now), and pay it first; the caster pays the rest (601.2h). Loaded with ./payment-help.ts.
 */
import { displayName } from '../derived/characteristics';
import { emit, type Ctx } from '../state/context';
import { ask, takeAnswer, type Asking } from '../state/decisions';
import { ensure } from '../state/errors';
import { opponentOf } from '../state/ids';
import { formatCost, type ManaCost } from '../state/mana-cost';
import { RULE } from '../state/rules';
import type { GameObject, PlayerId } from '../state/types';
import type { HelpChoices } from './cost-help';
import { canPayMana, payManaCost } from './pay-mana';

const generic = (n: number): ManaCost => ({ generic: n, colored: [], xCount: 0 });

/** The most of the generic mana of `cost` that `helper` could pay for `spell` now. */
function assistMax(ctx: Ctx, helper: PlayerId, spell: GameObject, cost: ManaCost): number {
  for (let k = cost.generic; k > 0; k--) if (canPayMana(ctx, helper, generic(k), null, { spell: spell.id })) return k;
  return 0;
}

/** `cost` less the most the other player could pay of its generic mana: what the caster must at least pay. */
export function assistedCost(ctx: Ctx, player: PlayerId, spell: GameObject, cost: ManaCost): ManaCost {
  return { ...cost, generic: cost.generic - assistMax(ctx, opponentOf(player), spell, cost) };
}

/**
 * CR 702.132a: the caster chooses whether the other player assists (`help.assisted`); that player
 * chooses how much generic mana they pay (`help.assist`). Not asked when they could pay none.
 */
export function chooseAssist(
  ctx: Ctx,
  t: Asking & { player: PlayerId; help?: HelpChoices },
  spell: GameObject,
  total: ManaCost,
): 'done' | 'wait' {
  const help = (t.help ??= {});
  if (help.assist !== undefined) return 'done';
  const helper = opponentOf(t.player);
  const max = assistMax(ctx, helper, spell, total);
  const name = displayName(ctx, spell);
  const ans = takeAnswer(t);
  if (!max || (!help.assisted && ans === false)) {
    help.assist = 0;
    return 'done';
  }
  if (!help.assisted && ans !== true)
    return ask(ctx, {
      player: t.player,
      kind: 'may',
      purpose: 'assist',
      rule: RULE.assist,
      about: spell.id,
      prompt: `Assist: let ${helper} pay some of the generic mana of ${formatCost(total)} for ${name}?`,
    });
  if (!help.assisted || typeof ans !== 'number') {
    help.assisted = true;
    return ask(ctx, {
      player: helper,
      kind: 'chooseNumber',
      purpose: 'assist',
      rule: RULE.assist,
      about: spell.id,
      prompt: `Assist: how much of the generic mana of ${formatCost(total)} for ${name} do you pay (up to ${max})?`,
      min: 0,
      max,
    });
  }
  ensure(Number.isInteger(ans) && ans >= 0 && ans <= max, `${helper} can pay 0 to ${max} of it`, RULE.assist);
  help.assist = ans;
  return 'done';
}

/** CR 702.132a, 601.2h: the other player pays `n` generic mana first; returns what is left of `total`. */
export function payAssist(ctx: Ctx, player: PlayerId, spell: GameObject, total: ManaCost, n: number): ManaCost {
  if (!n) return total;
  const helper = opponentOf(player);
  ensure(n <= total.generic, `assist pays only generic mana: at most ${total.generic} here`, RULE.assist);
  payManaCost(ctx, helper, generic(n), null, { spell: spell.id });
  emit(ctx, {
    type: 'Note',
    rule: RULE.assist,
    objects: [spell.id],
    cards: [],
    text: `${helper} paid {${n}} of ${formatCost(total)} for ${displayName(ctx, spell)} (assist).`,
  });
  return { ...total, generic: total.generic - n };
}
