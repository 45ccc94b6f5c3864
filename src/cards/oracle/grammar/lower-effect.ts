/**
 * Lowering an effect's sentences (sentence.ts) to steps, in text order (CR 608.2c): clauses to
 * their verbs' steps, frames to guards ("If you do", 608.2d), payments, checks and delayed
 * triggered abilities (603.7). A sentence that can't be lowered in full fails the effect (never
 * guess); the build is then left as it was.
 */
import { spellsByCharacteristics } from '../phrases/spell-characteristics';
import { isReadableManaCost, type Amount, type Condition, type Ref, type StepSpec } from '../../../engine';
import { freshVar, type Build } from '../build';
import { lastRoll, lowerAmount } from './amounts';
import { lowerChoosePair, lowerFightEachOther } from './choose-pair';
import {
  afterConditional,
  effectCondition,
  itIsSourceAfter,
  noSourceDefault,
  paidCostCondition,
  unsureConditional,
} from './effect-conditions';
import { isEachPlayer, lowerEachUnless } from './each-unless';
import { lowerHaveDeal } from './have-deal';
import { actionDone } from './action-done';
import { lowerMayEither } from './may-either';
import { lowerMayPayAnd } from './may-pay-and';
import { forEachSteps } from './for-each';
import { forEachPlayerSteps } from './for-each-player';
import { lowerForEachCopy } from './for-each-copy';
import { lowerForEachController } from './for-each-controller';
import { countersPerPrevented } from './prevented-this-way';
import { noteGroup } from './groups';
import { lowerPumpInstead } from './pump-instead';
import { lowerDamageInstead, sameRecipient } from './damage-instead';
import { lowerTokensInstead } from './tokens-instead';
import { LOWER_VP, type Vp } from './effects';
import { tokenAbilities } from './effects/misc';
import { isOneObject, type Lower, type VerbCtx } from './effects/verb';
import { lowerNP, noteMoved } from './lower-nouns';
import { votesCondition } from './votes';
import type { NP } from './nouns';
import type { Clause, Payment, Sentence } from './sentence';

/** The one opponent of a two-player game (CR 102.2): "each opponent". */
const OPPONENT: Ref = { ref: 'players', which: 'opponents' };

/** Whether `r` is {@link OPPONENT}. */
function isOpponent(r: Ref | null): boolean {
  return r?.ref === 'players' && r.which === 'opponents';
}

/**
 * "Each opponent sacrifices a permanent of their choice unless they pay {3}", "Each opponent
 * loses 2 life unless they discard a card": with one clause whose subject is "each opponent",
 * "they" / "that player" after "unless" is that opponent, one player in a two-player game
 * (CR 102.2); null otherwise.
 */
function eachOpponentIs(clauses: readonly Clause[], np: NP): Ref | null {
  const [c] = clauses;
  if (clauses.length !== 1 || !c || c.kind !== 'player') return null;
  if (c.subject?.k !== 'players' || c.subject.which !== 'opponents') return null;
  return np.k === 'pronoun' && (np.word === 'they' || np.word === 'that player') ? OPPONENT : null;
}

/** The card a "When that creature dies this turn" ability finds in the graveyard (CR 400.7e). */
const DIED_CARD = JSON.stringify({ ref: 'trigger', key: 'card' });

/** A step that names the died creature's card only as the object a move takes out of the graveyard. */
function movesDiedCardOnly(st: StepSpec): boolean {
  if (!JSON.stringify(st).includes(DIED_CARD)) return true;
  if (st.do !== 'moveTo' || JSON.stringify(st.what) !== DIED_CARD) return false;
  const { what: _w, ...rest } = st;
  return !JSON.stringify(rest).includes(DIED_CARD);
}

function snapshot(b: Build): Build {
  return { ...b, targets: [...b.targets], steps: b.steps.map((s) => ({ ...s })) };
}

/** Adds `when` to every step built from `from` on (combining with a `when` a step already has). */
/** Makes the steps built from `from` on happen only when `when` holds as they are reached (CR 608.2c). */
export function guard(b: Build, from: number, when: Condition): void {
  for (const step of b.steps.slice(from)) step.when = step.when ? { all: [when, step.when] } : when;
  // After "Reveal the top card of your library.", an "it" bound inside this branch (a token
  // created, a card moved) may not exist; a later "If it's a land card" means the revealed card:
  // neither is named from here on.
  const it = b.it;
  if (b.topCard && it?.ref === 'var' && it.name !== b.topCard)
    if (b.steps.slice(from).some((st) => (st as { as?: string }).as === it.name))
      Object.assign(b, { it: null, itUnnamed: true });
}

/** "the result is 3 or less", a results table's "10—19": the roll kept in `roll` is in `range`. */
export function resultIn(roll: string, range: { min?: number; max?: number }): Condition {
  const parts: Condition[] = [];
  if (range.min !== undefined) parts.push({ compare: [{ varAmount: roll }, '>=', range.min] });
  if (range.max !== undefined) parts.push({ compare: [{ varAmount: roll }, '<=', range.max] });
  return parts.length === 1 ? (parts[0] as Condition) : { all: parts };
}

/**
 * Marks "sacrifice two Foods" built from `from` on as all or none: a choice or cost (CR 118.12)
 * is done in full or not at all, so a player with one Food sacrifices nothing.
 */
function allOrNone(b: Build, from: number): void {
  for (const step of b.steps.slice(from)) if (step.do === 'sacrificeChosen' && step.count) step.exactly = true;
}

/** The variable of the last "you may" / "pay" step: what "If you do" refers to. */
function lastChoice(b: Build): string | null {
  for (let i = b.steps.length - 1; i >= 0; i--) {
    const st = b.steps[i] as StepSpec;
    if (
      st.do === 'may' ||
      st.do === 'payMana' ||
      st.do === 'payEnergy' ||
      st.do === 'payLife' ||
      st.do === 'payManaAndLife'
    )
      return st.as;
    // "You may cast a spell from your hand … If you do": whether a spell was cast.
    if (st.do === 'castFromHand') return st.as ?? null;
    // "You may put a land card from among them into your hand. If you don't, …": whether one was
    // put. Not after one pick of several ("a creature card and/or a land card": which one?).
    if (st.do === 'pickAmong' && st.upTo) {
      const before = b.steps[i - 1];
      if (before?.do === 'pickAmong' && JSON.stringify(before.from) === JSON.stringify(st.from)) return null;
      return (st.as ??= freshVar(b, 'picked'));
    }
  }
  return null;
}

/**
 * Steps that may not happen when a player says yes to them, each with its result naming what
 * was done ("you may sacrifice a creature" with none, "you may remove a +1/+1 counter" with
 * none, "you may return a land you control" choosing none, "you may sacrifice it" or "exile it"
 * once it has left): "If you do" reads that result too.
 * (A discard short of its count marks the choice itself as not done, in the engine.)
 */
const MAY_FAIL = new Set<StepSpec['do']>([
  'sacrificeChosen',
  'removeCounters',
  'choose',
  'sacrifice',
  'moveTo',
  'blight',
  'handToLibrary',
]);

/**
 * Instructions "unless you …" may name, each of which the engine can tell was done or not: a
 * discard (short of its count, the choice is marked not done), a sacrifice or a choice of what to
 * return (its result), a move of what was chosen.
 */
const DOABLE = new Set<StepSpec['do']>(['discard', 'sacrificeChosen', 'choose', 'moveTo']);

/**
 * What "If you do" / "When you do" tests (CR 608.2c, 603.12): the last "you may" / "pay"
 * answered yes and, for an instruction that may not happen, that it happened. Null when there
 * is no such choice, or it can't be read (another player's yes to what they may be unable to do).
 */
/**
 * What names each moved object after two exclusive branches ("If you do, … Otherwise, …"): the
 * same in both, or nothing (null) where they differ, as either may have happened.
 */
