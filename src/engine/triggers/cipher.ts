/**
 * An encoded card stays encoded only while it stays exiled (CR 702.99c): the moment it leaves
 * exile, the effect that gave its creature the cipher ability (resolution/steps/encode.ts) ends.
 * Installed on the rules' event hook as this module loads (../every-step.ts).
 */
import { boardChanged, type Ctx } from '../state/context';
import type { ContinuousEffect } from '../state/types';
import { addRuleTrigger } from './rule-triggers';

/** The encoded card an effect's cipher ability names, if it is one (encode.ts's first step). */
function encodedBy(e: ContinuousEffect): string | undefined {
  for (const g of e.grants ?? []) {
    const first = 'triggered' in g ? g.triggered.steps[0] : undefined;
    if (first?.do === 'encodedCard') return first.card;
  }
  return undefined;
}

function unencode(ctx: Ctx, card: string): void {
  const kept = ctx.s.effects.filter((e) => encodedBy(e) !== card);
  if (kept.length === ctx.s.effects.length) return;
  ctx.s.effects = kept;
  boardChanged(ctx);
}

addRuleTrigger((ctx, ev) => {
  if (ev.type === 'ZoneChanged' && ev.from.zone === 'exile' && ev.from.objectId) unencode(ctx, ev.from.objectId);
});
