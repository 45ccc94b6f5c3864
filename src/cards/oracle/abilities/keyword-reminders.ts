/**
 * Keyword abilities that stand for a triggered ability the Comprehensive Rules write out in
 * full: the keyword is rewritten as that ability's text and read by the triggered-ability
 * compiler (triggered.ts), so the keyword means exactly what its rule says, through the same
 * grammar a printed ability goes through. Each instance triggers separately.
 *
 * - Bushido N (CR 702.45a): "Whenever this creature blocks or becomes blocked, it gets +N/+N
 *   until end of turn." A creature can't both block and be blocked in one combat, so the two
 *   events are two abilities with the same effect.
 * - Soulshift N (CR 702.46a): "When this permanent is put into a graveyard from the
 *   battlefield, you may return target Spirit card with mana value N or less from your
 *   graveyard to your hand."
 * - Ingest (CR 702.115a): "Whenever this creature deals combat damage to a player, that player
 *   exiles the top card of their library." (No number.)
 * - Mobilize N (CR 702.181a): "Whenever this creature attacks, create N tapped and attacking 1/1
 *   red Warrior creature tokens. Sacrifice them at the beginning of the next end step." The
 *   tokens enter attacking (508.4). Mobilize X stays text.
 * - Persist (CR 702.79a): "When this permanent is put into a graveyard from the battlefield, if it
 *   had no -1/-1 counters on it, return it to the battlefield under its owner's control with a
 *   -1/-1 counter on it." Undying (702.93a): the same with +1/+1 counters. Read as "dies" (the
 *   permanents with them are creatures).
 * - For Mirrodin! (CR 702.163a): "When this Equipment enters, create a 2/2 red Rebel creature
 *   token, then attach this Equipment to it."
 * - Fading N (CR 702.32a): "This permanent enters with N fade counters on it" and "At the
 *   beginning of your upkeep, remove a fade counter from it. If you can't, sacrifice the
 *   permanent."
 * - Vanishing N (CR 702.63a): "This permanent enters with N time counters on it", "At the
 *   beginning of your upkeep, if there is a time counter on it, remove a time counter from it",
 *   and "When the last time counter is removed from it, sacrifice it." Vanishing without a number
 *   (702.63b) stays text.
 *
 * - Job select (CR 702.182a): "When this Equipment enters, create a 1/1 colorless Hero creature
 *   token, then attach this Equipment to it."
 * - Living weapon (CR 702.92a): "When this Equipment enters, create a 0/0 black Phyrexian Germ
 *   creature token, then attach this Equipment to it."
 * - Modular N (CR 702.43a): "This permanent enters with N +1/+1 counters on it" and "When this
 *   permanent is put into a graveyard from the battlefield, you may put a +1/+1 counter on target
 *   artifact creature for each +1/+1 counter on this permanent" (counted as it last existed).
 * - Evolve (CR 702.100a): "Whenever a creature you control enters, if that creature's power is
 *   greater than this creature's power and/or that creature's toughness is greater than this
 *   creature's toughness, put a +1/+1 counter on this creature" (checked again on resolution, 603.4).
 *
 * - Extort (CR 702.101a): "Whenever you cast a spell, you may pay {W/B}. If you do, each opponent
 *   loses 1 life and you gain life equal to the total life lost this way."
 *
 * - Flanking (CR 702.25a): "Whenever a creature without flanking blocks this creature, the blocking
 *   creature gets -1/-1 until end of turn." Each instance triggers separately (702.25b). The
 *   object also has the keyword itself, which "a creature without flanking" reads. A static
 *   ability that gives flanking gives both (grants.ts `readKeywordGrant`); flanking gained until
 *   end of turn stays text (the trigger would not come with it).
 * - Renown N (CR 702.112a): "When this creature deals combat damage to a player, if it isn't
 *   renowned, put N +1/+1 counters on it and it becomes renowned."
 *
 * - Mentor (CR 702.134a): "Whenever this creature attacks, put a +1/+1 counter on target attacking
 *   creature with lesser power."
 *
 * - Unleash (CR 702.98a): "You may have this creature enter with a +1/+1 counter on it. It can't
 *   block as long as it has a +1/+1 counter on it." Riot (702.136a): "You may have this creature
 *   enter with an additional +1/+1 counter on it. If you don't, it gains haste."
 * - Rampage N (CR 702.23a): "Whenever this creature becomes blocked, it gets +N/+N until end of
 *   turn for each creature blocking it beyond the first." Counted as it resolves (702.23b).
 * - Afflict N (CR 702.130a): "Whenever this creature becomes blocked, defending player loses N life."
 * - Annihilator N (CR 702.86a): "Whenever this creature attacks, defending player sacrifices N permanents."
 *
 * - Provoke (CR 702.39a): "Whenever this creature attacks, you may have target creature defending
 *   player controls untap and block this creature this combat if able" — one choice for both (the
 *   untap and the block requirement, 509.1c); each instance triggers separately (702.39b).
 * - Ravenous (CR 702.156a): "This permanent enters with X +1/+1 counters on it" and "When this
 *   permanent enters, if X is 5 or more, draw a card" (X as the spell was cast, 107.3m). Read only
 *   where the card's mana cost has {X}; elsewhere X is not defined and the keyword stays text.
 * - Firebending N (CR 702.189a): "Whenever this creature attacks, add N {R}. Until end of combat,
 *   you don't lose this mana as steps end." Firebending X with ", where X is …" the same with X.
 *
 * - Melee (CR 702.121a): "Whenever this creature attacks, it gets +1/+1 until end of turn for each
 *   opponent you attacked with a creature this combat." Counted as it resolves.
 * - Battle cry (CR 702.91a): "Whenever this creature attacks, each other attacking creature gets
 *   +1/+0 until end of turn."
 *
 * A keyword may also stand for a static ability ("enters with … counters", a replacement effect,
 * CR 614.1c): such texts are read by the static-ability compiler.
 */
