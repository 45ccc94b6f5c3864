/**
 * The parts of casting that only some keywords' costs need (CR 118.8 additional costs, 118.9
 * alternative costs): announcing a replicate, squad, casualty or conspire cost (./copy-costs.ts),
 * the graveyard keywords' refusals and discards (./graveyard-casts.ts), bestow's Aura (./bestow.ts), sneak's and web-slinging's returned creature (./return-cost.ts), buyback's and offspring's
 * announcement (./optional-costs.ts), the discards and sacrifice of casting (./cast-discards.ts), splice (./splice.ts), and dash's,
 * blitz's and warp's end-step ability (../resolution/alt-cost-enter.ts). Their code loads with the
 * cards that have them (../every-step.ts installs it), not with the engine: a card with such a
 * cost makes its loader install them first (../steps-ready.ts), so the engine never finds them
 * missing; if it did, the action is refused with a clear error and the state stays as it was.
 */
import type { Ctx } from '../state/context';
import { ensure } from '../state/errors';
import { RULE } from '../state/rules';
import type { GameObject, ObjectId, PlayerId } from '../state/types';
import type { AdditionalCost, AltCost, CardDef, CostSpec, RememberedAltCost, SpellSpec } from '../state/card-def';
import type { Asking } from '../state/decisions';
import type { ManaCost } from '../state/mana-cost';
import type { CastRefusal } from './cast-options';
import type { CastTask } from './cast';
import type { ExtraChoice } from './extra-costs';

/** A replicate, squad, casualty or conspire cost (CR 702.56a, 702.157a, 702.153a, 702.78a). */
export type CopyCost = Extract<AdditionalCost, { kind: 'copies' }>;

/** The spell's replicate, squad, casualty or conspire cost, if it has one. */
export function copyCostOf(def: CardDef): CopyCost | undefined {
  const c = def.additionalCosts?.find((a) => a.kind === 'copies');
  return c?.kind === 'copies' ? c : undefined;
}

