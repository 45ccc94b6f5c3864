/**
 * Static abilities (CR 604, 611.3) and static replacement effects (614, 615) from text:
 * "Enchanted creature gets +2/+2.", "Other Goblins get +1/+1 and have mountainwalk.",
 * "~ can't block.", "~ gets +1/+2 as long as you control a Forest.", "You control enchanted
 * creature.", "~'s power and toughness are each equal to the number of Swamps you control.",
 * "~ enters tapped.", "~ enters with four +1/+0 counters on it.", "Prevent all damage that
 * would be dealt to ~ by artifact sources."
 */
import type {
  Affected,
  Amount,
  Condition,
  GrantedAbility,
  ObjectFilter,
  Ref,
  Restriction,
  StaticSpec,
} from '../../../engine';
import { counterKindModelled, SIMPLE_KEYWORDS, type SimpleKeyword } from '../../../engine';
import { parseCondition } from '../phrases/conditions';
import { parseCount } from '../phrases/numbers';
import { parseObjects } from '../phrases/objects';
import { parseAffected } from '../phrases/affected';
import { isRefusal, refuse, type AbilityCompiler, type AbilityResult, type Part, type Refusal } from './part';
import type { CardFacts } from '../build';
import { parseStaticAmount, parseStaticForEach } from '../phrases/amounts';
import { objectTypeStatic, typeStatic } from './type-statics';
import { predicate, type Predicate } from './static-predicates';
import { preventionStatic, preventSomeStatic, redirectStatic } from './prevention-statics';
import { counterPrevention } from './counter-prevention';
import { unpreventableStatic } from './unpreventable-statics';
import { activationLock, blockersCantBlock, castProhibition, lureStatic } from './block-statics';
import { damageIncrease } from './damage-increase';
import { counterReplacement, lifeGainReplacement } from './amount-replacements';
import { gameOutcomeBars } from './game-outcome';
import { tokenReplacement } from './token-replacements';
import { flashGrantStatic } from './flash-grants';
import { landsFromGraveyardStatic } from './lands-from-graveyard';
import { triggerTimesStatic } from './trigger-times';
import { isCreatureType } from '../../../engine/state/creature-types';

/**
 * The reader of an ability in quotation marks given to other objects (abilities/grants.ts
 * registers it: it reads the quotation with the ability compilers, which import this module).
 */
export const quotedGrants: { read: (quote: string, card: CardFacts) => GrantedAbility | Refusal } = {
  read: () => refuse('abilities in quotation marks are not read'),
};

/**
 * `"…"` quotations of a sentence as numbered placeholders (`"Q0"`), so the sentence's own
 * words are read as any static's; the quotations are read on their own (CR 113.1b).
 */
function placeholders(s: string): { bare: string; quotes: string[] } {
  const quotes: string[] = [];
  const bare = s.replace(/"([^"]*)"/g, (_, q: string) => `"Q${quotes.push(q) - 1}"`);
  return { bare, quotes };
}

/** A predicate's quoted abilities read as grants (CR 613.1f), or why one can't be. */
function withGrants(pred: Predicate, quotes: readonly string[], card: CardFacts): Predicate | Refusal {
  if (!pred.quoted) return pred;
  const { quoted, ...rest } = pred;
  // Keywords that are triggered abilities come as grants already ("has ward {1} and \"Q0\"").
  const grants: GrantedAbility[] = [...(rest.grants ?? [])];
  for (const n of quoted) {
    const g = quotedGrants.read(quotes[n] ?? '', card);
    if ('refused' in g) return g;
    grants.push(g);
  }
  if (grants.length !== quotes.length + (rest.grants?.length ?? 0))
    return refuse('a quotation in the sentence is not an ability it gives');
  return { ...rest, grants };
}

/**
 * A characteristic-defining ability that sets power and/or toughness (CR 604.3, layer 7a,
 * 613.4a): "~'s power and toughness are each equal to A", "~'s power is equal to A" (its
 * printed toughness stays), "~'s power is equal to A and its toughness is equal to that number
 * plus N". Null when the sentence is none of these; a refusal when its amount is not understood.
 */
function characteristicDefining(s: string, card: CardFacts): Part | Refusal | null {
  const cda = (power: Amount | undefined, toughness: Amount | undefined): Part => ({
    statics: [
      {
        affects: { self: true },
        definesPT: { ...(power !== undefined ? { power } : {}), ...(toughness !== undefined ? { toughness } : {}) },
      },
    ],
  });
  const amount = (text: string): Amount | Refusal =>
    parseStaticAmount(text, card) ?? refuse(`"${text}" is not understood`);
  let m = /^~'s power and toughness are each equal to (.+)$/.exec(s);
  if (m) {
    const n = amount(m[1] as string);
    return isAmountRefusal(n) ? n : cda(n, n);
  }
  m = /^~'s power is equal to (.+?) and its toughness is equal to that number plus (\w+)$/.exec(s);
  if (m) {
    const n = amount(m[1] as string);
    const plus = parseCount(m[2] as string);
    if (isAmountRefusal(n)) return n;
    return plus === null ? refuse(`"plus ${m[2]}" is not understood`) : cda(n, { sum: [n, plus] });
  }
  m = /^~'s (power|toughness) is equal to (.+)$/.exec(s);
  if (m) {
    const n = amount(m[2] as string);
    if (isAmountRefusal(n)) return n;
    return m[1] === 'power' ? cda(n, undefined) : cda(undefined, n);
  }
  return null;
}

function isAmountRefusal(a: Amount | Refusal): a is Refusal {
  return typeof a === 'object' && 'refused' in a;
}

/**
 * What "it" in the condition of "<body> as long as it's …" names: the body's subject when it is
 * one object — the source ("~ gets +1/+1"), what it enchants or equips; otherwise nothing.
 */
