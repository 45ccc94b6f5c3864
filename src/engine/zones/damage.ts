/**
 * The damage pipeline (CR 120): one way for spells, abilities and combat to deal damage. First
 * prevention (CR 615, prevention.ts), then static effects increasing it (CR 614.1a,
 * damage-replacements.ts, through LAZY_DAMAGE), then what damage does: to a player, life loss (120.3a); to a
 * planeswalker, loyalty counters removed (120.3c); to a battle, defense counters removed (120.3h,
 * turn/battles.ts); to a creature, damage marked on it (120.3e),
 * remembered for 704.5h when the source has deathtouch (702.2b); and a source with lifelink makes
 * its controller gain that much life (120.3f, 702.15b). A source with infect gives a player poison
 * counters instead of life loss (120.3b, 702.90b); one with wither or infect puts -1/-1 counters
 * on a creature instead of marking damage (120.3d, 702.80a, 702.90c). Each event says whether it was combat
 * damage and names the source and its controller, for "whenever ... deals damage" triggers.
 */
import { noteDamaged, noteDamageDealt } from '../state/turn-record';
import { characteristics, displayName, hasType } from '../derived/characteristics';
import { keywordRules, keywordWith } from '../derived/keywords';
import { emit, liveObject, type Ctx } from '../state/context';
import { RULE } from '../state/rules';
import type { EntityId, GameObject, PlayerId } from '../state/types';
import { keywordKind, keywordWords } from '../derived/keyword-kinds';
import { addCounters } from './counters';
import { changeLife, gainLife } from './permanents';
import { applyPrevention, type PendingDamage } from './prevention';
import { useShieldCounter } from './shield-counters';

/** How damage is dealt. */
export interface DamageOptions {
  /** Combat damage (CR 510.2); noncombat when absent. */
  combat?: boolean;
  /** "The damage can't be prevented" (CR 615.12, ./unpreventable.ts). */
  unpreventable?: boolean;
}

/**
 * Gives `player` `n` poison counters from `sourceName`'s `why` (CR 122.1): damage from a source
 * with infect (120.3b, 702.90b) or toxic (702.164c), or an instruction ("target player gets a
 * poison counter", resolution/steps/poison.ts); ten or more and they lose the game (704.5c).
 */
export function givePoison(
  ctx: Ctx,
  player: PlayerId,
  n: number,
  sourceName: string,
  rule: string = RULE.infect,
  why = 'infect',
): void {
  const ps = ctx.s.players[player];
  ps.poison = (ps.poison ?? 0) + n;
  emit(ctx, {
    type: 'Note',
    rule,
    objects: [player],
    cards: [],
    text: `${player} got ${n} poison counter${n === 1 ? '' : 's'} from ${sourceName}'s ${why} (${ps.poison} in all).`,
  });
}

/** The total toxic value of `source` (CR 702.164c): the sum over its keywords that give poison with combat damage. */
function toxicValue(ctx: Ctx, source: GameObject): number {
  return characteristics(ctx, source).keywords.reduce((n, k) => n + (keywordRules(k).combatPoison?.(k) ?? 0), 0);
}

/**
 * Static replacement effects on damage whose code loads with the cards that have them
 * (zones/damage-replacements.ts installs them; steps-ready.ts loads it): `increase` gives the
 * damage dealt once effects increasing it are applied (Torbran, CR 614.1a); `lifeLost` the life a
 * player loses to `n` damage (Ali from Cairo). Not installed, neither changes anything.
 */
export const LAZY_DAMAGE: {
  increase?: (ctx: Ctx, d: PendingDamage) => number;
  lifeLost?: (ctx: Ctx, player: PlayerId, n: number) => number;
  /** Removes `n` defense counters from the battle `obj` dealt that much damage (CR 120.3h, turn/battles.ts). */
  battle?: (ctx: Ctx, obj: GameObject, n: number) => void;
  /** Records that `source` dealt combat damage to a player, for prowl and freerunning (zones/combat-hits.ts). */
  combatToPlayer?: (ctx: Ctx, source: GameObject) => void;
} = {};

/**
 * Deals `n` damage from `source` (live, or as it last existed — CR 702.2e, 702.15c; null when
 * unknown) to a player or a permanent (CR 120.3). Returns the damage actually dealt after
 * prevention; nothing happens for n ≤ 0 or a target that is no longer a permanent on the battlefield.
 */
