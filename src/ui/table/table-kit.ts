/**
 * The table's kit: its drag and drop (dnd-kit) and its animations (motion), loaded after the
 * table shows rather than with it. Until the kit arrives the table is complete and usable by
 * click, tap and keyboard (every action is also in a card's menu); its cards simply don't move
 * by dragging or animate yet. Once it arrives the table switches to it at a quiet moment
 * (see kit-switch.ts): that re-creates the board's elements once, keeping focus and scroll.
 *
 * Shapes: {@link TableKit} is what the lazily loaded module (table-kit-module.tsx) provides;
 * components read it with {@link useTableKit} (null until the switch).
 */
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { useDraggable } from '@dnd-kit/core';
import type * as MotionM from 'motion/react-m';
import { preloadable } from '../idle';

/** What the table uses once its kit is loaded. */
export interface TableKit {
  /**
   * Wraps the board: motion's features and settings (speed; reduced motion when off) and
   * dnd-kit's context with its drag overlay. `duration` is in seconds (0: jump).
   */
  Frame: ComponentType<{ duration: number; off: boolean; children: ReactNode }>;
  /** dnd-kit's draggable hook (a card's drag source). */
  useDraggable: typeof useDraggable;
  /** motion's `m` elements (features arrive with LazyMotion in `Frame`). */
  m: typeof MotionM;
  /** motion's AnimatePresence (exit animations). */
  AnimatePresence: ComponentType<{ initial?: boolean; children: ReactNode }>;
}

/** The loaded kit, given to the board by the table (null: not switched to it yet). */
export const TableKitContext = createContext<TableKit | null>(null);

/** The table's kit, or null while the table shows without it. */
export function useTableKit(): TableKit | null {
  return useContext(TableKitContext);
}

/** The kit's module: `load()` starts or joins the import (a failed load may be retried). */
export const tableKitModule = preloadable(() => import('./table-kit-module').then((mod) => mod.tableKit));

let loaded: TableKit | null = null;

/** Loads the kit (or returns it at once if it is loaded); rejects when its code can't be fetched. */
export async function loadTableKit(): Promise<TableKit> {
  loaded ??= await tableKitModule.load();
  return loaded;
}

/** The kit if it has been loaded already (a table opened later starts with it), else null. */
export function loadedTableKit(): TableKit | null {
  return loaded;
}
