/**
 * The parts of a static ability (`StaticSpec`, CR 604) as one table keyed by part: each part
 * has its rule, the layer (CR 613.1) or role it belongs to, and its handler. A new part can't
 * compile without an entry here, and the layer code (layers.ts, control, restrictions) runs
 * the handlers in layer order; within a layer, effects apply in timestamp order (CR 613.7).
 */
import type {
  Affected,
  Amount,
  AttackAsThough,
  Condition,
  GrantedAbility,
  Keyword,
  ObjectFilter,
  Restriction,
  StaticSpec,
} from '../state/card-def';
import { defOf, peek, type Ctx } from '../state/context';
import { RULE, type RuleNumber } from '../state/rules';
import { levelOf } from './class-level';
import { isBasicLandType, isLandType } from './land-types';
import { isCreatureType } from '../state/creature-type-list';
import { matchesObjectFilter } from './object-filter';
import { hasKeywordIn, keywordKey, type Characteristics, type Reader } from './reader';
import { amountOf, conditionHolds, type ValueScope } from './static-values';
import type { GameObject, PlayerId } from '../state/types';

/** What a handler may read: the object being changed, its source's scope ("you", "this"). */
export interface PartEnv {
  ctx: Ctx;
  read: Reader;
  /** "you" is the source's controller; `source` the permanent with the ability (null for resolved effects). */
  scope: ValueScope;
  obj: GameObject;
  /** The effect's timestamp (CR 613.7), where a layer applies it. */
  at?: number;
}

/** A part that changes characteristics in a layer. */
export interface LayerPart<V> {
  rule: RuleNumber;
  layer: 4 | 5 | 6 | '7a' | '7b' | '7c';
  apply(c: Characteristics, value: V, env: PartEnv): void;
}
/** A part that decides what the ability applies to. */
export interface ScopePart<V> {
  rule: RuleNumber;
  layer: 'scope';
  holds(value: V, env: PartEnv, c: Characteristics | null): boolean;
}
/** Layer 2: the controller the ability gives. */
export interface ControlPart<V> {
  rule: RuleNumber;
  layer: 2;
  controller(value: V, env: PartEnv): PlayerId | null;
}
/** A part that adds restrictions (CR 101.2) or rule exemptions. */
export interface CollectPart<V, T> {
  rule: RuleNumber;
  /** `cost`: a change to the total cost of spells (CR 601.2f), read as they are cast. */
  layer: 'restriction' | 'exemption' | 'cost';
  collect(out: T[], value: V): void;
}

/** One part of `StaticSpec` by name. */
export type StaticPart = keyof StaticSpec;

type PT = { power?: Amount; toughness?: Amount };

/** The handler of each part (see {@link STATIC_PARTS}). */
export interface StaticPartTable {
  affects: ScopePart<Affected>;
  condition: ScopePart<Condition>;
  level: ScopePart<number>;
  ifChosen: ScopePart<string>;
  door: ScopePart<string>;
  controlledBySourceController: ControlPart<boolean>;
  addTypes: LayerPart<NonNullable<StaticSpec['addTypes']>>;
  setColors: LayerPart<NonNullable<StaticSpec['setColors']>>;
  gains: LayerPart<Keyword[]>;
  loses: LayerPart<Keyword[]>;
  losesAll: LayerPart<true | Record<string, number>>;
  grants: LayerPart<GrantedAbility[]>;
  definesPT: LayerPart<PT>;
  setBase: LayerPart<PT>;
  gets: LayerPart<{ power: Amount; toughness: Amount }>;
  cant: CollectPart<Restriction[], Restriction>;
  exemptFrom: CollectPart<'legendRule', 'legendRule'>;
  sparesSource: CollectPart<boolean, 'sourceAura'>;
  attacksAsThough: CollectPart<AttackAsThough[], AttackAsThough>;
  combatDamageBy: CollectPart<'toughness', 'toughness'>;
  skipsStep: CollectPart<'untap' | 'draw', 'untap' | 'draw'>;
  mustAttack: CollectPart<boolean, 'attack'>;
  untapLimit: CollectPart<NonNullable<StaticSpec['untapLimit']>, NonNullable<StaticSpec['untapLimit']>>;
  spellCosts: CollectPart<NonNullable<StaticSpec['spellCosts']>, NonNullable<StaticSpec['spellCosts']>>;
  extraLandPlays: CollectPart<number, number>;
  castAsThoughFlash: CollectPart<ObjectFilter, ObjectFilter>;
  landsFromGraveyard: CollectPart<ObjectFilter, ObjectFilter>;
  handSize: CollectPart<NonNullable<StaticSpec['handSize']>, NonNullable<StaticSpec['handSize']>>;
  triggersAdditionalTime: CollectPart<NonNullable<StaticSpec['triggersAdditionalTime']>, ObjectFilter>;
  enteringTriggersNothing: CollectPart<NonNullable<StaticSpec['enteringTriggersNothing']>, ObjectFilter>;
}

