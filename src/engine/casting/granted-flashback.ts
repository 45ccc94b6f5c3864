/**
 * Flashback an effect gives a card in a graveyard (CR 702.34a): "Target instant or sorcery card
 * in your graveyard gains flashback until end of turn. The flashback cost is equal to its mana
 * cost." (Snapcaster Mage, Past in Flames). The effect affects only the object it named as it
 * began (611.2c): a card that leaves the graveyard is a new object without it (400.7), and it
 * ends in the cleanup step (514.2). While it lasts the card's definition, as the engine reads
 * it wherever it lists ways to cast (casting/cast-options.ts, legal.ts), has a flashback cost
 * with no mana of its own: the card's mana cost, or the mana cost of the half cast for a split
 * card (709.3b), is paid; a card with no mana cost can't be cast so (118.6). Cast so, the card is
 * exiled as it leaves the stack (zones/stack.ts). Installed by every-step.ts as this module
 * loads, with the cards that give flashback.
 */
import type { CardDef } from '../state/card-def';
import { GRAVEYARD_GRANTS, type Ctx } from '../state/context';
import type { GameObject } from '../state/types';

const withFlashback = new WeakMap<CardDef, CardDef>();

/** Whether a definition is an instant or sorcery card's (each half's, for a split card): no permanent spell. */
function instantOrSorcery(def: CardDef): boolean {
  const lines = def.halves ? def.halves.map((h) => h.typeLine) : [def.typeLine];
  return lines.every(
    (l) => /\b(instant|sorcery)\b/i.test(l) && !/\b(creature|artifact|enchantment|land|planeswalker|battle)\b/i.test(l),
  );
}

/** `def` as the card `obj` in a graveyard has it while an effect gives it flashback. */
function grantedFlashbackDef(ctx: Ctx, obj: GameObject, def: CardDef): CardDef {
  if (!ctx.s.effects.length || obj.backFaceUp) return def;
  if (!ctx.s.effects.some((e) => e.flashback && e.object === obj.id)) return def;
  // A printed flashback stays the one it is cast with (its own cost, CR 702.34a).
  if (def.altCosts?.some((a) => a.kind === 'flashback') || !instantOrSorcery(def)) return def;
  if (!def.halves && def.manaCost === '') return def;
  let granted = withFlashback.get(def);
  if (!granted) {
    granted = { ...def, altCosts: [...(def.altCosts ?? []), { kind: 'flashback' }] };
    withFlashback.set(def, granted);
  }
  return granted;
}

GRAVEYARD_GRANTS.def = grantedFlashbackDef;
