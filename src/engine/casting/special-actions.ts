/**
 * Special actions a card's own ability allows (CR 116.2): turning a face-down permanent face up
 * (morph, disguise; 116.2b, 702.37e), foretelling (702.143a), plotting (702.170a) and unlocking a
 * Room's locked door (116.2m). Their code
 * loads with the cards that have them (../every-step.ts installs ./special-action-table.ts), not
 * with the engine: the engine asks this registry, which knows none until then. A card with such a
 * cost makes its loader install them first (../steps-ready.ts), so a known option is never missed.
 */
import type { Ctx } from '../state/context';
import { ensure } from '../state/errors';
import { RULE } from '../state/rules';
import type { GameObject, ObjectId, PlayerId } from '../state/types';

/**
 * The kinds of special action a card's ability allows, `setInMotion`: setting a scheme in
 * motion by hand in sandbox mode (./set-in-motion.ts; CR 904.1), and `rollPlanarDie`: rolling the
 * planar die while a plane is face up (./planar-die.ts; CR 901.9), taken the same way.
 */
export type SpecialActionKind =
  'turnFaceUp' | 'foretell' | 'plot' | 'suspend' | 'setInMotion' | 'unlock' | 'rollPlanarDie';

/** One special action `player` could take with one object, before its cost is checked. */
export interface SpecialActionCandidate {
  object: ObjectId;
  kind: SpecialActionKind;
  /** The mana cost to pay, e.g. `{2}`. */
  cost: string;
  /**
   * Unlocking: the door (a Room's half, by name) to unlock (CR 709.5). Turning face up a
   * manifested card that also has morph: `'for its mana cost'` on the candidate that pays its
   * mana cost (CR 701.40b–c; the other pays its morph cost).
   */
  door?: string;
  /** Why it can't be taken now (timing, a pending decision), or null; mana is checked by the caller. */
  refusal: { reason: string; rule: string } | null;
}

/** What one kind of special action provides: its candidates and the action itself. */
export interface SpecialActionHandler {
  /** The candidates of this kind for `player` among `objects` (each is one `player` may reach). */
  candidates(ctx: Ctx, player: PlayerId, objects: readonly GameObject[]): SpecialActionCandidate[];
  /**
   * Takes the action. Throws IllegalActionError when it can't (the state is then untouched).
   * `door`: the candidate's (the door to unlock; the way to turn face up).
   */
  perform(ctx: Ctx, player: PlayerId, object: ObjectId, door?: string): void;
}

const installed = new Map<SpecialActionKind, SpecialActionHandler>();

/** Installs the special actions' handlers (../every-step.ts does, once). */
export function installSpecialActions(table: Record<SpecialActionKind, SpecialActionHandler>): void {
  for (const [kind, h] of Object.entries(table)) installed.set(kind as SpecialActionKind, h);
}

/** Whether the special actions are installed (../every-step.ts). */
export function specialActionsInstalled(): boolean {
  return installed.size > 0;
}

/** Every installed kind's candidates for `player` among `objects`. */
export function specialActionCandidates(
  ctx: Ctx,
  player: PlayerId,
  objects: readonly GameObject[],
): SpecialActionCandidate[] {
  return [...installed.values()].flatMap((h) => h.candidates(ctx, player, objects));
}

/** Takes a special action (CR 116.2); throws when its part of the engine is not loaded. */
export function performSpecialAction(
  ctx: Ctx,
  kind: SpecialActionKind,
  player: PlayerId,
  object: ObjectId,
  door?: string,
): void {
  const h = installed.get(kind);
  ensure(h, `"${kind}" can't be taken: its part of the rules engine is not loaded`, RULE.specialActionPriority);
  h.perform(ctx, player, object, door);
}
