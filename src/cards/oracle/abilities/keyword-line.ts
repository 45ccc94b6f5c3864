/**
 * A line of keyword abilities (CR 702): "Flying", "Flying, vigilance", "First strike;
 * protection from black". Handled item by item by the compiler (compile.ts splits the line),
 * so "Flying; banding" enforces flying and leaves banding as text.
 */
import { keywordRefusal, parseKeywordPhrase } from '../phrases/keywords';
import { affinity, undaunted } from './cost-changes';
import { keywordByReminder } from './keyword-reminders';
import { keywordTrigger } from './keyword-triggers';
import { refuse, type AbilityCompiler } from './part';
import { bloodthirst } from './bloodthirst';
import { copyCostKeyword } from './copy-cost-keywords';
import { graveyardCast } from './graveyard-casts';
import { exploitKeyword } from './exploit';

/** The items of a keyword line, or null if the line isn't one (a keyword line has no verb). */
export function keywordItems(text: string): string[] | null {
  // Keywords with a cost or an object have compilers of their own (keyword-costs.ts, enchant.ts).
  if (/^(?:Enchant|Equip|Kicker|Flashback|Cycling) /.test(text)) return null;
  // A later item may carry a generic mana cost: "Flying, ward {2}", or be one word with a number:
  // "Flying, firebending 2".
  if (!/^[A-Z][a-z]+( [a-z]+)*((,|;) ([a-z][a-z -]*( \{\d+\})*|[a-z]+ \d+))*$|^Protection from/.test(text)) return null;
  return text.split(/[,;] /).map((s) => s.trim());
}

/** Compiles one keyword item: "flying", "protection from black", "islandwalk". */
export const keywordItem: AbilityCompiler = (text, card) => {
  // Changeling (CR 702.73a): a characteristic-defining ability, not a keyword the engine's table holds.
  if (text === 'changeling') return { everyCreatureType: true };
  // Devoid (CR 702.114a): "This object is colorless", a characteristic-defining ability that
  // works in every zone (604.3): the card's colours are none, whatever its mana cost.
  if (text === 'devoid') return { colors: [] };
  // Partner, "friends forever" (CR 702.124): rules for building a Commander deck; a game here
  // begins after its decks are built, so there is nothing to enforce (see deck-construction.ts).
  if (text === 'partner' || text === 'friends forever') return {};
  // Myriad (CR 702.116a): "for each opponent other than defending player, you may create a token
  // copy … attacking that player". The engine plays two-player games (CR 102.2): the one opponent
  // is the defending player, so there is never another and myriad does nothing.
  if (text === 'myriad') return {};
  // Conspire (CR 702.78a): an optional additional cost and a cast trigger (copy-cost-keywords.ts).
  if (text === 'conspire') return copyCostKeyword(text, card);
  // Bargain (CR 702.166a): an optional additional cost, sacrificing an artifact, enchantment, or
  // token; what "if this spell was bargained" reads (copy-cost-keywords.ts).
  if (text === 'bargain') return copyCostKeyword(text, card);
  // Retrace (CR 702.81a): cast from the graveyard by discarding a land card (graveyard-casts.ts).
  if (text === 'retrace') return graveyardCast(text, card);
  // Exploit (CR 702.110a), with the card's "When ~ exploits a creature" (exploit.ts).
  if (text === 'exploit') return exploitKeyword(card, 'Exploit');
  // Ascend (CR 702.131): on a permanent a static ability (702.131b) the engine checks as the
  // keyword; on an instant or sorcery a spell ability (702.131a), not read.
  if (text === 'ascend' && card.isSpell) return refuse('ascend on an instant or sorcery (CR 702.131a) is not read');
  // Daybound, nightbound (CR 702.145b, 702.145e), with day and night (CR 726): the engine's
  // turn/day-night.ts; a permanent that isn't a transforming double-faced one still makes it day
  // or night (702.145d, 702.145g) but never transforms (701.27c).
  if (text === 'daybound' || text === 'nightbound')
    return card.isSpell ? refuse(keywordRefusal(text)) : { dayNightBound: text === 'daybound' ? 'day' : 'night' };
  // Cipher (CR 702.99a): the spell's last instruction, written in once its text is read (../cipher.ts).
  if (text === 'cipher') return card.isSpell ? {} : refuse('cipher on a card that is not an instant or sorcery');
  const k = parseKeywordPhrase(text);
  if (k) return { keywords: k };
  const aff = affinity(text) ?? undaunted(text);
  if (aff) return aff;
  const thirst = bloodthirst(text, card);
  if (thirst) return thirst;
  const printed = text[0]?.toUpperCase() + text.slice(1);
  const trigger = keywordTrigger(text, printed) ?? (card.isSpell ? null : keywordByReminder(text, printed, card));
  if (trigger) return trigger;
  // Only refuse things that look like keywords; anything else is for other compilers.
  if (/^[A-Za-z][a-z]+( [a-z]+)?( \d+| \{[^}]+\}+)?$/.test(text)) return refuse(keywordRefusal(text));
  return null;
};
