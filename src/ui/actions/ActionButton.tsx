/**
 * A button for a command of the registry: its label, whether it is enabled and its shortcut
 * (in the tooltip and `aria-keyshortcuts`) come from the record, and a click runs it. It
 * re-renders when the board, the history or the combat draft change.
 */
import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import { combatDraftStore, useGame } from '../../store';
import { appContext, kbdText } from './registry';
import { labelOf, type UiAction } from './types';
import { useView } from './view-store';

/** `aria-keyshortcuts` for a registry shortcut ("Mod+Shift+Z / Mod+Y" → "Control+Shift+Z Control+Y"). */
export function ariaKeys(kbd: string | undefined): string | undefined {
  return kbd
    ?.split(' / ')
    .map((k) => k.replace('Mod+', 'Control+'))
    .join(' ');
}

export function ActionButton<P>({
  action,
  param,
  className,
  children,
  testId,
  current,
}: {
  action: UiAction<P>;
  param?: P;
  className?: string;
  children?: ReactNode;
  testId?: string;
  /** Marks the button as the current step (`aria-current="step"`). */
  current?: boolean;
}) {
  useGame((s) => s.history);
  useStore(combatDraftStore);
  useView((s) => s.images);
  const p = param as P;
  const label = labelOf(action, appContext, p);
  const title = [action.hint ?? label, action.kbd ? `(${kbdText(action.kbd)})` : ''].filter(Boolean).join(' ');
  return (
    <button
      type="button"
      className={className}
      data-testid={testId}
      data-action={action.id}
      disabled={!action.enabled(appContext, p)}
      aria-current={current ? 'step' : undefined}
      title={title}
      aria-keyshortcuts={ariaKeys(action.kbd)}
      onClick={() => {
        void action.run(appContext, p);
      }}
    >
      {children ?? label}
    </button>
  );
}
