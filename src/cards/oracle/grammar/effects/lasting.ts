/**
 * Effects that last a while (CR 611.2): "gets +N/+M until end of turn", "gains flying until end
 * of turn", "loses flying", "can't block this turn", "doesn't untap during its controller's next
 * untap step" (502.3), "becomes red", "becomes a 2/2 … creature until end of turn. It's still a
 * land" (205.1b), "has base power 0 until end of turn" (layer 7b), "Gain control of target
 * creature until end of turn" (613.1b), "becomes a Dragon with base power and toughness 4/4,
 * flying, and haste" / "becomes an Angel" / "becomes a Pirate in addition to its other types"
 * (205.1), "Target land becomes a Swamp" / "… the basic land type of your choice" (305.7). For
 * "all …" the objects are locked in as the effect begins (611.2c).
 */
import {
  keywordWords,
  type Amount,
  type Condition,
  type Duration,
  type GrantedAbility,
  type Keyword,
  type ManaType,
  type Ref,
  type Restriction,
} from '../../../../engine';
import { CREATURE_TYPES } from '../../../../engine/tables';
import { freshVar, type Build, type CardFacts } from '../../build';
import { forEachNode, lowerAmount, type AmountNode } from '../amounts';
import { keyword, keywordList, keywords1 } from '../keywords';
import { actedOn, lowerNP } from '../lower-nouns';
import { eachNP, eachOfTargets, objectRef, targetNP, type NP } from '../nouns';
import { alt, as, lit, list, many, many1, map, opt, peek, seq, tok, w, type P } from '../peg';
import { closedByQuote, color, count, ptChange, quoted, self, subtype, X } from '../words';
import { blockedByWhom, blockedThisTurnExceptBy } from './blocked-by';
import { isOneObject, type LowerTable, type MaybeLasting, type VerbCtx, type VerbEntry } from './verb';

type Color = Exclude<ManaType, 'C'>;

/**
 * The reader of an ability in quotation marks an effect gives ("gains \"…\" until end of turn",
 * CR 113.1b, 613.1f): the ability compilers (abilities/grants.ts) register it, as they come
 * after the grammar in the import order. Null when the quotation can't be enforced.
 */
export const quotedGrant: { read: ((quote: string, card: CardFacts) => GrantedAbility | null) | null } = {
  read: null,
};

/**
 * What follows "and gain(s)": keyword abilities, one ability in quotation marks, or both
 * ("gain menace and \"Whenever this creature attacks, …\"").
 */
/** Keywords then one ability in quotation marks: "menace and \"…\"", "hexproof, reach, and \"…\"". */
const keywordsAndQuote: P<{ k: Keyword[]; q: string }> = alt(
  map(seq(keywordList, w('and'), quoted), ([k, , q]) => ({ k, q })),
  map(seq(many1(map(seq(keywords1, w(',')), ([k]) => k)), w('and'), quoted), ([ks, , q]) => ({ k: ks.flat(), q })),
);
/**
 * "your choice of flying, vigilance, or lifelink" (CR 608.2d: the controller chooses one as the
 * effect begins): two or more different keywords, each one keyword.
 */
const keywordChoice: P<Keyword[]> = map(seq(lit('your choice of'), list(keyword, 'or', 2)), ([, ks]) =>
  new Set(ks.map((k) => JSON.stringify(k))).size === ks.length ? ks : null,
);
/**
 * "firebending 4" as an effect gives it (CR 702.189a, 613.1f): the triggered ability the keyword
 * stands for, written out as an ability in quotation marks is, normalised (the object that has it
 * is "~", 113.7).
 */
const firebendingGift: P<string> = map(
  seq(w('firebending'), count),
  ([, n]) => `Whenever ~ attacks, add ${'{R}'.repeat(n)}. Until end of combat, you don't lose this mana as steps end.`,
);
type Gift = { gains?: Keyword[]; quotes?: string[]; choice?: Keyword[]; allCreatureTypes?: true };
const gift = alt(
  map(firebendingGift, (q) => ({ quotes: [q] }) as Gift),
  map(keywordsAndQuote, ({ k, q }) => ({ gains: k, quotes: [q] }) as Gift),
  map(keywordList, (k) => ({ gains: k }) as Gift),
  map(quoted, (q) => ({ quotes: [q] }) as Gift),
  map(keywordChoice, (k) => ({ choice: k }) as Gift),
  as(lit('all creature types'), { allCreatureTypes: true } as Gift),
);
type Signed = number | 'X' | '-X';

export type LastingVp = (
  | {
      k: 'pump';
      pt?: [Signed, Signed];
      gains?: Keyword[];
      /** "gains \"…\"": abilities in quotation marks (CR 113.1b, 613.1f), read as the lowering runs. */
      quotes?: string[];
      /** "gets +1/+1 for each creature you control and gains trample": `pt` times the number counted (CR 608.2h). */
      per?: AmountNode;
      /** "gains your choice of deathtouch or lifelink": one of these, chosen as it resolves (CR 608.2d). */
      choice?: Keyword[];
      /** "get +2/+0 and gain all creature types": every creature type added too (CR 205.3m, layer 4). */
      allCreatureTypes?: true;
      /** "gets -2/+2 and loses flying until end of turn": keywords lost for the same duration (CR 611.2a, 613.1f). */
      loses?: Keyword[];
      each?: boolean;
      until?: Duration;
    }
  /** "loses flying", "loses all abilities" (`'all'`, layer 6, CR 613.1f). */
  | { k: 'loseKeywords'; loses: Keyword[] | 'all'; until?: Duration }
  /** "can't block this turn", "can't attack or block until your next turn". */
  | { k: 'restrictThisTurn'; cant: Restriction[]; until?: Duration }
  | { k: 'doesntUntapNext'; yours?: true }
  | { k: 'doesntUntapWhile'; until: Duration }
  | { k: 'becomesColor'; colors: Color[]; until?: Duration }
  | {
      k: 'becomesCreature';
      power: number | 'X';
      toughness: number | 'X';
      colors: Color[];
      /** "artifact creature" rather than "creature". */
      artifact: boolean;
      subtypes: string[];
      /** "with all creature types" (Mutavault). */
      allCreatureTypes: boolean;
      gains: Keyword[];
      quotes: string[];
      /** The card type "It's still a …" / "that's still a …" names, or "other" for "in addition to its other types" (CR 205.1b). */
      still: string | null;
      until?: Duration;
    }
  | {
      k: 'basePT';
      power?: number | 'X';
      toughness?: number | 'X';
      gains?: Keyword[];
      /** "and gain all creature types" (Mirror Entity). */
      allCreatureTypes?: boolean;
      until?: Duration;
    }
  /**
   * "becomes an artifact creature", "become artifact creatures", "becomes an artifact in addition
   * to its other types" (CR 205.1b: every prior type and subtype kept), with base power and
   * toughness set ("with base power and toughness 5/5", "with power and toughness each equal to
   * its mana value"), keywords gained, +N/+M.
   */
  | {
      k: 'becomesArtifact';
      creature: boolean;
      base?: [number | 'X', number | 'X'] | 'manaValue';
      gains?: Keyword[];
      pt?: [Signed, Signed];
      until?: Duration;
    }
  /** "becomes the color of your choice", "… the creature type of your choice (in addition to its other types)". */
  | { k: 'becomesChosen'; option: 'color' | 'creatureType' | 'basicLandType'; inAddition: boolean; until: Duration }
  /** "Switch target creature's power and toughness until end of turn" (CR 613.4d); `what` is who switches. */
  | { k: 'switchPT'; what: NP; until: Duration }
  | {
      k: 'becomesTypePT';
      colors: Color[];
      /** Creature types that replace the object's (CR 205.1b, 613.1d). */
      subtypes: string[];
      power: number;
      toughness: number;
      /** "with base power and toughness 4/4, flying, and haste": keywords it gains (layer 6). */
      gains: Keyword[];
      until?: Duration;
    }
  /**
   * "becomes an Angel" (its creature types replaced, CR 205.1a), "becomes a Pirate in addition to
   * its other types" (added, 205.1b).
   */
  | { k: 'becomesCreatureType'; colors: Color[]; subtypes: string[]; inAddition: boolean; until?: Duration }
  /** "Target land becomes an Island until end of turn" (CR 305.7): its land type set. */
  | { k: 'becomesLandType'; landType: string; until?: Duration }
  /** `whileSourceOnBattlefield`: "for as long as ~ remains on the battlefield" (CR 611.2b). */
  | { k: 'gainControl'; what: NP; until?: Duration | 'whileSourceOnBattlefield' }
) &
  MaybeLasting;

