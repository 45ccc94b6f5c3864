/**
 * Continuous effects from static abilities on the battlefield (CR 604, 611.3), gathered in one
 * pass so characteristic lookups stay O(1) on big boards. The index is cached on the context
 * and dropped whenever the board changes.
 */
import type { Keyword } from './card-def';
import { defOf, type Ctx } from './context';
import type { ObjectId, PlayerId } from './types';

export interface StaticIndex {
  /** Host object → bonuses from Auras attached to it (Rancor). */
  gets: Record<ObjectId, { power: number; toughness: number; keywords: Keyword[] }[]>;
  /** Objects that can't attack or block (Pacifism). */
  cantAttackOrBlock: Record<ObjectId, true>;
  /** "The legend rule doesn't apply to <subtype>s you control" (Spider-Verse). */
  legendExempt: { controller: PlayerId; subtype: string }[];
  /** Names of spells that can't be cast (Meddling Mage, CR 601.3). */
  cantCastNames: string[];
}

/** The static-ability index of the current board (cached on `ctx`). */
export function staticIndex(ctx: Ctx): StaticIndex {
  if (ctx.statics) return ctx.statics;
  const idx: StaticIndex = { gets: {}, cantAttackOrBlock: {}, legendExempt: [], cantCastNames: [] };
  for (const id of ctx.s.battlefield) {
    const obj = ctx.s.objects[id];
    if (!obj) continue;
    const def = defOf(ctx, obj);
    if (!def.statics) continue;
    for (const st of def.statics) {
      const host = obj.attachedTo;
      switch (st.kind) {
        case 'enchantedGets':
          if (host && ctx.s.objects[host]) {
            (idx.gets[host] ??= []).push({ power: st.power, toughness: st.toughness, keywords: st.keywords ?? [] });
          }
          break;
        case 'enchantedCantAttackOrBlock':
          if (host && ctx.s.objects[host]) idx.cantAttackOrBlock[host] = true;
          break;
        case 'legendRuleExempt':
          idx.legendExempt.push({ controller: obj.controller, subtype: st.subtype });
          break;
        case 'cantCastChosenName':
          if (obj.chosenName) idx.cantCastNames.push(obj.chosenName);
          break;
      }
    }
  }
  ctx.statics = idx;
  return idx;
}
