/**
 * The special actions a card's ability allows (./special-actions.ts), installed by
 * ../every-step.ts: turning face up (CR 702.37e), foretelling (702.143a), plotting (702.170a),
 * suspending (702.62a),
 * unlocking a Room's door (116.2m), rolling the planar die (901.9).
 */
import { foretellAction, plotAction } from './foretell-plot';
import { suspendAction } from './suspend';
import type { SpecialActionHandler, SpecialActionKind } from './special-actions';
import { turnFaceUpAction } from './turn-face-up';
import { setInMotionAction } from './set-in-motion';
import { planarDieAction } from './planar-die';
import { unlockAction } from './unlock';

export const SPECIAL_ACTION_TABLE: Record<SpecialActionKind, SpecialActionHandler> = {
  turnFaceUp: turnFaceUpAction,
  foretell: foretellAction,
  plot: plotAction,
  suspend: suspendAction,
  setInMotion: setInMotionAction,
  unlock: unlockAction,
  rollPlanarDie: planarDieAction,
};