function mergeMoved(
  a: Record<string, Ref | null> | undefined,
  z: Record<string, Ref | null> | undefined,
): Record<string, Ref | null> | undefined {
  if (!a && !z) return undefined;
  const out: Record<string, Ref | null> = {};
  for (const k of new Set([...Object.keys(a ?? {}), ...Object.keys(z ?? {})]))
    out[k] = JSON.stringify(a?.[k]) === JSON.stringify(z?.[k]) ? (a?.[k] ?? null) : null;
  return out;
}

/** One condition, or "any of" several. */
function anyOf(cs: Condition[]): Condition {
  return cs.length === 1 ? (cs[0] as Condition) : { any: cs };
}

/**
 * One way to pay "unless [player] [does it]" (CR 118.12, 608.2d): the player (`who`, else you) is
 * asked, and the action built guarded by the yes; `only`, when given, asks only if it holds (an
 * earlier way wasn't taken). What tells it was done, or null when it can't be read.
 */
function unlessWay(b: Build, action: Clause, text: string, who: Ref | null, only: Condition | null): Condition | null {
  const may = freshVar(b, 'may');
  b.steps.push({
    do: 'may',
    prompt: mayPrompt(who ? askedOfThem(text) : text),
    as: may,
    ...(who ? { player: who } : {}),
    ...(only ? { when: only } : {}),
  });
  const from = b.steps.length;
  const named = pronouns(b);
  // "Each opponent loses 3 life unless they discard a card": "they" is that opponent.
  const outerPlayer = b.player;
  if (isOpponent(who)) b.player = who;
  const acted = lowerClauses(b, [action]);
  b.player = outerPlayer;
  if (!acted) return null;
  Object.assign(b, named);
  // It is a cost (CR 118.12): paid in full or not at all. Only one instruction the engine can
  // tell was done: cards discarded, one permanent sacrificed, one chosen and returned.
  const steps = b.steps.slice(from);
  const paid = steps.filter((st) => st.do !== 'moveTo');
  if (steps.some((st) => !DOABLE.has(st.do)) || paid.length !== 1) return null;
  // "unless you discard two cards": a cost, so with fewer than two nothing is discarded (CR 118.3).
  const d = paid[0];
  if (d?.do === 'discard' && d.count !== 1) {
    if (typeof d.count !== 'number' || d.random || d.chosenBy) return null;
    d.exactly = true;
  }
  // Another player's action is theirs: a sacrifice or discard by that player, no one else.
  if (who && steps.some((st) => !('player' in st) || JSON.stringify(st.player) !== JSON.stringify(who))) return null;
  guard(b, from, { var: may });
  allOrNone(b, from);
  if (lastChoice(b) !== may) return null;
  // Each instruction it may choose is one the engine tells was done (DOABLE): read for any player.
  return doneCondition(b, true);
}

function doneCondition(b: Build, tracked = false): Condition | null {
  const v = lastChoice(b);
  if (!v || (!tracked && otherPlayerMayUnsure(b, v))) return null;
  const did: Condition[] = [];
  for (const st of b.steps) {
    if (!st.when || !('var' in st.when) || st.when.var !== v || !MAY_FAIL.has(st.do)) continue;
    // "You may sacrifice it / exile it. If you do, …": not done if it has left (CR 400.7, 701.21a).
    if (st.do === 'removeCounters' || st.do === 'sacrifice' || st.do === 'moveTo' || st.do === 'handToLibrary')
      st.as ??= freshVar(b, 'did');
    const as = (st as { as?: string }).as;
    if (!as) return null;
    did.push({ var: as });
  }
  return did.length ? { all: [{ var: v }, ...did] } : { var: v };
}

/**
 * Forgets what names a target of the ability being built (`{ ref: 'target' }`), for a reflexive
 * ability read inside it, whose target slots are its own (CR 603.12): "it" there names nothing.
 */
function forgetTargets(b: Build): void {
  const names = (r: unknown) => JSON.stringify(r ?? null).includes('"ref":"target"');
  if (names(b.it)) Object.assign(b, { it: null, itUnnamed: true });
  if (names(b.player)) b.player = null;
  if (names(b.subject)) b.subject = null;
  if (names(b.chosen)) delete b.chosen;
  if (b.moved) b.moved = Object.fromEntries(Object.entries(b.moved).filter(([k, r]) => !names(k) && !names(r)));
}

/**
 * Instructions a player can always follow in full: saying yes to them is doing them. Having an
 * object deal you damage is done by choosing it, whatever the damage then does (CR 118.12).
 */
const ALWAYS_DONE = new Set<StepSpec['do']>(['draw', 'createToken', 'search', 'shuffle', 'gainLife', 'damage']);

/**
 * Instructions done once as they resolve (no lasting effect): what "… unless [condition]" may
 * name, the condition checked just before (CR 608.2c).
 */
const ONE_SHOT = new Set<StepSpec['do']>([
  'damage',
  'loseLife',
  'gainLife',
  'draw',
  'discard',
  'mill',
  'sacrifice',
  'sacrificeChosen',
  'destroy',
  'moveTo',
  'tap',
  'untap',
  'addCounters',
  'createToken',
]);

/** Whether the last choice was asked of the one opponent ("any opponent may …", CR 102.2). */
function askedOfOpponent(b: Build): boolean {
  const v = lastChoice(b);
  const may = b.steps.find((st) => st.do === 'may' && st.as === v);
  return may?.do === 'may' && !!may.player && isOpponent(may.player);
}

/**
 * Whether "If that player does" can't be read from another player's "may" answer `v`: a yes to
 * an instruction they may be unable to follow ("may sacrifice a creature" with none, "may
 * discard a card" with an empty hand) is not doing it, and the engine keeps only the answer.
 */
function otherPlayerMayUnsure(b: Build, v: string): boolean {
  const may = b.steps.find((st) => st.do === 'may' && st.as === v);
  if (!may || may.do !== 'may' || !may.player) return false;
  return b.steps.some((st) => st.when && JSON.stringify(st.when).includes(`"var":"${v}"`) && !ALWAYS_DONE.has(st.do));
}

/** "Discard a card?": the words of a "may" / "unless" choice as its prompt. */
function mayPrompt(text: string): string {
  return `${text[0]?.toUpperCase()}${text.slice(1)}?`;
}

/**
 * The words of "unless that player sacrifices a creature of their choice" as asked of that player:
 * "sacrifice a creature" (the verb as said to them; the choice is theirs anyway).
 */
function askedOfThem(text: string): string {
  return text
    .replace(/^(sacrifice|discard|pay|put|return|exile|tap|reveal)s\b/, '$1')
    .replace(/ of their choice\b/g, '');
}

/**
 * The step paying a cost while resolving (CR 118.1): mana ("pay {2}{U}", X noted on the build),
 * or energy ("pay {E}{E}": that many energy counters, CR 107.14); null for a cost mixing both or
 * with a symbol that is neither.
 */
function paymentStep(b: Build, cost: Payment, as: string, player: Ref | null): StepSpec | null {
  const who = player ? { player } : {};
  if (typeof cost !== 'string') {
    // "pay 2 life", "pay X life" (X defined by "where X is …", or the spell's own; CR 119.4).
    const count = lowerAmount(b, cost.life);
    if (count === null) return null;
    if (cost.mana === undefined) return { do: 'payLife', count, as, ...who };
    // "pay {1} and 2 life": both or neither (CR 118.3); a fixed mana cost only.
    if (!isReadableManaCost(cost.mana) || /\{X\}/.test(cost.mana) || /^(\{E\})+$/i.test(cost.mana)) return null;
    return { do: 'payManaAndLife', cost: cost.mana, life: count, as, ...who };
  }
  if (/^(\{E\})+$/i.test(cost)) return { do: 'payEnergy', count: cost.length / 3, as, ...who };
  if (!isReadableManaCost(cost)) return null;
  if (/\{X\}/.test(cost)) b.usesX = true;
  return { do: 'payMana', cost, as, ...who };
}

/**
 * Whether "pay {X}" in the ability being built has an X nothing else defines, chosen as it is
 * paid (CR 107.3f): a triggered ability's (Decree of Justice's cycling trigger: not the spell's
 * X; no card in the pool asks to "pay {X}" in an enters trigger, where 107.3m would apply), a
 * chapter ability's, or a spell's without {X} in its mana cost. An activated ability's X is its
 * cost's.
 */
