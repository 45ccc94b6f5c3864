/**
 * The card under the pointer or focus, drawn large with its whole text and state. Its content's
 * code (CardDetailBody.tsx) is fetched once the browser is idle after the table shows; once
 * loaded it renders at once, with no suspense.
 */
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { cardView, engine, useGame } from '../store';
import { useCurrentState } from './hooks';
import { preloadable, whenIdle } from './idle';

let loadedBody: (typeof import('./CardDetailBody'))['CardDetailBody'] | null = null;
const bodyModule = preloadable(() =>
  import('./CardDetailBody').then((m) => {
    loadedBody = m.CardDetailBody;
    return m;
  }),
);
const LazyBody = lazy(() => bodyModule.load().then((m) => ({ default: m.CardDetailBody })));

export function CardDetail() {
  const selection = useGame((s) => s.selection);
  const state = useCurrentState();
  const card = useMemo(
    () => (state && selection ? cardView(state, engine.registry, selection) : null),
    [state, selection],
  );
  useEffect(
    () =>
      whenIdle(() => {
        bodyModule.load().catch(() => undefined);
      }),
    [],
  );
  if (!card)
    return (
      <section className="card-detail empty" aria-label="Card detail">
        <p className="muted">
          Point at a card to read it here. Click it (or press Enter) for what it can do; drag it to play it.
        </p>
      </section>
    );
  const Body = loadedBody ?? LazyBody;
  return (
    <section className="card-detail" aria-label="Card detail">
      <Suspense fallback={<p className="muted">{card.label}</p>}>
        <Body card={card} />
      </Suspense>
    </section>
  );
}