/** Fails to compile when `StaticSpec` gets a part the table has no handler for. */
type Unhandled = Exclude<StaticPart, keyof StaticPartTable>;
const everyPartHandled: [Unhandled] extends [never] ? true : Unhandled = true;
void everyPartHandled;

function addKeywords(c: Characteristics, ks: readonly Keyword[]): void {
  const add = ks.filter((k) => !hasKeywordIn(c.keywords, k));
  if (add.length) c.keywords = [...c.keywords, ...add];
}

function removeKeywords(c: Characteristics, ks: readonly Keyword[]): void {
  const gone = new Set(ks.map(keywordKey));
  c.keywords = c.keywords.filter((k) => !gone.has(keywordKey(k)));
}

/**
 * CR 613.1f: the abilities in quotation marks are added to the object's (after those it had),
 * each with its source so the table and the log can say where it comes from.
 */
function addGranted(c: Characteristics, v: readonly GrantedAbility[], env: PartEnv): void {
  const source = env.scope.source;
  const from = source ? peek(env.ctx, source) : undefined;
  const sourceName = from ? defOf(env.ctx, from).name : (env.scope.sourceName ?? 'an effect');
  c.granted = [...(c.granted ?? []), ...v.map((ability) => ({ ability, source, sourceName }))];
}

/**
 * CR 205.1 (see `TypeChange`): card types added, with every prior type kept (205.1b), or set,
 * replacing them (205.1a); creature types named by "a Bird artifact creature" replace the
 * object's creature types (205.1b); basic land types given to a land replace its land types
 * (305.7).
 */
function applyAddTypes(c: Characteristics, v: NonNullable<StaticSpec['addTypes']>, env: PartEnv): void {
  if (v.mode === 'remove') {
    // CR 205.1a: a removed card type's subtypes go with it, unless another type it keeps has
    // them (creature types are kindred's too, 308.3).
    const gone = v.types ?? [];
    c.types = c.types.filter((t) => !gone.includes(t));
    if (gone.includes('creature') && !c.types.includes('kindred'))
      c.subtypes = c.subtypes.filter((s) => !isCreatureType(s));
    return;
  }
  if (v.mode === 'set') {
    c.types = [...new Set(v.types ?? [])];
    // The subtypes named replace the object's; with none named, only its creature types can
    // stay (the subtypes of a removed card type go with it).
    const kept = v.subtypes?.length ? [] : c.types.includes('creature') ? c.subtypes.filter(isCreatureType) : [];
    c.subtypes = [...new Set([...kept, ...(v.subtypes ?? [])])];
    return;
  }
  if (v.mode === 'creatureTypes' && v.subtypes?.length) c.subtypes = c.subtypes.filter((s) => !isCreatureType(s));
  if (v.supertypes) c.supertypes = [...new Set([...c.supertypes, ...v.supertypes])];
  const types = (v.types ?? []).filter((t) => !c.types.includes(t));
  if (types.length) c.types = [...c.types, ...types];
  let subtypes = c.subtypes;
  const sets = !v.inAddition && c.types.includes('land') && (v.subtypes ?? []).some(isBasicLandType);
  if (sets) {
    // CR 305.7: the land loses its old land types and every ability of its rules text
    // (its printed keywords included); abilities granted by other effects stay.
    subtypes = subtypes.filter((s) => !isLandType(s));
    c.rulesTextLost = true;
    c.keywords = env.obj.hasteGranted ? ['haste'] : [];
  }
  const add = (v.subtypes ?? []).filter((s) => !subtypes.includes(s));
  c.subtypes = add.length || subtypes !== c.subtypes ? [...subtypes, ...add] : subtypes;
}

