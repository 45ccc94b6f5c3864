/**
 * The card detail's list of what the engine does not enforce on a card (DESIGN "Real cards"):
 * each ability left as text, verbatim, with the reason; for a proxy or a stand-in, what it is.
 * Nothing for a card whose every ability is enforced. Loaded with the first card shown in the
 * detail (CardDetail.tsx), not with the page.
 */
import type { Enforcement } from '../../scenario/object-view';

/** Where a definition came from, in words. */
function origin(e: Enforcement): string {
  if (e.source === 'pool') return 'hand-scripted';
  if (e.source === 'token') return 'a token';
  return `compiled from its Oracle text; card data from ${e.source === 'scryfall' ? 'Scryfall' : e.source === 'file' ? 'the cards file' : `the ${e.source}`}`;
}

export default function UnenforcedAbilities({ enforcement: e }: { enforcement: Enforcement }) {
  if (e.status === 'full') return null;
  if (e.status === 'proxy') {
    const what = e.note
      ? `A stand-in with its name only: it is ${e.note}.`
      : 'A proxy: a vanilla stand-in the engine does not script.';
    return (
      <p className="unenforced-note" data-testid="unenforced">
        {what} Only its name, types, mana cost and P/T count.
      </p>
    );
  }
  return (
    <section className="unenforced" aria-label="Not enforced" data-testid="unenforced">
      <h3 className="unenforced-title">
        {e.status === 'partial' ? 'Not enforced (the rest is)' : 'Not enforced: text only'}
      </h3>
      <ul>
        {e.unenforced.map((a) => (
          <li key={a.text}>
            <q>{a.text}</q> <span className="unenforced-reason">— {a.reason}</span>
          </li>
        ))}
      </ul>
      <p className="unenforced-origin">
        {origin(e)}
        {e.note ? ` (${e.note})` : ''}
      </p>
    </section>
  );
}
