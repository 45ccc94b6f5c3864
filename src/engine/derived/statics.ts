/**
 * The board index: which static abilities of permanents on the battlefield (CR 604.2, 611.3)
 * could apply to what — by host (an Aura's or Equipment's "enchanted"/"equipped"), by source
 * ("this creature"), to every object matching a filter, or to players — and which permanents
 * the engine must consult for triggered abilities, replacement effects and mana abilities.
 * Whether a static ability applies, and what it does, is decided live by the layer code
 * (layers.ts): conditions, filters and amounts are never cached (CR 611.3a). Cached on the
 * context and dropped whenever the battlefield or an attachment changes.
 */
import type { StaticSpec } from '../state/card-def';
import { defOf, peek, type Ctx } from '../state/context';
import { classification, type Classification } from './board-cache';
import { hasAtLevel } from './class-level';
import { isBasicLandType } from './land-types';
import { isManaAbility } from './def-flags';
import type { Granted } from './reader';
import type { GameObject, ManaType, ObjectId } from '../state/types';

declare module '../state/context' {
  interface BoardCaches {
    /** The board index (static abilities and ability sources), see {@link staticIndex}. */
    statics: StaticIndex;
  }
}

export { defFlags, type DefFlags } from './def-flags';

/** One static ability of one permanent on the battlefield. */
export interface StaticApplication {
  source: ObjectId;
  /** Its index in the definition's `statics`. */
  index: number;
  spec: StaticSpec;
  /** CR 613.7a, 613.7e: the source's timestamp (an Aura's or Equipment's: when it became attached). */
  timestamp: number;
}

/** Which kinds of static ability are on the battlefield (the layer code skips the others). */
export interface StaticUses {
  /** A control-changing ability (layer 2): zones/control.ts must look. */
  control: boolean;
  /** A type-changing ability (layer 4): any permanent's types, creature-ness and mana abilities may differ from its card's. */
  types: boolean;
  /** A static ability that could lower toughness ("-2/-1", setting P/T): state-based actions must look (704.5f). */
  lowersToughness: boolean;
  /** A restriction or prohibition ("can't attack", "can't be cast"). */
  cant: boolean;
  /** A rule exemption (the legend rule, attacking as though it had haste). */
  exempt: boolean;
  /**
   * An effect that may set a land's subtype ("Enchanted land is a Swamp", CR 305.7) or take all
   * abilities away (613.1f), so a permanent may have lost the abilities of its rules text.
   */
  setsLandType: boolean;
  /**
   * An ability-adding effect with abilities in quotation marks (CR 613.1f), of a static ability
   * or a resolved effect: a permanent may have activated, mana or triggered abilities its card
   * doesn't (nothing may cache them by definition then).
   */
  grants: boolean;
}

export interface StaticIndex {
  /** Host object → static abilities of what is attached to it ("enchanted creature", "equipped creature"). */
  onHost: Map<ObjectId, StaticApplication[]>;
  /** Source → its own static abilities ("this creature gets ..."), except characteristic-defining ones (604.3). */
  onSelf: Map<ObjectId, StaticApplication[]>;
  /** Static abilities affecting every object matching a filter ("Other Goblins", "All Forests"). */
  global: StaticApplication[];
  /** Those of `global` that change characteristics (a layer part): the others can't change what an object is. */
  globalLayers: StaticApplication[];
  /** Static abilities affecting players ("Spells with the chosen name can't be cast"). */
  players: StaticApplication[];
  uses: StaticUses;
  /** Permanents with triggered abilities, replacement effects, mana abilities (battlefield order). */
  triggerSources: ObjectId[];
  replacementSources: ObjectId[];
  manaSources: ObjectId[];
  /** The cached classification of the battlefield these lists come from (board-cache.ts). */
  board: Classification;
  /** "Could produce" sets (CR 106.7) for this context when type-changing effects make the board's cache unsafe. */
  could: Record<ObjectId, ManaType[]> | null;
}

/** A characteristic-defining ability (CR 604.3): "this creature's power and toughness are each equal to ...". */
export function isCharacteristicDefining(spec: StaticSpec): boolean {
  return !!spec.definesPT && 'self' in spec.affects && !spec.condition;
}

