/**
 * Animation settings for the table: whether this render animates (only right after an action,
 * never after undo, redo, scrubbing or loading, and never at speed 0), and the cue for a card.
 */
import { useGame, type Cue, type CueKind } from '../store';

export interface AnimInfo {
  /** Layout animations and entrances run for this change of the board. */
  on: boolean;
  speed: number;
  cues: Cue[];
}

export function useAnim(): AnimInfo {
  const speed = useGame((s) => s.animSpeed);
  const lastChange = useGame((s) => s.lastChange);
  const cues = useGame((s) => s.cues);
  return { on: speed > 0 && lastChange === 'perform', speed, cues };
}

/** Whether animations are enabled at all (for layoutId: kept stable across renders). */
export function useAnimEnabled(): boolean {
  return useGame((s) => s.animSpeed > 0);
}

export function cueFor(info: AnimInfo, key: string, kind: CueKind): Cue | undefined {
  return info.on ? info.cues.find((c) => c.key === key && c.kind === kind) : undefined;
}

/**
 * The kinds of the cues for one card in the last change ("attached fellOff", "" for none): the
 * same as `cueFor` for each kind, as one string, so that a card re-renders only when its own
 * cues change (not on every action).
 */
export function useCueKinds(key: string): string {
  return useGame((s) =>
    s.animSpeed > 0 && s.lastChange === 'perform'
      ? s.cues
          .filter((c) => c.key === key)
          .map((c) => c.kind)
          .join(' ')
      : '',
  );
}

/** Base duration in seconds for layout moves at normal speed. */
export const MOVE_SECONDS = 0.45;
