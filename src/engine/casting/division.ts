/**
 * Dividing damage, or distributing counters, among targets (CR 601.2d; 602.2b for activated and
 * 603.3d for triggered abilities): announced after the targets are chosen, as its controller
 * chooses, each target getting at least 1 — asked target by target (the last takes the rest, and a
 * target that can get only 1 is not asked). Kept on the spell or ability (and on a spell's copies, CR 707.10 and
 * 115.7f: a new target takes the old one's share), so a target that becomes illegal loses its
 * share and the others keep theirs (CR 608.2b).
 */
import type { StepSpec } from '../state/card-def';
import type { Ctx } from '../state/context';
import type { Asking } from '../state/decisions';
import { ensure } from '../state/errors';
import { RULE } from '../state/rules';
import type { EntityId, ObjectId, PlayerId } from '../state/types';

/** A task that divides damage or counters: the shares chosen so far, per target slot. */
export interface Dividing extends Asking {
  shares?: number[][];
}

/** Who divides, for what, and among which targets. */
export interface DivisionOf {
  player: PlayerId;
  /** The spell, or the source of the ability. */
  about: ObjectId;
  /** "Arc Lightning", "Inferno Titan's triggered ability". */
  name: string;
  steps: readonly StepSpec[];
  targets: EntityId[][];
  /** The X of the spell or ability (CR 107.3a), for "X damage divided …", "distribute X … counters". */
  x: number;
}

/** One divided step: its target slot, its amount and what is divided ("damage", "+1/+1 counters"). */
export interface Divided {
  slot: number;
  amount: number;
  what: string;
}

/** The choosing, installed by ./divide.ts (loaded with the cards that divide, ../steps-ready.ts). */
export const DIVISION: {
  divide?: (ctx: Ctx, t: Dividing, d: DivisionOf, divided: readonly Divided[]) => number[][] | 'wait';
} = {};

/**
 * The division of each divided damage or counters step among its targets, per target slot, in
 * target order; null when nothing is divided; 'wait' while the player chooses a share. Throws
 * when the amount can't give each target at least 1 (CR 601.2d).
 */
export function chooseDivision(ctx: Ctx, t: Dividing, d: DivisionOf): number[][] | null | 'wait' {
  const divided: Divided[] = [];
  for (const step of d.steps) {
    if ((step.do !== 'damage' && step.do !== 'distributeCounters') || !step.divided || step.to.ref !== 'target')
      continue;
    const amount = typeof step.amount === 'number' ? step.amount : 'x' in step.amount ? d.x : null;
    const what = step.do === 'damage' ? 'damage' : step.counter + ' counters';
    if (amount !== null) divided.push({ slot: step.to.slot, amount, what });
  }
  if (!divided.length) return null;
  ensure(DIVISION.divide, "dividing among targets isn't loaded", RULE.castDivide);
  return DIVISION.divide(ctx, t, d, divided);
}