/**
 * "until your next turn": the effect ends as the next turn of its controller (the spell's or
 * ability's "you", CR 109.5) begins (500.5). Not "until the end of your next turn".
 */
export const untilYourNextTurn = as(lit('until your next turn'), 'yourNextTurn' as Duration);

/**
 * "for as long as you control ~": the effect ends once its controller no longer controls the
 * source, and does nothing if they don't as it resolves (CR 611.2b).
 */
const whileYouControlSelf = alt(
  // "for as long as you control ~ and ~ remains tapped" (Willow Satyr): both (CR 611.2b).
  as(lit('for as long as you control ~ and ~ remains tapped'), 'whileYouControlSourceTapped' as Duration),
  as(lit('for as long as you control ~'), 'whileYouControlSource' as Duration),
  // "for as long as ~ remains tapped" (Vedalken Shackles): it ends once the source is untapped or
  // gone, and does nothing if it isn't tapped as the ability resolves (CR 611.2b).
  as(lit('for as long as ~ remains tapped'), 'whileSourceTapped' as Duration),
);

/** "until end of turn", "this turn", "until end of combat", "until your next turn". */
export const duration = alt(
  as(lit('until end of turn'), 'endOfTurn' as Duration),
  as(lit('this turn'), 'endOfTurn' as Duration),
  as(lit('until end of combat'), 'endOfCombat' as Duration),
  untilYourNextTurn,
  whileYouControlSelf,
);
const untilEot = alt(
  as(lit('until end of turn'), 'endOfTurn' as Duration),
  as(lit('until end of combat'), 'endOfCombat' as Duration),
  untilYourNextTurn,
  whileYouControlSelf,
);

/** The basic land types (CR 205.3i). */
const BASIC_LAND_TYPES = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];

/** "+2/+2" → signed numbers (X allowed). */
function signed(pt: string): [Signed, Signed] | null {
  const m = /^([+-])(\d+|X)\/([+-])(\d+|X)$/.exec(pt);
  if (!m) return null;
  const one = (sign: string, v: string): Signed =>
    v === 'X' ? (sign === '-' ? '-X' : 'X') : (sign === '-' ? -1 : 1) * Number(v);
  return [one(m[1] as string, m[2] as string), one(m[3] as string, m[4] as string)];
}
const pt = map(ptChange, signed);

const gets = w('get', 'gets');

const restriction = alt(
  // Before "be blocked" alone (an ordered choice keeps its first match).
  blockedByWhom,
  as(lit('attack or block'), ['attack', 'block'] as Restriction[]),
  as(lit('be blocked'), ['beBlocked'] as Restriction[]),
  as(w('block'), ['block'] as Restriction[]),
  as(w('attack'), ['attack'] as Restriction[]),
);

const num = tok('a number', (t) => (t.kind === 'num' ? Number(t.v) : null));
const printedPT = map(seq(num, w('/'), num), ([p, , t]) => ({ p, t }));
const numOrX = alt(num, X);

/**
 * The keywords listed after "with base power and toughness 4/4": ", flying, and haste",
 * "and flying" (the base P/T is the list's first item).
 */
const withKeywordsAfterPT: P<Keyword[]> = alt(
  map(seq(w(','), many(map(seq(keywords1, w(',')), ([k]) => k)), w('and'), keywords1), ([, mid, , last]) => [
    ...mid.flat(),
    ...last,
  ]),
  map(seq(w('and'), keywords1), ([, k]) => k),
);

/** What follows "creature with": keyword abilities, "all creature types", abilities in quotation marks. */
type WithItem = { gains: Keyword[] } | { allTypes: true } | { quote: string };
const withItem: P<WithItem> = alt(
  as(lit('all creature types'), { allTypes: true } as WithItem),
  map(quoted, (q) => ({ quote: q }) as WithItem),
  map(keywords1, (k) => ({ gains: k }) as WithItem),
);

/** "It's still a land" / "that's still a land" / "in addition to its other types" (CR 205.1b). */
const stillA = map(seq(w('a', 'an'), w('land', 'artifact', 'enchantment', 'planeswalker')), ([, t]) => t.toLowerCase());

/** "that are still lands", ". They're still lands" (CR 205.1b), of several objects. */
const stillPlural = map(w('lands', 'artifacts', 'enchantments', 'planeswalkers'), (t) => t.toLowerCase().slice(0, -1));

/**
 * "becomes a 3/3 red and green Elemental creature with "…" until end of turn. It's still a land.",
 * "becomes a 2/2 Bird artifact creature with flying until end of turn", "becomes a 4/4 Ape
 * creature", "becomes an X/X Construct artifact creature", "becomes a 0/0 Elemental creature with
 * haste that's still a land", "… in addition to its other types" (CR 205.1, 611.2); of several
 * objects, "become 2/2 Elemental creatures with reach … They're still lands", "… each become 3/5
 * Treefolk Warrior creatures in addition to their other types" (the set locked in, 611.2c).
 */
