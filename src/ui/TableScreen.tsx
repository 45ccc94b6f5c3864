/** A scenario open on the table: header (back, title, history, speed, sandbox), table, and the side panel. */
import { gameStore, useGame } from '../store';
import { CardDetail } from './CardDetail';
import { EditBoardButton } from './editor/EditBoardButton';
import { HistoryControls } from './history/HistoryControls';
import { useCurrentState } from './hooks';
import { LessonPanel } from './lessons/LessonPanel';
import { RulesLog } from './log/RulesLog';
import { ShareTools } from './share/ShareTools';
import { SpeedControl } from './SpeedControl';
import { Table } from './table/Table';
import { ClassroomButton } from './classroom/ClassroomButton';
import { BranchTools } from './teaching/BranchTools';
import { PuzzleGoal } from './teaching/PuzzleGoal';
import { StepNoteEditor } from './teaching/StepNoteEditor';
import { useUndoKeys } from './undo-keys';

/** What Ctrl+Z / Ctrl+Shift+Z act on here: the game's history. */
const gameHistory = () => gameStore.getState();

function SandboxToggle() {
  const state = useCurrentState();
  return (
    <label className="sandbox-toggle" title="Sandbox mode: any card can be dragged to any zone (a manual move, logged as such)">
      <input type="checkbox" checked={!!state?.sandbox} onChange={(e) => gameStore.getState().setSandbox(e.target.checked)} /> Sandbox
    </label>
  );
}

export function TableScreen({ onBack }: { onBack: () => void }) {
  useUndoKeys(gameHistory);
  const title = useGame((s) => s.scenario?.title ?? '');
  return (
    <div className="screen">
      <header className="topbar">
        <button type="button" className="link back" onClick={onBack}>← Lessons</button>
        <h1 className="app-name">Stackyard</h1>
        <span className="scenario-title" data-testid="scenario-title">{title}</span>
        <HistoryControls />
        <SpeedControl />
        <SandboxToggle />
        <BranchTools />
        <EditBoardButton />
        <ShareTools />
        <ClassroomButton />
      </header>
      <div className="workspace">
        <main className="table-wrap" aria-label="Table">
          <Table />
        </main>
        <aside className="side" aria-label="Lesson and log">
          <PuzzleGoal />
          <LessonPanel />
          <CardDetail />
          <StepNoteEditor />
          <RulesLog />
        </aside>
      </div>
    </div>
  );
}
