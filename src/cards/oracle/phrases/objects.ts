/**
 * Noun phrases that name objects → {@link ObjectFilter}s: "creature", "nonartifact, nonblack
 * creature", "artifact or enchantment", "Wall creatures you control", "creature card from your
 * graveyard", "creature with flying", "other Goblins", "tapped creature", "attacking or blocking
 * creature", "permanent that isn't enchanted". Every word must be understood, or the result is
 * null (never guess).
 */
import type { ManaType, ObjectFilter } from '../../../engine';
import { parseKeywordNamed } from './keywords';
import { parseCount } from './numbers';
import { subtypeOf } from './subtypes';
import { spend } from '../work';
import { LexError, tokenize } from '../grammar/lexer';
import { eitherPhrase, objectPhrase, onlyCharacteristics, subtypesAndOr } from '../grammar/objects';
import { alt, BudgetError, parseAll } from '../grammar/peg';

type Color = Exclude<ManaType, 'C'>;
const COLORS: Record<string, Color> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };
/** Card-type nouns, singular and plural (CR 205.2a); "permanent" is any type on the battlefield. */
const TYPES: Record<string, string> = {
  artifact: 'artifact',
  artifacts: 'artifact',
  creature: 'creature',
  creatures: 'creature',
  enchantment: 'enchantment',
  enchantments: 'enchantment',
  land: 'land',
  lands: 'land',
  planeswalker: 'planeswalker',
  planeswalkers: 'planeswalker',
  instant: 'instant',
  instants: 'instant',
  sorcery: 'sorcery',
  sorceries: 'sorcery',
  battle: 'battle',
  battles: 'battle',
};
const PLURAL_HEADS = new Set([
  'artifacts',
  'creatures',
  'enchantments',
  'lands',
  'planeswalkers',
  'instants',
  'sorceries',
  'permanents',
  'cards',
  'spells',
  'battles',
]);

/** A parsed noun phrase: the filter, whether it was plural, and a leading count ("two target ..."). */
export interface ObjectPhrase {
  filter: ObjectFilter;
  plural: boolean;
  /** "other"/"another": not the source (CR 109.5 "another" excludes the object itself). */
  other: boolean;
}

