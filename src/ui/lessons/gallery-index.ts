/**
 * The gallery's search index: every lesson's ruling, steps and board cards
 * (src/scenario/lessons/gallery-index.json, written by `npm run lessons:catalog`) and the rules
 * glossary. Neither is part of the first load: the gallery loads them the moment a search or the
 * view by rule needs them, and otherwise once the page is idle; until they are there, a search or
 * the view by rule says it is loading (LessonGallery).
 */
import { useEffect, useState } from 'react';
import type { GalleryLesson } from '../../scenario/lessons/gallery-lesson';
import { preloadable } from '../idle';
import type { Explain } from './lesson-search';

export interface GalleryIndex {
  lessons: readonly GalleryLesson[];
  /** The glossary's entry of a rule (src/ui/rules-glossary.ts `explainRule`). */
  explain: Explain;
}

let loaded: GalleryIndex | null = null;
const index = preloadable(() =>
  Promise.all([import('../../scenario/lessons/gallery-index.json'), import('../rules-glossary')]).then(
    ([lessons, glossary]) => (loaded = { lessons: lessons.default as GalleryLesson[], explain: glossary.explainRule }),
  ),
);

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
