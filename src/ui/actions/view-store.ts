/**
 * How the table is looked at (not part of the game, never in the history): the help overlay,
 * the card shown large (zoom), and the card-image setting (kept in localStorage).
 */
import { createStore, useStore } from 'zustand';

export interface ViewState {
  help: boolean;
  /** Object id of the card shown large, or null. */
  zoom: string | null;
  /** Show Scryfall images in card frames (online; the text frame stays the fallback). */
  images: boolean;
}

const IMAGES_KEY = 'stackyard.images';

function storedImages(): boolean {
  try {
    return globalThis.localStorage?.getItem(IMAGES_KEY) === 'on';
  } catch {
    return false;
  }
}

export const viewStore = createStore<ViewState>(() => ({ help: false, zoom: null, images: storedImages() }));

/** Turns card images on or off and remembers the choice in this browser. */
export function setImages(on: boolean): void {
  viewStore.setState({ images: on });
  try {
    globalThis.localStorage?.setItem(IMAGES_KEY, on ? 'on' : 'off');
  } catch {
    // storage not allowed (private browsing): the setting lasts for this page
  }
}

export function useView<T>(selector: (s: ViewState) => T): T {
  return useStore(viewStore, selector);
}
