/**
 * A mana ability's spending restriction (CR 106.6): "Spend this mana only to cast a creature
 * spell", "… only to cast artifact spells or activate abilities of artifacts", "… only to
 * activate abilities", "This mana can't be spent to cast a nonartifact spell" (Powerstones).
 * The spells and sources are object phrases (phrases/objects.ts), the spells perhaps cast "from
 * your graveyard", "from exile" or "from anywhere other than your hand"; anything else the
 * sentence names ("pay cumulative upkeep costs", "unlock a door") is not read; "kicked spells" is.
 */
import type { CastZone, ManaSpend, ObjectFilter } from '../../../engine';
import { parseObjects } from '../phrases/objects';

/** An object phrase, with its article if singular ("a creature spell", "artifact spells"). */
function phrase(text: string): ObjectFilter | null {
  const ph = parseObjects(text.replace(/^an? /, ''));
  if (!ph || ph.other || ph.filter.controller || ph.filter.owner) return null;
  // "a creature spell of the chosen type": the mana keeps the type its source chose when it was
  // made (engine/mana/spend.ts fixedSpend, CR 106.6); "the chosen color" is not read.
  if (ph.filter.chosenColor) return null;
  return ph.filter;
}

/**
 * "creature spells": a spell filter (without its zone), or null; "kicked spells", "a kicked
 * spell": spells whose kicker cost is paid (CR 702.33d), announced before the mana is paid (601.2b).
 */
function oneSpell(text: string): ObjectFilter | null {
  const kicked = /^(an? )?kicked (spells?)$/.exec(text);
  if (kicked) return { kickerPaid: true };
  const f = phrase(text);
  if (f?.zone !== 'stack') return null;
  const { zone: _z, ...rest } = f;
  void _z;
  return rest;
}

/** The keys of a filter that are characteristics (CR 109.3), which an `anyOf` alternative may hold. */
const CHARACTERISTIC_KEYS = new Set([
  'types',
  'allTypes',
  'notTypes',
  'subtypes',
  'supertypes',
  'colors',
  'colorCount',
  // "of the chosen type": written in as the mana is made (engine/mana/spend.ts fixedSpend).
  'chosenType',
  // "a kicked spell": not a characteristic, but the spell's own status as it is cast (CR 702.33d).
  'kickerPaid',
]);

/**
 * "creature spells", or a list of kinds of spell where a spell of any one kind may be paid for
 * (CR 106.6): "instant and/or sorcery spells", "Vampire, Cleric, and/or Demon spells",
 * "instant, sorcery, Demon, and Spirit spells", "an Elemental spell or a Chandra planeswalker
 * spell" — each item without its own noun takes the list's last one ("spells"). Every item must
 * be read, and only by its characteristics (an `anyOf` alternative); null otherwise.
 */
function spells(text: string): ObjectFilter | null {
  const single = oneSpell(text);
  if (single) return single;
  const items = text.split(/,? and\/or |,? or |, and |, | and /);
  const noun = / (spells?)$/.exec(items[items.length - 1] as string)?.[1];
  if (items.length < 2 || !noun) return null;
  const alts: ObjectFilter[] = [];
  for (const item of items) {
    const f = oneSpell(/ spells?(?: of the chosen type)?$/.test(item) ? item : `${item} ${noun}`);
    if (!f || !Object.keys(f).length || Object.keys(f).some((k) => !CHARACTERISTIC_KEYS.has(k))) return null;
    alts.push(f);
  }
  return { anyOf: alts };
}

/** Where the spells are cast from ("spells from your graveyard", CR 601.2a), as the engine says it. */
const FROM: Record<string, CastZone> = {
  'your graveyard': 'yourGraveyard',
  exile: 'exile',
  'anywhere other than your hand': 'notYourHand',
};

/** One part of "Spend this mana only to …": casting spells or activating abilities of sources. */
function addPart(out: ManaSpend, part: string): boolean {
  const cast = /^(?:to )?cast (.+?)(?: from (your graveyard|exile|anywhere other than your hand))?$/.exec(part);
  if (cast) {
    const f = spells(cast[1] as string);
    if (!f || out.spells) return false;
    out.spells = f;
    if (cast[2]) out.from = FROM[cast[2]];
    return true;
  }
  const act = /^(?:to )?activate (?:abilities|an ability)(?: of (.+?))?$/.exec(part);
  if (!act || out.abilities) return false;
  if (act[1] === undefined) {
    out.abilities = {};
    return true;
  }
  // "an ability of a Dinosaur source": a source of an activated ability is an object (CR 113.7).
  // "a creature source of the chosen type": a creature of the chosen type.
  const f = phrase((act[1] as string).replace(/ sources?(?= of the chosen type$|$)/, ''));
  if (!f || f.zone) return false;
  out.abilities = f;
  return true;
}

/** The restriction a sentence (without its period) gives the mana, or null if it isn't one it reads. */
export function parseManaSpend(sentence: string): ManaSpend | null {
  // "This mana can't be spent to cast spells from your hand": anything else may be paid.
  if (sentence === "This mana can't be spent to cast spells from your hand")
    return { spells: {}, from: 'notYourHand', abilities: {}, other: true };
  const cant = /^This mana can't be spent to cast (.+)$/.exec(sentence);
  if (cant) {
    // "… a nonartifact spell": only artifact spells may be cast with it; anything else may be paid.
    const f = spells(cant[1] as string);
    const keys = f ? Object.keys(f) : [];
    if (!f || keys.length !== 1 || f.notTypes?.length !== 1) return null;
    return { spells: { types: f.notTypes }, abilities: {}, other: true };
  }
  const only = /^Spend this mana only (to .+)$/.exec(sentence);
  if (!only) return null;
  const out: ManaSpend = {};
  // "… to cast Elf spells and activate abilities of Elf sources": either payment.
  const parts = (only[1] as string).split(/,? (?:or|and) (?=(?:to )?(?:cast|activate) )/);
  return parts.every((p) => addPart(out, p)) ? out : null;
}
