/**
 * The enforcement badge on a card frame (DESIGN "Real cards"): how much of the card's rules
 * text the engine enforces — Full (every ability: hand-scripted pool cards, tokens, compiled
 * cards), Partial, Text only (nothing beyond its name, types, cost and P/T), or Proxy (a vanilla
 * stand-in, or a card whose data could not be found). The card's accessible name says the same
 * in words (card-view.ts) and the card detail lists what is not enforced (UnenforcedAbilities).
 */
import type { Enforcement } from '../../scenario/object-view';

const LABEL: Record<Enforcement['status'], [string, string]> = {
  full: ['Full', 'Every ability is enforced'],
  partial: ['Partial', 'Some abilities are text only, not enforced (listed in the card detail)'],
  none: ['Text only', 'Its abilities are text only, not enforced (listed in the card detail)'],
  proxy: ['Proxy', 'A stand-in: name, types, cost and P/T only'],
};

export function EnforcementBadge({ enforcement }: { enforcement: Enforcement }) {
  const [label, title] = LABEL[enforcement.status];
  return <span className={`mark mark-enforce mark-enforce-${enforcement.status}`} title={title} data-enforcement={enforcement.status}>{label}</span>;
}
