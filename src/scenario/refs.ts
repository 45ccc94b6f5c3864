/**
 * Resolving a scenario's card references (REFs) to live engine object ids: a scenario id
 * (which names the physical card, so it follows the card across zone changes), a card name
 * (first match: the acting player's zones, then the other player's, then the stack), or
 * `{ name, zone, player }`. A split card matches either of its names or "A // B". An ability on
 * the stack is named after its source: "Spellweaver Volute ability" or "Spellweaver Volute
 * (ability)" (as the summary lists it), or `{ "name": "Spellweaver Volute", "zone": "stack" }`
 * after any spell of that name — so a script can target or counter it.
 */
import type { EntityId, GameObject, GameState, ObjectId, PlayerId, ZoneName } from '../engine';
import type { LoadedScenario } from './build';
import type { Ref } from './schema';
import { getObject, allObjects } from '../engine';

const ZONE_ORDER: ZoneName[] = ['battlefield', 'hand', 'graveyard', 'exile', 'library', 'outside', 'command'];

/**
 * Names an object answers to (its definition's name, split halves, or a proxy's name); a
 * double-faced card's face that is up first, then its other face (CR 712.8).
 */
export function objectNames(
  state: GameState,
  obj: GameObject,
  defName: (key: string) => { name: string; halves?: { name: string }[]; back?: { name: string } } | undefined,
): string[] {
  const proxy = state.proxies[obj.def];
  if (proxy) return [proxy.name];
  const def = defName(obj.def);
  if (!def) return [obj.def];
  if (def.back) return obj.backFaceUp ? [def.back.name, def.name] : [def.name, def.back.name];
  return [def.name, ...(def.halves?.map((h) => h.name) ?? [])];
}

function zoneIds(state: GameState, zone: ZoneName, player: PlayerId): ObjectId[] {
  if (zone === 'stack') return state.stack.filter((id) => getObject(state, id));
  if (zone === 'battlefield') return state.battlefield.filter((id) => getObject(state, id)?.controller === player);
  return state.players[player][zone as 'hand'] ?? [];
}

/** The source name an ability REF names: "X ability" or "X (ability)" → "X"; else null. */
export function abilitySourceName(ref: string): string | null {
  const m = /^(.+?) (?:\(ability\)|ability)$/i.exec(ref.trim());
  return m ? (m[1] as string) : null;
}

/**
 * Abilities on the stack (top first) that `name` names: "X ability" / "X (ability)", or just "X"
 * when the reference says `zone: "stack"`.
 */
function stackAbilities(state: GameState, name: string, onStack: boolean): ObjectId[] {
  const source = (abilitySourceName(name) ?? (onStack ? name : null))?.toLowerCase();
  if (!source) return [];
  return [...state.stack]
    .reverse()
    .filter((id) => Object.hasOwn(state.abilities, id) && state.abilities[id]?.sourceName.toLowerCase() === source);
}

export interface RefContext {
  state: GameState;
  loaded: LoadedScenario;
  defName: (key: string) => { name: string; halves?: { name: string }[] } | undefined;
}

/** The live object a scenario id names now, if any. */
export function objectForId(rc: RefContext, id: string): ObjectId | undefined {
  const card = rc.loaded.cardIds.get(id);
  if (card) return allObjects(rc.state).find((o) => o.cardId === card)?.id;
  const obj = rc.loaded.objectIds.get(id);
  return obj && getObject(rc.state, obj) ? obj : undefined;
}

/**
 * Which name matches to take first: a set of acceptable ids (e.g. a decision's candidates) or a
 * test (e.g. "can be cast now"); the first match passing it wins, else the first match.
 */
export type RefPreference = readonly EntityId[] | ((id: EntityId) => boolean);

/**
 * Resolves a REF (or a player, for targets) for `actor`. `prefer` narrows name matches to the
 * acceptable ones first (see {@link RefPreference}). Returns undefined if nothing matches.
 */
export function resolveRef(rc: RefContext, ref: Ref, actor: PlayerId, prefer?: RefPreference): EntityId | undefined {
  if (typeof ref === 'string') {
    if (ref === 'p1' || ref === 'p2') return ref;
    const byId = objectForId(rc, ref);
    if (byId) return byId;
    if (/^o\d+$/.test(ref) && getObject(rc.state, ref)) return ref;
  }
  const name = (typeof ref === 'string' ? ref : ref.name).toLowerCase();
  const players: PlayerId[] =
    typeof ref !== 'string' && ref.player ? [ref.player] : [actor, actor === 'p1' ? 'p2' : 'p1'];
  const zones: ZoneName[] =
    typeof ref !== 'string' && ref.zone ? [ref.zone === 'sideboard' ? 'outside' : ref.zone] : ZONE_ORDER;
  const matches: ObjectId[] = [];
  for (const p of players)
    for (const z of zones)
      for (const id of zoneIds(rc.state, z, p)) {
        const o = getObject(rc.state, id);
        if (!o) continue;
        const names = objectNames(rc.state, o, rc.defName).map((n) => n.toLowerCase());
        if (names.includes(name) || names.join(' // ') === name) matches.push(id);
      }
  if (typeof ref === 'string' || !ref.zone) {
    for (const id of [...rc.state.stack].reverse()) {
      const o = getObject(rc.state, id);
      if (o && objectNames(rc.state, o, rc.defName).some((n) => n.toLowerCase() === name)) matches.push(id);
    }
  }
  matches.push(
    ...stackAbilities(
      rc.state,
      typeof ref === 'string' ? ref : ref.name,
      typeof ref !== 'string' && ref.zone === 'stack',
    ),
  );
  if (prefer) {
    const ok = typeof prefer === 'function' ? prefer : (id: EntityId) => prefer.includes(id);
    const preferred = matches.find((m) => ok(m));
    if (preferred) return preferred;
  }
  return matches[0];
}
