/**
 * Mana with a spending restriction (CR 106.6): "Spend this mana only to cast a creature spell",
 * "This mana can't be spent to cast a nonartifact spell". Such mana waits in its own part of the
 * pool (`restrictedMana`, one entry per mana) and pays only for what its restriction allows:
 * casting a matching spell, activating an ability of a matching source, or another payment.
 * A payment spends the restricted mana it may before the rest of the pool (it can pay for less).
 */
import type { CastZone, ManaSpend } from '../state/card-def';
import { peek, type Ctx } from '../state/context';
import { READER } from '../derived/characteristics';
import { matchesObjectFilter, matchesSpellFilter } from '../derived/object-filter';
import type { GameObject, ManaType, ObjectId, PlayerId, RestrictedMana } from '../state/types';

/**
 * What a payment is for: casting a spell (the spell), activating an ability (its source), or
 * anything else (null: an effect's "pays {3}", a special action).
 */
export type ManaPurpose = { spell: ObjectId } | { ability: ObjectId } | null;

/**
 * The restriction of mana `source` makes, with what it chose written in ("Spend this mana only to
 * cast a creature spell of the chosen type", CR 106.6, 614.12): installed with the cards that
 * have such a restriction (mana/chosen-spend.ts); unchanged otherwise. `castFrom`: whether a
 * spell was cast from where "Spend this mana only to cast spells from your graveyard" says (CR
 * 601.2a), installed by the same module with the cards that have such mana.
 */
export const LAZY_SPEND: {
  fixed?: (spend: ManaSpend, source: GameObject | null | undefined) => ManaSpend;
  castFrom?: (o: GameObject, zone: CastZone, you: PlayerId) => boolean;
} = {};

/** `spend` as the mana `source` made keeps it (see {@link LAZY_SPEND}). */
export function fixedSpend(spend: ManaSpend, source: GameObject | null | undefined): ManaSpend {
  return LAZY_SPEND.fixed ? LAZY_SPEND.fixed(spend, source) : spend;
}

/** Whether mana restricted as `spend` may pay for `purpose`, paid by `player` (CR 106.6). */
export function spendAllows(ctx: Ctx, spend: ManaSpend, purpose: ManaPurpose, player: PlayerId): boolean {
  if (!purpose) return !!spend.other;
  if ('spell' in purpose) {
    const obj = peek(ctx, purpose.spell);
    return (
      !!obj &&
      !!spend.spells &&
      (!spend.from || LAZY_SPEND.castFrom!(obj, spend.from, player)) &&
      matchesSpellFilter(ctx, READER, obj, spend.spells, player, null)
    );
  }
  const obj = peek(ctx, purpose.ability);
  return (
    !!obj &&
    !!spend.abilities &&
    matchesObjectFilter(ctx, READER, obj, { ...spend.abilities, zone: obj.zone }, player, null)
  );
}

/**
 * Takes from `player`'s restricted mana what may pay for `purpose`: for each wanted type (in
 * order; `null` is any type, for generic mana) the first allowed mana of it. Returns the types
 * taken, in the order asked (null where none was left); the pool is changed in place.
 */
export function takeRestricted(
  ctx: Ctx,
  player: PlayerId,
  purpose: ManaPurpose,
  want: readonly (ManaType | null)[],
): (RestrictedMana | null)[] {
  const ps = ctx.s.players[player];
  const list = ps.restrictedMana;
  if (!list?.length) return want.map(() => null);
  const left = [...list];
  const allowed = new Map<RestrictedMana, boolean>();
  const ok = (m: RestrictedMana) => {
    let v = allowed.get(m);
    if (v === undefined) allowed.set(m, (v = spendAllows(ctx, m.spend, purpose, player)));
    return v;
  };
  const out = want.map((t) => {
    const i = left.findIndex((m) => (t === null || m.type === t) && ok(m));
    if (i < 0) return null;
    const [m] = left.splice(i, 1);
    return m as RestrictedMana;
  });
  if (left.length !== list.length) {
    if (left.length) ps.restrictedMana = left;
    else delete ps.restrictedMana;
  }
  return out;
}
