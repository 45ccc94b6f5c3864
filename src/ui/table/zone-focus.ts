/**
 * Moving the keyboard between the table's zones in a few keys (WAI-ARIA's landmark and pane
 * conventions): F6 goes to the next zone and Shift+F6 to the previous one, in the order a player
 * uses them most — Player 1's hand, Player 1's battlefield, the turn bar, the stack, Player 2's
 * battlefield and hand, the players, the piles, then the lesson and the rules log. Focus lands on
 * the card last focused in that zone (else its first card or control, else the zone itself).
 * Inside a zone the arrow keys (and Home/End) move from card to card.
 */
import { useEffect, type RefObject } from 'react';

/** The stops of F6, by accessible name, in order; a stop not on screen is skipped. */
export const ZONE_ORDER: readonly string[] = [
  'Player 1 hand',
  'Player 1 battlefield',
  'Turn',
  'Stack',
  'Player 2 battlefield',
  'Player 2 hand',
  'Player 1',
  'Player 2',
  'Player 1 library',
  'Player 1 graveyard',
  'Player 1 exile',
  'Player 2 library',
  'Player 2 graveyard',
  'Player 2 exile',
  'Lesson',
  'Rules log',
];

const FOCUSABLE = '[data-testid="card"], .ability-box, button:not([disabled]), [href], input, select, [tabindex="0"]';

/** The element of each stop on the page now, in {@link ZONE_ORDER}. */
function stops(doc: Document): HTMLElement[] {
  const named = new Map<string, HTMLElement>();
  for (const el of doc.querySelectorAll<HTMLElement>('section[aria-label], [role="toolbar"][aria-label]')) {
    const name = el.getAttribute('aria-label')!;
    if (!named.has(name) && el.getClientRects().length > 0) named.set(name, el);
  }
  return ZONE_ORDER.flatMap((n) => named.get(n) ?? []);
}

/** The card or control focused last in each stop (by the stop's name). */
const lastFocused = new WeakMap<HTMLElement, HTMLElement>();

/** Remembers `el` as the place to come back to in the stop that holds it. */
export function noteFocus(el: Element | null): void {
  if (!(el instanceof HTMLElement)) return;
  const stop = el.closest<HTMLElement>('section[aria-label], [role="toolbar"][aria-label]');
  if (stop && stop !== el) lastFocused.set(stop, el);
}

/** Where focus goes in `stop`: the element focused there last, its first card or control, or the stop itself. */
function entryOf(stop: HTMLElement): HTMLElement {
  const last = lastFocused.get(stop);
  if (last && stop.contains(last) && last.getClientRects().length > 0) return last;
  const first = stop.querySelector<HTMLElement>(FOCUSABLE);
  if (first) return first;
  if (!stop.hasAttribute('tabindex')) stop.tabIndex = -1;
  return stop;
}

/**
 * Moves focus to the next stop (`step` 1) or the previous one (-1) from where focus is now;
 * from outside every stop, F6 goes to the first and Shift+F6 to the last. Returns the name of
 * the stop reached, or null when there is none on the page.
 */
export function focusZone(doc: Document, step: 1 | -1): string | null {
  const list = stops(doc);
  if (!list.length) return null;
  const active = doc.activeElement;
  const at = list.findIndex((s) => s === active || s.contains(active));
  const next = at < 0 ? (step === 1 ? 0 : list.length - 1) : (at + step + list.length) % list.length;
  const stop = list[next]!;
  const target = entryOf(stop);
  target.focus();
  target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  return stop.getAttribute('aria-label');
}

const ARROWS: Record<string, 1 | -1 | 'first' | 'last'> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
  Home: 'first',
  End: 'last',
};

/**
 * An arrow key (or Home/End) pressed on a card: focus goes to the next, previous, first or last
 * card of the same zone. Returns whether it moved (the caller then keeps the key from scrolling).
 */
export function moveInZone(card: HTMLElement, key: string): boolean {
  const move = ARROWS[key];
  const stop = card.closest<HTMLElement>('section[aria-label]');
  if (move === undefined || !stop) return false;
  const cards = [...stop.querySelectorAll<HTMLElement>('[data-testid="card"], .ability-box')].filter(
    (c) => c.getClientRects().length > 0,
  );
  const at = cards.indexOf(card);
  if (at < 0) return false;
  const to =
    move === 'first' ? 0 : move === 'last' ? cards.length - 1 : Math.min(cards.length - 1, Math.max(0, at + move));
  if (to === at) return false;
  cards[to]!.focus();
  cards[to]!.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  return true;
}

/**
 * Installs the arrow keys on the cards inside `root` and remembers the card last focused in each
 * zone (for F6's return). Call from the table's component.
 */
export function useZoneKeys(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const onFocus = (e: FocusEvent) => noteFocus(e.target as Element | null);
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || e.shiftKey) return;
      const el = e.target as HTMLElement | null;
      if (!el || !root.current?.contains(el) || !el.matches('[data-testid="card"], .ability-box')) return;
      if (moveInZone(el, e.key)) e.preventDefault();
    };
    document.addEventListener('focusin', onFocus);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('focusin', onFocus);
      document.removeEventListener('keydown', onKey);
    };
  }, [root]);
}
