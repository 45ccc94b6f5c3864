/**
 * Static replacement effects on damage whose code loads with the cards that have them
 * (every-step.ts imports this module, which installs {@link increaseDamage} and
 * {@link lifeLostToDamage} into damage.ts's LAZY_DAMAGE; steps-ready.ts loads it for a card with a
 * `damageIncreased` or `damageLeavesOneLife` replacement).
 *
 * "If a source an opponent controls would deal damage to you, prevent 1 of that damage" (Guardian
 * Seraph; CR 615.1a): {@link preventSome}, installed into prevention.ts's LAZY_PREVENTION.
 *
 * Ali from Cairo: "Damage that would reduce your life total to less than 1 reduces it to 1
 * instead" (CR 614.1a) — the damage is dealt, the life lost stops at 1.
 *
 * Static effects that increase damage about to be dealt (CR 614.1a): "If a source you control
 * would deal damage to a permanent or player, it deals double that damage to that permanent or
 * player instead" (Angrath's Marauders), "… triple that damage …" (City on Fire), "… it deals
 * that much damage plus 2 instead" (Torbran, Thane of Red Fell).
 *
 * They apply after prevention (zones/prevention.ts): prevented damage is never increased, and 0
 * damage is no damage (CR 120.8). With several of them, the player being dealt the damage (or
 * the controller of the permanent being dealt it) chooses the order (CR 616.1). The engine
 * doesn't ask: it applies every multiplication before every addition — the order that deals the
 * least damage (double then +2: 2×3+2 = 8; +2 then double: (3+2)×2 = 10) — and, when the order
 * changes the result, says so in the log, naming the rule and who would choose. Effects of one
 * kind give the same result in any order (two doublers quadruple, two "plus 1" add 2).
 */
import { replacementsOfKind } from './replacement-sources';
import { READER, displayName } from '../derived/characteristics';
import { conditionHolds } from '../derived/static-values';
import { staticIndex } from '../derived/statics';
import type { ReplacementSpec } from '../state/card-def';
import { defOf, emit, peek, type Ctx } from '../state/context';
import { RULE } from '../state/rules';
import type { GameObject, PlayerId } from '../state/types';
import { LAZY_DAMAGE } from './damage';
import { LAZY_PREVENTION, prevented, type PendingDamage } from './prevention';
import { affects } from './prevention-affects';
import { sourceMatches } from './prevention-effects';

type Increase = Extract<ReplacementSpec, { kind: 'damageIncreased' }>;

/** Whether the increase `rep` of `perm` applies to the damage `d`. */
function applies(ctx: Ctx, perm: GameObject, rep: Increase, d: PendingDamage): boolean {
  if (rep.combatOnly ? !d.combat : rep.noncombatOnly && d.combat) return false;
  // "Max speed — …" (CR 702.178): only while its controller has max speed.
  if (rep.while && !conditionHolds(ctx, READER, { you: perm.controller, source: perm.id }, rep.while)) return false;
  if (rep.to && !rep.to.some((a) => affects(ctx, perm, a, d.target, d.targetObj))) return false;
  if (rep.by && !affects(ctx, perm, rep.by, d.source?.id ?? null, d.source)) return false;
  return !rep.from || sourceMatches(ctx, d.source, rep.from, perm.controller, perm);
}

/** "double", "triple", "plus 2": the words for one increase. */
function words(rep: Increase): string {
  if (rep.plus !== undefined) return `that much damage plus ${rep.plus}`;
  return rep.times === 3
    ? 'triple that damage'
    : rep.times === 2
      ? 'double that damage'
      : `${rep.times} times that damage`;
}

/** The player being dealt `d` or controlling the permanent being dealt it: who orders the effects (CR 616.1). */
function affectedPlayer(d: PendingDamage): PlayerId | string {
  return d.targetObj ? d.targetObj.controller : d.target;
}

/**
 * Applies every damage increase to `d` (its amount already past prevention) and returns the
 * damage to deal: multiplications first, then additions (see the module's note on CR 616.1).
 */
export function increaseDamage(ctx: Ctx, d: PendingDamage): number {
  const found = replacementsOfKind(ctx, 'damageIncreased', (perm, rep) => applies(ctx, perm, rep, d));
  if (!found.length) return d.amount;
  const times = found.filter((f) => f.rep.times !== undefined);
  const plus = found.filter((f) => f.rep.plus !== undefined);
  const ordered = times.length && plus.length;
  const target = d.targetObj ? displayName(ctx, d.targetObj) : d.target;
  let n = d.amount;
  for (const { perm, rep } of [...times, ...plus]) {
    const before = n;
    n = rep.plus !== undefined ? n + rep.plus : n * (rep.times ?? 1);
    emit(ctx, {
      type: 'ReplacementApplied',
      source: perm.id,
      rule: RULE.insteadReplacement,
      objects: [perm.id, d.source?.id ?? '', d.target].filter(Boolean),
      cards: perm.cardId ? [perm.cardId] : [],
      text:
        `${displayName(ctx, perm)}: ${d.sourceName} deals ${words(rep)} to ${target} instead (${before} became ${n})` +
        (ordered
          ? `; ${affectedPlayer(d)} would choose the order of these effects (CR 616.1): the engine applies doubling and tripling before additions, the order that deals the least damage.`
          : '.'),
    });
  }
  return n;
}

/**
 * The life `player` loses to `n` damage: all of it, unless a permanent they control says damage
 * can't reduce their life total below 1 ("damageLeavesOneLife", CR 614.1a).
 */
export function lifeLostToDamage(ctx: Ctx, player: PlayerId, n: number): number {
  for (const id of staticIndex(ctx).replacementSources) {
    const perm = peek(ctx, id);
    if (!perm || perm.controller !== player) continue;
    if (!(defOf(ctx, perm).replacements ?? []).some((r) => r.kind === 'damageLeavesOneLife')) continue;
    const life = ctx.s.players[player].life;
    const lost = life < 1 ? 0 : Math.min(n, life - 1);
    if (lost < n)
      emit(ctx, {
        type: 'Note',
        rule: RULE.replacement,
        objects: [perm.id, player],
        cards: [],
        text: `${displayName(ctx, perm)}: the damage reduces ${player}'s life total to ${life - lost}, not below 1.`,
      });
    return lost;
  }
  return n;
}

/**
 * "If a source … would deal damage to X, prevent N of that damage" (Guardian Seraph; CR 615.1a):
 * each ability `found` prevents its N of `d`, after every "prevent all" and before shields — the
 * order that uses up the least of a "next N" shield, the one the affected player prefers (616.1).
 * Returns what is left of `d`.
 */
export function preventSome(ctx: Ctx, d: PendingDamage, found: [GameObject, number][]): PendingDamage {
  let left = d;
  for (const [perm, n] of found) {
    if (left.amount <= 0) break;
    const cut = Math.min(n, left.amount);
    prevented(ctx, left, cut, `${displayName(ctx, perm)}'s ability prevents ${n} of it`, RULE.prevent);
    left = { ...left, amount: left.amount - cut };
  }
  return left;
}

LAZY_DAMAGE.increase = increaseDamage;
LAZY_PREVENTION.some = preventSome;
LAZY_DAMAGE.lifeLost = lifeLostToDamage;
