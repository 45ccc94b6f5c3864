/**
 * The keyword table (CR 702): for every kind of keyword ability, the rule that gives it its
 * meaning (with a reminder in our words above each entry; the UI's words are the rules glossary's),
 * and the hooks through which the engine enforces it —
 * blocking restrictions (evasion), attacking, targeting and attaching, damage prevention, combat
 * damage, destruction, casting timing. One entry per kind (`{ [K in KeywordKind]: ... }`), so a
 * new keyword cannot compile without its rules; the engine asks the table, never a keyword's name.
 * Banding (702.22) is knowingly not modelled. Words for the UI and log: keyword-kinds.ts.
 */
import type { Keyword, Quality } from '../state/card-def';
import { peek, type Ctx } from '../state/context';
import { RULE, type RuleNumber } from '../state/rules';
import type { GameObject, ObjectId, PlayerId } from '../state/types';
import { characteristics, displayName, hasType, keywordsOf } from './characteristics';
import { hasKeywordIn } from './reader';
import { keywordKind, keywordWords, qualityWords, type KeywordKind, type KeywordOf } from './keyword-kinds';

/**
 * What targets, enchants or equips an object (CR 115.1, 702.11b, 702.16b–d, 702.18b): a spell, an
 * ability (with its source), an Aura that is or would be attached, or an Equipment.
 */
export interface Targeter {
  kind: 'spell' | 'ability' | 'enchant' | 'equip';
  /** The spell, the ability's source, the Aura or the Equipment (live or as it last existed); null when unknown. */
  source: GameObject | null;
  /** Who controls the spell or ability (or the Aura / Equipment). */
  controller: PlayerId;
  /** The ability on the stack that is choosing, once it is there (CR 115.5: it can't target itself). */
  item?: ObjectId | null;
}

/** A refusal: why something can't happen, with the rule that says so. */
export interface Refusal {
  reason: string;
  rule: RuleNumber;
}

/**
 * What may pay for a spell's mana while it is cast, instead of mana (CR 601.2h): tapping untapped
 * creatures you control (convoke, 702.51a: {1} or one mana of the creature's colour), tapping
 * untapped artifacts you control (improvise, 702.126a: {1}), exiling cards from your graveyard
 * (delve, 702.66a: {1}); another player paying generic mana of it (assist, 702.132a). Paid in
 * mana/cost-help.ts.
 */
export type PaymentHelp = 'convoke' | 'improvise' | 'delve' | 'assist';

