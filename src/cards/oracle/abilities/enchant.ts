/**
 * "Enchant creature", "Enchant land", "Enchant Wall", "Enchant creature card in a graveyard"
 * (CR 702.5): what an Aura targets as a spell and can enchant as a permanent.
 */
import { parseObjects } from '../phrases/objects';
import { refuse, type AbilityCompiler } from './part';

export const enchant: AbilityCompiler = (text, card) => {
  const m = /^Enchant (.+)$/.exec(text);
  if (!m) return null;
  if (!card.isAura) return refuse('an enchant ability on something that is not an Aura');
  const what = m[1] as string;
  if (what === 'player' || what === 'opponent') return { enchant: { players: what === 'player' ? true : 'opponent' } };
  const ph = parseObjects(what);
  if (!ph || ph.plural || ph.filter.zone === 'stack') return refuse(`"enchant ${what}" is not understood`);
  return { enchant: { objects: ph.filter } };
};
