/**
 * Oracle text → the abilities the compiler reads: one paragraph is one ability (a modal
 * spell's bullet lines belong to the paragraph that says "Choose one —"); reminder text in
 * parentheses is dropped (it is not rules text, CR 207.2); references to the object itself —
 * its name, its short name for legends ("Isamaru"), "this creature", "this Aura" … — become
 * `~` (CR 201.5), and so do the personal pronouns that refer back to it ("Put a +1/+1 counter
 * on Bosco. He gains trample …", {@link selfPronouns}).
 */
import { isCreatureType } from '../../engine/state/creature-types';

/** One ability of the Oracle text: as printed, and normalised for matching. */
export interface AbilityText {
  /** The paragraph as printed (with reminder text), for display. */
  printed: string;
  /** Reminder text removed, self-references as `~`, whitespace collapsed; "" if it was only reminder text. */
  text: string;
}

/**
 * Ability words (CR 207.2c): they tie cards with like abilities together and have no rules
 * meaning, so "Landfall — Whenever a land you control enters, …" is read as the ability after
 * the dash. Only the words the CR lists: a keyword written the same way ("Boast — {1}: …",
 * "Max speed — …") is not one and stays, and so does a flavor word, which the text can't tell apart.
 */
export const ABILITY_WORDS = [
  'adamant',
  'addendum',
  'alliance',
  'battalion',
  'bloodrush',
  'celebration',
  'channel',
  'chroma',
  'cohort',
  'constellation',
  'converge',
  'corrupted',
  "council's dilemma",
  'coven',
  'delirium',
  'descend 4',
  'descend 8',
  'disappear',
  'domain',
  'eerie',
  'eminence',
  'enrage',
  'fateful hour',
  'fathomless descent',
  'ferocious',
  'flurry',
  'formidable',
  'grandeur',
  'hellbent',
  'heroic',
  'imprint',
  'infusion',
  'inspired',
  'join forces',
  'kinship',
  'landfall',
  'lieutenant',
  'magecraft',
  'metalcraft',
  'morbid',
  'opus',
  'pack tactics',
  'paradox',
  'parley',
  'radiance',
  'raid',
  'rally',
  'renew',
  'repartee',
  'revolt',
  'secret council',
  'spell mastery',
  'strive',
  'sweep',
  'survival',
  'tempting offer',
  'threshold',
  'undergrowth',
  'valiant',
  'void',
  'vivid',
  'will of the council',
] as const;

const ABILITY_WORD = new RegExp(`^(?:${ABILITY_WORDS.join('|')}) — `, 'i');

/**
 * A flavor word (CR 207.2d: italic words before some abilities, with no rules meaning:
 * "Heavy Rock Cutter — Whenever this creature attacks, …"), read as the triggered ability after
 * its dash. Only before a triggered ability ("When", "Whenever", "At") or an entering replacement
 * ("Elite Troops — This creature enters with …", CR 614.1c), where no keyword ability
 * is written with a dash, except those in {@link DASHED_KEYWORDS}; a chapter's numerals
 * ("II — …") are not words.
 */
const FLAVOR_WORD =
  /^([A-Z][A-Za-z'’,!-]*(?: [A-Za-z'’,!-]+){0,6}) — (?=(?:When|Whenever|At) |This (?:creature|artifact|enchantment|land) enters with )/;

/**
 * Words written before a dash that do have rules meaning, also before a triggered ability: max
 * speed (CR 702.178), a Case's "Solved" and "To solve" (719.3), an Attraction's "Visit" (717.5).
 */
const DASHED_KEYWORDS = new Set(['max speed', 'solved', 'to solve', 'visit']);

/** `t` without a flavor word before its dash (see {@link FLAVOR_WORD}). */
function withoutFlavorWord(t: string): string {
  const m = FLAVOR_WORD.exec(t);
  if (!m || DASHED_KEYWORDS.has((m[1] as string).toLowerCase()) || /^[IVX]+(?:, [IVX]+)*$/.test(m[1] as string))
    return t;
  return t.slice(m[0].length);
}

const SELF_PHRASES =
  /\b[Tt]his (?:creature|artifact|enchantment|land|Aura|Equipment|permanent|spell|card|Vehicle|planeswalker|Saga|Class|scheme|Siege|Room|Case)\b/g;

