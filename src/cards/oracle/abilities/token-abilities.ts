/**
 * A token's own abilities (CR 111.3: the effect that creates a token defines its
 * characteristics, abilities included; 113.1b: an ability in quotation marks is one the object
 * has): "create a 1/1 black and green Pest creature token with \"When this token dies, you gain 1
 * life.\"", "… token with changeling", "It has \"Sacrifice this token: Add {C}.\"". A keyword is
 * read as a keyword line's item is, a quoted ability as the token's own paragraph (its
 * "this token" / "this creature" is the token); anything the ability compilers can't enforce
 * leaves the whole instruction as text.
 */
import type { CardDef, TokenSpec } from '../../../engine';
import { cardFacts, type CardFacts } from '../build';
import { tokenAbilities, type TokenGift } from '../grammar/effects/misc';
import { activated } from './activated';
import { keywordCost } from './keyword-costs';
import { keywordItem, keywordItems } from './keyword-line';
import { isRefusal, type AbilityResult, type Part } from './part';
import { statics } from './statics';
import { triggered } from './triggered';

/** What a token's ability may add: its keywords and abilities, nothing about casting or entering. */
const TOKEN_FIELDS: readonly string[] = ['keywords', 'everyCreatureType', 'activated', 'triggered', 'statics'];

function usable(r: AbilityResult): Part | null {
  if (!r || isRefusal(r)) return null;
  return Object.keys(r).every((k) => TOKEN_FIELDS.includes(k)) ? r : null;
}

/** A quoted ability of the token, read as one of its paragraphs. */
function quotedAbility(quote: string, facts: CardFacts): Part | null {
  const text = quote.replace(/\b[Tt]his token\b/g, '~').trim();
  const items = keywordItems(text);
  if (items) {
    const parts = items.map((i) => usable(keywordItem((i[0]?.toLowerCase() ?? '') + i.slice(1), facts)));
    if (parts.some((p) => !p)) return null;
    return { keywords: parts.flatMap((p) => p?.keywords ?? []) };
  }
  for (const compiler of [triggered, activated, statics]) {
    const r = compiler(text, facts);
    if (r) return usable(r);
  }
  return null;
}

/**
 * "equip {2}" on an Equipment token (CR 702.6a), "crew 1" on a Vehicle token (702.122a): a
 * keyword that stands for an activated ability, read as the card's own keyword line is.
 */
function costKeyword(text: string, facts: CardFacts): Part | null {
  if (!/^(equip|crew) /.test(text)) return null;
  const r = keywordCost(text[0]?.toUpperCase() + text.slice(1), facts);
  return r ? usable(r) : null;
}

/**
 * Keywords that mean abilities the engine reads from their words (CR 702.147a: "Decayed" means
 * "This creature can't block" and "When this creature attacks, sacrifice it at end of combat").
 */
const MEANS: Readonly<Record<string, readonly string[]>> = {
  decayed: ["This token can't block.", 'When this token attacks, sacrifice it at end of combat.'],
};

/** A keyword read as the abilities it means, joined; null when one of them can't be enforced. */
function meaning(keyword: string, facts: CardFacts): Part | null {
  const quotes = MEANS[keyword];
  if (!quotes) return null;
  const parts = quotes.map((q) => quotedAbility(q, facts));
  if (parts.some((p) => !p)) return null;
  const out: Part = {};
  for (const [i, p] of (parts as Part[]).entries()) {
    const text = printed(quotes[i] as string);
    if (p.triggered) out.triggered = [...(out.triggered ?? []), ...p.triggered.map((t) => ({ ...t, text }))];
    if (p.statics) out.statics = [...(out.statics ?? []), ...p.statics];
    if (p.activated || p.keywords || p.everyCreatureType) return null;
  }
  return out;
}

/** The words of a quoted ability as the token's frame shows them. */
function printed(quote: string): string {
  return quote.replace(/~/g, 'this token');
}

function readGifts(gifts: readonly TokenGift[], token: TokenSpec, card: CardFacts): TokenSpec | null {
  // The card's own name inside a quotation is the card, not the token ("other than Animal
  // Friend"); the normalised text can't tell it from "this creature", so such a card stays text.
  if (card.nameInQuote && gifts.some((g) => 'quote' in g)) return null;
  const facts = cardFacts(token.name ?? 'Token', token.typeLine);
  const def: Pick<CardDef, 'keywords' | 'everyCreatureType' | 'activated' | 'triggered' | 'statics'> = {
    ...(token.keywords ? { keywords: [...token.keywords] } : {}),
    ...(token.activated ? { activated: [...token.activated] } : {}),
    ...(token.triggered ? { triggered: [...token.triggered] } : {}),
    ...(token.statics ? { statics: [...token.statics] } : {}),
  };
  const words: string[] = token.text ? [token.text] : [];
  for (const g of gifts) {
    let part: Part | null;
    if ('keywords' in g) part = { keywords: g.keywords };
    else if ('keyword' in g) {
      part = usable(keywordItem(g.keyword, facts)) ?? costKeyword(g.keyword, facts) ?? meaning(g.keyword, facts);
      if (part && MEANS[g.keyword]) words.push(g.keyword.charAt(0).toUpperCase() + g.keyword.slice(1));
    } else {
      part = quotedAbility(g.quote, facts);
      words.push(printed(g.quote));
    }
    if (!part) return null;
    // A quoted ability's words are the quotation's; a keyword's ability keeps its own ("Prowess").
    const text = 'quote' in g ? { text: printed(g.quote) } : {};
    if (part.keywords) def.keywords = [...(def.keywords ?? []), ...part.keywords];
    if (part.everyCreatureType) def.everyCreatureType = true;
    if (part.activated) def.activated = [...(def.activated ?? []), ...part.activated.map((a) => ({ ...a, ...text }))];
    if (part.triggered) def.triggered = [...(def.triggered ?? []), ...part.triggered.map((t) => ({ ...t, ...text }))];
    if (part.statics) def.statics = [...(def.statics ?? []), ...part.statics];
  }
  return { ...token, ...def, ...(words.length ? { text: words.join('\n') } : {}) };
}

// Equip and crew are read with the token's own type line (an Equipment, a Vehicle) when it is made.
tokenAbilities.keyword = (text) =>
  /^(equip|crew) /.test(text) ||
  Object.hasOwn(MEANS, text) ||
  !!usable(keywordItem(text, cardFacts('Token', 'Token Creature')));
tokenAbilities.read = readGifts;
