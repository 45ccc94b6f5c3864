/** The card under the pointer or focus, drawn large with its whole text and state. */
import { lazy, Suspense, useMemo } from 'react';
import { cardView, engine, useGame, type CardView } from '../store';
import { CardFrame } from './card/CardFrame';
import { useCurrentState } from './hooks';

/** What the engine does not enforce on the card (loaded with the first card shown). */
const UnenforcedAbilities = lazy(() => import('./card/UnenforcedAbilities'));

/** A double-faced card's other face, to read it without turning the card over (CR 712). */
function OtherFace({ faces }: { faces: NonNullable<CardView['facts']['faces']> }) {
  const f = faces.other;
  return (
    <div className="detail-other-face" data-testid="other-face">
      <p>
        <strong>{faces.up === 'back' ? 'Front face' : 'Back face'}:</strong> {f.name}
        {f.manaCost ? ` ${f.manaCost}` : ''} — {f.typeLine}
        {f.power !== null && f.toughness !== null ? ` (${f.power}/${f.toughness})` : ''}
      </p>
      {f.oracle && <p className="detail-other-text">{f.oracle}</p>}
    </div>
  );
}

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
        {card.facts.faces && <OtherFace faces={card.facts.faces} />}
        {card.facts.enforcement.status !== 'full' && (
          <Suspense fallback={null}>
            <UnenforcedAbilities enforcement={card.facts.enforcement} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