/** Sets power and toughness to amounts (CR 613.4a for a characteristic-defining ability, 613.4b otherwise). */
function setPT(c: Characteristics, v: PT, env: PartEnv): void {
  if (v.power !== undefined) c.power = amountOf(env.ctx, env.read, env.scope, v.power);
  if (v.toughness !== undefined) c.toughness = amountOf(env.ctx, env.read, env.scope, v.toughness);
}

/** Whether `obj` is what `affects` names, relative to the source and its controller (CR 611.3, 613.6). */
function affectsObject(value: Affected, env: PartEnv, c: Characteristics | null): boolean {
  const source = env.scope.source;
  if ('self' in value) return env.obj.id === source;
  if ('enchanted' in value || 'equipped' in value) return !!source && peek(env.ctx, source)?.attachedTo === env.obj.id;
  if ('objects' in value) {
    if (value.other && env.obj.id === source) return false;
    return matchesObjectFilter(env.ctx, env.read, env.obj, value.objects, env.scope.you, source, c ?? undefined);
  }
  return false;
}

/**
 * Layer 6's "loses all abilities" (CR 613.1f): installed by derived/loses-all.ts, which loads with
 * the steps that make such effects (pump.ts, becomes.ts), so never missing where one exists.
 */
export const LOSES_ALL: {
  apply?: (c: Characteristics, v: true | Record<string, number>, obj: GameObject, at?: number) => void;
} = {};

/**
 * Every part of a static ability with its rule, its layer or role, and its handler. Layer
 * order (CR 613.1): 2 control, 4 type, 5 colour, 6 abilities, 7a characteristic-
 * defining P/T, 7b P/T set, 7c P/T modified (with counters). `definesPT` on anything but the
 * source itself is not characteristic-defining and applies in 7b.
 */
