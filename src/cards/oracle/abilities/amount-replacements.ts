/**
 * Static replacement effects that change how much of something an event gives (CR 614.1a):
 *
 * - life gained (CR 119.3): "If you would gain life, you gain that much life plus 1 instead"
 *   (Angel of Vitality), "… you gain twice that much life instead" (Boon Reflection), "If a
 *   player would gain life, that player gains no life instead" (Sulfuric Vortex), "If an opponent
 *   would gain life, that player loses that much life instead" (Tainted Remedy). One
 *   `lifeGainReplaced` each (engine/zones/life-replacements.ts). "Players can't gain life", "Your
 *   opponents can't gain life" (Rampaging Ferocidon, Erebos): a prohibition (CR 101.2), read as
 *   the same gain of none (`cant`), applied before anything else that would change the gain.
 * - counters put on a permanent (CR 122.6): "If one or more +1/+1 counters would be put on a
 *   creature you control, that many plus one +1/+1 counters are put on it instead" (Hardened
 *   Scales), "… twice that many +1/+1 counters …" (Corpsejack Menace), "… that many -1/-1
 *   counters minus one …" (Vizier of Remedies), "If one or more counters would be put on an
 *   artifact or creature you control, that many plus one of each of those kinds of counters are
 *   put on that permanent instead" (Winding Constrictor). One `countersIncreased` each
 *   (engine/zones/counter-replacements.ts).
 *
 * Not read (left as text): a condition ("while you have 5 or less life", Phial of Galadriel),
 * "draw that many cards instead" (Lich), effects "this turn" from resolved spells, a permanent's
 * own counters ("would be put on ~": whether it changes the counters it enters with is left
 * alone), "your team", a trigger's "until end of turn" effect.
 */
import type { ObjectFilter, ReplacementSpec } from '../../../engine';
import { parseCount } from '../phrases/numbers';
import { parseObjects } from '../phrases/objects';

/** Whose gain ("you", "an opponent", "a player") and the words that name that player again. */
const GAINER: Record<string, { who: 'you' | 'opponents' | 'each'; again: string }> = {
  you: { who: 'you', again: 'you gain' },
  'an opponent': { who: 'opponents', again: 'that player gains' },
  'a player': { who: 'each', again: 'that player gains' },
};

/** The life-gain replacement the sentence (its final period dropped) states, or null. */
export function lifeGainReplacement(s: string): ReplacementSpec | null {
  // "Players can't gain life", "Your opponents can't gain life" (CR 101.2): no gain happens.
  const cant = /^(Players|Your opponents) can't gain life$/.exec(s);
  if (cant)
    return { kind: 'lifeGainReplaced', who: cant[1] === 'Players' ? 'each' : 'opponents', times: 0, cant: true };
  const m = /^If (you|an opponent|a player) would gain life, (.+) instead$/.exec(s);
  const g = m ? GAINER[m[1] as string] : undefined;
  if (!m || !g) return null;
  const rest = m[2] as string;
  if (rest === 'that player loses that much life' && g.who !== 'you')
    return { kind: 'lifeGainReplaced', who: g.who, loseInstead: true };
  if (!rest.startsWith(`${g.again} `)) return null;
  const what = rest.slice(g.again.length + 1);
  if (what === 'no life') return { kind: 'lifeGainReplaced', who: g.who, times: 0 };
  if (what === 'twice that much life') return { kind: 'lifeGainReplaced', who: g.who, times: 2 };
  const plus = /^that much life plus (\w+)$/.exec(what);
  const n = plus ? parseCount(plus[1] as string) : null;
  return n !== null && n >= 1 ? { kind: 'lifeGainReplaced', who: g.who, plus: n } : null;
}

/** The keys of a filter that are characteristics (CR 109.3), which an `anyOf` alternative may hold. */
const CHARACTERISTIC_KEYS = new Set(['types', 'subtypes', 'supertypes', 'colors']);

/**
 * "a creature you control", "another creature you control", "a creature" (anyone's), or a list of
 * kinds of permanent you control where any one matches: "a creature or Vehicle you control", "an
 * Army, Goblin, or Orc you control" (each item a characteristic, an `anyOf` alternative).
 */
function permanentPhrase(text: string): ObjectFilter | null {
  const ph = parseObjects(text.replace(/^an? /, ''));
  if (ph) {
    if (ph.plural || ph.filter.zone) return null;
    return ph.other ? { ...ph.filter, notSource: true } : ph.filter;
  }
  const list = /^an? (.+) you control$/.exec(text);
  if (!list) return null;
  const items = (list[1] as string).split(/,? or |, /);
  if (items.length < 2) return null;
  const alts: ObjectFilter[] = [];
  for (const item of items) {
    const one = parseObjects(item);
    if (!one || one.plural || one.other || Object.keys(one.filter).length !== 1) return null;
    if (!CHARACTERISTIC_KEYS.has(Object.keys(one.filter)[0] as string)) return null;
    alts.push(one.filter);
  }
  return { controller: 'you', anyOf: alts };
}

/** "that many plus one +1/+1 counters" and the like, after "If one or more … would be put on X, ". */
const COUNTER_RESULTS: { re: RegExp; kind: 'one' | 'each'; amount: { plus: number } | { times: number } }[] = [
  { re: /^that many plus one (\S+) counters$/, kind: 'one', amount: { plus: 1 } },
  { re: /^twice that many (\S+) counters$/, kind: 'one', amount: { times: 2 } },
  { re: /^that many (\S+) counters minus one$/, kind: 'one', amount: { plus: -1 } },
  { re: /^that many plus one of each of those kinds of counters$/, kind: 'each', amount: { plus: 1 } },
  { re: /^twice that many of each of those kinds of counters$/, kind: 'each', amount: { times: 2 } },
];

/** The counter replacement the sentence (its final period dropped) states, or null. */
export function counterReplacement(s: string): ReplacementSpec | null {
  const m =
    /^If one or more (?:([+-]1\/[+-]1) )?counters would be put on (an? .+?|another .+?), ((?:that|twice that) many .+) are put on (?:it|that creature|that permanent) instead$/.exec(
      s,
    );
  if (!m) return null;
  const counter = m[1];
  const what = permanentPhrase(m[2] as string);
  if (!what) return null;
  for (const r of COUNTER_RESULTS) {
    const hit = r.re.exec(m[3] as string);
    if (!hit) continue;
    // "+1/+1 counters would be put …, that many plus one +1/+1 counters": the same kind again;
    // "counters would be put …, … of each of those kinds": any kind.
    if (r.kind === 'one' ? !counter || hit[1] !== counter : counter) return null;
    return { kind: 'countersIncreased', ...(counter ? { counter } : {}), what, ...r.amount };
  }
  return null;
}
