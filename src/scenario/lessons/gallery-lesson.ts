/**
 * What the lesson gallery searches of a lesson besides its id, group, title and rules: its
 * ruling, its steps and the cards on its board. Read from the lesson's document by
 * `npm run lessons:catalog` into src/scenario/lessons/gallery-index.json (which the gallery
 * loads when a search needs it), and by the tests.
 */
import { listEntries } from '../doc-view';
import type { LessonEntry } from '.';

export interface GalleryLesson {
  id: string;
  ruling: string;
  steps: string[];
  rules: string[];
  /** The card the lesson is about, then the card names on its board (proxies by their names). */
  cards: string[];
}

/** The gallery's view of a lesson's document (`doc.lesson` and the board's entries). */
export function galleryLesson(lesson: LessonEntry): GalleryLesson {
  const doc = (lesson.doc ?? {}) as { lesson?: { card?: string; ruling?: string; rules?: string[]; steps?: string[] } };
  const l = doc.lesson ?? {};
  const board = listEntries(lesson.doc)
    .flatMap((e) => [e.card, e.proxyName])
    .filter((n): n is string => !!n);
  return {
    id: lesson.id,
    ruling: l.ruling ?? '',
    steps: l.steps ?? [],
    rules: l.rules ?? [],
    cards: [...new Set([...(l.card ? [l.card] : []), ...board])],
  };
}