export function subjectOf(body: string): Ref | null {
  if (/^~(?:'s)? /.test(body)) return { ref: 'source' };
  if (/^Enchanted (?:creature|permanent|land|artifact|planeswalker) /.test(body)) return { ref: 'enchanted' };
  if (/^Equipped creature /.test(body)) return { ref: 'equipped' };
  return null;
}

/**
 * "As long as ~ is equipped, it gets +1/+1": the body's "it" is the condition's subject — the
 * source, or what it enchants or equips — written out so the body reads as "~ gets +1/+1"
 * (the condition names the object, then the body refers back to it); "it's …" reads "~ is …". Null when the condition
 * starts with no such subject.
 */
export function bodyWithSubject(condition: string, body: string): string | null {
  if (!/^it('s)? /.test(body)) return null;
  const who =
    /^(~|[Ee]nchanted (?:creature|permanent|land|artifact|planeswalker)|[Ee]quipped creature) (?:is|has|isn't|doesn't)\b/.exec(
      condition,
    )?.[1];
  if (!who) return null;
  const subject = who === '~' ? '~' : `${(who[0] as string).toUpperCase()}${who.slice(1)}`;
  // "As long as ~ has a slumber counter on it, it's a land": "~ is a land".
  return /^it's /.test(body) ? `${subject} is ${body.slice(5)}` : `${subject} ${body.slice(3)}`;
}

/**
 * What "enters with … counters" may read as it would enter (CR 614.12): the battlefield, the
 * creatures that died this turn, numbers — never a graveyard or a hand, which the entering card
 * itself may have just left.
 */
function readableAsEntering(v: Amount | Condition, card?: CardFacts): boolean {
  const json = JSON.stringify(card ? withoutOthersCards(v, card) : v);
  return !/"zone"|"cardOnly"|"owner"|"cardsInHand"|"triggerAmount"|"varAmount"/.test(json) && !readsItselfEntering(v);
}

/**
 * `v` with each count of cards in a graveyard that the entering card itself can never be among
 * (CR 614.12: read just before it enters, from wherever it comes) replaced by 0: "the number of
 * instant and sorcery cards in all graveyards" on a creature (Academy Elite), "land cards" on a
 * nonland card — of card types the card doesn't have. The engine counts them once it is on the
 * battlefield, which gives the same number; a count the card could be part of ("creature cards in
 * your graveyard" on a creature reanimated) stays unread.
 */
function withoutOthersCards(v: unknown, card: CardFacts): unknown {
  if (Array.isArray(v)) return v.map((x) => withoutOthersCards(x, card));
  if (typeof v !== 'object' || v === null) return v;
  const count = (v as { count?: ObjectFilter }).count;
  if (count && Object.keys(v).length === 1 && notThisCard(count, card)) return 0;
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, withoutOthersCards(x, card)]));
}

/** A graveyard count of cards of card types none of which the card has (nothing else asked of them). */
function notThisCard(f: ObjectFilter, card: CardFacts): boolean {
  const keys = Object.keys(f).filter((k) => !['zone', 'cardOnly', 'owner', 'types'].includes(k));
  return (
    f.zone === 'graveyard' &&
    keys.length === 0 &&
    !!f.types?.length &&
    card.types.length > 0 &&
    !f.types.some((t) => card.types.includes(t))
  );
}

/** The keys of a graveyard count the engine reads as it was just before a permanent entered (zones/for-counters.ts `asBefore`). */
const GRAVEYARD_COUNT_KEYS = new Set(['zone', 'cardOnly', 'owner', 'types', 'subtypes']);

/**
 * `v` with each count of cards in a graveyard ("for each creature card in your graveyard", "the
 * number of creature cards in all graveyards") replaced by 0: of its own "enters with … counters",
 * the engine reads such a count as it was just before the permanent entered (CR 614.12), the
 * entering card itself counted if it came from that graveyard (Golgari Grave-Troll's ruling).
 * Only counts of a card's types and subtypes, in one graveyard or all.
 */
function withoutGraveyardCounts(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(withoutGraveyardCounts);
  if (typeof v !== 'object' || v === null) return v;
  const count = (v as { count?: ObjectFilter }).count;
  if (
    count &&
    Object.keys(v).length === 1 &&
    count.zone === 'graveyard' &&
    Object.keys(count).every((k) => GRAVEYARD_COUNT_KEYS.has(k))
  )
    return 0;
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, withoutGraveyardCounts(x)]));
}

/**
 * A power or toughness among permanents that doesn't leave out the source ("the greatest power
 * among creatures you control"): read as the permanent would enter (CR 614.12) it isn't there yet,
 * but the engine reads it with the permanent on the battlefield and would count it.
 */
function readsItselfEntering(v: unknown): boolean {
  if (typeof v !== 'object' || v === null) return false;
  for (const [k, x] of Object.entries(v)) {
    if (
      (k === 'greatestPower' || k === 'totalPower' || k === 'greatestManaValue') &&
      !(x as { notSource?: true }).notSource
    )
      return true;
    if (readsItselfEntering(x)) return true;
  }
  return false;
}

/**
 * "a +1/+1 counter, a flying counter, and a shield counter", "two +1/+1 counters and a lifelink
 * counter": counters of two or more different kinds, each a printed number (CR 122.1); null
 * otherwise, or when the engine doesn't model a kind.
 */
function counterBundle(text: string): { n: number; counter: string }[] | null {
  const parts = text.split(/, and |, | and /);
  if (parts.length < 2) return null;
  const out: { n: number; counter: string }[] = [];
  for (const part of parts) {
    const m = /^(\w+) ([+-]\d+\/[+-]\d+|[a-z]+|first strike|double strike) counters?$/.exec(part);
    const n = m ? parseCount(m[1] as string) : null;
    const counter = m?.[2] as string;
    if (!n || n < 1 || !counterKindModelled(counter) || out.some((o) => o.counter === counter)) return null;
    out.push({ n, counter });
  }
  return out;
}

/**
 * "~ enters with a +1/+1 counter on it if you attacked this turn" / "… unless …", "… for each
 * creature that died this turn", "~ enters with a number of +1/+1 counters on it equal to …",
 * "~ enters with X +1/+1 counters on it, where X is …" (CR 614.1c, 614.12).
 */
function entersWithMore(s: string, card: CardFacts): Part | null {
  const m =
    /^~ enters with (\w+|a number of|X) ([+-]\d+\/[+-]\d+|\w+) counters? on (?:it|~)(?: (if|unless) (.+)| for each (.+)| equal to (.+)|, where X is (.+))$/.exec(
      s,
    );
  if (!m || !counterKindModelled(m[2] as string)) return null;
  const [, count, counter, ifWord, cond, per, equal, where] = m as unknown as (string | undefined)[];
  const n = count === 'a number of' || count === 'X' ? null : parseCount(count as string);
  let amount: Amount | null = null;
  let condition: Condition | undefined;
  if (cond !== undefined) {
    const c = n === null ? null : parseCondition(cond, { ref: 'source' });
    if (!c || !readableAsEntering(c)) return null;
    condition = ifWord === 'unless' ? { not: c } : c;
    amount = n;
  } else if (per !== undefined) {
    const each = n === null ? null : parseStaticForEach(per, card);
    amount = each === null ? null : n === 1 ? each : { times: [each, n as number] };
  } else if (equal !== undefined) {
    amount = count === 'a number of' ? parseStaticAmount(equal) : null;
  } else if (where !== undefined) {
    amount = count === 'X' ? parseStaticAmount(where) : null;
  }
  if (amount === null || !readableAsEntering(withoutGraveyardCounts(amount) as Amount, card)) return null;
  return {
    replacements: [
      {
        kind: 'entersWithCounters',
        counter: counter as string,
        count: amount,
        ...(condition ? { if: condition } : {}),
      },
    ],
  };
}

