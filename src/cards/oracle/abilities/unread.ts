/**
 * Readings a compiled ability may hold that only some cards can give a value: "with mana value
 * X" (the X of a spell with {X} in its cost, CR 107.3) and "if it was kicked" (the card's one
 * kicker, 702.33d). Where the card can't give one, the ability is refused instead.
 */
import type { CostSpec, ObjectFilter, Ref, StepSpec } from '../../../engine';
import type { CardFacts } from '../build';
import { isRefusal, refuse, type AbilityResult } from './part';
import { readingJson } from './reading-json';

const HAS_X_FILTER = (v: unknown) => JSON.stringify(v).includes('"manaValueIsX"');

/** An activation cost whose X is announced as it is activated (CR 602.2b): {X}, −X, or a part paying X ("Remove X counters"). */
const choosesX = (cost: CostSpec): boolean => /\{X\}/.test(cost.mana ?? '') || !!cost.loyaltyX || !!cost.costX;

/**
 * "with mana value X" reads an X someone chose (CR 107.3): the X of a spell with {X} in its cost
 * (announced as it is cast, 601.2b), of an activated ability with {X} in its cost (announced as
 * it is activated, before its targets, 602.2b), or, in a permanent's "When ~ enters" ability, the
 * X of the spell it was (107.3m). Elsewhere there is no X to read ("you may pay {X}" as it
 * resolves comes after the targets; a cycling cost's X is not the trigger's): a refusal.
 */
export function withoutUnreadX(r: AbilityResult, card: CardFacts): AbilityResult {
  if (!r || isRefusal(r) || card.spellWithX || !readingJson(r).includes('"manaValueIsX"')) return r;
  const { activated = [], triggered = [], ...rest } = r;
  const ok =
    !HAS_X_FILTER(rest) &&
    activated.every((a) => !HAS_X_FILTER(a) || choosesX(a.cost)) &&
    triggered.every(
      (t) =>
        !HAS_X_FILTER(t) ||
        (card.costHasX &&
          !card.isSpell &&
          t.on.event === 'zoneChange' &&
          t.on.what === 'self' &&
          t.on.to === 'battlefield' &&
          !t.on.from &&
          !JSON.stringify(t.steps).includes('"do":"payMana"')),
    );
  return ok
    ? r
    : refuse('"with mana value X" is read only where X is chosen: a cost with {X}, or an enters trigger (CR 107.3)');
}

/**
 * An X no one chose (CR 107.3): a spell's X is announced as it is cast (601.2b), an activated
 * ability's as it is activated (602.2b), and an enters trigger reads the X of the spell the
 * permanent was (107.3m). Where none of these exists (a triggered ability of a card without {X}
 * in its mana cost, an activated ability without {X} in its cost, a spell without {X}, none of
 * them paying {X} as it resolves), an X left in the steps would be 0: a refusal.
 */
export function withoutUnchosenX(r: AbilityResult, card: CardFacts): AbilityResult {
  if (!r || isRefusal(r)) return r;
  // "you may pay {X}. If you do, …": the payer chooses X as they pay (CR 107.3, 117.1a).
  const x = (v: unknown) => {
    const j = JSON.stringify(v);
    return j.includes('"x":true') && !/"do":"payMana","cost":"[^"]*\{X\}/.test(j);
  };
  const unchosen =
    (!card.costHasX && (r.triggered ?? []).some((t) => x(t))) ||
    (r.activated ?? []).some((a) => !choosesX(a.cost) && x(a)) ||
    (!card.costHasX && !!r.spell && x(r.spell));
  return unchosen ? refuse('X is not defined here (no {X} in a cost to choose it, CR 107.3)') : r;
}

/**
 * "of the chosen type / color", "with the chosen name / that name" read what the card chose as it entered (CR 614.12), or what this
 * ability chose as it resolved ("Choose a creature type. …", 608.2d) — then not in its targets,
 * which are chosen before it resolves (601.2c). Anything else has nothing to read: a refusal. A
 * card that chooses both ways is refused too (the later choice would replace the first).
 */
