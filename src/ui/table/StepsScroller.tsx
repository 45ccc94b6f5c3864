/**
 * The steps of the turn, in a row that scrolls sideways where the screen is narrow (a phone, a
 * portrait tablet). Where steps lie past an edge, that edge fades and shows an arrow (‹ ›), so
 * that the later steps are seen to be there; the cue is drawn only, the row itself scrolls.
 */
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

export function StepsScroller({ children }: { children: ReactNode }) {
  const list = useRef<HTMLOListElement>(null);
  const [more, setMore] = useState({ before: false, after: false });
  useLayoutEffect(() => {
    const el = list.current;
    if (!el) return;
    const measure = () => {
      const before = el.scrollLeft > 1;
      const after = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
      setMore((m) => (m.before === before && m.after === after ? m : { before, after }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    el.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener('scroll', measure);
    };
  }, []);
  return (
    <div className="steps-wrap" data-more-before={more.before || undefined} data-more-after={more.after || undefined}>
      <ol className="steps" aria-label="Steps of the turn" ref={list}>
        {children}
      </ol>
      {more.before && (
        <span className="steps-more steps-more-before" aria-hidden="true">
          ‹
        </span>
      )}
      {more.after && (
        <span className="steps-more steps-more-after" aria-hidden="true" data-testid="steps-more">
          ›
        </span>
      )}
    </div>
  );
}