/**
 * Another permanent's replacement for what enters after it (CR 614.1c): "Each other Warrior
 * creature you control enters with an additional +1/+1 counter on it" (Bramblewood Paragon),
 * "Legendary creatures you control enter with an additional +1/+1 counter on them" (Bard Class),
 * "… a number of additional +1/+1 counters on it equal to Arwen's toughness", "Colorless creatures
 * you control enter with two additional +1/+1 counters on them" (Curator Beastie), "… an additional X
 * +1/+1 counters on it, where X is the number of +1/+1 counters on this creature", "… for each
 * opponent who lost life this turn". The amount is read as the permanent would enter (614.12), so
 * it may not count objects on the battlefield (the engine would count the entering one too); it
 * never applies to the source itself, whose static abilities don't exist until it is there.
 */
function othersEnterWith(s: string): Part | null {
  const m =
    /^(.+?) enters? with (an|a number of|two|three|four|five) additional (X )?([+-]\d+\/[+-]\d+|\w+) counters? on (?:it|them)(?: for each (.+)| equal to (.+)|, where X is (.+))?$/.exec(
      s,
    );
  if (!m || /^~/.test(m[1] as string) || !counterKindModelled(m[4] as string)) return null;
  const [, who, count, x, counter, per, equal, where] = m as unknown as (string | undefined)[];
  const a = parseAffected(who as string);
  if (!a || !('objects' in a) || a.objects.zone) return null;
  let amount: Amount | null = null;
  if (count === 'an' && !x && equal === undefined && where === undefined)
    amount = per === undefined ? 1 : parseStaticForEach(per);
  else if (count === 'a number of' && !x && equal !== undefined) amount = parseStaticAmount(equal);
  else if (count === 'an' && x && where !== undefined) amount = parseStaticAmount(where);
  // "Colorless creatures you control enter with two additional +1/+1 counters on them" (Curator Beastie).
  else if (
    count !== 'an' &&
    count !== 'a number of' &&
    !x &&
    per === undefined &&
    equal === undefined &&
    where === undefined
  )
    amount = parseCount(count as string);
  if (amount === null || !readableAsEntering(amount) || JSON.stringify(amount).includes('"count"')) return null;
  return {
    replacements: [
      {
        kind: 'entersWithCounters',
        counter: counter as string,
        count: amount,
        what: { ...a.objects, notSource: true },
      },
    ],
  };
}

/**
 * "As this land enters, you may pay 2 life. If you don't, it enters tapped." (shock lands); "As
 * this land enters, you may reveal a Giant card from your hand. If you don't, this land enters
 * tapped." (CR 614.12, 614.1c): a choice its controller makes as it enters, however it enters.
 */
function entersOrTapped(text: string): Part | null {
  // "You may have ~ enter with a +1/+1 counter on it." (unleash, CR 702.98a); "… with an additional
  // +1/+1 counter on it. If you don't, it gains haste." (riot, 702.136a).
  const counter =
    /^You may have ~ enter with (?:a|an additional) ([+-]1\/[+-]1) counter on it\.(?: If you don't, (?:it|~) gains (haste)\.)?$/.exec(
      text,
    );
  if (counter)
    return { asEnters: [{ mayCounter: counter[1] as string, ...(counter[2] ? { orGains: 'haste' as const } : {}) }] };
  const pay = /^As ~ enters, you may pay (\w+) life\. If you don't, (?:it|~) enters tapped\.$/.exec(text);
  if (pay) {
    const n = parseCount(pay[1] as string);
    return n && n > 0 ? { asEnters: [{ payLifeOrTapped: n }] } : null;
  }
  const reveal =
    /^As ~ enters, you may reveal an? (.+ card) from your hand\. If you don't, (?:it|~) enters tapped\.$/.exec(text);
  if (!reveal) return null;
  const ph = parseObjects(`${reveal[1] as string} from your hand`);
  if (!ph || ph.plural || ph.other || ph.filter.zone !== 'hand' || ph.filter.owner !== 'you' || !ph.filter.cardOnly)
    return null;
  return { asEnters: [{ revealOrTapped: { ...ph.filter, zone: 'hand' } }] };
}

const COLOR_LETTER: Record<string, string> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };

/**
 * "As this land enters, choose a color other than black." (the Gates); "This land enters tapped. As
 * it enters, choose a color other than red." (the Thriving lands): one of the four other colours,
 * chosen by its controller as it enters (CR 614.12), then read as "the chosen color".
 */
function colorOtherThan(text: string): Part | null {
  const m = /^(~ enters tapped\. As it|As ~) enters, choose a color other than (white|blue|black|red|green)\.$/.exec(
    text,
  );
  if (!m) return null;
  const not = COLOR_LETTER[m[2] as string];
  const options = Object.values(COLOR_LETTER).filter((c) => c !== not);
  return {
    ...(m[1] === 'As ~' ? {} : { replacements: [{ kind: 'entersTapped' as const }] }),
    asEnters: [{ pick: 'color', options }],
  };
}

const HAND_WHO: Record<string, 'you' | 'opponents' | 'each'> = {
  You: 'you',
  Your: 'you',
  Players: 'each',
  "Each player's": 'each',
  "Each opponent's": 'opponents',
  "Your opponents'": 'opponents',
};