/** Suffixes after the head noun, tried from the end of the phrase. */
const SUFFIXES: { re: RegExp; apply: (f: ObjectFilter, m: RegExpExecArray) => boolean }[] = [
  { re: / you control$/, apply: (f) => ((f.controller = 'you'), true) },
  {
    re: / (?:an opponent controls|your opponents control|you don't control)$/,
    apply: (f) => ((f.controller = 'opponent'), true),
  },
  { re: / you both own and control$/, apply: (f) => ((f.controller = 'you'), (f.owner = 'you'), true) },
  { re: / you own$/, apply: (f) => ((f.owner = 'you'), true) },
  { re: / (?:from|in) your graveyard$/, apply: (f) => ((f.zone = 'graveyard'), (f.owner = 'you'), true) },
  { re: / (?:from|in) an opponent's graveyard$/, apply: (f) => ((f.zone = 'graveyard'), (f.owner = 'opponent'), true) },
  { re: / (?:from|in) a graveyard$/, apply: (f) => ((f.zone = 'graveyard'), true) },
  { re: / (?:from|in) your hand$/, apply: (f) => ((f.zone = 'hand'), (f.owner = 'you'), true) },
  { re: / that isn't enchanted$/, apply: (f) => ((f.enchanted = false), true) },
  { re: / on the battlefield$/, apply: () => true },
  {
    re: / with (power|toughness|mana value) (\d+) or (less|greater)$/,
    apply: (f, m) => {
      const n = Number(m[2]);
      const range = m[3] === 'less' ? { max: n } : { min: n };
      if (m[1] === 'power') f.power = range;
      else if (m[1] === 'toughness') f.toughness = range;
      else f.manaValue = range;
      return true;
    },
  },
  { re: / with mana value X$/, apply: (f) => ((f.manaValueIsX = true), true) },
  // Counters on it (CR 122.1): "with a +1/+1 counter on it", "with a counter on it", "with no counters on it".
  {
    re: / with (?:a|one or more) ([+-]\d\/[+-]\d) counters? on (?:it|them)$/,
    apply: (f, m) => ((f.counters = { kind: m[1] as string }), true),
  },
  { re: / with (?:a|one or more) counters? on (?:it|them)$/, apply: (f) => ((f.counters = {}), true) },
  { re: / with no counters on (?:it|them)$/, apply: (f) => ((f.counters = { none: true }), true) },
  {
    re: / without (\w[\w ]*)$/,
    apply: (f, m) => {
      const k = parseKeywordNamed(m[1] as string);
      if (!k) return false;
      f.withoutKeyword = k;
      return true;
    },
  },
  {
    // "creatures with flying or reach", "… with flying and/or reach": either keyword (an
    // alternative of `anyOf`, each with the keyword alone). A phrase whose halves aren't both
    // keywords is read as one keyword's name, as below.
    re: / with (\w[\w ]*?) (?:or|and\/or) (\w[\w ]*)$/,
    apply: (f, m) => {
      const a = parseKeywordNamed(m[1] as string);
      const b = parseKeywordNamed(m[2] as string);
      if (a && b && !f.anyOf) {
        f.anyOf = [{ withKeyword: a }, { withKeyword: b }];
        return true;
      }
      const k = parseKeywordNamed(`${m[1]} ${m[0].includes(' and/or ') ? 'and/or' : 'or'} ${m[2]}`);
      if (!k) return false;
      f.withKeyword = k;
      return true;
    },
  },
  {
    re: / with (\w[\w ]*)$/,
    apply: (f, m) => {
      const k = parseKeywordNamed(m[1] as string);
      if (!k) return false;
      f.withKeyword = k;
      return true;
    },
  },
];

/** Adjectives before the head noun; returns false for a word it doesn't know. */
function adjective(f: ObjectFilter, word: string, ph: { other: boolean }): boolean {
  const w = word.toLowerCase();
  if (COLORS[w]) {
    (f.colors ??= []).push(COLORS[w] as Color);
    return true;
  }
  if (w.startsWith('non') && COLORS[w.slice(3)]) {
    (f.notColors ??= []).push(COLORS[w.slice(3)] as Color);
    return true;
  }
  if (w.startsWith('non') && TYPES[w.slice(3)]) {
    (f.notTypes ??= []).push(TYPES[w.slice(3)] as string);
    return true;
  }
  if (w.startsWith('non-')) {
    const sub = subtypeOf(word.slice(4));
    if (!sub) return false;
    (f.notSubtypes ??= []).push(sub);
    return true;
  }
  switch (w) {
    case 'tapped':
      f.tapped = true;
      return true;
    case 'untapped':
      f.tapped = false;
      return true;
    case 'attacking':
      f.attacking = true;
      return true;
    case 'blocking':
      f.blocking = true;
      return true;
    case 'modified': // CR 700.9
      f.modified = true;
      return true;
    case 'nontoken':
      f.token = false;
      return true;
    case 'basic':
      (f.supertypes ??= []).push('basic');
      return true;
    case 'legendary':
      (f.supertypes ??= []).push('legendary');
      return true;
    case 'nonbasic':
      (f.notSupertypes ??= []).push('basic');
      return true;
    case 'nonlegendary':
      (f.notSupertypes ??= []).push('legendary');
      return true;
    case 'other':
    case 'another':
      ph.other = true;
      return true;
    default:
      return false;
  }
}

/** The head: card types and/or subtypes with "or"/commas, optionally followed by "card" or "spell". */
function head(f: ObjectFilter, text: string): { ok: boolean; plural: boolean } {
  let ws = text.split(' ');
  let plural = false;
  const last = ws[ws.length - 1] ?? '';
  if (last === 'card' || last === 'cards') {
    f.cardOnly = true;
    plural = last === 'cards';
    ws = ws.slice(0, -1);
    if (!ws.length) return { ok: true, plural };
    // "permanent card": a card with a permanent type (CR 110.4b).
    if (ws.length === 1 && ws[0] === 'permanent') {
      f.types = ['artifact', 'battle', 'creature', 'enchantment', 'land', 'planeswalker'];
      return { ok: true, plural };
    }
  } else if (last === 'spell' || last === 'spells') {
    f.zone = 'stack';
    plural = last === 'spells';
    ws = ws.slice(0, -1);
    if (!ws.length) return { ok: true, plural };
  } else if (last === 'permanent' || last === 'permanents') {
    plural = last === 'permanents';
    ws = ws.slice(0, -1);
    if (!ws.length) return { ok: true, plural };
  }
  // "artifact creature", "Wall creature": every named type must hold.
  const list = ws.join(' ').split(/,? or |,? and |, /);
  const types: string[] = [];
  const subs: string[] = [];
  let together = false;
  for (const item of list) {
    const parts = item.split(' ');
    if (parts.length > 1) {
      // Two nouns in a row: "artifact creature(s)", "Wall creature(s)", "Assembly-Worker creature".
      if (list.length > 1) return { ok: false, plural };
      together = true;
    }
    for (const p of parts) {
      const t = TYPES[p];
      if (t) {
        types.push(t);
        if (PLURAL_HEADS.has(p)) plural = true;
        continue;
      }
      const sub = /^[A-Z]/.test(p) ? subtypeOf(p) : null;
      if (!sub) return { ok: false, plural };
      if (sub !== p) plural = true;
      subs.push(sub);
    }
  }
  if (together) {
    if (types.length) f.allTypes = [...(f.allTypes ?? []), ...types];
    // "Urza's Power-Plant": two subtypes in a row, both must hold.
    if (subs.length > 1) f.allSubtypes = subs;
    else if (subs.length) f.subtypes = subs;
  } else {
    if (types.length) f.types = types;
    if (subs.length) f.subtypes = subs;
    if (types.length && subs.length) return { ok: false, plural };
  }
  return { ok: true, plural };
}

/**
 * Whether an alternative of "… and/or …" names objects by characteristics only, a keyword
 * ("Walls and/or creatures with flying") counting as one (CR 109.3): matchesFilter reads both
 * in each alternative of `anyOf`, but not an `anyOf` nested in one.
 */
function characteristicsOrKeyword(f: ObjectFilter): boolean {
  return onlyCharacteristics(
    Object.fromEntries(Object.entries(f).filter(([k]) => k !== 'withKeyword' && k !== 'withoutKeyword')),
  );
}

/**
 * Parses a noun phrase naming objects (without its determiner: no "target", "each", "all",
 * "a"). Returns null when any word is not understood.
 */
export function parseObjects(phrase: string): ObjectPhrase | null {
  spend(phrase.length);
  return parseObjectsHere(phrase) ?? grammarObjects(phrase);
}

/**
 * The grammar's reading of an object phrase (grammar/objects.ts), for the words this module's
 * older reading doesn't know ("historic spell", "multicolored spell", "creature with flying
 * you control"): one grammar for object phrases in effects and in abilities' frames. Null when
 * the grammar doesn't read the whole phrase either.
 */
function grammarObjects(phrase: string): ObjectPhrase | null {
  // A source of damage may be a spell on the stack as well as a permanent (CR 120.1): the
  // phrase's filter, on the battlefield by default, would miss it.
  if (/\bsources?\b/i.test(phrase)) return null;
  try {
    const toks = tokenize(phrase.trim());
    // Each reading of the whole phrase in turn (an ordered choice would stop at a prefix).
    for (const p of [alt(eitherPhrase, objectPhrase), subtypesAndOr]) {
      const r = parseAll(p, toks);
      if (r.ok) return { filter: r.v.filter, plural: r.v.plural, other: r.v.other };
    }
    return null;
  } catch (e) {
    if (e instanceof BudgetError || e instanceof LexError) return null;
    throw e;
  }
}

function parseObjectsHere(phrase: string): ObjectPhrase | null {
  // "artifact creatures and/or white creatures": either kind (characteristics only).
  const either = /^(.+) and\/or (.+)$/.exec(phrase.trim());
  if (either) {
    const alts = [either[1], either[2]].map((x) => parseObjectsHere(x as string));
    if (!alts.every((a): a is ObjectPhrase => !!a && a.plural && !a.other && characteristicsOrKeyword(a.filter)))
      return null;
    return { filter: { anyOf: alts.map((a) => a.filter) }, plural: true, other: false };
  }
  let s = phrase.trim();
  const f: ObjectFilter = {};
  const ph = { other: false };
  for (let guard = 0; guard < 6; guard++) {
    const suf = SUFFIXES.find((x) => x.re.test(s));
    if (!suf) break;
    const m = suf.re.exec(s) as RegExpExecArray;
    if (!suf.apply(f, m)) return null;
    s = s.slice(0, m.index);
  }
  // "attacking or blocking" is one adjective (CR 506.4).
  s = s.replace(/^attacking or blocking /, () => {
    f.inCombat = true;
    return '';
  });
  const words = s.split(/,? /).filter(Boolean);
  let i = 0;
  for (; i < words.length; i++) {
    const w = words[i] as string;
    // A colour pair "black or red creature": any of the colours.
    if (COLORS[w.toLowerCase()] && words[i + 1] === 'or' && COLORS[(words[i + 2] ?? '').toLowerCase()]) {
      (f.colors ??= []).push(COLORS[w.toLowerCase()] as Color, COLORS[(words[i + 2] as string).toLowerCase()] as Color);
      i += 2;
      continue;
    }
    if (!adjective(f, w, ph)) break;
  }
  // The head keeps its own commas ("artifact, creature, or land"): drop only the adjectives.
  let headText = s;
  for (let k = 0; k < i; k++) headText = headText.replace(/^\S+?,? /, '');
  if (!headText || i >= words.length) return null;
  const h = head(f, headText);
  if (!h.ok) return null;
  return { filter: f, plural: h.plural, other: ph.other };
}

/** "two target creatures" → the count word in front, or 1. */
export function leadingCount(s: string): { count: number; rest: string } {
  const m = /^(\w+) (.+)$/.exec(s);
  const n = m ? parseCount(m[1] as string) : null;
  return n !== null && m ? { count: n, rest: m[2] as string } : { count: 1, rest: s };
}