export function dealDamage(
  ctx: Ctx,
  source: GameObject | null,
  sourceName: string,
  target: EntityId,
  n: number,
  opts: DamageOptions = {},
): number {
  if (n <= 0) return 0;
  const combat = !!opts.combat;
  const isPlayer = target === 'p1' || target === 'p2';
  const obj = isPlayer ? null : (liveObject(ctx, target) ?? null);
  if (!isPlayer && (!obj || obj.zone !== 'battlefield')) return 0;
  const pending: PendingDamage = { source, sourceName, target, targetObj: obj, amount: n, combat };
  if (opts.unpreventable) pending.unpreventable = true;
  let left = applyPrevention(ctx, pending);
  if (left <= 0) return 0;
  left = LAZY_DAMAGE.increase?.(ctx, { ...pending, amount: left }) ?? left;
  // A shield counter's "prevent that damage" (CR 122.1c); damage that can't be prevented removes it (./unpreventable.ts).
  if (obj && !pending.unpreventable && useShieldCounter(ctx, obj, `be dealt ${left} damage by ${sourceName}`)) return 0;
  const sourceController = source?.controller ?? null;
  if (source) noteDamageDealt(ctx, source.id, target);
  noteDamaged(ctx, target);
  const base = {
    type: 'DamageDealt' as const,
    source: source?.id ?? '',
    target,
    amount: left,
    combat,
    sourceController,
  };
  const kind = combat ? ' combat' : '';
  if (isPlayer) {
    emit(ctx, {
      ...base,
      rule: RULE.damageToPlayer,
      objects: [source?.id ?? '', target],
      cards: [],
      text: `${sourceName} dealt ${left}${kind} damage to ${target}.`,
    });
    if (combat && source) LAZY_DAMAGE.combatToPlayer?.(ctx, source);
    if (source && keywordWith(ctx, source, 'damageAsPoison')) givePoison(ctx, target, left, sourceName);
    else
      changeLife(
        ctx,
        target,
        -(LAZY_DAMAGE.lifeLost?.(ctx, target, left) ?? left),
        `from ${sourceName}'s damage`,
        RULE.damageToPlayer,
      );
    // CR 702.164c: combat damage from a creature with toxic also gives poison counters, its total toxic value.
    const toxic = combat && source ? toxicValue(ctx, source) : 0;
    if (toxic > 0) givePoison(ctx, target, toxic, sourceName, RULE.toxic, 'toxic');
  } else if (obj) {
    const creature = hasType(ctx, obj, 'creature');
    const counters = creature && source && keywordWith(ctx, source, 'damageAsMinusCounters');
    if (creature && !counters) obj.damage += left;
    if (creature) {
      // CR 702.2b: destroyed at the next state-based-action check (704.5h), whatever its toughness.
      if (source && keywordWith(ctx, source, 'deathtouch') && !ctx.s.deathtouched.includes(obj.id))
        ctx.s.deathtouched = [...ctx.s.deathtouched, obj.id];
    }
    if (hasType(ctx, obj, 'planeswalker')) obj.counters.loyalty = Math.max(0, (obj.counters.loyalty ?? 0) - left);
    const battle = hasType(ctx, obj, 'battle');
    emit(ctx, {
      ...base,
      rule: creature ? RULE.damageToCreature : battle ? RULE.damageToBattle : RULE.damageToPlaneswalker,
      objects: [source?.id ?? '', target],
      cards: obj.cardId ? [obj.cardId] : [],
      text: `${sourceName} dealt ${left}${kind} damage to ${displayName(ctx, obj)}.`,
    });
    // CR 120.3h: damage dealt to a battle removes that many defense counters (turn/battles.ts).
    if (battle) LAZY_DAMAGE.battle?.(ctx, obj, left);
    // CR 120.3d: damage from a source with wither or infect is -1/-1 counters, not marked damage.
    if (counters)
      addCounters(
        ctx,
        obj,
        '-1/-1',
        left,
        keywordKind(counters) === 'infect' ? RULE.infectCreature : RULE.wither,
        `from ${sourceName}'s ${keywordWords(counters)}`,
      );
  }
  // CR 702.15b: lifelink — the source's controller gains that much life as the damage is dealt.
  if (source && keywordWith(ctx, source, 'lifelink'))
    gainLife(ctx, source.controller, left, `from ${sourceName}'s lifelink`, RULE.lifelink);
  return left;
}
