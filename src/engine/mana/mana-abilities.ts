/**
 * Activating mana abilities (CR 605): they don't use the stack and resolve at once (605.3b).
 * Resolution picks the mana (a colour choice where the ability offers one; an undefined type
 * produces nothing, CR 106.5), applies replacement effects on "tapped for mana" (CR 106.12b,
 * Contamination, Mana Reflection) in the order the affected player chooses (CR 616.1), adds
 * the mana, then resolves triggered mana abilities set off by the tapping (CR 106.12a, 605.4a:
 * Wild Growth, Heartbeat of Spring); the ability's further instructions ("This land deals 1
 * damage to you", CR 605.3b; mana-riders.ts) are done right after its mana is added.
 */
import type { ActivatedSpec, ManaProduce } from '../state/card-def';
import { displayName, hasType, READER } from '../derived/characteristics';
import { conditionHolds } from '../derived/static-values';
import { defOf, emit, liveObject, peek, type Ctx } from '../state/context';
import { staticIndex } from '../derived/statics';
import { ask, takeAnswer } from '../state/decisions';
import { ensure } from '../state/errors';
import { addMana, couldProduceAll, landManaReplacement, manaTimes, typesOfProduce } from './mana';
import { abilityRefusal, noteActivation } from './activation-rules';
import { payOtherCosts, type CostProgress } from './costs';
import { activatedAbility } from '../derived/abilities';
import { getLki } from '../state/object-table';
import { payManaCost } from './pay-mana';
import { runManaRiders } from './mana-riders';
import { fixedSpend } from './spend';
import { parseManaCost } from '../state/mana-cost';
import { opponentOf } from '../zones/objects';
import { RULE } from '../state/rules';
import type { GameObject, ManaType, ObjectId, PlayerId } from '../state/types';
import { formatAmounts, isEmptyAmounts, scaleAmounts, type ManaAmounts } from '../state/mana-amounts';

/** A mana ability being activated; resumable across the colour and order decisions. */
declare module '../state/task' {
  interface TaskKinds {
    mana: ManaTask;
  }
}

export interface ManaTask extends CostProgress {
  kind: 'mana';
  player: PlayerId;
  source: ObjectId;
  ability: number;
  stage: 'pay' | 'choose' | 'replace' | 'add' | 'triggers';
  /** How many triggered mana abilities of this tapping have resolved (./triggered-mana.ts). */
  triggersDone?: number;
  /** Colour/type asked for in advance (script `mana`, or the autopayer). */
  want: ManaType | null;
  /** The mana being produced, by type (amounts: doubling effects make 2^n, CR 106.12b). */
  produced: ManaAmounts;
  /** The ability had {T} in its cost: it "tapped for mana" (CR 106.12). */
  tapped: boolean;
  /** Automatic mode (paying a cost): no decisions, defaults are used and logged. */
  auto: boolean;
  /** The ability, kept once its cost is being paid (its source may be sacrificed, CR 113.7a). */
  spec?: ActivatedSpec;
}

/** Why a mana ability can't be activated now, or null (CR 602.2, 602.5, 118.3; see activation-rules.ts). */
export function manaActivationRefusal(
  ctx: Ctx,
  obj: GameObject,
  spec: ActivatedSpec,
  index: number,
  player: PlayerId,
): { reason: string; rule: string } | null {
  return abilityRefusal(ctx, obj, spec, index, player);
}

/** The types this ability could produce now (CR 106.7 for "could produce" abilities). */
export function produceOptions(ctx: Ctx, obj: GameObject, produce: ManaProduce): ManaType[] {
  if (produce.kind !== 'couldProduce') return [...new Set(typesOfProduce(produce, obj, ctx))];
  const who = produce.lands === 'you' ? obj.controller : opponentOf(obj.controller);
  const could = couldProduceAll(ctx);
  const set = new Set<ManaType>();
  for (const id of staticIndex(ctx).manaSources) {
    const land = peek(ctx, id);
    if (!land || land.controller !== who || !hasType(ctx, land, 'land')) continue;
    for (const t of could[id] ?? []) if (!produce.colorsOnly || t !== 'C') set.add(t);
  }
  return (['W', 'U', 'B', 'R', 'G', 'C'] as ManaType[]).filter((t) => set.has(t));
}

