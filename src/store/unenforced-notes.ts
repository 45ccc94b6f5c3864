/**
 * The log's notes about text the engine does not enforce (DESIGN "Real cards": "the log says
 * when an unenforced ability's card was involved"): when a card with abilities left as text is
 * cast, played, put onto the battlefield, or attacks or blocks, its log line says so, so nobody
 * mistakes what the engine did for everything the card does.
 */
import type { CardRegistry, GameEvent, GameState, ObjectId } from '../engine';
import { getLki, getObject } from '../engine';
import { enforcementOf } from '../scenario/object-view';

/** The objects an event puts in play or into combat. */
function involved(ev: GameEvent): ObjectId[] {
  switch (ev.type) {
    case 'SpellCast':
    case 'LandPlayed':
      return [ev.objectId];
    case 'ZoneChanged':
      // From the stack it is a spell resolving: its cast already had the note.
      return ev.to.zone === 'battlefield' && ev.from.zone !== 'stack' ? [ev.to.objectId] : [];
    case 'AttackersDeclared':
      return ev.attackers;
    case 'BlockersDeclared':
      return Object.keys(ev.blockers);
    default:
      return [];
  }
}

/**
 * The note for `ev` (read against a state at or after it, whose registry is `reg`): e.g.
 * `Aura Gnarlid: 2 abilities are text only, not enforced (see the card detail)`, or null when
 * every card involved is enforced in full.
 */
export function unenforcedNote(ev: GameEvent, state: GameState, reg: CardRegistry): string | null {
  const parts: string[] = [];
  for (const id of involved(ev)) {
    const obj = getObject(state, id) ?? getLki(state, id)?.object;
    if (!obj) continue;
    const e = enforcementOf(state.proxies, reg, obj);
    if (e.status !== 'partial' && e.status !== 'none') continue;
    const n = e.unenforced.length;
    const name = reg.get(obj.def)?.name ?? obj.def;
    const part = `${name}: ${n} abilit${n === 1 ? 'y is' : 'ies are'} text only, not enforced`;
    if (n > 0 && !parts.includes(part)) parts.push(part);
  }
  return parts.length ? `${parts.join('; ')} (see the card detail)` : null;
}
