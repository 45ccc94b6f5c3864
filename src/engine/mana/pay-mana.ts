/**
 * Paying a mana cost (CR 601.2g–h): first from the mana pool, then by activating untapped mana
 * abilities whose only cost is {T}, in a documented deterministic order:
 *
 * 1. lands before other permanents, each group in battlefield order;
 * 2. each missing coloured symbol (in W U B R G C order) is paid by the first source that could
 *    produce that type (CR 106.7), preferring sources that could produce the fewest types;
 * 3. generic mana is paid first by sources that make only colourless mana (they can pay nothing
 *    else), largest amount first, as long as they make no more than is left to pay; then by a
 *    source of the type most untapped sources could produce, so the scarce types stay available,
 *    again preferring sources that make no more than is left (ties: the order above). So Sol Ring
 *    and six Swamps pay {6} with Sol Ring and four Swamps, and two Swamps stay for {B}.
 *
 * 4. of a source's abilities, one without further instructions is used first (CR 605.3b: a
 *    painland's {C} pays generic mana without its damage; its {W} is used only for {W}).
 * 5. mana with a spending restriction (CR 106.6) comes only from abilities whose restriction
 *    allows this payment, and such sources and abilities are used before the others in rules 2
 *    and 3 (that mana can pay for less): Mishra's Workshop pays for an artifact before an Island.
 *
 * Mana abilities with other costs (Pili-Pala's {2},{Q}, Black Lotus's sacrifice, Ashnod's
 * Altar's) are never activated automatically: activate them by hand first. A land with several
 * mana abilities (Badlands: a Swamp's and a Mountain's, CR 305.6) uses the one that makes the
 * type needed. If the cost can't be paid the cast is illegal (CR 601.2h).
 */
import { beginWrite } from '../state/cow';
import { createContext, defOf, emit, peek, type Ctx } from '../state/context';
import { defFlags } from '../derived/def-flags';
import { staticIndex } from '../derived/statics';
import { isSummoningSick } from '../zones/permanents';
import { IllegalActionError } from '../state/errors';
import { couldProduceAll, manaAbilities, manaTimes, payFromPool, typesOfProduce } from './mana';
import { hasType } from '../derived/characteristics';
import type { ActivatedSpec, CardDef, ManaProduce } from '../state/card-def';
import { runManaTask } from './mana-abilities';
import { fixedSpend, spendAllows, type ManaPurpose } from './spend';
import { formatCost, hybridWays, type ManaCost } from '../state/mana-cost';
import { RULE } from '../state/rules';
import { phyrexianCode } from './phyrexian-hook';
import type { GameObject, ManaType, ObjectId, PlayerId } from '../state/types';

/**
 * Pays a cost whose only symbols beyond the payable ones are {S} (CR 107.4h), as
 * {@link payManaCost} does: installed by ./snow.ts, which loads with the cards that have {S}.
 */
export const SNOW: { pay?: typeof payManaCost } = {};

/** A usable source: the types its abilities could produce (and which ability makes which), plus
 * what attached triggered mana abilities add when it is tapped for mana (Wild Growth's {G}, CR 605.4a). */
export interface Source {
  obj: GameObject;
  abilities: AutoAbility[];
  types: ManaType[];
  extra: ManaType[];
  /** One of its abilities makes restricted mana this payment may use (CR 106.6): used first. */
  restricted: boolean;
  /** How much mana one activation makes for the payer (Sol Ring: 2; Gaea's Cradle: one per creature). */
  amount: number;
}

/** An ability the payer may use: its only cost is {T} (CR 107.5). */
function onlyTaps(spec: ActivatedSpec): boolean {
  if (!spec.cost.tap) return false;
  for (const k in spec.cost) if (k !== 'tap' && spec.cost[k as keyof ActivatedSpec['cost']]) return false;
  return true;
}

type AutoAbility = { index: number; spec: ActivatedSpec & { mana: ManaProduce } };
const autoByDef = new WeakMap<CardDef, AutoAbility[]>();

function isAuto(a: { index: number; spec: ActivatedSpec }): a is AutoAbility {
  return !!a.spec.mana && onlyTaps(a.spec);
}

/**
 * The mana abilities of `obj` the payer may activate (only {T} to pay), cached per definition
 * when no effect changes types or gives abilities (CR 613.1f: then they are the object's own).
 */
function autoAbilities(ctx: Ctx, obj: GameObject): AutoAbility[] {
  const uses = staticIndex(ctx).uses;
  if (uses.types || uses.grants) return manaAbilities(ctx, obj).filter(isAuto);
  const def = defOf(ctx, obj);
  let list = autoByDef.get(def);
  if (!list) autoByDef.set(def, (list = manaAbilities(ctx, obj).filter(isAuto)));
  return list;
}

