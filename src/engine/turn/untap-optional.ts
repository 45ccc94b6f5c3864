/**
 * "You may choose not to untap ~ during your untap step" (CR 502.3): in the untap step, the
 * active player chooses which of the tapped permanents with such an ability untap (from none to
 * all), before the choices of any untap limit; one chosen that a limit covers (Winter Orb) waits
 * for that limit's choice with the others it covers. Loaded with the cards that have the ability
 * (../steps-ready.ts) and installed into ./untap.ts.
 */
import { matchesFilter } from '../derived/filters';
import { liveObject, peek, type Ctx } from '../state/context';
import { ask, takeAnswer } from '../state/decisions';
import { RULE } from '../state/rules';
import type { TaskResult } from '../state/task';
import type { GameObject, ObjectId } from '../state/types';
import { untap } from '../zones/permanents';
import { UNTAP_OPTIONAL, type UntapTask } from './untap';

/** Asks which of `t.optional` untap, or, answered, untaps them (or leaves them to a limit) and returns null. */
function chooseOptionalUntaps(ctx: Ctx, t: UntapTask): TaskResult | null {
  const optional = t.optional ?? [];
  const ans = takeAnswer(t);
  if (!Array.isArray(ans))
    return ask(ctx, {
      player: t.player,
      kind: 'chooseObjects',
      purpose: 'untap',
      rule: RULE.untapStep,
      candidates: optional,
      min: 0,
      max: optional.length,
      prompt: 'Choose the permanents to untap (you may choose not to untap these).',
    });
  for (const id of ans as ObjectId[]) {
    const o = peek(ctx, id);
    if (o && t.limits.some((l) => matchesFilter(ctx, o, l.filter, t.player, l.source))) t.waiting.push(id);
    else if (o?.tapped) untap(ctx, liveObject(ctx, id) as GameObject, RULE.untapStep, 'in the untap step');
  }
  delete t.optional;
  return null;
}

UNTAP_OPTIONAL.choose = chooseOptionalUntaps;
