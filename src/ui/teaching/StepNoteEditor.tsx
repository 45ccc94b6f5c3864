/**
 * The note of the step shown: a short text a teacher (or anyone) attaches to a history step.
 * It shows in the rules log under the step and as a tick on the scrubber, and travels in links,
 * files and the classroom. Saving an empty note removes it. The form itself (StepNoteForm.tsx)
 * loads when a note is first opened.
 */
import { lazy, Suspense, useState } from 'react';
import { useGame } from '../../store';

const StepNoteForm = lazy(() => import('./StepNoteForm').then((m) => ({ default: m.StepNoteForm })));

function NoteBar({ step, saved, open, busy }: { step: number; saved: string; open: () => void; busy?: boolean }) {
  return (
    <div className="step-note-bar">
      <button type="button" className="small" onClick={open} disabled={busy} aria-busy={busy} data-testid="note-open">
        {saved ? `Edit the note on step ${step}` : `Add a note to step ${step}`}
      </button>
    </div>
  );
}

function NoteForm({ step, saved }: { step: number; saved: string }) {
  const [open, setOpen] = useState(false);
  const bar = (busy?: boolean) => <NoteBar step={step} saved={saved} open={() => setOpen(true)} busy={busy} />;
  if (!open) return bar();
  return (
    <Suspense fallback={bar(true)}>
      <StepNoteForm step={step} saved={saved} close={() => setOpen(false)} />
    </Suspense>
  );
}

export function StepNoteEditor() {
  const cursor = useGame((s) => s.history.cursor);
  const saved = useGame((s) => s.history.entries[s.history.cursor]?.note ?? '');
  if (cursor < 0) return null;
  return <NoteForm key={cursor} step={cursor} saved={saved} />;
}