/** What the keyword costs' code provides to casting and resolving. */
export interface CostKeywordRules {
  /** Casualty's sacrifice or conspire's tapping as a cost to pay (702.153a, 702.78a), or null. */
  copyCostSpec(ctx: Ctx, c: CopyCost | undefined, spell: GameObject): CostSpec | null;
  /** Why a mayhem, retrace or jump-start cost can't be used for `obj` now (702.187b, 702.81a, 702.133a), or null. */
  graveyardCastRefusal(ctx: Ctx, a: AltCost, obj: GameObject, player: PlayerId): CastRefusal | null;
  /** The cards of `player`'s hand a retrace (a land card) or jump-start (any card) cast could discard. */
  discardable(ctx: Ctx, player: PlayerId, need: { land: boolean }): ObjectId[];
  /** Creates dash's, blitz's or warp's delayed ability for a permanent that just entered (702.109a, 702.152a, 702.185a). */
  setUpAltCostEndStep(ctx: Ctx, permanent: GameObject, paid: RememberedAltCost): void;
  /** Why `obj` can't be cast bestowed by `player` now (no creature to target, 702.103b), or null. */
  bestowRefusal(ctx: Ctx, def: CardDef, obj: GameObject, player: PlayerId): CastRefusal | null;
  /** CR 601.2h: pays retrace's or jump-start's discard and an additional cost's sacrifice or discard (./cast-discards.ts). */
  payDiscardsAndSacrifice(ctx: Ctx, t: CastTask, spell: GameObject, def: CardDef): 'done' | 'wait';
  /** CR 702.102a: asks whether a fuse card cast without paying its mana cost is cast fused (`cost`: 'fuse' or 'free'). */
  announceFuse(
    ctx: Ctx,
    t: Asking & { player: PlayerId; cost?: string; fuseAnnounced?: boolean },
    spell: GameObject,
  ): 'done' | 'wait';
  /** Why `obj` can't be cast for its sneak or web-slinging cost (`kind`) now (702.190a, 702.188a), or null (./return-cost.ts). */
  returnCostRefusal(ctx: Ctx, kind: string, obj: GameObject, player: PlayerId): CastRefusal | null;
  /** CR 601.2h: returns the creature that pays a sneak or web-slinging cost; 'wait' while it is chosen. */
  returnForCost(ctx: Ctx, t: CastTask, spell: GameObject): 'done' | 'wait';
  /** CR 702.119a, 601.2b: announces the permanent an emerge cost sacrifices (`sacrifice`). */
  announceEmerge(
    ctx: Ctx,
    t: Asking & { player: PlayerId; sacrifice?: ObjectId | null },
    spell: GameObject,
  ): 'done' | 'wait';
  /** CR 702.119a, 601.2f: `cost` reduced by the announced permanent's mana value (generic mana only). */
  emergeReduced(ctx: Ctx, victim: ObjectId | null | undefined, cost: ManaCost): ManaCost;
  /** CR 601.2h: sacrifices the announced permanent. */
  payEmerge(ctx: Ctx, victim: ObjectId | null | undefined, spell: GameObject): void;
  /** CR 702.180b, 601.2b: announces the creature a harmonize cast may tap (`harmonizeTap`, null for none). */
  announceHarmonize(
    ctx: Ctx,
    t: Asking & { player: PlayerId; harmonizeTap?: ObjectId | null },
    spell: GameObject,
  ): 'done' | 'wait';
  /** CR 702.180b, 601.2f: `cost` reduced by the announced creature's power (generic mana only). */
  harmonizeReduced(ctx: Ctx, chosen: ObjectId | null | undefined, cost: ManaCost): ManaCost;
  /** CR 601.2h: taps the announced creature. */
  payHarmonize(ctx: Ctx, chosen: ObjectId | null | undefined, spell: GameObject): void;
  /** Why none of the options of an "A or B" additional cost could be paid now (CR 118.3), or null (./either-cost.ts). */
  eitherRefusal(ctx: Ctx, c: EitherCost, obj: GameObject, player: PlayerId): CastRefusal | null;
  /**
   * CR 601.2b: announces buyback or offspring, a copy cost, an "A or B" option and the spliced cards
   * (./extra-costs.ts); `payable` says whether the total cost with a choice could be paid.
   */
  announceExtras(
    ctx: Ctx,
    t: CastTask,
    spell: GameObject,
    def: CardDef,
    payable: (choice: ExtraChoice) => boolean,
  ): 'done' | 'wait';
  /** CR 601.2f: `cost` plus the mana of the additional costs announced by `announceExtras`. */
  extraCosts(ctx: Ctx, t: CastTask, def: CardDef, cost: ManaCost): ManaCost;
  /** CR 702.47c–d: the spell ability with the spliced cards' targets and instructions after its own. */
  withSplices(ctx: Ctx, spec: SpellSpec, spliced: readonly string[]): SpellSpec;
}

/** A buyback or offspring cost (CR 702.27a, 702.175a). */
export type OptionalCost = Extract<AdditionalCost, { kind: 'buyback' | 'offspring' }>;

/** An "A or B" additional cost (CR 118.8, 601.2b). */
export type EitherCost = Extract<AdditionalCost, { kind: 'either' }>;

/** The spell's "A or B" additional cost, if it has one. */
export function eitherCostOf(def: CardDef): EitherCost | undefined {
  const c = def.additionalCosts?.find((a) => a.kind === 'either');
  return c?.kind === 'either' ? c : undefined;
}

/** The kinds of cost (an `AltCost` or `AdditionalCost` kind) whose code is in this registry. */
export const COST_KEYWORD_KINDS: ReadonlySet<string> = new Set([
  'copies',
  'either',
  'mayhem',
  'retrace',
  'jump-start',
  'graveyard',
  'dash',
  'blitz',
  'warp',
  'bestow',
  'mutate',
  'sneak',
  'web-slinging',
  'buyback',
  'offspring',
  'sacrifice',
  'discard',
  'emerge',
  'harmonize',
  'fuse',
  'splice',
]);

let installed: CostKeywordRules | null = null;

/** Installs the keyword costs' code (../every-step.ts does, once). */
export function installCostKeywords(rules: CostKeywordRules): void {
  installed = rules;
}

/** Whether the keyword costs' code is installed. */
export function costKeywordsInstalled(): boolean {
  return installed !== null;
}

/**
 * The keyword costs' code, for a cost of `kind` ("replicate", "sneak" …). Throws
 * IllegalActionError when it is not loaded (the action is then refused whole, CR 601.2).
 */
export function costKeywords(kind: string): CostKeywordRules {
  ensure(installed, `the ${kind} cost can't be used: its part of the rules engine is not loaded`, RULE.cast);
  return installed;
}