function specOf(ctx: Ctx, t: ManaTask): { obj: GameObject | undefined; spec: ActivatedSpec } {
  const obj = liveObject(ctx, t.source);
  const spec = t.spec ?? (obj ? activatedAbility(ctx, obj, t.ability) : undefined);
  if (!spec?.mana) throw new Error('not a mana ability');
  return { obj, spec };
}

/**
 * How many mana one resolution adds (CR 106.1): "Add {C}{C}" two, "three mana of any one color"
 * three; a Mana Battery one more for each counter its cost removed; a storage land one for each
 * counter its cost removed.
 */
function amountOf(ctx: Ctx, source: GameObject, produce: ManaProduce, removed = 0): number {
  if (produce.kind === 'fixed') {
    if (
      produce.instead &&
      conditionHolds(ctx, READER, { you: source.controller, source: source.id }, produce.instead.condition)
    )
      return produce.instead.mana.length;
    return (
      produce.mana.length *
      (produce.perRemoved ? removed : produce.plusPerRemoved ? 1 + removed : 1) *
      manaTimes(ctx, source, produce)
    );
  }
  return produce.kind === 'anyOneColor' ? produce.count * manaTimes(ctx, source, produce) : 1;
}

/** `['W','W','U']` → `{ W: 2, U: 1 }`. */
function amountsOf(mana: readonly ManaType[]): ManaAmounts {
  return mana.reduce<ManaAmounts>((m, c) => ({ ...m, [c]: (m[c] ?? 0) + 1 }), {});
}

/**
 * The combination a "combos" ability adds ("{W}{W}, {W}{U}, or {U}{U}"): the player's answer;
 * for a type asked in advance (the autopayer, a script's `mana`), the combination with the most
 * of it; otherwise asked (CR 605.3b: chosen as it resolves).
 */
function pickCombo(ctx: Ctx, t: ManaTask, combos: ManaType[][], obj: GameObject | undefined): ManaType[] | 'wait' {
  const label = (c: readonly ManaType[]) => c.map((m) => `{${m}}`).join('');
  const ans = takeAnswer(t);
  if (typeof ans === 'string') {
    const hit = combos.find((c) => c.join('') === ans);
    ensure(hit, `it can't add ${ans}`, RULE.couldProduce);
    return hit;
  }
  if (t.want || t.auto || combos.length === 1) {
    const want = t.want;
    const score = (c: readonly ManaType[]) => (want ? c.filter((m) => m === want).length : 0);
    return combos.reduce((best, c) => (score(c) > score(best) ? c : best), combos[0] as ManaType[]);
  }
  return ask(ctx, {
    player: t.player,
    kind: 'chooseOption',
    purpose: 'mana',
    rule: RULE.couldProduce,
    about: t.source,
    prompt: `Choose the mana ${obj ? displayName(ctx, obj) : 'it'} adds.`,
    options: combos.map((c) => ({ value: c.join(''), label: label(c) })),
  });
}

/**
 * The triggered mana abilities (CR 605.1b) that trigger on a permanent's being tapped for mana,
 * resolved at once after the mana ability (605.4a): installed by ./triggered-mana.ts, loaded with
 * the cards that have one (../steps-ready.ts); without such cards none triggers.
 */
export const LAZY_TRIGGERED_MANA: { run?: (ctx: Ctx, t: ManaTask, tapped: GameObject) => 'done' | 'wait' } = {};

