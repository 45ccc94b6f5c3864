/**
 * What an object or a player can't do now (CR 101.2: "can't" beats "can"), and what a rule
 * doesn't apply to: restrictions from static abilities ("Enchanted creature can't attack or
 * block") and from resolved effects ("can't block this turn"); prohibitions on casting spells
 * (CR 601.3: "Spells with the chosen name can't be cast"); exemptions from the legend rule
 * (CR 704.5j, Spider-Verse). All come from the static-part table (static-parts.ts) applied to
 * what each ability affects, while its condition holds (CR 611.3a). Combat (508.1c, 509.1b),
 * the untap step (502.3), casting (601.3) and state-based actions (704.5j) ask here.
 */
import type { AttackAsThough, ObjectFilter, Restriction, SpellFilter, StaticSpec } from '../state/card-def';
import { peek, type Ctx } from '../state/context';
import { READER, characteristicsAt, displayName } from './characteristics';
import { candidateApplies, candidatesFor, staticCandidate, type Candidate } from './layers';
import { matchesSpellFilter } from './object-filter';
import { affectsPlayer, STATIC_PARTS } from './static-parts';
import { staticIndex } from './statics';
import { conditionHolds } from './static-values';
import type { GameObject, PlayerId } from '../state/types';
import { extraLandsThisTurn } from '../state/turn-record';

/** Candidates with a part, deciding scope against the object's current characteristics. */
function applying(
  ctx: Ctx,
  obj: GameObject,
  part: 'cant' | 'exemptFrom' | 'attacksAsThough' | 'combatDamageBy' | 'mustAttack',
): Candidate[] {
  const ks = candidatesFor(ctx, obj).filter((k) => k.spec[part] !== undefined);
  if (!ks.length) return ks;
  const c = characteristicsAt(ctx, obj, 'all');
  return ks.filter((k) => candidateApplies(ctx, READER, obj, k, c));
}

/** The restrictions that apply to `obj` now (empty when none). */
export function restrictionsOf(ctx: Ctx, obj: GameObject): Restriction[] {
  if (obj.zone !== 'battlefield') return [];
  const out: Restriction[] = [];
  LAZY_CAST_BANS.group?.(ctx, obj, out);
  if (!staticIndex(ctx).uses.cant && !ctx.s.effects.some((e) => e.object === obj.id && e.cant)) return out;
  for (const k of applying(ctx, obj, 'cant')) STATIC_PARTS.cant.collect(out, k.spec.cant ?? []);
  return out;
}

/** Whether `obj` must attack each combat if able now (a requirement, CR 508.1d). */
export function mustAttack(ctx: Ctx, obj: GameObject): boolean {
  if (obj.zone !== 'battlefield') return false;
  // A resolved "attacks this turn if able" or goad (CR 701.15a).
  if (ctx.s.effects.some((e) => e.object === obj.id && e.mustAttack)) return true;
  if (!staticIndex(ctx).uses.cant) return false;
  const out: 'attack'[] = [];
  for (const k of applying(ctx, obj, 'mustAttack')) STATIC_PARTS.mustAttack.collect(out, !!k.spec.mustAttack);
  return out.length > 0;
}

/** Whether the legend rule doesn't apply to `obj` now (CR 704.5j, an exemption such as Spider-Verse's). */
export function legendRuleExempt(ctx: Ctx, obj: GameObject): boolean {
  if (!staticIndex(ctx).uses.exempt) return false;
  const out: 'legendRule'[] = [];
  for (const k of applying(ctx, obj, 'exemptFrom'))
    if (k.spec.exemptFrom) STATIC_PARTS.exemptFrom.collect(out, k.spec.exemptFrom);
  return out.includes('legendRule');
}

/** What `obj` may attack as though it had (haste) or lacked (defender) now (CR 609.4). */
export function attacksAsThough(ctx: Ctx, obj: GameObject): AttackAsThough[] {
  if (obj.zone !== 'battlefield') return [];
  // A resolved "can attack this turn as though it didn't have defender" rides with its restrictions.
  const out = restrictionsOf(ctx, obj).flatMap((r) =>
    typeof r === 'object' && 'attacksAsThough' in r ? [r.attacksAsThough] : [],
  );
  if (!staticIndex(ctx).uses.exempt) return out;
  for (const k of applying(ctx, obj, 'attacksAsThough'))
    STATIC_PARTS.attacksAsThough.collect(out, k.spec.attacksAsThough ?? []);
  return out;
}

/**
 * The combat damage `obj` assigns (CR 510.1a): its power, or its toughness while an effect says
 * it "assigns combat damage equal to its toughness rather than its power"; never below 0; none
 * while an effect says it "assigns no combat damage this turn".
 */
export function combatDamageAmount(ctx: Ctx, obj: GameObject): number {
  if (restrictionsOf(ctx, obj).includes('assignCombatDamage')) return 0;
  const c = characteristicsAt(ctx, obj, 'all');
  let byToughness = false;
  if (obj.zone === 'battlefield' && staticIndex(ctx).uses.exempt)
    for (const k of applying(ctx, obj, 'combatDamageBy')) byToughness ||= k.spec.combatDamageBy === 'toughness';
  return Math.max(0, (byToughness ? c.toughness : c.power) ?? 0);
}

/**
 * The players-affecting static abilities with part `part` that apply to `player` now (their
 * source on the battlefield, `player` among those they affect, their condition true), with
 * their source.
 */
