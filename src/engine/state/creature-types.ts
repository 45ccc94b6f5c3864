/**
 * Creature types (CR 205.3m): the ones card text names (the Oracle compiler reads these as
 * nouns) and the ones an object with changeling has — "This object is every creature type"
 * (CR 702.73a, a characteristic-defining ability, 604.3).
 */
export const CREATURE_TYPES: readonly string[] =
  `Advisor Aetherborn Ally Angel Antelope Ape Archer Archon Artificer Assassin Assembly-Worker Atog Aurochs
Avatar Azra Badger Barbarian Basilisk Bat Bear Beast Beeble Berserker Bird Boar Bringer Brushwagg Camarid Camel Caribou Carrier Cat Centaur
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
Treefolk Trilobite Triskelavite Troll Turtle Unicorn Vampire Vedalken Viashino Volver Wall Warlock Warrior Weird Werewolf Whale Wizard Wolf
Wolverine Wombat Worm Wraith Wurm Yeti Zombie Zubera Hero Detective Hound Noble Kithkin
Villain Robot Bard Ranger Scientist Sorcerer Halfling Alien Tyranid Mount Doctor Performer Necron Astartes Guest Spy Employee
Tiefling Officer Toy Symbiote Kree Sloth Klingon Demigod Clown Glimmer Inhuman Moogle Borg Beholder Fractal Utrom Drix Bison
Cyberman Dalek Skrull Synth Hedgehog Armadillo Possum Gnoll Seal Eternal Vulcan Lemur Porcupine Weasel Gorn Coyote Skunk
Beaver Gith Mite Inkling Inquisitor Primarch Lobster Varmint Capybara Walrus Tellarite Talosian Vorta Andorian Giraffe Hamster
Echidna Lanthanite Platypus Kangaroo Caitian Tholian Snail Tosk Gamer Custodes Child Gamma Blinkmoth`.split(/\s+/);

const CREATURE_TYPE_SET = new Set(CREATURE_TYPES);

/** Whether a subtype is a creature type (CR 205.3m), e.g. for "Bird artifact creature" replacing creature types (205.1b). */
export function isCreatureType(subtype: string): boolean {
  return CREATURE_TYPE_SET.has(subtype);
}