const becomesCreature: P<LastingVp> = map(
  seq(
    opt(w('each')),
    w('becomes', 'become'),
    opt(w('a', 'an')),
    numOrX,
    w('/'),
    numOrX,
    opt(list(color, 'and')),
    many(subtype),
    opt(w('artifact')),
    w('creature', 'creatures'),
    opt(map(seq(w('with'), list(withItem, 'and')), ([, items]) => items)),
    opt(
      alt(
        map(seq(lit("that's still"), stillA), ([, t]) => ({ t, many: false })),
        map(seq(lit('that are still'), stillPlural), ([, t]) => ({ t, many: true })),
        as(lit('in addition to its other types'), { t: 'other', many: false }),
        as(lit('in addition to their other types'), { t: 'other', many: true }),
      ),
    ),
    opt(untilEot),
    // ". It's still a land", or after a quotation whose own period ended the sentence.
    opt(
      map(
        seq(
          alt(w('.'), closedByQuote),
          alt(
            map(seq(lit("it's still"), stillA), ([, t]) => ({ t, many: false })),
            map(seq(lit("they're still"), stillPlural), ([, t]) => ({ t, many: true })),
          ),
        ),
        ([, x]) => x,
      ),
    ),
  ),
  ([each, verb, a, p, , t, cs, subs, art, noun, items, inline, until, after]) => {
    if (inline && after) return null;
    // "a 2/2 creature" of one object, "2/2 creatures" of several ("each" only of several).
    const many = noun.toLowerCase() === 'creatures';
    if (many === !!a || (each && !many) || (many && verb.toLowerCase() === 'becomes')) return null;
    const still = inline ?? after ?? null;
    if (still && still.many !== many) return null;
    const all = items ?? [];
    return {
      k: 'becomesCreature',
      power: p,
      toughness: t,
      colors: cs ?? [],
      artifact: !!art,
      subtypes: subs.map((s) => s.subtype),
      allCreatureTypes: all.some((i) => 'allTypes' in i),
      gains: all.flatMap((i) => ('gains' in i ? i.gains : [])),
      quotes: all.flatMap((i) => ('quote' in i ? [i.quote] : [])),
      still: still?.t ?? null,
      ...(until ? { until, lasting: true } : { durationless: true }),
    } as LastingVp;
  },
);

/**
 * "becomes a Shapeshifter artifact creature with base power and toughness 5/5 until end of turn":
 * the same change as "becomes a 5/5 Shapeshifter artifact creature" (CR 205.1, 613.4b).
 */
const becomesCreatureWithBase: P<LastingVp> = map(
  seq(
    w('becomes', 'become'),
    w('a', 'an'),
    opt(list(color, 'and')),
    many1(subtype),
    opt(w('artifact')),
    w('creature'),
    lit('with base power and toughness'),
    numOrX,
    w('/'),
    numOrX,
    opt(withKeywordsAfterPT),
    opt(untilEot),
  ),
  ([, , cs, subs, art, , , p, , t, kws, until]) =>
    ({
      k: 'becomesCreature',
      power: p,
      toughness: t,
      colors: cs ?? [],
      artifact: !!art,
      subtypes: subs.map((s) => s.subtype),
      allCreatureTypes: false,
      gains: kws ?? [],
      quotes: [],
      still: null,
      ...(until ? { until, lasting: true } : { durationless: true }),
    }) as LastingVp,
);

/** "with base power and toughness 5/5", "… X/X", "with power and toughness each equal to its mana value". */
const withBase = alt(
  map(
    seq(lit('with base power and toughness'), numOrX, w('/'), numOrX),
    ([, p, , t]) => [p, t] as [number | 'X', number | 'X'],
  ),
  as(lit('with power and toughness each equal to its mana value'), 'manaValue' as const),
);

/**
 * "becomes an artifact creature (with base power and toughness 4/4) (and gains flying) until end
 * of turn", "become artifact creatures", "becomes an artifact creature and gets +1/+1 until end of
 * turn", "becomes an artifact in addition to its other types" (CR 205.1b).
 */
const becomesArtifact: P<LastingVp> = map(
  seq(
    alt(
      as(seq(w('becomes', 'become'), alt(lit('an artifact creature'), lit('artifact creatures'))), true),
      as(
        seq(w('becomes', 'become'), alt(lit('an artifact'), lit('artifacts')), lit('in addition to its other types')),
        false,
      ),
    ),
    opt(withBase),
    opt(
      alt(
        map(seq(w('and'), w('gains', 'gain'), keywordList), ([, , k]) => ({ gains: k })),
        map(seq(w('and'), gets, pt), ([, , p]) => ({ pt: p })),
      ),
    ),
    opt(alt(untilEot, as(lit('for as long as ~ remains on the battlefield'), 'whileSourceOnBattlefield' as const))),
  ),
  ([creature, base, more, until]) => {
    if (base && !creature) return null;
    if (more && 'pt' in more && !more.pt) return null;
    // "for as long as ~ remains on the battlefield" (CR 611.2b): no such duration in the engine.
    if (until === 'whileSourceOnBattlefield') return null;
    return {
      k: 'becomesArtifact',
      creature,
      ...(base ? { base } : {}),
      ...(more ?? {}),
      ...(until ? { until, lasting: true } : { durationless: true }),
    } as LastingVp;
  },
);

/** "its", "~'s", "target creature's", "each creature's": whose power and toughness are switched. */
const whosePT: P<NP> = alt(
  as(w('its'), { k: 'pronoun', word: 'it' } as NP),
  as(seq(self, lit("'s")), { k: 'self' } as NP),
  as(lit("target creature's"), {
    k: 'target',
    filter: { objects: { types: ['creature'] } },
    min: 1,
    max: 1,
    label: 'target creature',
  } as NP),
  as(lit("each creature's"), { k: 'each', filter: { types: ['creature'] }, other: false } as NP),
);

