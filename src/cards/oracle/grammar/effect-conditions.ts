/**
 * A condition inside an effect: "If you control a Wizard, draw a card", "Put a +1/+1 counter on
 * it if it has power 4 or greater". CR 608.2c: "The controller of the spell or ability follows its
 * instructions in the order written" — the condition is checked once, where it is written, as the
 * spell or ability resolves (not as it is put on the stack, and not again later). The condition's
 * words are the ones the grammar reads for statics and triggers (conditions.ts); here only those
 * whose meaning is the same in the middle of an effect are read.
 */
import type { Condition, Ref, StepSpec } from '../../../engine';
import { bindIt, bindItWas, bindThat, renameVar, thatNouns, usesVar } from '../phrases/conditions';
import { CARD_WAS, RESOLVED_AGAIN, RESOLVED_MARK, SACRIFICED_WAS, THAT_WAS } from './conditions';
import { freshVar } from '../build';
import type { Build } from '../build';
import { isOneObject } from './effects/verb';
import { lowerNP, sacrificedRef } from './lower-nouns';

/**
 * Conditions not read inside an effect: "you cast it" and "~ was kicked" (about how the object
 * was cast, read elsewhere), "~ dealt damage to an opponent this turn" and "you've controlled ~
 * continuously" (the grammar names the source for "it" there), "it targets …" (about a spell).
 */
const NOT_IN_EFFECT = ['youCast', 'kicked', 'dealtDamageThisTurn', 'controlledSinceTurnBegan', 'targets'];

/** Whether `v` holds a key of `keys` anywhere. */
function hasKey(v: unknown, keys: readonly string[]): boolean {
  if (Array.isArray(v)) return v.some((x) => hasKey(x, keys));
  if (!v || typeof v !== 'object') return false;
  return Object.entries(v).some(([k, x]) => keys.includes(k) || hasKey(x, keys));
}

/** Whether `v` names the source or what it is attached to. */
function namesSource(v: unknown): boolean {
  if (Array.isArray(v)) return v.some(namesSource);
  if (!v || typeof v !== 'object') return false;
  const r = (v as { ref?: unknown }).ref;
  if (r === 'source' || r === 'enchanted' || r === 'equipped') return true;
  return Object.values(v).some(namesSource);
}

/** The `ref`s a condition names ("source", "it", "enchanted", …), each once. */
function refsOf(v: unknown, out = new Set<unknown>()): Set<unknown> {
  if (Array.isArray(v)) for (const x of v) refsOf(x, out);
  else if (v && typeof v === 'object') {
    if ('ref' in v) out.add((v as { ref?: unknown }).ref);
    for (const x of Object.values(v)) refsOf(x, out);
  }
  return out;
}

/**
 * "If ~ is a Spirit, it becomes a Kithkin Spirit Warrior …" (CR 608.2c): a condition naming the
 * source and no other object makes the source what "it" names in the instruction after it —
 * only where nothing was named before and there is no triggering object "it" could mean.
 */
export function itIsSourceAfter(b: Build, cond: Condition): boolean {
  if (b.it !== null || b.itUnnamed || b.trigger?.object) return false;
  const refs = refsOf(cond);
  return refs.size === 1 && refs.has('source');
}

/**
 * Runs `read` with "it" unable to fall back on the source: inside a conditional sentence, "it",
 * "that land", "those creatures" with nothing named before them are not the spell or permanent
 * whose effect this is ("Search … put it onto the battlefield tapped … Then if …, untap that
 * land"): such a reading is refused, never guessed. The triggering event's object stays "it"
 * while nothing before named the source.
 */
export function noSourceDefault<T>(b: Build, read: () => T): T {
  // The triggering event's object, unless an instruction before named the source: "put a quest
  // counter on this enchantment. Then if it has four or more quest counters on it" — "it" is
  // then the enchantment, not the creature that dealt damage; not read.
  const guarded = b.it === null && !b.itUnnamed && (!b.trigger?.object || namesSource(b.steps));
  if (!guarded) return read();
  const tokens = b.tokens;
  b.itUnnamed = true;
  try {
    return read();
  } finally {
    if (b.itUnnamed && b.it === null && b.tokens === tokens) delete b.itUnnamed;
  }
}

/**
 * "If {W} was spent to cast this spell" (CR 601.2h), "If this spell was cast from a graveyard"
 * (601.2a), "If this spell was bargained" (702.166b): about the spell itself as it resolves, the conditions naming a spell's "~" read
 * inside its effect.
 */