function note(uses: StaticUses, spec: StaticSpec): void {
  if (spec.controlledBySourceController) uses.control = true;
  if (spec.addTypes || spec.losesAll) uses.types = true;
  if (setsLandType(spec.addTypes) || spec.losesAll) uses.setsLandType = true;
  const t = spec.gets?.toughness;
  if (
    spec.setBase ||
    (spec.definesPT && !isCharacteristicDefining(spec)) ||
    (t !== undefined && !(typeof t === 'number' && t >= 0))
  )
    uses.lowersToughness = true;
  if (spec.cant || spec.skipsStep || spec.mustAttack || spec.untapLimit) uses.cant = true;
  if (
    spec.exemptFrom ||
    spec.attacksAsThough ||
    spec.combatDamageBy ||
    spec.extraLandPlays ||
    spec.handSize ||
    spec.castAsThoughFlash ||
    spec.landsFromGraveyard
  )
    uses.exempt = true;
  if (spec.grants) uses.grants = true;
}

function push(map: Map<ObjectId, StaticApplication[]>, key: ObjectId, app: StaticApplication): void {
  const list = map.get(key);
  if (list) list.push(app);
  else map.set(key, [app]);
}

/** The board index of the current board (cached on `ctx`). */
export function staticIndex(ctx: Ctx): StaticIndex {
  if (ctx.cache.statics) return ctx.cache.statics;
  const board = classification(ctx);
  const idx: StaticIndex = {
    onHost: new Map(),
    onSelf: new Map(),
    global: [],
    globalLayers: [],
    players: [],
    uses: {
      control: false,
      types: false,
      lowersToughness: false,
      cant: false,
      exempt: false,
      setsLandType: false,
      grants: false,
    },
    triggerSources: board.triggerSources,
    replacementSources: board.replacementSources,
    manaSources: board.manaSources,
    board,
    could: null,
  };
  for (const id of board.staticSources) {
    const obj = peek(ctx, id);
    if (!obj) continue;
    defOf(ctx, obj).statics?.forEach((spec, index) => {
      if (isCharacteristicDefining(spec) && Object.keys(spec).length === 2) return; // applied in every zone (layers.ts)
      if (!hasAtLevel(obj, spec)) return; // a Class's ability of a level it hasn't reached (CR 716.2a)
      const app: StaticApplication = { source: id, index, spec, timestamp: obj.timestamp };
      const a = spec.affects;
      note(idx.uses, spec);
      if ('self' in a) push(idx.onSelf, id, app);
      else if ('enchanted' in a || 'equipped' in a) {
        if (obj.attachedTo) push(idx.onHost, obj.attachedTo, app);
      } else if ('objects' in a) idx.global.push(app);
      else idx.players.push(app);
    });
  }
  // CR 613.7: within a layer, effects apply in timestamp order.
  const byTime = (x: StaticApplication, y: StaticApplication) => x.timestamp - y.timestamp || x.index - y.index;
  idx.global.sort(byTime);
  idx.globalLayers = idx.global.filter(
    (a) =>
      a.spec.addTypes ||
      a.spec.gains ||
      a.spec.loses ||
      a.spec.grants ||
      a.spec.setBase ||
      a.spec.definesPT ||
      a.spec.gets,
  );
  for (const list of idx.onHost.values()) list.sort(byTime);
  ctx.cache.statics = idx;
  if (idx.uses.setsLandType || ctx.s.effects.some((e) => setsLandType(e.addTypes) || e.losesAll))
    withoutLostRulesText(ctx, idx);
  if (ctx.s.effects.some((e) => e.grants)) idx.uses.grants = true;
  // A permanent that lost all abilities has none of its card's mana abilities (CR 613.1f).
  if (ctx.s.effects.some((e) => e.losesAll)) idx.uses.types = true;
  if (idx.uses.grants) withGrantedSources(ctx, idx);
  return idx;
}

/** Whether a type-changing part may set a land's subtype (CR 305.7): a basic land type, not "in addition". */
function setsLandType(v: StaticSpec['addTypes']): boolean {
  return !!v && !v.inAddition && (v.subtypes ?? []).some(isBasicLandType);
}

