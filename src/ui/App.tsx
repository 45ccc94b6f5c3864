/**
 * The app: the lesson gallery, or a scenario on the table. `#lesson=<id>` opens a lesson (the
 * back button returns to the gallery); a scenario loaded another way (tests, later links and
 * files) shows on the table the same way.
 */
import { useCallback, useEffect } from 'react';
import { LESSONS } from '../scenario/lessons';
import { gameStore, useGame } from '../store';
import { LessonGallery } from './lessons/LessonGallery';
import { TableScreen } from './TableScreen';
import { Toasts } from './Toasts';

function lessonFromHash(hash: string): string | null {
  const m = /^#lesson=(.+)$/.exec(hash);
  return m ? decodeURIComponent(m[1]!) : null;
}

function openLesson(id: string): void {
  const lesson = LESSONS.find((l) => l.id === id);
  if (!lesson) {
    gameStore.getState().toast('error', `There is no lesson "${id}".`);
    return;
  }
  gameStore.getState().load(lesson.doc, { lessonId: id });
}

export function App() {
  const open = useGame((s) => s.scenario !== null);
  useEffect(() => {
    const sync = () => {
      const id = lessonFromHash(window.location.hash);
      if (id && gameStore.getState().scenario?.lessonId !== id) openLesson(id);
      if (!id && window.location.hash === '') gameStore.getState().close();
    };
    sync();
    window.addEventListener('hashchange', sync);
    return () => window.removeEventListener('hashchange', sync);
  }, []);
  const go = useCallback((id: string) => { window.location.hash = `lesson=${encodeURIComponent(id)}`; }, []);
  const back = useCallback(() => {
    history.pushState(null, '', window.location.pathname + window.location.search);
    gameStore.getState().close();
  }, []);
  return (
    <>
      {open ? <TableScreen onBack={back} /> : <LessonGallery onOpen={go} />}
      <Toasts />
    </>
  );
}