/** The rules of one kind of keyword ability. Every entry has a rule and at least one hook. */
export interface KeywordRules<K extends Keyword = Keyword> {
  /** The rule that says what the keyword does (CR 702.xb and the like). */
  rule: RuleNumber;
  /** Evasion: why `blocker` can't block `attacker`, which has this keyword (CR 509.1b); null if it can. */
  evasion?: (ctx: Ctx, attacker: GameObject, blocker: GameObject, k: K) => string | null;
  /** Why `blocker`, which has this keyword, can't block `attacker` (shadow, CR 702.28b); null if it can. */
  blocking?: (ctx: Ctx, blocker: GameObject, attacker: GameObject, k: K) => string | null;
  /** It can't be blocked except by this many creatures or more (menace, CR 702.111b). */
  minBlockers?: number;
  /** A creature with it can block creatures with flying (CR 702.9b, 702.17b). */
  blocksFlying?: true;
  /** It can't attack (defender, CR 702.3b). */
  cantAttack?: true;
  /** Attacking doesn't tap it (vigilance, CR 702.20b). */
  attacksWithoutTapping?: true;
  /** It may attack and use {T}/{Q} abilities without having been controlled since the turn began (haste, CR 702.10). */
  ignoresSummoningSickness?: true;
  /** The card may be cast any time its owner could cast an instant (flash, CR 702.8a). */
  castsAsInstant?: true;
  /** It deals combat damage in the first-strike combat damage step, and for `double` in the second as well (CR 702.7b, 702.4b). */
  strikes?: 'first' | 'double';
  /** A blocked attacker may assign damage beyond lethal to the player it attacks (trample, CR 702.19b). */
  assignsExcessToPlayer?: true;
  /** Any damage it deals to a creature is lethal (CR 702.2b–c). */
  deathtouch?: true;
  /** Damage it deals makes its controller gain that much life (CR 702.15b). */
  lifelink?: true;
  /** Damage it deals to a creature is -1/-1 counters, not marked damage (wither, infect: CR 120.3d, 702.80a, 702.90c). */
  damageAsMinusCounters?: true;
  /** Damage it deals to a player gives poison counters instead of life loss (infect: CR 120.3b, 702.90b). */
  damageAsPoison?: true;
  /** Combat damage it deals to a player also gives that player this many poison counters (toxic, CR 702.164c). */
  combatPoison?: (k: K) => number;
  /** It can't be destroyed (CR 702.12b). */
  indestructible?: true;
  /** On an Aura: the permanent it enchants is saved from destruction by destroying the Aura instead (CR 702.89a). */
  umbraArmor?: true;
  /** As the spell with it is cast, other objects may pay part of its total cost (CR 601.2h). */
  helpsPay?: PaymentHelp;
  /** Cast from its owner's hand, it is exiled as it resolves and may be cast again at their next upkeep (rebound, CR 702.88a). */
  rebounds?: true;
  /**
   * While the spell with it is on the stack, players can't cast other spells or activate
   * abilities that aren't mana abilities (split second, CR 702.61a).
   */
  locksStack?: true;
  /**
   * It is a triggered ability, written out on the definition of the card that has it (CR 603.1;
   * see TRIGGER_KEYWORDS): the trigger does what it does, the keyword is what other rules read.
   */
  writtenAsTrigger?: true;
  /**
   * Any time its controller controls ten or more permanents, that player gets the city's blessing
   * for the rest of the game (ascend, CR 702.131b; checked after each event, ../triggers/ascend.ts).
   */
  givesBlessing?: true;
  /**
   * Its controller gets speed 1 if they have none (start your engines!, CR 702.179, 704.5z: a
   * state-based action, ../sba/checks/speed.ts), and their speed increases once on each of their
   * turns when an opponent loses life (../triggers/speed.ts).
   */
  givesSpeed?: true;
  /** Why the object with this keyword can't be targeted, enchanted or equipped by `by`; null if it can. */
  refusesTarget?: (ctx: Ctx, obj: GameObject, by: Targeter, k: K) => string | null;
  /** Whether damage `source` would deal to the object with this keyword is prevented (CR 702.16e). */
  preventsDamageFrom?: (ctx: Ctx, obj: GameObject, source: GameObject, k: K) => boolean;
}

/** Whether an object has a quality protection can be from (CR 702.16a). */
export function hasQuality(ctx: Ctx, obj: GameObject, q: Quality): boolean {
  if ('everything' in q) return true;
  // Made the chosen colour as the effect is created (resolution/steps/pump.ts): never on an object.
  if ('colorChosen' in q) return false;
  const ch = characteristics(ctx, obj);
  if ('color' in q) return ch.colors.includes(q.color);
  if ('type' in q) return ch.types.includes(q.type);
  if ('subtype' in q) return ch.subtypes.includes(q.subtype);
  const colored = ch.colors.filter((c) => c !== 'C').length;
  return 'multicolored' in q ? colored > 1 : colored === 1;
}

/** Whether the defending player controls a land of the kind landwalk names (CR 702.14c). */
function controlsLandOfKind(ctx: Ctx, player: PlayerId, kind: string): boolean {
  for (const id of ctx.s.battlefield) {
    const o = peek(ctx, id);
    if (!o || o.controller !== player) continue;
    const ch = characteristics(ctx, o);
    if (!ch.types.includes('land')) continue;
    if (
      kind === 'nonbasic'
        ? !ch.supertypes.includes('basic')
        : kind === 'legendary'
          ? ch.supertypes.includes('legendary')
          : ch.subtypes.includes(kind)
    )
      return true;
  }
  return false;
}

/** Can't be targeted by opponents' spells and abilities, or anyone's (hexproof / shroud). */
function untargetable(who: 'opponents' | 'anyone'): KeywordRules['refusesTarget'] {
  return (ctx, obj, by, k) => {
    if (by.kind !== 'spell' && by.kind !== 'ability') return null;
    if (who === 'opponents' && by.controller === obj.controller) return null;
    return `${displayName(ctx, obj)} has ${keywordWords(k)}: it can't be the target of ${who === 'anyone' ? '' : "an opponent's "}spells or abilities`;
  };
}

