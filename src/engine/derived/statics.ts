/**
 * The board index: continuous effects from static abilities on the battlefield (CR 604, 611.3)
 * and the permanents whose abilities the engine must consult (triggered abilities, replacement
 * effects, mana abilities), gathered in one pass so that characteristic lookups, trigger
 * detection and state-based actions stay cheap on big boards. Cached on the context and
 * dropped whenever the battlefield changes.
 */
import type { Keyword } from '../state/card-def';
import { defOf, peek, type Ctx } from '../state/context';
import { classification, type Classification } from './board-cache';
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
    gets: {}, cantAttackOrBlock: {}, legendExempt: [], cantCastNames: [],
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
      if ('enchanted' in a && host && peek(ctx, host)) {
        if (st.gets && typeof st.gets.power === 'number' && typeof st.gets.toughness === 'number') {
          (idx.gets[host] ??= []).push({ power: st.gets.power, toughness: st.gets.toughness, keywords: (st.gains ?? []).filter((k): k is Keyword => typeof k === 'string') });
        }
        if (st.cant?.includes('attack') && st.cant.includes('block')) idx.cantAttackOrBlock[host] = true;
      }
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
