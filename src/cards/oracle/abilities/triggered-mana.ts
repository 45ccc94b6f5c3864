/**
 * A triggered mana ability (CR 605.1b): it triggers on tapping for mana and adds mana, so it
 * resolves at once (605.4a). "Whenever a player taps a land for mana, that player adds one mana of
 * any type that land produced." (Mana Flare), "Whenever you tap a nonland permanent for mana, add
 * one mana of any type that permanent produced." (Kinnan); "Whenever enchanted land is tapped for
 * mana, its controller adds an additional {G}." (Wild Growth), "… {G}{G}." (Overgrowth), "… one
 * mana of any color." (Fertile Ground), "… two mana in any combination of colors." (Market
 * Festival; each colour chosen as it resolves, CR 106.1a, 605.3b), "… one mana of the chosen
 * color." (Utopia Sprawl, CR 614.12), "… {G} for each Elf on the battlefield." (Elvish Guidance,
 * counted as it resolves); "Whenever a Mountain is tapped for mana, its controller adds an
 * additional {R}." (Gauntlet of Might); "Whenever you tap a land for mana, add {G}."
 */
import type { ManaType, TriggeredSpec, TriggerSpec } from '../../../engine';
import type { CardFacts } from '../build';
import { countedAmount } from './mana-ability';
import { LAND_TYPES } from '../phrases/subtypes';

type What = Extract<TriggerSpec, { event: 'tappedForMana' }>['what'];
type Adds = NonNullable<TriggeredSpec['manaAbility']>;

/** The land types (CR 205.3i): a permanent with one is a land (205.3d). */
const LANDS = new Set<string>(LAND_TYPES);

/** Whether every permanent `what` watches is a land ("that land" names it). */
function watchesLands(what: What): boolean {
  if (what === 'anyLand' || what === 'enchanted') return what === 'anyLand';
  const f = what.filter;
  if (f.types?.length === 1 && f.types[0] === 'land') return true;
  const alts = f.anyOf ?? (f.subtypes ? [f] : []);
  return (
    alts.length > 0 &&
    alts.every((a) => Object.keys(a).every((k) => k === 'subtypes') && !!a.subtypes?.every((t) => LANDS.has(t)))
  );
}

/** The noun "that … produced" may name the watched permanent by. */
function producedNoun(what: What, noun: string): boolean {
  if (noun === 'land') return watchesLands(what);
  if (noun === 'permanent') return typeof what === 'object';
  if (noun === 'artifact token')
    return typeof what === 'object' && what.filter.token === true && what.filter.types?.join() === 'artifact';
  return false;
}

/**
 * The mana of a triggered mana ability, or null where it isn't read (mixed types, a rider after
 * it, "of that color"). `what`: the permanent whose tapping triggers it.
 */
export function triggeredMana(what: What, effect: string, card: CardFacts): Adds | null {
  const e = effect.replace(/\.$/, '');
  if (what === 'anyLand' && e === 'that player adds one mana of any type that land produced')
    return { adds: 'typeProduced' };
  const m = /^its controller adds an additional (.+)$/.exec(e);
  const mana = m ? addedMana(m[1] as string, card) : null;
  if (mana && what !== 'anyLand') return mana;
  if (typeof what !== 'object') return null;
  // "Whenever you tap a Swamp for mana, add an additional {B}" (Crypt Ghast): you, its
  // controller, add it; "… a player taps a basic land for mana, that player adds one mana of any
  // type that land produced" (Lavaleaper).
  const yours = what.filter.controller === 'you';
  const extra = /^add (?:an additional )?(.+)$/.exec(e);
  const added = extra ? addedMana(extra[1] as string, card) : null;
  if (added && yours) return added;
  // "… one mana of any type that permanent (artifact token) produced" (Kinnan, Roxanne): the
  // tapped permanent, whatever noun names it (CR 106.12a).
  const produced = (
    yours
      ? /^add one mana of any type that (.+) produced$/
      : /^that player adds one mana of any type that (.+) produced$/
  ).exec(e);
  return produced && producedNoun(what, produced[1] as string) ? { adds: 'typeProduced' } : null;
}

/** How many mana a count word names (one or two, as triggered mana abilities print them). */
const MANA_COUNTS: Record<string, number> = { one: 1, two: 2 };

/**
 * The mana "adds an additional …" names: "{G}", "{G}{G}" (one type, CR 106.1), "one mana of any
 * color", "two mana in any combination of colors" (colours chosen as it resolves, 106.1a), "one
 * mana of the chosen color" (its source's choice as it entered, on a card that makes one, 614.12),
 * "{G} for each Elf on the battlefield" (counted as it resolves); null for anything else.
 */
function addedMana(words: string, card: CardFacts): Adds | null {
  const each = /^((?:\{[WUBRGC]\})+) for each (.+)$/.exec(words);
  if (each) {
    const one = addedMana(each[1] as string, card);
    const times = countedAmount(each[2] as string, true, card);
    return one && times !== null ? { ...one, times } : null;
  }
  const syms = /^(?:\{([WUBRGC])\})+$/.exec(words) ? words.slice(1, -1).split('}{') : null;
  if (syms && syms.every((x) => x === syms[0]))
    return { adds: syms[0] as ManaType, ...(syms.length > 1 ? { count: syms.length } : {}) };
  if (words === 'one mana of the chosen color') return card.choosesColor ? { adds: 'chosenColor' } : null;
  const any = /^(?:(one) mana of any color|(two) mana in any combination of colors)$/.exec(words);
  const n = any ? MANA_COUNTS[(any[1] ?? any[2]) as string] : undefined;
  return n ? { adds: 'anyColor', ...(n > 1 ? { count: n } : {}) } : null;
}
