/**
 * "Gain control of target creature for as long as ~ remains on the battlefield" (CR 611.2b): the
 * effect (resolution/steps/gain-control.ts) ends the moment its source leaves the battlefield, and
 * layer 2 gives the permanent back (zones/control.ts, after the task at hand). A permanent that returns is a new object
 * (400.7): the effect doesn't come back. Installed on the rules' event hook as this module loads
 * (../every-step.ts).
 */
import { boardChanged } from '../state/context';
import { addRuleTrigger } from './rule-triggers';

addRuleTrigger((ctx, ev) => {
  if (ev.type !== 'ZoneChanged' || ev.from.zone !== 'battlefield') return;
  const left = ev.from.objectId;
  const kept = ctx.s.effects.filter((e) => e.whileOnBattlefield !== left);
  if (kept.length === ctx.s.effects.length) return;
  ctx.s.effects = kept;
  // Layer 2 gives the permanent back as the engine next applies control effects (tasks.ts).
  boardChanged(ctx);
});
