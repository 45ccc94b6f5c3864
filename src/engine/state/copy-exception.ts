/**
 * A definition with a copy's exceptions applied (CR 707.9b): "create a token that's a copy of it,
 * except it's a 4/4 black Zombie" makes the token's copiable values the original's with those
 * changes, so every rule that reads the token's definition (its name, types, colours, P/T, mana
 * value, abilities) reads them changed. One derived definition per (definition, exceptions),
 * kept while the definition lives. Installed into ./context.ts's COPY_EXCEPTIONS as it loads
 * (every-step.ts imports it): only lazily loaded code makes a copy with exceptions.
 */
import type { CardDef, CopyException } from './card-def';
import { COPY_EXCEPTIONS } from './context';
import { parseTypeLine } from './type-line';

const derived = new WeakMap<CardDef, Map<string, CardDef>>();

const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

/** `def` as the copy with exceptions `ex` has it (read only, cached). */
export function withCopyException(def: CardDef, ex: CopyException): CardDef {
  const key = JSON.stringify(ex);
  let byKey = derived.get(def);
  if (!byKey) derived.set(def, (byKey = new Map()));
  let out = byKey.get(key);
  if (!out) byKey.set(key, (out = applyException(def, ex)));
  return out;
}

function applyException(def: CardDef, ex: CopyException): CardDef {
  const tl = parseTypeLine(def.typeLine);
  const supertypes = tl.supertypes.filter((s) => !(ex.notLegendary && s === 'legendary'));
  if (ex.legendary && !supertypes.includes('legendary')) supertypes.unshift('legendary');
  const types = [...new Set([...tl.types, ...(ex.addTypes ?? [])])];
  const subtypes = [...new Set([...(ex.subtypes ?? tl.subtypes), ...(ex.addSubtypes ?? [])])];
  const left = [...supertypes, ...types].map(cap).join(' ');
  const typeLine = subtypes.length ? `${left} — ${subtypes.join(' ')}` : left;
  const out: CardDef = { ...def, typeLine };
  if (ex.power !== undefined) out.power = ex.power;
  if (ex.toughness !== undefined) out.toughness = ex.toughness;
  if (ex.noManaCost) {
    out.manaCost = '';
    // Without a mana cost its colours are only the ones the exception or the card names (CR 202.2).
    out.colors = ex.colors ?? def.colors ?? [];
  }
  if (ex.colors) out.colors = [...ex.colors];
  if (ex.keywords?.length) out.keywords = [...(def.keywords ?? []), ...ex.keywords];
  const more = ex.abilities;
  if (more) {
    // After the original's own abilities, so theirs keep their places (CR 707.9b).
    out.triggered = [...(def.triggered ?? []), ...more.triggered];
    out.oracle = def.oracle ? `${def.oracle}\n${more.text}` : more.text;
  }
  return out;
}

/** Both copies' added abilities, the first's before the second's (CR 707.9c). */
function joinAbilities(a: CopyException['abilities'], b: CopyException['abilities']): CopyException['abilities'] {
  if (!a || !b) return a ?? b;
  return { triggered: [...a.triggered, ...b.triggered], text: `${a.text}\n${b.text}` };
}

/** The exceptions of a copy of a copy (CR 707.9c): the original's, then the new ones over them. */
export function mergeCopyExceptions(
  first: CopyException | undefined,
  then: CopyException | undefined,
): CopyException | undefined {
  if (!first) return then;
  if (!then) return first;
  // "Legendary" and "isn't legendary": the later one (CR 707.9c).
  const legend = then.legendary || then.notLegendary ? then : first;
  const { legendary: _l, notLegendary: _n, ...a } = first;
  const { legendary: _l2, notLegendary: _n2, ...b } = then;
  return {
    ...a,
    ...b,
    ...(legend.legendary ? { legendary: true as const } : {}),
    ...(legend.notLegendary ? { notLegendary: true as const } : {}),
    ...(first.addTypes || then.addTypes ? { addTypes: [...(first.addTypes ?? []), ...(then.addTypes ?? [])] } : {}),
    ...(first.addSubtypes || then.addSubtypes
      ? { addSubtypes: [...(first.addSubtypes ?? []), ...(then.addSubtypes ?? [])] }
      : {}),
    ...(first.keywords || then.keywords ? { keywords: [...(first.keywords ?? []), ...(then.keywords ?? [])] } : {}),
    ...(first.abilities || then.abilities ? { abilities: joinAbilities(first.abilities, then.abilities) } : {}),
  };
}

/**
 * The exceptions of a copy of a copy (CR 707.3, 707.9b): the copied object's own exceptions
 * `first` are part of its copiable values, and the new copy's `then` apply after them — a value
 * `then` sets replaces the earlier one, and what both add is added.
 */
export function composeCopyExceptions(
  first: CopyException | undefined,
  then: CopyException | undefined,
): CopyException | undefined {
  if (!first) return then;
  if (!then) return first;
  const out: CopyException = { ...first, ...then };
  // The later of "legendary" / "isn't legendary" decides (CR 707.9c: the new exceptions apply after).
  if (then.legendary) delete out.notLegendary;
  else if (first.notLegendary || then.notLegendary) {
    out.notLegendary = true;
    delete out.legendary;
  }
  if (first.noManaCost || then.noManaCost) out.noManaCost = true;
  const addTypes = [...(first.addTypes ?? []), ...(then.addTypes ?? [])];
  if (addTypes.length) out.addTypes = addTypes;
  // New subtypes replace the ones added before them as well (205.1a).
  const addSubtypes = [...(then.subtypes ? [] : (first.addSubtypes ?? [])), ...(then.addSubtypes ?? [])];
  if (addSubtypes.length) out.addSubtypes = addSubtypes;
  else delete out.addSubtypes;
  const keywords = [...(first.keywords ?? []), ...(then.keywords ?? [])];
  if (keywords.length) out.keywords = keywords;
  const abilities = joinAbilities(first.abilities, then.abilities);
  if (abilities) out.abilities = abilities;
  return out;
}

COPY_EXCEPTIONS.apply = withCopyException;
COPY_EXCEPTIONS.compose = composeCopyExceptions;
