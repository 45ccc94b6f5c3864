/**
 * Connectors drawn over the table: from an Aura to what it enchants when that is not a
 * permanent beside it (the Volute on a card in a graveyard), and from each stack item to its
 * targets. Positions are measured from the DOM after every change of the board.
 */
import { useCallback, useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { useGame } from '../../store';

interface Arrow {
  key: string;
  kind: 'aura' | 'target';
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

function centre(el: Element, box: DOMRect): { x: number; y: number } {
  const r = el.getBoundingClientRect();
  return { x: r.left + r.width / 2 - box.left, y: r.top + r.height / 2 - box.top };
}

function measure(root: HTMLElement): Arrow[] {
  // Most boards have no connector: then nothing is measured (no layout is read).
  if (!root.querySelector('[data-connector-to], [data-target-of]')) return [];
  const box = root.getBoundingClientRect();
  const arrows: Arrow[] = [];
  const find = (id: string) => root.querySelector(`[data-entity="${CSS.escape(id)}"]`);
  root.querySelectorAll('[data-connector-to]').forEach((note) => {
    const from = note.closest('[data-entity]');
    const to = find(note.getAttribute('data-connector-to') ?? '');
    if (!from || !to) return;
    const a = centre(from, box);
    const b = centre(to, box);
    arrows.push({ key: `aura:${from.getAttribute('data-entity')}`, kind: 'aura', x1: a.x, y1: a.y, x2: b.x, y2: b.y });
  });
  root.querySelectorAll('[data-target-of]').forEach((li) => {
    const from = root.querySelector(`[data-stack-id="${CSS.escape(li.getAttribute('data-target-of') ?? '')}"]`);
    const to = find(li.getAttribute('data-target') ?? '');
    if (!from || !to) return;
    const a = centre(from, box);
    const b = centre(to, box);
    arrows.push({
      key: `t:${li.getAttribute('data-target-of')}:${li.getAttribute('data-target')}`,
      kind: 'target',
      x1: a.x,
      y1: a.y,
      x2: b.x,
      y2: b.y,
    });
  });
  return arrows;
}

const sameArrows = (a: Arrow[], b: Arrow[]) =>
  a.length === b.length &&
  a.every((x, i) => {
    const y = b[i]!;
    return x.key === y.key && x.x1 === y.x1 && x.y1 === y.y1 && x.x2 === y.x2 && x.y2 === y.y2;
  });

export function ArrowLayer({ root }: { root: RefObject<HTMLElement | null> }) {
  const [arrows, setAll] = useState<Arrow[]>([]);
  // Measuring again after every change mostly finds the same arrows: keep the old list then (no re-render).
  const setArrows = useCallback((next: Arrow[]) => setAll((prev) => (sameArrows(prev, next) ? prev : next)), []);
  const changeSeq = useGame((s) => s.changeSeq);
  const speed = useGame((s) => s.animSpeed);
  useLayoutEffect(() => {
    const update = () => {
      if (root.current) setArrows(measure(root.current));
    };
    const frame = window.requestAnimationFrame(update);
    // Again once layout animations have settled.
    const timer = window.setTimeout(update, speed ? 900 / speed : 50);
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [changeSeq, root, speed, setArrows]);
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const update = () => setArrows(measure(el));
    const observer = new ResizeObserver(update);
    observer.observe(el);
    window.addEventListener('resize', update);
    // A player's side scrolls inside the table (layout.css): its cards move under the arrows.
    let frame = 0;
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(() => ((frame = 0), update()));
    };
    el.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
      el.removeEventListener('scroll', onScroll, { capture: true });
      window.cancelAnimationFrame(frame);
    };
  }, [root, setArrows]);
  return (
    <svg className="arrow-layer" aria-hidden="true">
      <defs>
        <marker
          id="arrow-aura"
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto-start-reverse"
        >
          <path d="M0,0 L10,5 L0,10 z" />
        </marker>
        <marker
          id="arrow-target"
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto-start-reverse"
        >
          <path d="M0,0 L10,5 L0,10 z" />
        </marker>
      </defs>
      {arrows.map((a) => (
        <line
          key={a.key}
          className={`arrow arrow-${a.kind}`}
          x1={a.x1}
          y1={a.y1}
          x2={a.x2}
          y2={a.y2}
          markerEnd={`url(#arrow-${a.kind})`}
        />
      ))}
    </svg>
  );
}
