/** The board being edited, drawn from the document: Player 2 above, the turn between, Player 1 below. */
import { useMemo } from 'react';
import { editorBoard } from '../../store/editor-view';
import { editorBook, useEditor } from '../../store/editor';
import { EditorDnd } from './EditorDnd';
import { EditorPlayer } from './EditorPlayer';
import { TurnSetup } from './TurnSetup';

export function EditorBoard() {
  const doc = useEditor((s) => s.doc);
  const check = useEditor((s) => s.check);
  const board = useMemo(() => editorBoard(doc, editorBook(), check), [doc, check]);
  return (
    <EditorDnd board={board}>
      <div className="table ed-table" data-testid="editor-board">
        <div className="table-main">
          <EditorPlayer player="p2" zones={board.p2} />
          <TurnSetup />
          <EditorPlayer player="p1" zones={board.p1} />
        </div>
      </div>
    </EditorDnd>
  );
}
