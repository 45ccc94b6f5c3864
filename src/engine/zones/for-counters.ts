/**
 * Devour N (CR 702.82a) and amplify N (702.38a), "as enters" choices (614.12) that load with the
 * cards that have them (installed into entering-ask.ts's LAZY_ENTERING by every-step.ts), and
 * other permanents' "… enters with an additional … counter on it" (614.1c) and unleash's and
 * riot's choice applied (702.98a, 702.136a), which only compiled cards have (the Oracle compiler
 * loads every-step.ts).
 *
 * - Devour: "As this object enters, you may sacrifice any number of creatures [or the quality
 *   named, 702.82c]. This permanent enters with N +1/+1 counters on it for each one sacrificed
 *   this way." Only permanents its controller controls; they are chosen before it moves and
 *   sacrificed as it enters (those still there and still matching).
 * - Amplify: "As this object enters, reveal any number of cards from your hand that share a creature
 *   type with it. This permanent enters with N +1/+1 counters on it for each card revealed this way."
 */
import { displayName, READER } from '../derived/characteristics';
import { matchesObjectFilter } from '../derived/object-filter';
import { amountOf, conditionHolds } from '../derived/static-values';
import { emit, newTimestamp, peek, type Ctx } from '../state/context';
import { ask, takeAnswer } from '../state/decisions';
import { RULE } from '../state/rules';
import type { GameObject, ObjectId, PlayerId } from '../state/types';
import type { ObjectFilter } from '../state/card-def';
import { getLki } from '../state/object-table';
import type { TypeLine } from '../state/type-line';
import { putOnEntering } from './entering';
import { COLOR_WORDS, LAZY_ENTERING, type ForCountersChoice } from './entering-ask';
import { sacrifice } from './game-actions';

/** What devour may sacrifice (permanents `player` controls) or amplify may reveal (cards in `player`'s hand), never `obj`. */
function candidates(ctx: Ctx, obj: GameObject, choice: ForCountersChoice, player: PlayerId): ObjectId[] {
  const zone = 'devour' in choice ? 'battlefield' : 'hand';
  const ids = zone === 'hand' ? ctx.s.players[player].hand : ctx.s.battlefield;
  return ids.filter((id) => {
    const o = peek(ctx, id);
    return (
      !!o &&
      id !== obj.id &&
      (zone === 'hand' || o.controller === player) &&
      matchesObjectFilter(ctx, READER, o, { ...choice.filter, zone }, player, obj.id)
    );
  });
}

/** What the log calls devour's choice: the keyword, or "its ability" when the card writes it out. */
const label = (choice: ForCountersChoice) =>
  'devour' in choice ? (choice.spelledOut ? 'its ability' : `devour ${choice.devour}`) : `amplify ${choice.amplify}`;

/** "N +1/+1 counter(s)". */
const counters = (n: number) => `${n} +1/+1 counter${n === 1 ? '' : 's'}`;

LAZY_ENTERING.ask = (ctx, task, store, obj, player, choice) => {
  const key = `enter:${obj.id}:forCounters`;
  if (Array.isArray(store[key])) return store[key] as ObjectId[];
  const cands = candidates(ctx, obj, choice, player);
  const ans = cands.length ? takeAnswer(task) : [];
  if (!Array.isArray(ans)) {
    const name = displayName(ctx, obj);
    ask(ctx, {
      player,
      kind: 'chooseObjects',
      purpose: 'devour' in choice ? 'enterDevour' : 'enterAmplify',
      rule: RULE.asEnters,
      about: obj.id,
      candidates: cands,
      min: 0,
      max: cands.length,
      prompt:
        'devour' in choice
          ? `As ${name} enters, you may sacrifice any number of these (${label(choice)}): it enters with ${counters(choice.devour)} for each.`
          : `As ${name} enters, you may reveal any number of these cards from your hand (amplify ${choice.amplify}): it enters with ${counters(choice.amplify)} for each.`,
    });
    return 'wait';
  }
  const chosen = ans.filter((id): id is ObjectId => cands.includes(id as ObjectId));
  store[key] = chosen;
  return chosen;
};

