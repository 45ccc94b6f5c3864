/**
 * Mana: the pool (CR 106.4), paying costs from it (CR 601.2h), and what a permanent "could
 * produce" (CR 106.7) as a least fixed point over the board, so loops of "could produce"
 * abilities (Reflecting Pool with only another Reflecting Pool) define no type at all.
 */
import type { ActivatedSpec, ManaProduce, ManaSpend } from '../state/card-def';
import { defOf, emit, liveObject, peek, type Ctx } from '../state/context';
import { activatedAbilities, isManaAbility } from '../derived/abilities';
import { displayName, hasType, READER, isSnow } from '../derived/characteristics';
import { amountOf } from '../derived/static-values';
import { takeRestricted, type ManaPurpose } from './spend';
import { staticIndex } from '../derived/statics';
import type { ManaCost } from '../state/mana-cost';
import { opponentOf } from '../zones/objects';
import { RULE } from '../state/rules';
import {
  COLORS,
  MANA_TYPES,
  type GameObject,
  type ManaType,
  type ObjectId,
  type PlayerId,
  type RestrictedMana,
} from '../state/types';
import { addAmounts, canonicalAmounts, formatAmounts, isEmptyAmounts, type ManaAmounts } from '../state/mana-amounts';

/**
 * The mana abilities an object has now (CR 605.1a: activated, no target, could add mana),
 * including a basic land type's (CR 305.6), numbered as in derived/abilities.ts.
 */
export function manaAbilities(ctx: Ctx, obj: GameObject): { index: number; spec: ActivatedSpec }[] {
  return activatedAbilities(ctx, obj).filter((a) => isManaAbility(a.spec));
}

/**
 * The colours of a player's commanders' color identity (CR 903.4), installed by
 * ./commander-colors.ts, loaded with the cards whose mana reads it (../steps-ready.ts).
 */
export const LAZY_PRODUCE: { commanderColors?: (ctx: Ctx, player: PlayerId) => readonly ManaType[] } = {};

/** The mana types a production could give, ignoring "could produce" dependencies (CR 106.7). */
export function typesOfProduce(
  produce: Exclude<ManaProduce, { kind: 'couldProduce' }>,
  source: GameObject,
  ctx?: Ctx,
): readonly ManaType[] {
  switch (produce.kind) {
    // "… in your commander's color identity": none until ./commander-colors.ts is loaded with its cards.
    case 'commanderColors':
      return (ctx && LAZY_PRODUCE.commanderColors?.(ctx, source.controller)) || [];
    case 'chosenColor':
      return source.chosenColor ? [source.chosenColor] : [];
    case 'fixed':
      return produce.mana;
    case 'oneOf':
      return produce.orChosen && source.chosenColor ? [...produce.options, source.chosenColor] : produce.options;
    case 'combos':
      return [...new Set(produce.options.flat())];
    case 'anyColor':
    case 'anyOneColor':
      return COLORS;
  }
}

/**
 * How many times an ability adds its mana as it resolves now (CR 106.1): 1, or what its
 * `times` counts ("for each creature you control"), never below 0, with "you" its controller.
 */
export function manaTimes(ctx: Ctx, source: GameObject, produce: ManaProduce): number {
  const times = produce.kind === 'fixed' || produce.kind === 'anyOneColor' ? produce.times : undefined;
  if (times === undefined) return 1;
  return Math.max(0, amountOf(ctx, READER, { you: source.controller, source: source.id }, times));
}

/** Whether a land-mana replacement such as Contamination is on the battlefield. */
export function landManaReplacement(ctx: Ctx): { source: GameObject; mana: ManaType } | null {
  for (const id of staticIndex(ctx).replacementSources) {
    const o = peek(ctx, id);
    if (!o) continue;
    const r = defOf(ctx, o).replacements?.find((x) => x.kind === 'landManaBecomes');
    if (r && r.kind === 'landManaBecomes') return { source: o, mana: r.mana };
  }
  return null;
}

/**
 * For every permanent with mana abilities, the types of mana it could produce (CR 106.7):
 * what its abilities would produce if they resolved now, with replacement effects applied
 * in any order, ignoring whether costs could be paid. Abilities that depend on what other lands
 * could produce (Reflecting Pool, Exotic Orchard) are solved as the least fixed point, so a type
 * that can't be defined any other way (a loop) is no type (CR 106.5, 106.7). Cached with the
 * board index.
 */
