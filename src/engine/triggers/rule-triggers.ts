/**
 * Helpers for the rules' own triggered abilities, the ones no card prints (the monarch's, CR
 * 724.2; the initiative's, 725.2; a Siege's defeat, 310.11b; completing a dungeon, 309.7): each
 * module that has some adds its watcher to the engine's one hook (`RULE_TRIGGERS`, ./delayed.ts)
 * as it loads. Loaded only with those modules (../every-step.ts), never with the engine itself.
 */
import type { StepSpec } from '../state/card-def';
import { emit, type Ctx } from '../state/context';
import type { GameEvent } from '../state/events';
import type { RuleNumber } from '../state/rules';
import type { PlayerId } from '../state/types';
import { RULE_TRIGGERS } from './delayed';

/** Adds `fire` to the rules' trigger hook, after every watcher installed before it. */
export function addRuleTrigger(fire: (ctx: Ctx, ev: GameEvent) => void): void {
  const before = RULE_TRIGGERS.fire;
  RULE_TRIGGERS.fire = (ctx, ev) => {
    before?.(ctx, ev);
    fire(ctx, ev);
  };
}

/** One triggered ability of a player's designation: who holds it, its words, what it does. */
export interface DesignationTrigger {
  /** The player with the designation as it triggered: it controls the ability. */
  holder: PlayerId;
  /** The designation's name for the log ("The monarch", "The initiative"). */
  designation: string;
  /** The rule that gives the designation its triggered abilities (724.2, 725.2). */
  rule: RuleNumber;
  text: string;
  steps: StepSpec[];
  /** The trigger's data (`{ object }`, `{ player }`), read by the steps' `trigger` references. */
  trigger: Record<string, string>;
}

/**
 * Puts a designation's triggered ability on the way to the stack (CR 603.3): it has no source
 * (the holder stands in for it in the log) and is controlled by the holder.
 */
export function queueDesignationTrigger(ctx: Ctx, t: DesignationTrigger): void {
  ctx.s.pendingTriggers.push({
    source: t.holder,
    sourceName: t.designation,
    def: '',
    abilityIndex: -1,
    controller: t.holder,
    trigger: t.trigger,
    steps: t.steps,
    condition: null,
    text: t.text,
    targets: [],
  });
  emit(ctx, {
    type: 'AbilityTriggered',
    source: t.holder,
    player: t.holder,
    rule: t.rule,
    objects: [t.holder, ...Object.values(t.trigger)],
    cards: [],
    text: `${t.designation}'s ability triggered: "${t.text}" (CR ${t.rule}).`,
  });
}
