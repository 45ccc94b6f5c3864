/**
 * Devour and amplify: +1/+1 counters for what is chosen as the permanent enters (CR 614.12).
 *
 * - Devour N (CR 702.82a): "As this object enters, you may sacrifice any number of creatures. This
 *   permanent enters with N +1/+1 counters on it for each creature sacrificed this way." "Devour
 *   [quality] N" (702.82c): any number of [quality] permanents instead ("Devour artifact 1",
 *   "Devour land 3", "Devour Food 3").
 * - Amplify N (CR 702.38a): "As this object enters, reveal any number of cards from your hand that
 *   share a creature type with it. This permanent enters with N +1/+1 counters on it for each card
 *   revealed this way." The creature types are the card's own printed ones.
 *
 * "Devour X, where X is …" and the abilities that read what it devoured (702.82b) stay text.
 */
import type { ObjectFilter } from '../../../engine';
import { CREATURE_TYPES } from '../../../engine/tables';
import type { CardFacts } from '../build';
import { parseObjects } from '../phrases/objects';
import { subtypeOf } from '../phrases/subtypes';
import { refuse, type AbilityResult } from './part';

/** The permanents "Devour [quality]" may sacrifice, or null for a quality not read. */
function devoured(quality: string | undefined): ObjectFilter | null {
  if (quality === undefined) return { types: ['creature'] };
  if (quality === 'artifact' || quality === 'land' || quality === 'creature') return { types: [quality] };
  const sub = /^[A-Z]/.test(quality) ? subtypeOf(quality) : null;
  return sub ? { subtypes: [sub] } : null;
}

/** "Devour 2", "Devour artifact 1", "Amplify 1": the choice made as it enters, or a refusal. */
export function devourOrAmplify(text: string, card: CardFacts): AbilityResult {
  const m = /^(Devour|Amplify)(?: ([A-Za-z]+))? (\d+)$/.exec(text.replace(/\.$/, ''));
  if (!m) return null;
  const kw = (m[1] as string).toLowerCase();
  const n = Number(m[3]);
  if (!card.types.includes('creature') || n < 1 || n > 20) return refuse(`${kw} is not understood here`);
  if (kw === 'devour') {
    const filter = devoured(m[2]);
    if (!filter) return refuse(`devour ${m[2]} is not understood`);
    return { asEnters: [{ devour: n, filter }] };
  }
  if (m[2] !== undefined) return null;
  const types = card.subtypes.filter((t) => CREATURE_TYPES.includes(t));
  if (!types.length) return refuse('amplify on a card with no creature type');
  return { asEnters: [{ amplify: n, filter: { subtypes: types } }] };
}

/**
 * Devour's choice written out (CR 614.12, 614.1c; the same choice as 702.82a): "As this creature
 * enters, you may sacrifice any number of creatures and/or planeswalkers. If you do, it enters
 * with twice that many +1/+1 counters on it." (Devouring Hellion), "As Shimatsu enters, sacrifice
 * any number of permanents. Shimatsu enters with that many +1/+1 counters on it." Only permanents
 * its controller controls ("sacrifice", 701.21a), never itself.
 */
export function sacrificedForCounters(text: string, card: CardFacts): AbilityResult {
  const m =
    /^As ~ enters, (?:you may )?sacrifice any number of ([^.]+)\. (?:If you do, (?:it|~)|~|It) enters with (twice )?that many \+1\/\+1 counters on it\.$/.exec(
      text,
    );
  if (!m || !card.types.includes('creature')) return null;
  const ph = parseObjects(m[1] as string);
  if (!ph || !ph.plural || ph.other) return null;
  const { controller, ...rest } = ph.filter;
  if (rest.zone || (controller && controller !== 'you')) return null;
  return { asEnters: [{ devour: m[2] ? 2 : 1, filter: rest, spelledOut: true }] };
}
