/**
 * The note of the step shown: a short text a teacher (or anyone) attaches to a history step.
 * It shows in the rules log under the step and as a tick on the scrubber, and travels in links,
 * files and the classroom. Saving an empty note removes it.
 */
import { useState } from 'react';
import { MAX_NOTE_CHARS } from '../../scenario/limits';
import { gameStore, setStepNote, useGame } from '../../store';

function NoteForm({ step, saved }: { step: number; saved: string }) {
  const [text, setText] = useState(saved);
  const [open, setOpen] = useState(false);
  const cancel = () => {
    setText(saved);
    setOpen(false);
  };
  const save = () => {
    const refused = setStepNote(gameStore, step, text);
    if (refused) gameStore.getState().toast('error', `The note was not saved: ${refused}.`);
    else setOpen(false);
  };
  if (!open) {
    return (
      <div className="step-note-bar">
        <button
          type="button"
          className="small"
          onClick={() => {
            setText(saved);
            setOpen(true);
          }}
          data-testid="note-open"
        >
          {saved ? `Edit the note on step ${step}` : `Add a note to step ${step}`}
        </button>
      </div>
    );
  }
  return (
    <form
      className="step-note-editor"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
      aria-label={`Note on step ${step}`}
    >
      <label htmlFor="step-note-text">Note on step {step}</label>
      <textarea
        id="step-note-text"
        value={text}
        maxLength={MAX_NOTE_CHARS}
        rows={3}
        autoFocus
        data-testid="note-text"
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') cancel();
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) save();
        }}
      />
      <div className="step-note-buttons">
        <span className="muted">
          {text.trim().length}/{MAX_NOTE_CHARS}
        </span>
        <button type="button" onClick={cancel}>
          Cancel
        </button>
        <button type="submit" className="primary" data-testid="note-save">
          Save note
        </button>
      </div>
    </form>
  );
}

export function StepNoteEditor() {
  const cursor = useGame((s) => s.history.cursor);
  const saved = useGame((s) => s.history.entries[s.history.cursor]?.note ?? '');
  if (cursor < 0) return null;
  return <NoteForm key={cursor} step={cursor} saved={saved} />;
}
