/**
 * The predicate of a static ability (CR 604, 611.3) — what its subject gets, has, loses or
 * can't do: "gets +1/+1 and has flying", "can't block", "gets +1/+1 for each Forest you
 * control", "can't be blocked and has shroud" — and the amounts statics count ("the number of
 * Swamps you control"). Read in work linear in the text (issue 23): see {@link predicate}.
 */
import type {
  Amount,
  GrantedAbility,
  Keyword,
  ObjectFilter,
  Restriction,
  StaticSpec,
  TargetingBan,
} from '../../../engine';
import { parseKeywordList, parseKeywordPhrase } from '../phrases/keywords';
import { parseCount, parsePT } from '../phrases/numbers';
import { parseObjects } from '../phrases/objects';
import { countableNow } from '../grammar/objects';
import { parseStaticAmount, parseStaticForEach } from '../phrases/amounts';
import { spend } from '../work';

/**
 * What the subject gets, has or can't do; `quoted`: the numbers of the quotations it has
 * (`has "Q0"`: the sentence's quotations as placeholders, read as abilities by statics.ts).
 */
export type Predicate = Omit<StaticSpec, 'affects'> & { quoted?: number[] };

/**
 * The words a static's predicate begins with (every template below, and so every conjunction of
 * them, starts with its verb): where the text may split into two predicates.
 */
