/**
 * An emblem's abilities (CR 114.1, 114.3): the quoted abilities of "You get an emblem with
 * \"…\"", each read as a paragraph of an object named "Emblem" whose "this emblem" is itself
 * (the source of its abilities, 114.4). Only triggered and static abilities are read (the
 * abilities the command zone's sources have, derived/command-sources.ts); an activated ability,
 * a replacement effect or anything the compilers can't enforce leaves the instruction as text.
 */
import type { EmblemSpec, StaticSpec, TriggeredSpec } from '../../../engine';
import { cardFacts, type CardFacts } from '../build';
import { emblemAbilities } from '../grammar/effects/emblems';
import { selfNames } from '../normalise';
import { isRefusal, type AbilityResult } from './part';
import { costChanges } from './cost-changes';
import { statics } from './statics';
import { triggered } from './triggered';

/** The emblem's own facts: no name, types or mana cost (CR 114.3); "Emblem" stands for "this emblem". */
const EMBLEM_FACTS: CardFacts = cardFacts('Emblem', 'Emblem');

/** The part of a compiled ability an emblem may have: its triggered and static abilities only. */
function usable(r: AbilityResult): { triggered?: TriggeredSpec[]; statics?: StaticSpec[] } | null {
  if (!r || isRefusal(r)) return null;
  return Object.keys(r).every((k) => k === 'triggered' || k === 'statics') ? r : null;
}

/**
 * An ability quoted inside the emblem's quotation is written in single quotes (Oracle's nested
 * quotation: "Islands you control have '{T}: Draw a card.'"); it becomes the double-quoted ability
 * the grant compilers read on a permanent (CR 113.1b). Only a quotation opening after a space with a
 * cost or a capital and closing after its own period is one, so an apostrophe ("can't",
 * "creature's") never is.
 */
export function unnestQuotes(text: string): string {
  return text.replace(/(^|\s)'(?=[{A-Z])(.*?[.!])'(?=$|[\s,.])/g, '$1"$2"');
}

function readEmblem(quotes: readonly string[], card: CardFacts): EmblemSpec | null {
  // The card's own name inside the quotation is the card, not the emblem (Tibalt's "cards exiled
  // with Tibalt, Cosmic Impostor"): not read. Only this emblem's quotations count (the card's name
  // in a token's quoted ability elsewhere on the card, Garruk's "each Garruk you control", does not);
  // the name is `~` in them once normalised.
  if (
    card.nameInQuote &&
    quotes.some((q) => q.includes('~') || selfNames(card.name, card.typeLine).some((n) => q.includes(n)))
  )
    return null;
  // "Creatures you control of the chosen type" (Oko, Lorwyn Liege): the choice was made for the
  // planeswalker's ability, not the emblem, which has none of its own: not read.
  if (quotes.some((q) => /\bchosen\b/i.test(q))) return null;
  const out: { triggered: TriggeredSpec[]; statics: StaticSpec[] } = { triggered: [], statics: [] };
  for (const quote of quotes) {
    // The first of two quotations ends without its period ("with \"…\" and \"….\"").
    const text = unnestQuotes(/[.!'"]$/.test(quote.trim()) ? quote : `${quote.trim()}.`)
      .replace(/\b[Tt]his emblem\b/g, '~')
      .trim();
    let part: ReturnType<typeof usable> = null;
    for (const compiler of [triggered, statics, costChanges]) {
      const r = compiler(text, EMBLEM_FACTS);
      if (r) {
        part = usable(r);
        break;
      }
    }
    if (!part) return null;
    out.triggered.push(...(part.triggered ?? []).map((t) => ({ ...t, text: quote })));
    out.statics.push(...(part.statics ?? []));
  }
  return {
    ...(out.triggered.length ? { triggered: out.triggered } : {}),
    ...(out.statics.length ? { statics: out.statics } : {}),
    text: quotes.join('" and "'),
  };
}

emblemAbilities.read = readEmblem;
