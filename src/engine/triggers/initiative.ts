/**
 * The initiative's inherent triggered abilities (CR 725.2): "Whenever a player takes the
 * initiative, that player ventures into Undercity", "At the beginning of the upkeep of the player
 * who has the initiative, that player ventures into Undercity" and "Whenever one or more creatures
 * a player controls deal combat damage to the player who has the initiative, that player takes the
 * initiative". They have no source and are controlled by the player who had the initiative as they
 * triggered (for the first, the player who took it). Installed beside the monarch's
 * (./monarch.ts) as this module loads (../every-step.ts, with the step that takes the initiative).
 */
import type { Ctx } from '../state/context';
import type { GameEvent } from '../state/events';
import { RULE } from '../state/rules';
import type { PlayerId } from '../state/types';
import type { StepSpec } from '../state/card-def';
import { addRuleTrigger, queueDesignationTrigger } from './rule-triggers';
import { firstOfBatch } from './watcher';

function queue(ctx: Ctx, holder: PlayerId, text: string, steps: StepSpec[], trigger: Record<string, string>): void {
  queueDesignationTrigger(ctx, {
    holder,
    designation: 'The initiative',
    rule: RULE.initiativeTriggers,
    text,
    steps,
    trigger,
  });
}

const VENTURE: StepSpec[] = [{ do: 'venture', player: { ref: 'you' }, undercity: true }];

function fireInitiative(ctx: Ctx, ev: GameEvent): void {
  if (ev.type === 'InitiativeTaken') {
    queue(ctx, ev.player, 'Whenever a player takes the initiative, that player ventures into Undercity.', VENTURE, {});
    return;
  }
  const holder = ctx.s.initiative;
  if (!holder) return;
  if (ev.type === 'StepBegan' && ev.step === 'upkeep' && ctx.s.turn.active === holder)
    queue(
      ctx,
      holder,
      'At the beginning of the upkeep of the player who has the initiative, that player ventures into Undercity.',
      VENTURE,
      {},
    );
  else if (
    ev.type === 'DamageDealt' &&
    ev.combat &&
    ev.target === holder &&
    ev.amount > 0 &&
    ev.sourceController &&
    ev.sourceController !== holder
  ) {
    // "One or more creatures a player controls": once for each player whose creatures dealt it at once.
    const taker = ev.sourceController;
    const same = (e: GameEvent): boolean =>
      e.type === 'DamageDealt' && e.combat && e.target === holder && e.amount > 0 && e.sourceController === taker;
    if (!firstOfBatch(ctx, ev, same)) return;
    queue(
      ctx,
      holder,
      'Whenever one or more creatures a player controls deal combat damage to the player who has the initiative, that player takes the initiative.',
      [{ do: 'takeInitiative', player: { ref: 'trigger', key: 'player' } }],
      { player: taker },
    );
  }
}

addRuleTrigger(fireInitiative);
