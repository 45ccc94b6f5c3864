/**
 * A mana ability's further instructions that few cards have (CR 605.3b), loaded with those cards
 * (every-step.ts imports this module; ../steps-ready.ts loads it for a card with one) and
 * installed into ./mana-riders.ts's table: "Each opponent gains 1 life." (Grove of the
 * Burnwillows), "This land doesn't untap during your next untap step." (Cinder Marsh), "If there
 * are no depletion counters on this land, sacrifice it." (Hickory Woodlot), a delayed triggered
 * ability ("Draw a card at the beginning of the next turn's upkeep.", Astrolabe). They ask no
 * decisions, so the automatic payer runs them too.
 */
import { displayName } from '../derived/characteristics';
import { emit, liveObject } from '../state/context';
import { opponentOf } from '../state/ids';
import { RULE } from '../state/rules';
import { sacrifice } from '../zones/game-actions';
import { gainLife } from '../zones/permanents';
import { skipNextUntap } from './exert-cost';
import { MANA_RIDER_TABLE } from './mana-riders';

// "Each opponent gains 1 life" (CR 119.3): the ability's controller's opponent (a two-player game).
MANA_RIDER_TABLE.opponentsGainLife = {
  rule: RULE.lifeChange,
  run: (ctx, rider, source, player) =>
    gainLife(ctx, opponentOf(player), rider.amount, `from ${displayName(ctx, source)}`, RULE.lifeChange),
};

// "This land doesn't untap during your next untap step" (CR 502.3): a restriction on the source,
// ended by that step (turn/turn.ts) — the same restriction exert makes (701.43a, ./exert-cost.ts): the
// next untap step of its controller, who activated the ability.
MANA_RIDER_TABLE.doesntUntapNext = {
  rule: RULE.untapStep,
  run: (ctx, _rider, source) => {
    const live = liveObject(ctx, source.id);
    if (live?.zone !== 'battlefield') return;
    skipNextUntap(ctx, live);
    emit(ctx, {
      type: 'Note',
      rule: RULE.untapStep,
      objects: [live.id],
      cards: live.cardId ? [live.cardId] : [],
      text: `${displayName(ctx, live)} doesn't untap during its controller's next untap step.`,
    });
  },
};

// "Draw a card at the beginning of the next turn's upkeep" (Astrolabe), "When you next cast an
// instant or sorcery spell this turn, copy that spell" (Ether): a delayed triggered ability (CR
// 603.7), controlled by the ability's controller (603.7d), its source the ability's (603.7e); the
// ability has no trigger data or targets to remember.
MANA_RIDER_TABLE.delayed = {
  rule: RULE.delayedTrigger,
  run: (ctx, rider, source, player) => {
    const sourceName = displayName(ctx, source);
    ctx.s.delayedTriggers.push({
      ...(rider.at ? { at: rider.at } : {}),
      ...(rider.nextCast ? { nextCast: rider.nextCast } : {}),
      afterTurn: ctx.s.turn.number,
      controller: player,
      sourceName,
      source: source.id,
      steps: rider.steps,
      text: rider.text,
      trigger: {},
      targets: [],
    });
    emit(ctx, {
      type: 'Note',
      rule: RULE.delayedTrigger,
      objects: [source.id],
      cards: [],
      text: `${sourceName} set up a delayed trigger: ${rider.text}`,
    });
  },
};

// "If there are no depletion counters on this land, sacrifice it" (CR 701.21a): checked as the
// ability resolves, after its cost removed one (602.2b); only the source, still on the battlefield.
MANA_RIDER_TABLE.sacrificeSource = {
  rule: RULE.sacrifice,
  run: (ctx, rider, source) => {
    const live = liveObject(ctx, source.id);
    if (live?.zone !== 'battlefield') return;
    if (rider.ifNoCounters && (live.counters[rider.ifNoCounters] ?? 0) > 0) return;
    sacrifice(
      ctx,
      live,
      `by its own mana ability${rider.ifNoCounters ? ` (no ${rider.ifNoCounters} counters left)` : ''}`,
    );
  },
};
