/** The editor's top bar: leave (with a question if that loses changes), undo and redo of edits, and "Play from here". */
import { useEffect, useState } from 'react';
import { editorStore, playFromEditor, useEditor } from '../../store/editor';
import { DiscardDialog } from './DiscardDialog';

export function EditorToolbar({ onLeave }: { onLeave: (to: 'back' | 'lessons') => void }) {
  const canUndo = useEditor((s) => s.past.length > 0);
  const canRedo = useEditor((s) => s.future.length > 0);
  const dirty = useEditor((s) => s.doc !== s.opened);
  const fromGame = useEditor((s) => s.origin.kind === 'game');
  const problems = useEditor((s) => s.check.problems.length);
  const [asking, setAsking] = useState<null | 'back' | 'lessons'>(null);
  const leave = (to: 'back' | 'lessons') => (dirty ? setAsking(to) : onLeave(to));
  // Nothing is lost without a question: reloading or closing the page with changes asks first
  // (the browser's own prompt), and the browser's Back/Forward leaves the editor like Cancel.
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  useEffect(() => {
    const onPop = () => (dirty ? setAsking('back') : onLeave('back'));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [dirty, onLeave]);
  const { undo, redo } = editorStore.getState();
  return (
    <header className="topbar ed-topbar">
      <button type="button" className="link back" onClick={() => leave('lessons')}>
        ← Lessons
      </button>
      <h1 className="app-name">
        Stackyard <span className="ed-mode">· Editing the board</span>
      </h1>
      <span className="scenario-title muted">{fromGame ? "The game's starting board" : 'A new board'}</span>
      <div className="history" role="group" aria-label="Edit history">
        <button
          type="button"
          onClick={undo}
          disabled={!canUndo}
          aria-keyshortcuts="Control+Z"
          title="Undo the last edit (Ctrl+Z)"
        >
          ↶ Undo
        </button>
        <button
          type="button"
          onClick={redo}
          disabled={!canRedo}
          aria-keyshortcuts="Control+Shift+Z"
          title="Redo (Ctrl+Shift+Z)"
        >
          Redo ↷
        </button>
      </div>
      {fromGame && (
        <button type="button" onClick={() => leave('back')}>
          Cancel
        </button>
      )}
      <button
        type="button"
        className="primary"
        data-testid="play-from-here"
        onClick={() => playFromEditor()}
        aria-describedby={problems ? 'problems-title' : undefined}
        title={problems ? 'Fix the problems listed beside the board first' : 'Start play from this board'}
      >
        ▶ Play from here
      </button>
      <DiscardDialog
        open={asking !== null}
        onKeep={() => setAsking(null)}
        onDiscard={() => {
          const to = asking!;
          setAsking(null);
          onLeave(to);
        }}
      />
    </header>
  );
}