/** Host → fixed mana that triggered mana abilities of Auras attached to it add when it's tapped for mana (Wild Growth, Overgrowth). */
function extraByHost(ctx: Ctx): Map<ObjectId, ManaType[]> {
  const out = new Map<ObjectId, ManaType[]>();
  for (const id of staticIndex(ctx).triggerSources) {
    const aura = peek(ctx, id);
    if (!aura?.attachedTo) continue;
    for (const trig of defOf(ctx, aura).triggered ?? []) {
      const adds = trig.manaAbility?.adds;
      // Colours chosen as it resolves ("one mana of any color"), counts and conditions are not counted on.
      const fixed = adds?.length === 1 && !trig.manaAbility?.times && !trig.condition && !trig.while;
      if (trig.on.event === 'tappedForMana' && trig.on.what === 'enchanted' && fixed) {
        const more = Array<ManaType>(trig.manaAbility?.count ?? 1).fill(adds as ManaType);
        out.set(aura.attachedTo, [...(out.get(aura.attachedTo) ?? []), ...more]);
      }
    }
  }
  return out;
}

const NONE: ManaType[] = [];

/** The untapped sources `player` may tap to pay (rule 1's order), `exclude` left out. */
export function sources(ctx: Ctx, player: PlayerId, exclude: ObjectId | null, purpose: ManaPurpose): Source[] {
  const could = couldProduceAll(ctx);
  const extra = extraByHost(ctx);
  const lands: Source[] = [];
  const others: Source[] = [];
  for (const id of staticIndex(ctx).manaSources) {
    const obj = peek(ctx, id);
    if (!obj || obj.controller !== player || obj.id === exclude || obj.tapped) continue;
    const types = could[obj.id];
    if (!types?.length) continue;
    const flags = defFlags(defOf(ctx, obj));
    // CR 302.6; a land an effect made a creature (Living Lands) is one too.
    if ((flags.creature || staticIndex(ctx).uses.types) && isSummoningSick(ctx, obj)) continue;
    let auto = autoAbilities(ctx, obj);
    let usable = types;
    if (auto.some((a) => a.spec.manaSpend)) {
      // Mana it may not spend on this payment is no use to it (CR 106.6): only the other abilities.
      auto = auto.filter(
        (a) => !a.spec.manaSpend || spendAllows(ctx, fixedSpend(a.spec.manaSpend, obj), purpose, player),
      );
      const made = new Set(
        auto.flatMap((a) => (a.spec.mana.kind === 'couldProduce' ? types : typesOfProduce(a.spec.mana, obj, ctx))),
      );
      usable = types.filter((t) => made.has(t));
    }
    if (!auto.length || !usable.length) continue;
    const src: Source = {
      obj,
      abilities: auto,
      types: usable,
      extra: extra.get(obj.id) ?? NONE,
      restricted: auto.some((a) => a.spec.manaSpend),
      amount: 0,
    };
    src.amount = amountOf(ctx, src);
    // "Add {G} for each creature you control" with none: it makes nothing now.
    if (!src.amount) continue;
    (flags.land || hasType(ctx, obj, 'land') ? lands : others).push(src);
  }
  return [...lands, ...others];
}

/**
 * The ability of a source to activate for `want`: the one that makes it (Badlands: the Swamp's for
 * {B}); when a replacement changes what they make (Contamination), the first (CR 106.7).
 */
function abilityFor(src: Source, want: ManaType): AutoAbility {
  if (src.abilities.length > 1) {
    const makes = ({ spec }: AutoAbility) =>
      spec.mana.kind === 'couldProduce' ||
      (spec.mana.kind === 'commanderColors'
        ? src.types.includes(want)
        : typesOfProduce(spec.mana, src.obj).includes(want));
    // One without further instructions first: a painland's {C} before its {W} that deals damage;
    // of those, one whose mana may pay only for this (Eldrazi Temple's {C}{C} for an Eldrazi).
    const plain = (a: AutoAbility) => makes(a) && !a.spec.manaRiders?.length;
    const hit =
      src.abilities.find((a) => plain(a) && a.spec.manaSpend) ?? src.abilities.find(plain) ?? src.abilities.find(makes);
    if (hit) return hit;
  }
  return src.abilities[0] as AutoAbility;
}

/**
 * For generic mana, the type to ask of `src`: `want`, unless only an ability with further
 * instructions makes it and another makes some type without them (a painland pays {1} with {C}).
 */
