/**
 * Whether an object matches an object filter or a spell filter (CR 109.2, 115.1, 201.2, 205,
 * 700.7): every given key must hold, "you" being the controller of the effect or of the static
 * ability's source. Characteristics are read as they are now (all layers), so a land that an
 * effect made a Swamp is a Swamp here (CR 613). The cheap keys are checked first.
 */
import type { Amount, ObjectFilter, Range, SpellFilter } from '../state/card-def';
import { defOf, peek, type Ctx } from '../state/context';
import { getLki } from '../state/object-table';
import { damagedThisTurn, dealtDamageThisTurn, enteredThisTurn } from '../state/turn-record';
import { classification } from './board-cache';
import { defFlags } from './def-flags';
import { hasKeywordIn, type Characteristics, type Level, type Reader } from './reader';
import type { GameObject, ObjectId, PlayerId } from '../state/types';

/**
 * The amount an "with mana value less than or equal to <amount>" filter compares with (CR 202.3),
 * installed by ./static-values.ts (which reads filters itself, so it can't be imported here).
 */
export const FILTER_AMOUNT: {
  of?: (ctx: Ctx, read: Reader, env: { you: PlayerId; source: ObjectId | null }, a: Amount) => number;
} = {};

/** Whether a permanent is modified (CR 700.9), installed by ./modified.ts (loaded by ../every-step.ts). */
export const LAZY_MODIFIED: { is?: (ctx: Ctx, obj: GameObject) => boolean } = {};

/** Soulbond's pairs (CR 702.95b–c), installed by ./paired.ts (loaded by ../every-step.ts). */
export const LAZY_PAIRED: { is?: (ctx: Ctx, obj: GameObject, f: ObjectFilter, source: ObjectId | null) => boolean } =
  {};

/** Whether a number is within a range (both bounds inclusive); no number is in no range. */
export function inRange(n: number | null, r: Range | undefined): boolean {
  if (!r) return true;
  if (n === null) return false;
  return (r.min === undefined || n >= r.min) && (r.max === undefined || n <= r.max);
}

/** The source object (live, or as it last existed) for "the chosen color / player". */
function sourceObject(ctx: Ctx, source: ObjectId | null): GameObject | undefined {
  if (!source) return undefined;
  return peek(ctx, source) ?? getLki(ctx.s, source)?.object;
}

/**
 * Whether `obj` is the source itself, which "another" / "other" excludes. A source that has left
 * its zone is a new object wherever it went (CR 400.7), but the card it became is still not
 * "another" card: Myr Retriever's "When this creature dies, return another target artifact card
 * from your graveyard to your hand" can't return Myr Retriever.
 */
function isSourceCard(ctx: Ctx, obj: GameObject, source: ObjectId | null): boolean {
  if (!source) return false;
  if (obj.id === source) return true;
  if (obj.cardId === null || peek(ctx, source)) return false;
  return getLki(ctx.s, source)?.object.cardId === obj.cardId;
}

/** How far the layers must be applied to check `f` (null: no characteristic is needed). */
function levelFor(f: ObjectFilter): Level | null {
  if (f.power || f.toughness || f.anyOf || f.powerThanSource || f.toughnessOverPower) return 'all';
  if (f.withKeyword || f.withoutKeyword) return 'abilities';
  if (
    f.types ||
    f.allTypes ||
    f.notTypes ||
    f.subtypes ||
    f.allSubtypes ||
    f.notSubtypes ||
    f.supertypes ||
    f.notSupertypes ||
    f.colors ||
    f.notColors ||
    f.colorCount ||
    f.chosenColor ||
    f.chosenType ||
    f.named ||
    f.chosenName ||
    f.manaValue ||
    f.manaValueIsX ||
    f.manaValueAtMost ||
    f.manaValueEquals
  )
    return 'types';
  return null;
}

