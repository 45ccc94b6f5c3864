/**
 * The gallery's search index (src/ui/lessons/gallery-index.json, written by
 * `npm run lessons:catalog`): every lesson's ruling, steps and board cards, and the glossary's
 * entry for each rule the lessons show. It is not part of the first load: the gallery loads it
 * the moment a search or the view by rule needs it, and otherwise once the page is idle; until it
 * is there, a search or the view by rule says it is loading (LessonGallery).
 */
import { useEffect, useState } from 'react';
import { preloadable } from '../idle';
import type { GlossaryEntry } from '../rules-glossary';
import type { GalleryLesson } from './gallery-lesson';

export interface GalleryIndex {
  lessons: GalleryLesson[];
  glossary: Record<string, GlossaryEntry>;
}

let loaded: GalleryIndex | null = null;
const index = preloadable(() => import('./gallery-index.json').then((m) => (loaded = m.default as GalleryIndex)));

/**
 * The index once loaded (null before), and whether loading it failed. `needed`: load it now (a
 * search is typed, or the view by rule is shown); otherwise it is preloaded when the page is idle.
 */
export function useGalleryIndex(needed: boolean): { index: GalleryIndex | null; failed: boolean } {
  const [value, setValue] = useState<GalleryIndex | null>(loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (value) return;
    let live = true;
    if (!needed) {
      index.preload();
      return;
    }
    index.load().then(
      (i) => live && setValue(i),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [value, needed]);
  // Preloaded while not needed: picked up at the next render that needs it (or now, if loaded).
  return { index: value ?? loaded, failed };
}
