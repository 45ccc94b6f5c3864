/** "Edit board" on the table's toolbar: opens the editor on the game's starting board (the document it was loaded from). */
import { editGameBoard } from './open-editor';

export function EditBoardButton() {
  return (
    <button type="button" data-testid="edit-board" onClick={() => { void editGameBoard(); }} title="Edit this game's starting board: add, remove and set up cards, then play from there">
      ✎ Edit board
    </button>
  );
}