export const LASTING_VERBS: VerbEntry<LastingVp>[] = [
  {
    subject: 'object',
    parse: alt(
      map(
        seq(
          opt(w('each')),
          gets,
          pt,
          // "gets +1/+0 for each card in your hand until end of turn": the count before the
          // duration (counted as it resolves either way, CR 608.2h).
          opt(map(seq(lit('for each'), forEachNode, peek(alt(w('and'), lit('until end of turn')))), ([, n]) => n)),
          // "gets +2/+2 and has trample for as long as ~ remains tapped": "has" with a duration
          // written is "gains" (CR 611.2a, 613.1f).
          opt(
            map(seq(w('and'), w('gain', 'gains', 'has'), gift), ([, v, g]) => ({ g, has: v.toLowerCase() === 'has' })),
          ),
          // "gets -2/+2 and loses flying until end of turn": one duration for both (CR 611.2a).
          opt(map(seq(w('and'), w('lose', 'loses'), keywordList), ([, , k]) => k)),
          opt(untilEot),
        ),
        ([each, , p, per, gift0, loses, until]) =>
          p && !(gift0 && loses) && !(gift0?.has && !until)
            ? ({
                k: 'pump',
                pt: p,
                ...(per ? { per } : {}),
                ...(gift0?.g ?? {}),
                ...(loses ? { loses } : {}),
                each: !!each,
                ...(until ? { until, lasting: true } : { durationless: true }),
              } as LastingVp)
            : null,
      ),
      // "Up to two target creatures each gain lifelink until end of turn": "each" changes nothing.
      map(
        seq(
          opt(w('each')),
          w('gain', 'gains'),
          alt(
            map(keywordsAndQuote, ({ k, q }) => ({ k, q: q as string | null })),
            map(keywordList, (k) => ({ k, q: null as string | null })),
          ),
          opt(map(seq(w('and'), gets, pt), ([, , p]) => p)),
          opt(untilEot),
        ),
        ([, , { k, q }, p, until]) =>
          p === null
            ? null
            : ({
                k: 'pump',
                gains: k,
                // "gains trample and \"{G}: Regenerate this creature.\"" (CR 613.1f).
                ...(q !== null ? { quotes: [q] } : {}),
                ...(p ? { pt: p } : {}),
                ...(until ? { until, lasting: true } : { durationless: true }),
              } as LastingVp),
      ),
      // "gains firebending 4 until end of turn" (CR 702.189a, 613.1f): its triggered ability.
      map(
        seq(opt(w('each')), w('gain', 'gains'), firebendingGift, untilEot),
        ([, , q, until]) => ({ k: 'pump', quotes: [q], until, lasting: true }) as LastingVp,
      ),
      // "gains all creature types until end of turn" (CR 205.3m).
      map(
        seq(w('gain', 'gains'), lit('all creature types'), opt(untilEot)),
        ([, , until]) =>
          ({
            k: 'pump',
            allCreatureTypes: true,
            ...(until ? { until, lasting: true } : { durationless: true }),
          }) as LastingVp,
      ),
      // "gains your choice of flying, deathtouch, or lifelink until end of turn" (CR 608.2d).
      map(
        seq(w('gain', 'gains'), keywordChoice, opt(untilEot)),
        ([, k, until]) =>
          ({
            k: 'pump',
            choice: k,
            ...(until ? { until, lasting: true } : { durationless: true }),
          }) as LastingVp,
      ),
      // "gains protection from the color of your choice until end of turn" (CR 608.2d): chosen as
      // it resolves, then gained (the lowering adds the choice).
      map(
        seq(w('gain', 'gains'), lit('protection from the color of your choice'), untilEot),
        ([, , until]) =>
          ({
            k: 'pump',
            gains: [{ protection: { colorChosen: '' } }],
            until,
            lasting: true,
          }) as LastingVp,
      ),
      // "gains \"{T}: …\" until end of turn" (CR 113.1b, 613.1f); "… each gain \"…\"".
      map(
        seq(opt(w('each')), w('gain', 'gains'), quoted, opt(untilEot)),
        ([, , q, until]) =>
          ({
            k: 'pump',
            quotes: [q],
            ...(until ? { until, lasting: true } : { durationless: true }),
          }) as LastingVp,
      ),
      // "loses flying until end of turn"; "Until end of turn, ~ loses defender and gains flying"
      // (the sentence's duration, CR 611.2a); "loses all abilities" (CR 613.1f).
      map(
        seq(w('lose', 'loses'), alt(as(lit('all abilities'), 'all' as const), keywordList), opt(untilEot)),
        ([, k, until]) =>
          ({
            k: 'loseKeywords',
            loses: k,
            ...(until ? { until, lasting: true } : { durationless: true }),
          }) as LastingVp,
      ),
      // "can't be blocked this turn except by creatures with haste" (CR 509.1b): before
      // "can't be blocked this turn" alone (an ordered choice keeps its first match).
      map(seq(w("can't"), blockedThisTurnExceptBy), ([, cant]) =>
        cant ? ({ k: 'restrictThisTurn', cant, until: 'endOfTurn', lasting: true } as LastingVp) : null,
      ),
      // "can't block this turn"; "Until your next turn, target creature can't attack or block"
      // (the sentence's duration, CR 611.2a; with none the lowering refuses it).
      map(
        seq(
          w("can't"),
          restriction,
          opt(alt(as(lit('this turn'), 'endOfTurn' as Duration), untilYourNextTurn, whileYouControlSelf)),
        ),
        ([, cant, until]) =>
          ({
            k: 'restrictThisTurn',
            cant,
            ...(until ? { until, lasting: true } : { durationless: true }),
          }) as LastingVp,
      ),
      // "must be blocked this turn if able" (Enlarge), "… each combat this turn if able" (CR 509.1c):
      // a requirement for the turn — at least one creature blocks it if able (turn/block-requirements.ts).
      as(seq(w('must'), lit('be blocked'), opt(lit('each combat')), lit('this turn if able')), {
        k: 'restrictThisTurn',
        cant: [{ mustBeBlocked: true }],
        until: 'endOfTurn',
        lasting: true,
      } as LastingVp),
      // "can attack this turn as though it didn't have defender" (CR 702.3b, 609.4): a permission
      // carried with the restrictions; with no "this turn", the sentence's duration or none.
      map(
        seq(
          w('can'),
          w('attack'),
          opt(as(lit('this turn'), 'endOfTurn' as Duration)),
          lit('as though'),
          w('it', 'they'),
          lit("didn't have defender"),
        ),
        ([, , until]) =>
          ({
            k: 'restrictThisTurn',
            cant: [{ attacksAsThough: 'noDefender' }],
            ...(until ? { until, lasting: true } : { durationless: true }),
          }) as LastingVp,
      ),
      // "can block an additional creature this turn" (CR 509.1a, turn/multi-block.ts).
      as(seq(w('can'), lit('block an additional creature this turn')), {
        k: 'restrictThisTurn',
        cant: [{ blockMore: 1 }],
        until: 'endOfTurn',
        lasting: true,
      } as LastingVp),
      // "~ assigns no combat damage this turn" (CR 510.1a): a restriction for the turn, read by
      // combat damage; the creatures blocking it still deal theirs.
      as(seq(w('assign', 'assigns'), lit('no combat damage this turn')), {
        k: 'restrictThisTurn',
        cant: ['assignCombatDamage'],
        until: 'endOfTurn',
        lasting: true,
      } as LastingVp),
      // "… and its activated abilities can't be activated" (CR 602.5): "its" is the subject's.
      map(
        seq(
          lit("its activated abilities can't be activated"),
          opt(alt(as(lit('this turn'), 'endOfTurn' as Duration), untilYourNextTurn)),
        ),
        ([, until]) =>
          ({
            k: 'restrictThisTurn',
            cant: ['activate'],
            ...(until ? { until, lasting: true } : { durationless: true }),
          }) as LastingVp,
      ),
      as(
        seq(
          w("doesn't", "don't"),
          lit('untap during'),
          alt(
            lit("its controller's next untap step"),
            lit("their controller's next untap step"),
            lit("their controllers' next untap steps"),
          ),
        ),
        { k: 'doesntUntapNext' } as LastingVp,
      ),
      // "This land doesn't untap during your next untap step" (Cinder Marsh): its own, controlled by "you".
      as(seq(w("doesn't"), lit('untap during your next untap step')), {
        k: 'doesntUntapNext',
        yours: true,
      } as LastingVp),
      // "That creature doesn't untap during its controller's untap step for as long as you control ~" (CR 502.3, 611.2b).
      map(
        seq(w("doesn't"), lit("untap during its controller's untap step"), whileYouControlSelf),
        ([, , until]) => ({ k: 'doesntUntapWhile', until }) as LastingVp,
      ),
      map(
        // "becomes colorless" (CR 105.2c): no colour at all.
        seq(w('becomes'), alt(list(color, 'and'), as(w('colorless'), [] as Color[])), opt(untilEot)),
        ([, cs, until]) =>
          ({
            k: 'becomesColor',
            colors: cs,
            ...(until ? { until, lasting: true } : { durationless: true }),
          }) as LastingVp,
      ),
      map(becomesCreature, (v) => v),
      becomesCreatureWithBase,
      // "becomes a Swamp until end of turn" (CR 305.7).
      map(seq(w('becomes'), w('a', 'an'), subtype, opt(untilEot)), ([, , t, until]) =>
        BASIC_LAND_TYPES.includes(t.subtype)
          ? ({
              k: 'becomesLandType',
              landType: t.subtype,
              ...(until ? { until, lasting: true } : { durationless: true }),
            } as LastingVp)
          : null,
      ),
      // "has base power and toughness 4/4", "Creatures you control have base power and toughness
      // X/X and gain trample until end of turn" (layer 7b, CR 613.4b).
      map(
        seq(
          w('has', 'gets', 'have', 'get'),
          lit('base'),
          alt(
            map(
              seq(lit('power and toughness'), numOrX, w('/'), numOrX),
              ([, p, , t]) => [p, t] as [(number | 'X')?, (number | 'X')?],
            ),
            map(seq(w('power'), num), ([, v]) => [v, undefined] as [(number | 'X')?, (number | 'X')?]),
            map(seq(w('toughness'), num), ([, v]) => [undefined, v] as [(number | 'X')?, (number | 'X')?]),
          ),
          opt(
            map(
              seq(w('and'), w('gain', 'gains'), alt(keywordList, as(lit('all creature types'), 'allTypes' as const))),
              ([, , k]) => k,
            ),
          ),
          opt(untilEot),
        ),
        ([, , [p, t], gains, until]) =>
          ({
            k: 'basePT',
            ...(p !== undefined ? { power: p } : {}),
            ...(t !== undefined ? { toughness: t } : {}),
            // "and gain all creature types" (Mirror Entity, CR 205.3m): every creature type added.
            ...(gains === 'allTypes' ? { allCreatureTypes: true } : gains ? { gains } : {}),
            ...(until ? { until, lasting: true } : { durationless: true }),
          }) as LastingVp,
      ),
      becomesArtifact,
      // "becomes the color of your choice until end of turn", "becomes the creature type of your
      // choice (in addition to its other types) until end of turn" (CR 608.2d, 105.3, 205.1).
      map(
        seq(
          w('becomes', 'become'),
          alt(
            as(lit('the color of your choice'), 'color' as const),
            as(lit('the creature type of your choice'), 'creatureType' as const),
            // "Target land becomes the basic land type of your choice until end of turn" (CR 305.7).
            as(lit('the basic land type of your choice'), 'basicLandType' as const),
          ),
          opt(as(lit('in addition to its other types'), true)),
          untilEot,
        ),
        ([, option, more, until]) =>
          option !== 'creatureType' && more
            ? null
            : ({ k: 'becomesChosen', option, inAddition: !!more, until, lasting: true } as LastingVp),
      ),
      // "becomes a blue Serpent with base power and toughness 5/5" (Serpentine Ambush): its
      // colours (if named) and creature types replaced, its base power and toughness set.
      map(
        seq(
          w('becomes', 'become'),
          w('a', 'an'),
          opt(list(color, 'and')),
          many1(subtype),
          lit('with base power and toughness'),
          printedPT,
          opt(withKeywordsAfterPT),
          opt(untilEot),
        ),
        ([, , cs, subs, , v, kws, until]) =>
          ({
            k: 'becomesTypePT',
            colors: cs ?? [],
            subtypes: subs.map((x) => x.subtype),
            power: v.p,
            toughness: v.t,
            gains: kws ?? [],
            ...(until ? { until, lasting: true } : { durationless: true }),
          }) as LastingVp,
      ),
      // "becomes an Angel", "becomes a Pirate in addition to its other types" (CR 205.1), "becomes
      // a black Shade" (its colour set too, 105.3).
      map(
        seq(
          w('becomes', 'become'),
          w('a', 'an'),
          opt(list(color, 'and')),
          many1(subtype),
          opt(as(alt(lit('in addition to its other types'), lit('in addition to its other creature types')), true)),
          opt(untilEot),
        ),
        ([, , cs, subs, more, until]) =>
          ({
            k: 'becomesCreatureType',
            colors: cs ?? [],
            subtypes: subs.map((x) => x.subtype),
            inAddition: !!more,
            ...(until ? { until, lasting: true } : { durationless: true }),
          }) as LastingVp,
      ),
    ),
  },
  {
    subject: 'player',
    parse: alt(
      map(
        seq(w('switch'), whosePT, lit('power and toughness'), untilEot),
        ([, what, , until]) => ({ k: 'switchPT', what, until, lasting: true }) as LastingVp,
      ),
      map(
        seq(lit('switch the power and toughness of'), alt(eachOfTargets, targetNP), untilEot),
        ([, what, until]) => ({ k: 'switchPT', what, until, lasting: true }) as LastingVp,
      ),
    ),
  },
  {
    subject: 'player',
    parse: map(
      seq(
        w('gain', 'gains'),
        lit('control of'),
        alt(eachNP, objectRef, targetNP),
        opt(
          alt(
            as(lit('until end of turn'), 'endOfTurn' as Duration),
            whileYouControlSelf,
            as(lit('for as long as ~ remains on the battlefield'), 'whileSourceOnBattlefield' as const),
          ),
        ),
      ),
      ([, , what, until]) =>
        ({
          k: 'gainControl',
          what,
          ...(until ? { until, lasting: true } : { durationless: true }),
        }) as LastingVp,
    ),
  },
];