export function couldProduceAll(ctx: Ctx): Record<ObjectId, ManaType[]> {
  const idx = staticIndex(ctx);
  // Type-changing effects (Evil Presence) change mana abilities without changing the board's
  // permanents: then the sets are kept for this context only.
  // So do abilities effects give (CR 613.1f), which make the board's own mana sources differ.
  const holder = idx.uses.types || idx.manaSources !== idx.board.manaSources ? idx : idx.board;
  if (holder.could) return holder.could;
  const contamination = landManaReplacement(ctx);
  const sets = new Map<ObjectId, Set<ManaType>>();
  const lands = new Map<ObjectId, GameObject>();
  const dependent: {
    obj: GameObject;
    produce: Extract<ManaProduce, { kind: 'couldProduce' }>;
    contaminated: boolean;
  }[] = [];
  for (const id of idx.manaSources) {
    const obj = peek(ctx, id);
    if (!obj) continue;
    const isLand = hasType(ctx, obj, 'land');
    if (isLand) lands.set(id, obj);
    const set = new Set<ManaType>();
    sets.set(id, set);
    for (const { spec } of manaAbilities(ctx, obj)) {
      const produce = spec.mana as ManaProduce;
      // CR 106.12b via 106.7: a land tapped for mana under Contamination produces only {B}.
      const contaminated = !!contamination && !!spec.cost.tap && isLand;
      if (produce.kind === 'couldProduce') {
        dependent.push({ obj, produce, contaminated });
        continue;
      }
      const types = typesOfProduce(produce, obj, ctx);
      if (contaminated && types.length) set.add(contamination.mana);
      else for (const t of types) set.add(t);
    }
  }
  for (let changed = dependent.length > 0; changed;) {
    changed = false;
    const landTypes: Record<PlayerId, Set<ManaType>> = { p1: new Set(), p2: new Set() };
    for (const [id, land] of lands) for (const t of sets.get(id) ?? []) landTypes[land.controller].add(t);
    for (const d of dependent) {
      const who: PlayerId = d.produce.lands === 'you' ? d.obj.controller : opponentOf(d.obj.controller);
      let types = [...landTypes[who]].filter((t) => !d.produce.colorsOnly || t !== 'C');
      if (d.contaminated && types.length && contamination) types = [contamination.mana];
      const set = sets.get(d.obj.id) as Set<ManaType>;
      for (const t of types)
        if (!set.has(t)) {
          set.add(t);
          changed = true;
        }
    }
  }
  const out: Record<ObjectId, ManaType[]> = {};
  for (const [id, set] of sets) out[id] = MANA_TYPES.filter((t) => set.has(t));
  holder.could = out;
  return out;
}

/** Adds mana to a player's pool (CR 106.4) and says so. */
export function addMana(
  ctx: Ctx,
  player: PlayerId,
  mana: ManaAmounts,
  source: GameObject | null,
  rule: string,
  why: string,
  opts: { tappedForMana?: boolean; spend?: ManaSpend } = {},
): void {
  if (isEmptyAmounts(mana)) return;
  const ps = ctx.s.players[player];
  const spend = opts.spend;
  if (spend) {
    // Each mana keeps the restriction, extra mana from a replacement included (CR 106.6, 106.6a).
    const from = source ? displayName(ctx, source) : 'an effect';
    const added: RestrictedMana[] = [];
    for (const t of MANA_TYPES) for (let i = 0; i < (mana[t] ?? 0); i++) added.push({ type: t, spend, from });
    ps.restrictedMana = [...(ps.restrictedMana ?? []), ...added];
  } else {
    // Mana a snow source makes may pay {S} (CR 107.4h): recorded as it is added, whatever code
    // pays it; what counts of the record is never more than the pool holds (see `snowMana`).
    const snow = !!source && isSnow(ctx, source);
    if (snow || ps.snowMana) ps.snowMana = addAmounts(snowIn(ps.snowMana, ps.manaPool), snow ? mana : {});
    ps.manaPool = addAmounts(ps.manaPool, mana);
  }
  emit(ctx, {
    type: 'ManaAdded',
    player,
    mana: canonicalAmounts(mana),
    source: source?.id ?? null,
    ...(opts.tappedForMana && source ? { tappedForMana: source.id } : {}),
    rule,
    objects: source ? [source.id, player] : [player],
    cards: source?.cardId ? [source.cardId] : [],
    text: `${player} added ${formatAmounts(mana)}${why ? ` ${why}` : ''}${spend ? ' (it may be spent only as its source says, CR 106.6)' : ''}.`,
  });
}