function spentOnSelf(cond: Condition): boolean {
  // "If this spell was cast from a graveyard" (CR 601.2a): where the spell itself was cast from.
  if ('wasCastFrom' in cond) return cond.wasCastFrom.ref === 'source';
  // "If you cast this spell during your main phase" (addendum, CR 207.2c).
  if ('castInYourMainPhase' in cond) return cond.castInYourMainPhase.ref === 'source';
  if (!('compare' in cond)) return false;
  const a = cond.compare[0];
  // "If this spell was bargained", "if evidence was collected" (CR 702.166b, 701.59b): its own
  // optional cost paid as it was cast (a copy keeps it, 707.10).
  if (typeof a === 'object' && 'copyCostPaid' in a) return a.copyCostPaid.ref === 'source';
  return typeof a === 'object' && 'manaSpent' in a && a.manaSpent.ref === 'source';
}

/** Whether `cond` is "if this spell was bargained" / "if evidence was collected": an optional cost of the spell paid. */
export function paidCostCondition(cond: Condition): boolean {
  if (!('compare' in cond)) return false;
  const a = cond.compare[0];
  return typeof a === 'object' && 'copyCostPaid' in a;
}

/**
 * The condition as the effect being built reads it, or null: "it" is the one object "it" names
 * at this point of the effect, as it is now (an object an earlier instruction moved: the new
 * object, CR 400.7j; gone to a hidden zone: not read) — or, `asNamed`, as the instruction the
 * condition is checked before named it; "~", "enchanted creature" and "equipped
 * creature" are read only in an activated or triggered ability, whose source is a permanent (a
 * spell's "~" is the spell on the stack, CR 113.7, which no such condition is about).
 */
export function effectCondition(b: Build, cond: Condition, asNamed = false): Condition | null {
  if (hasKey(cond, NOT_IN_EFFECT)) return null;
  // "if this is the second time this ability has resolved this turn": a triggered or activated
  // ability's count of itself (its first step keeps it); "if it's the third time" after it.
  if (usesVar(cond, RESOLVED_MARK)) {
    if (!b.activated && !b.trigger) return null;
    b.resolutions ??= freshVar(b, 'resolved');
    cond = renameVar(cond, RESOLVED_MARK, b.resolutions);
  }
  if (usesVar(cond, RESOLVED_AGAIN)) {
    if (!b.resolutions) return null;
    cond = renameVar(cond, RESOLVED_AGAIN, b.resolutions);
  }
  if (namesSource(cond) && !b.activated && !b.trigger && !spentOnSelf(cond)) return null;
  // "if five or more mana was spent to cast that spell": a cast trigger's spell (CR 601.2i).
  if (thatNouns(cond).has('spell')) {
    const spell = castTriggerSpell(b);
    if (!spell) return null;
    cond = bindThat(cond, 'spell', spell);
  }
  // "If it was a creature card": the card the instruction before moved out of a graveyard.
  if (thatNouns(cond).has(CARD_WAS)) {
    const card = movedFromGraveyard(b);
    if (!card) return null;
    cond = bindThat(cond, CARD_WAS, card);
  }
  // "unless they control two or more basic lands": the one player "that player" names at this
  // point of the effect (a trigger's player, a target player), never several.
  if (thatNouns(cond).has('player')) {
    const player = lowerNP(b, { k: 'pronoun', word: 'that player' }, 'player', true);
    if (!player || (player.ref !== 'trigger' && player.ref !== 'target')) return null;
    if (player.ref === 'target' && b.targets[player.slot]?.max !== 1) return null;
    cond = bindThat(cond, 'player', player);
  }
  // "If the sacrificed creature was a Human", "If that creature was an Elemental", "If you
  // controlled that permanent": the object as it last existed (CR 608.2h).
  for (const noun of thatNouns(cond)) {
    if (!noun.startsWith(THAT_WAS)) continue;
    const was = noun === SACRIFICED_WAS ? sacrificedRef(b) : thatWas(b, noun.slice(THAT_WAS.length));
    if (!was) return null;
    cond = bindThat(cond, noun, was);
  }
  // "if that creature is a Human": the object "that creature" names at this point of the effect.
  for (const noun of thatNouns(cond)) {
    const that = noSourceDefault(b, () => lowerNP(b, { k: 'pronoun', word: 'that creature' }, 'object', asNamed));
    if (!that || !isOneObject(b, that) || !nounAgrees(b, that, noun)) return null;
    cond = bindThat(cond, noun, that);
  }
  // "if its mana value was 3 or less": the object as the instruction before named it, read as it
  // last existed once it has left (CR 608.2h), not the new object it became (400.7).
  if (bindItWas(cond, null) === null) {
    const was = noSourceDefault(b, () => lowerNP(b, { k: 'pronoun', word: 'it' }, 'object', true));
    const bound = was && isOneObject(b, was) ? bindItWas(cond, was) : null;
    if (!bound) return null;
    cond = bound;
  }
  const marked = bindIt(cond, null) === null;
  if (!marked) return cond;
  const it: Ref | null = noSourceDefault(b, () => lowerNP(b, { k: 'pronoun', word: 'it' }, 'object', asNamed));
  if (!it || !isOneObject(b, it)) return null;
  return bindIt(cond, it);
}

