/**
 * "Target instant or sorcery card in your graveyard gains flashback until end of turn. The
 * flashback cost is equal to its mana cost." (Snapcaster Mage), "Each instant and sorcery card in
 * your graveyard gains flashback until end of turn. …" (Past in Flames): an effect from a
 * resolving spell or ability that affects the cards it names as it begins (CR 611.2c) while each
 * stays in its graveyard (400.7), until end of turn (514.2). Casting so is
 * casting/granted-flashback.ts.
 */
import { displayName } from '../../derived/characteristics';
import { emit, newTimestamp, type Ctx } from '../../state/context';
import { RULE } from '../../state/rules';
import type { ContinuousEffect } from '../../state/types';
import { refObjects, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { sourceName, type StepOf, type StepResult, type StepTable } from './common';
import '../../casting/granted-flashback';

function runGainFlashback(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'gainFlashback'>): StepResult {
  const name = sourceName(ctx, r);
  for (const obj of refObjects(ctx, r, step.what)) {
    if (obj.zone !== 'graveyard') continue;
    const e: ContinuousEffect = {
      object: obj.id,
      until: 'endOfTurn',
      timestamp: newTimestamp(ctx),
      sourceName: name,
      flashback: true,
    };
    ctx.s.effects = [...ctx.s.effects, e];
    emit(ctx, {
      type: 'Note',
      rule: RULE.flashback,
      objects: [obj.id, r.item],
      cards: obj.cardId ? [obj.cardId] : [],
      text: `${displayName(ctx, obj)} has flashback until end of turn; its flashback cost is its mana cost (${name}).`,
    });
  }
  return 'next';
}

/** The step of this family. */
export const flashbackGrantSteps: Pick<StepTable, 'gainFlashback'> = {
  gainFlashback: { rule: RULE.flashback, run: runGainFlashback },
};
