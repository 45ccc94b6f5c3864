/**
 * The enforcement badge on a card frame (DESIGN "Real cards"): how much of the card's rules
 * text the engine enforces — Full (every ability: hand-scripted pool cards, tokens, compiled
 * cards), Partial, Text only (nothing beyond its name, types, cost and P/T), or Proxy (a vanilla
 * stand-in, or a card whose data could not be found). The card's accessible name says the same
 * in words (card-view.ts) and the card detail lists what is not enforced (UnenforcedAbilities).
 */
import type { Enforcement } from '../../scenario/object-view';

/** [word, short form for small frames, what it means]. */
const LABEL: Record<Enforcement['status'], [string, string, string]> = {
  full: ['Full', 'Full', 'Every ability is enforced'],
  partial: ['Partial', 'Part', 'Some abilities are text only, not enforced (listed in the card detail)'],
  none: ['Text only', 'Text', 'Its abilities are text only, not enforced (listed in the card detail)'],
  proxy: ['Proxy', 'Prx', 'A stand-in: name, types, cost and P/T only'],
};

/**
 * The badge. A card frame has room for the short form only (beside the P/T); a graveyard or
 * exile strip shows the word (styles/card.css). The title gives the word and its meaning either way.
 */
export function EnforcementBadge({ enforcement }: { enforcement: Enforcement }) {
  const [word, short, meaning] = LABEL[enforcement.status];
  return (
    <span
      className={`mark mark-enforce mark-enforce-${enforcement.status}`}
      title={`${word}: ${meaning}`}
      data-enforcement={enforcement.status}
    >
      <span className="mark-word">{word}</span>
      <span className="mark-short">{short}</span>
    </span>
  );
}