LAZY_ENTERING.apply = (ctx, permanent, choice, chosen = [], out) => {
  const name = displayName(ctx, permanent);
  const still = candidates(ctx, permanent, choice, permanent.controller);
  const these = chosen.filter((id) => still.includes(id));
  for (const id of these) {
    const o = peek(ctx, id);
    if (!o) continue;
    if ('devour' in choice) sacrifice(ctx, o, `as ${name} entered (${label(choice)})`);
    else
      emit(ctx, {
        type: 'Revealed',
        objectId: o.id,
        player: permanent.controller,
        rule: RULE.reveal,
        objects: [o.id],
        cards: o.cardId ? [o.cardId] : [],
        text: `${permanent.controller} revealed ${displayName(ctx, o)} from their hand as ${name} entered (amplify ${choice.amplify}).`,
      });
  }
  const n = ('devour' in choice ? choice.devour : choice.amplify) * these.length;
  const why = 'devour' in choice ? (choice.spelledOut ? 'its ability' : 'devour') : 'amplify';
  putOnEntering(ctx, permanent, '+1/+1', n, RULE.asEnters, why, out);
};

/**
 * Another permanent's "Each other Warrior creature you control enters with an additional +1/+1
 * counter on it" (CR 614.1c): matched relative to the source `src`'s controller, the amount (and
 * any "as long as" condition, 611.3a) read with "you" and "this" its controller and itself.
 */
LAZY_ENTERING.more = (ctx, permanent, src, rep, out) => {
  if (!rep.what || !matchesObjectFilter(ctx, READER, permanent, rep.what, src.controller, src.id)) return;
  // "As long as an opponent lost life this turn, …" (CR 611.3a): only while it holds as it enters.
  if (rep.if && !conditionHolds(ctx, READER, { you: src.controller, source: src.id }, rep.if)) return;
  const n = amountOf(ctx, READER, { you: src.controller, source: src.id }, rep.count);
  putOnEntering(ctx, permanent, rep.counter, n, RULE.entersWith, `${displayName(ctx, src)}'s ability`, out);
};

/**
 * "You may have ~ enter with a +1/+1 counter on it" (unleash, CR 702.98a) and riot's "… If you
 * don't, it gains haste" (702.136a): the counter its controller chose to take, or the keyword it
 * gains for as long as it stays on the battlefield (an effect with no duration, CR 611.2a). On a
 * path that couldn't ask, no counter is taken.
 */
LAZY_ENTERING.mayCounter = (ctx, permanent, choice, took, out) => {
  if (took) {
    putOnEntering(ctx, permanent, choice.mayCounter, 1, RULE.asEnters, 'its controller chose to', out);
    return;
  }
  if (choice.orGains) LAZY_ENTERING.gains?.(ctx, permanent, [choice.orGains], 'it entered without the counter', out);
};

/**
 * Keywords a permanent enters with (riot's haste, 702.136a; "If this creature was kicked, it
 * enters with two +1/+1 counters on it and with first strike"): an effect with no duration, for
 * as long as it stays on the battlefield (CR 611.2a), with its timestamp as it enters.
 */
LAZY_ENTERING.gains = (ctx, permanent, keywords, why, out) => {
  ctx.s.effects.push({
    object: permanent.id,
    until: 'indefinitely',
    timestamp: newTimestamp(ctx),
    sourceName: displayName(ctx, permanent),
    gains: [...keywords],
  });
  out.push({
    type: 'Note',
    rule: RULE.asEnters,
    objects: [permanent.id],
    cards: permanent.cardId ? [permanent.cardId] : [],
    text: `${displayName(ctx, permanent)} entered with ${keywords.join(', ')} (${why}).`,
  });
};

/**
 * "As this enchantment enters, choose Khans or Dragons." (the Sieges), "This creature enters with
 * your choice of a deathtouch counter or a lifelink counter on it", "As this land enters, choose a
 * color other than black" (the colours offered): one of the named options,
 * chosen by the player who will control it, before it moves (CR 614.12).
 */
LAZY_ENTERING.pick = (ctx, task, store, obj, player, choice) => {
  const key = `enter:${obj.id}:pick:${choice.pick}`;
  if (typeof store[key] === 'string') return store[key] as string;
  const ans = takeAnswer(task);
  if (typeof ans === 'string' && choice.options.includes(ans)) return (store[key] = ans);
  const name = displayName(ctx, obj);
  const label = (o: string): string => (choice.pick === 'color' ? (COLOR_WORDS[o] ?? o) : o);
  const words = choice.options.map((o) => (choice.pick === 'counter' ? `a ${o} counter` : label(o))).join(' or ');
  ask(ctx, {
    player,
    kind: 'chooseOption',
    purpose: choice.pick === 'mode' ? 'enterMode' : choice.pick === 'color' ? 'color' : 'enterCounterKind',
    rule: RULE.asEnters,
    about: obj.id,
    prompt:
      choice.pick === 'counter'
        ? `${name} enters with your choice of ${words} on it.`
        : `As ${name} enters, choose ${words}.`,
    options: choice.options.map((o) => ({ value: o, label: label(o) })),
  });
  return 'wait';
};

