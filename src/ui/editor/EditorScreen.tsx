/**
 * Edit mode: the scenario document drawn as a board to change (cards by name or as proxies, in
 * any zone of either player, with their state, attachments and links; life, mana, turn and
 * step; title and lesson text), problems checked live, undo and redo, and "Play from here".
 */
import { editorStore } from '../../store/editor';
import { AddCard } from './AddCard';
import { CardInspector } from './CardInspector';
import { EditorBoard } from './EditorBoard';
import { EditorNotice } from './EditorNotice';
import { EditorToolbar } from './EditorToolbar';
import { ProblemList } from './ProblemList';
import { ScenarioText } from './ScenarioText';
import { useUndoKeys } from '../undo-keys';

/** What Ctrl+Z / Ctrl+Shift+Z act on here: the edits of the document. */
const editorEdits = () => editorStore.getState();

/** `onLessons`: show the lesson list (after the editor has closed). */
export function EditorScreen({ onLessons }: { onLessons: () => void }) {
  useUndoKeys(editorEdits);
  const onLeave = (to: 'back' | 'lessons') => {
    editorStore.getState().close();
    if (to === 'lessons') onLessons();
  };
  return (
    <div className="screen editor-screen">
      <EditorToolbar onLeave={onLeave} />
      <div className="workspace">
        <main className="table-wrap" aria-label="Board editor">
          <EditorNotice />
          <EditorBoard />
        </main>
        <aside className="side ed-side" aria-label="Editor">
          <ProblemList />
          <AddCard />
          <CardInspector />
          <ScenarioText />
        </aside>
      </div>
    </div>
  );
}
