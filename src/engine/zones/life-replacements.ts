/**
 * Static replacement effects on life about to be gained (CR 119.3, 614.1a), whose code loads with
 * the cards that have them (every-step.ts imports this module, which installs {@link replaceGain}
 * into permanents.ts's LAZY_LIFE; steps-ready.ts loads it for a card with a `lifeGainReplaced`
 * replacement): "If you would gain life, you gain that much life plus 1 instead" (Angel of
 * Vitality), "… twice that much life instead" (Boon Reflection), "If a player would gain life,
 * that player gains no life instead" (Sulfuric Vortex), "If an opponent would gain life, that
 * player loses that much life instead" (Tainted Remedy); and "Players can't gain life" (Rampaging
 * Ferocidon, CR 101.2), which ends the gain like "gains no life" does.
 *
 * With several of them, the player who would gain the life chooses the order (CR 616.1); after
 * each, the others are checked again (616.1f): once the gain is none, or has become a loss, no
 * effect on gaining life applies any more. The engine doesn't ask: it applies them in the order
 * that leaves that player the most life — "gains no life" first if there is one (no loss), else
 * "loses that much life instead" first (the smallest loss), else every addition before every
 * multiplication ((3 + 1) × 2 = 8, not 3 × 2 + 1 = 7) — and, when the order changes the result,
 * says so in the log, naming the rule and who would choose.
 */
import { replacementsOfKind } from './replacement-sources';
import { displayName } from '../derived/characteristics';
import type { ReplacementSpec } from '../state/card-def';
import { emit, type Ctx } from '../state/context';
import { RULE } from '../state/rules';
import type { GameObject, PlayerId } from '../state/types';
import { LAZY_LIFE } from './permanents';

type GainRep = Extract<ReplacementSpec, { kind: 'lifeGainReplaced' }>;

/** Whether `rep` of `perm` applies to life `player` would gain. */
function applies(perm: GameObject, rep: GainRep, player: PlayerId): boolean {
  return rep.who === 'each' || (rep.who === 'you') === (perm.controller === player);
}

/** Whether `player` can't gain life now ("Players can't gain life", CR 101.2, 701.12c). */
export function cantGainLife(ctx: Ctx, player: PlayerId): boolean {
  return (
    replacementsOfKind(ctx, 'lifeGainReplaced', (perm, rep) => !!rep.cant && applies(perm, rep, player)).length > 0
  );
}

/** What one effect does to `n` life about to be gained: the new change, and its words. */
function apply(rep: GainRep, n: number): { n: number; words: string } {
  if (rep.loseInstead) return { n: -n, words: `loses ${n} life instead` };
  // "can't gain life" (CR 101.2): the gain doesn't happen at all.
  if (rep.cant) return { n: 0, words: "can't gain life" };
  if (rep.times === 0) return { n: 0, words: 'gains no life instead' };
  if (rep.plus !== undefined) return { n: n + rep.plus, words: `gains that much life plus ${rep.plus} instead` };
  return {
    n: n * (rep.times ?? 1),
    words: `gains ${rep.times === 2 ? 'twice' : `${rep.times} times`} that much life instead`,
  };
}

/**
 * The change to `player`'s life total instead of gaining `n` life: `n` itself if no effect
 * applies; 0 (none), more, or a loss (negative) as the effects say, in the order described in the
 * module's note (CR 616.1).
 */
export function replaceGain(ctx: Ctx, player: PlayerId, n: number): number {
  const found = replacementsOfKind(ctx, 'lifeGainReplaced', (perm, rep) => applies(perm, rep, player));
  if (!found.length) return n;
  const none = found.find((f) => f.rep.times === 0);
  const lose = found.find((f) => f.rep.loseInstead);
  const more = found.filter((f) => f !== none && f !== lose && !f.rep.loseInstead && f.rep.times !== 0);
  // One effect that ends the gain, or every increase, additions first.
  const order = none
    ? [none]
    : lose
      ? [lose]
      : [...more.filter((f) => f.rep.plus !== undefined), ...more.filter((f) => f.rep.plus === undefined)];
  const ordered =
    found.length > 1 &&
    (none || lose || (order.some((f) => f.rep.plus !== undefined) && order.some((f) => f.rep.plus === undefined)));
  let out = n;
  for (const { perm, rep } of order) {
    const before = out;
    const r = apply(rep, out);
    out = r.n;
    emit(ctx, {
      type: 'ReplacementApplied',
      source: perm.id,
      rule: rep.cant ? RULE.cantBeatsCan : RULE.insteadReplacement,
      objects: [perm.id, player],
      cards: perm.cardId ? [perm.cardId] : [],
      text:
        `${displayName(ctx, perm)}: ${player} would gain ${before} life and ${r.words}` +
        (rep.loseInstead || rep.times === 0 ? '' : ` (${out} life)`) +
        (ordered
          ? `; ${player} would choose the order of the effects on this life gain (CR ${RULE.replacementOrder}): the engine applies them in the order that leaves ${player} the most life.`
          : '.'),
    });
  }
  return out;
}

LAZY_LIFE.gain = replaceGain;
