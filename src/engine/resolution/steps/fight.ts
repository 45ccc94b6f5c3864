/**
 * Fighting (CR 701.14): each of two creatures deals damage equal to its power to the other, at
 * once; if either is gone or is no creature, no damage is dealt (701.14b). Loaded with the cards
 * that use it (every-step.ts), not with the engine (core.ts).
 */
import { characteristics, displayName, hasType } from '../../derived/characteristics';
import { liveObject, simultaneously, type Ctx } from '../../state/context';
import { dealDamage } from '../../zones/game-actions';
import { RULE } from '../../state/rules';
import { refIds, type Resolving } from '../refs';
import { nothing, sourceName, type StepOf, type StepResult, type StepTable } from './common';
import type { GameObject } from '../../state/types';

/** The one creature a fight reference names, live on the battlefield, or null (CR 701.14b). */
function fighter(ctx: Ctx, r: Resolving, ref: StepOf<'fight'>['what']): GameObject | null {
  const ids = refIds(ctx, r, ref);
  const obj = ids.length === 1 ? liveObject(ctx, ids[0] as string) : undefined;
  return obj && obj.zone === 'battlefield' && hasType(ctx, obj, 'creature') ? obj : null;
}

function runFight(ctx: Ctx, r: Resolving, _t: unknown, step: StepOf<'fight'>): StepResult {
  const a = fighter(ctx, r, step.what);
  const b = fighter(ctx, r, step.other);
  if (!a || !b) {
    nothing(
      ctx,
      r,
      `${sourceName(ctx, r)}: a creature told to fight is gone or is no creature, so no damage is dealt.`,
      RULE.fightNoDamage,
    );
    return 'next';
  }
  const pa = characteristics(ctx, a).power ?? 0;
  const pb = characteristics(ctx, b).power ?? 0;
  simultaneously(ctx, () => {
    dealDamage(ctx, a, displayName(ctx, a), b.id, pa);
    dealDamage(ctx, b, displayName(ctx, b), a.id, pb);
  });
  return 'next';
}

export const fightSteps: Pick<StepTable, 'fight'> = {
  fight: { rule: RULE.fight, run: runFight },
};
