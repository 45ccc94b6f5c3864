/**
 * The monarch's two inherent triggered abilities (CR 724.2): "At the beginning of the monarch's
 * end step, that player draws a card" and "Whenever a creature deals combat damage to the
 * monarch, its controller becomes the monarch". They have no source and are controlled by the
 * player who was the monarch as they triggered. Installed as this module loads (../every-step.ts,
 * with the step that makes a player the monarch).
 */
import type { Ctx } from '../state/context';
import type { GameEvent } from '../state/events';
import { RULE } from '../state/rules';
import type { PlayerId } from '../state/types';
import type { StepSpec } from '../state/card-def';
import { addRuleTrigger, queueDesignationTrigger } from './rule-triggers';

function queue(ctx: Ctx, holder: PlayerId, text: string, steps: StepSpec[], trigger: Record<string, string>): void {
  queueDesignationTrigger(ctx, {
    holder,
    designation: 'The monarch',
    rule: RULE.monarchTriggers,
    text,
    steps,
    trigger,
  });
}
function fireMonarch(ctx: Ctx, ev: GameEvent): void {
  const monarch = ctx.s.monarch;
  if (!monarch) return;
  if (ev.type === 'StepBegan' && ev.step === 'end' && ctx.s.turn.active === monarch)
    queue(
      ctx,
      monarch,
      "At the beginning of the monarch's end step, that player draws a card.",
      [{ do: 'draw', player: { ref: 'you' }, count: 1 }],
      {},
    );
  else if (ev.type === 'DamageDealt' && ev.combat && ev.target === monarch && ev.amount > 0)
    queue(
      ctx,
      monarch,
      'Whenever a creature deals combat damage to the monarch, its controller becomes the monarch.',
      [{ do: 'becomeMonarch', player: { ref: 'controllerOf', of: { ref: 'trigger', key: 'object' } } }],
      { object: ev.source },
    );
}

addRuleTrigger(fireMonarch);
