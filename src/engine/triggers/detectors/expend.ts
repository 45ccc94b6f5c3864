/**
 * "Whenever you expend 4" (CR 700.14): a player expends N as they spend their Nth total mana to
 * cast spells during a turn. It triggers once a turn, on the payment that takes the mana the
 * watcher's controller spent to cast spells this turn from below N to N or more; the turn's total
 * is recorded for every game, the payment included, before triggers are looked for
 * (../turn-history.ts). Mana spent to activate abilities or pay for anything else doesn't count.
 * The data: `player`.
 */
import { RULE } from '../../state/rules';
import { totalAmount } from '../../state/mana-amounts';
import { expended } from '../turn-history';
import type { TriggerDetector } from '../watcher';

export const expend: TriggerDetector<'expend'> = {
  rule: RULE.expend,
  events: ['ManaSpent'],
  match(ctx, ev, spec, w) {
    if (ev.type !== 'ManaSpent' || !ev.spell) return [];
    if (w.moved || w.lki || ev.player !== w.obj.controller) return [];
    const after = expended(ctx, ev.player);
    const before = after - totalAmount(ev.mana);
    return before < spec.amount && after >= spec.amount ? [{ player: ev.player }] : [];
  },
};
