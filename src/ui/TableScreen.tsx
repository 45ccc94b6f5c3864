/** A scenario open on the table: header (back, title, history, speed, sandbox), table, and the side panel. */
import { lazy, Suspense } from 'react';
import { useGame } from '../store';
import { ActionButton } from './actions/ActionButton';
import { editBoard, toggleSandbox } from './actions/board';
import { appContext } from './actions/registry';
import { help, toggleImages } from './actions/view';
import { useView } from './actions/view-store';
import { CardDetail } from './CardDetail';
import { HistoryControls } from './history/HistoryControls';
import { useCurrentState } from './hooks';
import { LessonPanel } from './lessons/LessonPanel';
import { RulesLog } from './log/RulesLog';
import { ShareTools } from './share/ShareTools';
import { SpeedControl } from './SpeedControl';
import { Table } from './table/Table';
import { ClassroomButton } from './classroom/ClassroomButton';
import { BranchTools } from './teaching/BranchTools';
import { PuzzleGoalSlot } from './teaching/PuzzleGoalSlot';
import { StepNoteEditor } from './teaching/StepNoteEditor';
import { ShortcutDialogHost } from './teaching/PlayerTools';

function SandboxToggle() {
  const state = useCurrentState();
  return (
    <label className="sandbox-toggle" title={`${toggleSandbox.hint} (Shift+S)`}>
      <input
        type="checkbox"
        checked={!!state?.sandbox}
        aria-keyshortcuts="Shift+S"
        disabled={!toggleSandbox.enabled(appContext)}
        onChange={() => {
          void toggleSandbox.run(appContext);
        }}
      />{' '}
      Sandbox
    </label>
  );
}

/** The card-images setting (off by default; images need the network, the text frame is the fallback). */
function ImagesToggle() {
  const on = useView((s) => s.images);
  return (
    <label className="images-toggle" title={`${toggleImages.hint} (Shift+I)`}>
      <input
        type="checkbox"
        checked={on}
        aria-keyshortcuts="Shift+I"
        onChange={() => {
          void toggleImages.run(appContext);
        }}
      />{' '}
      Images
    </label>
  );
}

// The large card view loads the first time a card is shown large (Z, a long press).
const ZoomPanel = lazy(() => import('./card/ZoomView').then((m) => ({ default: m.ZoomView })));
function ZoomView() {
  const open = useView((s) => s.zoom !== null);
  return open ? (
    <Suspense fallback={null}>
      <ZoomPanel />
    </Suspense>
  ) : null;
}

export function TableScreen({ onBack }: { onBack: () => void }) {
  const title = useGame((s) => s.scenario?.title ?? '');
  return (
    <div className="screen">
      <header className="topbar">
        <button type="button" className="link back" onClick={onBack}>
          ← Lessons
        </button>
        <h1 className="app-name">Stackyard</h1>
        <span className="scenario-title" data-testid="scenario-title">
          {title}
        </span>
        <HistoryControls />
        <SpeedControl />
        <SandboxToggle />
        <ImagesToggle />
        <BranchTools />
        <ActionButton action={editBoard} testId="edit-board">
          ✎ Edit board
        </ActionButton>
        <ActionButton action={help} className="help-button">
          ?
        </ActionButton>
        <ShareTools />
        <ClassroomButton />
      </header>
      <div className="workspace">
        <main className="table-wrap" aria-label="Table">
          <Table />
        </main>
        <aside className="side" aria-label="Lesson and log">
          <PuzzleGoalSlot />
          <LessonPanel />
          <CardDetail />
          <StepNoteEditor />
          <RulesLog />
        </aside>
      </div>
      <ZoomView />
      <ShortcutDialogHost />
    </div>
  );
}