function xChosenOnPayment(b: Build): boolean {
  if (b.activated) return false;
  return b.trigger !== null || !b.card.spellWithX;
}

/** "X" after a "pay {X}" whose X is chosen as it is paid reads that choice (the steps from `from` on). */
function settlePaidX(b: Build, from: number): void {
  const paid = b.paidX;
  if (!paid) return;
  b.steps.splice(from, b.steps.length - from, ...b.steps.slice(from).map((st) => replaceX(st, { varAmount: paid })));
}

/** A copy of `v` with every `{ x: true }` replaced by `x`. */
function replaceX<T>(v: T, x: Amount): T {
  if (Array.isArray(v)) return v.map((e) => replaceX(e, x)) as T;
  if (v && typeof v === 'object') {
    if ('x' in v && (v as { x: unknown }).x === true && Object.keys(v).length === 1) return x as T;
    return Object.fromEntries(Object.entries(v).map(([k, e]) => [k, replaceX(e, x)])) as T;
  }
  return v;
}

/**
 * The clauses split before their last instruction: `[those before, the last]`. A last clause of
 * several verbs is split only when it is an instruction to you (no subject to name twice); one
 * with a subject stays whole.
 */
function lastInstruction(clauses: readonly Clause[]): [Clause[], Clause | null] {
  const last = clauses[clauses.length - 1];
  if (!last) return [[], null];
  const before = clauses.slice(0, -1);
  if (last.vps.length === 1 || last.subject !== null) return [before, last];
  return [[...before, { ...last, vps: last.vps.slice(0, -1) }], { ...last, vps: last.vps.slice(-1) }];
}

/** A "pay {X}" step (not one whose X is chosen as it is paid) paying the amount `x` defines: {1}, `x` times. */
function definedX(st: StepSpec, x: Amount): StepSpec {
  if (st.do !== 'payMana' || st.cost !== '{X}' || st.xAs || st.times !== undefined) return st;
  return { ...st, cost: '{1}', times: x };
}

/** A step whose amount is divided among its targets as it goes on the stack (CR 601.2d). */
function isDivided(st: StepSpec): boolean {
  return (st.do === 'damage' || st.do === 'distributeCounters') && !!st.divided;
}

/**
 * Divided damage (or distributed counters) is divided as the spell or ability goes on the stack
 * (CR 601.2d), so its amount must be known then: a number or the X chosen for it, never an
 * amount defined later.
 */
function fixedDivisions(steps: readonly StepSpec[]): boolean {
  return steps.every(
    (st) =>
      (st.do !== 'damage' && st.do !== 'distributeCounters') ||
      !st.divided ||
      typeof st.amount === 'number' ||
      'x' in st.amount,
  );
}

/**
 * A verb that could have had a duration and has none, followed in the same sentence by one that
 * ends with a duration ("becomes blue and gains flying until end of turn"): the duration may be
 * meant for both (CR 611.2a), so the sentence is not read (never guess).
 */
function ambiguousDuration(clauses: readonly Clause[]): boolean {
  const vps = clauses.flatMap((c) => c.vps) as (Vp & { durationless?: boolean; lasting?: boolean })[];
  const lastLasting = vps.map((v) => !!v.lasting).lastIndexOf(true);
  return vps.slice(0, Math.max(0, lastLasting)).some((v) => v.durationless);
}

/** Whether a tree names the source ("~", "this creature") anywhere. */
function mentionsSelf(v: unknown): boolean {
  if (Array.isArray(v)) return v.some(mentionsSelf);
  if (!v || typeof v !== 'object') return false;
  if ((v as { k?: unknown }).k === 'self') return true;
  return Object.values(v).some(mentionsSelf);
}

/**
 * Whether "it" in the clauses after `c` names the source: `c` named it ("put a +1/+1 counter on
 * this creature, then it deals damage …"; "this creature gets +1/+1. Untap it.") and named no new
 * object "it" could mean. Only where the trigger's own object is not the source (a spell that was
 * cast) or there is none: there "it" would otherwise name the spell, or nothing.
 */
function namesSelfPast(b: Build, c: Clause): boolean {
  if (!b.trigger || (b.trigger.object && b.trigger.object !== 'spell')) return false;
  return mentionsSelf(c);
}

function lowerClause(b: Build, c: Clause, until?: VerbCtx['until']): boolean {
  let actor: Ref | null;
  if (c.subject === null) actor = { ref: 'you' };
  else {
    const objectVerb = c.kind === 'object';
    // The subject as named; a verb that acts on it reads it through actedOn (CR 400.7j).
    actor = lowerNP(b, c.subject, objectVerb ? 'object' : 'player', true);
    if (!actor) return false;
  }
  // "its" in the verb phrase is the subject's ("~ deals damage equal to its power"); a target
  // subject is also what "it" names next ("Target creature gets +2/+2. It gains flying").
  const outer = b.subject;
  b.subject = c.kind === 'object' && isOneObject(b, actor) ? actor : null;
  const itBefore = b.it;
  const from = b.steps.length;
  try {
    for (const vp of c.vps) {
      const lower = LOWER_VP[vp.k as Vp['k']] as Lower<Vp>;
      if (!lower(vp, { b, actor, subject: c.subject, ...(until ? { until } : {}) })) return false;
    }
    if (b.it === null && itBefore === null && namesSelfPast(b, c)) b.it = { ref: 'source' };
  } finally {
    b.subject = outer;
  }
  // "Creatures you control get +2/+1 …": what "those creatures" names next (CR 608.2c).
  noteGroup(b, from);
  return true;
}

function lowerClauses(b: Build, cs: readonly Clause[], until?: VerbCtx['until']): boolean {
  if (ambiguousDuration(cs)) return false;
  return cs.every((c) => lowerClause(b, c, until));
}

/** What "it" names now (see {@link beforeTokens}). */
function pronouns(b: Build): Pick<Build, 'it' | 'itUnnamed' | 'tokens' | 'them'> {
  return { it: b.it, itUnnamed: b.itUnnamed, tokens: b.tokens, them: b.them };
}

/**
 * Reads an amount the instruction before it is measured with ("create X tokens, where X is that
 * creature's power", "create a token for each counter on it"): it is counted before the tokens
 * exist (CR 608.2h), so "it" there can't name tokens the sentence created, and names what it
 * named before the sentence (or the triggering event's object; nothing else).
 */
function beforeTokens<T>(b: Build, before: ReturnType<typeof pronouns>, read: () => T): T {
  if (b.tokens === before.tokens) return read();
  const after = pronouns(b);
  // With nothing named before, "it" is the triggering event's object, never the source by default.
  Object.assign(b, before, before.it === null && !b.trigger?.object ? { itUnnamed: true } : {});
  try {
    return read();
  } finally {
    Object.assign(b, after);
  }
}

/** The counters a condition counts ("there are three or more ribbon counters on ~"), if that is all it is. */
function countedBy(cond: Condition): Build['counted'] {
  if (!('compare' in cond)) return undefined;
  const [a] = cond.compare;
  return typeof a === 'object' && 'countersOn' in a && a.counter
    ? { what: a.countersOn, counter: a.counter }
    : undefined;
}

/**
 * A step "For each …, …" may scale when the count is written first (CR 608.2h): one that names
 * nothing the words could take as the thing counted — tokens you create, counters on the source
 * itself, "creatures you control get +1/+1" (a group read as it resolves, 611.2c).
 */
function namesNothingCounted(st: StepSpec): boolean {
  if (st.do === 'may') return true;
  if (st.do === 'createToken') return !st.player;
  if (st.do === 'addCounters') return st.what.ref === 'source';
  if (st.do === 'pump') {
    const f = st.what.ref === 'all' ? st.what.filter : undefined;
    return !!f && (f.controller === undefined || f.controller === 'you') && !JSON.stringify(f).includes('"ref"');
  }
  return false;
}