import type { Amount, Condition, TriggerKeyword } from '../../../engine';
import type { CardFacts } from '../build';
import { ENLIST_PHRASE } from './exert-attacking';
import { isRefusal, type Part } from './part';
import { statics } from './statics';
import { triggered } from './triggered';

/** The abilities a keyword with a number stands for, in Oracle templating ("~" is the object itself). */
const REMINDERS: {
  re: RegExp;
  texts: (n: number, where: string) => string[];
  keyword?: TriggerKeyword;
  /** Only on such cards (ravenous: {X} in the mana cost, else X is defined nowhere, CR 107.3). */
  only?: (card: CardFacts) => boolean;
  /** The number is X, with its ", where X is …" (firebending X): `where` holds what X is. */
  x?: true;
}[] = [
  {
    // Firebending N (CR 702.189a): "Whenever this creature attacks, add N {R}. Until end of
    // combat, you don't lose this mana as steps end." Each instance triggers separately.
    re: /^firebending (\d+)$/,
    texts: (n) => [
      `Whenever ~ attacks, add ${'{R}'.repeat(n)}. Until end of combat, you don't lose this mana as steps end.`,
    ],
  },
  {
    // "Firebending X, where X is ~'s power" (CR 702.189a, 107.3): X counted as the trigger resolves.
    re: /^firebending x, where x is (.+)$/,
    x: true,
    texts: (_, where) => [
      `Whenever ~ attacks, add X {R}, where X is ${where}. Until end of combat, you don't lose this mana as steps end.`,
    ],
  },
  {
    // Flanking (CR 702.25a); each instance triggers separately (702.25b). The object also has the
    // keyword, which "a creature without flanking" reads.
    re: /^flanking$/,
    texts: () => ['Whenever a creature without flanking blocks ~, the blocking creature gets -1/-1 until end of turn.'],
    keyword: 'flanking',
  },
  {
    // Melee (CR 702.121a); each instance triggers separately (702.121b), the bonus counted as it resolves.
    re: /^melee$/,
    texts: () => [
      'Whenever ~ attacks, ~ gets +1/+1 until end of turn for each opponent you attacked with a creature this combat.',
    ],
  },
  {
    re: /^ingest$/,
    texts: () => ['Whenever ~ deals combat damage to a player, that player exiles the top card of their library.'],
  },
  {
    // Renown N (CR 702.112a).
    re: /^renown (\d+)$/,
    texts: (n) => [
      `Whenever ~ deals combat damage to a player, if ~ isn't renowned, put ${n === 1 ? 'a +1/+1 counter' : `${n} +1/+1 counters`} on ~ and ~ becomes renowned.`,
    ],
  },
  {
    // Enlist (CR 702.154a): "As this creature attacks, you may tap a nonattacking creature you
    // control without summoning sickness. When you do, add its power to this creature's until end
    // of turn." The choice is the engine's (turn/exert-attacking.ts); this is its reflexive
    // ability, each instance its own. The power is read as it resolves (608.2h).
    re: /^enlist$/,
    texts: () => [`${ENLIST_PHRASE}, ~ gets +X/+0 until end of turn, where X is that creature's power.`],
  },
  {
    // Mentor (CR 702.134a).
    re: /^mentor$/,
    texts: () => ['Whenever ~ attacks, put a +1/+1 counter on target attacking creature with lesser power.'],
  },
  {
    re: /^for mirrodin!$/,
    texts: () => ['When ~ enters, create a 2/2 red Rebel creature token, then attach ~ to it.'],
  },
  {
    // Job select (CR 702.182a).
    re: /^job select$/,
    texts: () => ['When ~ enters, create a 1/1 colorless Hero creature token, then attach ~ to it.'],
  },
  {
    re: /^mobilize (\d+)$/,
    texts: (n) => [
      n === 1
        ? 'Whenever ~ attacks, create a tapped and attacking 1/1 red Warrior creature token. Sacrifice it at the beginning of the next end step.'
        : `Whenever ~ attacks, create ${n} tapped and attacking 1/1 red Warrior creature tokens. Sacrifice them at the beginning of the next end step.`,
    ],
  },
  {
    re: /^bushido (\d+)$/,
    texts: (n) => [
      `Whenever ~ blocks, ~ gets +${n}/+${n} until end of turn.`,
      `Whenever ~ becomes blocked, ~ gets +${n}/+${n} until end of turn.`,
    ],
  },
  {
    // CR 702.79a.
    re: /^persist$/,
    texts: () => [
      "When ~ dies, if it had no -1/-1 counters on it, return it to the battlefield under its owner's control with a -1/-1 counter on it.",
    ],
  },
  {
    // CR 702.93a.
    re: /^undying$/,
    texts: () => [
      "When ~ dies, if it had no +1/+1 counters on it, return it to the battlefield under its owner's control with a +1/+1 counter on it.",
    ],
  },
  {
    // Unleash (CR 702.98a).
    re: /^unleash$/,
    texts: () => [
      'You may have ~ enter with a +1/+1 counter on it.',
      "~ can't block as long as it has a +1/+1 counter on it.",
    ],
  },
  {
    // Riot (CR 702.136a).
    re: /^riot$/,
    texts: () => ["You may have ~ enter with an additional +1/+1 counter on it. If you don't, it gains haste."],
  },
  {
    // Rampage N (CR 702.23a); the bonus is counted once, as the ability resolves (702.23b).
    re: /^rampage (\d+)$/,
    texts: (n) => [
      `Whenever ~ becomes blocked, it gets +${n}/+${n} until end of turn for each creature blocking it beyond the first.`,
    ],
  },
  {
    // Afflict N (CR 702.130a).
    re: /^afflict (\d+)$/,
    texts: (n) => [`Whenever ~ becomes blocked, defending player loses ${n} life.`],
  },
  {
    // Annihilator N (CR 702.86a).
    re: /^annihilator (\d+)$/,
    texts: (n) => [`Whenever ~ attacks, defending player sacrifices ${n === 1 ? 'a permanent' : `${n} permanents`}.`],
  },
  {
    // Provoke (CR 702.39a).
    re: /^provoke$/,
    texts: () => [
      'Whenever ~ attacks, you may untap target creature defending player controls. If you do, it blocks ~ this combat if able.',
    ],
  },
  {
    // Ravenous (CR 702.156a).
    re: /^ravenous$/,
    texts: () => ['~ enters with X +1/+1 counters on it.', 'When ~ enters, if X is 5 or more, draw a card.'],
    only: (card) => card.costHasX && !card.isSpell,
  },
  {
    re: /^battle cry$/,
    texts: () => ['Whenever ~ attacks, each other attacking creature gets +1/+0 until end of turn.'],
  },
  {
    re: /^living weapon$/,
    texts: () => ['When ~ enters, create a 0/0 black Phyrexian Germ creature token, then attach ~ to it.'],
  },
  {
    re: /^modular (\d+)$/,
    texts: (n) => [
      `~ enters with ${n} +1/+1 counter${n === 1 ? '' : 's'} on it.`,
      'When ~ is put into a graveyard from the battlefield, you may put a +1/+1 counter on target artifact creature for each +1/+1 counter on ~.',
    ],
  },
  {
    re: /^evolve$/,
    texts: () => [
      "Whenever a creature you control enters, if that creature's power is greater than ~'s power or that creature's toughness is greater than ~'s toughness, put a +1/+1 counter on ~.",
    ],
  },
  {
    re: /^fading (\d+)$/,
    texts: (n) => [
      `~ enters with ${n} fade counters on it.`,
      "At the beginning of your upkeep, remove a fade counter from ~. If you can't, sacrifice ~.",
    ],
  },
  {
    re: /^vanishing (\d+)$/,
    texts: (n) => [
      `~ enters with ${n} time counters on it.`,
      'At the beginning of your upkeep, if ~ has a time counter on it, remove a time counter from it.',
      'When the last time counter is removed from ~, sacrifice it.',
    ],
  },
  {
    // CR 702.101a; each instance triggers (702.101b).
    re: /^extort$/,
    texts: () => [
      'Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1 life and you gain life equal to the total life lost this way.',
    ],
  },
  {
    re: /^soulshift (\d+)$/,
    texts: (n) => [
      `When ~ dies, you may return target Spirit card with mana value ${n} or less from your graveyard to your hand.`,
    ],
  },
];

