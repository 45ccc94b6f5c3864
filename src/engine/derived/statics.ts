/**
 * The board index: continuous effects from static abilities on the battlefield (CR 604, 611.3)
 * and the permanents whose abilities the engine must consult (triggered abilities, replacement
 * effects, mana abilities), gathered in one pass so that characteristic lookups, trigger
 * detection and state-based actions stay cheap on big boards. Cached on the context and
 * dropped whenever the battlefield changes.
 */
import type { Keyword, ObjectFilter, Restriction, StaticSpec } from '../state/card-def';
import { defOf, peek, type Ctx } from '../state/context';
import { classification, type Classification } from './board-cache';
import { parseTypeLine } from '../state/type-line';
import type { GameObject } from '../state/types';
import type { ObjectId, PlayerId } from '../state/types';

declare module '../state/context' {
  interface BoardCaches {
    /** The board index (static-ability effects and ability sources), see {@link staticIndex}. */
    statics: StaticIndex;
  }
}

export { defFlags, type DefFlags } from './def-flags';

export interface StaticIndex {
  /** Host object → bonuses from Auras attached to it (Rancor). */
  gets: Record<ObjectId, { power: number; toughness: number; keywords: Keyword[] }[]>;
  /** Objects that can't attack or block (Pacifism). */
  cantAttackOrBlock: Record<ObjectId, true>;
  /** What objects can't do, from static abilities of themselves or of what is attached to them (CR 101.2). */
  cant: Record<ObjectId, Restriction[]>;
  /** "The legend rule doesn't apply to <subtype>s you control" (Spider-Verse). */
  legendExempt: { controller: PlayerId; subtype: string }[];
  /** Names of spells that can't be cast (Meddling Mage, CR 601.3). */
  cantCastNames: string[];
  /** Permanents with triggered abilities, replacement effects, mana abilities (battlefield order). */
  triggerSources: ObjectId[];
  replacementSources: ObjectId[];
  manaSources: ObjectId[];
  /** The cached classification of the battlefield these lists come from (board-cache.ts). */
  board: Classification;
}

/** The board index of the current board (cached on `ctx`). */
export function staticIndex(ctx: Ctx): StaticIndex {
  if (ctx.cache.statics) return ctx.cache.statics;
  const board = classification(ctx);
  const idx: StaticIndex = {
    gets: {}, cantAttackOrBlock: {}, cant: {}, legendExempt: [], cantCastNames: [],
    triggerSources: board.triggerSources, replacementSources: board.replacementSources, manaSources: board.manaSources, board,
  };
  for (const id of board.staticSources) {
    const obj = peek(ctx, id);
    if (!obj) continue;
    const def = defOf(ctx, obj);
    for (const st of def.statics ?? []) {
      const host = obj.attachedTo;
      // Interim reading of the generic static vocabulary: the forms the pool uses (layers: see issue 10).
      const a = st.affects;
      // A condition ("as long as ...") is not read in the interim: such a static is left unapplied rather than guessed.
      const targets: ObjectId[] = st.condition ? []
        : ('enchanted' in a || 'equipped' in a) ? (host && peek(ctx, host) ? [host] : [])
        : 'self' in a ? [obj.id]
        : 'objects' in a && !st.exemptFrom ? interimMatches(ctx, obj, a.objects, a.other ?? !!a.objects.notSource) : [];
      for (const t of targets) applyInterim(idx, t, st);
      if ('objects' in a && st.exemptFrom === 'legendRule') {
        for (const sub of a.objects.subtypes ?? []) idx.legendExempt.push({ controller: obj.controller, subtype: sub });
      }
      if ('players' in a) {
        for (const c of st.cant ?? []) if (typeof c === 'object' && 'cast' in c && c.cast.chosenName && obj.chosenName) idx.cantCastNames.push(obj.chosenName);
      }
    }
  }
  ctx.cache.statics = idx;
  return idx;
}

/** The interim reading of one static ability's gets / gains / can't for one affected object. */
function applyInterim(idx: StaticIndex, id: ObjectId, st: StaticSpec): void {
  const gets = st.gets && typeof st.gets.power === 'number' && typeof st.gets.toughness === 'number' ? st.gets as { power: number; toughness: number } : null;
  if (gets || st.gains?.length) (idx.gets[id] ??= []).push({ power: gets?.power ?? 0, toughness: gets?.toughness ?? 0, keywords: [...(st.gains ?? [])] });
  if (st.cant?.length) {
    (idx.cant[id] ??= []).push(...st.cant);
    if (st.cant.includes('attack') && st.cant.includes('block')) idx.cantAttackOrBlock[id] = true;
  }
}

const INTERIM_KEYS = new Set(['types', 'subtypes', 'controller', 'notSource']);

/**
 * Permanents an "objects" static reaches in the interim reading (Lord of Atlantis: "Other
 * Merfolk"): only filters on types, subtypes and controller are read; any other key leaves the
 * static unapplied rather than guessed.
 */
function interimMatches(ctx: Ctx, source: GameObject, f: ObjectFilter, other: boolean): ObjectId[] {
  if (Object.keys(f).some((k) => !INTERIM_KEYS.has(k)) || (f.zone ?? 'battlefield') !== 'battlefield') return [];
  const out: ObjectId[] = [];
  for (const id of ctx.s.battlefield) {
    const o = peek(ctx, id);
    if (!o || (other && id === source.id)) continue;
    const tl = parseTypeLine(defOf(ctx, o).typeLine);
    if (f.types && !f.types.some((t) => tl.types.includes(t))) continue;
    if (f.subtypes && !f.subtypes.some((t) => tl.subtypes.includes(t))) continue;
    if (f.controller === 'you' && o.controller !== source.controller) continue;
    if (f.controller === 'opponent' && o.controller === source.controller) continue;
    out.push(id);
  }
  return out;
}
