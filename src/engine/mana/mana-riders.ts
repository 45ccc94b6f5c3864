/**
 * A mana ability's further instructions (CR 605.1a, 605.3b): a mana ability resolves at once,
 * and everything its text says happens then, in order, after the mana is added — "{T}: Add {W}
 * or {U}. This land deals 1 damage to you." (painlands, Talismans), "Add {U}{B}. Draw a card."
 * (Darkwater Egg). One handler per kind of
 * {@link ManaRider}, each with its rule; they ask no decisions (the automatic payer runs them too).
 */
import type { ManaRider } from '../state/card-def';
import { displayName, READER } from '../derived/characteristics';
import { conditionHolds } from '../derived/static-values';
import { liveObject, type Ctx } from '../state/context';
import { RULE } from '../state/rules';
import type { GameObject, PlayerId } from '../state/types';
import { dealDamage } from '../zones/damage';
import { addCounters, drawCard } from '../zones/game-actions';
import { gainLife } from '../zones/permanents';

type RiderOf<K extends ManaRider['kind']> = Extract<ManaRider, { kind: K }>;

/** The kinds of rider whose code loads with the cards that have them (./more-riders.ts). */
export const LAZY_MANA_RIDER_KINDS = ['opponentsGainLife', 'doesntUntapNext', 'sacrificeSource', 'delayed'] as const;
type LazyKind = (typeof LAZY_MANA_RIDER_KINDS)[number];

/** How one kind of rider is done: `source` is the ability's source, live or as it last existed. */
export interface RiderHandler<K extends ManaRider['kind']> {
  rule: string;
  run: (ctx: Ctx, rider: RiderOf<K>, source: GameObject, player: PlayerId) => void;
}

/** How each kind of rider is done; the lazily loaded kinds once ./more-riders.ts is installed. */
export const MANA_RIDER_TABLE: { [K in Exclude<ManaRider['kind'], LazyKind>]: RiderHandler<K> } & {
  [K in LazyKind]?: RiderHandler<K>;
} = {
  // "This land deals 1 damage to you": the source deals it (prevention and the like apply, CR 120.3a).
  damagesYou: {
    rule: RULE.damageToPlayer,
    run: (ctx, rider, source, player) => {
      dealDamage(ctx, source, displayName(ctx, source), player, rider.amount);
    },
  },
  gainLife: {
    rule: RULE.lifeChange,
    run: (ctx, rider, source, player) =>
      gainLife(ctx, player, rider.amount, `from ${displayName(ctx, source)}`, RULE.lifeChange),
  },
  // Cards are drawn one at a time (CR 121.2); an empty library marks the player (704.5b).
  draw: {
    rule: RULE.draw,
    run: (ctx, rider, _source, player) => {
      for (let i = 0; i < rider.count; i++) drawCard(ctx, player);
    },
  },
  // "Put a time counter on this artifact": only onto the permanent itself, still there (CR 122.1, 400.7).
  counterOnSource: {
    rule: RULE.counters,
    run: (ctx, rider, source) => {
      const live = liveObject(ctx, source.id);
      if (live?.zone === 'battlefield')
        addCounters(
          ctx,
          live,
          rider.counter,
          rider.count,
          RULE.counters,
          `from ${displayName(ctx, live)}'s mana ability`,
        );
    },
  },
};

/** The kinds of mana rider (for the handler-table test). */
export const MANA_RIDER_KINDS = [...Object.keys(MANA_RIDER_TABLE), ...LAZY_MANA_RIDER_KINDS].filter(
  (k, i, all) => all.indexOf(k) === i,
) as ManaRider['kind'][];

/**
 * Does a mana ability's further instructions, in order, as it resolves (CR 605.3b). Throws if a
 * rider's code is not loaded (never half carried out: ../steps-ready.ts loads it with its card).
 */
export function runManaRiders(
  ctx: Ctx,
  riders: readonly ManaRider[] | undefined,
  source: GameObject,
  player: PlayerId,
): void {
  for (const rider of riders ?? []) {
    // "If you control a Nissa planeswalker, you gain 2 life": only if it holds as it resolves (CR 605.3b).
    if (rider.if && !conditionHolds(ctx, READER, { you: player, source: source.id }, rider.if)) continue;
    const handler = MANA_RIDER_TABLE[rider.kind];
    if (!handler) throw new Error(`the mana ability's instruction "${rider.kind}" is not loaded`);
    (handler.run as (c: Ctx, r: ManaRider, s: GameObject, p: PlayerId) => void)(ctx, rider, source, player);
  }
}