const amountOf = (b: Build, s: Signed) => {
  if (typeof s === 'number') return s;
  b.usesX = true;
  return s === 'X' ? { x: true as const } : { times: [{ x: true as const }, -1] as [{ x: true }, number] };
};

/** Objects named one by one: targets, the source, the event's object, objects named before. */
function namedObjects(b: Build, r: Ref): boolean {
  if (r.ref === 'union') return r.of.every((x) => namedObjects(b, x));
  return isOneObject(b, r) || (r.ref === 'target' && !b.targets[r.slot]?.filter.players);
}

/**
 * One player named as the subject ("target opponent", "target player", "that player" of the
 * event): who gains control of what follows (CR 613.1b); null for a set of players or an object.
 */
function onePlayer(b: Build, r: Ref): Ref | null {
  if (r.ref === 'target') {
    const t = b.targets[r.slot];
    return t && t.filter.players && !t.filter.objects && !t.filter.spells && t.max === 1 ? r : null;
  }
  return r.ref === 'trigger' ? r : null;
}

/**
 * "Each player gains control of all creatures they own" (CR 613.1b): each object of the group,
 * fixed as it resolves (611.2c), comes under its owner's control, indefinitely (611.2a).
 */
function ownersGain(v: Extract<LastingVp, { k: 'gainControl' }>, c: VerbCtx): boolean {
  const np = v.what;
  if (np.k !== 'each' || !np.owns || np.relativeTo?.k !== 'pronoun' || np.relativeTo.word !== 'they') return false;
  if (v.until || c.until || np.filter.owner || np.filter.controller) return false;
  const what = lowerNP(c.b, { k: 'each', filter: np.filter, other: np.other }, 'object');
  if (what?.ref !== 'all' || what.relativeTo || (what.filter.zone && what.filter.zone !== 'battlefield')) return false;
  c.b.steps.push({ do: 'gainControl', what, toOwner: true });
  return true;
}

