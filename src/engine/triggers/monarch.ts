/**
 * The monarch's two inherent triggered abilities (CR 724.2): "At the beginning of the monarch's
 * end step, that player draws a card" and "Whenever a creature deals combat damage to the
 * monarch, its controller becomes the monarch". They have no source and are controlled by the
 * player who was the monarch as they triggered. Installed as this module loads (../every-step.ts,
 * with the step that makes a player the monarch).
 */
import { emit, type Ctx } from '../state/context';
import type { GameEvent } from '../state/events';
import { RULE } from '../state/rules';
import type { PlayerId } from '../state/types';
import type { StepSpec } from '../state/card-def';
import { RULE_TRIGGERS } from './delayed';

function queue(ctx: Ctx, monarch: PlayerId, text: string, steps: StepSpec[], trigger: Record<string, string>): void {
  ctx.s.pendingTriggers.push({
    // No source (CR 724.2): the player stands in for it in the log.
    source: monarch,
    sourceName: 'The monarch',
    def: '',
    abilityIndex: -1,
    controller: monarch,
    trigger,
    steps,
    condition: null,
    text,
    targets: [],
  });
  emit(ctx, {
    type: 'AbilityTriggered',
    source: monarch,
    player: monarch,
    rule: RULE.monarchTriggers,
    objects: [monarch, ...Object.values(trigger)],
    cards: [],
    text: `The monarch's ability triggered: "${text}" (CR 724.2).`,
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

// Chained: other rules' inherent triggers share the slot (turn/battles.ts).
const before = RULE_TRIGGERS.fire;
RULE_TRIGGERS.fire = (ctx, ev) => {
  before?.(ctx, ev);
  fireMonarch(ctx, ev);
};