/** Runs a mana-ability task as far as it can; returns 'wait' when it asked a decision. */
export function runManaTask(ctx: Ctx, t: ManaTask): 'done' | 'wait' {
  const { obj, spec } = specOf(ctx, t);
  if (t.stage === 'pay') {
    if (t.costStep === undefined) {
      ensure(obj, 'that permanent is gone', RULE.activate);
      const refusal = manaActivationRefusal(ctx, obj, spec, t.ability, t.player);
      ensure(!refusal, refusal?.reason ?? '', refusal?.rule ?? RULE.activate);
      t.spec = spec;
      noteActivation(ctx, obj, t.ability);
      emit(ctx, {
        type: 'AbilityActivated',
        objectId: obj.id,
        source: obj.id,
        player: t.player,
        mana: true,
        rule: RULE.manaAbilityResolves,
        objects: [obj.id],
        cards: obj.cardId ? [obj.cardId] : [],
        text: `${t.player} activated the mana ability of ${displayName(ctx, obj)} (${spec.text}); it resolves at once.`,
      });
      // The mana part of the cost is paid from the pool, then by other mana abilities (CR 605.3a).
      if (spec.cost.mana) payManaCost(ctx, t.player, parseManaCost(spec.cost.mana), obj.id, { ability: obj.id });
      t.costStep = 0;
    }
    if (payOtherCosts(ctx, t, t.source, spec.cost, t.player, true) === 'wait') return 'wait';
    t.tapped = !!spec.cost.tap;
    t.stage = 'choose';
  }
  if (t.stage === 'choose') {
    const source = obj ?? (getLki(ctx.s, t.source)?.object as GameObject);
    const options = produceOptions(ctx, source, spec.mana as ManaProduce);
    if (!options.length) {
      emit(ctx, {
        type: 'NothingHappened',
        rule: RULE.undefinedManaType,
        objects: [t.source],
        cards: [],
        text: `${obj ? displayName(ctx, obj) : 'The ability'} produced no mana: the type of mana is undefined (CR 106.5)`,
      });
      runManaRiders(ctx, spec.manaRiders, source, t.player);
      return 'done';
    }
    // A requested type must be one the ability could produce now (CR 106.7), even when only one is.
    ensure(
      t.auto || !t.want || options.includes(t.want),
      `${obj ? displayName(ctx, obj) : 'It'} can't produce {${t.want}} now: it could produce only ${options.map((m) => `{${m}}`).join(' or ')}`,
      RULE.couldProduce,
    );
    const produce = spec.mana as ManaProduce;
    if (produce.kind === 'fixed' && options.length > 1) {
      // "Add {U}{B}": all of it, no choice (CR 106.1); only one-type productions scale (Mana Battery).
      t.produced = scaleAmounts(amountsOf(produce.mana), manaTimes(ctx, source, produce));
    } else if (produce.kind === 'combos') {
      const combo = pickCombo(ctx, t, produce.options, obj);
      if (combo === 'wait') return 'wait';
      t.produced = amountsOf(combo);
    } else {
      let pick: ManaType | undefined = options.length === 1 ? options[0] : undefined;
      if (!pick && t.want && options.includes(t.want)) pick = t.want;
      if (!pick) {
        const ans = takeAnswer(t);
        if (typeof ans === 'string') pick = ans as ManaType;
        else if (t.auto) pick = options[0];
        else {
          return ask(ctx, {
            player: t.player,
            kind: 'chooseOption',
            purpose: 'mana',
            rule: RULE.couldProduce,
            about: t.source,
            prompt: `Choose the type of mana ${obj ? displayName(ctx, obj) : 'it'} adds.`,
            options: options.map((m) => ({ value: m, label: `{${m}}` })),
          });
        }
      }
      ensure(pick && options.includes(pick), `it can't produce {${t.want}}`, RULE.couldProduce);
      t.produced = { [pick]: amountOf(ctx, source, spec.mana as ManaProduce, t.removedCounters) };
    }
    t.stage = 'replace';
  }
  if (t.stage === 'replace') {
    const r = applyManaReplacements(ctx, t, obj);
    if (r === 'wait') return r;
    t.stage = 'add';
  }
  if (t.stage === 'add') {
    // Tapped for mana only if the ability had {T} in its cost and produced mana (CR 106.12, 106.12a).
    addMana(
      ctx,
      t.player,
      t.produced,
      obj ?? null,
      RULE.manaAbilityResolves,
      obj ? `from ${displayName(ctx, obj)}` : '',
      {
        tappedForMana: t.tapped,
        ...(spec.manaSpend ? { spend: fixedSpend(spec.manaSpend, obj ?? getLki(ctx.s, t.source)?.object) } : {}),
      },
    );
    // Its further instructions happen as it resolves, after the mana (CR 605.3b), and before the
    // triggered mana abilities, which resolve once it has (605.4a).
    if (spec.manaRiders?.length)
      runManaRiders(ctx, spec.manaRiders, obj ?? (getLki(ctx.s, t.source)?.object as GameObject), t.player);
    t.stage = 'triggers';
  }
  // The triggered mana abilities this tapping triggers (CR 605.1b, 605.4a; ./triggered-mana.ts,
  // loaded with the cards that have one).
  return t.tapped && !isEmptyAmounts(t.produced) && obj && LAZY_TRIGGERED_MANA.run
    ? LAZY_TRIGGERED_MANA.run(ctx, t, obj)
    : 'done';
}

