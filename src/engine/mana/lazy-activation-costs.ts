/**
 * The activation costs whose code loads with the cards that have them (CR 602.2b): crew's
 * (./crew-cost.ts, CR 702.122a: tapping untapped creatures with total power N or greater) and
 * exert's (./exert-cost.ts, CR 701.43a) the parts whose number is X (./x-costs.ts, CR 107.3, 601.2b) and removing counters of any kind
 * (./any-counter-cost.ts, 122.1) and revealing a card from the hand (./reveal-cost.ts, 701.20a)
 * and collecting evidence (./evidence-cost.ts, 701.59a) and blighting (./blight-cost.ts), and
 * sacrificing or unattaching the permanent that gives the ability (./grantor-cost.ts).
 * ../every-step.ts installs it; a card with such a cost makes its loader install it first
 * (../steps-ready.ts), so the engine never finds it missing; if it did, the action is refused
 * with a clear error and the state stays as it was.
 */
import type { CostSpec } from '../state/card-def';
import type { Ctx } from '../state/context';
import type { Asking } from '../state/decisions';
import { ensure } from '../state/errors';
import { RULE } from '../state/rules';
import type { ManaCost } from '../state/mana-cost';
import type { GameObject, ObjectId, PlayerId } from '../state/types';

/** Why a part of `cost` can't be paid by `player` for `obj` now (CR 118.3), or null. */
type PartRefusal = (
  ctx: Ctx,
  obj: GameObject,
  cost: CostSpec,
  player: PlayerId,
) => { reason: string; rule: string } | null;

/** Pays a part of `cost` for `obj` (asking `player` when it is a choice); 'wait' while asked. */
type PartPayment = (
  ctx: Ctx,
  t: Asking & { auto?: boolean },
  obj: GameObject,
  cost: CostSpec,
  player: PlayerId,
) => 'done' | 'wait';

/** What the lazily loaded activation costs' code provides to paying a cost (./costs.ts). */
export interface LazyActivationCosts {
  /** Why crew N can't be paid by `player` now (CR 702.122a), or null. */
  crewRefusal(ctx: Ctx, cost: CostSpec, player: PlayerId, source: ObjectId): { reason: string; rule: string } | null;
  /**
   * Pays crew N (the chosen untapped creatures with total power N or greater become tapped), then
   * exerts the source if the cost says so (CR 701.43a).
   */
  payLazy: PartPayment;
  /** `cost` with its X parts (`costX`) paying `x` (./x-costs.ts). */
  withCostX(cost: CostSpec, x: number): CostSpec;
  /** The greatest X, up to `cap`, `player` could pay `cost` with now (CR 118.3, 601.2b). */
  maxCostX(ctx: Ctx, obj: GameObject, cost: CostSpec, player: PlayerId, cap: number): number;
  /** Why "Remove a counter from …" (any kind) can't be paid now (./any-counter-cost.ts), or null. */
  anyCounterRefusal: PartRefusal;
  /** Pays "Remove a counter from …" (any kind), asking the permanent and the kinds. */
  payAnyCounter: PartPayment;
  /** Why "Reveal a … card from your hand" can't be paid now (./reveal-cost.ts), or null. */
  revealRefusal: PartRefusal;
  /** Reveals the chosen card from the hand. */
  payReveal: PartPayment;
  /** Why blight N can't be paid now (./blight-cost.ts), or null. */
  blightRefusal: PartRefusal;
  /** Blights N: puts the -1/-1 counters on the creature chosen (./blight-cost.ts). */
  payBlight: PartPayment;
  /** Why sacrificing or unattaching the permanent that gives the ability can't be paid now (./grantor-cost.ts), or null. */
  grantorRefusal: PartRefusal;
  /** Sacrifices or unattaches the permanent that gives the ability (CR 701.21a, 701.3d). */
  payGrantor: PartPayment;
  /** Why collect evidence N can't be paid now (./evidence-cost.ts, CR 701.59a), or null. */
  evidenceRefusal: PartRefusal;
  /** Collects evidence N: exiles the chosen cards of the graveyard (CR 701.59a). */
  payEvidence: PartPayment;
  /** The least mana a waterbend cost may leave to pay now (./waterbend-cost.ts, CR 701.67a). */
  waterbendLeast(ctx: Ctx, obj: GameObject, cost: CostSpec, player: PlayerId, mana: ManaCost): ManaCost;
  /** Taps the artifacts and creatures chosen to waterbend; the mana left to pay, or 'wait'. */
  payWaterbend(
    ctx: Ctx,
    t: Asking & { auto?: boolean; waterbent?: ObjectId[] },
    obj: GameObject,
    cost: CostSpec,
    player: PlayerId,
    mana: ManaCost,
  ): ManaCost | 'wait';
}

let installed: LazyActivationCosts | null = null;

/** Installs the lazily loaded activation costs' code (../every-step.ts does, once). */
export function installActivationCosts(code: LazyActivationCosts): void {
  installed = code;
}

/** Whether the lazily loaded activation costs' code is installed. */
export function activationCostsInstalled(): boolean {
  return installed !== null;
}

/**
 * The lazily loaded activation costs' code, for a cost of `kind` ("crew"). Throws
 * IllegalActionError when it is not loaded (the activation is then refused whole, CR 602.2).
 */
export function activationCosts(kind: string): LazyActivationCosts {
  ensure(installed, `the ${kind} cost can't be paid: its part of the rules engine is not loaded`, RULE.activateCost);
  return installed;
}
