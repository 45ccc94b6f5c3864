/**
 * "Until end of turn, you don't lose this mana as steps and phases end" (Savage Ventmaw, Sakura-
 * Tribe Springcaller; CR 106.4, 500.4): the mana an "Add …" instruction just added is marked to
 * stay in its player's pool as steps and phases end, until the effect ends in the cleanup step
 * (514.2), so it empties as that step ends. Kept mana is held one entry per mana like restricted
 * mana (mana/spend.ts), with no restriction unless the instruction gave one ("This mana can't be
 * spent to cast nonartifact spells", 106.6), and is spent as any other mana is. Firebending's
 * "Until end of combat, you don't lose this mana as steps end" (CR 702.189a) keeps it only as the
 * combat phase's steps before its end step end: the effect ends with the combat phase (511.3).
 */
import { LAZY_POOL } from '../../mana/mana';
import { emit, type Ctx } from '../../state/context';
import type { ManaSpend } from '../../state/card-def';
import type { ManaAmounts } from '../../state/mana-amounts';
import { RULE } from '../../state/rules';
import type { Step } from '../../state/ids';
import { MANA_TYPES, type PlayerId, type RestrictedMana } from '../../state/types';

/** A spending "restriction" that allows everything: spells, abilities and any other payment (CR 106.6). */
const ANYTHING: ManaSpend = { spells: {}, abilities: {}, other: true };

/** The player's pool before an "Add …" instruction, to tell what it added. */
export interface PoolBefore {
  pool: ManaAmounts;
  restricted: number;
  /** The pool's record of mana from snow sources (CR 107.4h), put back with the pool. */
  snow?: ManaAmounts;
}

/** What `player`'s pool holds now (see {@link keepAdded}). */
export function poolBefore(ctx: Ctx, player: PlayerId): PoolBefore {
  const ps = ctx.s.players[player];
  return {
    pool: ps.manaPool,
    restricted: ps.restrictedMana?.length ?? 0,
    ...(ps.snowMana ? { snow: ps.snowMana } : {}),
  };
}

/**
 * Marks the mana added to `player`'s pool since `before` (an "Add …" instruction only adds) as
 * kept until end of turn (`until` true) or of combat (`'combat'`): its restricted entries, and
 * its unrestricted mana moved to entries of their own (`from`: the source's name, for the log).
 */
export function keepAdded(
  ctx: Ctx,
  player: PlayerId,
  before: PoolBefore,
  from: string,
  until: true | 'combat' = true,
): void {
  const ps = ctx.s.players[player];
  const list = ps.restrictedMana ?? [];
  const added: RestrictedMana[] = list.slice(before.restricted).map((m) => ({ ...m, keep: until }));
  for (const t of MANA_TYPES)
    for (let i = before.pool[t] ?? 0; i < (ps.manaPool[t] ?? 0); i++)
      added.push({ type: t, spend: ANYTHING, from, keep: until });
  if (!added.length) return;
  ps.manaPool = before.pool;
  // Kept mana is no longer in the pool's snow record: it can't pay {S} (refused, never paid wrongly).
  if (before.snow) ps.snowMana = before.snow;
  else delete ps.snowMana;
  ps.restrictedMana = [...list.slice(0, before.restricted), ...added];
  emit(ctx, {
    type: 'Note',
    rule: RULE.manaEmpties,
    objects: [player],
    cards: [],
    text:
      until === 'combat'
        ? `${player} doesn't lose this mana as steps end this combat (${from}).`
        : `${player} doesn't lose this mana as steps and phases end this turn (${from}).`,
  });
}

/** The combat steps whose end an "until end of combat" effect outlasts (CR 506.1, 511.3). */
const BEFORE_END_OF_COMBAT: readonly Step[] = ['beginCombat', 'declareAttackers', 'declareBlockers', 'combatDamage'];

/** Whether `m` is still kept as the current step ends (see {@link keepAdded}). */
function stillKept(step: Step, m: RestrictedMana): boolean {
  if (m.keep === 'combat') return BEFORE_END_OF_COMBAT.includes(step);
  return !!m.keep && step !== 'cleanup';
}

// As a step or phase ends (CR 106.4), the kept mana is set aside, except as the cleanup step ends:
// "until end of turn" effects end during it (514.2), so its end empties the pool of that mana too;
// "until end of combat" effects end with the end of combat step (511.3).
LAZY_POOL.kept = (ctx, player) => {
  const ps = ctx.s.players[player];
  const list = ps.restrictedMana;
  const step = ctx.s.turn.step;
  if (!list?.some((m) => stillKept(step, m))) return undefined;
  const rest = list.filter((m) => !stillKept(step, m));
  if (rest.length) ps.restrictedMana = rest;
  else delete ps.restrictedMana;
  return list.filter((m) => stillKept(step, m));
};
