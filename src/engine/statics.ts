/**
 * The board index: continuous effects from static abilities on the battlefield (CR 604, 611.3)
 * and the permanents whose abilities the engine must consult (triggered abilities, replacement
 * effects, mana abilities), gathered in one pass so that characteristic lookups, trigger
 * detection and state-based actions stay cheap on big boards. Cached on the context and
 * dropped whenever the battlefield changes.
 */
import type { CardDef, Keyword } from './card-def';
import { defOf, peek, type Ctx } from './context';
import { classification, type Classification } from './board-cache';
import { parseTypeLine } from './type-line';
import type { ObjectId, PlayerId } from './types';

/** What a definition can do, computed once per definition. */
export interface DefFlags {
  creature: boolean;
  land: boolean;
  legendary: boolean;
  aura: boolean;
  equipment: boolean;
  triggered: boolean;
  replacements: boolean;
  statics: boolean;
  mana: boolean;
  /** The type line is unknown (a proxy without one). */
  untyped: boolean;
}

const flagCache = new WeakMap<CardDef, DefFlags>();

/** Flags of a definition (cached by definition identity). */
export function defFlags(def: CardDef): DefFlags {
  let f = flagCache.get(def);
  if (!f) {
    const tl = parseTypeLine(def.typeLine);
    f = {
      creature: tl.types.includes('creature'), land: tl.types.includes('land'),
      legendary: tl.supertypes.includes('legendary'), aura: tl.subtypes.includes('Aura'),
      equipment: tl.subtypes.includes('Equipment'), triggered: !!def.triggered?.length,
      replacements: !!def.replacements?.length, statics: !!def.statics?.length,
      mana: !!def.activated?.some((a) => a.mana && !a.targets?.length), untyped: !def.typeLine,
    };
    flagCache.set(def, f);
  }
  return f;
}

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
  if (ctx.statics) return ctx.statics;
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
      switch (st.kind) {
        case 'enchantedGets':
          if (host && peek(ctx, host)) {
            (idx.gets[host] ??= []).push({ power: st.power, toughness: st.toughness, keywords: st.keywords ?? [] });
          }
          break;
        case 'enchantedCantAttackOrBlock':
          if (host && peek(ctx, host)) idx.cantAttackOrBlock[host] = true;
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
