/**
 * Paying the snow mana symbol {S} (CR 107.4h): one generic mana that only mana a snow source
 * produced may pay. The pool records that mana as it is added (`PlayerState.snowMana`, eager
 * mana.ts), so this code, installed into ./pay-mana.ts's `SNOW` hook as it loads with the cards
 * that have {S} (../steps-ready.ts), decides only how to pay:
 *
 * 1. each {S} with snow mana in the pool, of a type the rest of the cost needs least (colorless
 *    first, then the W B R G U order generic mana is paid in);
 * 2. then by tapping untapped snow sources the automatic payer may use (./pay-mana.ts's rules),
 *    those whose mana the rest's coloured symbols don't need first;
 * 3. then the rest of the cost as any cost is paid.
 *
 * Mana with a spending restriction (CR 106.6) isn't recorded as snow mana, so it never pays {S};
 * when no way above pays, the cost is refused (601.2h), never paid wrongly.
 */
import { emit, liveObject, type Ctx } from '../state/context';
import { IllegalActionError } from '../state/errors';
import { addAmounts, canonicalAmounts, formatAmounts, type ManaAmounts } from '../state/mana-amounts';
import type { ManaCost } from '../state/mana-cost';
import { RULE } from '../state/rules';
import type { ManaType, ObjectId, PlayerId } from '../state/types';
import { isSnow } from '../derived/characteristics';
import { snowIn } from './mana';
import { activate, payManaCost, SNOW, sources } from './pay-mana';
import type { ManaPurpose } from './spend';

/** The order snow mana pays {S} in, other things equal: the order generic mana is paid in. */
const ORDER: readonly ManaType[] = ['C', 'W', 'B', 'R', 'G', 'U'];

/**
 * Takes one snow mana from `player`'s pool for {S}, of a type the pool has more of than `rest`'s
 * coloured symbols need if there is one; returns its type, or null when the pool has no snow mana.
 */
function takeSnow(ctx: Ctx, player: PlayerId, rest: ManaCost): ManaType | null {
  const ps = ctx.s.players[player];
  const snow = snowIn(ps.snowMana, ps.manaPool);
  const need = (t: ManaType) => rest.colored.filter((c) => c === t).length;
  const has = ORDER.filter((t) => (snow[t] ?? 0) > 0);
  const t = has.find((x) => (ps.manaPool[x] ?? 0) > need(x)) ?? has[0];
  if (!t) return null;
  ps.manaPool = canonicalAmounts({ ...ps.manaPool, [t]: (ps.manaPool[t] ?? 0) - 1 });
  ps.snowMana = canonicalAmounts({ ...snow, [t]: (snow[t] ?? 0) - 1 });
  return t;
}

/** Pays `cost`'s {S} symbols as the module docstring says, then the rest (CR 107.4h, 601.2h). */
function paySnow(
  ctx: Ctx,
  player: PlayerId,
  cost: ManaCost,
  exclude: ObjectId | null = null,
  purpose: ManaPurpose = null,
): void {
  const { unsupported = [], ...rest } = cost;
  let left = unsupported.length;
  const spent: ManaAmounts = {};
  const take = () => {
    for (let t: ManaType | null; left > 0 && (t = takeSnow(ctx, player, rest)); left--) spent[t] = (spent[t] ?? 0) + 1;
  };
  take();
  if (left > 0) {
    const needed = (t: ManaType) => rest.colored.includes(t);
    const snowSources = sources(ctx, player, exclude, purpose)
      .filter((src) => !src.restricted && isSnow(ctx, src.obj))
      .sort((a, b) => Number(a.types.every(needed)) - Number(b.types.every(needed)));
    for (const src of snowSources) {
      if (left <= 0) break;
      activate(ctx, player, src, src.types.find((t) => !needed(t)) ?? (src.types[0] as ManaType));
      take();
    }
  }
  if (left > 0) {
    throw new IllegalActionError(
      `no way to pay {S} for ${player}: {S} is paid only with mana a snow source made (CR ${RULE.snowMana}), and the mana pool and the untapped snow mana sources don't have enough`,
      RULE.snowMana,
    );
  }
  // CR 601.2h: the spell remembers the mana spent to cast it.
  const sp = purpose && 'spell' in purpose && liveObject(ctx, purpose.spell);
  if (sp) sp.manaSpent = addAmounts(sp.manaSpent ?? {}, spent);
  emit(ctx, {
    type: 'ManaSpent',
    player,
    mana: canonicalAmounts(spent),
    ...(sp ? { spell: sp.id } : {}),
    rule: RULE.snowMana,
    objects: [player],
    cards: [],
    text: `${player} spent ${formatAmounts(spent)} from snow sources for ${unsupported.join('')} (CR ${RULE.snowMana}).`,
  });
  payManaCost(ctx, player, rest, exclude, purpose);
}

SNOW.pay = paySnow;