/** The colors of mana spent to cast the object itself (CR 601.2h, 105.1). */
const COLORS_SPENT: Amount = { manaSpent: { ref: 'source' }, colors: true };
/** The entering permanent is a creature as it enters (CR 614.12: as it would exist on the battlefield). */
const ENTERS_AS_CREATURE: Condition = { is: { ref: 'source' }, matches: { types: ['creature'] } };

/**
 * Sunburst (CR 702.44a): "If this object is entering the battlefield from the stack as a
 * creature, it enters with a +1/+1 counter on it for each color of mana spent to cast it. If
 * this object is entering the battlefield from the stack and isn't entering as a creature, it
 * enters with a charge counter on it for each color of mana spent to cast it." Not from the
 * stack (or not cast), no mana was spent to cast it: none (702.44b). Each instance applies (702.44c).
 */
const SUNBURST: Part = {
  replacements: [
    { kind: 'entersWithCounters', counter: '+1/+1', count: COLORS_SPENT, if: ENTERS_AS_CREATURE },
    { kind: 'entersWithCounters', counter: 'charge', count: COLORS_SPENT, if: { not: ENTERS_AS_CREATURE } },
  ],
};

/**
 * The triggered abilities of "bushido 2" or "soulshift 4" (`item` in any case, without reminder
 * text), each with `printed` as its text; null for any other item, or when the triggered-ability
 * compiler does not read the written-out ability (then the keyword stays text).
 */
