/**
 * Last-known-information ghosts (DESIGN: "a ghost of the remembered object appears beside the
 * stack item, labelled with the rule"): every LkiUsed event of the history shown so far whose
 * stack item is still on the stack. Derived from the history, so undo and scrubbing show
 * exactly the ghosts of that moment, and a ghost is gone once its item has resolved.
 */
import type { GameEvent, GameState, LkiSnapshot, ObjectId } from '../engine';
import type { HistoryEntry } from './history';

export interface LkiGhost {
  /** Stable key: the remembered object and the item that used it. */
  key: string;
  /** The stack item (spell or ability) that used the information. */
  forObject: ObjectId;
  /** The object id the snapshot was taken of (gone now). */
  objectId: ObjectId;
  snapshot: LkiSnapshot;
  /** Why it was used, in the engine's words. */
  purpose: string;
  rule: string;
}

type LkiUsed = Extract<GameEvent, { type: 'LkiUsed' }>;

/** The LkiUsed events of one step, by its (immutable) events list: the log is scanned once per step, not once per render. */
const lkiUsedOf = new WeakMap<readonly GameEvent[], LkiUsed[]>();

function lkiUsed(events: readonly GameEvent[]): LkiUsed[] {
  let list = lkiUsedOf.get(events);
  if (!list) {
    list = events.filter((ev): ev is LkiUsed => ev.type === 'LkiUsed');
    lkiUsedOf.set(events, list);
  }
  return list;
}

export function lkiGhosts(entries: readonly HistoryEntry[], state: GameState): LkiGhost[] {
  if (!state.stack.length) return [];
  const onStack = new Set(state.stack);
  const ghosts = new Map<string, LkiGhost>();
  for (const entry of entries) {
    for (const ev of lkiUsed(entry.events)) {
      if (!ev.forObject || !onStack.has(ev.forObject)) continue;
      const key = `${ev.objectId}@${ev.forObject}`;
      if (!ghosts.has(key)) {
        ghosts.set(key, {
          key,
          forObject: ev.forObject,
          objectId: ev.objectId,
          snapshot: ev.snapshot,
          purpose: ev.purpose,
          rule: ev.rule,
        });
      }
    }
  }
  return [...ghosts.values()];
}
