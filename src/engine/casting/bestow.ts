/**
 * Bestow (CR 702.103): "Bestow [cost]" lets a creature card be cast for [cost] as a bestowed Aura
 * spell with enchant creature, not a creature spell (702.103b); the permanent it becomes stays an
 * Aura while attached. Loaded with the cards that have it (./cost-keywords.ts). The rest is where
 * the rules act: casting marks the spell bestowed (./cast.ts), a bestowed spell whose target is
 * illegal resolves as a creature (702.103e, ../resolution/resolve.ts), and a bestowed Aura
 * unattached ceases to be bestowed instead of going to the graveyard (702.103f, ../sba).
 */
import type { CardDef } from '../state/card-def';
import type { Ctx } from '../state/context';
import { RULE } from '../state/rules';
import type { GameObject, PlayerId } from '../state/types';
import { spellAbilityOf, targetsAvailable, type CastRefusal } from './cast-options';

const bestowed = new WeakMap<CardDef, CardDef>();

/**
 * A bestowed object's characteristics (CR 702.103b): an Aura enchantment with enchant creature,
 * without the creature type and so without creature subtypes (205.1b); its supertypes, abilities
 * and printed power and toughness stay (a noncreature has none in play, 208.3). Cached per
 * definition, so every read of the same card gets the same definition.
 */
export function bestowedDef(def: CardDef): CardDef {
  let b = bestowed.get(def);
  if (!b) {
    const supertypesAndTypes = (def.typeLine.split(' — ')[0] ?? '').replace(/\s*\bCreature\b/, '');
    b = {
      ...def,
      typeLine: `${supertypesAndTypes} — Aura`,
      enchant: { objects: { types: ['creature'] } },
    };
    bestowed.set(def, b);
  }
  return b;
}

/**
 * Why `obj` can't be cast for its bestow cost by `player` now, or null: the bestowed Aura spell
 * targets a creature it could enchant (CR 702.103b, 303.4a, 601.2c), and there is none.
 */
export function bestowRefusal(ctx: Ctx, def: CardDef, obj: GameObject, player: PlayerId): CastRefusal | null {
  return targetsAvailable(ctx, spellAbilityOf(bestowedDef(def), null), player, obj)
    ? null
    : { reason: 'cast for its bestow cost, it needs a creature to target', rule: RULE.bestow };
}
