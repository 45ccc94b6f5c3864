/**
 * Subtypes Oracle text names as nouns ("Goblins", "target Wall", "Forests you control"), with
 * their plurals. The lists are facts of the game (CR 205.3): creature, land, artifact and
 * enchantment types. A capitalised word that is not here is not guessed at.
 */

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

/** Creature types (CR 205.3m), the common ones. */
export const CREATURE_TYPES =
  `Advisor Aetherborn Ally Angel Antelope Ape Archer Archon Artificer Assassin Assembly-Worker Atog Aurochs
Avatar Azra Badger Barbarian Basilisk Bat Bear Beast Beeble Berserker Bird Boar Bringer Brushwagg Camel Carrier Cat Centaur
Cephalid Chimera Citizen Cleric Cockatrice Construct Coward Crab Crocodile Cyclops Dauthi Demon Deserter Devil Dinosaur Djinn Dog
Dragon Drake Dreadnought Drone Druid Dryad Dwarf Efreet Egg Elder Eldrazi Elemental Elephant Elf Elk Eye Faerie Ferret Fish
Flagbearer Fox Frog Fungus Gargoyle Germ Giant Gnome Goat Goblin God Golem Gorgon Graveborn Gremlin Griffin Hag Harpy Hellion
Hippo Hippogriff Homarid Homunculus Horror Horse Human Hydra Hyena Illusion Imp Incarnation Insect Jackal Jellyfish Juggernaut
Kavu Kirin Kithkin Knight Kobold Kor Kraken Lamia Lammasu Leech Leviathan Lhurgoyf Licid Lizard Manticore Masticore Mercenary
Merfolk Metathran Minion Minotaur Mole Monger Mongoose Monk Monkey Moonfolk Mouse Mutant Myr Mystic Naga Nautilus Nephilim
Nightmare Nightstalker Ninja Noble Noggle Nomad Nymph Octopus Ogre Ooze Orb Orc Orgg Otter Ouphe Ox Oyster Pangolin Peasant
Pegasus Pentavite Pest Phelddagrif Phoenix Phyrexian Pilot Pincher Pirate Plant Praetor Prism Processor Rabbit Raccoon Rat Rebel
Reflection Rhino Rigger Rogue Sable Salamander Samurai Sand Saproling Satyr Scarecrow Scion Scorpion Scout Sculpture Serf Serpent
Servo Shade Shaman Shapeshifter Shark Sheep Siren Skeleton Slith Sliver Slug Snake Soldier Soltari Spawn Specter Spellshaper
Sphinx Spider Spike Spirit Splinter Sponge Squid Squirrel Starfish Surrakar Survivor Tentacle Tetravite Thalakos Thopter Thrull
Treefolk Trilobite Troll Turtle Unicorn Vampire Vedalken Viashino Volver Wall Warlock Warrior Weird Werewolf Whale Wizard Wolf
Wolverine Wombat Worm Wraith Wurm Yeti Zombie Zubera Hero Detective Hound Noble Kithkin`.split(/\s+/);

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

const ALL = new Set([...LAND_TYPES, ...ARTIFACT_TYPES, ...ENCHANTMENT_TYPES, ...CREATURE_TYPES]);

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