/** The names the text may use for the object itself: its name, each face's, a legend's short name. */
export function selfNames(name: string, typeLine: string): string[] {
  const names = new Set<string>();
  for (const n of name.split(' // ')) {
    names.add(n);
    // A legendary object may be called by its name up to the comma (CR 201.5 example: "Isamaru").
    if (/\bLegendary\b/.test(typeLine) && n.includes(',')) names.add(n.slice(0, n.indexOf(',')));
    // … or by its first word before "the" / "of" (CR 201.5: "Crovax enters with four +1/+1 counters
    // on it" on Crovax the Cursed, "put two +1/+1 counters on Karlov" on Karlov of the Ghost
    // Council) — unless that word is also a creature type, or the object is a planeswalker, whose
    // first word is its planeswalker type ("a Gideon planeswalker" on Gideon of the Trials).
    const short = /^([A-Z][^\s,]{2,}) (?:the|of) /.exec(n)?.[1];
    if (short && /\bLegendary\b/.test(typeLine) && !/\bPlaneswalker\b/.test(typeLine) && !isCreatureType(short))
      names.add(short);
    // … or by its first words where the rest begins with a capital, "of" or "the" ("When Lobelia enters"
    // on Lobelia Sackville-Baggins, "Whenever Jedit Ojanen attacks" on Jedit Ojanen of Efrava), on
    // the same terms.
    const words = n.split(' ');
    const first = words[0] as string;
    if (
      !n.includes(',') &&
      /\bLegendary\b/.test(typeLine) &&
      !/\bPlaneswalker\b/.test(typeLine) &&
      /^\p{Lu}[^\s,]{2,}$/u.test(first) &&
      !/^(?:The|An)$/.test(first) &&
      !isCreatureType(first)
    )
      for (let k = 1; k < words.length && /^\p{Lu}/u.test(words[k - 1] as string); k++)
        if (/^(?:\p{Lu}|of$|the$)/u.test(words[k] as string)) names.add(words.slice(0, k).join(' '));
  }
  return [...names].sort((a, b) => b.length - a.length);
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Nouns a possessive "her" stands before ("her power", "her owner's hand"); any other "her" is the object. */
const POSSESSED = new Set([
  'mana',
  'owner',
  "owner's",
  'controller',
  "controller's",
  'power',
  'toughness',
  'name',
  'loyalty',
  'first',
  'last',
]);

const PRONOUN = /\b(?:(he|she)'s|(he|she|him|himself|herself)|(his)|(her))\b/gi;

/**
 * Personal pronouns that refer back to the object itself, written as `~` like its name (CR
 * 201.5): Oracle text calls a character card "he" or "she" after naming it, and never a player
 * (players are "they"). Only a pronoun after the object's own `~` in the same line is read so,
 * since that name is its antecedent: "he"/"she"/"him" → `~`, "he's"/"she's" → "~ is", "his" and a
 * "her" before a noun of {@link POSSESSED} → "~'s". A pronoun with no `~` before it is left as
 * printed (a mode's name, "Temba, His Arms Wide —"), and the ability stays text unless it reads
 * without it.
 */
export function selfPronouns(t: string): string {
  const first = t.indexOf('~');
  if (first < 0) return t;
  return t.replace(
    PRONOUN,
    (word: string, is?: string, plain?: string, his?: string, her?: string, at?: number, all?: string) => {
      if ((at as number) < first) return word;
      if (is) return '~ is';
      if (plain || his) return plain ? '~' : "~'s";
      if (her) {
        const next = /^\s+([\w']+)/.exec((all as string).slice((at as number) + word.length))?.[1];
        return next !== undefined && POSSESSED.has(next.toLowerCase()) ? "~'s" : '~';
      }
      return word;
    },
  );
}

/** The patterns of names met lately (a card's abilities are normalised several times over). */
const namePatterns = new Map<string, RegExp>();

/**
 * The pattern of the object's name `n` as a whole word; a short name ("Tuktuk" of Tuktuk the
 * Explorer) is not the object in another name that begins with it: a token "named Tuktuk the
 * Returned", "Crovax the Cursed's" other card.
 */
function namePattern(n: string, short: boolean): RegExp {
  const key = `${short ? 's' : 'f'}${n}`;
  let re = namePatterns.get(key);
  if (!re) {
    if (namePatterns.size >= 256) namePatterns.clear();
    // Nor the first words of another name ("Fire" of "Fire Nation" on Fire Lord Zuko).
    const guard = short ? '(?! (?:the |of |\\p{Lu}))' : '';
    re = new RegExp(`(?<![\\w-])${short ? '(?<!named )' : ''}${escape(n)}(?![\\w-])${guard}`, 'gu');
    namePatterns.set(key, re);
  }
  return re;
}

/**
 * Inside an ability in quotation marks, "~" is the object that has it (CR 113.7a): the card's own
 * name there is the permanent giving the ability ("Equipped creature has \"{T}, Sacrifice Blazing
 * Torch: Blazing Torch deals 2 damage to any target.\"") and is written `grantor`, a word the
 * grammar reads as that permanent (abilities/grants.ts). After "named" it stays the name.
 */
function grantorInQuotes(t: string, names: readonly string[]): string {
  return t.replace(/"[^"]*"/g, (q) => {
    let out = q;
    for (const n of names) {
      if (!out.includes(n)) continue;
      const short = names.some((m) => m !== n && (m.startsWith(`${n} `) || m.startsWith(`${n},`)));
      out = out.replace(namePattern(n, short), (m, at: number, all: string) =>
        all.slice(Math.max(0, at - 6), at) === 'named ' ? m : 'grantor',
      );
    }
    return out;
  });
}

/** Normalises one paragraph for matching (see the module comment). */
export function normaliseAbility(printed: string, names: readonly string[]): string {
  // Each replacement runs only where its text can occur (the whole pool passes through here).
  let t = printed.includes('(') ? printed.replace(/\s*\([^()]*\)/g, '') : printed;
  if (t.includes(' — ')) t = withoutFlavorWord(t.replace(ABILITY_WORD, ''));
  if (t.includes('"')) t = grantorInQuotes(t, names);
  for (const n of names) {
    if (!t.includes(n)) continue;
    const short = names.some((m) => m !== n && (m.startsWith(`${n} `) || m.startsWith(`${n},`)));
    t = t.replace(namePattern(n, short), '~');
  }
  if (/[Tt]his /.test(t)) t = t.replace(SELF_PHRASES, '~');
  t = selfPronouns(t);
  // Runs of spaces and tabs as one space (a single space is left as it is).
  if (/[ \t]{2}|\t/.test(t)) t = t.replace(/[ \t]+/g, ' ');
  // "with \"This token can't block,\" where X is …": the comma American style puts inside the
  // quotation marks ends the sentence's part before "where"; the quoted ability ends with a period.
  if (t.includes(',"')) t = t.replace(/,"( where X is )/g, '.",$1');
  return t.replace(/ (?=[.,;:])/g, '').trim();
}

/**
 * Splits Oracle text into abilities: paragraphs, with bullet lines ("• ...") joined to the
 * paragraph before them (modes of "Choose one —", CR 700.2), and so are a spree spell's modes
 * ("+ {1} — …" after "Spree", 702.172a) and a results table's rows
 * ("1—9 | …" after "Roll a d20.", 706.1).
 */
export function abilityTexts(oracle: string, names: readonly string[]): AbilityText[] {
  const out: AbilityText[] = [];
  for (const line of oracle
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)) {
    const prev = out[out.length - 1];
    // A results table's rows ("1—9 | Draw a card.", CR 706.1) belong to the roll before them.
    // A spree spell's modes ("+ {1} — …", CR 702.172a) belong to its "Spree" line.
    const spreeMode = /^\+ \{/.test(line) && !!prev && /^Spree\b/.test(prev.text);
    if ((line.startsWith('•') || spreeMode || /^\d+(?:[—–-]\d+)? \| /.test(line)) && prev) {
      prev.printed += `\n${line}`;
      prev.text += `\n${normaliseAbility(line, names)}`;
    } else out.push({ printed: line, text: normaliseAbility(line, names) });
  }
  return out;
}