export function keywordByReminder(item: string, printed: string, card: CardFacts): Part | null {
  const k = item.trim().replace(/\.$/, '').toLowerCase();
  if (k === 'sunburst') return SUNBURST;
  for (const { re, texts, keyword, only, x } of REMINDERS) {
    const m = re.exec(k);
    if (!m) continue;
    if (only && !only(card)) return null;
    const n = m[1] === undefined || x ? 0 : Number(m[1]);
    if (m[1] !== undefined && !x && !(n > 0)) return null;
    const parts = texts(n, x ? (m[1] ?? '') : '').map((t) =>
      /^(?:When|Whenever|At) /.test(t) ? triggered(t, card) : statics(t, card),
    );
    if (parts.some((p) => !p || isRefusal(p))) return null;
    const read = parts as Part[];
    // Only triggered abilities, static abilities and "enters with" replacements and choices are expected here.
    const expected = new Set(['triggered', 'replacements', 'statics', 'asEnters']);
    if (read.some((p) => Object.keys(p).some((k) => !expected.has(k)))) return null;
    const replacements = read.flatMap((p) => p.replacements ?? []);
    const statics_ = read.flatMap((p) => p.statics ?? []);
    const asEnters = read.flatMap((p) => (p.asEnters === undefined ? [] : [p.asEnters].flat()));
    const triggers = read.flatMap((p) => p.triggered ?? []).map((t) => ({ ...t, text: printed }));
    return {
      ...(triggers.length ? { triggered: triggers } : {}),
      ...(replacements.length ? { replacements } : {}),
      ...(statics_.length ? { statics: statics_ } : {}),
      ...(asEnters.length ? { asEnters } : {}),
      ...(keyword ? { keywords: [keyword] } : {}),
    };
  }
  return null;
}
