/**
 * Turn structure (CR 500–514): steps in order, turn-based actions (untap 502.3, draw 504.1,
 * Sagas' lore counters 714.3b, combat damage 510, cleanup 514.2), mana pools emptying between steps (106.4), "this turn"
 * bookkeeping and "until end of turn" effects ending. Steps without priority (untap, cleanup)
 * pass by themselves.
 */
import { boardChanged, COPY_EFFECTS, emit, liveObject, peek, type Ctx } from '../state/context';
import { combatDamageTask, needsSecondDamageStep } from './combat-damage';
import { attackRequirementUnmet } from './combat';
import { ensure } from '../state/errors';
import { addCounters, drawCard } from '../zones/game-actions';
import { classification } from '../derived/board-cache';
import { emptyPools } from '../mana/mana';
import { opponentOf } from '../zones/objects';
import { untapStep } from './untap';
import { cleanupStep } from './cleanup';
import { RULE } from '../state/rules';
import { STEP_NAMES } from '../state/step-names';
import { STEPS, type PlayerId, type Step, type TurnState } from '../state/types';
import { endPermissionsAtEndStep, endPlayPermissions } from '../casting/play-permission';

function beginStep(ctx: Ctx, step: Step): boolean {
  ctx.s.turn.step = step;
  // CR 510.4: after a first-strike combat damage step, the phase gets a second one.
  const words =
    step === 'combatDamage' && ctx.s.combat?.damageSteps === 1
      ? `The second combat damage step (CR ${RULE.firstStrikeDamageStep})`
      : STEP_WORDS[step];
  emit(ctx, {
    type: 'StepBegan',
    step,
    rule: RULE.turnStructure,
    objects: [],
    cards: [],
    text: `${words} began (turn ${ctx.s.turn.number}, ${ctx.s.turn.active} is the active player).`,
  });
  const active = ctx.s.turn.active;
  switch (step) {
    case 'untap': {
      const waits = untapStep(ctx, active);
      // "… doesn't untap during its controller's next untap step": that step has now happened.
      if (ctx.s.effects.some((e) => e.until === 'nextUntapStep'))
        ctx.s.effects = ctx.s.effects.filter(
          (e) => e.until !== 'nextUntapStep' || (!!peek(ctx, e.object) && peek(ctx, e.object)?.controller !== active),
        );
      return waits;
    }
    case 'draw':
      if (ctx.s.turn.number === 1) {
        emit(ctx, {
          type: 'Note',
          rule: RULE.firstDrawSkipped,
          objects: [active],
          cards: [],
          text: `${active} skips the draw on the first turn of the game.`,
        });
      } else drawCard(ctx, active);
      break;
    case 'main1':
      sagaLore(ctx, active);
      break;
    case 'combatDamage':
      // Damage is assigned (possibly by choice, 510.1c) and dealt by a task, run before priority.
      ctx.s.tasks.push(combatDamageTask());
      break;
    case 'cleanup':
      // CR 514.1–514.2: discard to hand size (a choice: it may wait), then damage wears off.
      return cleanupStep(ctx, active);
    default:
      break;
  }
  return false;
}

/**
 * CR 714.3b: as a player's precombat main phase begins, they put a lore counter on each Saga they
 * control with chapter abilities (a turn-based action: no stack), which may trigger a chapter.
 */
function sagaLore(ctx: Ctx, active: PlayerId): void {
  for (const id of classification(ctx).sagas) {
    const o = liveObject(ctx, id);
    if (o && o.controller === active)
      addCounters(ctx, o, 'lore', 1, RULE.sagaLore, "as its controller's precombat main phase began");
  }
}

/**
 * The turn that comes after a turn of `after`, taken off the turn order: the most recently
 * created extra turn (CR 500.7: it comes directly after the turn it was created in), else the
 * opponent's turn.
 */
export function takeNextTurn(t: TurnState, after: PlayerId): { player: PlayerId; extra: boolean } {
  const extra = t.extraTurns?.[t.extraTurns.length - 1];
  if (!extra) return { player: opponentOf(after), extra: false };
  t.extraTurns = t.extraTurns?.slice(0, -1);
  if (!t.extraTurns?.length) delete t.extraTurns;
  return { player: extra, extra: true };
}

/**
 * Skipped turns and steps (CR 614.10), installed by ./skipped-turns.ts with the step table: `skip`
 * the turns "You skip your next turn" counts; `step` whether the untap or draw step `next` is
 * skipped by a static ability ("Skip your draw step"), then made the current step and noted.
 */