/** The object(s) an effect with a duration names: never a player. */
export function objectsOnly(b: Build, r: Ref | null): r is Ref {
  if (!r) return false;
  if (r.ref === 'union') return r.of.every((x) => objectsOnly(b, x));
  if (r.ref === 'you' || r.ref === 'players') return false;
  return !(r.ref === 'target' && b.targets[r.slot]?.filter.players);
}

/**
 * Keywords and quoted abilities gained with no duration stated (CR 611.2a): the effect lasts for
 * as long as the object is the same object (400.7), a `becomes` with no `until`.
 */
function gainsForGood(v: Extract<LastingVp, { k: 'pump' }>, c: VerbCtx, what: Ref): boolean {
  // A spell gaining keywords ("That spell gains deathtouch and lifelink") is not read here, nor
  // the source itself ("That creature" after "put a creature card … onto the battlefield" must
  // name that card, which the reading of that instruction doesn't name).
  if (what.ref === 'source' || (what.ref === 'trigger' && what.key === 'spell')) return false;
  if (what.ref === 'target' && c.b.targets[what.slot]?.filter.objects?.zone === 'stack') return false;
  const grants: GrantedAbility[] = [];
  for (const q of v.quotes ?? []) {
    const g = quotedGrant.read?.(q, c.b.card);
    if (!g) return false;
    grants.push(g);
  }
  if (!v.gains?.length && !grants.length) return false;
  c.b.steps.push({
    do: 'becomes',
    what,
    ...(v.gains?.length ? { gains: v.gains } : {}),
    ...(grants.length ? { grants } : {}),
  });
  return true;
}

/**
 * Whether `what` is a creature named as one ("target creature", "target creature you control",
 * "each creature you control"),
 * or the source when its card is a creature card: creature types can be given only to a creature
 * (CR 205.3d), and the words give it no card type.
 */
function namedCreature(c: VerbCtx, what: Ref): boolean {
  if (what.ref === 'source') return c.b.card.types.includes('creature');
  // "each creature you control", "creatures target player controls": only creatures (611.2c).
  const f =
    what.ref === 'target' ? c.b.targets[what.slot]?.filter.objects : what.ref === 'all' ? what.filter : undefined;
  return !!f && !f.zone && f.types?.length === 1 && f.types[0] === 'creature';
}

/** Whether `what` is a land named as one ("target land", "target land an opponent controls"). */
function namedLand(c: VerbCtx, what: Ref): boolean {
  const f = what.ref === 'target' ? c.b.targets[what.slot]?.filter.objects : undefined;
  return !!f && !f.zone && f.types?.length === 1 && f.types[0] === 'land';
}

/**
 * "your choice of flying, vigilance, or lifelink" (CR 608.2d): the controller is asked of each
 * keyword but the last in turn whether it is the one ("may" steps, as "tap or untap"); the last
 * is the one when every other was declined. Each keyword with the condition under which it is
 * gained; exactly one condition holds.
 */
function chooseKeyword(c: VerbCtx, options: Keyword[]): { k: Keyword; when: Condition }[] {
  const names = options.map((k) => keywordWords(k));
  const all = names.length === 2 ? names.join(' or ') : `${names.slice(0, -1).join(', ')}, or ${names.at(-1)}`;
  const declined: Condition[] = [];
  const out: { k: Keyword; when: Condition }[] = [];
  options.forEach((k, i) => {
    const before = declined.length ? (declined.length === 1 ? declined[0] : { all: [...declined] }) : undefined;
    if (i === options.length - 1) {
      // Two or more options: at least one was asked before the last.
      out.push({ k, when: before as Condition });
      return;
    }
    const as = freshVar(c.b, 'may');
    c.b.steps.push({
      do: 'may',
      prompt: `Your choice of ${all}: ${names[i]}?`,
      as,
      ...(before ? { when: before } : {}),
    });
    out.push({ k, when: before ? { all: [...declined, { var: as }] } : { var: as } });
    declined.push({ not: { var: as } });
  });
  return out;
}

