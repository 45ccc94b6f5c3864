/**
 * Names for people: players, objects (live or remembered), zones and steps, as the table, the
 * dialogs and the history labels write them.
 */
import type { CardRegistry, EntityId, GameState, PlayerId, Step, ZoneName } from '../engine';
import { objectNames } from '../scenario/refs';
import { getObject, getLki } from '../engine';

export function playerName(p: PlayerId): string {
  return p === 'p1' ? 'Player 1' : 'Player 2';
}

export function isPlayer(id: string | null | undefined): id is PlayerId {
  return id === 'p1' || id === 'p2';
}

/** The name of a live object, a stack ability, a player, or (failing those) of its last-known information. */
export function entityName(state: GameState, reg: CardRegistry, id: EntityId): string {
  if (isPlayer(id)) return playerName(id);
  const ability = state.abilities[id];
  if (ability) return `${ability.sourceName} ability`;
  const obj = getObject(state, id);
  if (obj) {
    if (obj.zone === 'stack' && obj.spell?.half) return obj.spell.half;
    // The first name is the card's full name (a split card's "Fire // Ice"); the rest are its halves.
    return objectNames(state, obj, (k) => reg.get(k))[0] ?? obj.def;
  }
  const lki = getLki(state, id);
  if (lki) return lki.names.length ? lki.names.join(' // ') : id; // a split card's names are its halves
  return id;
}

const ZONE_WORDS: Record<ZoneName, string> = {
  library: 'library',
  hand: 'hand',
  battlefield: 'battlefield',
  graveyard: 'graveyard',
  exile: 'exile',
  stack: 'stack',
  outside: 'sideboard',
  command: 'command zone',
};

export function zoneWord(zone: ZoneName): string {
  return ZONE_WORDS[zone];
}

/** "Player 2 graveyard", "battlefield", "stack". */
export function zoneName(zone: ZoneName, player: PlayerId): string {
  if (zone === 'battlefield' || zone === 'stack') return zoneWord(zone);
  return `${playerName(player)} ${zoneWord(zone)}`;
}

/** Where an object is, in words: "on the battlefield", "in Player 2 graveyard". */
export function whereIs(state: GameState, id: EntityId): string {
  if (isPlayer(id)) return '';
  const obj = getObject(state, id);
  if (!obj) return '';
  if (obj.zone === 'battlefield') return 'on the battlefield';
  if (obj.zone === 'stack') return 'on the stack';
  return `in ${zoneName(obj.zone, obj.zonePlayer)}`;
}

export const STEP_LABELS: Record<Step, string> = {
  untap: 'Untap',
  upkeep: 'Upkeep',
  draw: 'Draw',
  main1: 'Main 1',
  beginCombat: 'Begin combat',
  declareAttackers: 'Attackers',
  declareBlockers: 'Blockers',
  combatDamage: 'Damage',
  endCombat: 'End combat',
  main2: 'Main 2',
  end: 'End',
  cleanup: 'Cleanup',
};