export function withoutUnchosenValue(r: AbilityResult, card: CardFacts): AbilityResult {
  if (!r || isRefusal(r)) return r;
  const j = readingJson(r);
  if (!j.includes('"chosen') && !j.includes('"option":"choose')) return r;
  const targets = () =>
    JSON.stringify([
      r.spell?.targets,
      r.spell?.modes?.options.map((o) => o.targets),
      r.activated?.map((a) => a.targets),
      r.triggered?.map((t) => t.targets),
    ]);
  const check = (
    key: 'chosenType' | 'chosenColor' | 'chosenName',
    option: string,
    asEnters: boolean,
    words: string,
  ) => {
    const own = j.includes(`"option":"${option}"`);
    if (own && asEnters) return `${words} is chosen both as it enters and as an ability resolves`;
    if (!j.includes(`"${key}":true`)) return null;
    if (!own && !asEnters) return `"the chosen ${words}" is read only on a card that chooses one`;
    if (own && targets().includes(`"${key}":true`))
      return `"the chosen ${words}" in a target: targets are chosen before the choice is made`;
    return null;
  };
  // A name chosen as an ability resolves would be kept on its source, which may have left the
  // battlefield (sacrificed for a reflexive trigger): read only on spells, where the spell holds it.
  if (JSON.stringify([r.activated, r.triggered]).includes('"option":"chooseNonlandCardName"'))
    return refuse('a card name chosen as an ability resolves has nowhere to be kept if its source is gone');
  const why =
    check('chosenType', 'chooseCreatureType', card.choosesType, 'type') ??
    check('chosenColor', 'chooseColor', card.choosesColor, 'color') ??
    check('chosenName', 'chooseNonlandCardName', card.choosesName, 'name');
  return why ? refuse(why) : r;
}

/** "if it was kicked" reads the card's one kicker (CR 702.33d); without one there is nothing to read: a refusal. */
export function withoutUnreadKicker(r: AbilityResult, card: CardFacts): AbilityResult {
  return r && !isRefusal(r) && !card.hasKicker && readingJson(r).includes('"kicked":')
    ? refuse('"if it was kicked" is read only on a card with one kicker cost')
    : r;
}

/** The filter keys holding an amount read as the filter is checked (ObjectFilter.manaValueAtMost, manaValueEquals). */
const LIVE_AMOUNT = /"manaValue(AtMost|Equals)"/;
/** Steps whose reference may be read again while their effect lasts (CR 611.2c, 611.3a). */
const LASTING = new Set([
  'pump',
  'restrict',
  'restrictAll',
  'mustAttack',
  'gainControl',
  'prevent',
  'permitPlay',
  'delayed',
]);

/** Whether `v` holds an object with a `do` of {@link LASTING} whose text holds the key. */
function inLasting(v: unknown): boolean {
  if (!v || typeof v !== 'object') return false;
  const o = v as Record<string, unknown>;
  if (typeof o.do === 'string' && LASTING.has(o.do) && LIVE_AMOUNT.test(JSON.stringify(o))) return true;
  return Object.values(o).some(inLasting);
}

/**
 * "with mana value less than or equal to ~'s power" (ObjectFilter.manaValueAtMost) is an amount
 * read each time the filter is checked, "you" being the filter's controller. It is read only in
 * one-shot instructions and targets of spells, activated and triggered abilities: never in a
 * static ability or a trigger condition (read while the layers are applied, CR 613; an amount
 * of "~'s power" there would read the layers it is part of), in an instruction whose effect lasts
 * (CR 611.2c), or beside a filter relative to another player ("each player sacrifices …": "you"
 * in the amount would become that player).
 */