const PREDICATE_START =
  /^(?:(?:gets?|has|have|loses?|can't|can|doesn't|don't|attacks?|assigns?|must) |(?:is|are) goaded$)/;

/**
 * "+1/+1 and have mountainwalk", "flying", "+2/+2" parts of a static's predicate; "can't be
 * blocked and has shroud" is two predicates of one subject. Each run of the text between two
 * " and "s is read at most once (memoised), and a split is tried only before a verb, so a text
 * such as "get +1/+1 and zz and zz …" costs work in proportion to its length (issue 23).
 */
export function predicate(verbPhrase: string, subject: Subject = NOT_SELF): Predicate | null {
  // "can't attack or block, and its activated abilities can't be activated (unless they're mana
  // abilities)" (Arrest): the last part is a restriction of the same object (CR 602.5, 101.2).
  const activation = /,? and its activated abilities can't be activated( unless they're mana abilities)?$/.exec(
    verbPhrase.trim(),
  );
  if (activation) {
    const rest = predicate(verbPhrase.trim().slice(0, activation.index), subject);
    if (!rest) return null;
    const extra: Restriction = activation[1] ? 'activateNonMana' : 'activate';
    return { ...rest, cant: [...(rest.cant ?? []), extra] };
  }
  // "gets +1/+1, has deathtouch, and is goaded": a list of predicates of one subject, split only
  // before a verb (so "has flying, haste, and \"Q0\"" stays one keyword list).
  const items = verbPhrase.trim().split(LIST_SPLIT);
  if (items.length > 1) {
    let all: Predicate | null = {};
    for (const item of items) {
      const one = predicate(item, subject);
      all = one && all && merged(all, one);
      if (!all) return null;
    }
    return all;
  }
  // "it gets an additional +1/+0" (after "Equipped creature gets +2/+0."): one more modification
  // of its power, the same as "gets +1/+0" (CR 613.4c).
  const parts = verbPhrase
    .trim()
    .replace(/^(gets?) an additional (?=[+-])/, '$1 ')
    .split(' and ');
  return conjunction(parts, 0, parts.length, new Map(), subject);
}

/** ", has reach, and …": where a list of predicates splits (before each verb, CR 611.3 — one ability). */
const LIST_SPLIT = /,(?: and)? (?=(?:gets?|has|have|loses?|can't|can|doesn't|don't|attacks?|must) |(?:is|are) goaded$)/;

/** Two predicates of one subject as one, or null when both set the same part (restrictions add up). */
function merged(a: Predicate, b: Predicate): Predicate | null {
  const out: Predicate = { ...a };
  for (const [k, v] of Object.entries(b) as [keyof Predicate, unknown][]) {
    if (!(k in a)) (out as Record<string, unknown>)[k] = v;
    else if (k === 'cant' || k === 'quoted')
      (out as Record<string, unknown>)[k] = [...(a[k] as unknown[]), ...(v as unknown[])];
    else return null;
  }
  return out;
}

/** The predicate `parts[from..to)` joined by " and ": one template, or two predicates split before a verb. */
function conjunction(
  parts: readonly string[],
  from: number,
  to: number,
  memo: Map<number, Predicate | null>,
  self: Subject,
): Predicate | null {
  const key = from * (parts.length + 1) + to;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const p = parts.slice(from, to).join(' and ').trim();
  spend(p.length);
  let r = onePredicate(p, self);
  if (r === undefined) {
    r = null;
    // "can't be blocked and has shroud": two predicates of one subject.
    for (let i = from + 1; i < to && !r; i++) {
      if (!PREDICATE_START.test((parts[i] as string).trimStart())) continue;
      const b = conjunction(parts, i, to, memo, self);
      if (!b) continue;
      const a = conjunction(parts, from, i, memo, self);
      if (a && !Object.keys(a).some((k) => k in b)) r = { ...a, ...b };
      // "can't block and can't be blocked": two restrictions.
      else if (a?.cant && b.cant && Object.keys(a).length === 1 && Object.keys(b).length === 1)
        r = { cant: [...a.cant, ...b.cant] };
    }
  }
  memo.set(key, r);
  return r;
}

/**
 * What a static's subject is, for the words of its predicate that may name it or the source:
 * `self` when the subject is the source ("~ gets …"); else the source's own types and subtypes.
 */
export interface Subject {
  self: boolean;
  /** The subject is what the source enchants or equips ("Enchanted creature", "Equipped creature"). */
  host?: boolean;
  /** Which: "enchanted" or "equipped" (the reference that names it, CR 303.4, 301.5). */
  hostRef?: 'enchanted' | 'equipped';
  types?: readonly string[];
  subtypes?: readonly string[];
}

const NOT_SELF: Subject = { self: false };

/**
 * What a static's "for each …" counts (CR 611.3a, 613.4c): objects on the battlefield ("artifact
 * you control", "other Cat you control"), cards in a zone ("creature card in your graveyard",
 * "card in your hand"), counters ("charge counter on ~"), basic land types among lands.
 * "it" is read only when the subject is the source: in "Equipped creature gets +1/+1 for each
 * counter on it", "it" could be the equipped creature. "other" is the source's when the subject
 * is the source or the source is itself of the kind counted ("Enchanted creature gets +2/+2 for
 * each other enchantment on the battlefield": not the Aura); otherwise it may be the subject's
 * ("Enchanted creature gets +1/+1 for each other creature you control" does not count the
 * enchanted creature), which is not read.
 */
function forEachAmount(text: string, subject: Subject): Amount | null {
  // "for each Aura attached to it", "for each Aura and Equipment attached to ~" (CR 303.4, 301.5):
  // "it" is the subject — the source itself, or what the source enchants or equips.
  const attached = /^(.+?) attached to (it|~)$/.exec(text);
  if (attached) {
    const to = attached[2] === '~' || subject.self ? 'source' : subject.host ? 'host' : null;
    const ph = to && parseObjects(attached[1] as string);
    if (!to || !ph || ph.plural || ph.other || ph.filter.zone) return null;
    return { count: { ...ph.filter, attachedTo: to } };
  }
  // "for each of its colors" (CR 105.2): "its" is the subject — the source, or what it enchants
  // or equips.
  if (text === 'of its colors') {
    const of = subject.self ? 'source' : subject.hostRef;
    return of ? { colorsOf: { ref: of } } : null;
  }
  if (!subject.self && /\b(?:it|its)\b/.test(text)) return null;
  const ph = parseObjects(text);
  if (ph && !countableNow(ph.filter)) return null;
  if (ph && !ph.plural && !ph.filter.zone) {
    if (ph.other && !subject.self && !sourceIsOfKind(ph.filter, subject)) {
      // "Enchanted creature gets +1/+1 for each other creature you control": other than the
      // creature the source enchants or equips, the subject (CR 303.4, 301.5).
      return subject.host && ph.filter.types?.includes('creature') ? { count: { ...ph.filter, notHost: true } } : null;
    }
    // "for each other Cat you control": the source itself doesn't count.
    return { count: ph.other ? { ...ph.filter, notSource: true } : ph.filter };
  }
  const each = parseStaticForEach(text);
  if (!each) return null;
  return !subject.self && JSON.stringify(each).includes('"notSource"') ? null : each;
}

/** Whether the source's own card types or subtypes are among those a filter names. */
function sourceIsOfKind(f: ObjectFilter, subject: Subject): boolean {
  const types = f.types ?? [];
  const subtypes = f.subtypes ?? [];
  if (!types.length && !subtypes.length) return false;
  return types.some((t) => subject.types?.includes(t)) || subtypes.some((t) => subject.subtypes?.includes(t));
}

/**
 * A keyword that stands for a triggered ability (CR 702: ward, mentor, flanking, prowess, bushido
 * …) as an effect gives it: the triggered ability itself, with the object that has it as its
 * source (CR 113.7), and the keyword where rules ask about it ("a creature without flanking").
 * The reader is registered by abilities/grants.ts (it reads the keyword's written-out ability
 * with the ability compilers, which import this module); null when the item is no such keyword,
 * or its ability can't be given (a leaves-the-battlefield trigger, a cast trigger …).
 */
export const grantedKeyword: { read: (item: string) => { grants: GrantedAbility[]; keywords: Keyword[] } | null } = {
  read: () => null,
};

/**
 * "flying and ward {2}", "mentor", "vigilance and \"Q0\"" (CR 613.1f): keywords the engine
 * enforces as keywords (`gains`), keywords that are triggered abilities, given as those abilities
 * (`grants`, see {@link grantedKeyword}), and abilities in quotation marks (`quoted`, read by
 * statics.ts). Null when an item is none of these.
 */
function keywordGrants(list: string): Pick<Predicate, 'gains' | 'grants' | 'quoted'> | null {
  // "protection from white and from blue" is one phrase: keep its "and from" together.
  const items = list
    .split(/, and |, | and (?!from )/)
    .map((s) => s.trim())
    .filter(Boolean);
  if (!items.length) return null;
  const gains: Keyword[] = [];
  const grants: GrantedAbility[] = [];
  const quoted: number[] = [];
  for (const item of items) {
    // An ability in quotation marks (CR 113.1b), a placeholder here (statics.ts reads it).
    const q = /^"Q(\d+)"$/.exec(item);
    if (q) {
      quoted.push(Number(q[1]));
      continue;
    }
    const k = parseKeywordPhrase(item);
    if (k) {
      gains.push(...k);
      continue;
    }
    const g = grantedKeyword.read(item);
    if (!g) return null;
    gains.push(...g.keywords);
    grants.push(...g.grants);
  }
  return {
    ...(gains.length ? { gains } : {}),
    ...(grants.length ? { grants } : {}),
    ...(quoted.length ? { quoted } : {}),
  };
}

/** `each` times `n` (0, `each` itself, or a multiple; negative for "gets -1/-1 for each"). */
function timesEach(each: Amount, n: number): Amount {
  return n === 0 ? 0 : n === 1 ? each : { times: [each, n] };
}

/** One predicate template; null when it matches but is not understood, undefined when none matches. */
function onePredicate(p: string, self: Subject): Predicate | null | undefined {
  // "gets +1/+0 for each artifact you control", "gets -1/-1 for each card in your hand" (CR 613.4c).
  let m = /^gets? ([+-]\d+)\/([+-]\d+) for each (.+?)(?: and (?:has|have) (.+))?$/.exec(p);
  if (m) {
    const each = forEachAmount(m[3] as string, self);
    if (!each) return null;
    const kws = m[4] ? keywordGrants(m[4]) : {};
    const gets = { power: timesEach(each, Number(m[1])), toughness: timesEach(each, Number(m[2])) };
    return kws ? { gets, ...kws } : null;
  }
  // "gets +X/+Y, where X is half the number of Forests you control, rounded down, and Y is half
  // the number of Forests you control, rounded up" (Aspect of Wolf; CR 107.1a).
  m = /^gets? \+X\/\+Y, where X is (.+?), and Y is (.+)$/.exec(p);
  if (m) {
    const x = parseStaticAmount(m[1] as string);
    const y = parseStaticAmount(m[2] as string);
    return x !== null && y !== null ? { gets: { power: x, toughness: y } } : null;
  }
  // "gets +X/+X, where X is the number of creature cards in all graveyards", "gets +X/+0, where X
  // is …", "gets -X/-X, where X is …" (CR 613.4c): counted continuously, for the source's
  // controller ("you") and the source ("~").
  m = /^gets? ([+-])X\/([+-])(X|\d+), where X is (.+)$/.exec(p);
  if (m) {
    const x = staticX(m[4] as string, self);
    if (x === null) return null;
    const sign = (s: string, a: Amount): Amount => (s === '-' ? timesEach(a, -1) : a);
    const toughness = m[3] === 'X' ? sign(m[2] as string, x) : Number(`${m[2]}${m[3]}`);
    return { gets: { power: sign(m[1] as string, x), toughness } };
  }
  // "has base power and toughness 1/1" (CR 613.4b, layer 7b): set, then changed by layer 7c's
  // modifications and counters; "X/X, where X is your life total" is counted continuously.
  m = /^(?:has|have) base power and toughness (\d+)\/(\d+)(?: and (?:has|have) ([^"]+))?$/.exec(p);
  if (m) {
    const kws = m[3] ? keywordGrants(m[3]) : {};
    return kws ? { setBase: { power: Number(m[1]), toughness: Number(m[2]) }, ...kws } : null;
  }
  m = /^(?:has|have) base power and toughness X\/X, where X is (.+)$/.exec(p);
  if (m) {
    const x = staticX(m[1] as string, self);
    return x === null ? null : { setBase: { power: x, toughness: x } };
  }
  m = /^gets? ([+-][\dX]+\/[+-][\dX]+)$/.exec(p);
  if (m) {
    const pt = parsePT(m[1] as string);
    return pt && !hasX(pt) ? { gets: pt } : null;
  }
  m = /^gets? ([+-][\dX]+\/[+-][\dX]+) and (?:has|have) (.+)$/.exec(p);
  // "gets +2/+2 and has \"Q0\"": two predicates (split in conjunction), not a keyword list.
  if (m && !(m[2] as string).startsWith('"')) {
    const pt = parsePT(m[1] as string);
    const kws = keywordGrants(m[2] as string);
    return pt && kws && !hasX(pt) ? { gets: pt, ...kws } : null;
  }
  // An ability in quotation marks (CR 113.1b), a placeholder here (statics.ts reads it).
  m = /^(?:has|have) "Q(\d+)"$/.exec(p);
  if (m) return { quoted: [Number(m[1])] };
  m = /^(?:has|have) (.+)$/.exec(p);
  // "has first strike and must be blocked if able": when the words are no keyword list, two
  // predicates split before "must" (conjunction).
  if (m) return keywordGrants(m[1] as string) ?? (/ and must /.test(m[1] as string) ? undefined : null);
  // "loses all abilities" (layer 6, CR 613.1f): at the static's timestamp (613.7), so abilities
  // later effects give it stay (derived/loses-all.ts).
  if (p === 'loses all abilities' || p === 'lose all abilities') return { losesAll: true };
  m = /^(?:loses|lose) (?!all abilities)(.+)$/.exec(p);
  if (m) {
    const kws = parseKeywordList(m[1] as string);
    return kws ? { loses: kws } : null;
  }
  const cant = restrictions(p);
  if (cant) return { cant };
  // A requirement (CR 508.1d). "blocks each combat if able" (509.1c) stays text: obeying the most
  // block requirements within restrictions such as menace is a search the engine doesn't make.
  if (p === 'attacks each combat if able' || p === 'attack each combat if able') return { mustAttack: true };
  // "Enchanted creature … is goaded" (CR 701.15b): goaded by the source's controller for as long
  // as the ability applies — in a two-player game, the attack requirement above (701.15a).
  if (p === 'is goaded' || p === 'are goaded') return { mustAttack: true };
  // "can attack as though it had haste" / "as though it didn't have defender" (CR 609.4).
  m = /^can attack as though (?:it|they) (had haste|didn't have defender)$/.exec(p);
  if (m) return { attacksAsThough: [m[1] === 'had haste' ? 'haste' : 'noDefender'] };
  // "assigns combat damage equal to its toughness rather than its power" (Doran; CR 510.1a).
  if (/^assigns? combat damage equal to (?:its|their) toughness rather than (?:its|their) power$/.test(p))
    return { combatDamageBy: 'toughness' };
  return undefined;
}

/**
 * The X of "where X is …" in a static's predicate, or null. "it", "its" and "other" are read only
 * when the subject is the source ("~ gets +X/+0, where X is the number of rev counters on it"); for another
 * subject they may name that object, which the source's amounts don't read.
 */
function staticX(text: string, subject: Subject): Amount | null {
  if (/\b(?:it|its|they|their|them)\b/.test(text)) {
    if (!subject.self) return null;
    return parseStaticAmount(text.replace(/\bit\b/g, '~').replace(/\bits\b/g, "~'s"));
  }
  const x = parseStaticAmount(text);
  // "Each Skeleton you control gets +X/+0, where X is the number of other Skeletons you control":
  // "other" is each affected object's, not the source's (see forEachAmount), which isn't read.
  return x !== null && !subject.self && JSON.stringify(x).includes('"notSource"') ? null : x;
}

function hasX(pt: { power: Amount; toughness: Amount }): boolean {
  return typeof pt.power === 'object' || typeof pt.toughness === 'object';
}

/** "can't attack", "can't block", "can't attack or block", "can't be blocked (by … / except by …)", "doesn't untap …". */
function restrictions(p: string): Restriction[] | null {
  switch (p) {
    case "can't attack":
      return ['attack'];
    case "can't block":
      return ['block'];
    case "can't attack or block":
      return ['attack', 'block'];
    // "can't attack alone", "can't block alone" (CR 508.1c, 509.1b): restrictions on the whole
    // declaration, another creature attacking (blocking) too (turn/alone-restrictions.ts).
    case "can't attack alone":
      return [{ alone: 'attack' }];
    case "can't block alone":
      return [{ alone: 'block' }];
    case "can't attack or block alone":
      return [{ alone: 'attack' }, { alone: 'block' }];
    // A requirement (CR 509.1c): blocked by at least one creature if able (turn/block-requirements.ts).
    case 'must be blocked if able':
      return [{ mustBeBlocked: true }];
    case "can't be blocked":
      return ['beBlocked'];
    case "doesn't untap during your untap step":
    case "doesn't untap during its controller's untap step":
    case "don't untap during their controllers' untap steps":
      return ['untap'];
    default:
      break;
  }
  // "must be blocked by an Eldrazi if able" (CR 509.1c): at least one creature of that kind blocks
  // it if able. Numbers of blockers ("by two or more creatures", "by exactly one") stay text.
  let m = /^must be blocked by (?:a|an) (.+) if able$/.exec(p);
  if (m) {
    const ph = parseObjects(m[1] as string);
    if (!ph || ph.plural || ph.other || ph.filter.zone || (ph.filter.types && !ph.filter.types.includes('creature')))
      return null;
    if (JSON.stringify(ph.filter).match(/"powerThanSource"|"notSource"|"chosen|"damagedBySource|"controller"/))
      return null;
    return [{ mustBeBlocked: ph.filter }];
  }
  // "can block an additional creature each combat", "… an additional seven creatures …", "can
  // block any number of creatures" (CR 509.1a): it may block that many attackers beyond one.
  if (p === 'can block any number of creatures') return [{ blockMore: 'any' }];
  m = /^can block an additional (?:creature|(\w+) creatures) each combat$/.exec(p);
  if (m) {
    const n = m[1] ? parseCount(m[1]) : 1;
    return n && n > 0 ? [{ blockMore: n }] : null;
  }
  // "can't be blocked by more than one creature" (CR 509.1b): a limit on the number of blockers.
  m = /^can't be blocked by more than (one|two) creatures?$/.exec(p);
  if (m) return [{ beBlockedByMoreThan: m[1] === 'one' ? 1 : 2 }];
  // "crews Vehicles as though its power were 2 greater", "saddles Mounts and crews Vehicles as
  // though …" (CR 702.122a, 702.171a): the power it counts for those costs.
  m = /^(saddles Mounts and )?crews Vehicles as though its power were (\d+) greater$/.exec(p);
  if (m) return [{ crewsAsThough: { more: Number(m[2]), ...(m[1] ? { saddle: true as const } : {}) } }];
  // "can't block or be blocked by non-Spirit creatures" (CR 509.1b): the phrase names both the
  // attackers it can't block and the creatures that can't block it.
  m = /^can't block or be blocked by (.+)$/.exec(p);
  if (m) {
    const ph = parseObjects(m[1] as string);
    const only = ph && ph.plural && !ph.other ? creaturesOtherThan(ph.filter) : null;
    return ph && only ? [{ blockOnly: only }, { beBlockedBy: ph.filter }] : null;
  }
  m = /^can't be blocked by (.+)$/.exec(p);
  if (m) {
    const ph = parseObjects(m[1] as string);
    return ph && ph.plural && !ph.filter.zone ? [{ beBlockedBy: ph.filter }] : null;
  }
  // "can't be blocked except by three or more creatures" (CR 509.1b): a least number of blockers.
  m = /^can't be blocked except by (two|three|four) or more creatures$/.exec(p);
  if (m) return [{ beBlockedByAtLeast: m[1] === 'two' ? 2 : m[1] === 'three' ? 3 : 4 }];
  m = /^can't be blocked except by (.+)$/.exec(p);
  if (m) {
    const ph = parseObjects(m[1] as string);
    return ph && ph.plural && !ph.filter.zone ? [{ beBlockedExceptBy: ph.filter }] : null;
  }
  // "can block only creatures with flying" (CR 509.1b).
  m = /^can block only (.+)$/.exec(p);
  if (m) {
    const ph = parseObjects(m[1] as string);
    return ph && ph.plural && !ph.filter.zone && !ph.other ? [{ blockOnly: ph.filter }] : null;
  }
  // "can't block creatures with power 2 or greater" (Brassclaw Orcs; CR 509.1b): it can block only
  // creatures with power 1 or less — an attacking creature always has a power, so the two forbid
  // the same blocks.
  m = /^can't block creatures with power (\d+) or (greater|less)$/.exec(p);
  if (m) {
    const n = Number(m[1]);
    return [{ blockOnly: { types: ['creature'], power: m[2] === 'greater' ? { max: n - 1 } : { min: n + 1 } } }];
  }
  // "can't be the target of black spells or abilities from black sources", "… of spells or
  // abilities your opponents control", "… of Aura spells" (CR 115.1, 101.2).
  m = /^can't be the target of (.+)$/.exec(p);
  if (m) {
    const ban = targetingBan(m[1] as string);
    return ban ? [{ beTargetedBy: ban }] : null;
  }
  m = /^can't attack unless defending player controls (?:a|an) (.+)$/.exec(p);
  if (m) {
    const ph = parseObjects(m[1] as string);
    return ph && !ph.plural && !ph.filter.zone ? [{ attackUnlessDefenderControls: ph.filter }] : null;
  }
  return null;
}

const COLOR_CODES: Record<string, 'W' | 'U' | 'B' | 'R' | 'G'> = {
  white: 'W',
  blue: 'U',
  black: 'B',
  red: 'R',
  green: 'G',
};
const COLOR = '(?:white|blue|black|red|green)';
/** "blue or black spells", "nongreen spells", "Aura spells", "spells" (then "your opponents control"). */
const BAN_SPELLS = `(?:(?<spell>${COLOR}(?: or ${COLOR})?|non${COLOR}|Aura) )?spells(?<spellOpp> your opponents control)?`;
/** "abilities", "abilities from black sources", "… from nongreen sources", "… from artifact sources". */
const BAN_ABILITIES = `(?<abilities>abilities)(?: from (?<source>${COLOR}|non${COLOR}|artifact) sources)?(?<opp> your opponents control)?`;
const BAN = new RegExp(
  `^(?:${BAN_SPELLS}(?: or ${BAN_ABILITIES})?|${BAN_ABILITIES.replace(/\?<(\w+)>/g, '?<$1Only>')})$`,
);

/** The filter an adjective of "… spells" / "… sources" names ("blue or black", "nongreen", "Aura", "artifact"). */
function banFilter(adj: string | undefined): ObjectFilter {
  if (!adj) return {};
  if (adj === 'Aura') return { subtypes: ['Aura'] };
  if (adj === 'artifact') return { types: ['artifact'] };
  const non = /^non(.+)$/.exec(adj);
  if (non) return { notColors: [COLOR_CODES[non[1] as string] as 'W'] };
  return { colors: adj.split(' or ').map((c) => COLOR_CODES[c] as 'W') };
}

/**
 * What "can't be the target of …" names (CR 115.1): "blue or black spells", "nongreen spells or
 * abilities from nongreen sources", "spells or abilities your opponents control" ("your opponents
 * control" after both kinds is said of both), "abilities from artifact sources". "X spells your
 * opponents control or abilities" (said of one kind only) is not read.
 */
function targetingBan(text: string): TargetingBan | null {
  const g = BAN.exec(text)?.groups;
  if (!g) return null;
  if (g.abilitiesOnly) return { abilities: banFilter(g.sourceOnly), ...(g.oppOnly ? { opponents: true } : {}) };
  const spells = banFilter(g.spell);
  if (!g.abilities) return { spells, ...(g.spellOpp ? { opponents: true } : {}) };
  if (g.spellOpp && !g.opp) return null;
  return { spells, abilities: banFilter(g.source), ...(g.opp ? { opponents: true } : {}) };
}

/**
 * The creatures a creature phrase does not name, when one filter says it: "non-Spirit creatures"
 * → Spirit creatures, "creatures with power 2 or greater" → creatures with power 1 or less (an
 * attacking creature always has a power, CR 208.3). Null for anything else.
 */
function creaturesOtherThan(f: ObjectFilter): ObjectFilter | null {
  const { types, ...rest } = f;
  if (types?.length !== 1 || types[0] !== 'creature') return null;
  const keys = Object.keys(rest);
  if (keys.length !== 1) return null;
  if (rest.notSubtypes?.length === 1) return { types: ['creature'], subtypes: rest.notSubtypes };
  const pw = rest.power;
  if (pw && Object.keys(pw).length === 1 && pw.min !== undefined)
    return { types: ['creature'], power: { max: pw.min - 1 } };
  if (pw && Object.keys(pw).length === 1 && pw.max !== undefined)
    return { types: ['creature'], power: { min: pw.max + 1 } };
  return null;
}