export const STATIC_PARTS: StaticPartTable = {
  affects: { rule: RULE.staticAbility, layer: 'scope', holds: affectsObject },
  condition: {
    rule: RULE.asLongAs,
    layer: 'scope',
    holds: (v, env) => conditionHolds(env.ctx, env.read, env.scope, v),
  },
  // CR 716.2a: a Class's level-N ability exists only while its level is N or greater (the board
  // index leaves it out below that level; this reads the same for anything that asks).
  level: {
    rule: RULE.classLevel,
    layer: 'scope',
    holds: (v, env) => {
      const source = env.scope.source ? peek(env.ctx, env.scope.source) : undefined;
      return !!source && levelOf(source) >= v;
    },
  },
  // CR 614.12: a mode's ability exists only if that mode was chosen as its source entered.
  ifChosen: {
    rule: RULE.asEnters,
    layer: 'scope',
    holds: (v, env) => !!env.scope.source && peek(env.ctx, env.scope.source)?.chosenMode === v,
  },
  // A Room's door's ability: only while that door is unlocked (CR 709.5).
  door: {
    rule: RULE.room,
    layer: 'scope',
    holds: (v, env) => !!env.scope.source && !!peek(env.ctx, env.scope.source)?.unlocked?.includes(v),
  },
  controlledBySourceController: {
    rule: RULE.layerControl,
    layer: 2,
    controller: (v, env) => (v ? env.scope.you : null),
  },
  addTypes: { rule: RULE.layerType, layer: 4, apply: applyAddTypes },
  // CR 105.3: an effect that makes an object a colour replaces all its previous colours.
  setColors: {
    rule: RULE.layerColor,
    layer: 5,
    apply: (c, v) => {
      c.colors = [...v];
    },
  },
  gains: { rule: RULE.layerAbility, layer: 6, apply: (c, v) => addKeywords(c, v) },
  loses: { rule: RULE.layerAbility, layer: 6, apply: (c, v) => removeKeywords(c, v) },
  // CR 613.1f: every ability it has now goes (derived/loses-all.ts); the board index drops its
  // rules text's (statics.ts).
  losesAll: { rule: RULE.layerAbility, layer: 6, apply: (c, v, env) => LOSES_ALL.apply?.(c, v, env.obj, env.at) },
  grants: { rule: RULE.layerAbility, layer: 6, apply: addGranted },
  definesPT: { rule: RULE.layerPTDefining, layer: '7a', apply: setPT },
  setBase: { rule: RULE.layerPTSet, layer: '7b', apply: setPT },
  gets: {
    rule: RULE.layerPTModify,
    layer: '7c',
    apply: (c, v, env) => {
      if (c.power !== null) c.power += amountOf(env.ctx, env.read, env.scope, v.power);
      if (c.toughness !== null) c.toughness += amountOf(env.ctx, env.read, env.scope, v.toughness);
    },
  },
  cant: {
    rule: RULE.cantBeatsCan,
    layer: 'restriction',
    collect: (out, v) => {
      for (const r of v) if (typeof r === 'string' || !('cast' in r)) out.push(r);
    },
  },
  exemptFrom: {
    rule: RULE.sbaLegend,
    layer: 'exemption',
    collect: (out, v) => {
      out.push(v);
    },
  },
  // Read by the Aura check of state-based actions (sba.ts, sparedProtection).
  sparesSource: {
    rule: RULE.sbaAura,
    layer: 'exemption',
    collect: (out, v) => {
      if (v) out.push('sourceAura');
    },
  },
  // Read by the attack check (turn/combat.ts, attackRefusal).
  attacksAsThough: {
    rule: RULE.asThough,
    layer: 'exemption',
    collect: (out, v) => {
      out.push(...v);
    },
  },
  // Read by combat damage (turn/combat-damage.ts, through derived/restrictions.ts damageByToughness).
  combatDamageBy: {
    rule: RULE.combatDamageAssign,
    layer: 'exemption',
    collect: (out, v) => {
      out.push(v);
    },
  },
  // Read by the turn structure (turn/turn.ts, skipsStep).
  skipsStep: {
    rule: RULE.skipStep,
    layer: 'restriction',
    collect: (out, v) => {
      out.push(v);
    },
  },
  // Read by the untap step (turn/untap.ts, through derived/restrictions.ts untapLimitsFor).
  untapLimit: {
    rule: RULE.untapStep,
    layer: 'restriction',
    collect: (out, v) => {
      out.push(v);
    },
  },
  // Read as a spell's total cost is determined (casting/cost-changes.ts).
  spellCosts: {
    rule: RULE.castTotalCost,
    layer: 'cost',
    collect: (out, v) => {
      out.push(v);
    },
  },
  // Read as a land is played (casting/play-land.ts, through derived/restrictions.ts landPlaysAllowed).
  extraLandPlays: {
    rule: RULE.oneLandPerTurn,
    layer: 'exemption',
    collect: (out, v) => {
      out.push(v);
    },
  },
  // Read as a spell's timing is checked (casting/flash-grants.ts, installed into cast-timing.ts).
  castAsThoughFlash: {
    rule: RULE.castPermission,
    layer: 'exemption',
    collect: (out, v) => {
      out.push(v);
    },
  },
  // Read as a land is played (casting/zone-permissions.ts, installed into play-permission.ts).
  landsFromGraveyard: {
    rule: RULE.playLand,
    layer: 'exemption',
    collect: (out, v) => {
      out.push(v);
    },
  },
  // Read by the cleanup step (turn/cleanup.ts, through derived/restrictions.ts maxHandSize).
  handSize: {
    rule: RULE.maxHandSize,
    layer: 'exemption',
    collect: (out, v) => {
      out.push(v);
    },
  },
  // Read as triggered abilities trigger (triggers/trigger-times.ts, installed into detect.ts).
  triggersAdditionalTime: {
    rule: RULE.triggersAdditionalTime,
    layer: 'exemption',
    collect: (out, v) => {
      out.push(v.entering ?? v.source);
    },
  },
  enteringTriggersNothing: {
    rule: RULE.zoneChangeTrigger,
    layer: 'restriction',
    collect: (out, v) => {
      out.push(v.entering);
    },
  },
  // Read by the attack declaration (turn/combat.ts, attackRequirementUnmet).
  mustAttack: {
    rule: RULE.attackRequirement,
    layer: 'restriction',
    collect: (out, v) => {
      if (v) out.push('attack');
    },
  },
};

/** Whether a players-affecting ability (`affects: { players }`) covers `player`, relative to "you". */
export function affectsPlayer(spec: StaticSpec, you: PlayerId, player: PlayerId): boolean {
  const a = spec.affects;
  if (!('players' in a)) return false;
  if (a.players === 'each') return true;
  return a.players === 'you' ? player === you : player !== you;
}