export const SKIPPED_TURNS: {
  skip?: (ctx: Ctx, next: ReturnType<typeof takeNextTurn>) => typeof next;
  step?: (ctx: Ctx, next: 'untap' | 'draw') => boolean;
} = {};

function newTurn(ctx: Ctx): void {
  const t = ctx.s.turn;
  // CR 702.30a: echo asks for the ending turn's active player's "last upkeep" on their next turn.
  t.previousTurnOf = { ...t.previousTurnOf, [t.active]: t.number };
  t.number += 1;
  let next = takeNextTurn(t, t.active);
  if (t.skipTurns) {
    ensure(SKIPPED_TURNS.skip, 'skipping a turn needs the step table (every-step.ts)', RULE.skipStep);
    next = SKIPPED_TURNS.skip(ctx, next);
  }
  t.active = next.player;
  if (next.extra)
    emit(ctx, {
      type: 'Note',
      rule: RULE.extraTurn,
      objects: [t.active],
      cards: [],
      text: `${t.active} takes an extra turn.`,
    });
  ctx.s.turnFlags = {};
  for (const p of ['p1', 'p2'] as const) ctx.s.players[p].landsPlayedThisTurn = 0;
  endPlayPermissions(ctx);
  // CR 500.5: "until your next turn" effects end as that player's turn begins, before it untaps.
  if (ctx.s.effects.some((e) => e.endsAtTurnOf === t.active)) {
    boardChanged(ctx);
    ctx.s.effects = ctx.s.effects.filter((e) => e.endsAtTurnOf !== t.active);
    COPY_EFFECTS.sync?.(ctx);
  }
  emit(ctx, {
    type: 'TurnBegan',
    number: t.number,
    active: t.active,
    rule: RULE.turnStructure,
    objects: [t.active],
    cards: [],
    text: `Turn ${t.number} began; ${t.active} is the active player.`,
  });
}

/** Ends the current step and begins the next one that gives priority (CR 117.4, 500.2). */
export function endStep(ctx: Ctx): void {
  for (let guard = 0; guard < 30; guard++) {
    emptyPools(ctx);
    const cur = ctx.s.turn.step;
    // CR 511.2: "until end of combat" effects end as the combat phase ends.
    // CR 511.3: creatures and planeswalkers leave combat as the end of combat step ends.
    if (cur === 'endCombat') {
      ctx.s.combat = null;
      if (ctx.s.effects.some((e) => e.until === 'endOfCombat')) {
        if (ctx.s.effects.some((e) => e.addTypes || e.grants || e.losesAll)) boardChanged(ctx);
        ctx.s.effects = ctx.s.effects.filter((e) => e.until !== 'endOfCombat');
      }
    }
    // CR 508.1d: leaving the declare attackers step without a declaration declares no attackers,
    // which a creature that must attack and can makes illegal.
    if (cur === 'declareAttackers' && !ctx.s.combat?.attackersDeclared) {
      const unmet = attackRequirementUnmet(ctx, ctx.s.turn.active, []);
      ensure(!unmet, unmet?.reason ?? '', unmet?.rule ?? RULE.attackRequirement);
    }
    let next: Step;
    if (cur === 'cleanup') {
      newTurn(ctx);
      next = 'untap';
    } else if (cur === 'combatDamage' && needsSecondDamageStep(ctx)) next = 'combatDamage';
    else next = STEPS[STEPS.indexOf(cur) + 1] as Step;
    // CR 614.10: a skipped step doesn't happen (no turn-based action, no "at the beginning of").
    if ((next === 'untap' || next === 'draw') && SKIPPED_TURNS.step?.(ctx, next)) continue;
    // CR 508.8: with no attackers, the declare blockers and combat damage steps are skipped.
    if ((next === 'declareBlockers' || next === 'combatDamage') && !Object.keys(ctx.s.combat?.attackers ?? {}).length) {
      ctx.s.turn.step = next;
      continue;
    }
    // CR 513.1: "until your next end step" permissions end as the end step begins.
    if (next === 'end') endPermissionsAtEndStep(ctx);
    const waits = beginStep(ctx, next);
    if (waits || (next !== 'untap' && next !== 'cleanup')) return;
  }
}

/** Steps in words with a capital, for sentences (state/step-names.ts). */
export const STEP_WORDS = Object.fromEntries(
  Object.entries(STEP_NAMES).map(([k, v]) => [k, `${v[0]?.toUpperCase()}${v.slice(1)}`]),
) as Record<Step, string>;
