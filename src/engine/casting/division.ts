/**
 * Dividing damage, or distributing counters, among targets (CR 601.2d; 602.2b for activated and
 * 603.3d for triggered abilities): announced after the targets are chosen, as its controller
 * chooses, each target getting at least 1 — asked target by target (the last takes the rest, and a
 * target that can get only 1 is not asked). Kept on the spell or ability (and on a spell's copies, CR 707.10 and
 * 115.7f: a new target takes the old one's share), so a target that becomes illegal loses its
 * share and the others keep theirs (CR 608.2b).
 */
import type { StepSpec } from '../state/card-def';
import { emit, peek, type Ctx } from '../state/context';
import { ask, takeAnswer, type Asking } from '../state/decisions';
import { ensure } from '../state/errors';
import { RULE } from '../state/rules';
import type { EntityId, ObjectId, PlayerId } from '../state/types';
import { displayName } from '../derived/characteristics';

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

/**
 * The division of each divided damage or counters step among its targets, per target slot, in
 * target order; null when nothing is divided; 'wait' while the player chooses a share. Throws
 * when the amount can't give each target at least 1 (CR 601.2d).
 */
export function chooseDivision(ctx: Ctx, t: Dividing, d: DivisionOf): number[][] | null | 'wait' {
  const divided: { slot: number; amount: number; what: string }[] = [];
  for (const step of d.steps) {
    if ((step.do !== 'damage' && step.do !== 'distributeCounters') || !step.divided || step.to.ref !== 'target')
      continue;
    const amount = typeof step.amount === 'number' ? step.amount : 'x' in step.amount ? d.x : null;
    const what = step.do === 'damage' ? 'damage' : step.counter + ' counters';
    if (amount !== null) divided.push({ slot: step.to.slot, amount, what });
  }
  if (!divided.length) return null;
  const all = (t.shares ??= []);
  for (const { slot, amount, what } of divided) {
    const ids = d.targets[slot] ?? [];
    ensure(
      amount >= ids.length,
      `${amount} ${what} can't be divided among ${ids.length} targets: each must get at least 1`,
      RULE.castDivide,
    );
    const shares = (all[slot] ??= []);
    while (shares.length < ids.length) {
      const i = shares.length;
      const left = amount - shares.reduce((n, s) => n + s, 0);
      const most = left - (ids.length - i - 1);
      if (i === ids.length - 1 || most === 1) {
        shares.push(i === ids.length - 1 ? left : 1);
        continue;
      }
      const ans = takeAnswer(t);
      if (typeof ans === 'number') {
        shares.push(ans);
        continue;
      }
      return ask(ctx, {
        player: d.player,
        kind: 'chooseNumber',
        purpose: 'division',
        rule: RULE.castDivide,
        about: d.about,
        prompt: `${d.name}: ${amount} ${what} divided as you choose: how many go to ${nameOf(ctx, ids[i] as EntityId)}? (At least 1 to each target; ${left} left for ${ids.length - i} targets.)`,
        min: 1,
        max: most,
      });
    }
  }
  const division: number[][] = d.targets.map((_, slot) => [...(all[slot] ?? [])]);
  t.shares = undefined;
  for (const { slot, amount, what } of divided) {
    const ids = d.targets[slot] ?? [];
    if (!ids.length) continue;
    const words = ids.map((id, i) => `${division[slot]?.[i]} to ${nameOf(ctx, id)}`).join(', ');
    emit(ctx, {
      type: 'Note',
      rule: RULE.castDivide,
      objects: [d.about, ...ids],
      cards: [],
      text: `${d.name} divides ${amount} ${what}: ${words} (each target gets at least 1).`,
    });
  }
  return division;
}

function nameOf(ctx: Ctx, id: EntityId): string {
  if (id === 'p1' || id === 'p2') return id;
  const o = peek(ctx, id);
  return o ? displayName(ctx, o) : id;
}
