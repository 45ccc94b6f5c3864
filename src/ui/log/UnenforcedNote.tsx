/**
 * A log line's note when a card involved has abilities the engine does not enforce
 * (unenforced-notes.ts). Read once as the line is drawn: an object's definition never changes,
 * so the note does not need to follow the board.
 */
import type { GameEvent } from '../../engine';
import { engine, gameStore } from '../../store';
import { unenforcedNote } from '../../store/unenforced-notes';

export function UnenforcedNote({ ev }: { ev: GameEvent }) {
  const state = gameStore.getState().history.state;
  const note = state ? unenforcedNote(ev, state, engine.registry) : null;
  return note ? (
    <span className="log-note" data-testid="unenforced-note">
      {note}
    </span>
  ) : null;
}