function matchesStatus(ctx: Ctx, obj: GameObject, f: ObjectFilter, you: PlayerId, source: ObjectId | null): boolean {
  if (f.controller === 'you' && obj.controller !== you) return false;
  if (f.controller === 'opponent' && obj.controller === you) return false;
  if (f.controller === 'chosenPlayer' && obj.controller !== sourceObject(ctx, source)?.chosenPlayer) return false;
  if (f.owner) {
    // On the battlefield and the stack, whose card it is; elsewhere, whose zone it is in.
    const owner = obj.zone === 'battlefield' || obj.zone === 'stack' ? obj.owner : obj.zonePlayer;
    if ((f.owner === 'you') !== (owner === you)) return false;
  }
  if (f.tapped !== undefined && obj.tapped !== f.tapped) return false;
  if (f.renowned !== undefined && !!obj.renowned !== f.renowned) return false;
  if (f.monstrous !== undefined && !!obj.monstrous !== f.monstrous) return false;
  if ((f.paired !== undefined || f.pairedWithSource) && !LAZY_PAIRED.is?.(ctx, obj, f, source)) return false;
  if (f.kickerPaid && !obj.spell?.kicked) return false;
  if (f.modified && !LAZY_MODIFIED.is?.(ctx, obj)) return false;
  if (f.ringBearer && ctx.s.ring?.[obj.controller]?.bearer !== obj.id) return false;
  if (f.commander !== undefined && (!!obj.cardId && !!ctx.s.commanders?.includes(obj.cardId)) !== f.commander)
    return false;
  if (f.notSource && isSourceCard(ctx, obj, source)) return false;
  if (f.notHost && source && obj.id === peek(ctx, source)?.attachedTo) return false;
  if (
    f.attachedTo &&
    (!source || obj.attachedTo !== (f.attachedTo === 'source' ? source : peek(ctx, source)?.attachedTo))
  )
    return false;
  if (f.damagedBySourceThisTurn && (!source || !dealtDamageThisTurn(ctx, source, obj.id))) return false;
  if (f.damagedThisTurn && !damagedThisTurn(ctx, obj.id)) return false;
  if (f.enteredThisTurn && (obj.zone !== 'battlefield' || !enteredThisTurn(ctx, obj.id))) return false;
  if (f.token !== undefined && obj.token !== f.token) return false;
  if (f.counters) {
    // CR 122.1: counters are on the object itself (a status, not a characteristic).
    const n = Object.entries(obj.counters)
      .filter(([k]) => f.counters?.kind === undefined || k === f.counters.kind)
      .reduce((sum, [, c]) => sum + c, 0);
    if (f.counters.none ? n > 0 : n === 0) return false;
  }
  // CR 108.2: a card is neither a token nor a copy.
  if (f.cardOnly && (obj.cardId === null || obj.copyOf !== null || obj.token)) return false;
  const combat = ctx.s.combat;
  const attacking = !!combat?.attackers[obj.id];
  const blocking = !!combat?.blockers[obj.id];
  if (f.attacking !== undefined && attacking !== f.attacking) return false;
  if (f.unblocked && !(attacking && combat?.blockersDeclared && !combat.blocked.includes(obj.id))) return false;
  if (f.blocking !== undefined && blocking !== f.blocking) return false;
  if (f.blockingSource || f.blockedBySource) {
    // CR 509.1: on either side of a block from the source ("blocking it", "it's blocking").
    const blocksSource =
      !!source &&
      !!f.blockingSource &&
      (combat?.blockers[obj.id] === source || !!combat?.also?.[obj.id]?.includes(source));
    const blockedBySource =
      !!source &&
      !!f.blockedBySource &&
      (combat?.blockers[source] === obj.id || !!combat?.also?.[source]?.includes(obj.id));
    if (!blocksSource && !blockedBySource) return false;
  }
  if (f.inCombat !== undefined && (attacking || blocking) !== f.inCombat) return false;
  if (f.enchanted !== undefined) {
    const enchanted = classification(ctx).auras.some((id) => peek(ctx, id)?.attachedTo === obj.id);
    if (enchanted !== f.enchanted) return false;
  }
  if (f.equipped !== undefined) {
    const equipped = classification(ctx).attachedOthers.some((id) => {
      const o = peek(ctx, id);
      return o?.attachedTo === obj.id && defFlags(defOf(ctx, o)).equipment;
    });
    if (equipped !== f.equipped) return false;
  }
  return true;
}

function matchesCharacteristics(ctx: Ctx, c: Characteristics, f: ObjectFilter, source: ObjectId | null): boolean {
  if (f.types && !f.types.some((t) => c.types.includes(t))) return false;
  if (f.allTypes && !f.allTypes.every((t) => c.types.includes(t))) return false;
  if (f.notTypes?.some((t) => c.types.includes(t))) return false;
  if (f.subtypes && !f.subtypes.some((t) => c.subtypes.includes(t))) return false;
  if (f.allSubtypes && !f.allSubtypes.every((t) => c.subtypes.includes(t))) return false;
  if (f.notSubtypes?.some((t) => c.subtypes.includes(t))) return false;
  if (f.supertypes && !f.supertypes.every((t) => c.supertypes.includes(t))) return false;
  if (f.notSupertypes?.some((t) => c.supertypes.includes(t))) return false;
  if (f.colors && !f.colors.some((x) => c.colors.includes(x))) return false;
  if (f.notColors?.some((x) => c.colors.includes(x))) return false;
  if (f.colorCount && !inRange(c.colors.filter((x) => x !== 'C').length, f.colorCount)) return false;
  if (f.chosenColor) {
    const chosen = sourceObject(ctx, source)?.chosenColor;
    if (!chosen || !c.colors.includes(chosen)) return false;
  }
  if (f.chosenType) {
    const chosen = sourceObject(ctx, source)?.chosenType;
    if (!chosen || !c.subtypes.includes(chosen)) return false;
  }
  if (f.named && !c.names.includes(f.named)) return false;
  if (f.chosenName) {
    const chosen = sourceObject(ctx, source)?.chosenName;
    if (!chosen || !c.names.includes(chosen)) return false;
  }
  if (!inRange(c.manaValue, f.manaValue)) return false;
  if (f.manaValueIsX) {
    // A card not yet cast (is it castable? CR 601.3) could choose any X; a spell has its X. A
    // permanent's ability has its X put in its filters once chosen (withAbilityX): one left is
    // read before the ability is activated (is there a legal target? 602.2b), when any X could be.
    const src = sourceObject(ctx, source);
    const x = src?.spell?.x;
    if (
      x === undefined ? !src || src.zone === 'stack' : f.manaValueIsX === 'orLess' ? c.manaValue > x : c.manaValue !== x
    )
      return false;
  }
  if (f.withKeyword && !hasKeywordIn(c.keywords, f.withKeyword)) return false;
  if (f.withoutKeyword && hasKeywordIn(c.keywords, f.withoutKeyword)) return false;
  if (!inRange(c.power, f.power) || !inRange(c.toughness, f.toughness)) return false;
  return true;
}

