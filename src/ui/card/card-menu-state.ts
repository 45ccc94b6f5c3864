/**
 * Which card's menu is open. The table has one card menu (CardMenu.tsx, loaded on demand), not
 * one per card: a card asks for it with {@link openCardMenu} (click, Enter, Space or ArrowDown)
 * and the menu anchors itself to that card's element, returning focus to it when it closes.
 */
import { createStore, useStore } from 'zustand';

/** The card whose menu is open: its object id, card name, accessible name (the menu's name) and element. */
export interface CardMenuTarget {
  objectId: string;
  name: string;
  label: string;
  anchor: HTMLElement;
}

export const cardMenuStore = createStore<{ target: CardMenuTarget | null }>(() => ({ target: null }));

/** Opens the menu of a card (closing any other). */
export function openCardMenu(target: CardMenuTarget): void {
  cardMenuStore.setState({ target });
}

/** Closes the card menu. */
export function closeCardMenu(): void {
  cardMenuStore.setState({ target: null });
}

/** Whether the menu of `objectId` is open (a card re-renders only when its own answer changes). */
export function useCardMenuOpen(objectId: string): boolean {
  return useStore(cardMenuStore, (s) => s.target?.objectId === objectId);
}

/** The card whose menu is open, or null. */
export function useCardMenuTarget(): CardMenuTarget | null {
  return useStore(cardMenuStore, (s) => s.target);
}
