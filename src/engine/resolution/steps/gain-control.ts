/**
 * "Gain control of target creature until end of turn" (CR 613.1b): an effect that gives the
 * resolving ability's controller control of each permanent named, applied at once (layer 2 in
 * zones/control.ts says so with a ControlChanged event, and the permanent leaves combat,
 * CR 506.4), so the instructions after it ("Untap that creature") see the new controller.
 * Loaded with the cards that use it (every-step.ts), not with the engine (core.ts).
 */
import { displayName } from '../../derived/characteristics';
import { boardChanged, emit, newTimestamp, type Ctx } from '../../state/context';
import { applyControlEffects } from '../../zones/control';
import { RULE } from '../../state/rules';
import { refObjects, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { sourceName, type StepOf, type StepResult, type StepTable } from './common';

const UNTIL = { endOfTurn: 'until end of turn', endOfCombat: 'until end of combat' } as const;

function runGainControl(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'gainControl'>): StepResult {
  const name = sourceName(ctx, r);
  let any = false;
  for (const obj of refObjects(ctx, r, step.what)) {
    if (obj.zone !== 'battlefield') continue;
    ctx.s.effects = [
      ...ctx.s.effects,
      {
        object: obj.id,
        until: step.until ?? 'indefinitely',
        timestamp: newTimestamp(ctx),
        sourceName: name,
        controller: r.controller,
      },
    ];
    any = true;
    emit(ctx, {
      type: 'Note',
      rule: RULE.layerControl,
      objects: [obj.id, r.item],
      cards: obj.cardId ? [obj.cardId] : [],
      text: `${r.controller} gains control of ${displayName(ctx, obj)}${step.until ? ` ${UNTIL[step.until]}` : ''} (${name}).`,
    });
  }
  if (any) {
    boardChanged(ctx);
    applyControlEffects(ctx);
  }
  return 'next';
}

export const gainControlSteps: Pick<StepTable, 'gainControl'> = {
  gainControl: { rule: RULE.layerControl, run: runGainControl },
};
