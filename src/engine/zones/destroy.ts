/**
 * Destroying a permanent (CR 701.8): moving it from the battlefield to its owner's graveyard,
 * unless it is indestructible (702.12b) or a regeneration shield replaces the destruction
 * (701.19a, 614.8): instead all damage is removed from it, it is tapped and removed from combat
 * (506.4). "It can't be regenerated" skips the shields (701.19c). Then umbra armor (702.89a): an
 * Aura with it attached to the permanent is destroyed instead and the permanent's damage removed.
 * Where several of these could apply, the permanent's controller would choose one (616.1): the
 * engine uses a shield counter, then a regeneration shield, then the Aura attached first. Destroy effects and the
 * state-based actions for lethal damage and deathtouch (704.5g–h) come here; sacrifice, the legend
 * rule and toughness 0 or less (704.5f) are not destruction and don't.
 */
import { displayName } from '../derived/characteristics';
import { keywordWith } from '../derived/keywords';
import { keywordWords } from '../derived/keyword-kinds';
import { emit, liveObject, type Ctx } from '../state/context';
import { RULE } from '../state/rules';
import type { GameObject, LkiSnapshot } from '../state/types';
import { moveObject } from './objects';
import { tap } from './permanents';
import { removeFromCombat } from './remove-from-combat';
import { useShieldCounter } from './shield-counters';

/**
 * Code that loads with the cards needing it (every-step.ts imports zones/umbra-armor.ts, which
 * installs it): `umbraArmor` applies umbra armor's replacement to `obj` about to be destroyed and
 * says whether it did (CR 702.89a). Not installed, no card in the game has umbra armor.
 */
export const LAZY_DESTROY: { umbraArmor?: (ctx: Ctx, obj: GameObject, why: string) => boolean } = {};

/** How a permanent is destroyed. */
export interface DestroyOptions {
  /** "It can't be regenerated" (CR 701.19c). */
  noRegenerate?: boolean;
  /** Last-known information taken before a simultaneous batch (state-based actions, CR 704.8). */
  lki?: LkiSnapshot;
}

/**
 * Destroys a permanent (CR 701.8). Returns whether it went to the graveyard: false when it was
 * not on the battlefield, is indestructible, or a shield counter, regeneration or umbra armor saved it.
 */
export function destroy(
  ctx: Ctx,
  obj: GameObject,
  why: string,
  rule: string = RULE.destroy,
  opts: DestroyOptions = {},
): boolean {
  if (obj.zone !== 'battlefield') return false;
  const name = displayName(ctx, obj);
  const cards = obj.cardId ? [obj.cardId] : [];
  const sturdy = keywordWith(ctx, obj, 'indestructible');
  if (sturdy) {
    emit(ctx, {
      type: 'Note',
      rule: RULE.indestructible,
      objects: [obj.id],
      cards,
      text: `${name} has ${keywordWords(sturdy)}: it isn't destroyed.`,
    });
    return false;
  }
  if (useShieldCounter(ctx, obj, `be destroyed (${why})`)) return false;
  const shield = ctx.s.shields.findIndex((s) => s.kind === 'regeneration' && s.object === obj.id);
  if (shield >= 0 && opts.noRegenerate) {
    emit(ctx, {
      type: 'Note',
      rule: RULE.cantBeRegenerated,
      objects: [obj.id],
      cards,
      text: `${name} can't be regenerated: its regeneration shield doesn't apply.`,
    });
  } else if (shield >= 0) {
    const used = ctx.s.shields[shield] as Extract<(typeof ctx.s.shields)[number], { kind: 'regeneration' }>;
    ctx.s.shields = ctx.s.shields.filter((_, i) => i !== shield);
    const live = liveObject(ctx, obj.id) as GameObject;
    emit(ctx, {
      type: 'ReplacementApplied',
      source: obj.id,
      rule: RULE.regenerate,
      objects: [obj.id],
      cards,
      text: `${name} would be destroyed (${why}), but it regenerates instead (shield from ${used.sourceName}): all damage is removed from it, it is tapped and removed from combat.`,
    });
    live.damage = 0;
    tap(ctx, live, false, 'by regeneration', RULE.regenerate);
    removeFromCombat(ctx, live.id, 'by regeneration');
    return false;
  }
  if (LAZY_DESTROY.umbraArmor?.(ctx, obj, why)) return false;
  moveObject(ctx, obj.id, 'graveyard', { rule, why, ...(opts.lki ? { lki: opts.lki } : {}) });
  return true;
}
