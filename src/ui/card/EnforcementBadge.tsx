/**
 * The enforcement badge on a card frame (DESIGN "Real cards"): how much of the card's rules
 * text the engine enforces — Full (every ability: hand-scripted pool cards, tokens, compiled
 * cards), Partial, Text only (nothing beyond its name, types, cost and P/T), or Proxy (a vanilla
 * stand-in, or a card whose data could not be found). The card's accessible name says the same
 * in words (card-view.ts); the badge itself is decoration.
 */
import type { Enforcement } from '../../scenario/object-view';

const LABEL: Record<Enforcement['status'], string> = { full: 'Full', partial: 'Partial', none: 'Text only', proxy: 'Proxy' };

/** What the badge's tooltip says. */
export function enforcementTitle(e: Enforcement): string {
  if (e.status === 'proxy') return e.note ? `A stand-in with its name only: ${e.note}` : 'A proxy: a vanilla stand-in the engine does not script';
  const from = e.source === 'pool' ? 'hand-scripted' : e.source === 'token' ? 'a token' : `compiled from its Oracle text (${e.source})`;
  if (e.status === 'full') return `Every ability is enforced (${from})`;
  const n = e.unenforced.length;
  return `${n} abilit${n === 1 ? 'y is' : 'ies are'} text only, not enforced (${from}); the card detail lists ${n === 1 ? 'it' : 'them'}`;
}

export function EnforcementBadge({ enforcement }: { enforcement: Enforcement }) {
  return (
    <span className={`mark mark-enforce mark-enforce-${enforcement.status}`} title={enforcementTitle(enforcement)} data-enforcement={enforcement.status}>
      {LABEL[enforcement.status]}
    </span>
  );
}