export function withoutLiveAmountFilter(r: AbilityResult): AbilityResult {
  if (!r || isRefusal(r) || !LIVE_AMOUNT.test(readingJson(r))) return r;
  const { activated = [], triggered = [], spell, ...rest } = r;
  const bad = (v: unknown) => {
    const j = JSON.stringify(v ?? null);
    return LIVE_AMOUNT.test(j) && (j.includes('"relativeTo"') || inLasting(v));
  };
  const ok =
    !LIVE_AMOUNT.test(JSON.stringify(rest)) &&
    !bad(spell) &&
    activated.every((a) => !bad(a)) &&
    triggered.every((t) => !LIVE_AMOUNT.test(JSON.stringify(t.on)) && !bad(t));
  return ok
    ? r
    : refuse('a mana value bounded by an amount is read only in one-shot instructions and targets (CR 202.3, 611.2c)');
}

/**
 * Refuses a triggered ability of an Aura that waits for its enchanted permanent to leave the
 * battlefield and then moves "this card" (`{ ref: 'source' }`): by then the Aura has been put into
 * its owner's graveyard as a state-based action (CR 704.5m), a new object (400.7) the source
 * reference doesn't follow, so the instruction would do nothing (Angelic Destiny, Nurgle's Rot).
 * Left as text until the engine finds that card.
 */
export function withoutLostAuraSource(r: AbilityResult): AbilityResult {
  if (!r || isRefusal(r) || !r.triggered?.length) return r;
  const lost = r.triggered.some(
    (t) =>
      t.on.event === 'zoneChange' &&
      t.on.what === 'enchanted' &&
      t.on.from === 'battlefield' &&
      JSON.stringify(t.steps ?? null).includes('"what":{"ref":"source"}'),
  );
  return lost
    ? refuse(
        '"this card" after its enchanted permanent leaves names the Aura already in the graveyard (CR 704.5m, 400.7)',
      )
    : r;
}

/**
 * An instant's or sorcery's "each other creature" (`notSource`) where it named a target or made
 * tokens before: "Target creature you control gets +3/+3 and other creatures you control get
 * +1/+1" (Sigil Blessing), Martial Coup's "destroy all other creatures" after its Soldiers —
 * other than those, not other than the spell, which is never on the battlefield (CR 110.1). A
 * group of objects found as the spell resolves (`{ ref: 'all' }`) is read so: every object
 * matching but the targets (`except`), or but the tokens made (recorded by the token step). Any
 * other "other" (a restriction's filter, which applies to objects later too, 611.2c), targets
 * and tokens both, or a target card in a zone it leaves (a new object, 400.7), is refused, never a
 * guess. A copy effect's "each other creature becomes a copy
 * of that creature" leaves out the creature copied (`otherThanCopied`) and is read.
 */
export function withoutOtherThanNamed(r: AbilityResult): AbilityResult {
  if (!r || isRefusal(r) || !r.spell) return r;
  const steps = r.spell.steps ?? [];
  const targets = (r.spell.targets ?? []).length;
  const tokens = steps.filter((s) => s.do === 'createToken');
  const other = steps.some((s) => s.do !== 'becomeCopy' && saysOther(s));
  if (!other || (!targets && !tokens.length)) return r;
  const refused = refuse('"other" after a target or tokens means other than those, not read (CR 110.1)');
  if (targets && tokens.length) return refused;
  // A target card in another zone becomes a new object as it moves (CR 400.7): left as text.
  if ((r.spell.targets ?? []).some((t) => JSON.stringify(t).includes('"zone":'))) return refused;
  let except: Ref;
  let made = steps;
  if (targets) {
    const slots: Ref[] = Array.from({ length: targets }, (_, slot) => ({ ref: 'target', slot }));
    except = slots.length === 1 ? (slots[0] as Ref) : { ref: 'union', of: slots };
  } else {
    // The tokens each token step makes, named so the group can leave them out.
    made = steps.map((s, k) => (s.do === 'createToken' && !s.as ? { ...s, as: `otherThan${k}` } : s));
    const vars: Ref[] = made.flatMap((s) => (s.do === 'createToken' && s.as ? [{ ref: 'var', name: s.as }] : []));
    except = vars.length === 1 ? (vars[0] as Ref) : { ref: 'union', of: vars };
  }
  const rewritten = made.map((s) => (s.do === 'becomeCopy' ? s : (otherThan(s, except) as StepSpec)));
  if (rewritten.some((s) => s.do !== 'becomeCopy' && saysOther(s))) return refused;
  return { ...r, spell: { ...r.spell, steps: rewritten } };
}