function painlessType(src: Source, want: ManaType): ManaType {
  if (!abilityFor(src, want).spec.manaRiders?.length) return want;
  const plain = src.abilities.find(
    (a) => !a.spec.manaRiders?.length && a.spec.mana.kind !== 'couldProduce' && a.spec.mana.kind !== 'commanderColors',
  );
  const types = plain ? typesOfProduce(plain.spec.mana as Exclude<ManaProduce, { kind: 'couldProduce' }>, src.obj) : [];
  return types.find((t) => src.types.includes(t)) ?? want;
}

/** Activates the source's ability that makes `want` (rule 4), for the payment. */
export function activate(ctx: Ctx, player: PlayerId, src: Source, want: ManaType): void {
  const ability = abilityFor(src, want);
  runManaTask(ctx, {
    kind: 'mana',
    player,
    source: src.obj.id,
    ability: ability.index,
    stage: 'pay',
    want,
    produced: {},
    tapped: false,
    auto: true,
  });
}

/** How much mana one activation of the source makes for the payer (Sol Ring: 2). */
function amountOf(ctx: Ctx, src: Source): number {
  const mana = abilityFor(src, src.types[0] as ManaType).spec.mana;
  const n =
    mana.kind === 'fixed'
      ? mana.mana.length
      : mana.kind === 'anyOneColor'
        ? mana.count
        : mana.kind === 'combos'
          ? (mana.options[0]?.length ?? 1)
          : 1;
  return n * manaTimes(ctx, src.obj, mana) + src.extra.length;
}

/** The source (and type) to tap for generic mana, as rule 3 above says; none if `avail` is empty. */
function genericSource(avail: readonly Source[], generic: number): { pick?: Source; want?: ManaType } {
  let pick: Source | undefined;
  // Restricted mana this payment may use first: it can pay for less than the rest (CR 106.6).
  // Of those, the largest that makes no more than is left, else the smallest.
  const fits = (src: Source) => src.amount <= generic;
  const better = (a: Source, b: Source) =>
    fits(a) !== fits(b) ? fits(a) : fits(a) ? a.amount > b.amount : a.amount < b.amount;
  for (const src of avail) if (src.restricted && (!pick || better(src, pick))) pick = src;
  if (pick) {
    const spec = pick.abilities.find((a) => a.spec.manaSpend)?.spec.mana;
    const made =
      spec && spec.kind !== 'couldProduce' && spec.kind !== 'commanderColors'
        ? typesOfProduce(spec, pick.obj)
        : pick.types;
    return { pick, want: made.find((t) => pick!.types.includes(t)) ?? pick.types[0] };
  }
  // Colourless-only sources first: they can pay generic mana only.
  for (const src of avail) {
    if (src.types.length !== 1 || src.types[0] !== 'C' || src.extra.length) continue;
    const n = src.amount;
    if (n <= generic && (!pick || n > pick.amount)) pick = src;
  }
  if (pick) return { pick, want: 'C' };
  // Otherwise keep scarce types for later: a source of the most plentiful type, none wasted if possible.
  const fitting = avail.filter((src) => src.amount <= generic);
  const from = fitting.length ? fitting : avail;
  const count = new Map<ManaType, number>();
  for (const src of avail) for (const t of src.types) count.set(t, (count.get(t) ?? 0) + 1);
  let best = -1;
  let want: ManaType | undefined;
  for (const src of from) {
    for (const t of src.types) {
      const n = count.get(t) ?? 0;
      if (n > best) {
        best = n;
        pick = src;
        want = t;
      }
    }
  }
  return { pick, want };
}

/**
 * Pays `cost` (X already fixed) for `player`, spending pool mana and activating mana
 * abilities as described above; `purpose` is what it pays for (restricted mana, CR 106.6). Throws {@link IllegalActionError} (CR 601.2h) when it can't;
 * callers run inside `perform`, so the whole action is then undone.
 */