function forPlayer<P extends 'extraLandPlays' | 'handSize' | 'untapLimit'>(
  ctx: Ctx,
  player: PlayerId,
  part: P,
): { value: NonNullable<StaticSpec[P]>; source: GameObject }[] {
  const out: { value: NonNullable<StaticSpec[P]>; source: GameObject }[] = [];
  for (const app of staticIndex(ctx).players) {
    const value = app.spec[part];
    const source = peek(ctx, app.source);
    if (value === undefined || !source) continue;
    const k = staticCandidate(ctx, app);
    if (!affectsPlayer(app.spec, k.scope.you, player)) continue;
    if (app.spec.condition && !conditionHolds(ctx, READER, k.scope, app.spec.condition)) continue;
    out.push({ value: value as NonNullable<StaticSpec[P]>, source });
  }
  return out;
}

/**
 * How many lands `player` may play this turn (CR 305.2): one, plus one for each "you may play an
 * additional land on each of your turns" that applies to them now, plus those effects granted
 * for this turn ("You may play an additional land this turn", `extraLandsThisTurn`).
 */
export function landPlaysAllowed(ctx: Ctx, player: PlayerId): number {
  const base = 1 + extraLandsThisTurn(ctx, player);
  if (!staticIndex(ctx).uses.exempt) return base;
  const extra: number[] = [];
  for (const { value } of forPlayer(ctx, player, 'extraLandPlays')) STATIC_PARTS.extraLandPlays.collect(extra, value);
  return extra.reduce((a, b) => a + b, base);
}

/**
 * `player`'s maximum hand size now (CR 402.2): seven, unless static abilities that apply to them
 * set it ("is eight": the latest), change it ("is reduced by one") or remove it ("no maximum
 * hand size": Infinity).
 */
export function maxHandSize(ctx: Ctx, player: PlayerId): number {
  if (!staticIndex(ctx).uses.exempt) return 7;
  const parts: NonNullable<StaticSpec['handSize']>[] = [];
  for (const { value } of forPlayer(ctx, player, 'handSize')) STATIC_PARTS.handSize.collect(parts, value);
  if (parts.some((p) => 'none' in p)) return Infinity;
  let n = 7;
  for (const p of parts) if ('set' in p) n = p.set;
  for (const p of parts) if ('change' in p) n += p.change;
  return Math.max(0, n);
}

/** "can't untap more than N …" limits on `player`'s untap step now (CR 502.3), each with its source's name. */
export function untapLimitsFor(
  ctx: Ctx,
  player: PlayerId,
): { max: number; filter: ObjectFilter; source: GameObject }[] {
  if (!staticIndex(ctx).uses.cant) return [];
  const out: { max: number; filter: ObjectFilter; source: GameObject }[] = [];
  for (const { value, source } of forPlayer(ctx, player, 'untapLimit')) {
    const limits: NonNullable<StaticSpec['untapLimit']>[] = [];
    STATIC_PARTS.untapLimit.collect(limits, value);
    for (const l of limits) out.push({ ...l, source });
  }
  return out;
}

/** A reason a spell can't be cast (CR 601.3), with the name of what forbids it. */
export interface Prohibition {
  source: string;
  reason: string;
}

/**
 * Prohibitions from resolved spells' and abilities' effects ("Target player can't cast spells this
 * turn", CR 601.3, 611.2): installed by the lazily loaded resolution/steps/cast-bans.ts, whose
 * step alone records them (in `state.effects`).
 */
export const LAZY_CAST_BANS: {
  find: ((ctx: Ctx, player: PlayerId, card: GameObject, name: string) => Prohibition | null) | null;
  /** Adds to `out` the restrictions of resolved effects on groups (CR 611.2c) that apply to `obj`. */
  group?: (ctx: Ctx, obj: GameObject, out: Restriction[]) => void;
  /** Adds to `out` the cost changes of resolved effects (CR 601.2f) for `spell` cast by `player`. */
  costs?: (ctx: Ctx, player: PlayerId, spell: GameObject, out: import('../state/card-def').CostChange[]) => void;
} = { find: null };

function castForbidden(
  ctx: Ctx,
  card: GameObject,
  name: string,
  f: SpellFilter & { chosenName?: boolean },
  source: GameObject,
): boolean {
  if (f.chosenName && (!source.chosenName || source.chosenName !== name)) return false;
  const { chosenName: _c, ...filter } = f;
  void _c;
  return !Object.keys(filter).length || matchesSpellFilter(ctx, READER, card, filter, source.controller, source.id);
}

/**
 * Why `player` can't cast `card` (as the spell named `name`: a split card's half, CR 709.3)
 * now, or null: a static ability that affects the player (or the player an Aura enchants)
 * forbids it (CR 601.3, 101.2).
 */
export function castProhibition(ctx: Ctx, player: PlayerId, card: GameObject, name: string): Prohibition | null {
  const banned = LAZY_CAST_BANS.find?.(ctx, player, card, name);
  if (banned) return banned;
  const idx = staticIndex(ctx);
  if (!idx.uses.cant) return null;
  const apps = [...idx.players, ...(idx.onHost.get(player) ?? [])];
  for (const app of apps) {
    const source = peek(ctx, app.source);
    const cant = app.spec.cant;
    if (!source || !cant) continue;
    const k = staticCandidate(ctx, app);
    const covers =
      'players' in app.spec.affects ? affectsPlayer(app.spec, k.scope.you, player) : source.attachedTo === player;
    if (!covers || (app.spec.condition && !conditionHolds(ctx, READER, k.scope, app.spec.condition))) continue;
    for (const r of cant) {
      if (typeof r === 'object' && 'cast' in r && castForbidden(ctx, card, name, r.cast, source)) {
        return {
          source: displayName(ctx, source),
          reason: r.cast.chosenName ? `spells named ${name} can't be cast` : `${name} can't be cast`,
        };
      }
    }
  }
  return null;
}
