/**
 * "Whenever a Rogue creature enters, you may attach this Equipment to it" (CR 701.3a): an
 * Equipment attached to an object no target named. It moves only onto a creature on the
 * battlefield that it could equip — not one whose protection forbids it (702.16d), and not while
 * the Equipment is itself a creature (301.5c); otherwise it doesn't move (701.3b), so it stays
 * where it was rather than being attached and then unattached by state-based actions (704.5n).
 * Loaded with the cards that use it (every-step.ts).
 */
import { characteristics, displayName, hasType } from '../../derived/characteristics';
import { keywordTargetRefusal } from '../../derived/keywords';
import type { Ctx } from '../../state/context';
import { RULE } from '../../state/rules';
import { attach } from '../../zones/attach';
import { refLive, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { nothing, sourceName, type StepOf, type StepResult, type StepTable } from './common';

/** Why `equipment` can't become attached to `host` now (CR 301.5, 301.5c, 702.16d), or null. */
function equipRefusal(
  ctx: Ctx,
  equipment: NonNullable<ReturnType<typeof refLive>>,
  host: typeof equipment,
): string | null {
  if (!characteristics(ctx, equipment).subtypes.includes('Equipment'))
    return `${displayName(ctx, equipment)} is not an Equipment`;
  if (hasType(ctx, equipment, 'creature')) return `${displayName(ctx, equipment)} is a creature (CR 301.5c)`;
  if (host.zone !== 'battlefield' || !hasType(ctx, host, 'creature'))
    return `${displayName(ctx, host)} is not a creature on the battlefield (CR 301.5)`;
  const refusal = keywordTargetRefusal(ctx, host, {
    kind: 'equip',
    source: equipment,
    controller: equipment.controller,
  });
  return refusal ? `${refusal.reason} (CR ${refusal.rule})` : null;
}

function runAttachEquipment(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'attachEquipment'>): StepResult {
  const name = sourceName(ctx, r);
  const equipment = refLive(ctx, r, step.what);
  const host = refLive(ctx, r, step.to);
  if (!equipment || equipment.zone !== 'battlefield' || !host || host.id === equipment.id) {
    nothing(
      ctx,
      r,
      `${name}: the Equipment or what it would equip is gone, so nothing happens (CR 701.3b).`,
      RULE.attachImpossible,
    );
    return 'next';
  }
  const why = equipRefusal(ctx, equipment, host);
  if (why) {
    nothing(
      ctx,
      r,
      `${name}: ${why}, so ${displayName(ctx, equipment)} doesn't move (CR 701.3b).`,
      RULE.attachImpossible,
    );
    return 'next';
  }
  if (host.id !== equipment.attachedTo) attach(ctx, equipment, host.id, RULE.attach);
  return 'next';
}

/** The step "attach this Equipment to it" (not a target). */
export const attachEquipmentSteps: Pick<StepTable, 'attachEquipment'> = {
  attachEquipment: { rule: RULE.attach, run: runAttachEquipment },
};
