/**
 * The planar controller follows the turn (CR 901.6): as a turn begins, before its untap step, the
 * new active player becomes the controller of every face-up plane and phenomenon; the rules' hook
 * sees the event before any watcher does (../triggers/detect.ts). Each step's beginning checks
 * again, for a board set up on a turn not its planes' owner's. Installed as this module loads
 * (../every-step.ts), with the planar die's special action (../casting/planar-die.ts).
 */
import { updatePlanarController } from '../casting/planar-die';
import { addRuleTrigger } from '../triggers/rule-triggers';

addRuleTrigger((ctx, ev) => {
  if (ev.type === 'TurnBegan' || ev.type === 'StepBegan') updatePlanarController(ctx);
});