/** A replacement of mana production: `becomes` another type (Contamination) or `doubles` it (Mana Reflection). */
interface Replacement {
  id: string;
  source: GameObject;
  label: string;
  kind: 'becomes' | 'doubles';
  apply: (m: ManaAmounts) => ManaAmounts;
}

/** Replacement effects that apply to this mana production (CR 106.12b). */
function applicableReplacements(ctx: Ctx, t: ManaTask, obj: GameObject | undefined): Replacement[] {
  if (!t.tapped || !obj) return [];
  const out: Replacement[] = [];
  const land = landManaReplacement(ctx);
  if (land && hasType(ctx, obj, 'land')) {
    out.push({
      id: land.source.id,
      source: land.source,
      label: `${displayName(ctx, land.source)}: produces {${land.mana}} instead`,
      kind: 'becomes',
      apply: () => ({ [land.mana]: 1 }),
    });
  }
  for (const id of staticIndex(ctx).replacementSources) {
    const o = peek(ctx, id);
    if (o && o.controller === t.player && defOf(ctx, o).replacements?.some((r) => r.kind === 'yourTappedManaDoubled')) {
      out.push({
        id: o.id,
        source: o,
        label: `${displayName(ctx, o)}: twice as much`,
        kind: 'doubles',
        apply: (m) => scaleAmounts(m, 2),
      });
    }
  }
  return out;
}

function applyManaReplacements(ctx: Ctx, t: ManaTask, obj: GameObject | undefined): 'done' | 'wait' {
  const reps = applicableReplacements(ctx, t, obj);
  let order = reps.map((r) => r.id);
  // The affected player orders them (CR 616.1) where the order can matter: replacements of one
  // kind (forty Mana Reflections) give the same mana in any order, so nobody is asked.
  if (new Set(reps.map((r) => r.kind)).size > 1) {
    const ans = takeAnswer(t);
    if (Array.isArray(ans)) order = ans;
    else if (!t.auto) {
      return ask(ctx, {
        player: t.player,
        kind: 'chooseOrder',
        purpose: 'replacement-order',
        rule: RULE.replacementOrder,
        about: t.source,
        prompt: 'Choose the order to apply the replacement effects to this mana (first applies first).',
        options: reps.map((r) => ({ value: r.id, label: r.label })),
      });
    }
  }
  for (const id of order) {
    const r = reps.find((x) => x.id === id);
    if (!r) continue;
    const before = t.produced;
    t.produced = r.apply(t.produced);
    emit(ctx, {
      type: 'ReplacementApplied',
      source: r.source.id,
      rule: RULE.tappedForManaReplacement,
      objects: [r.source.id, t.source],
      cards: r.source.cardId ? [r.source.cardId] : [],
      text:
        `${r.label}: ${formatAmounts(before)} became ${formatAmounts(t.produced)}` +
        `${reps.length > 1 && t.auto ? ' (applied in timestamp order while paying automatically; tap by hand to choose, CR 616.1)' : ''}.`,
    });
  }
  return 'done';
}
