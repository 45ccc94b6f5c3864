/**
 * The open note form of the step shown (StepNoteEditor.tsx): a text area with Save and Cancel.
 * It loads when a note is first opened, so a lesson link's first load does not carry it.
 */
import { useState } from 'react';
import { MAX_NOTE_CHARS } from '../../scenario/limits';
import { gameStore } from '../../store';
import { setStepNote } from '../../store/branch-edits';

/** The form for `step`'s note, starting from `saved`; `close` is called after Save or Cancel. */
export function StepNoteForm({ step, saved, close }: { step: number; saved: string; close: () => void }) {
  const [text, setText] = useState(saved);
  const cancel = () => close();
  const save = () => {
    const refused = setStepNote(gameStore, step, text);
    if (refused) gameStore.getState().toast('error', `The note was not saved: ${refused}.`);
    else close();
  };
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
