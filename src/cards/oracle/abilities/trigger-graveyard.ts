/**
 * Cards put into a graveyard from anywhere or from a library (CR 603.2, 603.6c): "Whenever a
 * card is put into your graveyard from anywhere", "Whenever a creature card is put into an
 * opponent's graveyard from anywhere", "Whenever a land card is put into your graveyard from your
 * library", "Whenever another card is put into a graveyard from anywhere", and "Whenever one or
 * more creature cards are put into your graveyard from anywhere" (one trigger for the cards put
 * there at the same time, 603.2c). "From anywhere" is never a leaves-the-battlefield ability
 * (603.6c): the card is matched as it is in the graveyard, and "that card" is that card.
 */
import type { ObjectFilter } from '../../../engine';
import { parseObjects } from '../phrases/objects';
import type { EventMatch } from './trigger-subject';

/** Whose graveyard: a card goes to its owner's (CR 400.3), so "your graveyard" names the owner. */
const GRAVEYARD: Record<string, ObjectFilter['owner'] | null> = {
  'a graveyard': null,
  graveyards: null,
  "a player's graveyard": null,
  'your graveyard': 'you',
  "an opponent's graveyard": 'opponent',
};

/** The event phrase, or null if it is not one of these. */
export function graveyardEvent(phrase: string): EventMatch | null {
  // "When ~ is put into a graveyard from anywhere" (the Eldrazi titans, Serra Avatar): the card
  // itself, from any zone (from the battlefield it is watched as it last was, from elsewhere from
  // where it went, CR 603.6c); "it" is the card in the graveyard.
  if (phrase === 'When ~ is put into a graveyard from anywhere')
    return {
      on: { event: 'zoneChange', what: 'self', to: 'graveyard' },
      trigger: { object: 'card' },
      it: { ref: 'trigger', key: 'card' },
    };
  const m =
    /^(?:When|Whenever) (one or more )?(.+?) (is|are) put into (a graveyard|graveyards|a player's graveyard|your graveyard|an opponent's graveyard) from (anywhere|your library|a library)$/.exec(
      phrase,
    );
  if (!m) return null;
  const plural = !!m[1];
  // "one or more … are", "a … is"; "graveyards" only with "one or more".
  if (plural !== (m[3] === 'are') || (m[4] === 'graveyards' && !plural)) return null;
  const words = plural ? m[2] : /^(?:a|an|another) (.+)$/.exec(m[2] as string)?.[1];
  const ph = words ? parseObjects(words) : null;
  // Only cards (a token is not one, CR 108.2), with no owner or zone of their own.
  if (!ph || ph.plural !== plural || !ph.filter.cardOnly || ph.filter.zone || ph.filter.owner) return null;
  if (ph.filter.controller) return null;
  let owner = GRAVEYARD[m[4] as string] ?? undefined;
  // A library holds its owner's cards (CR 400.3): "from your library" is your cards.
  if (m[5] === 'your library') {
    if (owner === 'opponent') return null;
    owner = 'you';
  }
  const other = ph.other || (m[2] as string).startsWith('another ');
  if (plural && other) return null;
  const what = { filter: { ...ph.filter, ...(owner ? { owner } : {}) }, ...(other ? { other: true } : {}) };
  const from = m[5] === 'anywhere' ? {} : { from: 'library' as const };
  return plural
    ? { on: { event: 'zoneChange', what, ...from, to: 'graveyard', oneOrMore: true }, trigger: {} }
    : { on: { event: 'zoneChange', what, ...from, to: 'graveyard' }, trigger: { object: 'card' } };
}
