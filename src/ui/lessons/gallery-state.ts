/** What the lesson gallery remembers while a lesson is open: the search text and how it is browsed. */
import { create } from 'zustand';

export type GalleryView = 'card' | 'rule';

export const useGallery = create<{
  query: string;
  view: GalleryView;
  setQuery: (q: string) => void;
  setView: (v: GalleryView) => void;
}>()((set) => ({
  query: '',
  view: 'card',
  setQuery: (query) => set({ query }),
  setView: (view) => set({ view }),
}));