/**
 * The table: one entry per kind of keyword ability. Simple keywords need no parameter; protection
 * and landwalk read theirs (`k.protection`, `k.landwalk`).
 */
export const KEYWORDS: { [K in KeywordKind]: KeywordRules<KeywordOf<K>> } = {
  /** It can't be blocked except by creatures with flying or reach. */
  flying: {
    rule: RULE.flyingBlock,
    blocksFlying: true,
    evasion: (ctx, _a, b) => (blocksFlying(ctx, b) ? null : `${displayName(ctx, b)} has neither flying nor reach`),
  },
  /** It can block creatures with flying. */
  reach: { rule: RULE.reach, blocksFlying: true },
  /** When blocked, it may assign damage beyond lethal to the player it attacks. */
  trample: {
    rule: RULE.trample,
    assignsExcessToPlayer: true,
  },
  /** It can attack and {T} as soon as it comes under your control. */
  haste: {
    rule: RULE.haste,
    ignoresSummoningSickness: true,
  },
  /** Attacking doesn't cause it to tap. */
  vigilance: { rule: RULE.vigilance, attacksWithoutTapping: true },
  /** It can't attack. */
  defender: { rule: RULE.defender, cantAttack: true },
  /** It deals combat damage before creatures without first strike. */
  'first strike': {
    rule: RULE.firstStrike,
    strikes: 'first',
  },
  /** It deals both first-strike and regular combat damage. */
  'double strike': {
    rule: RULE.doubleStrike,
    strikes: 'double',
  },
  /** Any amount of damage it deals to a creature is enough to destroy it. */
  deathtouch: {
    rule: RULE.deathtouch,
    deathtouch: true,
  },
  /** Damage dealt by it also causes its controller to gain that much life. */
  lifelink: {
    rule: RULE.lifelink,
    lifelink: true,
  },
  /** It can't be blocked except by two or more creatures. */
  menace: { rule: RULE.menace, minBlockers: 2 },
  /** It can't be the target of spells or abilities your opponents control. */
  hexproof: {
    rule: RULE.hexproof,
    refusesTarget: untargetable('opponents'),
  },
  /** It can't be the target of spells or abilities. */
  shroud: {
    rule: RULE.shroud,
    refusesTarget: untargetable('anyone'),
  },
  /** Damage and effects that say "destroy" don't destroy it. */
  indestructible: {
    rule: RULE.indestructible,
    indestructible: true,
  },
  /** It may be cast any time you could cast an instant. */
  flash: { rule: RULE.flash, castsAsInstant: true },
  /** It can't be blocked except by artifact creatures and/or black creatures. */
  fear: {
    rule: RULE.fear,
    evasion: (ctx, _a, b) =>
      hasType(ctx, b, 'artifact') || characteristics(ctx, b).colors.includes('B')
        ? null
        : `${displayName(ctx, b)} is neither an artifact creature nor black`,
  },
  /** It can't be blocked except by artifact creatures and/or creatures that share a color with it. */
  intimidate: {
    rule: RULE.intimidate,
    evasion: (ctx, a, b) => {
      if (hasType(ctx, b, 'artifact')) return null;
      const colors = characteristics(ctx, a).colors;
      return characteristics(ctx, b).colors.some((c) => c !== 'C' && colors.includes(c))
        ? null
        : `${displayName(ctx, b)} is neither an artifact creature nor shares a color with ${displayName(ctx, a)}`;
    },
  },
  /** It can't be blocked by creatures with greater power. */
  skulk: {
    rule: RULE.skulk,
    evasion: (ctx, a, b) => {
      const pa = characteristics(ctx, a).power ?? 0;
      const pb = characteristics(ctx, b).power ?? 0;
      return pb > pa ? `${displayName(ctx, b)} has greater power (${pb}) than ${displayName(ctx, a)} (${pa})` : null;
    },
  },
  /** It can block or be blocked by only creatures with shadow. */
  shadow: {
    rule: RULE.shadow,
    evasion: (ctx, _a, b) =>
      keywordsOf(ctx, b).includes('shadow') ? null : `${displayName(ctx, b)} doesn't have shadow`,
    blocking: (ctx, b, a) =>
      keywordsOf(ctx, a).includes('shadow')
        ? null
        : `${displayName(ctx, b)} has shadow and ${displayName(ctx, a)} doesn't`,
  },
  /** It can't be blocked except by creatures with horsemanship. */
  horsemanship: {
    rule: RULE.horsemanship,
    evasion: (ctx, _a, b) =>
      keywordsOf(ctx, b).includes('horsemanship') ? null : `${displayName(ctx, b)} doesn't have horsemanship`,
  },
  /** It deals damage to creatures in the form of -1/-1 counters. */
  wither: {
    rule: RULE.wither,
    damageAsMinusCounters: true,
  },
  /** It deals damage to creatures in the form of -1/-1 counters and to players in the form of poison counters. */
  infect: {
    rule: RULE.infect,
    damageAsMinusCounters: true,
    damageAsPoison: true,
  },
  /** Each creature you tap while casting this spell pays for {1} or one mana of that creature's color. */
  convoke: {
    rule: RULE.convoke,
    helpsPay: 'convoke',
  },
  /** Each artifact you tap after you are done activating mana abilities pays for {1}. */
  improvise: {
    rule: RULE.improvise,
    helpsPay: 'improvise',
  },
  /** Each card you exile from your graveyard while casting this spell pays for {1}. */
  delve: {
    rule: RULE.delve,
    helpsPay: 'delve',
  },
  /** Another player can help pay the generic mana of this spell's cost. */
  assist: {
    rule: RULE.assist,
    helpsPay: 'assist',
  },
  /** If you cast this spell from your hand, exile it as it resolves. At the beginning of your next upkeep, you may cast this card from exile without paying its mana cost. */
  rebound: {
    rule: RULE.rebound,
    rebounds: true,
  },
  /** As long as this spell is on the stack, players can't cast other spells or activate abilities that aren't mana abilities. */
  'split second': {
    rule: RULE.splitSecond,
    locksStack: true,
  },
  /** If enchanted permanent would be destroyed, instead remove all damage marked on it and destroy this Aura. */
  'umbra armor': {
    rule: RULE.umbraArmor,
    umbraArmor: true,
  },
  /** Any time you control ten or more permanents, you get the city's blessing for the rest of the game (triggers/ascend.ts). */
  ascend: { rule: RULE.ascend, givesBlessing: true },
  /** Its controller gets speed 1 if they have none (CR 702.179, 704.5z: triggers/speed.ts). */
  'start your engines': { rule: RULE.startYourEngines, givesSpeed: true },
  /** It can't be blocked, targeted, dealt damage, enchanted or equipped by anything with the quality. */
  /** Whenever a creature without flanking blocks this creature, the blocking creature gets -1/-1 until end of turn. */
  flanking: { rule: RULE.flanking, writtenAsTrigger: true },
  protection: {
    rule: RULE.protection,
    evasion: (ctx, _a, b, k) =>
      hasQuality(ctx, b, k.protection)
        ? `${displayName(ctx, b)} has that quality (${qualityWords(k.protection)})`
        : null,
    refusesTarget: (ctx, obj, by, k) => {
      if (!by.source || !hasQuality(ctx, by.source, k.protection)) return null;
      const what =
        by.kind === 'spell'
          ? 'targeted by spells'
          : by.kind === 'ability'
            ? 'targeted by abilities from sources'
            : by.kind === 'enchant'
              ? 'enchanted by Auras'
              : 'equipped by Equipment';
      return `${displayName(ctx, obj)} has ${keywordWords(k)}: it can't be ${what} with that quality (${qualityWords(k.protection)})`;
    },
    preventsDamageFrom: (ctx, _obj, source, k) => hasQuality(ctx, source, k.protection),
  },
  /** Players dealt combat damage by it also get poison counters (its toxic value). */
  toxic: {
    rule: RULE.toxic,
    combatPoison: (k) => k.toxic,
  },
  /** It can't be blocked as long as the defending player controls a land of that kind. */
  landwalk: {
    rule: RULE.landwalk,
    evasion: (ctx, a, b, k) =>
      controlsLandOfKind(ctx, b.controller, k.landwalk)
        ? `${displayName(ctx, a)} has ${keywordWords(k)} and ${b.controller} controls such a land`
        : null,
  },
};