/** Lowers one sentence; false when any part can't be lowered. */
function lowerSentence(b: Build, s: Sentence): boolean {
  switch (s.k) {
    case 'do':
      return lowerClauses(b, s.clauses);
    case 'until': {
      // "Until end of turn, it gets +2/+0 and gains haste": only verbs that take a duration read it.
      const from = b.steps.length;
      if (!lowerClauses(b, s.clauses, s.until)) return false;
      // A restriction ("Until your next turn, target creature can't attack or block") lasts as long.
      // A choice asked as it resolves ("gains your choice of flying or haste", CR 608.2d) only
      // decides which of those lasting steps apply.
      return b.steps
        .slice(from)
        .every(
          (st) =>
            st.do === 'may' ||
            st.do === 'pump' ||
            st.do === 'becomes' ||
            st.do === 'becomeCopy' ||
            ((st.do === 'restrict' ||
              st.do === 'restrictAll' ||
              st.do === 'banCast' ||
              st.do === 'changeSpellCosts' ||
              st.do === 'gainControl') &&
              st.until === s.until),
        );
    }
    case 'mayTapOrUntap': {
      const what = lowerNP(b, s.what, 'object');
      if (!what) return false;
      const tapIt = freshVar(b, 'may');
      const untapIt = freshVar(b, 'may');
      b.steps.push(
        { do: 'may', prompt: `Tap ${s.text}?`, as: tapIt },
        { do: 'tap', what, when: { var: tapIt } },
        { do: 'may', prompt: `Untap ${s.text}?`, as: untapIt, when: { not: { var: tapIt } } },
        { do: 'untap', what, when: { all: [{ not: { var: tapIt } }, { var: untapIt }] } },
      );
      return true;
    }
    case 'may': {
      const as = freshVar(b, 'may');
      // Another player's choice: one player, named before the choice is asked.
      const who = s.who ? lowerNP(b, s.who, 'player') : null;
      if (s.who && (!who || who.ref === 'players' || who.ref === 'union' || who.ref === 'all')) return false;
      b.steps.push({ do: 'may', prompt: `${s.text}?`, as, ...(who ? { player: who } : {}) });
      const from = b.steps.length;
      // "Target player may search their library …": one target, chosen once (CR 115.1); the
      // player who chooses is the one who acts, so the clauses name that player, not a new target.
      const clauses =
        s.who?.k === 'target'
          ? s.clauses.map((c) =>
              c.subject === s.who ? { ...c, subject: { k: 'pronoun' as const, word: 'that player' as const } } : c,
            )
          : s.clauses;
      if (!lowerClauses(b, clauses)) return false;
      guard(b, from, { var: as });
      allOrNone(b, from);
      return true;
    }
    case 'mayEither':
      return lowerMayEither(b, s.options, lowerClauses, guard);
    case 'mayPayAnd':
      return lowerMayPayAnd(b, s.cost, s.action, lowerClauses, guard);
    case 'mayPay': {
      const who = s.who.k === 'you' ? null : lowerNP(b, s.who, 'player');
      if (s.who.k !== 'you' && !who) return false;
      const usedX = b.usesX;
      const pay = paymentStep(b, s.cost, freshVar(b, 'paid'), who);
      if (!pay) return false;
      // "You may pay {X}" where X is not the resolving object's own: chosen as it is paid (CR 107.3f).
      if (pay.do === 'payMana' && typeof s.cost === 'string' && /\{X\}/.test(s.cost) && xChosenOnPayment(b)) {
        if (b.paidX) return false;
        pay.xAs = freshVar(b, 'x');
        b.paidX = pay.xAs;
        b.usesX = usedX;
      }
      b.steps.push(pay);
      return true;
    }
    case 'unless': {
      // "Counter target spell unless its controller pays {3}": the payment is asked first, about the
      // instruction's object, so the instruction is lowered first to name it, then the payment put before it.
      // "Put a +1/+1 counter on ~, then sacrifice ~ unless you pay {1} for each +1/+1 counter on
      // it": only the last instruction is the one the payment stops; those before it happen first.
      const [first, last] = lastInstruction(s.clauses);
      if (!last || (first.length > 0 && !lowerClauses(b, first))) return false;
      const before = b.steps.length;
      const as = freshVar(b, 'paid');
      if (!lowerClauses(b, [last])) return false;
      const payer = s.payer.k === 'you' ? null : (eachOpponentIs(s.clauses, s.payer) ?? lowerNP(b, s.payer, 'player'));
      if (s.payer.k !== 'you' && !payer) return false;
      const pay = paymentStep(b, s.cost, as, payer);
      if (!pay) return false;
      if (s.per) {
        // "… pays {1} for each card in your graveyard": counted as the payment is asked (CR 608.2h).
        const times = lowerAmount(b, s.per);
        if (pay.do !== 'payMana' || /\{X\}/.test(pay.cost) || times === null) return false;
        pay.times = times;
      }
      const steps = b.steps.splice(before);
      b.steps.push(pay);
      const from = b.steps.length;
      b.steps.push(...steps);
      guard(b, from, { not: { var: as } });
      return true;
    }
    case 'unlessHas': {
      // "Destroy target land unless its controller has ~ deal 2 damage to them" (CR 118.12a): one
      // instruction, lowered first so "its" / "that player" name what it names; then the choice,
      // the damage if chosen, and the instruction only if not.
      const [only] = s.clauses;
      if (s.clauses.length !== 1 || !only || only.vps.length !== 1) return false;
      const before = b.steps.length;
      if (!lowerClauses(b, s.clauses)) return false;
      const main = b.steps.splice(before);
      const may = lowerHaveDeal(b, s.who, s.deal);
      if (!may) return false;
      const rest = b.steps.length;
      b.steps.push(...main);
      guard(b, rest, { not: { var: may } });
      return true;
    }
    case 'mayHave':
      return lowerHaveDeal(b, s.who, s.deal) !== null;
    case 'unlessDo': {
      // "Sacrifice ~ unless you discard a card" (CR 118.12, 608.2d): you choose whether to discard;
      // if you don't, or can't (nothing discarded), ~ is sacrificed. The instruction is lowered first, so
      // its pronouns read as the text does, then the choice is put before it.
      // "Each player loses 2 life unless they discard a card": each chooses, in APNAP order (CR 101.4).
      if (s.other && isEachPlayer(s.clauses))
        return !s.or && lowerEachUnless(b, s.clauses, s.action, mayPrompt(askedOfThem(s.text)), lowerClauses);
      const before = b.steps.length;
      if (!lowerClauses(b, s.clauses)) return false;
      const main = b.steps.splice(before);
      // "unless they …": the one player the instruction named chooses (a target, the trigger's player).
      let who: Ref | null = null;
      if (s.other) {
        who =
          eachOpponentIs(s.clauses, { k: 'pronoun', word: 'they' }) ??
          lowerNP(b, { k: 'pronoun', word: 'that player' }, 'player', true);
        const slot = who?.ref === 'target' ? b.targets[who.slot] : undefined;
        const one =
          who?.ref === 'trigger' ||
          isOpponent(who) ||
          (slot && slot.max === 1 && !slot.countIsX && !slot.filter.objects);
        if (!who || !one) return false;
        // "they" is the one player the instruction acts on: not "each player sacrifices … unless they …"
        // (each player would choose for themselves, CR 101.4), nor another player named there. In a
        // two-player game "each opponent" is one player (CR 102.2).
        const same = JSON.stringify(who);
        if (
          JSON.stringify(main).split(same).join('').includes('"ref":"players"') ||
          main.some((st) => 'player' in st && st.player && JSON.stringify(st.player) !== same)
        )
          return false;
      }
      // "… unless they sacrifice a permanent or discard a card": asked one way after the other, the
      // second only if the first wasn't done; the instruction happens if neither was (CR 118.12).
      const ways = [{ action: s.action, text: s.text }, ...(s.or ? [s.or] : [])];
      const done: Condition[] = [];
      for (const way of ways) {
        const did = unlessWay(b, way.action, way.text, who, done.length ? { not: anyOf(done) } : null);
        if (!did) return false;
        done.push(did);
      }
      const rest = b.steps.length;
      b.steps.push(...main);
      guard(b, rest, { not: anyOf(done) });
      return true;
    }
    case 'where': {
      const from = b.steps.length;
      // "X" in this sentence is the amount the text defines, not a chosen X (CR 107.3c). The
      // sentence is read first: "its" in the definition is what the sentence names.
      const usedX = b.usesX;
      const named = pronouns(b);
      const slots = b.targets.length;
      if (!lowerSentence(b, s.inner)) return false;
      // "Target creature you control deals X damage to any other target …, where X is its
      // power": with two targets named, "its" is not read.
      if (b.targets.length - slots > 1 && JSON.stringify(s.x).includes('"pronoun"')) return false;
      // "with mana value X or less, where X is …": a filter reads only a spell's own X, not this one.
      if (JSON.stringify([b.targets.slice(slots), b.steps.slice(from)]).includes('"manaValueIsX"')) return false;
      // "Tap up to X target creatures, where X is …", "Destroy X target …, where X is …": the
      // number of targets would be the defined amount (chosen as the targets are, CR 601.2c), but
      // a target count of X reads only the announced X: not read.
      if (b.targets.slice(slots).some((t) => t.countIsX)) return false;
      const x = beforeTokens(b, named, () => lowerAmount(b, s.x));
      if (x === null) return false;
      b.usesX = usedX || JSON.stringify(x).includes('"x":true');
      b.steps.splice(from, b.steps.length - from, ...b.steps.slice(from).map((st) => replaceX(st, x)));
      // "unless its controller pays {X}, where X is its mana value": {X} is the amount defined, so
      // the cost is {1} that many times, counted as the payment is asked (CR 107.3c, 608.2h).
      b.steps.splice(from, b.steps.length - from, ...b.steps.slice(from).map((st) => definedX(st, x)));
      // Any other mana cost with {X} keeps it (the spell's X, not the defined amount): not read.
      if (b.steps.slice(from).some((st) => JSON.stringify(st).includes('{X}'))) return false;
      return fixedDivisions(b.steps);
    }
    case 'forEach': {
      // "For each creature token you control, create a token that's a copy of that creature."
      const copies = lowerForEachCopy(b, s);
      if (copies !== null) return copies;
      // "For each creature destroyed this way, its controller creates a 4/4 … token."
      const each = lowerForEachController(b, s, (inner) => lowerSentence(b, inner));
      if (each !== null) return each;
      if (s.first && !lowerClauses(b, s.first)) return false;
      const from = b.steps.length;
      const named = pronouns(b);
      if (!lowerSentence(b, s.inner)) return false;
      if (s.per.k === 'preventedThisWay') return !s.then && !s.first && countersPerPrevented(b, from);
      // "Each opponent loses 1 life for each creature they control": counted for each of them.
      const perPlayer =
        s.first || s.then || s.before
          ? null
          : beforeTokens(b, named, () => forEachPlayerSteps(b, b.steps.slice(from), s.per));
      const per = perPlayer ? null : beforeTokens(b, named, () => lowerAmount(b, s.per));
      const steps = perPlayer ?? (per === null ? null : forEachSteps(b.steps.slice(from), per));
      if (!steps) return false;
      // "For each opponent, create a 1/1 … token": the count written first may be followed by
      // words for each thing counted ("that player", "its controller creates"); only the tokens
      // you create, naming nothing, are read so; so are counters put on the source itself and a
      // group's "get +N/+N" ("For each nonland card revealed this way, put a +1/+1 counter on ~").
      if (s.before && !steps.every(namesNothingCounted)) return false;
      b.steps.splice(from, b.steps.length - from, ...steps);
      if (s.then) {
        // ", then discard two cards" after the count: instructions to you, the count's too
        // (a verb without a subject after "Target player draws … for each …" could mean either).
        const inner = s.inner.k === 'do' ? s.inner.clauses : [];
        if (!inner.length || !inner.every((c) => c.subject === null) || !s.then.every((c) => c.subject === null))
          return false;
        if (!lowerClauses(b, s.then)) return false;
      }
      return fixedDivisions(b.steps);
    }
    case 'forEachOpponent': {
      // CR 102.2: a two-player game has one opponent, so "for each opponent" is once, and "that
      // player" / "they" in the instruction is that opponent (the trigger's player, a target
      // player named before, is not what the words mean there).
      const outer = b.player;
      b.player = OPPONENT;
      try {
        return lowerSentence(b, s.inner);
      } finally {
        b.player = outer;
      }
    }
    case 'ifDo': {
      // "If a player does" names the one opponent asked by "any opponent may …" (CR 102.2).
      if (s.anyOpponent && !askedOfOpponent(b)) return false;
      // After an instruction ("Sacrifice it. If you do, …"): whether it was done (action-done.ts).
      const action = actionDone(b);
      const done = action === undefined ? doneCondition(b) : action;
      if (!done) return false;
      const from = b.steps.length;
      if (!s.negated) b.ifDoMoved = { at: from, moved: b.moved };
      if (!lowerSentence(b, s.inner)) return false;
      if (done !== true) guard(b, from, s.negated ? { not: done } : done);
      else if (s.negated) return false;
      if (action !== undefined && done !== true) b.lastDone = { at: from, done };
      return true;
    }
    case 'ifCant': {
      // Only right after "Remove a … counter from ~" (CR 122.8) or "sacrifice a creature" by you
      // (701.21a: you must if you can, so nothing sacrificed is not being able to): each says
      // whether it could.
      const last = b.steps[b.steps.length - 1];
      let v: string;
      if (last?.do === 'sacrificeChosen') {
        if (last.when || last.anyNumber || (last.count ?? 1) !== 1 || (last.player && last.player.ref !== 'you'))
          return false;
        v = last.as;
      } else {
        if (last?.do !== 'removeCounters' || last.when) return false;
        v = last.as ??= freshVar(b, 'removed');
      }
      const from = b.steps.length;
      if (!lowerSentence(b, s.inner)) return false;
      guard(b, from, { not: { var: v } });
      return true;
    }
    case 'ifSearchedLibrary': {
      // The last "search your library and/or graveyard" records whether the library was searched.
      const search = [...b.steps].reverse().find((st) => st.do === 'search');
      if (!search || search.do !== 'search' || !search.orGraveyard) return false;
      const from = b.steps.length;
      if (!lowerSentence(b, s.inner)) return false;
      guard(b, from, { var: search.orGraveyard });
      return true;
    }
    case 'otherwise': {
      // Not done: the check failed, or the choice was no or couldn't be carried out ("You may
      // sacrifice a Food. If you do, … Otherwise, …" with no Food: otherwise).
      const tracked = b.lastDone && b.lastDone.at === b.prevSentence ? b.lastDone.done : null;
      const done = b.lastIf ? { var: b.lastIf } : (tracked ?? doneCondition(b));
      if (!done) return false;
      const from = b.steps.length;
      // Right after "If you do, …": what that branch moved is where it was here (608.2c).
      const branch = b.ifDoMoved && b.ifDoMoved.at === b.prevSentence ? b.ifDoMoved : null;
      const moved = b.moved;
      if (branch) b.moved = branch.moved;
      if (!lowerSentence(b, s.inner)) return false;
      if (branch) b.moved = mergeMoved(moved, b.moved);
      guard(b, from, { not: done });
      return true;
    }
    case 'ifHas': {
      const who = lowerNP(b, s.who, 'object', true);
      if (!who || (who.ref === 'target' && !b.targets[who.slot]?.filter.objects)) return false;
      const as = freshVar(b, 'if');
      const range = s.dir === 'greater' ? { min: s.n } : { max: s.n };
      b.steps.push({
        do: 'check',
        condition: { is: who, matches: { [s.stat]: range } },
        as,
        text: `Has it ${s.stat} ${s.n} or ${s.dir}?`,
      });
      const from = b.steps.length;
      if (!lowerSentence(b, s.inner)) return false;
      guard(b, from, { var: as });
      b.lastIf = as;
      return true;
    }
    case 'tokensInstead': {
      const n = lowerAmount(b, s.n);
      const cond = s.cond === 'kicked' ? ({ kicked: true } as const) : effectCondition(b, s.cond);
      return n !== null && !!cond && lowerTokensInstead(b, n, cond);
    }
    case 'damageInstead': {
      // CR 608.2c: the damage before, or this amount in its place (damage-instead.ts).
      const n = lowerAmount(b, s.n);
      const cond = n === null ? null : effectCondition(b, s.cond);
      return n !== null && !!cond && lowerDamageInstead(b, b.prevSentence, n, cond);
    }
    case 'pumpInstead': {
      // CR 608.2c: the sentence before, or this one in its place (pump-instead.ts).
      const prev = b.prevSentence;
      // "If it was kicked" (the condition grammar's { kicked }): Oracle text says "it" there only
      // of the object itself ("When ~ enters, destroy all lands you control. If it was kicked,
      // destroy all lands instead", CR 702.33d: a permanent was kicked if its spell was).
      // A spell's "If it was kicked, … instead" is its kicked program (abilities/kicked-spell.ts).
      const itKicked = s.cond !== 'kicked' && Object.keys(s.cond).length === 1 && 'kicked' in s.cond;
      if (itKicked && !b.triggeredAbility) return false;
      const kicked = s.cond === 'kicked' || itKicked;
      const cond = kicked ? ({ kicked: true } as const) : effectCondition(b, s.cond as Condition);
      // Followed in the sentence before's place: what that sentence moved is where it was.
      const moved = b.moved;
      const inner = () => {
        if (b.prevMoved) b.moved = b.prevMoved.moved;
        const ok = lowerSentence(b, s.inner);
        b.moved = mergeMoved(moved, b.moved);
        return ok;
      };
      return !!cond && lowerPumpInstead(b, prev, cond, inner);
    }
    case 'kickedInstead': {
      // "…deals 2 damage… If this spell was kicked, it deals 4 damage instead" (CR 702.33d).
      const last = b.steps[b.steps.length - 1];
      if (last?.do !== 'damage' || typeof last.amount !== 'number') return false;
      // "… to that creature instead": the object the damage before is dealt to, nothing else.
      if (s.to && !sameRecipient(b, s.to, last.to)) return false;
      last.amount = { kicked: [last.amount, s.n] };
      return true;
    }
    case 'ifKicked': {
      const from = b.steps.length;
      const slots = b.targets.length;
      if (!lowerSentence(b, s.inner)) return false;
      // A target chosen only if the spell is kicked (CR 601.2c, 702.33d) is not read: a slot
      // here would be chosen, and required, kicked or not.
      if (b.targets.length > slots) return false;
      guard(b, from, { kicked: true });
      return true;
    }
    case 'activatedTimes': {
      // Counted as it resolves, this activation included (Dragon Whelp).
      const from = b.steps.length;
      if (!lowerSentence(b, s.inner)) return false;
      guard(b, from, { timesActivatedThisTurn: { min: s.n } });
      return true;
    }
    case 'reflexive': {
      // "You may pay {1}. When you do, …" (CR 603.12): it triggers only if that was done, and
      // goes on the stack later with targets of its own.
      // After an instruction ("Create a Food token. When you do, …"): when it was done (action-done.ts).
      const action = actionDone(b);
      const done = action === undefined ? doneCondition(b) : action;
      if (!done) return false;
      const inner: Build = { ...snapshot(b), steps: [], targets: [] };
      // What names the creating ability's targets can't be read there: its slots are its own.
      forgetTargets(inner);
      if (lowerEffect(inner, s.inner) !== -1) return false;
      // Its X and a division of its damage would be chosen as it is put on the stack: not read.
      const unsettledX = JSON.stringify(inner.steps).includes('"x":true');
      if (unsettledX || inner.sourceZone || inner.steps.some(isDivided)) return false;
      b.vars = inner.vars;
      const said = s.text.replace(/~/g, b.card.name);
      const text = said[0]?.toUpperCase() + said.slice(1);
      b.steps.push({
        do: 'reflexive',
        steps: inner.steps,
        targets: inner.targets,
        text,
        ...(done === true ? {} : { when: done }),
      });
      return true;
    }
    case 'delayed': {
      // A delayed triggered ability (CR 603.7): its instructions wait; it names no new targets.
      const inner = snapshot(b);
      inner.steps = [];
      if (!lowerSentence(inner, s.inner) || inner.targets.length !== b.targets.length) return false;
      b.vars = Math.max(b.vars, inner.vars);
      b.steps.push({ do: 'delayed', at: s.at, steps: inner.steps, text: s.text[0]?.toUpperCase() + s.text.slice(1) });
      return true;
    }
    case 'whenDies': {
      // "When that creature dies this turn, …" (CR 603.7): one object, as named (a target as
      // chosen, the trigger's object); the delayed ability names no new targets.
      const what = lowerNP(b, s.what, 'object', true);
      if (!what || !isOneObject(b, what) || what.ref === 'var') return false;
      const inner = snapshot(b);
      inner.steps = [];
      // Once it has died it is a new object (CR 400.7): the delayed ability reads it as it last
      // existed ("its controller", 608.2h) and acts on the card its event put into the graveyard
      // ("return that card to the battlefield": the trigger data `card`, 603.7c).
      noteMoved(inner, what, { ref: 'trigger', key: 'card' });
      if (!lowerSentence(inner, s.inner) || inner.targets.length !== b.targets.length) return false;
      // Only moving that card on (to the battlefield, a hand, exile, a library) is read: a card in
      // a graveyard is no permanent to tap, pump or put counters on.
      if (!inner.steps.every(movesDiedCardOnly)) return false;
      b.vars = Math.max(b.vars, inner.vars);
      b.steps.push({ do: 'delayedDies', what, steps: inner.steps, text: s.text[0]?.toUpperCase() + s.text.slice(1) });
      return true;
    }
    case 'whenNextCast': {
      // CR 603.7: the delayed ability's instruction, with "that spell" / "it" the spell cast
      // (trigger data `spell`, 601.2i); it names no new targets.
      const inner = snapshot(b);
      inner.steps = [];
      inner.trigger = { ...(b.trigger ?? {}), object: 'spell' };
      inner.it = null;
      inner.itUnnamed = false;
      if (!lowerSentence(inner, s.inner) || inner.targets.length !== b.targets.length) return false;
      b.vars = Math.max(b.vars, inner.vars);
      b.steps.push({
        do: 'delayedNextCast',
        spell: s.spell,
        steps: inner.steps,
        text: s.text[0]?.toUpperCase() + s.text.slice(1),
      });
      return true;
    }
    case 'ifAttacked': {
      const from = b.steps.length;
      if (!lowerClauses(b, s.clauses)) return false;
      const ref = lowerNP(b, s.who, 'object', true);
      if (!ref) return false;
      guard(b, from, { attackedThisTurn: ref });
      return true;
    }
    case 'exileIfDies': {
      if (s.dealtThisWay) {
        // The creatures the damage instruction just before it dealt damage to (CR 608.2c): all
        // its parts ("2 damage to target creature, 3 damage to another target creature, and 4
        // damage to a third target creature"), each a damage step in a row.
        const dealt: Ref[] = [];
        for (let i = b.steps.length - 1; i >= 0; i--) {
          const st = b.steps[i];
          if (st?.do !== 'damage') break;
          if (st.as || st.when) return false;
          st.as = freshVar(b, 'dealt');
          dealt.unshift({ ref: 'var', name: st.as });
        }
        if (!dealt.length) return false;
        const what: Ref = dealt.length === 1 ? (dealt[0] as Ref) : { ref: 'union', of: dealt };
        b.steps.push({ do: 'exileIfDies', what, filter: { types: ['creature'] } });
        return true;
      }
      if (s.group) {
        // Only about creatures ("a creature", "a creature an opponent controls"): what "dies" reads as (CR 700.4).
        if (!s.group.types?.includes('creature') || s.group.anyOf) return false;
        b.steps.push({ do: 'exileIfDies', filter: s.group });
        return true;
      }
      const what = s.what && lowerNP(b, s.what, 'object', true);
      if (!what || !isOneObject(b, what)) return false;
      b.steps.push({ do: 'exileIfDies', what });
      return true;
    }
    case 'counteredTo': {
      // Only right after the counter it speaks of, and only for a spell (an ability countered
      // ceases to exist, CR 701.6b: nothing is put anywhere).
      const last = b.steps[b.steps.length - 1];
      if (last?.do !== 'counterSpell' || last.what.ref !== 'target') return false;
      const t = b.targets[last.what.slot];
      if (!t || !t.filter.spells || t.filter.objects || t.filter.abilities || t.filter.players) return false;
      last.instead = s.to;
      return true;
    }
    case 'copyNewTargets': {
      // Only right after the copy it speaks of (CR 707.10c): each copy's targets may change, one by one (115.7d);
      // also the copy a "When you next cast …" delayed ability just before it makes.
      const delayed = b.steps[b.steps.length - 1];
      const last = delayed?.do === 'delayedNextCast' ? delayed.steps[delayed.steps.length - 1] : delayed;
      if ((last?.do !== 'copySpell' && last?.do !== 'copyAbility') || last.newTargets) return false;
      last.newTargets = true;
      return true;
    }
    case 'manaSpend': {
      // "this mana": what the one "Add …" just before it adds (CR 106.6).
      const last = b.steps[b.steps.length - 1];
      if (last?.do !== 'addMana' || last.manaSpend || b.steps.filter((x) => x.do === 'addMana').length !== 1)
        return false;
      last.manaSpend = s.spend;
      return true;
    }
    case 'keepMana': {
      // "this mana": what the effect's one "Add …" adds, for its controller ("you", CR 106.4, 500.4).
      const adds = b.steps.filter((x) => x.do === 'addMana');
      if (adds.length !== 1 || adds[0]?.do !== 'addMana' || adds[0].keep) return false;
      adds[0].keep = s.combat ? 'combat' : true;
      return true;
    }
    case 'noPrevent': {
      // "The damage": the effect's one damage instruction, just before (CR 615.12).
      const last = b.steps[b.steps.length - 1];
      if (last?.do !== 'damage' || b.steps.filter((x) => x.do === 'damage').length !== 1) return false;
      last.unpreventable = true;
      return true;
    }
    case 'unpreventableThisTurn':
      b.steps.push({ do: 'unpreventableThisTurn' });
      return true;
    case 'noRegenerate': {
      const last = b.steps[b.steps.length - 1];
      if (last?.do !== 'destroy') return false;
      last.noRegenerate = true;
      return true;
    }
    case 'tokenHas': {
      // The tokens just created have these abilities from the start (CR 111.3): part of the
      // instruction that created them, not an effect that grants them later.
      const i = b.steps.length - 1;
      const last = b.steps[i];
      if (last?.do !== 'createToken' || last.token.predefined) return false;
      const token = tokenAbilities.read?.(
        s.quotes.map((quote) => ({ quote })),
        last.token,
        b.card,
      );
      if (!token) return false;
      b.steps[i] = { ...last, token };
      return true;
    }
    case 'chooseTarget': {
      // One object target; what follows refers to it ("that creature", "it").
      // "Choose any target.": a permanent or a player, named after it as "that permanent or
      // player" (lower-nouns.ts; CR 115.4).
      const what = lowerNP(b, s.what, 'any');
      const filter = what?.ref === 'target' ? b.targets[what.slot]?.filter : undefined;
      if (!what || !filter || filter.spells || filter.abilities) return false;
      if (filter.players) {
        if (!filter.objects) return false;
        b.player = what;
        b.it = what;
        return true;
      }
      b.it = what;
      b.chosen = what;
      return true;
    }
    case 'ifCondition': {
      // CR 608.2c: checked here, once; "Otherwise, …" reads the same answer.
      const cond = effectCondition(b, s.cond);
      if (!cond) return false;
      if (itIsSourceAfter(b, cond)) b.it = { ref: 'source' };
      const as = freshVar(b, 'if');
      b.steps.push({ do: 'check', condition: cond, as, text: 'Does the condition hold?' });
      const from = b.steps.length;
      const targets = b.targets.length;
      // "… there are three or more ribbon counters on ~, remove those counters": what was counted.
      const outer = b.counted;
      b.counted = countedBy(cond);
      const read = noSourceDefault(b, () => lowerSentence(b, s.inner));
      b.counted = outer;
      if (!read || unsureConditional(b, from)) return false;
      // Addendum: "If you cast this spell during your main phase, you may exile up to one other
      // target …" — whether that target can be chosen at all depends on when it is cast (CR
      // 601.2c), which a target spec always asked here can't say: not read.
      // So with "If this spell was bargained, target land you control becomes …": a target
      // required only if an additional cost was paid (601.2c) is not read.
      if (b.targets.length > targets && ('castInYourMainPhase' in cond || paidCostCondition(cond))) return false;
      afterConditional(b, from);
      guard(b, from, { var: as });
      b.lastIf = as;
      return true;
    }
    case 'conditionAfter': {
      // "Put a +1/+1 counter on it if it has power 4 or greater": the instruction is read first,
      // so "it" in the condition is what it names; the check is put before the instruction.
      const before = b.steps.length;
      const slots = b.targets.length;
      if (!noSourceDefault(b, () => lowerClauses(b, s.clauses))) return false;
      // Checked before the instruction: "it" is the object as the instruction named it.
      const cond = effectCondition(b, s.cond, true);
      if (!cond) return false;
      if (unsureConditional(b, before)) return false;
      // A target named before "if this spell was bargained" would be required either way (601.2c).
      if (paidCostCondition(cond) && b.targets.length > slots) return false;
      const steps = b.steps.splice(before);
      // "unless": only one-shot instructions, checked once here; a restriction ("can't block
      // unless …") is checked when it applies, not read.
      if (s.unless && steps.some((st) => !ONE_SHOT.has(st.do))) return false;
      // The check's answer is whether the instruction is followed ("Otherwise" is the other case).
      const as = freshVar(b, 'if');
      const condition: Condition = s.unless ? { not: cond } : cond;
      b.steps.push({ do: 'check', condition, as, text: 'Does the condition hold?' });
      const from = b.steps.length;
      b.steps.push(...steps);
      guard(b, from, { var: as });
      afterConditional(b, from);
      b.lastIf = as;
      return true;
    }
    case 'choosePair':
      return lowerChoosePair(b, s.mine, s.theirs);
    case 'fightEachOther':
      return lowerFightEachOther(b);
    case 'chooseOption':
      // The value is kept on the source; "of the chosen type" after it reads it (abilities/unread.ts).
      b.steps.push({ do: 'chooseOption', option: s.option });
      return true;
    case 'flashThisTurn': {
      // CR 601.3, 702.8a: the effect's controller may cast such spells at instant speed this turn.
      const spells = spellsByCharacteristics(s.spells);
      if (!spells) return false;
      b.steps.push({ do: 'flashThisTurn', player: { ref: 'you' }, spells });
      return true;
    }
    case 'extraLands':
      b.steps.push({ do: 'extraLandPlays', player: { ref: 'you' }, count: s.n });
      return true;
    case 'mayPlay': {
      const last = b.steps[b.steps.length - 1];
      // "Its owner may play it": only about cards the effect exiled (below), each its owner's.
      if (s.owner && (s.what || s.thisWay || last?.do === 'mill')) return false;
      // "Mill a card. You may play that card this turn." (CR 701.17a): the milled card, in the graveyard.
      if (!s.what && !s.thisWay && last?.do === 'mill') {
        const as = last.as ?? freshVar(b, 'milled');
        b.steps[b.steps.length - 1] = { ...last, as };
        b.steps.push({
          do: 'permitPlay',
          what: { ref: 'var', name: as },
          until: s.until,
          ...(s.castOnly ? { castOnly: true } : {}),
          ...(s.free ? { free: true } : {}),
          from: 'graveyard',
          ...(last.when ? { when: last.when } : {}),
        });
        return true;
      }
      const what = lowerNP(b, s.what ?? { k: 'pronoun', word: 'it' }, 'object');
      // A target card in a graveyard ("you may cast target artifact card from your graveyard this
      // turn"; "Choose target artifact card in your graveyard. You may cast that card this turn."),
      // before any instruction could have moved it: the permission is for it where it is.
      if (what?.ref === 'target') {
        if (s.thisWay || b.steps.length) return false;
        const t = b.targets[what.slot];
        const f = t?.filter.objects;
        if (!t || !f || t.filter.players || t.filter.spells || t.filter.abilities) return false;
        if (t.min !== 1 || t.max !== 1 || f.zone !== 'graveyard' || !f.cardOnly || f.anyOf) return false;
        b.steps.push({
          do: 'permitPlay',
          what,
          until: s.until,
          ...(s.castOnly ? { castOnly: true } : {}),
          ...(s.free ? { free: true } : {}),
          from: 'graveyard',
        });
        return true;
      }
      if (s.what) return false;
      // Only right after the instruction that exiled the cards "it" names (CR 400.7j): the
      // permission is about those cards in exile, and nothing else "it" could mean.
      if (!what || what.ref !== 'var') return false;
      const exiled =
        (last?.do === 'exileTop' && last.as === what.name) ||
        (last?.do === 'moveTo' && last.zone === 'exile' && last.as === what.name);
      if (!exiled) return false;
      // "Cards exiled this way": all the effect exiled, so only when one instruction exiled.
      const exiles = b.steps.filter((st) => /exile/i.test(st.do) || (st.do === 'moveTo' && st.zone === 'exile'));
      if (s.thisWay && exiles.length !== 1) return false;
      // An exile done only if a choice or condition held ("You may exile the top card of your
      // library", "If you control an outlaw, exile …"): the permission is given under the same
      // guard — when the exile didn't happen there are no exiled cards to play.
      b.steps.push({
        do: 'permitPlay',
        what,
        until: s.until,
        ...(s.castOnly ? { castOnly: true } : {}),
        ...(s.free ? { free: true } : {}),
        ...(s.owner ? { owner: true } : {}),
        ...(last.when ? { when: last.when } : {}),
      });
      return true;
    }
    case 'castFree': {
      // One target card in a graveyard, cast as the effect resolves (CR 608.2g) for no mana (118.9):
      // timing doesn't apply, everything else about casting does (601.3). The target is checked
      // as the effect resolves (608.2b); a card that left the graveyard is a new object (400.7).
      const what = lowerNP(b, s.what, 'object');
      // "that card" right after "exile cards from the top of your library until you exile a
      // nonland card": that card, in exile (CR 400.7j), if the exile found one.
      if (what?.ref === 'var') {
        const last = b.steps[b.steps.length - 1];
        if (last?.do !== 'exileTop' || !last.until || last.as !== what.name || last.when) return false;
        b.steps.push({ do: 'castFree', what, prompt: 'cast that card without paying its mana cost?' });
        return true;
      }
      if (!what || what.ref !== 'target') return false;
      const t = b.targets[what.slot];
      const f = t?.filter.objects;
      if (!t || !f || t.filter.players || t.filter.spells || t.filter.abilities) return false;
      if (t.min !== 1 || t.max !== 1 || f.zone !== 'graveyard' || !f.cardOnly || f.anyOf) return false;
      const words = s.text.replace(/^you may cast /i, '').replace(/ without paying its mana cost$/i, '');
      b.steps.push({ do: 'castFree', what, prompt: `cast ${words} without paying its mana cost?` });
      return true;
    }
    case 'castFromHand': {
      // A card of the caster's choice from their own hand, cast as the effect resolves (CR 608.2g)
      // for no mana (118.9); the step reads the words as the spell the card would be (601.3).
      const mv = s.mv === undefined ? undefined : lowerAmount(b, s.mv === 'X' ? { k: 'x' } : { k: 'n', n: s.mv });
      if (mv === null) return false;
      // "one of them": only right after "Draw three cards and reveal them", drawn by you, whose
      // cards "them" names (in your hand, where the cast is from).
      let among: Ref | undefined;
      if (s.among) {
        const last = b.steps[b.steps.length - 1];
        if (last?.do !== 'drawReveal' || last.when || last.player.ref !== 'you') return false;
        among = { ref: 'var', name: last.as };
      }
      b.steps.push({
        ...(among ? { among } : {}),
        do: 'castFromHand',
        ...(s.types ? { types: s.types } : {}),
        ...(mv !== undefined ? { manaValueAtMost: mv } : {}),
        prompt: s.text,
        as: freshVar(b, 'cast'),
      });
      return true;
    }
    case 'castSpellExiled': {
      // Only right after the free cast it speaks of; the words name the graveyard the card was
      // in, its owner's (CR 404.2: a card goes to its owner's graveyard).
      const last = b.steps[b.steps.length - 1];
      if (last?.do !== 'castFree' || last.madness || last.exileInstead || last.what.ref !== 'target') return false;
      const owner = b.targets[last.what.slot]?.filter.objects?.owner;
      if (s.owner !== 'any' && s.owner !== owner) return false;
      last.exileInstead = true;
      return true;
    }
    case 'ifClash': {
      // The last clash of this effect, with nothing between it and "If you win" but instructions.
      const clash = [...b.steps].reverse().find((st) => st.do === 'clash');
      if (!clash || clash.do !== 'clash' || clash.when) return false;
      const from = b.steps.length;
      if (!lowerSentence(b, s.inner)) return false;
      guard(b, from, { var: clash.as });
      // "Otherwise, …" (Pulling Teeth, Captivating Glance): the clash was not won.
      b.lastIf = clash.as;
      return true;
    }
    case 'ifResult': {
      const roll = lastRoll(b);
      if (!roll) return false;
      const from = b.steps.length;
      // "you lose that much life": the result (Dissatisfied Customer).
      b.thatMuchRoll = roll;
      const ok = lowerSentence(b, s.inner);
      delete b.thatMuchRoll;
      if (!ok) return false;
      guard(b, from, resultIn(roll, s.range));
      return true;
    }
    case 'vote': {
      // A card that gives a player more votes than one (CR 701.38c/d) is not read.
      if (b.card.extraVotes) return false;
      b.steps.push({ do: 'vote', options: [...s.options], as: freshVar(b, 'vote') });
      return true;
    }
    case 'ifVotes': {
      const cond = votesCondition(b, s.option, s.orTied);
      if (!cond) return false;
      const from = b.steps.length;
      if (!lowerSentence(b, s.inner)) return false;
      guard(b, from, cond);
      return true;
    }
    case 'ifFlip': {
      const v = [...b.steps]
        .reverse()
        .find((st): st is Extract<StepSpec, { do: 'flipCoin' }> => st.do === 'flipCoin')?.as;
      if (!v) return false;
      const from = b.steps.length;
      if (!lowerSentence(b, s.inner)) return false;
      guard(b, from, s.win ? { var: v } : { not: { var: v } });
      return true;
    }
  }
}

/**
 * Lowers the sentences of an effect into `b`. Returns the index of the first sentence that
 * could not be lowered (the build then holds what the sentences before it built), or -1.
 */
export function lowerEffect(b: Build, sentences: readonly Sentence[]): number {
  let prev: number | undefined;
  let prevMoved: Build['prevMoved'];
  for (let i = 0; i < sentences.length; i++) {
    const saved = snapshot(b);
    const start = b.steps.length;
    const moved = { moved: b.moved };
    b.prevSentence = prev;
    b.prevMoved = prevMoved;
    b.prevKind = sentences[i - 1]?.k;
    // "When that creature dies this turn, …" followed by more sentences: they may be the delayed
    // ability's or the effect's (Time to Feed, End-Blaze Epiphany): not read.
    const diesNotLast = sentences[i]?.k === 'whenDies' && i < sentences.length - 1;
    if (diesNotLast || !lowerSentence(b, sentences[i] as Sentence)) {
      Object.assign(b, saved);
      return i;
    }
    prev = start;
    prevMoved = moved;
  }
  const paid = b.paidX ? b.steps.findIndex((st) => st.do === 'payMana' && st.xAs === b.paidX) : -1;
  settlePaidX(b, paid + 1);
  return -1;
}
