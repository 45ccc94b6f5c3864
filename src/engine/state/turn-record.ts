/**
 * What happened this turn that abilities ask about ("if a creature died this turn", "for each
 * creature that died this turn"). Kept in the turn's flags, which the next turn clears: one
 * flag `died:N` for the Nth creature that died (CR 700.4: put into a graveyard from the
 * battlefield) and `diedAs:<id>` for the object it was (its last-known information), and `attacked:<id>` for each creature declared as an attacker (CR 508.1: it
 * "attacked this turn"; a new object after a zone change has not, 400.7) and `attackedBy:<player>`
 * once a player declared an attacker ("if you attacked this turn"), and
 * `activated:<id>:<ability>:N` for the Nth activation of an ability (CR 602.5b), and
 * `dealt:<source>:<target>` once a source dealt damage to a player or permanent (CR 120.3:
 * "a creature dealt damage by ~ this turn", "if ~ dealt damage to an opponent this turn"), and
 * `loyalty:<id>` once a loyalty ability of the permanent was activated (CR 606.3), and
 * `drew:<player>:N` for a player's Nth card drawn (CR 121.2) and `cast:<player>:N` for their Nth
 * spell cast (CR 601.2i) ("your second card each turn", "your second spell each turn"), and
 * `gainedLife:<player>` once a player gained life (CR 119.3), with `lifeGained:<player>` and
 * `lifeLost:<player>` the life they gained and lost in all (numbers; 119.3), and `entered:<id>`
 * for each object that entered the battlefield (CR 400.7: the object it is now), and
 * `leftUnder:<player>` once a permanent left the battlefield under that player's control (revolt),
 * and `extraLands:<player>`: how many additional lands effects let them play this turn (305.2),
 * and `discarded:<id>` for a card discarded into a graveyard (the object it is there, 400.7; mayhem),
 * and `descended:<player>`: how many times a permanent card was put into that player's graveyard
 * from anywhere (descend: "if you descended this turn"), and `combatHitBy:<player>:<subtype>` /
 * `combatHitByCommander:<player>` once a source that player controlled dealt combat damage to a
 * player (prowl, freerunning; written by zones/combat-hits.ts, loaded with the cards that read it).
 * A scenario opened mid-turn knows only what happened after it opened.
 */
import type { Ctx } from './context';
import type { EntityId, ObjectId, PlayerId } from './types';

const diedKey = (n: number): string => `died:${n}`;

/** How many creatures died this turn (CR 700.4), tokens included. */
export function creaturesDiedThisTurn(ctx: Ctx): number {
  let n = 0;
  while (ctx.s.turnFlags[diedKey(n + 1)]) n++;
  return n;
}

/** Records that the object `id` was declared as an attacker by `player` (CR 508.1). */
export function noteAttacked(ctx: Ctx, id: ObjectId, player: PlayerId): void {
  ctx.s.turnFlags[`attacked:${id}`] = true;
  ctx.s.turnFlags[`attackedBy:${player}`] = true;
}

/** Records that `source` dealt damage to `target` (CR 120.3), after prevention. */
export function noteDamageDealt(ctx: Ctx, source: ObjectId, target: EntityId): void {
  ctx.s.turnFlags[`dealt:${source}:${target}`] = true;
}

/** Whether a source `player` controlled, with the subtype `type` (or a commander for null), dealt combat damage to a player this turn. */
export function combatHitByThisTurn(ctx: Ctx, player: PlayerId, type: string | null): boolean {
  return !!ctx.s.turnFlags[type === null ? `combatHitByCommander:${player}` : `combatHitBy:${player}:${type}`];
}

/** Records that `target` was dealt damage this turn, by any source (CR 120.3). */
export function noteDamaged(ctx: Ctx, target: EntityId): void {
  ctx.s.turnFlags[`damaged:${target}`] = true;
}

/** Whether `target` (a player, or an object as the object it is, CR 400.7) was dealt damage this turn. */
export function damagedThisTurn(ctx: Ctx, target: EntityId): boolean {
  return !!ctx.s.turnFlags[`damaged:${target}`];
}

/** Whether the object `id` entered the battlefield this turn ("~ entered this turn", CR 400.7). */
export function enteredThisTurn(ctx: Ctx, id: ObjectId): boolean {
  return !!ctx.s.turnFlags[`entered:${id}`];
}

/** Whether `source` dealt damage to `target` this turn (both the objects they were, CR 400.7). */
export function dealtDamageThisTurn(ctx: Ctx, source: ObjectId, target: EntityId): boolean {
  return !!ctx.s.turnFlags[`dealt:${source}:${target}`];
}

const activationsKey = (id: ObjectId, index: number, n: number): string => `activated:${id}:${index}:${n}`;

/** How many times ability `index` of the object `id` was activated this turn (CR 602.5b). */
export function activationsOf(ctx: Ctx, id: ObjectId, index: number): number {
  let n = 0;
  while (ctx.s.turnFlags[activationsKey(id, index, n + 1)]) n++;
  return n;
}

/** Records one activation of ability `index` of the object `id` this turn. */
export function noteActivationOf(ctx: Ctx, id: ObjectId, index: number): void {
  ctx.s.turnFlags[activationsKey(id, index, activationsOf(ctx, id, index) + 1)] = true;
}

