/**
 * The card detail's list of what the engine does not enforce on a card (DESIGN "Real cards"):
 * each ability left as text, verbatim, with the reason; for a stand-in, why it has no data.
 * Nothing for a card whose every ability is enforced.
 */
import type { Enforcement } from '../../scenario/object-view';
import { enforcementTitle } from './EnforcementBadge';

export function UnenforcedAbilities({ enforcement }: { enforcement: Enforcement }) {
  if (enforcement.status === 'full') return null;
  if (enforcement.status === 'proxy') {
    return <p className="unenforced-note" data-testid="unenforced">{enforcementTitle(enforcement)}. Only its name, types, mana cost and P/T count.</p>;
  }
  return (
    <section className="unenforced" aria-label="Not enforced" data-testid="unenforced">
      <h3 className="unenforced-title">{enforcement.status === 'partial' ? 'Not enforced (the rest is)' : 'Not enforced: text only'}</h3>
      <ul>
        {enforcement.unenforced.map((a) => (
          <li key={a.text}><q>{a.text}</q> <span className="unenforced-reason">— {a.reason}</span></li>
        ))}
      </ul>
    </section>
  );
}