/**
 * `v` with each group reference's "other" (`{ ref: 'all', filter: { notSource: true } }`) read as
 * "other than" the objects `except` names; abilities it grants are left as they are (their
 * "another" is their own).
 */
function otherThan(v: unknown, except: Ref): unknown {
  if (Array.isArray(v)) return v.map((x) => otherThan(x, except));
  if (!v || typeof v !== 'object') return v;
  const o = v as Record<string, unknown>;
  if (o.ref === 'all' && (o.filter as ObjectFilter | undefined)?.notSource) {
    const { notSource: _, ...filter } = o.filter as ObjectFilter;
    return { ...o, filter, except };
  }
  return Object.fromEntries(
    Object.entries(o).map(([k, x]) => [
      k,
      k === 'grants' || k === 'granted' || k === 'abilities' ? x : otherThan(x, except),
    ]),
  );
}

/**
 * "for each other …" counted for an instruction about an object other than the source: "target
 * attacking creature gets +1/+1 for each other attacking creature" (Paladin Class), "Whenever
 * equipped creature attacks alone, it gets +1/+1 … for each other creature you control" (Sigil of
 * Valor), "Attacking creatures you control get +1/+0 … for each other attacking creature" (Run):
 * "other" is other than the object the instruction is about, not other than the source (CR
 * 608.2c), which the count's `notSource` would mean. Refused, never a guess; "Whenever this
 * creature attacks, it gets +1/+0 for each other attacking Goblin" (the object is the source) is
 * read, and so is "for each attacking creature other than ~" (said of the source). Applies to a
 * spell's steps (a split card's halves too) and to each activated and triggered ability's.
 */
export function withoutOtherOfAnother(r: AbilityResult): AbilityResult {
  if (!r || isRefusal(r)) return r;
  const self = (what: unknown, on?: { what?: unknown }): boolean =>
    JSON.stringify(what) === '{"ref":"source"}' ||
    (on?.what === 'self' && JSON.stringify(what) === '{"ref":"trigger","key":"permanent"}');
  // "for each attacking creature other than Márton Stromgald": other than the source, said so.
  const wrong = (steps: readonly StepSpec[] | undefined, on?: { what?: unknown }, text?: string): boolean =>
    !/ other than (?:~|this )/.test(text ?? '') &&
    (steps ?? []).some((s) => {
      if (!('what' in s) || self(s.what, on)) return false;
      const { what: _, ...rest } = s as StepSpec & { what: unknown };
      return countsOtherThanSource(rest);
    });
  const bad =
    wrong(r.spell?.steps) ||
    (r.activated ?? []).some((a) => wrong(a.steps, undefined, a.text)) ||
    (r.triggered ?? []).some((t) => wrong(t.steps, t.on as { what?: unknown }, t.text));
  return bad ? refuse('"for each other …" about an object other than the source is not read (CR 608.2c)') : r;
}

/** Whether `v` counts objects "other than the source" (`{ count: { notSource } }`), outside granted abilities. */
function countsOtherThanSource(v: unknown): boolean {
  if (Array.isArray(v)) return v.some(countsOtherThanSource);
  if (!v || typeof v !== 'object') return false;
  const o = v as Record<string, unknown>;
  if (o.count && typeof o.count === 'object' && (o.count as ObjectFilter).notSource) return true;
  return Object.entries(o).some(
    ([k, x]) => k !== 'grants' && k !== 'granted' && k !== 'abilities' && countsOtherThanSource(x),
  );
}

/** Whether `v` has a `notSource` filter outside the abilities it grants (a granted ability's "another" is its own). */
function saysOther(v: unknown): boolean {
  if (Array.isArray(v)) return v.some(saysOther);
  if (!v || typeof v !== 'object') return false;
  return Object.entries(v).some(([k, x]) =>
    k === 'notSource' ? x === true : k !== 'grants' && k !== 'granted' && k !== 'abilities' && saysOther(x),
  );
}
