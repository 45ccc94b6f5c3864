/**
 * Dividing damage among targets (CR 601.2d): announced while casting, after targets are
 * chosen, with each target getting at least 1; kept on the spell (and on its copies, CR 707.10
 * and 115.7f: a new target takes the old one's share), so a target that becomes illegal loses
 * its share and the others keep theirs (CR 608.2b).
 */
import type { StepSpec } from '../state/card-def';
import { displayName } from '../derived/characteristics';
import { emit, peek, type Ctx } from '../state/context';
import { RULE } from '../state/rules';
import type { EntityId, GameObject } from '../state/types';

/** Splits `amount` as evenly as possible among `n` targets, the first ones taking any remainder. */
export function evenSplit(amount: number, n: number): number[] {
  if (n <= 0) return [];
  const base = Math.floor(amount / n);
  return Array.from({ length: n }, (_, i) => base + (i < amount % n ? 1 : 0));
}

/** The division announced for a spell's divided damage steps, or null if it divides nothing. */
export function announceDivision(
  ctx: Ctx,
  spell: GameObject,
  steps: readonly StepSpec[],
  targets: EntityId[][],
): number[][] | null {
  let division: number[][] | null = null;
  for (const step of steps) {
    if (step.do !== 'damage' || !step.divided || step.to.ref !== 'target' || typeof step.amount !== 'number') continue;
    const ids = targets[step.to.slot] ?? [];
    const shares = evenSplit(step.amount, ids.length);
    division ??= targets.map(() => []);
    division[step.to.slot] = shares;
    const words = ids.map((id, i) => `${shares[i]} to ${nameOf(ctx, id)}`).join(', ');
    emit(ctx, {
      type: 'Note',
      rule: RULE.castDivide,
      objects: [spell.id, ...ids],
      cards: [],
      text: `${displayName(ctx, spell)} divides ${step.amount} damage: ${words} (each target gets at least 1).`,
    });
  }
  return division;
}

function nameOf(ctx: Ctx, id: EntityId): string {
  if (id === 'p1' || id === 'p2') return id;
  const o = peek(ctx, id);
  return o ? displayName(ctx, o) : id;
}
