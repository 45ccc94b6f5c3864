/** The card under the pointer or focus, drawn large with its whole text and state. */
import { lazy, Suspense, useMemo } from 'react';
import { cardView, engine, useGame } from '../store';
import { CardFrame } from './card/CardFrame';
import { useCurrentState } from './hooks';

/** What the engine does not enforce on the card (loaded with the first card shown). */
const UnenforcedAbilities = lazy(() => import('./card/UnenforcedAbilities'));

export function CardDetail() {
  const selection = useGame((s) => s.selection);
  const state = useCurrentState();
  const card = useMemo(
    () => (state && selection ? cardView(state, engine.registry, selection) : null),
    [state, selection],
  );
  if (!card)
    return (
      <section className="card-detail empty" aria-label="Card detail">
        <p className="muted">
          Point at a card to read it here. Click it (or press Enter) for what it can do; drag it to play it.
        </p>
      </section>
    );
  return (
    <section className="card-detail" aria-label="Card detail">
      <div
        className={`detail-frame${card.copy ? ' copy' : ''}${card.token ? ' token' : ''}${card.facts.proxy ? ' proxy' : ''}`}
      >
        <CardFrame card={card} size="full" />
      </div>
      <div className="detail-text">
        <p className="detail-label">{card.label}</p>
        {card.facts.enforcement.status !== 'full' && (
          <Suspense fallback={null}>
            <UnenforcedAbilities enforcement={card.facts.enforcement} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