/** A maximum-hand-size static (CR 402.2), or null. */
function handSizeStatic(body: string): StaticSpec | null {
  let m = /^(You|Players) (?:have|has) no maximum hand size$/.exec(body);
  if (m) return { affects: { players: HAND_WHO[m[1] as string] as 'you' }, handSize: { none: true } };
  m = /^(Your|Each player's|Each opponent's|Your opponents') maximum hand size is (increased|reduced) by (\w+)$/.exec(
    body,
  );
  if (m) {
    const n = parseCount(m[3] as string);
    if (n === null || n <= 0) return null;
    return {
      affects: { players: HAND_WHO[m[1] as string] as 'you' },
      handSize: { change: m[2] === 'increased' ? n : -n },
    };
  }
  m = /^Your maximum hand size is (\w+)$/.exec(body);
  const n = m ? parseCount(m[1] as string) : null;
  return n !== null && n >= 0 ? { affects: { players: 'you' }, handSize: { set: n } } : null;
}

/** "If ~ would … , … instead": where the object itself goes instead of a graveyard (CR 614.1a). */
const OWN_GRAVEYARD_INSTEAD: Record<
  string,
  { to: 'exile' | 'libraryShuffle' | 'libraryTop' | 'libraryBottom'; dies?: true }
> = {
  'If ~ would be put into a graveyard from anywhere, exile it instead': { to: 'exile' },
  "If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into its owner's library instead": {
    to: 'libraryShuffle',
  },
  "If ~ would die, put it on top of its owner's library instead": { to: 'libraryTop', dies: true },
  "If ~ would die, put it on the bottom of its owner's library instead": { to: 'libraryBottom', dies: true },
};

