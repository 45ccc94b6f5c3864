/** Looking at the table: the help overlay with every shortcut, a card shown large, card images. */
import { getObject } from '../../engine';
import { shown } from './state';
import type { UiAction } from './types';
import { setImages, viewStore } from './view-store';
import { focusZone } from '../table/zone-focus';

export const help: UiAction = {
  id: 'view.help',
  group: 'view',
  kbd: '?',
  label: 'Keyboard shortcuts',
  hint: 'Show every command and its key',
  enabled: () => true,
  run: () => {
    viewStore.setState((s) => ({ help: !s.help }));
    return true;
  },
};

/** Shows card `id` large with its whole text; the same card again (or null) closes it. */
export const zoomCard: UiAction<string | null> = {
  id: 'view.zoom-card',
  group: 'view',
  label: 'Show the card large',
  enabled: (ctx, id) => id === null || !!(shown(ctx) && getObject(shown(ctx)!, id)),
  run: (_ctx, id) => {
    viewStore.setState((s) => ({ zoom: s.zoom === id ? null : id }));
    return true;
  },
};

/** The key for it: the card under the pointer or keyboard focus. */
export const zoom: UiAction = {
  id: 'view.zoom',
  group: 'view',
  kbd: 'Z',
  label: 'Show the card pointed at large',
  hint: 'The card under the pointer or focus, large, with its whole text (long-press on touch; Z or Escape closes it)',
  enabled: (ctx) => viewStore.getState().zoom !== null || zoomCard.enabled(ctx, ctx.game.getState().selection),
  run: (ctx) => zoomCard.run(ctx, viewStore.getState().zoom ?? ctx.game.getState().selection),
};

export const toggleImages: UiAction = {
  id: 'view.images',
  group: 'view',
  kbd: 'Shift+I',
  label: () => (viewStore.getState().images ? 'Card images: on' : 'Card images: off'),
  hint: 'Show card images from Scryfall when online (the text frame stays the fallback)',
  enabled: () => true,
  run: () => {
    setImages(!viewStore.getState().images);
    return true;
  },
};

/** F6: focus goes to the next zone of the table (ui/table/zone-focus.ts has the order). */
export const nextZone: UiAction = {
  id: 'view.next-zone',
  group: 'view',
  kbd: 'F6',
  label: 'Next zone',
  hint: 'Focus the next zone: your hand, your battlefield, the turn bar, the stack, the opponent’s side, the piles, the lesson, the log (arrow keys: card to card inside a zone)',
  enabled: (ctx) => !!shown(ctx),
  run: () => focusZone(document, 1) !== null,
};

/** Shift+F6: focus goes to the previous zone. */
export const previousZone: UiAction = {
  id: 'view.previous-zone',
  group: 'view',
  kbd: 'Shift+F6',
  label: 'Previous zone',
  hint: 'Focus the previous zone',
  enabled: (ctx) => !!shown(ctx),
  run: () => focusZone(document, -1) !== null,
};
