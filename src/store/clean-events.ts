/**
 * Events as the store keeps them: plain data that can be read at any later time.
 *
 * Defensive: an engine version once emitted LkiUsed with `snapshot` still a reference into the
 * immer draft of the action, revoked once `perform` returned (reading it threw "Cannot perform
 * 'get' on a proxy that has been revoked"). The same snapshot is stored in the new state's
 * `lki` under the event's `objectId`, so it is taken from there. Any other event that can't be
 * read as plain data is reduced to its common fields, so the log and the history never break.
 */
import type { GameEvent, GameState } from '../engine';
import { getLki } from '../engine';

function readable(ev: GameEvent): boolean {
  try {
    JSON.stringify(ev);
    return true;
  } catch {
    return false;
  }
}

export function cleanEvents(events: readonly GameEvent[], after: GameState): GameEvent[] {
  return events.map((ev): GameEvent => {
    if (ev.type === 'LkiUsed') {
      const snapshot = getLki(after, ev.objectId);
      const { type, objectId, purpose, forObject, rule, text, objects, cards } = ev;
      return snapshot
        ? { type, objectId, purpose, forObject, rule, text, objects: [...objects], cards: [...cards], snapshot }
        : { type: 'Note', rule, text, objects: [...objects], cards: [...cards] };
    }
    if (readable(ev)) return ev;
    let type: string, rule: string, text: string;
    try {
      ({ type, rule, text } = ev);
    } catch {
      return { type: 'Note', rule: '', text: '(an event that could not be read)', objects: [], cards: [] };
    }
    return { type: 'Note', rule, text: `${text} (${type})`, objects: [], cards: [] };
  });
}
