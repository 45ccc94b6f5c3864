/**
 * Static abilities that say what objects are (CR 205.1b, 305.7; layers 4, 5 and 7b):
 * "All Mountains are Plains.", "Nonbasic lands are Mountains.", "Enchanted land is a Swamp.",
 * "Each land is a Swamp in addition to its other land types.", "All Forests are 1/1 creatures
 * that are still lands.", "All Swamps are 1/1 black creatures that are still lands."
 * A land given a basic land type this way loses its other land types and the abilities of
 * its rules text unless the text says "in addition to its other land types" (CR 305.7); a
 * land that becomes a creature keeps its types (205.1b: "still lands").
 */
import type { Affected, ManaType, StaticSpec } from '../../../engine';
import { subtypeOf, isLandType } from '../phrases/subtypes';
import { isCreatureType } from '../../../engine/state/creature-types';
import { parseAffected } from '../phrases/affected';

type Color = Exclude<ManaType, 'C'>;
const COLOR_WORDS: Record<string, Color> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };

/** The subject of "is"/"are": one object ("Enchanted land", "Each land") or a plural group. */
function subjectOf(s: string, verb: 'is' | 'are'): { affects: Affected; lands: boolean } | null {
  if (verb === 'is') {
    if (s === 'Enchanted land') return { affects: { enchanted: true }, lands: true };
    // "Each land is …": every land, one at a time.
    const each = /^Each (land|nonbasic land|basic land)$/.exec(s);
    if (each)
      return subjectOf(
        `${each[1] === 'land' ? '' : `${(each[1] as string).split(' ')[0]} `}lands`.replace(/^./, (c) =>
          c.toUpperCase(),
        ),
        'are',
      );
    return null;
  }
  const a = parseAffected(s);
  if (!a || !('objects' in a)) return null;
  const f = a.objects;
  // Only lands: "lands", "Mountains", "Forests" (land subtypes).
  const lands =
    (f.types?.length === 1 && f.types[0] === 'land' && !f.subtypes) ||
    (!f.types && !!f.subtypes?.length && f.subtypes.every(isLandType));
  return { affects: a, lands };
}

/** "Plains", "a Swamp", "Mountains", "an Island": land types named after "is"/"are", or null. */
function landTypes(s: string): string[] | null {
  const words = s.replace(/^(?:a|an) /, '').split(/ and /);
  const out: string[] = [];
  for (const w of words) {
    const t = subtypeOf(w);
    if (!t || !isLandType(t)) return null;
    out.push(t);
  }
  return out.length ? out : null;
}

/**
 * "X is/are …" → the static ability's parts, or null when the sentence is not of this kind
 * or any part of it is not understood (the caller then reports it).
 */
export function typeStatic(body: string): StaticSpec | null {
  const m = /^(.+?) (is|are) (.+)$/.exec(body);
  if (!m) return null;
  const subj = subjectOf(m[1] as string, m[2] as 'is' | 'are');
  if (!subj?.lands) return null;
  const rest = m[3] as string;
  const also = / in addition to its other land types$/.exec(rest);
  const types = landTypes(also ? rest.slice(0, also.index) : rest);
  if (types) return { affects: subj.affects, addTypes: { subtypes: types, ...(also ? { inAddition: true } : {}) } };
  // "are 1/1 creatures that are still lands" (CR 205.1b: the creature type is added).
  const animate = /^(\d+)\/(\d+) ((?:(?:white|blue|black|red|green) )*)creatures that are still lands$/.exec(rest);
  if (animate && m[2] === 'are') {
    const colors = (animate[3] as string)
      .trim()
      .split(' ')
      .filter(Boolean)
      .map((c) => COLOR_WORDS[c] as Color);
    return {
      affects: subj.affects,
      addTypes: { types: ['creature'] },
      setBase: { power: Number(animate[1]), toughness: Number(animate[2]) },
      ...(colors.length ? { setColors: colors } : {}),
    };
  }
  return null;
}

const CARD_TYPE_WORDS = new Set(['artifact', 'creature', 'enchantment', 'land']);

/**
 * "~ is a land", "~ is an artifact creature", "~ is a Phyrexian creature in addition to its other
 * types", "Enchanted permanent is a creature in addition to its other types" (layer 4, CR 205.1):
 * what one object is, written after "As long as …" (the caller adds the condition, 611.3a).
 * "in addition to its other types" adds the types, keeping every prior one (205.1b). Without it
 * the card types named replace the object's (205.1a): read as adding when they include every
 * card type the card prints ("this Vehicle is an artifact creature": it stays a Vehicle), and as
 * setting them only for the source with no subtype named ("it's a land": Arixmethes loses
 * creature and its creature types). Creature types named go with "creature". Null otherwise.
 */
export function objectTypeStatic(body: string, printed: readonly string[]): StaticSpec | null {
  // "As long as your devotion to white is less than five, ~ isn't a creature" (the Theros gods):
  // the source loses the type and its creature types (CR 205.1a); it is removed from combat
  // (506.4, turn/noncreature-combat.ts).
  if (body === "~ isn't a creature")
    return printed.includes('creature')
      ? { affects: { self: true }, addTypes: { types: ['creature'], mode: 'remove' } }
      : null;
  const m =
    /^(~|Enchanted (?:permanent|artifact|creature)) is an? ((?:[A-Z][a-z]+ )*)([a-z]+(?: [a-z]+)*?)( in addition to its other types)?$/.exec(
      body,
    );
  if (!m) return null;
  const types = (m[3] as string).split(' ');
  if (!types.every((t) => CARD_TYPE_WORDS.has(t)) || new Set(types).size !== types.length) return null;
  const subtypes = (m[2] as string).trim().split(' ').filter(Boolean);
  if (subtypes.length && (!types.includes('creature') || !subtypes.every(isCreatureType))) return null;
  const affects: Affected = m[1] === '~' ? { self: true } : { enchanted: true };
  const change = { types, ...(subtypes.length ? { subtypes } : {}) };
  if (m[4]) return { affects, addTypes: change };
  if (m[1] !== '~') return null;
  if (printed.length && printed.every((t) => types.includes(t))) return { affects, addTypes: change };
  return subtypes.length ? null : { affects, addTypes: { ...change, mode: 'set' } };
}