/** Whether a loyalty ability of the object `id` was activated this turn (CR 606.3). */
export function loyaltyActivatedThisTurn(ctx: Ctx, id: ObjectId): boolean {
  return !!ctx.s.turnFlags[`loyalty:${id}`];
}

/** Records that a loyalty ability of the object `id` was activated (CR 606.3). */
export function noteLoyaltyActivation(ctx: Ctx, id: ObjectId): void {
  ctx.s.turnFlags[`loyalty:${id}`] = true;
}

/** Records that the creature `id` died (CR 700.4): its last-known information says what it was. */
export function noteCreatureDied(ctx: Ctx, id: ObjectId): void {
  ctx.s.turnFlags[diedKey(creaturesDiedThisTurn(ctx) + 1)] = true;
  ctx.s.turnFlags[`diedAs:${id}`] = true;
}

const drewKey = (p: PlayerId, n: number): string => `drew:${p}:${n}`;
const castKey = (p: PlayerId, n: number): string => `cast:${p}:${n}`;

/** How many cards `player` drew this turn (CR 121.2: one at a time). */
export function cardsDrawnThisTurn(ctx: Ctx, player: PlayerId): number {
  let n = 0;
  while (ctx.s.turnFlags[drewKey(player, n + 1)]) n++;
  return n;
}

/** Records that `player` drew a card (CR 121.1); call before the draw's event, so triggers see it counted. */
export function noteCardDrawn(ctx: Ctx, player: PlayerId): void {
  ctx.s.turnFlags[drewKey(player, cardsDrawnThisTurn(ctx, player) + 1)] = true;
}

/** How many spells `player` cast this turn (CR 601.2i). */
export function spellsCastThisTurn(ctx: Ctx, player: PlayerId): number {
  let n = 0;
  while (ctx.s.turnFlags[castKey(player, n + 1)]) n++;
  return n;
}

/** Records that `player` cast a spell (CR 601.2i); call before the cast's event, so triggers see it counted. */
export function noteSpellCast(ctx: Ctx, player: PlayerId): void {
  ctx.s.turnFlags[castKey(player, spellsCastThisTurn(ctx, player) + 1)] = true;
}

/**
 * Records a change of `player`'s life total by `delta` (CR 119.3): a gain (> 0, "if you gained
 * life this turn") or a loss (< 0), added to the turn's totals of each.
 */
export function noteLifeChanged(ctx: Ctx, player: PlayerId, delta: number): void {
  if (delta > 0) ctx.s.turnFlags[`gainedLife:${player}`] = true;
  const key = delta > 0 ? `lifeGained:${player}` : `lifeLost:${player}`;
  ctx.s.turnFlags[key] = lifeThisTurn(ctx, key) + Math.abs(delta);
}

function lifeThisTurn(ctx: Ctx, key: string): number {
  const n = ctx.s.turnFlags[key];
  return typeof n === 'number' ? n : 0;
}

/** How much life `player` lost this turn, in all (CR 119.3; damage causes loss, 120.3a): "if an opponent lost life this turn". */
export function lifeLostThisTurn(ctx: Ctx, player: PlayerId): number {
  return lifeThisTurn(ctx, `lifeLost:${player}`);
}

/** Records that a permanent left the battlefield under `player`'s control (CR 400.7; revolt). */
export function noteLeftBattlefield(ctx: Ctx, player: PlayerId): void {
  ctx.s.turnFlags[`leftUnder:${player}`] = true;
}

/** Records that the object `id` entered the battlefield (it is a new object, CR 400.7). */
export function noteEntered(ctx: Ctx, id: ObjectId): void {
  ctx.s.turnFlags[`entered:${id}`] = true;
}

/** Lets `player` play `n` more lands this turn ("You may play an additional land this turn", CR 305.2). */
export function noteExtraLandPlays(ctx: Ctx, player: PlayerId, n: number): void {
  ctx.s.turnFlags[`extraLands:${player}`] = extraLandsThisTurn(ctx, player) + n;
}

/** How many additional lands effects let `player` play this turn (CR 305.2). */
export function extraLandsThisTurn(ctx: Ctx, player: PlayerId): number {
  const n = ctx.s.turnFlags[`extraLands:${player}`];
  return typeof n === 'number' ? n : 0;
}

/**
 * Records that a permanent card was put into `player`'s graveyard from anywhere: they descended
 * (CR 700.11, "if you descended this turn"); tokens and copies are not cards (108.2, 111.1).
 */
export function noteDescended(ctx: Ctx, player: PlayerId): void {
  const k = `descended:${player}`;
  const n = ctx.s.turnFlags[k];
  ctx.s.turnFlags[k] = (typeof n === 'number' ? n : 0) + 1;
}

/** Records that the graveyard card `id` got there by being discarded (CR 701.9a). */
export function noteDiscarded(ctx: Ctx, id: ObjectId): void {
  ctx.s.turnFlags[`discarded:${id}`] = true;
}

/** Whether the graveyard card `id` was discarded this turn, as the object it is (CR 400.7; mayhem, 702.187b). */
export function discardedThisTurn(ctx: Ctx, id: ObjectId): boolean {
  return !!ctx.s.turnFlags[`discarded:${id}`];
}

/** The card types (CR 205.2a), one bit each in `castTypes`. */
export const CARD_TYPES = [
  'artifact',
  'battle',
  'creature',
  'enchantment',
  'instant',
  'kindred',
  'land',
  'planeswalker',
  'sorcery',
];
