/**
 * Umbra armor (CR 702.89a): "If enchanted permanent would be destroyed, instead remove all damage
 * marked on it and destroy this Aura." Checked by destroy.ts after indestructible, shield
 * counters and regeneration shields; with several Auras with umbra armor attached, the
 * permanent's controller would choose which applies (616.1): the engine uses the one attached
 * first (the lowest timestamp). Installs itself into destroy.ts's LAZY_DESTROY as it loads
 * (every-step.ts imports it; a card with the keyword makes its loader do so, steps-ready.ts).
 */
import { displayName, hasSubtype } from '../derived/characteristics';
import { keywordWith } from '../derived/keywords';
import { emit, liveObject, peek, type Ctx } from '../state/context';
import { RULE } from '../state/rules';
import type { GameObject } from '../state/types';
import { destroy, LAZY_DESTROY } from './destroy';

/** The Aura with umbra armor attached to `obj` first (the lowest timestamp), or null. */
function umbraArmorAura(ctx: Ctx, obj: GameObject): GameObject | null {
  let found: GameObject | null = null;
  for (const id of ctx.s.battlefield) {
    const a = peek(ctx, id);
    if (!a || a.attachedTo !== obj.id || !keywordWith(ctx, a, 'umbraArmor') || !hasSubtype(ctx, a, 'Aura')) continue;
    if (!found || a.timestamp < found.timestamp) found = a;
  }
  return found;
}

/** Applies umbra armor to `obj` about to be destroyed (`why`); whether an Aura's did. */
function applyUmbraArmor(ctx: Ctx, obj: GameObject, why: string): boolean {
  const umbra = umbraArmorAura(ctx, obj);
  if (!umbra) return false;
  const name = displayName(ctx, obj);
  const aura = displayName(ctx, umbra);
  emit(ctx, {
    type: 'ReplacementApplied',
    source: umbra.id,
    rule: RULE.umbraArmor,
    objects: [obj.id, umbra.id],
    cards: obj.cardId ? [obj.cardId] : [],
    text: `${name} would be destroyed (${why}), but ${aura}'s umbra armor applies instead: all damage is removed from ${name} and ${aura} is destroyed.`,
  });
  (liveObject(ctx, obj.id) as GameObject).damage = 0;
  destroy(ctx, umbra, `umbra armor saved ${name}`, RULE.umbraArmor);
  return true;
}

LAZY_DESTROY.umbraArmor = applyUmbraArmor;
