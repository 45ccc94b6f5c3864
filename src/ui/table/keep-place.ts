/**
 * Keeps a person's place across a re-creation of the same elements (the table switching to its
 * kit renders the same board with new elements): which element has focus, and how far each
 * scrolled element inside `root` is scrolled. Elements are found again by their position among
 * `root`'s descendants (child indices from `root`), which is the same when the same board is
 * rendered again.
 */

/** A position inside the root: child indices, from the root down. */
type Path = number[];

/** Focus and scroll offsets inside one root, as {@link keepPlace} found them. */
export interface Place {
  focus: Path | null;
  scrolled: { path: Path; top: number; left: number }[];
}

function pathOf(root: Element, el: Element): Path | null {
  const path: Path = [];
  let at: Element | null = el;
  while (at && at !== root) {
    const parent: Element | null = at.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, at));
    at = parent;
  }
  return at === root ? path : null;
}

function atPath(root: Element, path: Path): Element | null {
  let at: Element | undefined = root;
  for (const i of path) {
    at = at?.children[i];
    if (!at) return null;
  }
  return at ?? null;
}

/** Notes where focus is inside `root` and every scrolled element in it. */
export function keepPlace(root: Element): Place {
  const active = document.activeElement;
  const focus = active && active !== root && root.contains(active) ? pathOf(root, active) : null;
  const scrolled: Place['scrolled'] = [];
  for (const el of [root, ...root.querySelectorAll('*')]) {
    if (el.scrollTop === 0 && el.scrollLeft === 0) continue;
    const path = pathOf(root, el);
    if (path) scrolled.push({ path, top: el.scrollTop, left: el.scrollLeft });
  }
  return { focus, scrolled };
}

/** Puts focus and scroll offsets back as {@link keepPlace} noted them (without scrolling to focus). */
export function restorePlace(root: Element, place: Place): void {
  for (const s of place.scrolled) {
    const el = atPath(root, s.path);
    if (el) {
      el.scrollTop = s.top;
      el.scrollLeft = s.left;
    }
  }
  if (place.focus) {
    const el = atPath(root, place.focus);
    if (el instanceof HTMLElement || el instanceof SVGElement) el.focus({ preventScroll: true });
  }
}
