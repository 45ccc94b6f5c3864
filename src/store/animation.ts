/**
 * Events drive animation (STYLE: "a small pure function turns new events into ordered animation
 * steps"). The table animates cards by their physical card id (or object id for copies and
 * tokens) with layout animations; these cues add what a layout move alone can't say: an Aura
 * falling off its host, an Aura attaching to a new host, a copy appearing beside its original,
 * a copy or token ceasing to exist. Undo, redo, scrubbing and loading produce no cues: they jump.
 */
import type { GameEvent, GameState } from '../engine';
import { getObject, getLki } from '../engine';

export type CueKind = 'attached' | 'fellOff' | 'copyAppeared' | 'ceased' | 'tapped' | 'lki';

export interface Cue {
  kind: CueKind;
  /** Animation key of the card concerned: its card id, else its object id. */
  key: string;
  /** For `copyAppeared`: the animation key of the original, to appear beside it. */
  near?: string;
  /** Order of the cue within the action (cues play in order, staggered by the table). */
  order: number;
}

/** The animation key of an object: its physical card id, else its object id. */
export function animKey(state: GameState, id: string): string {
  const obj = getObject(state, id) ?? getLki(state, id)?.object;
  return obj?.cardId ?? id;
}

/** Cues for the events of one action; `before` and `after` are the states around it. */
export function cuesFor(events: readonly GameEvent[], before: GameState, after: GameState): Cue[] {
  const cues: Cue[] = [];
  const keyIn = (id: string) => (getObject(after, id) || getLki(after, id) ? animKey(after, id) : animKey(before, id));
  for (const ev of events) {
    const order = cues.length;
    switch (ev.type) {
      case 'AuraAttached':
        cues.push({ kind: 'attached', key: ev.auraCard ?? keyIn(ev.aura), order });
        break;
      case 'AuraUnattached':
        cues.push({ kind: 'fellOff', key: ev.auraCard ?? keyIn(ev.aura), order });
        break;
      case 'CopyCreated':
        cues.push({ kind: 'copyAppeared', key: ev.objectId, near: keyIn(ev.of), order });
        break;
      case 'CeasedToExist':
        cues.push({ kind: 'ceased', key: ev.objectId, order });
        break;
      case 'LkiUsed':
        cues.push({ kind: 'lki', key: `${ev.objectId}@${ev.forObject ?? ''}`, order });
        break;
      default:
        break;
    }
  }
  return cues;
}
