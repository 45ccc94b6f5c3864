/**
 * Type lines (CR 205): supertypes, card types and subtypes, parsed from text such as
 * `Legendary Creature — Spider Human Hero`.
 */
export interface TypeLine {
  supertypes: string[];
  /** Lowercase card types: land, creature, artifact, enchantment, instant, sorcery, planeswalker... */
  types: string[];
  /** Subtypes as printed (e.g. `Spider`, `Aura`). */
  subtypes: string[];
}

const SUPERTYPES = new Set(['basic', 'legendary', 'snow', 'world', 'ongoing']);
const TYPES = new Set([
  'artifact',
  'battle',
  'creature',
  'enchantment',
  'instant',
  'kindred',
  'land',
  'planeswalker',
  'sorcery',
  'tribal',
]);
const cache = new Map<string, TypeLine>();

/**
 * Parses one face's type line. Unknown words before the dash are treated as card types, except
 * "Token", which Oracle prints on a token's type line ("Token Creature — Goblin") but which is no
 * card type (CR 205.2a): being a token is an object's status (111.1), kept on the object.
 */
export function parseTypeLine(text: string): TypeLine {
  const hit = cache.get(text);
  if (hit) return hit;
  const [left = '', right = ''] = text.split(/\s+[—-]\s+/);
  const out: TypeLine = { supertypes: [], types: [], subtypes: [] };
  for (const word of left.split(/\s+/).filter(Boolean)) {
    const w = word.toLowerCase();
    if (w === 'token') continue;
    if (SUPERTYPES.has(w)) out.supertypes.push(w);
    else if (TYPES.has(w)) out.types.push(w);
    else out.types.push(w);
  }
  out.subtypes = right.split(/\s+/).filter(Boolean);
  cache.set(text, out);
  return out;
}

/** Joins two faces' type lines (split cards in zones other than the stack, CR 709.4). */
export function mergeTypeLines(a: TypeLine, b: TypeLine): TypeLine {
  const uniq = (x: string[]) => [...new Set(x)];
  return {
    supertypes: uniq([...a.supertypes, ...b.supertypes]),
    types: uniq([...a.types, ...b.types]),
    subtypes: uniq([...a.subtypes, ...b.subtypes]),
  };
}
