/**
 * Fetching a built-in lesson's file: `public/lessons/<id>.json`, written by
 * `npm run lessons:catalog` (scripts/lesson-catalog.ts). It is data, not code, so a lesson link's
 * first load carries no loader per lesson (bench: first-load JS), only the ids and one version.
 */
import { LESSON_FILES_VERSION, LESSON_IDS } from './lesson-files';

/** What opening a lesson fetches. */
export interface LessonFile {
  /** Its scenario document as the restore step gives it: no schema code is needed to open it. */
  doc: unknown;
  /** The definitions of the scripted cards its document names (plain data, a list of cards). */
  cards: unknown[];
}

/** How {@link fetchLessonFile} reaches the files (the app passes the browser's; tests a fake). */
export interface LessonFileDeps {
  fetch(input: string, init?: RequestInit): Promise<Response>;
  /** The app's base URL, ending in "/" (Vite's `import.meta.env.BASE_URL`). */
  baseUrl: string;
}

/** The folder of the lesson files, under the app's base URL. */
export const LESSON_FILES_DIR = 'lessons';

/** Whether `id` names a built-in lesson. */
export const isLessonId = (id: string): boolean => LESSON_IDS.has(id);

/** The address of a lesson's file; the version makes a changed lesson a new address (no stale cache). */
export const lessonFileUrl = (id: string, baseUrl: string): string =>
  `${baseUrl}${LESSON_FILES_DIR}/${encodeURIComponent(id)}.json?v=${LESSON_FILES_VERSION}`;

/**
 * Fetches a built-in lesson's file. Errors: an `Error` naming what went wrong when `id` is no
 * lesson, the request fails or answers an HTTP error, or the file is not `{ doc, cards }` with a
 * document object and a list of cards (a damaged or foreign file).
 */
export async function fetchLessonFile(id: string, deps: LessonFileDeps): Promise<LessonFile> {
  if (!isLessonId(id)) throw new Error(`there is no lesson "${id}"`);
  const response = await deps.fetch(lessonFileUrl(id, deps.baseUrl));
  if (!response.ok) throw new Error(`the lesson "${id}" answered HTTP ${response.status}`);
  const value: unknown = await response.json();
  const file = value as Partial<LessonFile> | null;
  if (
    typeof file !== 'object' ||
    file === null ||
    typeof file.doc !== 'object' ||
    file.doc === null ||
    !Array.isArray(file.cards)
  )
    throw new Error(`the lesson "${id}" file is not a lesson (a document and its cards)`);
  return { doc: file.doc, cards: file.cards };
}
