/**
 * A line of keyword abilities (CR 702): "Flying", "Flying, vigilance", "First strike;
 * protection from black". Handled item by item by the compiler (compile.ts splits the line),
 * so "Flying; banding" enforces flying and leaves banding as text.
 */
import { keywordRefusal, parseKeywordPhrase } from '../phrases/keywords';
import { keywordTrigger } from './keyword-triggers';
import { refuse, type AbilityCompiler } from './part';

/** The items of a keyword line, or null if the line isn't one (a keyword line has no verb). */
export function keywordItems(text: string): string[] | null {
  // Keywords with a cost or an object have compilers of their own (keyword-costs.ts, enchant.ts).
  if (/^(?:Enchant|Equip|Kicker|Flashback|Cycling) /.test(text)) return null;
  // A later item may carry a generic mana cost: "Flying, ward {2}".
  if (!/^[A-Z][a-z]+( [a-z]+)*((,|;) [a-z][a-z -]*( \{\d+\})*)*$|^Protection from/.test(text)) return null;
  return text.split(/[,;] /).map((s) => s.trim());
}

/** Compiles one keyword item: "flying", "protection from black", "islandwalk". */
export const keywordItem: AbilityCompiler = (text) => {
  // Changeling (CR 702.73a): a characteristic-defining ability, not a keyword the engine's table holds.
  if (text === 'changeling') return { everyCreatureType: true };
  const k = parseKeywordPhrase(text);
  if (k) return { keywords: k };
  const trigger = keywordTrigger(text, text[0]?.toUpperCase() + text.slice(1));
  if (trigger) return trigger;
  // Only refuse things that look like keywords; anything else is for other compilers.
  if (/^[A-Za-z][a-z]+( [a-z]+)?( \d+| \{[^}]+\}+)?$/.test(text)) return refuse(keywordRefusal(text));
  return null;
};
