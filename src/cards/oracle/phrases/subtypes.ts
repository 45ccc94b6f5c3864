/**
 * Subtypes Oracle text names as nouns ("Goblins", "target Wall", "Forests you control"), with
 * their plurals. The lists are facts of the game (CR 205.3): creature, land, artifact and
 * enchantment types. A capitalised word that is not here is not guessed at.
 */
import { CREATURE_TYPES } from '../../../engine/tables';

/** Land types (CR 205.3i). */
export const LAND_TYPES = [
  'Plains',
  'Island',
  'Swamp',
  'Mountain',
  'Forest',
  'Desert',
  'Gate',
  'Lair',
  'Locus',
  'Cave',
  'Sphere',
  "Urza's",
  'Mine',
  'Power-Plant',
  'Tower',
  'Town',
  'Planet',
];
/** The five basic land types (CR 205.3i, 305.6). */
export const BASIC_LAND_TYPES = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];
/** Artifact and enchantment types (CR 205.3g–h). */
export const ARTIFACT_TYPES = [
  'Equipment',
  'Vehicle',
  'Food',
  'Treasure',
  'Clue',
  'Blood',
  'Fortification',
  'Contraption',
  'Gold',
  'Map',
  'Powerstone',
  'Incubator',
  'Bobblehead',
];
export const ENCHANTMENT_TYPES = [
  'Aura',
  'Saga',
  'Shrine',
  'Curse',
  'Cartouche',
  'Class',
  'Room',
  'Role',
  'Rune',
  'Case',
  'Background',
  'Shard',
];

/** Spell types (CR 205.3k): subtypes of instants and sorceries ("a Spirit or Arcane spell"). */
export const SPELL_TYPES = ['Adventure', 'Arcane', 'Lesson', 'Trap', 'Omen'];

/**
 * Planeswalker types (CR 205.3j), read only before the word "planeswalker" ("a Liliana
 * planeswalker", "Gideon planeswalkers"): many are also names, so alone they are not subtypes.
 */
export const PLANESWALKER_TYPES: ReadonlySet<string> = new Set(
  (
    'Ajani Aminatou Angrath Arlinn Arzakon Ashiok Bahamut Basri Bolas Calix Chandra Comet Dack Dakkon ' +
    'Daretti Davriel Dellian Dihada Domri Dovin Dyfed Ellywick Elminster Elspeth Estrid Feroz Freyalise ' +
    'Garruk Gideon Greensleeves Grist Guff Huatli Jace Jared Jaya Jeska Kaito Karn Kasmina Kaya Kiora ' +
    'Koth Liliana Lolth Lukka Minsc Mordenkainen Nahiri Narset Niko Nissa Nixilis Oko Quintorius Ral ' +
    'Rowan Saheeli Samut Sarkhan Serra Sifa Sivitri Sorin Szat Tamiyo Tasha Teferi Teyo Tezzeret Thomil ' +
    'Tibalt Tyvar Ugin Urza Venser Vivien Vraska Vronos Will Windgrace Worzel Wrenn Xenagos Yanggu ' +
    'Yanling Zariel'
  ).split(' '),
);

/** Creature types (CR 205.3m): the engine's list, which changeling reads too (702.73a). */
export { CREATURE_TYPES };

/** Irregular plurals of subtypes; the rest add "s" or "es", and some don't change (Merfolk, Djinn). */
const IRREGULAR: Record<string, string> = {
  Elves: 'Elf',
  Dwarves: 'Dwarf',
  Wolves: 'Wolf',
  Mice: 'Mouse',
  Sphinxes: 'Sphinx',
  Foxes: 'Fox',
  Octopuses: 'Octopus',
  Allies: 'Ally',
  Harpies: 'Harpy',
  Faeries: 'Faerie',
  Gnomes: 'Gnome',
  Oxen: 'Ox',
  Leeches: 'Leech',
  Liches: 'Lich',
  Homunculi: 'Homunculus',
  Sheep: 'Sheep',
  Fish: 'Fish',
  Merfolk: 'Merfolk',
  Djinn: 'Djinn',
  Efreet: 'Efreet',
  Plains: 'Plains',
  Mongeese: 'Mongoose',
  Cyclopes: 'Cyclops',
  Lamias: 'Lamia',
  Fungi: 'Fungus',
  Moonfolk: 'Moonfolk',
  Kithkin: 'Kithkin',
};

const ALL = new Set([...LAND_TYPES, ...ARTIFACT_TYPES, ...ENCHANTMENT_TYPES, ...SPELL_TYPES, ...CREATURE_TYPES]);

/** A subtype named by a noun, singular or plural ("Goblins" → "Goblin"), or null if not a known subtype. */
export function subtypeOf(word: string): string | null {
  if (ALL.has(word)) return word;
  const irregular = IRREGULAR[word];
  if (irregular) return irregular;
  if (word.endsWith('es') && ALL.has(word.slice(0, -2))) return word.slice(0, -2);
  if (word.endsWith('s') && ALL.has(word.slice(0, -1))) return word.slice(0, -1);
  return null;
}

/** Whether a subtype is a land type (for "is a Swamp", landwalk). */
export function isLandType(t: string): boolean {
  return LAND_TYPES.includes(t);
}