/** Static replacement effects written as sentences about entering or damage. */
function replacement(s: string, card: CardFacts): Part | null {
  if (s === '~ enters tapped') return { replacements: [{ kind: 'entersTapped' }] };
  // "As this creature is turned face up, put four +1/+1 counters on it" (Bubble Smuggler, Hooded
  // Hydra; CR 614.1e): a printed number of counters of modelled kinds, put on it as it turns face
  // up. ("As ~ enters or is turned face up, put X … where X is …" stays text.)
  const faceUp = /^As ~ is turned face up, put (.+) on (?:it|~)$/.exec(s);
  if (faceUp) {
    const text = faceUp[1] as string;
    const one = /^(\w+) ([+-]\d+\/[+-]\d+|[a-z]+|first strike|double strike) counters?$/.exec(text);
    const n = one ? parseCount(one[1] as string) : null;
    const kinds =
      one && n && n >= 1 && counterKindModelled(one[2] as string)
        ? [{ n, counter: one[2] as string }]
        : counterBundle(text);
    return kinds ? { asTurnedFaceUp: kinds.map((k) => ({ counter: k.counter, count: k.n })) } : null;
  }
  // A prepare card's creature (Secrets of Strixhaven): "This creature enters prepared" (CR 614.1d).
  if (s === '~ enters prepared') return { replacements: [{ kind: 'entersPrepared' }] };
  // "This land enters tapped unless you control a Plains or an Island" (CR 614.1d, 614.12).
  const unless = /^~ enters tapped unless (.+)$/.exec(s);
  if (unless) {
    const condition = parseCondition(unless[1] as string, { ref: 'source' });
    return condition ? { replacements: [{ kind: 'entersTapped', unless: condition }] } : null;
  }
  // "If a creature dealt damage by this creature this turn would die, exile it instead" (Kumano,
  // Master Yamabushi; CR 614.1a, 700.4): any creature this permanent dealt damage to this turn,
  // whatever makes it die.
  if (s === 'If a creature dealt damage by ~ this turn would die, exile it instead')
    return { replacements: [{ kind: 'exileIfDies', what: { types: ['creature'], damagedBySourceThisTurn: true } }] };
  // "If this creature would die, exile it instead" / "If a creature an opponent controls would
  // die, exile it instead" (CR 614.1a, 700.4).
  const dies = /^If (~|an? .+?|another .+?) would die, exile it instead$/.exec(s);
  if (dies) {
    if (dies[1] === '~') return { replacements: [{ kind: 'exileIfDies' }] };
    const ph = parseObjects((dies[1] as string).replace(/^an? /, ''));
    if (!ph || ph.plural || ph.filter.zone || !ph.filter.types?.includes('creature')) return null;
    return { replacements: [{ kind: 'exileIfDies', what: ph.other ? { ...ph.filter, notSource: true } : ph.filter }] };
  }
  // The object's own "If ~ would be put into a graveyard from anywhere, exile it instead", "…,
  // reveal ~ and shuffle it into its owner's library instead", "If ~ would die, put it on top of
  // its owner's library instead" (CR 614.1a; engine/zones/graveyard-replacements.ts).
  const own = OWN_GRAVEYARD_INSTEAD[s];
  if (own) return { replacements: [{ kind: 'ownGraveyardInstead', ...own }] };
  // Ali from Cairo (CR 614.1a): damage still dealt, the life lost stops at 1.
  if (s === 'Damage that would reduce your life total to less than 1 reduces it to 1 instead')
    return { replacements: [{ kind: 'damageLeavesOneLife' }] };
  // "If a source you control would deal damage to a permanent or player, it deals double that
  // damage to that permanent or player instead" (CR 614.1a).
  const increase = damageIncrease(s);
  if (increase) return { replacements: increase };
  // "If you would gain life, you gain that much life plus 1 instead" (CR 614.1a).
  const gain = lifeGainReplacement(s);
  if (gain) return { replacements: [gain] };
  // "You can't lose the game and your opponents can't win the game" (CR 101.2, 104.2b, 104.3).
  const bars = gameOutcomeBars(s);
  if (bars) return { replacements: bars };
  // "If one or more +1/+1 counters would be put on a creature you control, that many plus one
  // +1/+1 counters are put on it instead" (CR 122.6, 614.1a).
  const counters = counterReplacement(s);
  if (counters) return { replacements: [counters] };
  // "If one or more tokens would be created under your control, twice that many of those tokens
  // are created instead" (CR 111.2, 614.1a).
  const tokens = tokenReplacement(s, card);
  if (tokens) return { replacements: [tokens] };
  // CR 614.12: the choice is made as it enters (in a two-player game, the one opponent).
  if (s === 'As ~ enters, choose an opponent') return { asEnters: ['chooseOpponent'] };
  if (s === 'As ~ enters, choose a creature type') return { asEnters: ['chooseCreatureType'] };
  if (s === 'As ~ enters, choose a color') return { asEnters: ['chooseColor'] };
  // "As this creature enters, choose a nonland card name." with "Spells with the chosen name can't
  // be cast." (Meddling Mage, Nevermore; CR 614.12, 201.4b, 601.3): the name its source chose.
  if (s === 'As ~ enters, choose a nonland card name') return { asEnters: ['chooseNonlandCardName'] };
  if (card.choosesName && s === "Spells with the chosen name can't be cast")
    return { statics: [{ affects: { players: 'each' }, cant: [{ cast: { chosenName: true } }] }] };
  // "If ~ was kicked, it enters with two +1/+1 counters on it" (CR 702.33d, 614.1c); "… three
  // additional time counters on it" (beside vanishing's); "… on it and with first strike": the
  // keyword for as long as it stays on the battlefield (611.2a).
  const kickedKinds = /^If ~ was kicked, it enters with (.+?) on it(?: and with ([a-z]+(?: [a-z]+)?))?$/.exec(s);
  const kickedBundle = kickedKinds && counterBundle(kickedKinds[1] as string);
  if (kickedKinds && kickedBundle) {
    const gains = kickedKinds[2];
    if (gains !== undefined && !(SIMPLE_KEYWORDS as readonly string[]).includes(gains)) return null;
    return {
      replacements: kickedBundle.map((b, i) => ({
        kind: 'entersWithCounters' as const,
        counter: b.counter,
        count: { kicked: [0, b.n] as [number, number] },
        ...(gains && i === 0 ? { gains: [gains as SimpleKeyword] } : {}),
      })),
    };
  }
  const kicked =
    /^If ~ was kicked, it enters with (\w+) (?:additional )?([+-]\d+\/[+-]\d+|\w+) counters? on it(?: and with ([a-z]+(?: [a-z]+)?))?$/.exec(
      s,
    );
  if (kicked && counterKindModelled(kicked[2] as string)) {
    const n = parseCount(kicked[1] as string);
    const gains = kicked[3];
    if (gains !== undefined && !(SIMPLE_KEYWORDS as readonly string[]).includes(gains)) return null;
    return n === null || n < 1
      ? null
      : {
          replacements: [
            {
              kind: 'entersWithCounters',
              counter: kicked[2] as string,
              count: { kicked: [0, n] },
              ...(gains ? { gains: [gains as SimpleKeyword] } : {}),
            },
          ],
        };
  }
  // Adamant: "If at least three white mana was spent to cast this spell, this creature enters with
  // a +1/+1 counter on it" (CR 601.2h, 614.1c): the mana spent to cast the spell it was.
  const spentIf = /^If (.+ was spent to cast ~), ~ enters with (\w+) ([+-]\d+\/[+-]\d+|\w+) counters? on it$/.exec(s);
  if (spentIf && counterKindModelled(spentIf[3] as string)) {
    const n = parseCount(spentIf[2] as string);
    const cond = parseCondition(spentIf[1] as string);
    return n === null || n < 1 || !cond || !('compare' in cond)
      ? null
      : { replacements: [{ kind: 'entersWithCounters', counter: spentIf[3] as string, count: n, if: cond }] };
  }
  // "This land enters tapped with two charge counters on it" (Vivid lands; CR 614.1c, 614.1d):
  // both replacements apply as it enters.
  // "This artifact enters tapped and with three charge counters on it." (Sphere of the Suns): the same.
  const tappedWith = /^~ enters tapped (?:and )?with (\w+) ([+-]\d+\/[+-]\d+|\w+) counters? on it$/.exec(s);
  if (tappedWith && counterKindModelled(tappedWith[2] as string)) {
    const n = parseCount(tappedWith[1] as string);
    return n === null || n < 1
      ? null
      : {
          replacements: [
            { kind: 'entersTapped' },
            { kind: 'entersWithCounters', counter: tappedWith[2] as string, count: n },
          ],
        };
  }
  // "This creature enters with your choice of a deathtouch counter or a lifelink counter on it"
  // (CR 614.1c; the choice is made as it enters by its controller, 614.12).
  const either =
    /^~ enters with your choice of an? ([+-]\d+\/[+-]\d+|[a-z]+(?: [a-z]+)?) counter or an? ([+-]\d+\/[+-]\d+|[a-z]+(?: [a-z]+)?) counter on it$/.exec(
      s,
    );
  if (either) {
    const options = [either[1] as string, either[2] as string];
    return options[0] !== options[1] && options.every(counterKindModelled)
      ? { asEnters: [{ pick: 'counter', options }] }
      : null;
  }
  // "This artifact enters with a +1/+1 counter, a flying counter, a deathtouch counter, and a
  // shield counter on it" (CR 614.1c): all of them there as it enters.
  const bundle = /^~ enters with (.+) on it$/.exec(s);
  const kinds = bundle && counterBundle(bundle[1] as string);
  if (kinds)
    return {
      replacements: kinds.map((b) => ({ kind: 'entersWithCounters' as const, counter: b.counter, count: b.n })),
    };
  let m = /^~ enters with (\w+|twice X) ([+-]\d+\/[+-]\d+|\w+) counters? on (?:it|~)$/.exec(s);
  if (m && counterKindModelled(m[2] as string)) {
    // "This creature enters with twice X +1/+1 counters on it" (Banquet Guests; CR 107.3m).
    const n: Amount | null =
      m[1] === 'X'
        ? { x: true as const }
        : m[1] === 'twice X'
          ? { times: [{ x: true as const }, 2] }
          : parseCount(m[1] as string);
    return n === null ? null : { replacements: [{ kind: 'entersWithCounters', counter: m[2] as string, count: n }] };
  }
  const more = entersWithMore(s, card);
  if (more) return more;
  const others = othersEnterWith(s);
  if (others) return others;
  m = /^(.+) enters? tapped$/.exec(s);
  if (m) {
    const a = parseAffected(m[1] as string);
    return a && 'objects' in a ? { replacements: [{ kind: 'entersTapped', what: a.objects }] } : null;
  }
  // "Prevent all damage that would be dealt to ~ by artifact sources", "… to and dealt by
  // enchanted creature" (Gaseous Form), "… to creatures you control" (CR 615.1a).
  const prevention = preventionStatic(s);
  if (prevention) return { replacements: prevention };
  // "If a source an opponent controls would deal damage to you, prevent 1 of that damage." (CR 615.1a)
  const some = preventSomeStatic(s);
  if (some) return { replacements: some };
  // "All damage that would be dealt to you is dealt to ~ instead." (CR 614.9)
  const redirect = redirectStatic(s);
  if (redirect) return { replacements: redirect };
  // "Damage can't be prevented.", "Damage that would be dealt by ~ can't be prevented." (CR 615.12)
  const unpreventable = unpreventableStatic(s);
  if (unpreventable) return { replacements: [unpreventable] };
  return null;
}