export const LOWER_LASTING: LowerTable<LastingVp> = {
  pump: (v, c) => {
    const what = actedOn(c.b, c.actor);
    const until = v.until ?? c.until;
    // "That token gains haste." with no duration (CR 611.2a): for as long as it is the same object.
    if (!until && !v.pt && !v.each && !v.choice && !v.allCreatureTypes && objectsOnly(c.b, what))
      return gainsForGood(v, c, what);
    if (!until || !objectsOnly(c.b, what)) return false;
    // Creature types only for creatures named as such (CR 205.3d).
    if (v.allCreatureTypes && !namedCreature(c, what)) return false;
    // "Up to two target creatures each get +2/+2": "each" follows only a target phrase for more than one.
    if (v.each && (what.ref !== 'target' || (c.b.targets[what.slot]?.max ?? 0) < 2)) return false;
    const grants: GrantedAbility[] = [];
    for (const q of v.quotes ?? []) {
      const g = quotedGrant.read?.(q, c.b.card);
      if (!g) return false;
      grants.push(g);
    }
    // "protection from the color of your choice": the colour is chosen first (CR 608.2d).
    const choosing = v.gains?.some((k) => typeof k === 'object' && 'protection' in k && 'colorChosen' in k.protection);
    const color = choosing ? freshVar(c.b, 'color') : null;
    if (color) c.b.steps.push({ do: 'chooseOption', option: 'chooseColor', as: color });
    const gains = v.gains?.map((k) =>
      color && typeof k === 'object' && 'protection' in k && 'colorChosen' in k.protection
        ? { protection: { colorChosen: color } }
        : k,
    );
    // "+1/+1 for each creature you control": each number times the count (0 stays 0).
    const per = v.per ? lowerAmount(c.b, v.per) : undefined;
    if (per === null) return false;
    const scaled = (a: Amount): Amount | null =>
      per === undefined || a === 0 ? a : typeof a === 'number' ? (a === 1 ? per : { times: [per, a] }) : null;
    const power = v.pt ? scaled(amountOf(c.b, v.pt[0])) : undefined;
    const toughness = v.pt ? scaled(amountOf(c.b, v.pt[1])) : undefined;
    if (power === null || toughness === null) return false;
    const keywordChosen = v.choice ? chooseKeyword(c, v.choice) : [];
    if (power !== undefined || gains?.length || grants.length)
      c.b.steps.push({
        do: 'pump',
        what,
        ...(power !== undefined && toughness !== undefined ? { power, toughness } : {}),
        ...(gains ? { gains } : {}),
        ...(v.loses ? { loses: v.loses } : {}),
        ...(grants.length ? { grants } : {}),
        until,
      });
    for (const { k, when } of keywordChosen) c.b.steps.push({ do: 'pump', what, gains: [k], until, when });
    if (v.allCreatureTypes) c.b.steps.push({ do: 'becomes', what, addTypes: { subtypes: [...CREATURE_TYPES] }, until });
    return true;
  },
  loseKeywords: (v, c) => {
    const what = actedOn(c.b, c.actor);
    const until = v.until ?? c.until;
    // "Target creature loses all abilities" with no duration (CR 611.2a, 613.1f): for as long as
    // it is the same object (400.7); a permanent named, not the source or a spell.
    if (!until && v.loses === 'all' && objectsOnly(c.b, what) && what.ref !== 'source' && what.ref !== 'trigger') {
      if (what.ref === 'target' && c.b.targets[what.slot]?.filter.objects?.zone) return false;
      c.b.steps.push({ do: 'becomes', what, losesAll: true });
      return true;
    }
    // With no duration anywhere the loss would last for ever: not read.
    if (!until || !objectsOnly(c.b, what)) return false;
    c.b.steps.push({ do: 'pump', what, ...(v.loses === 'all' ? { losesAll: true } : { loses: v.loses }), until });
    return true;
  },
  restrictThisTurn: (v, c) => {
    const what = actedOn(c.b, c.actor);
    // Its own duration or the sentence's ("Until your next turn, …", CR 611.2a); a restriction
    // with no duration read would last for ever: never guessed.
    const until = v.until ?? c.until;
    if (!until || !objectsOnly(c.b, what)) return false;
    // Which blockers may block it changes the rules, not the objects, so it would apply to
    // creatures "all …" didn't name as it began (CR 611.2c): only named objects are read.
    if (v.cant.some((r) => typeof r === 'object') && !namedObjects(c.b, what)) return false;
    // A group by its filter ("Creatures without flying can't block this turn"): a rule of the
    // game for its duration, not locked to the objects there as it began (CR 611.2c).
    if (what.ref === 'all' && until !== 'whileYouControlSource') {
      // "for as long as ~ remains tapped" over a group: not read.
      if (until === 'whileSourceTapped' || until === 'whileYouControlSourceTapped') return false;
      if (what.filter.zone && what.filter.zone !== 'battlefield') return false;
      const { filter, relativeTo } = what;
      c.b.steps.push({ do: 'restrictAll', filter, ...(relativeTo ? { relativeTo } : {}), cant: v.cant, until });
      return true;
    }
    c.b.steps.push({ do: 'restrict', what, cant: v.cant, until });
    return true;
  },
  doesntUntapNext: (v, c) => {
    const what = actedOn(c.b, c.actor);
    // "your next untap step" only of the source, which the ability's controller controls as it
    // resolves: then it is that permanent's controller's next untap step (CR 502.3), as exert's is.
    if (!objectsOnly(c.b, what) || (what.ref === 'source') !== !!v.yours) return false;
    c.b.steps.push({ do: 'restrict', what, cant: ['untap'], until: 'nextUntapStep' });
    return true;
  },
  doesntUntapWhile: (v, c) => {
    const what = actedOn(c.b, c.actor);
    if (!objectsOnly(c.b, what) || what.ref === 'source') return false;
    c.b.steps.push({ do: 'restrict', what, cant: ['untap'], until: v.until });
    return true;
  },
  becomesColor: (v, c) => {
    const what = actedOn(c.b, c.actor);
    if (!objectsOnly(c.b, what)) return false;
    // "Until end of turn, target creature becomes black, …": the sentence's duration (CR 611.2a).
    const until = v.until ?? c.until;
    c.b.steps.push({ do: 'becomes', what, setColors: v.colors, ...(until ? { until } : {}) });
    return true;
  },
  becomesCreature: (v, c) => {
    const what = actedOn(c.b, c.actor);
    const until = v.until ?? c.until;
    if (!objectsOnly(c.b, what)) return false;
    // "It's still a land" names a type the object has; for the object itself, check the card.
    if (v.still && v.still !== 'other' && what.ref === 'source' && !c.b.card.types.includes(v.still)) return false;
    const grants: GrantedAbility[] = [];
    for (const q of v.quotes) {
      const g = quotedGrant.read?.(q, c.b.card);
      if (!g) return false;
      grants.push(g);
    }
    // The subtypes of "a 3/3 Elemental creature" are creature types (CR 205.3m).
    if (!v.subtypes.every((t) => CREATURE_TYPES.includes(t))) return false;
    const subtypes = v.allCreatureTypes ? [...CREATURE_TYPES] : v.subtypes;
    // CR 205.1b: "still a …", "in addition to its other types" and "artifact creature" keep the
    // object's types ("a Bird artifact creature" replaces its creature types); otherwise the
    // object is a creature and nothing else (205.1a).
    const mode = v.still ? 'add' : v.artifact ? (subtypes.length ? 'creatureTypes' : 'add') : 'set';
    c.b.steps.push({
      do: 'becomes',
      what,
      addTypes: {
        types: v.artifact ? ['artifact', 'creature'] : ['creature'],
        ...(subtypes.length ? { subtypes } : {}),
        ...(mode !== 'add' ? { mode } : {}),
      },
      ...(v.colors.length ? { setColors: v.colors } : {}),
      setBase: {
        power: typeof v.power === 'number' ? v.power : amountOf(c.b, v.power),
        toughness: typeof v.toughness === 'number' ? v.toughness : amountOf(c.b, v.toughness),
      },
      ...(v.gains.length ? { gains: v.gains } : {}),
      ...(grants.length ? { grants } : {}),
      ...(until ? { until } : {}),
    });
    return true;
  },
  basePT: (v, c) => {
    const what = actedOn(c.b, c.actor);
    // "Until end of turn, target creature has base power and toughness 4/4": the sentence's duration.
    const until = v.until ?? c.until;
    if (!until || !objectsOnly(c.b, what)) return false;
    c.b.steps.push({
      do: 'becomes',
      what,
      setBase: {
        ...(v.power !== undefined ? { power: amountOf(c.b, v.power) } : {}),
        ...(v.toughness !== undefined ? { toughness: amountOf(c.b, v.toughness) } : {}),
      },
      ...(v.gains ? { gains: v.gains } : {}),
      ...(v.allCreatureTypes ? { addTypes: { subtypes: [...CREATURE_TYPES] } } : {}),
      until,
    });
    return true;
  },
  becomesArtifact: (v, c) => {
    const what = actedOn(c.b, c.actor);
    const until = v.until ?? c.until;
    if (!objectsOnly(c.b, what)) return false;
    // "+1/+1" has no meaning for good (a pump needs a duration, CR 611.2a).
    if (v.pt && !until) return false;
    // "its mana value": the one object named (fixed as it resolves, CR 608.2h).
    if (v.base === 'manaValue' && !isOneObject(c.b, what)) return false;
    const base = v.base === 'manaValue' ? { manaValueOf: what } : undefined;
    c.b.steps.push({
      do: 'becomes',
      what,
      // CR 205.1b: "an artifact creature" keeps every prior type and subtype.
      addTypes: { types: v.creature ? ['artifact', 'creature'] : ['artifact'] },
      ...(v.base
        ? {
            setBase: base
              ? { power: base, toughness: base }
              : {
                  power: amountOf(c.b, (v.base as [number | 'X', number | 'X'])[0]),
                  toughness: amountOf(c.b, (v.base as [number | 'X', number | 'X'])[1]),
                },
          }
        : {}),
      ...(v.gains ? { gains: v.gains } : {}),
      ...(until ? { until } : {}),
    });
    if (v.pt && until)
      c.b.steps.push({ do: 'pump', what, power: amountOf(c.b, v.pt[0]), toughness: amountOf(c.b, v.pt[1]), until });
    return true;
  },
  becomesChosen: (v, c) => {
    const what = actedOn(c.b, c.actor);
    if (!objectsOnly(c.b, what)) return false;
    // A land type only for a land named as one (CR 305.7), as "becomes an Island".
    if (v.option === 'basicLandType' && !namedLand(c, what)) return false;
    const chosen = freshVar(c.b, v.option === 'color' ? 'color' : 'type');
    c.b.steps.push({
      do: 'chooseOption',
      option:
        v.option === 'color'
          ? 'chooseColor'
          : v.option === 'basicLandType'
            ? 'chooseBasicLandType'
            : 'chooseCreatureType',
      as: chosen,
    });
    c.b.steps.push({
      do: 'becomes',
      what,
      chosen,
      // CR 205.1a: a creature type set replaces its creature types; 205.1b: "in addition to".
      ...(v.option === 'creatureType' ? { addTypes: v.inAddition ? {} : { mode: 'creatureTypes' } } : {}),
      until: v.until,
    });
    return true;
  },
  switchPT: (v, c) => {
    if (c.actor.ref !== 'you') return false;
    const what = lowerNP(c.b, v.what, 'object');
    if (!objectsOnly(c.b, what)) return false;
    c.b.steps.push({ do: 'becomes', what, switchPT: true, until: v.until });
    return true;
  },
  becomesTypePT: (v, c) => {
    const what = actedOn(c.b, c.actor);
    const until = v.until ?? c.until;
    if (!objectsOnly(c.b, what)) return false;
    // Only a creature named as one ("target creature"), or the source when its card is a creature
    // card ("This creature becomes a Kithkin Spirit with base power and toughness 2/2"): the words
    // give it no card type, so what isn't a creature would get creature types it can't have (CR 205.3d).
    if (!namedCreature(c, what)) return false;
    // With no duration the source keeps the change for as long as it is the same object (CR
    // 611.2a, 400.7); a target's change with none is not read.
    if (!until && what.ref !== 'source') return false;
    if (!v.subtypes.every((t) => CREATURE_TYPES.includes(t))) return false;
    c.b.steps.push({
      do: 'becomes',
      what,
      addTypes: { subtypes: v.subtypes, mode: 'creatureTypes' },
      ...(v.colors.length ? { setColors: v.colors } : {}),
      setBase: { power: v.power, toughness: v.toughness },
      ...(v.gains.length ? { gains: v.gains } : {}),
      ...(until ? { until } : {}),
    });
    return true;
  },
  becomesCreatureType: (v, c) => {
    const what = actedOn(c.b, c.actor);
    const until = v.until ?? c.until;
    if (!objectsOnly(c.b, what) || !v.subtypes.every((t) => CREATURE_TYPES.includes(t))) return false;
    // A creature named as one, or the source when its card is a creature card (CR 205.3d: only a
    // creature has creature types); a target's change with no duration is not read.
    if (!namedCreature(c, what)) return false;
    if (!until && what.ref !== 'source') return false;
    c.b.steps.push({
      do: 'becomes',
      what,
      addTypes: { subtypes: v.subtypes, ...(v.inAddition ? {} : { mode: 'creatureTypes' as const }) },
      ...(v.colors.length ? { setColors: v.colors } : {}),
      ...(until ? { until } : {}),
    });
    return true;
  },
  becomesLandType: (v, c) => {
    const what = actedOn(c.b, c.actor);
    const until = v.until ?? c.until;
    // Only a land named as one ("target land"): a land's land type is set, its old land types
    // and the abilities of its rules text go, and it has the new type's mana ability (CR 305.7,
    // 305.6); without a duration, for as long as it is the same object (611.2a).
    if (!what || !namedLand(c, what)) return false;
    c.b.steps.push({ do: 'becomes', what, addTypes: { subtypes: [v.landType] }, ...(until ? { until } : {}) });
    return true;
  },
  gainControl: (v, c) => {
    if (c.actor.ref === 'players' && c.actor.which === 'each') return ownersGain(v, c);
    const to = c.actor.ref === 'you' ? null : onePlayer(c.b, c.actor);
    if (c.actor.ref !== 'you' && !to) return false;
    const what = lowerNP(c.b, v.what, 'object');
    // "~" only given away ("Target opponent gains control of ~"): you control it already.
    if (!what || (what.ref === 'source' && !to)) return false;
    if (what.ref === 'target') {
      const f = c.b.targets[what.slot]?.filter;
      // A permanent: never a player, a spell or a card elsewhere.
      if (!f?.objects || f.players || f.spells || f.objects.zone) return false;
    }
    // "all creatures": permanents, the set fixed as it resolves (CR 611.2c).
    if (what.ref === 'all' && what.filter.zone && what.filter.zone !== 'battlefield') return false;
    // "Until end of turn, gain control of target creature and it gains haste": the duration written first.
    const until = v.until ?? c.until;
    // "for as long as ~ remains on the battlefield" (CR 611.2b): ~ is a permanent's own name
    // (never an instant's or sorcery's, which is not on the battlefield), with no other duration.
    if (v.until === 'whileSourceOnBattlefield' && (c.b.card.isSpell || c.until)) return false;
    c.b.steps.push({ do: 'gainControl', what, ...(to ? { to } : {}), ...(until ? { until } : {}) });
    return true;
  },
};
