/**
 * "Exile it, then return it", "return that card" after a merged permanent moved (CR 730.3): the
 * moveTo step of the whole step table (./index.ts, loaded with the cards that have mutate) names,
 * in what it found (`as`), every component card the permanent became in its new zone, not only
 * its topmost one, so each returns as a permanent of its own (Ikoria release notes: a flickered
 * merged creature's cards return unmerged). A token component isn't found: a token that has left
 * the battlefield can't move again (111.8) and ceases to exist (111.7, 704.5d).
 */
import { peek } from '../../state/context';
import type { ObjectId } from '../../state/types';
import type { StepHandler } from './common';
import { zoneSteps } from './zones';

/** moveTo (./zones.ts), its found objects followed by the component cards that went with them. */
export const moveToFollowingMerged: StepHandler<'moveTo'> = {
  rule: zoneSteps.moveTo.rule,
  run(ctx, r, t, step) {
    const result = zoneSteps.moveTo.run(ctx, r, t, step);
    const found = step.as ? r.vars[step.as] : undefined;
    if (result !== 'next' || !step.as || !found) return result;
    const ids = (Array.isArray(found) ? found : [found]) as ObjectId[];
    const more = ids.flatMap((id) =>
      (peek(ctx, id)?.mergedWith ?? []).filter((c) => {
        const o = peek(ctx, c);
        return o && !o.token;
      }),
    );
    if (more.length) r.vars[step.as] = [...ids, ...more];
    return result;
  },
};