/** The rules of a keyword ability. */
export function keywordRules(k: Keyword): KeywordRules {
  return KEYWORDS[keywordKind(k)] as KeywordRules;
}

/** A keyword rule flag (a hook that is `true` rather than a function). */
export type KeywordFlag = {
  [F in keyof KeywordRules]-?: NonNullable<KeywordRules[F]> extends true | number | string ? F : never;
}[keyof KeywordRules];

/** The first keyword ability of `obj` whose rules set `flag`, or null (e.g. `keywordWith(ctx, o, 'indestructible')`). */
export function keywordWith(ctx: Ctx, obj: GameObject, flag: KeywordFlag): Keyword | null {
  for (const k of keywordsOf(ctx, obj)) if (keywordRules(k)[flag]) return k;
  return null;
}

/** Whether a creature can block creatures with flying (it has flying or reach, CR 702.9b, 702.17b). */
export function blocksFlying(ctx: Ctx, obj: GameObject): boolean {
  return keywordWith(ctx, obj, 'blocksFlying') !== null;
}

/** Why `blocker` can't block `attacker` because of either one's keyword abilities (CR 509.1b), or null. */
export function keywordBlockRefusal(ctx: Ctx, attacker: GameObject, blocker: GameObject): Refusal | null {
  for (const k of keywordsOf(ctx, attacker)) {
    const r = keywordRules(k);
    const why = r.evasion?.(ctx, attacker, blocker, k as never);
    const rule = keywordKind(k) === 'protection' ? RULE.protectionBlocked : r.rule;
    if (why)
      return {
        reason: `${displayName(ctx, blocker)} can't block ${displayName(ctx, attacker)} (${keywordWords(k)}): ${why}`,
        rule,
      };
  }
  for (const k of keywordsOf(ctx, blocker)) {
    const r = keywordRules(k);
    const why = r.blocking?.(ctx, blocker, attacker, k as never);
    if (why)
      return {
        reason: `${displayName(ctx, blocker)} can't block ${displayName(ctx, attacker)} (${keywordWords(k)}): ${why}`,
        rule: r.rule,
      };
  }
  return null;
}