/** The abilities effects give `obj` now (characteristics.ts installs the layer read: it imports this module). */
let grantedTo: (ctx: Ctx, obj: GameObject) => readonly Granted[] = () => [];

/** Installs the reading of granted abilities (characteristics.ts, at load). */
export function installGrantedRead(read: (ctx: Ctx, obj: GameObject) => readonly Granted[]): void {
  grantedTo = read;
}

/**
 * CR 613.1f: a permanent an effect gives a triggered ability or a mana ability in quotation
 * marks is looked at by trigger detection and by mana payment like one whose card has it. The
 * lists keep battlefield order (and are this board's own: the classification's are shared).
 */
function withGrantedSources(ctx: Ctx, idx: StaticIndex): void {
  const triggers = new Set(idx.triggerSources);
  const mana = new Set(idx.manaSources);
  let added = false;
  for (const id of ctx.s.battlefield) {
    const obj = peek(ctx, id);
    if (!obj) continue;
    for (const g of grantedTo(ctx, obj)) {
      const to = 'triggered' in g.ability ? triggers : isManaAbility(g.ability.activated) ? mana : null;
      if (to && !to.has(id)) {
        to.add(id);
        added = true;
      }
    }
  }
  if (!added) return;
  // The command zone's sources (board-cache.ts) stay, after the battlefield's.
  const command = idx.triggerSources.filter((id) => peek(ctx, id)?.zone === 'command');
  idx.triggerSources = [...ctx.s.battlefield.filter((id) => triggers.has(id)), ...command];
  idx.manaSources = ctx.s.battlefield.filter((id) => mana.has(id));
}

/**
 * Whether `obj`'s rules text's abilities are gone now: in layer 4 (`4`, CR 305.7) or in layer 6
 * (`6`, "loses all abilities", 613.1f); characteristics.ts installs it (it imports this module).
 */
let rulesTextLost: (ctx: Ctx, obj: GameObject) => false | 4 | 6 = () => false;

/** Installs the reading of {@link StaticIndex} entries' layers 4 and 6 (characteristics.ts, at load). */
export function installRulesTextCheck(check: (ctx: Ctx, obj: GameObject) => false | 4 | 6): void {
  rulesTextLost = check;
}

/**
 * CR 305.7, 613.1d: a land whose subtype an effect set loses every ability of its rules text —
 * static, triggered and replacement abilities too, not only the mana abilities (abilities.ts);
 * so does a permanent that loses all abilities (613.1f).
 * Their sources leave the index. Whether each lost its text is read against the full index
 * (its own static abilities and the others', as written), once per board.
 */
function withoutLostRulesText(ctx: Ctx, idx: StaticIndex): void {
  const lost = new Map<ObjectId, 4 | 6>();
  const sources = new Set([...idx.board.staticSources, ...idx.triggerSources, ...idx.replacementSources]);
  for (const id of sources) {
    const obj = peek(ctx, id);
    const at = obj && rulesTextLost(ctx, obj);
    if (at) lost.set(id, at);
  }
  if (!lost.size) return;
  // CR 613.6: a static ability's effect that began to apply in layer 2, 4 or 5 keeps applying
  // (in every layer) when its source loses its abilities in layer 6; the others no longer exist
  // (613.8a: they wait for the loss).
  const keep = (a: StaticApplication) =>
    !lost.has(a.source) ||
    (lost.get(a.source) === 6 && !!(a.spec.addTypes || a.spec.setColors || a.spec.controlledBySourceController));
  for (const [k] of lost) {
    const own = idx.onSelf.get(k)?.filter(keep);
    if (own?.length) idx.onSelf.set(k, own);
    else idx.onSelf.delete(k);
  }
  for (const [k, list] of idx.onHost) idx.onHost.set(k, list.filter(keep));
  idx.global = idx.global.filter(keep);
  idx.globalLayers = idx.globalLayers.filter(keep);
  idx.players = idx.players.filter(keep);
  idx.triggerSources = idx.triggerSources.filter((id) => !lost.has(id));
  idx.replacementSources = idx.replacementSources.filter((id) => !lost.has(id));
}