/** Of `pool`, the mana a snow source made (CR 107.4h): `snow`, but no more of a type than `pool` has. */
export function snowIn(snow: ManaAmounts | undefined, pool: ManaAmounts): ManaAmounts {
  const out: ManaAmounts = {};
  for (const t of MANA_TYPES) out[t] = Math.min(snow?.[t] ?? 0, pool[t] ?? 0);
  return canonicalAmounts(out);
}

/** Generic mana is paid with colorless first, then colours in the order least likely to be needed later. */
const GENERIC_ORDER: readonly ManaType[] = ['C', 'W', 'B', 'R', 'G', 'U'];

/**
 * Pays as much of `cost` as the pool allows and returns what is still unpaid: first with the
 * restricted mana that may pay for `purpose` (CR 106.6), then with the rest of the pool —
 * coloured symbols by exact type, then generic with whatever is left. Spends in place.
 */
export function payFromPool(ctx: Ctx, player: PlayerId, cost: ManaCost, purpose: ManaPurpose = null): ManaCost {
  const ps = ctx.s.players[player];
  const spent: ManaAmounts = {};
  let colored: ManaType[] = [...cost.colored];
  let generic = cost.generic;
  if (ps.restrictedMana?.length) {
    const took = takeRestricted(ctx, player, purpose, colored);
    colored = colored.filter((_, i) => !took[i]);
    const more = generic > 0 ? takeRestricted(ctx, player, purpose, Array<null>(generic).fill(null)) : [];
    for (const m of [...took, ...more]) if (m) spent[m.type] = (spent[m.type] ?? 0) + 1;
    generic -= more.filter(Boolean).length;
  }
  const pool: ManaAmounts = { ...ps.manaPool };
  const unpaid: ManaType[] = [];
  for (const c of colored) {
    if ((pool[c] ?? 0) > 0) {
      pool[c] = (pool[c] as number) - 1;
      spent[c] = (spent[c] ?? 0) + 1;
    } else unpaid.push(c);
  }
  for (const t of GENERIC_ORDER) {
    const take = Math.min(generic, pool[t] ?? 0);
    if (take <= 0) continue;
    pool[t] = (pool[t] as number) - take;
    spent[t] = (spent[t] ?? 0) + take;
    generic -= take;
  }
  if (!isEmptyAmounts(spent)) {
    ps.manaPool = canonicalAmounts(pool);
    // CR 601.2h: the spell remembers the mana spent to cast it (converge, sunburst).
    const sp = purpose && 'spell' in purpose && liveObject(ctx, purpose.spell);
    if (sp) sp.manaSpent = addAmounts(sp.manaSpent ?? {}, spent);
    emit(ctx, {
      type: 'ManaSpent',
      player,
      mana: canonicalAmounts(spent),
      ...(sp ? { spell: sp.id } : {}),
      rule: RULE.castPay,
      objects: [player],
      cards: [],
      text: `${player} spent ${formatAmounts(spent)} from the mana pool.`,
    });
  }
  return { generic, colored: unpaid, xCount: 0 };
}

/**
 * Sets aside (removes from the pool and returns) the mana an effect says isn't lost as steps end
 * (CR 106.4, 500.4; `RestrictedMana.keep`): installed by resolution/steps/keep-mana.ts, which
 * loads with the step that makes such mana.
 */
export const LAZY_POOL: { kept?: (ctx: Ctx, player: PlayerId) => RestrictedMana[] | undefined } = {};

/** Empties every mana pool (CR 106.4: at the end of each step and phase). */
export function emptyPools(ctx: Ctx): void {
  for (const p of ['p1', 'p2'] as PlayerId[]) {
    const ps = ctx.s.players[p];
    // Mana an effect keeps (CR 500.4) is set aside, and put back after the pool empties.
    const kept = LAZY_POOL.kept?.(ctx, p);
    const restricted = ps.restrictedMana;
    if (!isEmptyAmounts(ps.manaPool) || restricted?.length) {
      let lost = ps.manaPool;
      for (const m of restricted ?? []) lost = addAmounts(lost, { [m.type]: 1 });
      ps.manaPool = {};
      delete ps.restrictedMana;
      emit(ctx, {
        type: 'ManaEmptied',
        player: p,
        mana: lost,
        rule: RULE.manaEmpties,
        objects: [p],
        cards: [],
        text: `${p}'s unspent ${formatAmounts(lost)} emptied from the mana pool as the step ended.`,
      });
    }
    if (kept) ps.restrictedMana = kept;
    delete ps.snowMana;
  }
}