/**
 * The option picked, applied as it enters: the mode kept on the permanent (it has that mode's
 * abilities only, CR 614.12), or the counter put on it (614.1c). On a path that couldn't ask,
 * nothing is chosen and the log says so.
 */
LAZY_ENTERING.applyPick = (ctx, permanent, choice, value, out) => {
  const name = displayName(ctx, permanent);
  const base = { objects: [permanent.id], cards: permanent.cardId ? [permanent.cardId] : [] };
  if (value === undefined) {
    out.push({
      type: 'Note',
      rule: RULE.asEnters,
      ...base,
      text: `${name} entered by a path that couldn't ask its controller's choice: nothing is chosen.`,
    });
  } else if (choice.pick === 'counter') {
    putOnEntering(ctx, permanent, value, 1, RULE.entersWith, 'its controller chose it', out);
  } else if (choice.pick === 'color') {
    // "choose a color other than black": one of the colours offered, read as "the chosen color".
    permanent.chosenColor = value as NonNullable<GameObject['chosenColor']>;
    out.push({
      type: 'Note',
      rule: RULE.asEnters,
      ...base,
      text: `${name} entered with ${COLOR_WORDS[value] ?? value} chosen.`,
    });
  } else {
    permanent.chosenMode = value;
    out.push({ type: 'Note', rule: RULE.asEnters, ...base, text: `As ${name} entered, ${value} was chosen.` });
  }
};

/** True once imported: devour and amplify are installed. */
export const FOR_COUNTERS = true;

/** The keys of a graveyard count {@link LAZY_ENTERING.asBefore} reads (the compiler reads no other). */
const GRAVEYARD_COUNT_KEYS: ReadonlySet<string> = new Set([
  'zone',
  'cardOnly',
  'owner',
  'types',
  'subtypes',
  'notSource',
]);

/** Whether a card as it last was in a graveyard (its snapshot) matched the graveyard count `f`, for `you`. */
function wasCounted(o: GameObject, t: TypeLine, f: ObjectFilter, you: PlayerId): boolean {
  return (
    o.zone === 'graveyard' &&
    (!f.owner || (f.owner === 'you') === (o.zonePlayer === you)) &&
    (!f.cardOnly || (o.cardId !== null && !o.token && o.copyOf === null)) &&
    (!f.types || f.types.some((x) => t.types.includes(x))) &&
    (!f.subtypes || f.subtypes.some((x) => t.subtypes.includes(x)))
  );
}

/**
 * "~ enters with a +1/+1 counter on it for each creature card in your graveyard" (Golgari
 * Grave-Troll): the replacement is applied just before the permanent enters (CR 614.12), so the
 * cards counted are those in the graveyard then: a card put onto the battlefield from a graveyard
 * counts itself there, and so do the cards that left a graveyard in the same event (a mass return,
 * one simultaneous event), but not those put into a graveyard by it. Each count of graveyard
 * cards is the count now, corrected by the card itself (`from`, its object before it moved) and
 * the zone changes of the event so far (`ctx.batch`).
 */
LAZY_ENTERING.asBefore = (ctx, permanent, from) => {
  const you = permanent.controller;
  const left = [from, ...(ctx.batch ?? []).flatMap((e) => (e.type === 'ZoneChanged' ? [e.from.objectId] : []))];
  const came = (ctx.batch ?? []).flatMap((e) =>
    e.type === 'ZoneChanged' && e.to.zone === 'graveyard' ? [e.to.objectId] : [],
  );
  return (a) => {
    if (typeof a !== 'object' || !('count' in a) || a.count.zone !== 'graveyard' || a.relativeTo) return undefined;
    const f = a.count;
    if (Object.keys(f).some((k) => !GRAVEYARD_COUNT_KEYS.has(k))) return undefined;
    const now = amountOf(ctx, READER, { you, source: permanent.id }, a);
    const before = left.filter((id) => {
      const lki = id && !came.includes(id) ? getLki(ctx.s, id) : undefined;
      return !!lki && wasCounted(lki.object, lki.typeLine, f, you);
    }).length;
    const after = came.filter((id) => {
      const o = peek(ctx, id);
      return !!o && matchesObjectFilter(ctx, READER, o, f, you, permanent.id);
    }).length;
    return now + before - after;
  };
};
