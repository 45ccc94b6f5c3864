/** Small hooks over the store: the state shown, its board view, what is highlighted. */
import { useMemo } from 'react';
import type { GameState } from '../engine';
import { engine, sharedBoardView, useGame, type BoardView, type CardView } from '../store';
import { getLki } from '../engine';

export function useCurrentState(): GameState | null {
  return useGame((s) => s.history.state);
}

/** The board view of the state shown; unchanged parts keep their identity from one state to the next. */
export function useBoard(): BoardView | null {
  const state = useCurrentState();
  return useMemo(() => (state ? sharedBoardView(state, engine.registry) : null), [state]);
}

/** Whether an object (or its physical card) is highlighted by the log or a stack item. */
export function useHighlighted(id: string, cardId: string | null): boolean {
  return useGame((s) => {
    const h = s.highlight;
    if (!h) return false;
    if (h.objects.includes(id) || (cardId !== null && h.cards.includes(cardId))) return true;
    if (cardId === null) return false;
    // Old object ids of the same physical card (the log names objects as they were).
    const state = s.history.state;
    return !!state && h.objects.some((o) => getLki(state, o)?.object.cardId === cardId);
  });
}

export function cardClasses(card: CardView, extra: Record<string, boolean> = {}): string {
  const flags: Record<string, boolean> = {
    copy: card.copy,
    token: card.token,
    proxy: card.facts.proxy,
    tapped: card.tapped,
    ...extra,
  };
  return Object.entries(flags)
    .filter(([, on]) => on)
    .map(([k]) => k)
    .join(' ');
}

/**
 * Where keyboard focus goes when what held it went away (a menu whose card moved to the stack,
 * an answered or hidden decision): the "must decide — show" reminder if a decision is hidden,
 * else the pass button. Does nothing if focus is still somewhere on the page.
 */
export function focusTableHome(): void {
  window.setTimeout(() => {
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const target =
      document.querySelector<HTMLElement>('.decision-reminder') ??
      document.querySelector<HTMLElement>('[data-testid="pass"]:not([disabled])');
    target?.focus();
  }, 0);
}
