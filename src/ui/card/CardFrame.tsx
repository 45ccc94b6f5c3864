/**
 * A card frame drawn from data: name and mana cost, type line, Oracle text, power/toughness,
 * counters and damage, and the marks that tell copies, tokens and proxies from cards. It is
 * hidden from assistive technology: the card that holds it is named with what it shows.
 */
import { memo } from 'react';
import type { CardView } from '../../store';
import { CardImage } from './CardImage';
import { EnforcementBadge } from './EnforcementBadge';
import { frameColor } from './frame-colors';
import { ManaCost, RulesText } from './mana';

export type CardSize = 'full' | 'small' | 'tile' | 'mini';

function Marks({ card }: { card: CardView }) {
  return (
    <span className="card-marks" aria-hidden="true">
      {card.copy && (
        <span className="mark mark-copy" title={card.copyOf ? `A copy of ${card.copyOf}` : 'A copy'}>
          Copy
        </span>
      )}
      {card.token && <span className="mark mark-token">Token</span>}
      {card.facts.faces && (
        <span
          className={`mark mark-face${card.facts.faces.up === 'back' ? ' back' : ''}`}
          title={`${card.facts.faces.up === 'back' ? 'Back' : 'Front'} face up; the other face is ${card.facts.faces.other.name} (CR 712)`}
        >
          {card.facts.faces.up === 'back' ? '◐ Back' : '◑ Front'}
        </span>
      )}
      <EnforcementBadge enforcement={card.facts.enforcement} />
      {card.summoningSick && (
        <span className="mark mark-sick" title="Summoning sick (CR 302.6)">
          Sick
        </span>
      )}
      {card.foreignController && (
        <span
          className={`mark mark-${card.foreignController}`}
          title={`Controlled by ${card.foreignController === 'p1' ? 'Player 1' : 'Player 2'}`}
        >
          {card.foreignController.toUpperCase()}
        </span>
      )}
    </span>
  );
}

function PowerToughness({ card }: { card: CardView }) {
  const { power, toughness, printedPower, printedToughness } = card.facts;
  if (power === null || toughness === null) return null;
  const changed = power !== printedPower || toughness !== printedToughness;
  return (
    <span
      className={`card-pt${changed ? ' changed' : ''}`}
      aria-hidden="true"
      title={changed ? `Printed ${printedPower}/${printedToughness}` : undefined}
    >
      {power}/{toughness}
    </span>
  );
}

/** A planeswalker's loyalty where a creature's P/T is (its loyalty counters on the battlefield, CR 306.5b). */
function Loyalty({ card }: { card: CardView }) {
  const { loyalty, power } = card.facts;
  if (loyalty === null || power !== null) return null;
  return (
    <span className="card-pt card-loyalty" aria-hidden="true" title="Loyalty">
      ◆ {loyalty}
    </span>
  );
}

function Counters({ card }: { card: CardView }) {
  // A planeswalker's loyalty counters are shown in its loyalty box.
  const shownAsLoyalty = card.facts.loyalty !== null && card.facts.power === null;
  const list = Object.entries(card.counters).filter(([k, n]) => n > 0 && !(shownAsLoyalty && k === 'loyalty'));
  if (!list.length && !card.damage && !card.classLevel) return null;
  return (
    <span className="card-counters" aria-hidden="true">
      {card.classLevel && <span className="counter level">Level {card.classLevel}</span>}
      {list.map(([kind, n]) => (
        <span key={kind} className="counter">
          {n}× {kind}
        </span>
      ))}
      {card.damage > 0 && <span className="counter damage">{card.damage} dmg</span>}
    </span>
  );
}

function Halves({ card }: { card: CardView }) {
  return (
    <div className="card-halves">
      {card.facts.halves.map((h) => (
        <div key={h.name} className="card-half">
          <div className="card-title">
            <span className="card-name">{h.name}</span>
            <ManaCost cost={h.manaCost} />
          </div>
          <div className="card-type">{h.typeLine}</div>
          <div className="card-text">
            <RulesText text={h.oracle} />
          </div>
        </div>
      ))}
    </div>
  );
}

export const CardFrame = memo(function CardFrame({ card, size }: { card: CardView; size: CardSize }) {
  const color = frameColor(card.facts);
  if (size === 'tile') {
    return (
      <div aria-hidden="true" className={`frame frame-tile frame-${color}`}>
        <span className="card-name">{card.name}</span>
        <Marks card={card} />
      </div>
    );
  }
  if (size === 'mini') {
    return (
      <div aria-hidden="true" className={`frame frame-mini frame-${color}`}>
        <span className="card-name">{card.name}</span>
        <ManaCost cost={card.facts.manaCost} />
        <Marks card={card} />
      </div>
    );
  }
  return (
    <div aria-hidden="true" className={`frame frame-${size} frame-${color}`}>
      <div className="card-title">
        <span className="card-name">{card.name}</span>
        {!card.facts.halves.length && <ManaCost cost={card.facts.manaCost} />}
      </div>
      {card.facts.halves.length ? (
        <Halves card={card} />
      ) : (
        <>
          <div className="card-type">
            {card.facts.typeLine}
            {/* CR 708.5: its controller may look at a face-down permanent; the sandbox shows both sides. */}
            {card.facts.faceDownCard && <span className="card-face-down"> (face down: {card.facts.faceDownCard})</span>}
          </div>
          {size === 'full' && (
            <div className="card-text">
              <RulesText text={card.facts.oracle} />
            </div>
          )}
        </>
      )}
      <CardImage scryfallId={card.facts.scryfallId} name={card.name} />
      {/* One row: the marks take what the P/T leaves, so they never run under it at any size. */}
      <div className="card-foot">
        <Marks card={card} />
        <PowerToughness card={card} />
        <Loyalty card={card} />
      </div>
      <Counters card={card} />
    </div>
  );
});