/**
 * Writing an ability's X into its "with mana value X" filters, installed with the cards that have
 * such a filter (derived/ability-x.ts, loaded by ../steps-ready.ts); without them there is none.
 */
export const LAZY_ABILITY_X: { with?: <T extends object>(v: T, x: number) => T } = {};

/**
 * An ability's "with mana value X [or less]" filters (in its target specs or steps) with the X
 * it has: announced as it was activated (CR 602.2b, 107.3a), or the X of the spell an entering
 * permanent was (107.3m). `v` itself when it has none.
 */
export function withAbilityX<T extends object>(v: T, x: number): T {
  return LAZY_ABILITY_X.with ? LAZY_ABILITY_X.with(v, x) : v;
}

/**
 * The filter a spell's target `o` is matched against for "if it targets …" (CR 601.2c): the zone
 * the filter names, else the battlefield; "it targets a creature card" (a card, no zone named)
 * is a card in a zone other than the battlefield and the stack (on those it is a permanent or a
 * spell, CR 110.1, 112.1), wherever the spell found it. Null: it can't match.
 */
export function targetFilter(f: ObjectFilter, o: GameObject): ObjectFilter | null {
  if (f.zone) return f;
  if (!f.cardOnly) return { ...f, zone: 'battlefield' };
  return o.zone === 'battlefield' || o.zone === 'stack' ? null : { ...f, zone: o.zone };
}

/**
 * Whether `obj` matches `f` from the point of view of `you` (the controller of the effect);
 * `source` is the object whose ability it is ("other", "the chosen color"). `chars`, when
 * given, are the object's characteristics to use (the layer code passes what it has so far).
 */
export function matchesObjectFilter(
  ctx: Ctx,
  read: Reader,
  obj: GameObject,
  f: ObjectFilter,
  you: PlayerId,
  source: ObjectId | null,
  chars?: Characteristics,
): boolean {
  if (obj.zone !== (f.zone ?? 'battlefield')) return false;
  if (!matchesStatus(ctx, obj, f, you, source)) return false;
  const level = levelFor(f);
  if (!level) return true;
  const c = chars ?? read.chars(ctx, obj, level);
  if (
    f.anyOf &&
    !f.anyOf.some((alt) => matchesStatus(ctx, obj, alt, you, source) && matchesCharacteristics(ctx, c, alt, source))
  )
    return false;
  if (f.powerThanSource) {
    const src = sourceObject(ctx, source);
    const theirs = src ? read.chars(ctx, src, 'all').power : null;
    if (theirs === null || c.power === null) return false;
    if (f.powerThanSource === 'lesser' ? c.power >= theirs : c.power <= theirs) return false;
  }
  if (f.toughnessOverPower && !(c.power !== null && c.toughness !== null && c.toughness > c.power)) return false;
  // "with mana value less than or equal to / equal to ~'s power" (CR 202.3): the amount now.
  for (const a of [f.manaValueAtMost, f.manaValueEquals]) {
    const n = a && FILTER_AMOUNT.of?.(ctx, read, { you, source: source ?? null }, a);
    if (a && (n === undefined || c.manaValue > n || (a === f.manaValueEquals && c.manaValue < n))) return false;
  }
  return matchesCharacteristics(ctx, c, f, source);
}

/** Whether a spell (or a card about to be cast as one, CR 601.3) matches a spell filter. */
export function matchesSpellFilter(
  ctx: Ctx,
  read: Reader,
  obj: GameObject,
  f: SpellFilter,
  you: PlayerId,
  source: ObjectId | null,
): boolean {
  return matchesObjectFilter(ctx, read, obj, { ...f, zone: obj.zone }, you, source);
}