/**
 * Whether the steps a conditional sentence built (from `from` on) hold a reading not made exact
 * here: a reflexive ability ("When you do, it deals 7 damage", where "it" would be read as the
 * token just created, not the permanent sacrificed) or, in a spell, an instruction about the
 * spell itself ("return ~ to its owner's hand" as it resolves, CR 608.2n).
 */
export function unsureConditional(b: Build, from: number): boolean {
  const built = b.steps.slice(from);
  if (built.some((st) => st.do === 'reflexive')) return true;
  return !b.activated && !b.trigger && namesSource(built);
}

/**
 * "that spell" in a cast trigger's effect ("Whenever you cast an instant or sorcery spell, … If
 * five or more mana was spent to cast that spell, …"): the spell the event names (CR 601.2i),
 * kept on the stack or as it last existed there (608.2h). Only where no target of the effect
 * could be a spell "that spell" might name instead; elsewhere null (not read).
 */
function castTriggerSpell(b: Build): Ref | null {
  if (b.trigger?.object !== 'spell' || b.targets.some((t) => t.filter.spells)) return null;
  return { ref: 'trigger', key: 'spell' };
}

/**
 * "Exile target card from a graveyard. If it was a creature card, …": "it" is the card an
 * earlier instruction moved, always, from a graveyard to exile, and nothing moved on since. A card's characteristics in
 * a graveyard and in exile are both its printed ones (CR 400.7, 109.2), so the new object in
 * exile is what the card was, and the test is read on it. Null (not read) for any other "it":
 * an object from the battlefield (its characteristics there may have differed, 608.2h), a move
 * that may not happen, an object not targeted from a graveyard.
 */
function movedFromGraveyard(b: Build): Ref | null {
  const it = noSourceDefault(b, () => lowerNP(b, { k: 'pronoun', word: 'it' }, 'object'));
  if (it?.ref !== 'var') return null;
  const at = b.steps.findIndex((st) => (st as { as?: string }).as === it.name);
  const last = b.steps[at] as StepSpec | undefined;
  if (last?.do !== 'moveTo' || last.zone !== 'exile' || last.when) return null;
  // Nothing after it moved it on (an earlier "If it was a land card, …" only tests it).
  const named = JSON.stringify({ ref: 'var', name: it.name });
  if (b.steps.slice(at + 1).some((st) => st.do !== 'check' && JSON.stringify(st).includes(named))) return null;
  const what = last.what;
  if (what.ref !== 'target') return null;
  const t = b.targets[what.slot];
  const objects = t && 'objects' in t.filter ? t.filter.objects : undefined;
  return t && t.max === 1 && objects?.zone === 'graveyard' && objects.cardOnly ? it : null;
}

/**
 * "that `noun`" in the past tense ("If that creature was an Elemental", "If you controlled that
 * permanent"): the one object it names as an instruction before named it (a target whose filter
 * says it is one, {@link nounAgrees}), or the creature a triggering event names ("Whenever another
 * creature you control dies, … If that creature was …"), each read as it last existed (CR
 * 608.2h); null (not read) for anything else.
 */
function thatWas(b: Build, noun: string): Ref | null {
  // "that creature" never names the source (lower-nouns.ts): no guard against "it" falling back on it.
  const r = lowerNP(b, { k: 'pronoun', word: 'that creature' }, 'object', true);
  if (!r || !isOneObject(b, r)) return null;
  if (nounAgrees(b, r, noun)) return r;
  const event = b.trigger?.object;
  return noun === 'creature' && !!event && r.ref === 'trigger' && r.key === event ? r : null;
}

/**
 * Whether "that `noun`" can be read as `ref`: a target whose filter says it is one ("target
 * creature" for "that creature", "target land" for "that land"); "that permanent" is any target
 * on the battlefield. Anything else (an event's object, a card an instruction moved) is not read:
 * the pronoun reading gives the object named last, which need not be the noun's ("tap target
 * creature. If that land is an Island": the land the event names, not the target).
 */
function nounAgrees(b: Build, ref: Ref, noun: string): boolean {
  if (ref.ref !== 'target') return false;
  const filter = b.targets[ref.slot]?.filter;
  const objects = filter && 'objects' in filter ? filter.objects : undefined;
  if (!objects || (objects.zone && objects.zone !== 'battlefield')) return false;
  return noun === 'permanent' || !!objects.types?.includes(noun as never);
}

/**
 * After a conditional sentence whose instruction named the source ("Then if …, you may sacrifice
 * this enchantment. When you do, it deals 7 damage …"), "it" may name the source or what was named
 * before: it is left unnamed (not read), never guessed.
 */
export function afterConditional(b: Build, from: number): void {
  if (!namesSource(b.steps.slice(from))) return;
  b.it = null;
  b.itUnnamed = true;
}