export function payManaCost(
  ctx: Ctx,
  player: PlayerId,
  cost: ManaCost,
  exclude: ObjectId | null = null,
  purpose: ManaPurpose = null,
): void {
  if (cost.unsupported?.length) {
    // {S}: mana a snow source made (CR 107.4h; ./snow.ts, loaded with the cards that have it).
    if (SNOW.pay && cost.unsupported.every((sym) => sym === '{S}'))
      return SNOW.pay(ctx, player, cost, exclude, purpose);
    // Never paid wrongly: the engine doesn't offer the choices these symbols give yet (CR 107.4f–h).
    throw new IllegalActionError(
      `the cost ${formatCost(cost)} includes ${cost.unsupported.join('')}, mana symbols Stackyard can't pay yet (snow or half mana); put the card onto the battlefield by hand in sandbox mode instead`,
      RULE.castPay,
    );
  }
  if (cost.phyrexian?.length) {
    // CR 107.4f: mana or 2 life for each; the way is announced as the spell is cast (./phyrexian.ts).
    phyrexianCode().payUnannounced(ctx, player, cost, exclude, purpose);
    return;
  }
  if (cost.hybrid?.length) {
    payHybrid(ctx, player, cost, exclude, purpose);
    return;
  }
  let left = payFromPool(ctx, player, cost, purpose);
  if (!left.colored.length && left.generic <= 0) return;
  // The candidate sources are found once: paying taps them but doesn't change what they could produce.
  const avail = sources(ctx, player, exclude, purpose);
  while (left.colored.length || left.generic > 0) {
    const need = left.colored[0];
    let pick: Source | undefined;
    let want: ManaType | undefined;
    if (need) {
      // Restricted mana this payment may use first, then the source that could produce the fewest types.
      const better = (a: Source, b: Source) =>
        a.restricted !== b.restricted ? a.restricted : a.types.length < b.types.length;
      for (const src of avail) if (src.types.includes(need) && (!pick || better(src, pick))) pick = src;
      want = need;
      if (!pick) {
        // No source produces it itself: one whose attached triggered mana ability adds it.
        pick = avail.find((src) => src.extra.includes(need));
        want = pick?.types[0];
      }
    } else {
      ({ pick, want } = genericSource(avail, left.generic));
      if (pick && want) want = painlessType(pick, want);
    }
    if (!pick || !want) {
      throw new IllegalActionError(
        `automatic payment found no way to pay ${formatCost(left)} for ${player}: no usable untapped mana source produces it ` +
          "(summoning-sick creatures can't tap, CR 302.6; sources with other costs must be activated by hand). Tap mana sources by hand to pay another way",
        RULE.castPay,
      );
    }
    avail.splice(avail.indexOf(pick), 1);
    activate(ctx, player, pick, want);
    left = payFromPool(ctx, player, left, purpose);
  }
}

/** A throwaway working copy of `ctx` to try a payment on: copy-on-write makes it cheap, and `ctx.s` is never touched. */
export function scratchOf(ctx: Ctx): Ctx {
  const { s, cow } = beginWrite(ctx.s);
  return createContext(s, ctx.reg, { cow });
}

/** Whether the mana in `player`'s pool alone pays `cost` (no hybrid symbols). */
function poolPays(ctx: Ctx, player: PlayerId, cost: ManaCost, purpose: ManaPurpose): boolean {
  const left = payFromPool(scratchOf(ctx), player, cost, purpose);
  return left.colored.length === 0 && left.generic <= 0;
}

/**
 * A cost with hybrid symbols (CR 107.4e): the player announces which half of each they pay
 * (601.2b). The automatic payer announces the first way, in {@link hybridWays}' order, that the
 * mana pool pays alone (mana made on purpose by hand is used as meant), else the first way it
 * can pay at all, says so in the log, and pays it. Throws {@link IllegalActionError} (601.2h)
 * when no way can be paid.
 */
function payHybrid(ctx: Ctx, player: PlayerId, cost: ManaCost, exclude: ObjectId | null, purpose: ManaPurpose): void {
  const ways = hybridWays(cost);
  const way =
    ways.find((w) => poolPays(ctx, player, w.cost, purpose)) ??
    ways.find((w) => canPayMana(ctx, player, w.cost, exclude, purpose));
  if (!way) {
    throw new IllegalActionError(
      ways.length
        ? `no way to pay ${formatCost(cost)} for ${player}: neither half of ${cost.hybrid!.join('')} can be paid with the mana pool and untapped mana sources. Tap mana sources by hand to pay another way`
        : `the cost ${formatCost(cost)} has more hybrid symbols than Stackyard tries ways to pay`,
      RULE.castPay,
    );
  }
  emit(ctx, {
    type: 'Note',
    rule: RULE.castAnnounce,
    objects: [player],
    cards: [],
    text: `${player} pays ${cost.hybrid!.map((sym, i) => `${sym} with ${way.halves[i]}`).join(', ')}: ${formatCost(way.cost)} in all (a hybrid symbol is paid with either half; the first way the mana pool, or else the untapped sources, can pay).`,
  });
  payManaCost(ctx, player, way.cost, exclude, purpose);
}

/** Whether `player` could pay `cost` now, by trying it on a throwaway copy of the context. */
export function canPayMana(
  ctx: Ctx,
  player: PlayerId,
  cost: ManaCost,
  exclude: ObjectId | null = null,
  purpose: ManaPurpose = null,
): boolean {
  try {
    payManaCost(scratchOf(ctx), player, cost, exclude, purpose);
    return true;
  } catch (e) {
    if (e instanceof IllegalActionError) return false;
    throw e;
  }
}
