/**
 * A player's commander's color identity (CR 903.4), for "Add one mana of any color in your
 * commander's color identity" (Command Tower): the colours of the mana symbols in the commander
 * card's mana cost and rules text — reminder text aside (903.4b) — and of its color indicator
 * (903.4), over all its faces and halves (903.4d); with two
 * commanders, both (903.4c). A player with no commander has none: the mana's type is undefined
 * and the ability adds nothing (903.4f, 106.5). Installed into ./mana.ts as this module loads
 * (../every-step.ts). A colour-defining ability ("~ is all colors", 604.3) is not read: no
 * legendary card of the pool has one.
 */
import type { CardDef } from '../state/card-def';
import { defByKey, type Ctx } from '../state/context';
import { allObjects } from '../state/object-table';
import { COLORS, type ManaType, type PlayerId } from '../state/types';
import { LAZY_PRODUCE } from './mana';

/** A coloured mana symbol's colours: {G}, hybrid {G/W}, {2/G}, Phyrexian {G/P}, colorless hybrid {C/W} (CR 107.4, 903.4). */
const SYMBOL = /\{(?:[2C]\/)?([WUBRG])(?:\/([WUBRG]))?(?:\/P)?\}/g;

/** The colours one face or half adds to a card's identity. */
function faceColors(
  face: { manaCost?: string; oracle?: string; colors?: readonly ManaType[] },
  out: Set<ManaType>,
): void {
  const rules = (face.oracle ?? '').replace(/\([^()]*\)/g, '');
  for (const text of [face.manaCost ?? '', rules])
    for (const m of text.matchAll(SYMBOL)) for (const c of m.slice(1)) if (c) out.add(c as ManaType);
  for (const c of face.colors ?? []) if (c !== 'C') out.add(c);
}

/** Adds the colours of a card's color identity (CR 903.4), over its faces and halves (903.4d), to `out`. */
export function identityOf(def: CardDef, out: Set<ManaType>): void {
  faceColors(def, out);
  for (const half of def.halves ?? []) faceColors(half, out);
  if (def.adventure) faceColors(def.adventure, out);
  if (def.back) identityOf(def.back, out);
}

/** The colours of the identity of the commanders `player` owns, in WUBRG order (none without one). */
function commanderColors(ctx: Ctx, player: PlayerId): readonly ManaType[] {
  const cards = ctx.s.commanders;
  if (!cards?.length) return [];
  const out = new Set<ManaType>();
  const seen = new Set<string>();
  for (const o of allObjects(ctx.s)) {
    if (!o.cardId || !cards.includes(o.cardId) || o.owner !== player || seen.has(o.cardId)) continue;
    seen.add(o.cardId);
    identityOf(defByKey(ctx, o.def), out);
  }
  return COLORS.filter((c) => out.has(c));
}

LAZY_PRODUCE.commanderColors = commanderColors;
