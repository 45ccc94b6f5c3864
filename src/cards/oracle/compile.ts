/**
 * The Oracle compiler's entry point (DESIGN "Real cards: data and the Oracle compiler"):
 * card data → the same {@link CardDef} a hand-written card file is, ability by ability.
 * One paragraph of Oracle text is one ability (a line of keywords is one ability per keyword).
 * An ability compiles only when its whole text matches a template; otherwise it stays text,
 * "not enforced", with the reason. Per card: `full` (every ability enforced), `partial`, or
 * `none`. Never guess.
 */
// Compiled cards may use any instruction: the whole step table comes with the compiler.
import '../../engine/every-step';
import type { CardDef, Range } from '../../engine';
import type { CardData, CardFace } from '../data/card-data';
import { activated } from './abilities/activated';
import { cantBeCountered } from './abilities/cant-be-countered';
import { chapter } from './abilities/chapter';
import { compileDungeon, readDungeons } from './dungeon';
import { readTheRing, THE_RING_NAME } from './the-ring';
import { costChanges } from './abilities/cost-changes';
import { atLevel, levelBar, levelBarNumber } from './abilities/class-levels';
import { solvedAbilityText, toSolve, whenSolved } from './abilities/case-solve';
import { maxSpeedAbilityText, startYourEngines, withMaxSpeed } from './abilities/max-speed';
import { entersModes } from './abilities/enters-modes';
import { conditionalStatic } from './abilities/conditional-statics';
import { partnerWith } from './abilities/partner-with';
import { enterAsCopy } from './abilities/enter-as-copy';
import { levelBox, levelBoxStatic, levelStripe, levelUp, withLevelCounters } from './abilities/leveler';
import { deckConstruction } from './abilities/deck-construction';
import { enchant } from './abilities/enchant';
import { keywordCostLine } from './abilities/keyword-costs';
import { powerUp } from './abilities/power-up';
import { exploitPayoff } from './abilities/exploit';
import { keywordItem, keywordItems } from './abilities/keyword-line';
import { isRefusal, refuse, type AbilityCompiler, type AbilityResult, type Part } from './abilities/part';
import { castingLine, compileSpellEffect } from './abilities/spell';
import { settleCipher } from './cipher';
import { settleSplice, spliceLine } from './abilities/splice';
import { alternativeCost, settleAlternativeCosts } from './abilities/alternative-costs';
import { flashPermission } from './abilities/flash-permission';
import { settleOverload } from './overload';
import { settleAwaken } from './awaken';
import { settleDisturb } from './disturb';
import { statics } from './abilities/statics';
import { withOwnName, withOwnNameLeft } from './abilities/own-name';
import { triggered } from './abilities/triggered';
import { cardFacts, type CardFacts } from './build';
import { abilityTexts, selfNames, type AbilityText } from './normalise';
import { traceRules } from './grammar/peg';
import { adventureFace, compileAdventure } from './adventure';
import { compileSplit } from './split';
import { behindDoor, isRoomCard } from './abilities/room-doors';
import { prototypeLine, withPrototype } from './prototype';
import { compileDoubleFaced, isDoubleFacedLayout } from './faces';
import { isMeldedFace, meldedFaceAbilities, meldInstructionAbility, splitMeldInstruction } from './meld';
import {
  withoutLiveAmountFilter,
  withoutOtherOfAnother,
  withoutLostAuraSource,
  withoutOtherThanNamed,
  withoutUnchosenValue,
  withoutUnchosenX,
  withoutUnreadKicker,
  withoutUnreadX,
} from './abilities/unread';
import { cardWorkBudget, spend, withCardWork, WorkLimit } from './work';
// A token's own abilities are read by the ability compilers (registered with the grammar).
import './abilities/token-abilities';
import './abilities/emblem-abilities';
// So are the abilities in quotation marks a static ability gives other objects (CR 613.1f).
import './abilities/grants';

/** One ability of a card's Oracle text and whether the engine enforces it. */
export interface CompiledAbility {
  /** The ability's Oracle text as printed (one paragraph, or one keyword of a keyword line). */
  text: string;
  enforced: boolean;
  /** Why it is not enforced (absent when enforced). */
  reason?: string;
  /** The grammar rules its enforced reading used (only when compiled with `{ rules: true }`). */
  rules?: string[];
}

