/**
 * Identifiers and names the whole engine shares: players, objects (CR 109, 400.7), cards,
 * zones (CR 400.1), steps (CR 500) and mana types (CR 106.1), with the two player helpers.
 */
export type PlayerId = 'p1' | 'p2';
export const PLAYERS: readonly PlayerId[] = ['p1', 'p2'];

/** A rules object's id (CR 109): fresh on every zone change (CR 400.7). Format `o<n>`. */
export type ObjectId = string;
/** A physical card's id, stable for the card's whole life. Format `c<n>`. */
export type CardId = string;
/** Something a reference, target or attachment can point at: an object id or a player id. */
export type EntityId = ObjectId | PlayerId;

/**
 * Zones (CR 400.1). `outside` is "outside the game" (CR 400.11a): not a zone, but a place.
 * `command` is the command zone (CR 408): planes, phenomena, schemes and vanguards (CR 408.3).
 */
export type ZoneName = 'library' | 'hand' | 'battlefield' | 'graveyard' | 'exile' | 'stack' | 'outside' | 'command';
/**
 * Zones each player has their own of. The command zone is shared (CR 400.1), like exile it is
 * kept per owner here, so each player's objects in it are listed with that player.
 */
export type PlayerZone = 'library' | 'hand' | 'graveyard' | 'exile' | 'outside' | 'command';
export const PLAYER_ZONES: readonly PlayerZone[] = ['library', 'hand', 'graveyard', 'exile', 'outside', 'command'];

/** Steps of a turn in order (CR 500); the main phases are single steps here. */
export const STEPS = [
  'untap',
  'upkeep',
  'draw',
  'main1',
  'beginCombat',
  'declareAttackers',
  'declareBlockers',
  'combatDamage',
  'endCombat',
  'main2',
  'end',
  'cleanup',
] as const;
/** One of {@link STEPS}. */
export type Step = (typeof STEPS)[number];

/** The five colours and colorless (CR 106.1). */
export type ManaType = 'W' | 'U' | 'B' | 'R' | 'G' | 'C';
export const COLORS: readonly ManaType[] = ['W', 'U', 'B', 'R', 'G'];
export const MANA_TYPES: readonly ManaType[] = ['W', 'U', 'B', 'R', 'G', 'C'];

/** Whether a string is a player id (`p1`, `p2`) rather than an object id. */
export function isPlayerId(x: string | null | undefined): x is PlayerId {
  return x === 'p1' || x === 'p2';
}

/** The other player of a two-player game. */
export function opponentOf(p: PlayerId): PlayerId {
  return p === 'p1' ? 'p2' : 'p1';
}
