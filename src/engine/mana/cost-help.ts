/**
 * Paying part of a spell's total cost with other objects instead of mana (CR 601.2h): convoke
 * (702.51a), improvise (702.126a) and delve (702.66a), read from the spell's keywords (the keyword
 * table's `helpsPay`, so a spell given convoke by an effect uses it too). What a spell without
 * them needs is here: its cost is paid with mana alone. The rest (choosing the objects, working
 * out which symbol each pays) is ./payment-help.ts, loaded with the cards that have such a
 * keyword (../steps-ready.ts) and installed into {@link PAYMENT_HELP}; were it ever missing,
 * paying with help is refused with a clear error and the state stays as it was.
 */
import { keywordsOf } from '../derived/characteristics';
import { keywordRules, type PaymentHelp } from '../derived/keywords';
import type { Ctx } from '../state/context';
import type { Asking } from '../state/decisions';
import { ensure } from '../state/errors';
import type { ManaCost } from '../state/mana-cost';
import { RULE } from '../state/rules';
import type { GameObject, ObjectId, PlayerId } from '../state/types';
import { canPayMana, payManaCost } from './pay-mana';

/**
 * The objects chosen for one kind of help, in the order chosen; for assist (CR 702.132a), how much
 * generic mana the other player pays (`assist`) and whether the caster chose them (`assisted`).
 */
export type HelpChoices = Partial<Record<Exclude<PaymentHelp, 'assist'>, ObjectId[]>> & {
  assist?: number;
  assisted?: boolean;
};

/** What ./payment-help.ts provides. */
export interface PaymentHelpCode {
  /** Whether `cost` could be paid with mana and any of the spell's help (each helper used or not). */
  canPay(ctx: Ctx, player: PlayerId, spell: GameObject, cost: ManaCost): boolean;
  /** Pays `total` with the chosen helpers first, then mana (throws IllegalActionError, 601.2h). */
  pay(ctx: Ctx, player: PlayerId, spell: GameObject, total: ManaCost, chosen: HelpChoices): void;
  /** Asks the caster which objects help pay, kind by kind, into `t.help`; 'wait' while asking. */
  choose(
    ctx: Ctx,
    t: Asking & { player: PlayerId; help?: HelpChoices },
    spell: GameObject,
    total: ManaCost,
  ): 'done' | 'wait';
}

/** The installed code, or null until ./payment-help.ts loads. */
export const PAYMENT_HELP: { code: PaymentHelpCode | null } = { code: null };

/** The kinds of help `spell` has, each once, in the order of its keywords. */
export function helpsOf(ctx: Ctx, spell: GameObject): PaymentHelp[] {
  const out: PaymentHelp[] = [];
  for (const k of keywordsOf(ctx, spell)) {
    const h = keywordRules(k).helpsPay;
    if (h && !out.includes(h)) out.push(h);
  }
  return out;
}

function helpCode(): PaymentHelpCode {
  const code = PAYMENT_HELP.code;
  ensure(code, "paying with convoke, improvise or delve isn't loaded", RULE.castPay);
  return code;
}

/**
 * Whether `player` could pay `cost` for `spell` now, with mana and any help the spell has. Used
 * to offer the cast (legal.ts); the payment itself checks the chosen objects exactly.
 */
export function canPayWithHelp(ctx: Ctx, player: PlayerId, spell: GameObject, cost: ManaCost): boolean {
  if (canPayMana(ctx, player, cost, null, { spell: spell.id })) return true;
  if (!helpsOf(ctx, spell).length) return false;
  return PAYMENT_HELP.code?.canPay(ctx, player, spell, cost) ?? false;
}

/**
 * Pays `total` for `spell` (on the stack): with mana alone when no object was chosen to help,
 * else the chosen helpers first (./payment-help.ts). Throws IllegalActionError (601.2h).
 */
export function payWithHelp(ctx: Ctx, player: PlayerId, spell: GameObject, total: ManaCost, chosen: HelpChoices): void {
  if (chosen.assist || Object.values(chosen).some((ids) => Array.isArray(ids) && ids.length))
    helpCode().pay(ctx, player, spell, total, chosen);
  else payManaCost(ctx, player, total, null, { spell: spell.id });
}

/** CR 601.2h: the caster chooses the objects that help pay (only for a spell with such help). */
export function chooseHelp(
  ctx: Ctx,
  t: Asking & { player: PlayerId; help?: HelpChoices },
  spell: GameObject,
  total: ManaCost,
): 'done' | 'wait' {
  return helpsOf(ctx, spell).length ? helpCode().choose(ctx, t, spell, total) : 'done';
}