/** Options of {@link compileCard}. */
export interface CompileOptions {
  /** Record on each enforced ability the grammar rules its reading used (the coverage report). */
  rules?: boolean;
  /** The card's work bound in work.ts units (default {@link cardWorkBudget} of its text's length). */
  workBudget?: number;
}

/** How much of a card's text the engine enforces. */
export type EnforcementStatus = 'full' | 'partial' | 'none';

/** The result of compiling one card. */
export interface CompiledCard {
  def: CardDef;
  status: EnforcementStatus;
  abilities: CompiledAbility[];
}

/** A whole-number P/T, or undefined for `*`, `1+*` and other characteristic-defining values. */
function printedNumber(v: string | undefined): number | undefined {
  return v !== undefined && /^-?\d+$/.test(v) ? Number(v) : undefined;
}

/**
 * "As an additional cost to cast this spell, discard a card." on a permanent card: a cost of
 * casting it as a spell (CR 118.8, 601.2b), like an instant's or sorcery's; "Cast this spell only
 * if you control a snow land." a restriction on casting it (601.3).
 */
const permanentCastingCost: AbilityCompiler = (text, card) =>
  /^(?:As an additional cost to cast ~|Cast ~ only )/.test(text) ? castingLine(text, card) : null;

/**
 * A card's own alternative cost (CR 118.9) or its permission to be cast as though it had flash
 * (601.3): one reader for both, so a paragraph costs one scan (work.ts), not two. Their wordings
 * don't overlap ("rather than pay ~'s mana cost" / "as though it had flash").
 */
const castPermission: AbilityCompiler = (text, card) => alternativeCost(text, card) ?? flashPermission(text, card);

/**
 * Layouts of one face whose text is read paragraph by paragraph: ordinary cards, Sagas (a
 * chapter paragraph is a triggered ability, CR 714.2) and Classes (level bars, CR 716.2).
 */
/**
 * Layouts read as one face. Schemes, planes and phenomena (`planar`) and vanguards are
 * nontraditional cards whose abilities function from the command zone (CR 408.1, 314.1): their
 * paragraphs are read like a permanent's.
 */
const ONE_FACE_LAYOUTS: readonly string[] = [
  'normal',
  'saga',
  'class',
  // A Case (CR 719) is an enchantment of one face; its "To solve" and "Solved" lines are abilities.
  'case',
  'leveler',
  'scheme',
  'planar',
  'vanguard',
  'emblem',
  // A mutate card (CR 702.140) is a creature card of one face; its Mutate line is an alternative cost.
  'mutate',
];

/** Ability compilers for a permanent's paragraphs, in the order tried. */
const PERMANENT_ABILITIES: AbilityCompiler[] = [
  // "As ~ enters, choose Khans or Dragons.\n• Khans — …": each mode read as an ability (CR 614.12).
  (text, card) => entersModes(text, (body) => tryAll(PERMANENT_ABILITIES, body, card)),
  deckConstruction,
  // "Start your engines!" (CR 702.179).
  startYourEngines,
  partnerWith,
  enterAsCopy,
  cantBeCountered,
  costChanges,
  castPermission,
  chapter,
  levelBar,
  toSolve,
  permanentCastingCost,
  enchant,
  keywordCostLine,
  exploitPayoff,
  triggered,
  powerUp,
  activated,
  statics,
  // "During your turn, …" / "As long as …, …" before any static ability the list above reads.
  (text, card) => conditionalStatic(text, (body) => tryAll(PERMANENT_ABILITIES, body, card)),
];
/**
 * An instant's or sorcery's "When you cycle ~, …" (CR 702.29c): a triggered ability of the card,
 * which triggers from the graveyard it was cycled into.
 */
const cycleTriggerLine: AbilityCompiler = (text, card) =>
  /^When you cycle ~, /.test(text) ? triggered(text, card) : null;

