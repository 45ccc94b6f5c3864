/**
 * The card detail's content for one card (CardDetail.tsx): the card drawn large, its label, a
 * double-faced card's other face (CR 712) and what the engine does not enforce on it. Not in the
 * first load: fetched once the browser is idle after the table shows, or when a card is first
 * pointed at.
 */
import { lazy, Suspense } from 'react';
import type { CardView } from '../store';
import { CardFrame } from './card/CardFrame';

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

/** The detail of `card`: its frame at full size and its text. */
export function CardDetailBody({ card }: { card: CardView }) {
  return (
    <>
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
    </>
  );
}
