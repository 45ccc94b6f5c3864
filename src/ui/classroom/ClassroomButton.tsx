/**
 * The classroom's entry in the table's header: "Present" (teacher), or the class's state (who
 * is watching, following or exploring, connection trouble); either opens the classroom panel.
 * The panel and the classroom's code (Yjs, y-websocket) load on first use.
 */
import { lazy, Suspense } from 'react';
import { classroomState, useClassroom } from './classroom-state';

const ClassroomPanel = lazy(() => import('./ClassroomPanel').then((m) => ({ default: m.ClassroomPanel })));

function chipText(s: ReturnType<typeof classroomState.getState>): string {
  if (s.status === 'unreachable') return 'Class: server unreachable';
  if (s.status === 'lost') return 'Class: reconnecting…';
  if (s.status === 'connecting') return 'Class: connecting…';
  const others = s.peers.filter((p) => !p.me).length;
  if (s.role === 'teacher') return `Presenting · ${others} watching`;
  if (s.waiting) return 'Class: waiting for the teacher';
  return s.following
    ? `Following the teacher${s.teacherStep !== null ? ` · step ${s.teacherStep}` : ''}`
    : 'Exploring on my own';
}

export function ClassroomButton() {
  // Only what the chip shows: presence changes (a student's step, a renewal) render nothing here.
  const role = useClassroom((st) => st.role);
  const panelOpen = useClassroom((st) => st.panelOpen);
  const trouble = useClassroom((st) => st.status === 'unreachable' || st.status === 'lost');
  const text = useClassroom((st) => (st.role ? chipText(st) : 'Present'));
  const toggle = () => classroomState.setState({ panelOpen: !classroomState.getState().panelOpen });
  return (
    <div className="classroom-entry">
      <button
        type="button"
        onClick={toggle}
        aria-expanded={panelOpen}
        data-testid="classroom-button"
        className={trouble ? 'classroom-chip trouble' : role ? 'classroom-chip' : undefined}
        title={
          role
            ? 'The live classroom: who is watching, follow or explore'
            : 'Present this board live to students (they follow every step)'
        }
      >
        {text}
      </button>
      {panelOpen && (
        <Suspense fallback={null}>
          <ClassroomPanel />
        </Suspense>
      )}
    </div>
  );
}
