/**
 * Static abilities that let a player cast spells as though they had flash (CR 601.3, 702.8a):
 * "You may cast creature spells as though they had flash" (Sally Sparrow), "You may cast sorcery
 * spells and Dragon spells as though they had flash" (Whirlwing Stormbrood). Only the timing
 * changes (117.1a): the spell doesn't gain flash, and a card's own timing restriction ("Cast ~
 * only during combat") still applies. The spell is judged as the spell it would be: a split
 * card's half or an Adventure by its own characteristics (709.3, 715.3b), a modal double-faced
 * card by the face being cast (712.11b). The same permission from a resolved effect lasts for the
 * rest of the turn ("You may cast spells this turn as though they had flash", Alchemist's
 * Refuge), kept in the turn's record. This module loads with the cards that have such an ability
 * (../every-step.ts) and installs itself into ./cast-timing.ts.
 */
import { READER } from '../derived/characteristics';
import { staticCandidate } from '../derived/layers';
import { matchesSpellFilter } from '../derived/object-filter';
import { affectsPlayer, STATIC_PARTS } from '../derived/static-parts';
import { staticIndex } from '../derived/statics';
import { conditionHolds } from '../derived/static-values';
import type { ObjectFilter } from '../state/card-def';
import { peek, type Ctx } from '../state/context';
import type { GameObject, PlayerId } from '../state/types';
import { LAZY_FLASH } from './cast-timing';

/** `card` seen as the spell it would be when cast as `half` (its half's characteristics, CR 709.3). */
function asSpell(card: GameObject, half: string | null): GameObject {
  if (half === null) return card;
  return { ...card, zone: 'stack', spell: { ...(card.spell ?? {}), half } } as GameObject;
}

/** The turn flag of a permission for this turn (`flashThisTurn`): the player and the spells' filter. */
function flagPrefix(player: PlayerId): string {
  return `flashSpells:${player}:`;
}

/**
 * Lets `player` cast spells matching `spells` as though they had flash for the rest of this turn
 * ("You may cast creature spells this turn as though they had flash", CR 601.3): kept with the
 * turn's record, which ends with the turn.
 */
export function noteFlashThisTurn(ctx: Ctx, player: PlayerId, spells: ObjectFilter): void {
  ctx.s.turnFlags[`${flagPrefix(player)}${JSON.stringify(spells)}`] = true;
}

/** The filters of the spells `player` may cast as though they had flash this turn by resolved effects. */
function grantedThisTurn(ctx: Ctx, player: PlayerId): ObjectFilter[] {
  const prefix = flagPrefix(player);
  return Object.keys(ctx.s.turnFlags)
    .filter((k) => k.startsWith(prefix))
    .map((k) => JSON.parse(k.slice(prefix.length)) as ObjectFilter);
}

/**
 * Whether a static ability that applies to `player` now (its source on the battlefield, its
 * condition true, CR 611.3a), or an effect that resolved this turn, lets them cast `card` as
 * `half` as though it had flash.
 */
export function flashGranted(ctx: Ctx, player: PlayerId, card: GameObject, half: string | null): boolean {
  const thisTurn = grantedThisTurn(ctx, player);
  if (thisTurn.some((f) => matchesSpellFilter(ctx, READER, asSpell(card, half), f, player, null))) return true;
  const idx = staticIndex(ctx);
  if (!idx.uses.exempt) return false;
  for (const app of idx.players) {
    if (!app.spec.castAsThoughFlash || !peek(ctx, app.source)) continue;
    const k = staticCandidate(ctx, app);
    if (!affectsPlayer(app.spec, k.scope.you, player)) continue;
    if (app.spec.condition && !conditionHolds(ctx, READER, k.scope, app.spec.condition)) continue;
    const filters: ObjectFilter[] = [];
    STATIC_PARTS.castAsThoughFlash.collect(filters, app.spec.castAsThoughFlash);
    const spell = asSpell(card, half);
    if (filters.some((f) => matchesSpellFilter(ctx, READER, spell, f, k.scope.you, app.source))) return true;
  }
  return false;
}

LAZY_FLASH.granted = flashGranted;
