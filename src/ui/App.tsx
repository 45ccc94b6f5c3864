/**
 * The app: the lesson gallery, or a scenario on the table. Where the app is lives in the
 * browser's history (share/navigation.ts): `#lesson=<id>` a lesson, `#s=<payload>` a share
 * link, no fragment the lesson list; Back/Forward move between loaded scenarios. Files and
 * puzzles open from buttons or by dropping them on the page; problems opening anything show
 * one message and leave the board as it was.
 */
import { lazy, Suspense, useEffect } from 'react';
import { PartBoundary } from './share/PartBoundary';
import { PlainShareMessage } from './share/PlainShareMessage';
import { loadScenarioCode, useGame } from '../store';
import { useEditorActive } from '../store/editor-active';
import { preloadEditor } from './editor/open-editor';
import { FileDrop } from './share/FileDrop';
import { BusyPanel } from './share/BusyPanel';
import { preloadFilesSoon } from './share/open-files';
import { openLesson, showLessonList } from './share/navigation';
import { useShare } from './share/share-store';
import { useActionKeys } from './actions/keys';
import { Toasts } from './Toasts';
import { useView } from './actions/view-store';

const go = (id: string) => {
  void openLesson(id);
};

// The table and the editor load on demand (the lesson list shows without them), and a second
// after the first screen is up, while the browser is idle, so that opening one later doesn't wait.
const loadTable = () => import('./TableScreen');
const loadEditor = () => import('./editor/EditorScreen');
// The lesson list (with its search index and the rules glossary) is a chunk of its own too.
const loadGallery = () => import('./lessons/LessonGallery');
const loadStart = () => import('./share/StartPanel');
// A lesson or a link in the address opens the table at once, no address the lesson list:
// fetch that alongside the rest of the boot.
// A link or a session needs the scenario code (restore, build, the card pool) at once too; a
// lesson, restored beforehand, needs only its file and the build (navigation.ts).
if (window.location.hash) {
  void loadTable();
  if (!window.location.hash.startsWith('#lesson=')) void loadScenarioCode().catch(() => undefined);
} else {
  void loadGallery();
  void loadStart();
}
// The start panel shows on the lesson list only; import notes and session notices only when
// there is something to say: none is in a lesson link's first load.
const StartPanel = lazy(() => loadStart().then((mod) => ({ default: mod.StartPanel })));
// All three are fetched with the other screens when the browser is idle (usePrefetchScreens), so
// they show offline too.
const loadNotes = () => import('./share/ImportNotes');
const loadNotice = () => import('./share/SessionNotice');
const ImportNotesPanel = lazy(() => loadNotes().then((mod) => ({ default: mod.ImportNotes })));
const SessionNoticePanel = lazy(() => loadNotice().then((mod) => ({ default: mod.SessionNotice })));
function ImportNotes() {
  const any = useShare((s) => s.notes !== null);
  return any ? (
    <Suspense fallback={null}>
      <ImportNotesPanel />
    </Suspense>
  ) : null;
}
function SessionNotice() {
  const any = useShare((s) => s.sessionNotice !== null);
  return any ? (
    <Suspense fallback={null}>
      <SessionNoticePanel />
    </Suspense>
  ) : null;
}
const LessonGallery = lazy(() => loadGallery().then((mod) => ({ default: mod.LessonGallery })));
const TableScreen = lazy(() => loadTable().then((mod) => ({ default: mod.TableScreen })));
const EditorScreen = lazy(() => loadEditor().then((mod) => ({ default: mod.EditorScreen })));
// The share dialogs (and Radix's dialog machinery) load the first time one opens.
const ProblemDialog = lazy(() => import('./share/ProblemDialog').then((mod) => ({ default: mod.ProblemDialog })));
const LinkDialog = lazy(() => import('./share/LinkDialog').then((mod) => ({ default: mod.LinkDialog })));
const PasteDialog = lazy(() => import('./share/PasteDialog').then((mod) => ({ default: mod.PasteDialog })));
// The help overlay (`?`) and the large card view load the first time they open.
const HelpOverlay = lazy(() => import('./actions/HelpOverlay').then((mod) => ({ default: mod.HelpOverlay })));
function Help() {
  const open = useView((s) => s.help);
  return open ? (
    <Suspense fallback={null}>
      <HelpOverlay />
    </Suspense>
  ) : null;
}
function ShareDialogs() {
  const any = useShare((s) => s.failure !== null || s.linkDialog !== null || s.pasteOpen);
  if (!any) return null;
  return (
    <PartBoundary fallback={<PlainShareMessage />}>
      <Suspense fallback={null}>
        <ProblemDialog />
        <LinkDialog />
        <PasteDialog />
      </Suspense>
    </PartBoundary>
  );
}

function usePrefetchScreens(): void {
  useEffect(() => {
    const prefetch = () => {
      void loadTable();
      void loadGallery();
      void loadStart();
      void loadNotes();
      void loadNotice();
      void loadEditor();
      preloadEditor();
      preloadFilesSoon();
      void loadScenarioCode().catch(() => undefined);
    };
    let idle: number | undefined;
    const timer = window.setTimeout(() => {
      if (window.requestIdleCallback) idle = window.requestIdleCallback(prefetch, { timeout: 2000 });
      else prefetch();
    }, 1000);
    return () => {
      window.clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, []);
}

export function App() {
  const open = useGame((s) => s.scenario !== null);
  const booting = useShare((s) => s.booting);
  const editing = useEditorActive();
  useActionKeys();
  usePrefetchScreens();
  return (
    <>
      {/* First in the page: on a phone the notes sit in the flow above the screen (share.css). */}
      <ImportNotes />
      <Suspense fallback={null}>
        {editing ? (
          <EditorScreen onLessons={showLessonList} />
        ) : open ? (
          <TableScreen onBack={showLessonList} />
        ) : booting ? null : (
          <>
            <StartPanel />
            <LessonGallery onOpen={go} />
          </>
        )}
      </Suspense>
      <SessionNotice />
      <BusyPanel />
      <FileDrop />
      <ShareDialogs />
      <Help />
      <Toasts />
    </>
  );
}
