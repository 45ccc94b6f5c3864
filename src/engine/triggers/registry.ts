/**
 * The installed trigger detectors (CR 603.2), and which kinds look at each engine event. The
 * engine starts with the core detectors (./core-detectors.ts); `installDetectors` adds the rest
 * of the trigger table when cards that may use it are loaded (../every-step.ts). A triggered
 * ability whose kind has no installed detector is refused with an error that says so, never
 * silently left untriggered: the action throws and the state it was given is untouched.
 */
import type { TriggerEvent } from '../state/card-def';
import type { EventType } from '../state/events';
import { CORE_DETECTORS } from './core-detectors';
import type { TriggerDetector, TriggerTable } from './watcher';

const installed: Partial<TriggerTable> = { ...CORE_DETECTORS };
let byEvent = indexByEvent();
let whole = false;

function indexByEvent(): Partial<Record<EventType, Set<TriggerEvent>>> {
  const out: Partial<Record<EventType, Set<TriggerEvent>>> = {};
  for (const [kind, d] of Object.entries(installed) as [TriggerEvent, TriggerDetector<TriggerEvent>][])
    for (const ev of d.events) (out[ev] ??= new Set()).add(kind);
  return out;
}

/** Adds detectors to the installed ones: the whole trigger table, when cards that use it load. */
export function installDetectors(table: TriggerTable): void {
  Object.assign(installed, table);
  byEvent = indexByEvent();
  whole = true;
}

/** True once the whole trigger table is installed: no triggered ability can lack its detector. */
export function everyDetectorInstalled(): boolean {
  return whole;
}

/** True if triggered abilities of kind `kind` can be detected now. */
export function detectorInstalled(kind: string): boolean {
  return Object.prototype.hasOwnProperty.call(installed, kind);
}

/** The installed kinds of trigger that look at engine events of type `ev`. */
export function kindsLookingAt(ev: EventType): ReadonlySet<TriggerEvent> | undefined {
  return byEvent[ev];
}

/**
 * The detector of `kind`. Throws if it is not installed (the cards that use it were not loaded
 * through a card source).
 */
export function detectorOf<E extends TriggerEvent>(kind: E): TriggerDetector<E> {
  const d = installed[kind] as TriggerDetector<E> | undefined;
  if (!d) throw new Error(`the trigger "${kind}" can't be watched for: its part of the rules engine is not loaded`);
  return d;
}
