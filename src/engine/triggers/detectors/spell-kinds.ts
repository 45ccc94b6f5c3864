/**
 * The kinds of spell a cast trigger may ask for beyond its filter (./spell-cast.ts): "a kicked
 * spell" (its kicker, or its multikicker at least once, was paid: CR 702.33c–d) and "a spell with
 * {X} in its mana cost" (CR 107.3); "a creature spell that has an Adventure" (715.2); "a spell with cascade" (702.85a); "your first instant or sorcery spell each turn" (../first-time.ts). Installed into the spell-cast detector as this module loads,
 * with the whole trigger table (../table.ts).
 */
import { castHalf } from '../../derived/printed';
import { defOf, type Ctx } from '../../state/context';
import { parseManaCost } from '../../state/mana-cost';
import type { GameObject } from '../../state/types';
import { firstOfKind } from '../first-time';
import { SPELL_KINDS } from './spell-cast';

/** Whether its kicker, or its multikicker at least once, was paid as it was cast (CR 702.33c–d). */
function wasKicked(ctx: Ctx, spell: GameObject): boolean {
  const info = spell.spell;
  if (!info) return false;
  if (info.kicked) return true;
  const multi = defOf(ctx, spell).additionalCosts?.some((c) => c.kind === 'copies' && c.keyword === 'multikicker');
  return !!info.copyCostPaid && !!multi;
}

/** Whether the spell's mana cost (its cast half's, CR 709.3) has {X} (CR 107.3); a face-down spell has none (708.2). */
function xInManaCost(ctx: Ctx, spell: GameObject): boolean {
  if (spell.faceDown) return false;
  const def = defOf(ctx, spell);
  const half = castHalf(def, spell);
  return parseManaCost(half ? half.manaCost : def.manaCost).xCount > 0;
}

/**
 * Whether the spell's card has an Adventure (CR 715.2): an adventurer card, not an Omen or prepare
 * card read the same way (../../../cards/oracle/adventure.ts); a face-down spell has no text (708.2).
 */
function hasAdventure(ctx: Ctx, spell: GameObject): boolean {
  const half = spell.faceDown ? undefined : defOf(ctx, spell).adventure;
  return !!half && !half.omen && !half.prepare;
}

/**
 * Whether the spell has cascade (CR 702.85a): its definition's own cascade trigger, not when cast
 * as a half (709.3a) or face down (708.2). Nothing grants cascade to a spell here.
 */
function hasCascade(ctx: Ctx, spell: GameObject): boolean {
  const def = defOf(ctx, spell);
  if (spell.faceDown || castHalf(def, spell)) return false;
  return !!def.triggered?.some((t) => t.on.event === 'spellCast' && t.steps.some((s) => s.do === 'cascade'));
}

SPELL_KINDS.matches = (ctx, spec, spell) =>
  (!spec.kickedSpell || wasKicked(ctx, spell)) &&
  (!spec.xInCost || xInManaCost(ctx, spell)) &&
  (!spec.firstOfKind || firstOfKind(ctx, spell.controller, spec.spell ?? {})) &&
  (!spec.hasAdventure || hasAdventure(ctx, spell)) &&
  (!spec.withCascade || hasCascade(ctx, spell));

SPELL_KINDS.castOnly = (spec) =>
  !!(spec.kickedSpell || spec.xInCost || spec.firstOfKind || spec.hasAdventure || spec.withCascade);
