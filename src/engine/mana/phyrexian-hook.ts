/**
 * Paying Phyrexian mana symbols (CR 107.4f), whose code (./phyrexian.ts) loads with the cards
 * that have them (../steps-ready.ts finds a `{…/P}` in a cost and loads ../every-step.ts, which
 * installs it). Eager code reaches it only through this hook; if it were ever missing, paying
 * is refused with a clear error and the state stays as it was.
 */
import type { Ctx } from '../state/context';
import type { Asking } from '../state/decisions';
import { ensure } from '../state/errors';
import { RULE } from '../state/rules';
import type { ManaCost } from '../state/mana-cost';
import type { ObjectId, PlayerId } from '../state/types';
import type { ManaPurpose } from './spend';

/** What ./phyrexian.ts provides. */
export interface PhyrexianCode {
  /**
   * Pays a cost with Phyrexian symbols nobody announced a way for (a cost paid during
   * resolution, a check whether a cost could be paid): each with its mana when the rest can then
   * be paid, else with 2 life while the player has it (119.4). Throws IllegalActionError (601.2h).
   */
  payUnannounced(ctx: Ctx, player: PlayerId, cost: ManaCost, exclude: ObjectId | null, purpose: ManaPurpose): void;
  /**
   * Asks `t.player`, symbol by symbol, whether each Phyrexian symbol of `symbols` is paid with
   * mana or 2 life (601.2b, 602.2b), into `t.phyrexianLife` (true: life). 'wait' while asking.
   */
  announce(
    ctx: Ctx,
    t: Asking & { player: PlayerId; phyrexianLife?: boolean[] },
    about: ObjectId,
    name: string,
    symbols: readonly string[],
  ): 'done' | 'wait';
  /** `cost` with its Phyrexian symbols paid as announced: the mana left to pay and the life. */
  paid(cost: ManaCost, life: readonly boolean[]): { cost: ManaCost; life: number };
  /** Pays `life` for Phyrexian symbols (119.4: only with that much life), saying for what. */
  payLife(ctx: Ctx, player: PlayerId, life: number, forWhat: string): void;
}

/** The installed code, or null until ./phyrexian.ts loads. */
export const PHYREXIAN: { code: PhyrexianCode | null } = { code: null };

/** The installed code; throws IllegalActionError if it isn't loaded (never paid wrongly). */
export function phyrexianCode(): PhyrexianCode {
  ensure(PHYREXIAN.code, "paying Phyrexian mana isn't loaded", RULE.phyrexianMana);
  return PHYREXIAN.code;
}