/**
 * "Enchanted creature gets +2/+2 as long as it's a Zombie. Otherwise, it gets -3/-3." (Clutch of
 * Undeath), "This creature has trample as long as it has two or fewer oil counters on it.
 * Otherwise, it has hexproof." (Evolved Spinoderm): one static ability with two effects, the
 * second applying whenever the first's condition doesn't hold (CR 611.3a: checked continuously).
 * "it" after "Otherwise" is the subject of the first sentence (the source, or what it enchants or
 * equips). Null when the text is not of this form; a refusal when either half is not read.
 */
function otherwiseStatic(text: string, card: CardFacts): Part | Refusal | null {
  const m =
    /^((~|Enchanted (?:creature|permanent|land|artifact)|Equipped creature) [^."]+ as long as [^."]+)\. Otherwise, it ([^."]+)\.$/.exec(
      text,
    );
  if (!m) return null;
  const first = statics(`${m[1] as string}.`, card);
  const second = statics(`${m[2] as string} ${m[3] as string}.`, card);
  if (!first || isRefusal(first)) return first ?? refuse(`"${m[1]}" is not understood`);
  if (!second || isRefusal(second)) return second ?? refuse(`"it ${m[3]}" is not understood`);
  const condition = first.statics?.[0]?.condition;
  const only = (p: Part): boolean => Object.keys(p).length === 1 && !!p.statics?.length;
  if (
    !condition ||
    !only(first) ||
    !only(second) ||
    first.statics?.some((st) => st.condition !== condition) ||
    second.statics?.some((st) => st.condition)
  )
    return refuse('"Otherwise, …" is read only after one static ability with "as long as"');
  return {
    statics: [
      ...(first.statics ?? []),
      ...(second.statics ?? []).map((st) => ({ ...st, condition: { not: condition } })),
    ],
  };
}

/**
 * "Equipped creature gets +3/+2 and is a Warrior in addition to its other types.", "Enchanted
 * creature gets +1/+2, has flying, and is an Angel in addition to its other types.", "Equipped
 * creature is a Wizard in addition to its other types and has \"…\"": the attached creature's
 * creature type is added (layer 4, CR 205.1b, 613.1d) with the rest of the ability (its P/T
 * change, layer 7c; keywords and abilities, layer 6), read as the same sentence without the type.
 * One creature type; anything not read leaves the whole ability text.
 */
function withCreatureType(text: string, card: CardFacts): AbilityResult {
  const m =
    /^((?:Equipped|Enchanted) creature) (?:(.+?),? and )?is an? ([A-Z][a-z]+) in addition to its other types(?: and (has .+?))?\.$/.exec(
      text,
    );
  if (!m) return null;
  const subtype = m[3] as string;
  if (!isCreatureType(subtype)) return null;
  if (m[2] && m[4]) return null;
  let rest = (m[2] ?? m[4] ?? '').replace(/,"$/, '."');
  // "gets +2/+2, has reach" → "gets +2/+2 and has reach".
  rest = rest.replace(/^(gets [+-]\d+\/[+-]\d+(?: for each [^,"]+)?), (has )/, '$1 and $2');
  if (!rest)
    return {
      statics: [
        {
          affects: /^Equipped/.test(text) ? { equipped: true } : { enchanted: true },
          addTypes: { subtypes: [subtype] },
        },
      ],
    };
  const r = statics(`${m[1]} ${rest}${/[."]$/.test(rest) ? '' : '.'}`, card);
  if (!r || isRefusal(r)) return r;
  const st = r.statics;
  if (Object.keys(r).length !== 1 || st?.length !== 1 || st[0]?.addTypes || st[0]?.condition) return null;
  return { statics: [{ ...(st[0] as StaticSpec), addTypes: { subtypes: [subtype] } }] };
}

/**
 * "Enchanted permanent is legendary.", "Your Ring-bearer is legendary and can't be blocked by
 * creatures with greater power.", "Enchanted creature is legendary, gets +1/+1, and has flying":
 * the supertype legendary is added (layer 4, CR 205.4, 613.1d), with the rest of the ability
 * read as the same sentence without it. Anything not read leaves the whole ability text.
 */
function withLegendary(text: string, card: CardFacts): AbilityResult {
  const m = /^(.+?) is legendary(?:(?:,| and) (.+?))?\.$/.exec(text);
  if (!m || / (?:if|as long as|during|where) /i.test(text)) return null;
  const subject = m[1] as string;
  const affects = parseAffected(subject);
  if (!affects || 'self' in affects) return null;
  if (!m[2]) return { statics: [{ affects, addTypes: { supertypes: ['legendary'] } }] };
  const rest = m[2].replace(/^(gets [+-]\d+\/[+-]\d+), and (has )/, '$1 and $2');
  const r = statics(`${subject} ${rest}.`, card);
  if (!r || isRefusal(r)) return r;
  const st = r.statics;
  if (Object.keys(r).length !== 1 || st?.length !== 1 || st[0]?.addTypes || st[0]?.condition) return null;
  return { statics: [{ ...(st[0] as StaticSpec), addTypes: { supertypes: ['legendary'] } }] };
}

/** "Players skip their untap steps", "Skip your draw step" (CR 614.10): subject, verb, pronoun, step. */
const SKIP_STEPS =
  /^(?:(Players|Each player|You|Your opponents|Each opponent) )?([Ss]kips?) (their|your) (untap|draw) steps?$/;
/** The verb that agrees with each subject of {@link SKIP_STEPS} ('' : the imperative). */
const SKIP_VERB: Record<string, string> = {
  '': 'Skip',
  Players: 'skip',
  You: 'skip',
  'Your opponents': 'skip',
  'Each player': 'skips',
  'Each opponent': 'skips',
};

/** "… doesn't untap during your (its controller's) untap step if …". */
/** "[Players|Your opponents|You] can't untap more than one/two … during their/your untap step(s)" (CR 502.3). */
const UNTAP_LIMIT =
  /^([Pp]layers|Your opponents|You) can't untap more than (one|two) (.+?) during (?:(?<=[sS] can't.*)their untap steps|(?<=^You can't.*)your untap step)$/;
const UNTAP_IF = /^(.+ (?:doesn't|don't) untap during (?:your|its controller's) untap step) if (.+)$/;

export const statics: AbilityCompiler = (text, card) => {
  const typed = withCreatureType(text, card) ?? withLegendary(text, card);
  if (typed) return typed;
  // "Enchanted creature has protection from white. This effect doesn't remove this Aura."
  const spares = /^(.+?)\. This effect doesn't remove ~\.?$/.exec(text);
  if (spares) {
    const r = statics(`${spares[1]}.`, card);
    const st = r && !isRefusal(r) && r.statics?.length === 1 && !r.replacements ? r.statics[0] : undefined;
    if (
      !card.isAura ||
      !st ||
      !('enchanted' in st.affects) ||
      !st.gains?.some((k) => typeof k === 'object' && 'protection' in k)
    ) {
      return r && isRefusal(r) ? r : refuse('"This effect doesn\'t remove" is read only after an Aura\'s protection');
    }
    return { statics: [{ ...st, sparesSource: true }] };
  }
  // "You may choose not to untap ~ during your untap step." (CR 502.3): its controller's choice.
  if (text === 'You may choose not to untap ~ during your untap step.')
    return { statics: [{ affects: { self: true }, cant: ['untapOptional'] }] };
  const orTapped = entersOrTapped(text);
  if (orTapped) return orTapped;
  const otherwise = otherwiseStatic(text, card);
  if (otherwise) return otherwise;
  // "This land enters tapped. As it enters, choose a color." (Crossroads Village; CR 614.1c, 614.12).
  if (text === '~ enters tapped. As it enters, choose a color.')
    return { replacements: [{ kind: 'entersTapped' }], asEnters: ['chooseColor'] };
  const otherColor = colorOtherThan(text);
  if (otherColor) return otherColor;
  // "If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from ~." (CR 615.5)
  const paid = counterPrevention(text);
  if (paid) return paid;
  // "Grimgrin enters tapped and doesn't untap during your untap step." (Leviathan): the
  // replacement as it enters (CR 614.1c) and the static restriction after (302.6).
  if (text === "~ enters tapped and doesn't untap during your untap step.") {
    const r = statics("~ doesn't untap during your untap step.", card);
    return r && !isRefusal(r) ? { ...r, replacements: [...(r.replacements ?? []), { kind: 'entersTapped' }] } : r;
  }
  const { bare: s, quotes } = placeholders(text.replace(/\.$/, ''));
  if (/[.:]/.test(s)) return null; // one sentence, not an activated ability
  // "If an artifact or creature entering causes … triggers an additional time", "Creatures entering don't cause abilities to trigger" (CR 603.2d).
  const times = triggerTimesStatic(s);
  if (times) return 'refused' in times ? times : { statics: [times] };
  const rep = replacement(s, card);
  if (rep) return rep;
  if (
    s === 'You control enchanted creature' ||
    s === 'You control enchanted artifact' ||
    s === 'You control enchanted permanent' ||
    s === 'You control enchanted land'
  ) {
    return { statics: [{ affects: { enchanted: true }, controlledBySourceController: true }] };
  }
  const cda = characteristicDefining(s, card);
  if (cda) return cda;
  let m: RegExpExecArray | null;
  let condition: Condition | undefined;
  let body = s;
  // "~ doesn't untap during your untap step if it has a depletion counter on it" (CR 502.3): the
  // restriction's condition, looked at as the untap step untaps permanents — "as long as".
  m = /^(.+) as long as (.+)$/.exec(s) ?? UNTAP_IF.exec(s);
  const pre = /^As long as ([^,]+), (.+)$/.exec(s);
  // "During your turn, ~ has first strike" (CR 611.3a: the effect applies only while it is; the
  // engine plays two-player games, so "each opponent's turn" is any turn not yours).
  const during = /^During (your|each opponent's) turn, (.+)$/.exec(s);
  // "This creature has first strike during your turn": the same condition, written after.
  const duringAfter = during ? null : /^(.+?) during your turn$/.exec(s);
  if (during || duringAfter) {
    body = (during ? during[2] : duringAfter?.[1]) as string;
    if (/ as long as /.test(body)) return refuse('"during … turn" together with "as long as" is not read');
    condition = { yourTurn: !during || during[1] === 'your' };
  } else if (pre) {
    body = bodyWithSubject(pre[1] as string, pre[2] as string) ?? (pre[2] as string);
    // "As long as you control exactly one creature, that creature gets +2/+0" (Deadly Wanderings):
    // while the condition holds, the creatures you control are that one creature.
    if (pre[1] === 'you control exactly one creature' && /^that creature /.test(body))
      body = `Creatures you control ${body.slice('that creature '.length)}`;
    const c = parseCondition(pre[1] as string, subjectOf(body));
    if (!c) return refuse(`the condition "as long as ${pre[1]}" is not understood`);
    condition = c;
  } else if (m) {
    body = m[1] as string;
    const c = parseCondition(m[2] as string, subjectOf(body));
    if (!c) return refuse(`the condition "as long as ${m[2]}" is not understood`);
    condition = c;
  }
  // "This creature can't attack or block unless you have the city's blessing" (Wayward
  // Swordtooth; CR 508.1c, 509.1c): the restriction applies while the condition doesn't hold (a
  // condition over the game's state, 611.3a; never a cost, "unless you pay …", which
  // parseCondition doesn't read; "defending player" is the predicate's own, static-predicates.ts).
  const unless = condition ? null : /^(.+? can't (?:attack|block|attack or block)(?: alone)?) unless (.+)$/.exec(body);
  if (unless && !/^defending player /.test(unless[2] as string)) {
    const c = parseCondition(unless[2] as string, subjectOf(unless[1] as string));
    if (c) {
      body = unless[1] as string;
      condition = { not: c };
    }
  }
  // "Players skip their untap steps" (Stasis), "Skip your draw step" (Necropotence; CR 614.10):
  // an imperative's player is the ability's controller.
  m = SKIP_STEPS.exec(body);
  if (m && m[2] === SKIP_VERB[m[1] ?? ''] && (m[3] === 'your') === (!m[1] || m[1] === 'You')) {
    const who = (
      {
        Players: 'each',
        'Each player': 'each',
        You: 'you',
        'Your opponents': 'opponents',
        'Each opponent': 'opponents',
      } as const
    )[(m[1] ?? 'You') as 'Players'];
    const step = m[4] as 'untap' | 'draw';
    return { statics: [{ affects: { players: who }, skipsStep: step, ...(condition ? { condition } : {}) }] };
  }
  // Maximum hand size (CR 402.2): "You have no maximum hand size", "Players have no maximum hand
  // size", "Your maximum hand size is increased by one", "Each opponent's maximum hand size is
  // reduced by one", "Your maximum hand size is eight".
  // "You have hexproof", "You have shroud" (CR 702.11c, 702.18c): a player with hexproof can't be
  // the target of spells or abilities their opponents control, one with shroud of any
  // (derived/target-bans.ts). "You and permanents you control have hexproof": the permanents too.
  m = /^You (?:and (.+?) )?have (hexproof|shroud)$/.exec(body);
  if (m) {
    const ban: Restriction = {
      beTargetedBy: { spells: {}, abilities: {}, ...(m[2] === 'hexproof' ? { opponents: true as const } : {}) },
    };
    const group = m[1] ? parseAffected(m[1]) : null;
    if (m[1] && (!group || !('objects' in group))) return null;
    const gains = group && predicate(`have ${m[2]}`);
    const when = condition ? { condition } : {};
    return {
      statics: [
        { affects: { players: 'you' }, cant: [ban], ...when },
        ...(group && gains ? [{ affects: group, ...gains, ...when }] : []),
      ],
    };
  }
  const hand = handSizeStatic(body);
  if (hand) return { statics: [{ ...hand, ...(condition ? { condition } : {}) }] };
  // "You may play an additional land on each of your turns", "Each player may play an
  // additional land on each of their turns" (CR 305.2).
  m = /^(You|Each player) may play (an|two) additional lands? on each of (?:your|their) turns$/.exec(body);
  if (m && (m[1] === 'You') === /your turns$/.test(body))
    return {
      statics: [
        {
          affects: { players: m[1] === 'You' ? 'you' : 'each' },
          extraLandPlays: m[2] === 'an' ? 1 : 2,
          ...(condition ? { condition } : {}),
        },
      ],
    };
  // "You may have ~ assign its combat damage as though it weren't blocked" (CR 510.1c): a
  // permission carried with its restrictions, chosen as it assigns combat damage (turn/unblocked-damage.ts).
  if (body === "You may have ~ assign its combat damage as though it weren't blocked")
    return {
      statics: [{ affects: { self: true }, cant: ['assignAsThoughUnblocked'], ...(condition ? { condition } : {}) }],
    };
  // "You may cast creature spells as though they had flash", "You may play lands from your graveyard" (CR 601.3, 305.1).
  const flash = flashGrantStatic(body) ?? landsFromGraveyardStatic(body);
  if (flash) return 'refused' in flash ? flash : { statics: [{ ...flash, ...(condition ? { condition } : {}) }] };
  // "Players can't untap more than one land during their untap steps" (Winter Orb), "Your
  // opponents can't untap more than two permanents during their untap steps" (Dovin Baan's
  // emblem), "You can't untap more than one land during your untap step" (Mungha Wurm; CR 502.3).
  m = UNTAP_LIMIT.exec(body);
  if (m) {
    const ph = parseObjects(m[3] as string);
    if (!ph || ph.plural !== (m[2] === 'two') || ph.filter.zone || ph.other)
      return refuse(`"${m[3]}" is not understood`);
    const who = m[1] === 'You' ? 'you' : m[1] === 'Your opponents' ? 'opponents' : 'each';
    return {
      statics: [
        {
          affects: { players: who },
          untapLimit: { max: m[2] === 'one' ? 1 : 2, filter: ph.filter },
          ...(condition ? { condition } : {}),
        },
      ],
    };
  }
  const types = typeStatic(body) ?? objectTypeStatic(body, card.types);
  if (types) return { statics: [{ ...types, ...(condition ? { condition } : {}) }] };
  // "All creatures able to block ~ or enchanted creature do so" (Noble Quarry, bestow; CR 509.1c):
  // the requirement on each of the two, the source while it is a creature, what it enchants.
  const either = /^(All .+? able to block) ~ or enchanted creature do so$/.exec(body);
  const pair = either && [lureStatic(`${either[1]} ~ do so`), lureStatic(`${either[1]} enchanted creature do so`)];
  if (pair?.[0] && pair[1])
    return { statics: (pair as StaticSpec[]).map((x) => ({ ...x, ...(condition ? { condition } : {}) })) };
  const other = blockersCantBlock(body) ?? lureStatic(body) ?? activationLock(body) ?? castProhibition(body);
  if (other) {
    const both = condition && other.condition ? { all: [condition, other.condition] } : (condition ?? other.condition);
    return { statics: [{ ...other, ...(both ? { condition: both } : {}) }] };
  }
  const subj = /^(.+?) (gets?|has|have|can't|can|doesn't|don't|loses?|attacks?|assigns?|crews|saddles|must) (.+)$/.exec(
    body,
  );
  if (!subj) return null;
  // "~ and land creatures you control get +2/+2" (Sylvan Advocate): the source and each other
  // object of the group, each affected once (the group's filter excludes the source).
  const both = /^~ and (.+)$/.exec(subj[1] as string);
  if (both && /^(?:get|have) /.test(`${subj[2]} `)) {
    const group = parseAffected(both[1] as string);
    if (!group || !('objects' in group)) return null;
    const read = predicate(`${subj[2]} ${subj[3]}`, { self: false, types: card.types, subtypes: card.subtypes });
    if (!read) return refuse(`"${subj[2]} ${subj[3]}" is not understood`);
    const pred = withGrants(read, quotes, card);
    if ('refused' in pred) return pred;
    const others: Affected = { objects: { ...group.objects, notSource: true } };
    return {
      statics: [{ self: true } as Affected, others].map((affects) => ({
        affects,
        ...pred,
        ...(condition ? { condition } : {}),
      })),
    };
  }
  const affects = parseAffected(subj[1] as string);
  if (!affects) return null;
  const read = predicate(`${subj[2]} ${subj[3]}`, {
    self: 'self' in affects,
    host: 'enchanted' in affects || 'equipped' in affects,
    ...('enchanted' in affects
      ? { hostRef: 'enchanted' as const }
      : 'equipped' in affects
        ? { hostRef: 'equipped' as const }
        : {}),
    types: card.types,
    subtypes: card.subtypes,
  });
  if (!read) return refuse(`"${subj[2]} ${subj[3]}" is not understood`);
  const pred = withGrants(read, quotes, card);
  if ('refused' in pred) return pred;
  return { statics: [{ affects, ...pred, ...(condition ? { condition } : {}) }] };
};