/** Lines of an instant or sorcery other than its effect. */
const SPELL_LINES: AbilityCompiler[] = [
  castingLine,
  spliceLine,
  keywordCostLine,
  cantBeCountered,
  costChanges,
  castPermission,
  cycleTriggerLine,
];

/** Appends a part's fields to the definition. */
function merge(def: CardDef, part: Part): void {
  for (const [k, v] of Object.entries(part) as [keyof Part, unknown][]) {
    if (Array.isArray(v))
      (def as unknown as Record<string, unknown[]>)[k] = [
        ...((def as unknown as Record<string, unknown[]>)[k] ?? []),
        ...v,
      ];
    else (def as unknown as Record<string, unknown>)[k] = v;
  }
}

/**
 * The abilities in quotation marks a part's static abilities give (CR 613.1f) with their printed
 * words: the quotations of the printed paragraph, in order, when there is one a grant.
 */
function grantsWithText(statics: NonNullable<Part['statics']>, printed: string): Part['statics'] {
  const quotes = (printed.replace(/\s*\([^()]*\)/g, '').match(/"[^"]*"/g) ?? []).map((q) => q.slice(1, -1));
  if (statics.reduce((n, st) => n + (st.grants?.length ?? 0), 0) !== quotes.length) return statics;
  let i = 0;
  return statics.map((st) =>
    st.grants
      ? {
          ...st,
          grants: st.grants.map((g) => {
            const text = quotes[i++] ?? '';
            return 'activated' in g ? { activated: { ...g.activated, text } } : { triggered: { ...g.triggered, text } };
          }),
        }
      : st,
  );
}

/** Puts the printed text on the abilities a part carries (for display and the log). */
function withText(part: Part, printed: string): Part {
  return {
    ...part,
    ...(part.statics?.some((st) => st.grants) ? { statics: grantsWithText(part.statics, printed) } : {}),
    ...(part.activated ? { activated: part.activated.map((a) => ({ ...a, text: printed })) } : {}),
    ...(part.triggered ? { triggered: part.triggered.map((t) => ({ ...t, text: printed })) } : {}),
  };
}

/** The grammar rules of the last reading {@link tryAll} accepted, when tracing (see CompileOptions). */
let lastRules: string[] | null = null;
let tracing = false;

/**
 * `read()`, or a refusal naming the bound when the card's work bound is hit (work.ts, issue 23):
 * the ability stays text.
 */
function bounded(read: () => AbilityResult): AbilityResult {
  try {
    return read();
  } catch (e) {
    if (e instanceof WorkLimit) return refuse(`not read: ${e.message}`);
    throw e;
  }
}

/** The refusal {@link bounded} returns, if `r` is one (no other compiler is tried after it). */
function isWorkRefusal(r: AbilityResult): boolean {
  return isRefusal(r) && r.refused.startsWith('not read: ');
}

function tryAll(compilers: AbilityCompiler[], text: string, card: CardFacts): AbilityResult {
  let refusal: AbilityResult = null;
  for (const c of compilers) {
    let r: AbilityResult;
    let rules: Set<string> | undefined;
    try {
      // Each reader scans the text at least once.
      spend(text.length);
      if (!tracing) r = c(text, card);
      else {
        const traced = traceRules(() => c(text, card));
        rules = traced.rules;
        r = traced.result;
      }
    } catch (e) {
      // The card's work bound (work.ts, issue 23): the ability stays text, no other reader is tried.
      if (e instanceof WorkLimit) return refuse(`not read: ${e.message}`);
      throw e;
    }
    if (isWorkRefusal(r)) return r;
    if (r && !isRefusal(r)) {
      if (rules) lastRules = [...rules];
      return r;
    }
    if (r && !refusal) refusal = r;
  }
  return refusal;
}

/** `a` with the rules of the reading just accepted, when tracing. */
function withRules(a: CompiledAbility): CompiledAbility {
  if (!tracing || !lastRules) return a;
  const rules = lastRules;
  lastRules = null;
  return { ...a, rules };
}

/**
 * Compiles one ability into `def`; returns what the compiled-abilities list says of it.
 * `section`: what the part of the card the ability is printed in makes of it (a Class level,
 * CR 716.2a; a leveler's level section, 711.2a); by default the ability as read.
 */
/** "When you unlock this door" outside a Room's half (CR 709.5): no door to name, refused. */
function unnamedDoor(r: AbilityResult): AbilityResult {
  if (!r || isRefusal(r) || !r.triggered?.some((t) => t.on.event === 'doorUnlocked' && !t.on.door)) return r;
  return refuse('"When you unlock this door" on a card that is not a Room');
}

/**
 * A Room card (CR 709.5): each half is cast as an enchantment spell of its own (`def.halves`,
 * with no spell ability), and its abilities are the card's, each had only while its door is
 * unlocked (room-doors.ts). The card's text is each half's, in order.
 */
function compileRoom(def: CardDef, faces: readonly CardFace[]): CompiledAbility[] {
  const abilities: CompiledAbility[] = [];
  def.halves = faces.map((f) => ({
    name: f.name,
    manaCost: f.mana_cost ?? '',
    typeLine: f.type_line ?? '',
    oracle: f.oracle_text ?? '',
    spell: { targets: [], steps: [] },
  }));
  for (const f of faces) {
    const card = cardFacts(f.name, f.type_line ?? '', f.oracle_text ?? '', f.mana_cost ?? '');
    for (const a of abilityTexts(f.oracle_text ?? '', selfNames(f.name, f.type_line ?? '')))
      if (a.text !== '') abilities.push(...compileAbility(def, a, card, (r) => behindDoor(r, f.name)));
  }
  return abilities;
}

function compileAbility(
  def: CardDef,
  a: AbilityText,
  card: CardFacts,
  section: (r: AbilityResult) => AbilityResult = (r) => r,
): CompiledAbility[] {
  const items = keywordItems(a.text);
  if (items) {
    const printedItems = keywordItems(a.printed.replace(/\s*\([^()]*\)/g, '')) ?? items;
    return items.map((item, i) => {
      const r = section(
        bounded(() => keywordItem(item.toLowerCase() === item ? item : item[0]?.toLowerCase() + item.slice(1), card)),
      );
      const text = printedItems[i] ?? item;
      if (r && !isRefusal(r)) {
        merge(def, r);
        return { text, enforced: true };
      }
      return { text, enforced: false, reason: r && isRefusal(r) ? r.refused : `no template matches "${item}"` };
    });
  }
  const read = withoutOtherOfAnother(
    withoutLostAuraSource(
      withoutLiveAmountFilter(
        withoutUnreadKicker(
          withoutUnchosenX(
            withoutUnchosenValue(
              withoutUnreadX(
                withOwnName(tryAll(card.isSpell ? SPELL_LINES : PERMANENT_ABILITIES, a.text, card), card),
                card,
              ),
              card,
            ),
            card,
          ),
          card,
        ),
      ),
    ),
  );
  // The printed text goes on activated and triggered abilities before the section places them.
  const r = unnamedDoor(section(read && !isRefusal(read) ? withText(read, a.printed) : read));
  if (r && !isRefusal(r)) {
    merge(def, r);
    return [withRules({ text: a.printed, enforced: true })];
  }
  return [
    { text: a.printed, enforced: false, reason: r && isRefusal(r) ? r.refused : `no template matches "${a.text}"` },
  ];
}

/**
 * Compiles one card. Never throws on card text: what it does not understand stays as text.
 * A card without abilities (a vanilla creature; a basic land, whose text is reminder text,
 * CR 305.6) is `full`. The work is bounded in proportion to the text (work.ts): an ability read
 * past the bound stays text with the reason, as do the abilities after it.
 */
export function compileCard(data: CardData, opts: CompileOptions = {}): CompiledCard {
  const allText = data.card_faces?.length
    ? `${data.oracle_text ?? ''}\n${data.card_faces.map((f) => f.oracle_text ?? '').join('\n')}`
    : (data.oracle_text ?? '');
  const chars =
    (data.oracle_text ?? '').length + (data.card_faces ?? []).reduce((n, f) => n + (f.oracle_text ?? '').length, 0);
  // The dungeons are read before a card that may lead into them (dungeon.ts), not inside its reading.
  if (
    /venture|initiative/i.test(`${data.oracle_text ?? ''}${(data.card_faces ?? []).map((f) => f.oracle_text).join('')}`)
  )
    readDungeons((d) => compileCard(d));
  // The Ring is read before a card that tempts you with it (the-ring.ts).
  if (/\bRing\b/.test(`${data.oracle_text ?? ''}${(data.card_faces ?? []).map((f) => f.oracle_text).join('')}`))
    readTheRing((d) => compileCard(d));
  tracing = !!opts.rules;
  try {
    return withCardWork(opts.workBudget ?? cardWorkBudget(chars), () => {
      try {
        const read = compileCardNow(data);
        // "named ~" is read only from a text that says "named" (own-name.ts).
        const compiled = /named/i.test(allText) ? withOwnNameLeft(read) : read;
        // Disturb's cost belongs to the face it casts, a transforming card's back (disturb.ts).
        if (settleDisturb(compiled.def, compiled.abilities)) compiled.status = statusOf(compiled.abilities);
        return compiled;
      } catch (e) {
        if (e instanceof WorkLimit) return unread(data, e);
        throw e;
      }
    });
  } finally {
    tracing = false;
    lastRules = null;
  }
}

/** A card whose reading went past the work bound outside any one ability: all of it stays text. */
function unread(data: CardData, e: WorkLimit): CompiledCard {
  const text = data.oracle_text || data.name;
  const reason = `not read: ${e.message}`;
  return {
    def: { ...printedDef(data), unenforced: [{ text, reason }] },
    status: 'none',
    abilities: [{ text, enforced: false, reason }],
  };
}

/** The definition's printed characteristics, before any ability is read. */
function printedDef(data: CardData): CardDef {
  const power = printedNumber(data.power);
  const toughness = printedNumber(data.toughness);
  const loyalty = printedNumber(data.loyalty);
  const defense = printedNumber(data.defense);
  return {
    name: data.name,
    manaCost: data.mana_cost ?? '',
    typeLine: data.type_line ?? '',
    oracle: data.oracle_text ?? '',
    ...(power !== undefined ? { power } : {}),
    ...(toughness !== undefined ? { toughness } : {}),
    ...(loyalty !== undefined ? { loyalty } : {}),
    ...(defense !== undefined ? { defense } : {}),
    ...(data.id ? { scryfallId: data.id } : {}),
  };
}

function compileCardNow(data: CardData): CompiledCard {
  const layout = data.layout ?? 'normal';
  const prototype = prototypeLine(data);
  if (prototype) {
    // CR 702.160a: the rest of the card is read as any card of one face; the line is a way to cast it.
    const { def, abilities } = compileCardNow({ ...data, layout: 'normal', oracle_text: prototype.rest });
    def.oracle = data.oracle_text ?? '';
    const all = [withPrototype(def, prototype.line), ...abilities];
    return { def, status: statusOf(all), abilities: all };
  }
  if (isDoubleFacedLayout(layout) && data.card_faces?.length) {
    // CR 712: each face is a card of its own; the card is full only when both faces are.
    const { def, abilities } = compileDoubleFaced(data, compileCardNow);
    return { def, status: statusOf(abilities), abilities };
  }
  if (layout === 'meld' && !data.card_faces?.length) return compileMeld(data);
  const oracle = data.oracle_text ?? '';
  const typeLine = data.type_line ?? '';
  const power = printedNumber(data.power);
  const toughness = printedNumber(data.toughness);
  const loyalty = printedNumber(data.loyalty);
  const def = printedDef(data);
  const card = cardFacts(data.name, typeLine, oracle, data.mana_cost ?? '');
  const abilities: CompiledAbility[] = [];
  // An adventurer card (CR 715): the creature is read as a card of one face, its Adventure as a spell.
  const adventure = adventureFace(data);
  if (layout === 'split' && data.card_faces && isRoomCard(data.card_faces)) {
    abilities.push(...compileRoom(def, data.card_faces));
  } else if (layout === 'split' && data.card_faces?.length === 2) {
    abilities.push(...compileSplit(def, data.card_faces));
  } else if (layout === 'dungeon' && typeLine === 'Dungeon') {
    abilities.push(...compileDungeon(def, oracle, card));
  } else if (!adventure && (!ONE_FACE_LAYOUTS.includes(layout) || data.card_faces?.length)) {
    abilities.push({
      text: oracle || data.name,
      enforced: false,
      reason: `cards with the "${layout}" layout are not compiled yet`,
    });
  } else {
    const texts = abilityTexts(oracle, selfNames(data.name, typeLine)).filter((a) => a.text !== '');
    const effect: AbilityText[] = [];
    const leveler: AbilityText[] = [];
    // A Class's abilities after "[Cost]: Level N" belong to level N (CR 716.2a).
    let level = 1;
    const ring = layout === 'emblem' && data.name === THE_RING_NAME;
    let ringAbilities = 0;
    for (const a of texts) {
      if (card.isSpell) {
        const line = tryAll(SPELL_LINES, a.text, card);
        if (line === null && !keywordItems(a.text)) {
          effect.push(a);
          continue;
        }
      }
      if (layout === 'leveler') {
        leveler.push(a);
        continue;
      }
      // A Case's "Solved — [ability]" works only while it is solved (CR 702.169).
      const solved = solvedAbilityText(a.text, card);
      if (solved !== null) {
        abilities.push(...compileAbility(def, { ...a, text: solved }, card, whenSolved));
        continue;
      }
      // "Max speed — [ability]": had only while its controller has max speed (CR 702.178).
      const fast = card.subtypes.includes('Class') ? null : maxSpeedAbilityText(a.text);
      if (fast !== null) {
        abilities.push(...compileAbility(def, { ...a, text: fast }, card, withMaxSpeed));
        continue;
      }
      const bar = card.subtypes.includes('Class') ? levelBarNumber(a.text) : null;
      // The Ring gains its abilities one at a time, top to bottom (CR 701.54a): the Nth is level N.
      if (ring) level = ++ringAbilities;
      const at = bar === null ? level : 1;
      abilities.push(...compileAbility(def, a, card, (r) => atLevel(r, at)));
      if (bar !== null) level = bar;
    }
    if (leveler.length) abilities.push(...compileLeveler(def, leveler, card));
    // The spell ability is every paragraph that is not about how it is cast (CR 113.3a).
    const whole = effect.map((a) => a.text).join(' ');
    if (effect.length) {
      const seen: { rules?: Set<string> } = {};
      const read = bounded(() => {
        if (!tracing) return compileSpellEffect(whole, card);
        const traced = traceRules(() => compileSpellEffect(whole, card));
        seen.rules = traced.rules;
        return traced.result;
      });
      const r = withoutOtherOfAnother(
        withoutOtherThanNamed(
          withoutLiveAmountFilter(
            withoutUnchosenValue(
              withoutUnreadKicker(withoutUnchosenX(withoutUnreadX(withOwnName(read, card), card), card), card),
              card,
            ),
          ),
        ),
      );
      if (r && !isRefusal(r)) {
        merge(def, r);
        const rules = seen.rules ? { rules: [...seen.rules] } : {};
        abilities.push(...effect.map((a) => ({ text: a.printed, enforced: true, ...rules })));
      } else {
        const reason = r && isRefusal(r) ? r.refused : "the spell's effect is not understood";
        abilities.push(...effect.map((a) => ({ text: a.printed, enforced: false, reason })));
      }
    }
    settleOverload(def, abilities, def.spell ? whole : null, card);
    settleAwaken(def, abilities, def.spell ? whole : null, card);
    settleCipher(def, abilities);
    settleSplice(def, abilities);
    settleAlternativeCosts(def, abilities);
    if (adventure) abilities.push(...compileAdventure(def, adventure, layout));
    if (data.loyalty && loyalty === undefined) {
      // "X" loyalty (CR 306.5b: it enters with X loyalty counters, X read from how it was cast).
      abilities.push({
        text: `Loyalty ${data.loyalty}`,
        enforced: false,
        reason: 'its starting loyalty is not a number the engine reads',
      });
    }
    if (/\bBattle\b/.test(typeLine) && def.defense === undefined) {
      // CR 310.4b: a battle enters with defense counters equal to its printed defense.
      abilities.push({
        text: `Defense ${data.defense ?? '?'}`,
        enforced: false,
        reason: "its printed defense is not a number the engine reads (or the card data doesn't give it)",
      });
    }
    // A "*" power or toughness is defined by a characteristic-defining ability (CR 604.3) that
    // must have been read for each of the two that is not a number.
    const defined = (k: 'power' | 'toughness') =>
      !!def.statics?.some((s) => s.definesPT?.[k] !== undefined && 'self' in s.affects);
    if ((data.power && power === undefined) || (data.toughness && toughness === undefined)) {
      const unread =
        (data.power && power === undefined && !defined('power')) ||
        (data.toughness && toughness === undefined && !defined('toughness'));
      if (unread) {
        abilities.push({
          text: `${data.power}/${data.toughness}`,
          enforced: false,
          reason: 'its power and toughness are defined by an ability the engine does not read',
        });
      }
    }
  }
  const unenforced = abilities.filter((a) => !a.enforced);
  if (unenforced.length) def.unenforced = unenforced.map((a) => ({ text: a.text, reason: a.reason ?? '' }));
  return { def, status: statusOf(abilities), abilities };
}

/**
 * A card of the `meld` layout (CR 712.4, meld.ts): a melded permanent's face stays text; a meld
 * pair's card is read as any card of one face, its paragraphs that meld (701.42a) left as text.
 */
function compileMeld(data: CardData): CompiledCard {
  const { rest, meld } = isMeldedFace(data) ? { rest: null, meld: [] } : splitMeldInstruction(data.oracle_text ?? '');
  const read = rest === null ? null : compileCardNow({ ...data, layout: 'normal', oracle_text: rest });
  const def = read ? read.def : printedDef(data);
  def.oracle = data.oracle_text ?? '';
  const abilities = read ? [...read.abilities, ...meld.map(meldInstructionAbility)] : meldedFaceAbilities(data);
  const unenforced = abilities.filter((a) => !a.enforced);
  if (unenforced.length) def.unenforced = unenforced.map((a) => ({ text: a.text, reason: a.reason ?? '' }));
  return { def, status: statusOf(abilities), abilities };
}

/**
 * A leveler card's lines (CR 711): "Level up [cost]", the abilities before the first level
 * section, then each section's heading, P/T box and abilities (abilities/leveler.ts).
 */
function compileLeveler(def: CardDef, lines: readonly AbilityText[], card: CardFacts): CompiledAbility[] {
  const out: CompiledAbility[] = [];
  let range: Range | null = null;
  for (let i = 0; i < lines.length; i++) {
    const a = lines[i] as AbilityText;
    const stripe = levelStripe(a.text);
    if (stripe) {
      range = stripe;
      const next = lines[i + 1];
      const box = next && levelBox(next.text);
      const text = next ? `${a.printed}\n${next.printed}` : a.printed;
      if (!box) {
        out.push({ text, enforced: false, reason: 'a level section without a power/toughness box is not read' });
        continue;
      }
      merge(def, { statics: [levelBoxStatic(stripe, box)] });
      out.push({ text, enforced: true });
      i++;
      continue;
    }
    const up = levelUp(a.text, card);
    if (up && !range) {
      if (isRefusal(up)) out.push({ text: a.printed, enforced: false, reason: up.refused });
      else {
        merge(def, up);
        out.push({ text: a.printed, enforced: true });
      }
      continue;
    }
    const within = range;
    out.push(...compileAbility(def, a, card, within ? (r) => withLevelCounters(r, within) : undefined));
  }
  return out;
}

/** `full` when every ability is enforced, `none` when none is, else `partial`. */
function statusOf(abilities: readonly CompiledAbility[]): EnforcementStatus {
  const unenforced = abilities.filter((a) => !a.enforced).length;
  return !unenforced ? 'full' : unenforced < abilities.length ? 'partial' : 'none';
}