/** The fewest creatures that may block `attacker` because of its keywords (menace: 2), with the rule; null for no minimum. */
export function minimumBlockers(
  ctx: Ctx,
  attacker: GameObject,
): { n: number; keyword: Keyword; rule: RuleNumber } | null {
  let best: { n: number; keyword: Keyword; rule: RuleNumber } | null = null;
  for (const k of keywordsOf(ctx, attacker)) {
    const r = keywordRules(k);
    if (r.minBlockers && (!best || r.minBlockers > best.n)) best = { n: r.minBlockers, keyword: k, rule: r.rule };
  }
  return best;
}

/**
 * Why `obj` can't be targeted, enchanted or equipped by `by` because of its keywords (hexproof,
 * shroud, protection), or null. Keywords in `ignore` don't count (an Aura's own "This effect
 * doesn't remove this Aura", sba.ts).
 */
export function keywordTargetRefusal(
  ctx: Ctx,
  obj: GameObject,
  by: Targeter,
  ignore: readonly Keyword[] = [],
): Refusal | null {
  for (const k of keywordsOf(ctx, obj)) {
    if (ignore.length && hasKeywordIn(ignore, k)) continue;
    const r = keywordRules(k);
    const why = r.refusesTarget?.(ctx, obj, by, k as never);
    if (why) {
      const rule =
        keywordKind(k) !== 'protection'
          ? r.rule
          : by.kind === 'enchant'
            ? RULE.protectionEnchanted
            : by.kind === 'equip'
              ? RULE.protectionEquipped
              : RULE.protectionTargets;
      return { reason: why, rule };
    }
  }
  return null;
}

/** The keyword of `obj` that prevents damage from `source` (protection, CR 702.16e), or null. */
export function keywordPreventingDamage(ctx: Ctx, obj: GameObject, source: GameObject): Keyword | null {
  for (const k of keywordsOf(ctx, obj))
    if (keywordRules(k).preventsDamageFrom?.(ctx, obj, source, k as never)) return k;
  return null;
}
