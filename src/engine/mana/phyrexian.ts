/**
 * Phyrexian mana symbols (CR 107.4f): `{B/P}` is paid with {B} or with 2 life; a hybrid
 * Phyrexian symbol `{G/W/P}` with {G}, {W} (107.4e) or 2 life. The player announces which as
 * the spell is cast or the ability activated (601.2b, 602.2b), and may pay life only while their
 * life total is at least the payment (119.4): 1 life can't pay for one. The symbols still count
 * for mana value and colour however they are paid (202.3, 105.2). Installed into
 * ./phyrexian-hook.ts as ../every-step.ts loads.
 */
import { emit, type Ctx } from '../state/context';
import { ask, takeAnswer, type Asking } from '../state/decisions';
import { ensure, IllegalActionError } from '../state/errors';
import { addCosts, formatCost, type ManaCost } from '../state/mana-cost';
import { RULE } from '../state/rules';
import type { ManaType, ObjectId, PlayerId } from '../state/types';
import { changeLife } from '../zones/permanents';
import { canPayMana, payManaCost } from './pay-mana';
import { PHYREXIAN, type PhyrexianCode } from './phyrexian-hook';
import type { ManaPurpose } from './spend';

/** The life one Phyrexian symbol costs instead of its mana (CR 107.4f). */
const LIFE_PER_SYMBOL = 2;
/** At most this many Phyrexian symbols are tried both ways when nobody announced (2^6 ways). */
const MAX_UNANNOUNCED = 6;

/** The mana that pays `written` (`{B/P}` → {B}; `{G/W/P}` → the hybrid {G/W}). */
export function phyrexianMana(written: string): ManaCost {
  const colors = written.replace(/[{}]/g, '').toUpperCase().split('/').slice(0, -1);
  return colors.length === 1
    ? { generic: 0, colored: [colors[0] as ManaType], xCount: 0 }
    : { generic: 0, colored: [], xCount: 0, hybrid: [`{${colors.join('/')}}`] };
}

/** `cost` with each Phyrexian symbol paid by life where `life[i]` says so, else by its mana. */
export function paidPhyrexian(cost: ManaCost, life: readonly boolean[]): { cost: ManaCost; life: number } {
  const { phyrexian: symbols = [], ...rest } = cost;
  let mana: ManaCost = rest;
  let paid = 0;
  symbols.forEach((sym, i) => {
    if (life[i]) paid += LIFE_PER_SYMBOL;
    else mana = addCosts(mana, phyrexianMana(sym));
  });
  return { cost: mana, life: paid };
}

/** Pays `life` for Phyrexian symbols: only with at least that much life (CR 119.4). */
export function payPhyrexianLife(ctx: Ctx, player: PlayerId, life: number, forWhat: string): void {
  if (!life) return;
  const have = ctx.s.players[player].life;
  ensure(have >= life, `${player} can't pay ${life} life with ${have} life (CR 119.4)`, RULE.payLife);
  changeLife(ctx, player, -life, `for Phyrexian mana ${forWhat}`, RULE.phyrexianMana);
}

/** Whether `i` as a bit mask says "life" for each symbol: the ways, fewest life payments first. */
function waysByLife(n: number): boolean[][] {
  const ways: boolean[][] = [];
  for (let mask = 0; mask < 2 ** n; mask++) ways.push(Array.from({ length: n }, (_, i) => !!(mask & (1 << i))));
  return ways.sort((a, b) => a.filter(Boolean).length - b.filter(Boolean).length);
}

const code: PhyrexianCode = {
  payUnannounced(ctx, player, cost, exclude, purpose: ManaPurpose) {
    const n = cost.phyrexian?.length ?? 0;
    if (n > MAX_UNANNOUNCED) {
      throw new IllegalActionError(
        `the cost ${formatCost(cost)} has more Phyrexian symbols than Stackyard tries ways to pay`,
        RULE.castPay,
      );
    }
    const life = ctx.s.players[player].life;
    const way = waysByLife(n)
      .map((w) => paidPhyrexian(cost, w))
      .find((w) => w.life <= life && canPayMana(ctx, player, w.cost, exclude, purpose));
    if (!way) {
      throw new IllegalActionError(
        `no way to pay ${formatCost(cost)} for ${player}: neither the mana nor 2 life for each of ${cost.phyrexian!.join('')} can be paid`,
        RULE.castPay,
      );
    }
    emit(ctx, {
      type: 'Note',
      rule: RULE.phyrexianMana,
      objects: [player],
      cards: [],
      text: `${player} pays ${cost.phyrexian!.join('')} with ${way.life ? `${way.life} life` : 'mana'}${way.life && way.life < n * LIFE_PER_SYMBOL ? ' and mana' : ''}: mana first where the rest can then be paid, else 2 life each.`,
    });
    payManaCost(ctx, player, way.cost, exclude, purpose);
    payPhyrexianLife(ctx, player, way.life, `by ${player}`);
  },

  announce(ctx, t: Asking & { player: PlayerId; phyrexianLife?: boolean[] }, about: ObjectId, name, symbols) {
    const chosen = (t.phyrexianLife ??= []);
    while (chosen.length < symbols.length) {
      const sym = symbols[chosen.length] as string;
      const lifeSoFar = chosen.filter(Boolean).length * LIFE_PER_SYMBOL;
      // CR 119.4: 2 more life can be paid only with at least that much life left.
      if (ctx.s.players[t.player].life < lifeSoFar + LIFE_PER_SYMBOL) {
        chosen.push(false);
        continue;
      }
      const ans = takeAnswer(t);
      if (ans === 'life' || ans === 'mana') {
        chosen.push(ans === 'life');
        continue;
      }
      return ask(ctx, {
        player: t.player,
        kind: 'chooseOption',
        purpose: 'phyrexian',
        rule: RULE.castAnnounce,
        about,
        prompt: `Pay ${sym} of ${name} with mana or with 2 life?`,
        options: [
          { value: 'mana', label: formatCost(phyrexianMana(sym)).replace('/', '} or {') },
          { value: 'life', label: '2 life' },
        ],
      });
    }
    return 'done';
  },

  paid: paidPhyrexian,
  payLife: payPhyrexianLife,
};

PHYREXIAN.code = code;
