/**
 * Real cards the pool doesn't script, written in the card vocabulary for the rules tests of
 * combat, damage, prevention, regeneration and keyword abilities (pass them to `game(doc, script,
 * { cards: CLASSIC_CARDS })`). Classic cards carry their Oracle text from
 * /work/shared/reference/oracle/classic-cards.json; a few modern cards stand in for keywords no
 * classic card has (deathtouch, lifelink, double strike, indestructible, hexproof, shroud,
 * intimidate, shadow, flash, wither, infect, toxic, convoke, improvise, delve, rebound, split second, skulk, flanking, umbra armor, ascend, assist). Abilities the vocabulary can't state are listed as `unenforced`.
 */
import type { CardDef } from '../engine';
import { FIRST_TARGET, SOURCE, anyTarget, target } from '../cards/dsl';

const CREATURE = { objects: { types: ['creature'] } };

function regenerateSelf(mana: string, oracle: string): CardDef['activated'] {
  return [{ cost: { mana }, steps: [{ do: 'regenerate', what: SOURCE }], text: oracle }];
}

export const blackKnight: CardDef = {
  name: 'Black Knight',
  manaCost: '{B}{B}',
  typeLine: 'Creature — Human Knight',
  power: 2,
  toughness: 2,
  oracle:
    "First strike (This creature deals combat damage before creatures without first strike.)\nProtection from white (This creature can't be blocked, targeted, dealt damage, or enchanted by anything white.)",
  keywords: ['first strike', { protection: { color: 'W' } }],
};

export const whiteKnight: CardDef = {
  name: 'White Knight',
  manaCost: '{W}{W}',
  typeLine: 'Creature — Human Knight',
  power: 2,
  toughness: 2,
  oracle:
    "First strike (This creature deals combat damage before creatures without first strike.)\nProtection from black (This creature can't be blocked, targeted, dealt damage, or enchanted by anything black.)",
  keywords: ['first strike', { protection: { color: 'B' } }],
};

export const drudgeSkeletons: CardDef = {
  name: 'Drudge Skeletons',
  manaCost: '{1}{B}',
  typeLine: 'Creature — Skeleton',
  power: 1,
  toughness: 1,
  oracle:
    '{B}: Regenerate this creature. (The next time this creature would be destroyed this turn, instead tap it, remove it from combat, and heal all damage on it.)',
  activated: regenerateSelf('{B}', '{B}: Regenerate this creature.'),
};

export const uthdenTroll: CardDef = {
  name: 'Uthden Troll',
  manaCost: '{2}{R}',
  typeLine: 'Creature — Troll',
  power: 2,
  toughness: 2,
  oracle: '{R}: Regenerate this creature.',
  activated: regenerateSelf('{R}', '{R}: Regenerate this creature.'),
};

export const clayStatue: CardDef = {
  name: 'Clay Statue',
  manaCost: '{4}',
  typeLine: 'Artifact Creature — Golem',
  power: 3,
  toughness: 1,
  oracle: '{2}: Regenerate this creature.',
  activated: regenerateSelf('{2}', '{2}: Regenerate this creature.'),
};

export const regeneration: CardDef = {
  name: 'Regeneration',
  manaCost: '{1}{G}',
  typeLine: 'Enchantment — Aura',
  oracle:
    'Enchant creature (Target a creature as you cast this. This card enters attached to that creature.)\n{G}: Regenerate enchanted creature. (The next time that creature would be destroyed this turn, instead tap it, remove it from combat, and heal all damage on it.)',
  enchant: CREATURE,
  activated: [
    {
      cost: { mana: '{G}' },
      steps: [{ do: 'regenerate', what: { ref: 'enchanted' } }],
      text: '{G}: Regenerate enchanted creature.',
    },
  ],
};

export const fog: CardDef = {
  name: 'Fog',
  manaCost: '{G}',
  typeLine: 'Instant',
  oracle: 'Prevent all combat damage that would be dealt this turn.',
  spell: { targets: [], steps: [{ do: 'prevent', amount: 'all', combatOnly: true }] },
};

export const samiteHealer: CardDef = {
  name: 'Samite Healer',
  manaCost: '{1}{W}',
  typeLine: 'Creature — Human Cleric',
  power: 1,
  toughness: 1,
  oracle: '{T}: Prevent the next 1 damage that would be dealt to any target this turn.',
  activated: [
    {
      cost: { tap: true },
      targets: [anyTarget],
      steps: [{ do: 'prevent', amount: 1, to: FIRST_TARGET }],
      text: '{T}: Prevent the next 1 damage that would be dealt to any target this turn.',
    },
  ],
};

export const argothianTreefolk: CardDef = {
  name: 'Argothian Treefolk',
  manaCost: '{3}{G}{G}',
  typeLine: 'Creature — Treefolk',
  power: 3,
  toughness: 5,
  oracle: 'Prevent all damage that would be dealt to this creature by artifact sources.',
  replacements: [{ kind: 'preventDamage', to: { self: true }, from: { types: ['artifact'] } }],
};

export const argothianPixies: CardDef = {
  name: 'Argothian Pixies',
  manaCost: '{1}{G}',
  typeLine: 'Creature — Faerie',
  power: 2,
  toughness: 1,
  oracle:
    "This creature can't be blocked by artifact creatures.\nPrevent all damage that would be dealt to this creature by artifact creatures.",
  statics: [{ affects: { self: true }, cant: [{ beBlockedBy: { types: ['artifact'] } }] }],
  replacements: [{ kind: 'preventDamage', to: { self: true }, from: { types: ['artifact'] } }],
};

export const gaseousForm: CardDef = {
  name: 'Gaseous Form',
  manaCost: '{2}{U}',
  typeLine: 'Enchantment — Aura',
  oracle: 'Enchant creature\nPrevent all combat damage that would be dealt to and dealt by enchanted creature.',
  enchant: CREATURE,
  replacements: [
    { kind: 'preventDamage', to: { enchanted: true }, combatOnly: true },
    { kind: 'preventDamage', by: { enchanted: true }, combatOnly: true },
  ],
};

export const wallOfSwords: CardDef = {
  name: 'Wall of Swords',
  manaCost: '{3}{W}',
  typeLine: 'Creature — Wall',
  power: 3,
  toughness: 5,
  oracle: "Defender (This creature can't attack.)\nFlying",
  keywords: ['defender', 'flying'],
};

export const wallOfWood: CardDef = {
  name: 'Wall of Wood',
  manaCost: '{G}',
  typeLine: 'Creature — Wall',
  power: 0,
  toughness: 3,
  oracle: "Defender (This creature can't attack.)",
  keywords: ['defender'],
};

export const wallOfIce: CardDef = {
  name: 'Wall of Ice',
  manaCost: '{2}{G}',
  typeLine: 'Creature — Wall',
  power: 0,
  toughness: 7,
  oracle: "Defender (This creature can't attack.)",
  keywords: ['defender'],
};

export const wallOfBone: CardDef = {
  name: 'Wall of Bone',
  manaCost: '{2}{B}',
  typeLine: 'Creature — Skeleton Wall',
  power: 1,
  toughness: 4,
  oracle:
    "Defender (This creature can't attack.)\n{B}: Regenerate this creature. (The next time this creature would be destroyed this turn, instead tap it, remove it from combat, and heal all damage on it.)",
  keywords: ['defender'],
  activated: regenerateSelf('{B}', '{B}: Regenerate this creature.'),
};

export const shanodinDryads: CardDef = {
  name: 'Shanodin Dryads',
  manaCost: '{G}',
  typeLine: 'Creature — Nymph Dryad',
  power: 1,
  toughness: 1,
  oracle: "Forestwalk (This creature can't be blocked as long as defending player controls a Forest.)",
  keywords: [{ landwalk: 'Forest' }],
};

export const serraAngel: CardDef = {
  name: 'Serra Angel',
  manaCost: '{3}{W}{W}',
  typeLine: 'Creature — Angel',
  power: 4,
  toughness: 4,
  oracle: "Flying\nVigilance (Attacking doesn't cause this creature to tap.)",
  keywords: ['flying', 'vigilance'],
};

export const lordOfAtlantis: CardDef = {
  name: 'Lord of Atlantis',
  manaCost: '{U}{U}',
  typeLine: 'Creature — Merfolk',
  power: 2,
  toughness: 2,
  oracle:
    "Other Merfolk get +1/+1 and have islandwalk. (They can't be blocked as long as defending player controls an Island.)",
  statics: [
    {
      affects: { objects: { subtypes: ['Merfolk'] }, other: true },
      gets: { power: 1, toughness: 1 },
      gains: [{ landwalk: 'Island' }],
    },
  ],
};

export const merfolkOfThePearlTrident: CardDef = {
  name: 'Merfolk of the Pearl Trident',
  manaCost: '{U}',
  typeLine: 'Creature — Merfolk',
  power: 1,
  toughness: 1,
  oracle: '',
};

export const seaSerpent: CardDef = {
  name: 'Sea Serpent',
  manaCost: '{5}{U}',
  typeLine: 'Creature — Serpent',
  power: 5,
  toughness: 5,
  oracle:
    "This creature can't attack unless defending player controls an Island.\nWhen you control no Islands, sacrifice this creature.",
  statics: [{ affects: { self: true }, cant: [{ attackUnlessDefenderControls: { subtypes: ['Island'] } }] }],
  unenforced: [
    {
      text: 'When you control no Islands, sacrifice this creature.',
      reason: 'a state trigger is not in the vocabulary',
    },
  ],
};

export const phantomWarrior: CardDef = {
  name: 'Phantom Warrior',
  manaCost: '{1}{U}{U}',
  typeLine: 'Creature — Illusion Warrior',
  power: 2,
  toughness: 2,
  oracle: "This creature can't be blocked.",
  statics: [{ affects: { self: true }, cant: ['beBlocked'] }],
};

export const invisibility: CardDef = {
  name: 'Invisibility',
  manaCost: '{U}{U}',
  typeLine: 'Enchantment — Aura',
  oracle: "Enchant creature\nEnchanted creature can't be blocked except by Walls.",
  enchant: CREATURE,
  statics: [{ affects: { enchanted: true }, cant: [{ beBlockedExceptBy: { subtypes: ['Wall'] } }] }],
};

export const lance: CardDef = {
  name: 'Lance',
  manaCost: '{W}',
  typeLine: 'Enchantment — Aura',
  oracle: 'Enchant creature\nEnchanted creature has first strike.',
  enchant: CREATURE,
  statics: [{ affects: { enchanted: true }, gains: ['first strike'] }],
};

export const fear: CardDef = {
  name: 'Fear',
  manaCost: '{B}{B}',
  typeLine: 'Enchantment — Aura',
  oracle:
    "Enchant creature (Target a creature as you cast this. This card enters attached to that creature.)\nEnchanted creature has fear. (It can't be blocked except by artifact creatures and/or black creatures.)",
  enchant: CREATURE,
  statics: [{ affects: { enchanted: true }, gains: ['fear'] }],
};

export const unholyStrength: CardDef = {
  name: 'Unholy Strength',
  manaCost: '{B}',
  typeLine: 'Enchantment — Aura',
  oracle: 'Enchant creature\nEnchanted creature gets +2/+1.',
  enchant: CREATURE,
  statics: [{ affects: { enchanted: true }, gets: { power: 2, toughness: 1 } }],
};

export const holyStrength: CardDef = {
  name: 'Holy Strength',
  manaCost: '{W}',
  typeLine: 'Enchantment — Aura',
  oracle: 'Enchant creature\nEnchanted creature gets +1/+2.',
  enchant: CREATURE,
  statics: [{ affects: { enchanted: true }, gets: { power: 1, toughness: 2 } }],
};

export const weakness: CardDef = {
  name: 'Weakness',
  manaCost: '{B}',
  typeLine: 'Enchantment — Aura',
  oracle: 'Enchant creature\nEnchanted creature gets -2/-1.',
  enchant: CREATURE,
  statics: [{ affects: { enchanted: true }, gets: { power: -2, toughness: -1 } }],
};

/** Black Ward is white: "This effect doesn't remove this Aura" (CR 702.16n) never has anything to do here. */
export const blackWard: CardDef = {
  name: 'Black Ward',
  manaCost: '{W}',
  typeLine: 'Enchantment — Aura',
  oracle: "Enchant creature\nEnchanted creature has protection from black. This effect doesn't remove this Aura.",
  enchant: CREATURE,
  statics: [{ affects: { enchanted: true }, gains: [{ protection: { color: 'B' } }] }],
};

export const terror: CardDef = {
  name: 'Terror',
  manaCost: '{1}{B}',
  typeLine: 'Instant',
  oracle: "Destroy target nonartifact, nonblack creature. It can't be regenerated.",
  spell: {
    targets: [
      target(
        { objects: { types: ['creature'], notTypes: ['artifact'], notColors: ['B'] } },
        'target nonartifact, nonblack creature',
      ),
    ],
    steps: [{ do: 'destroy', what: FIRST_TARGET, noRegenerate: true }],
  },
};

export const royalAssassin: CardDef = {
  name: 'Royal Assassin',
  manaCost: '{1}{B}{B}',
  typeLine: 'Creature — Human Assassin',
  power: 1,
  toughness: 1,
  oracle: '{T}: Destroy target tapped creature.',
  activated: [
    {
      cost: { tap: true },
      targets: [target({ objects: { types: ['creature'], tapped: true } }, 'target tapped creature')],
      steps: [{ do: 'destroy', what: FIRST_TARGET }],
      text: '{T}: Destroy target tapped creature.',
    },
  ],
};

export const prodigalSorcerer: CardDef = {
  name: 'Prodigal Sorcerer',
  manaCost: '{2}{U}',
  typeLine: 'Creature — Human Wizard Sorcerer',
  power: 1,
  toughness: 1,
  oracle: '{T}: This creature deals 1 damage to any target.',
  activated: [
    {
      cost: { tap: true },
      targets: [anyTarget],
      steps: [{ do: 'damage', amount: 1, to: FIRST_TARGET }],
      text: '{T}: This creature deals 1 damage to any target.',
    },
  ],
};

export const dancingScimitar: CardDef = {
  name: 'Dancing Scimitar',
  manaCost: '{4}',
  typeLine: 'Artifact Creature — Spirit',
  power: 1,
  toughness: 5,
  oracle: "Flying (This creature can't be blocked except by creatures with flying or reach.)",
  keywords: ['flying'],
};

export const ballLightning: CardDef = {
  name: 'Ball Lightning',
  manaCost: '{R}{R}{R}',
  typeLine: 'Creature — Elemental',
  power: 6,
  toughness: 1,
  oracle:
    "Trample (This creature can deal excess combat damage to the player or planeswalker it's attacking.)\nHaste (This creature can attack and {T} as soon as it comes under your control.)\nAt the beginning of the end step, sacrifice this creature.",
  keywords: ['trample', 'haste'],
  triggered: [
    {
      on: { event: 'step', step: 'end', whose: 'each' },
      steps: [{ do: 'sacrifice', what: SOURCE }],
      text: 'At the beginning of the end step, sacrifice this creature.',
    },
  ],
};

export const ergRaiders: CardDef = {
  name: 'Erg Raiders',
  manaCost: '{1}{B}',
  typeLine: 'Creature — Human Warrior',
  power: 2,
  toughness: 3,
  oracle:
    "At the beginning of your end step, if this creature didn't attack this turn, it deals 2 damage to you unless it came under your control this turn.",
  unenforced: [
    {
      text: "At the beginning of your end step, if this creature didn't attack this turn, it deals 2 damage to you unless it came under your control this turn.",
      reason: 'not needed by the combat tests',
    },
  ],
};

export const scatheZombies: CardDef = {
  name: 'Scathe Zombies',
  manaCost: '{2}{B}',
  typeLine: 'Creature — Zombie',
  power: 2,
  toughness: 2,
  oracle: '',
};

// Modern cards for keywords no classic card of the reference list has.

export const sureStrike: CardDef = {
  name: 'Sure Strike',
  manaCost: '{1}{R}',
  typeLine: 'Instant',
  oracle: 'Target creature gets +3/+0 and gains first strike until end of turn.',
  spell: {
    targets: [target(CREATURE, 'target creature')],
    steps: [{ do: 'pump', what: FIRST_TARGET, power: 3, toughness: 0, gains: ['first strike'], until: 'endOfTurn' }],
  },
};

export const typhoidRats: CardDef = {
  name: 'Typhoid Rats',
  manaCost: '{B}',
  typeLine: 'Creature — Rat',
  power: 1,
  toughness: 1,
  oracle: 'Deathtouch (Any amount of damage this deals to a creature is enough to destroy it.)',
  keywords: ['deathtouch'],
};

export const vampireNighthawk: CardDef = {
  name: 'Vampire Nighthawk',
  manaCost: '{1}{B}{B}',
  typeLine: 'Creature — Vampire Shaman',
  power: 2,
  toughness: 3,
  oracle: 'Flying\nDeathtouch\nLifelink',
  keywords: ['flying', 'deathtouch', 'lifelink'],
};

export const fencingAce: CardDef = {
  name: 'Fencing Ace',
  manaCost: '{1}{W}',
  typeLine: 'Creature — Human Soldier',
  power: 1,
  toughness: 1,
  oracle: 'Double strike',
  keywords: ['double strike'],
};

export const darksteelMyr: CardDef = {
  name: 'Darksteel Myr',
  manaCost: '{3}',
  typeLine: 'Artifact Creature — Myr',
  power: 0,
  toughness: 1,
  oracle: 'Indestructible (Damage and effects that say "destroy" don\'t destroy this creature.)',
  keywords: ['indestructible'],
};

export const gladecoverScout: CardDef = {
  name: 'Gladecover Scout',
  manaCost: '{G}',
  typeLine: 'Creature — Elf Scout',
  power: 1,
  toughness: 1,
  oracle: "Hexproof (This creature can't be the target of spells or abilities your opponents control.)",
  keywords: ['hexproof'],
};

export const inkwellLeviathan: CardDef = {
  name: 'Inkwell Leviathan',
  manaCost: '{7}{U}{U}',
  typeLine: 'Creature — Leviathan',
  power: 7,
  toughness: 11,
  oracle:
    "Islandwalk (This creature can't be blocked as long as defending player controls an Island.)\nTrample\nShroud (This creature can't be the target of spells or abilities.)",
  keywords: [{ landwalk: 'Island' }, 'trample', 'shroud'],
};

export const bladetuskBoar: CardDef = {
  name: 'Bladetusk Boar',
  manaCost: '{3}{R}',
  typeLine: 'Creature — Boar',
  power: 3,
  toughness: 2,
  oracle:
    "Intimidate (This creature can't be blocked except by artifact creatures and/or creatures that share a color with it.)",
  keywords: ['intimidate'],
};

export const soltariFootSoldier: CardDef = {
  name: 'Soltari Foot Soldier',
  manaCost: '{W}',
  typeLine: 'Creature — Soltari Soldier',
  power: 1,
  toughness: 1,
  oracle: 'Shadow (This creature can block or be blocked by only creatures with shadow.)',
  keywords: ['shadow'],
};

export const shuCavalry: CardDef = {
  name: 'Shu Cavalry',
  manaCost: '{2}{W}',
  typeLine: 'Creature — Human Soldier',
  power: 2,
  toughness: 2,
  oracle: "Horsemanship (This creature can't be blocked except by creatures with horsemanship.)",
  keywords: ['horsemanship'],
};

export const boggartRamGang: CardDef = {
  name: 'Boggart Ram-Gang',
  manaCost: '{R/G}{R/G}{R/G}',
  typeLine: 'Creature — Goblin Warrior',
  power: 3,
  toughness: 3,
  oracle: 'Haste\nWither (This deals damage to creatures in the form of -1/-1 counters.)',
  keywords: ['haste', 'wither'],
};

export const glistenerElf: CardDef = {
  name: 'Glistener Elf',
  manaCost: '{G}',
  typeLine: 'Creature — Phyrexian Elf Warrior',
  power: 1,
  toughness: 1,
  oracle:
    'Infect (This creature deals damage to creatures in the form of -1/-1 counters and to players in the form of poison counters.)',
  keywords: ['infect'],
};

export const blightbellyRat: CardDef = {
  name: 'Blightbelly Rat',
  manaCost: '{1}{B}',
  typeLine: 'Creature — Phyrexian Rat',
  power: 2,
  toughness: 2,
  oracle:
    'Toxic 1 (Players dealt combat damage by this creature also get a poison counter.)\nWhen this creature dies, proliferate. (Choose any number of permanents and/or players, then give each another counter of each kind already there.)',
  keywords: [{ toxic: 1 }],
  unenforced: [
    {
      text: 'When this creature dies, proliferate. (Choose any number of permanents and/or players, then give each another counter of each kind already there.)',
      reason: 'not written for the keyword tests',
    },
  ],
};

export const ambushViper: CardDef = {
  name: 'Ambush Viper',
  manaCost: '{1}{G}',
  typeLine: 'Creature — Snake',
  power: 2,
  toughness: 1,
  oracle:
    'Flash (You may cast this spell any time you could cast an instant.)\nDeathtouch (Any amount of damage this deals to a creature is enough to destroy it.)',
  keywords: ['flash', 'deathtouch'],
};

export const severedLegion: CardDef = {
  name: 'Severed Legion',
  manaCost: '{1}{B}{B}',
  typeLine: 'Creature — Zombie',
  power: 2,
  toughness: 2,
  oracle: "Fear (This creature can't be blocked except by artifact creatures and/or black creatures.)",
  keywords: ['fear'],
};

export const stokeTheFlames: CardDef = {
  name: 'Stoke the Flames',
  manaCost: '{2}{R}{R}',
  typeLine: 'Instant',
  oracle:
    "Convoke (Your creatures can help cast this spell. Each creature you tap while casting this spell pays for {1} or one mana of that creature's color.)\nStoke the Flames deals 4 damage to any target.",
  keywords: ['convoke'],
  spell: { targets: [anyTarget], steps: [{ do: 'damage', amount: 4, to: FIRST_TARGET }] },
};

export const reverseEngineer: CardDef = {
  name: 'Reverse Engineer',
  manaCost: '{3}{U}{U}',
  typeLine: 'Sorcery',
  oracle:
    "Improvise (Your artifacts can help cast this spell. Each artifact you tap after you're done activating mana abilities pays for {1}.)\nDraw three cards.",
  keywords: ['improvise'],
  spell: { targets: [], steps: [{ do: 'draw', player: { ref: 'you' }, count: 3 }] },
};

export const treasureCruise: CardDef = {
  name: 'Treasure Cruise',
  manaCost: '{7}{U}',
  typeLine: 'Sorcery',
  oracle: 'Delve (Each card you exile from your graveyard while casting this spell pays for {1}.)\nDraw three cards.',
  keywords: ['delve'],
  spell: { targets: [], steps: [{ do: 'draw', player: { ref: 'you' }, count: 3 }] },
};

export const staggershock: CardDef = {
  name: 'Staggershock',
  manaCost: '{2}{R}',
  typeLine: 'Instant',
  oracle:
    'Staggershock deals 2 damage to any target.\nRebound (If you cast this spell from your hand, exile it as it resolves. At the beginning of your next upkeep, you may cast this card from exile without paying its mana cost.)',
  keywords: ['rebound'],
  spell: { targets: [anyTarget], steps: [{ do: 'damage', amount: 2, to: FIRST_TARGET }] },
};

export const suddenShock: CardDef = {
  name: 'Sudden Shock',
  manaCost: '{1}{R}',
  typeLine: 'Instant',
  oracle:
    "Split second (As long as this spell is on the stack, players can't cast spells or activate abilities that aren't mana abilities.)\nSudden Shock deals 2 damage to any target.",
  keywords: ['split second'],
  spell: { targets: [anyTarget], steps: [{ do: 'damage', amount: 2, to: FIRST_TARGET }] },
};

export const farbogRevenant: CardDef = {
  name: 'Farbog Revenant',
  manaCost: '{2}{B}',
  typeLine: 'Creature — Spirit',
  power: 1,
  toughness: 3,
  oracle: "Skulk (This creature can't be blocked by creatures with greater power.)",
  keywords: ['skulk'],
};

/**
 * Flanking (CR 702.25a): a triggered ability written out beside the keyword, which "a creature
 * without flanking" reads.
 */
export const benalishCavalry: CardDef = {
  name: 'Benalish Cavalry',
  manaCost: '{1}{W}',
  typeLine: 'Creature — Human Knight',
  power: 2,
  toughness: 2,
  oracle:
    'Flanking (Whenever a creature without flanking blocks this creature, the blocking creature gets -1/-1 until end of turn.)',
  keywords: ['flanking'],
  triggered: [
    {
      on: { event: 'becomesBlocked', what: 'self', by: { types: ['creature'], withoutKeyword: 'flanking' } },
      steps: [{ do: 'pump', what: { ref: 'trigger', key: 'blocker' }, power: -1, toughness: -1, until: 'endOfTurn' }],
      text: 'Flanking',
    },
  ],
};

/** Umbra armor (CR 702.89a): a modern card standing in for a keyword no classic card has. */
export const spiderUmbra: CardDef = {
  name: 'Spider Umbra',
  manaCost: '{G}',
  typeLine: 'Enchantment — Aura',
  oracle:
    'Enchant creature\nEnchanted creature gets +1/+1 and has reach. (It can block creatures with flying.)\nUmbra armor (If enchanted creature would be destroyed, instead remove all damage from it and destroy this Aura.)',
  enchant: CREATURE,
  statics: [{ affects: { enchanted: true }, gets: { power: 1, toughness: 1 }, gains: ['reach'] }],
  keywords: ['umbra armor'],
};

/** Assist (CR 702.132a): a modern card standing in for a keyword no classic card has. */
export const bringDown: CardDef = {
  name: 'Bring Down',
  manaCost: '{3}{W}',
  typeLine: 'Sorcery',
  oracle:
    "Assist (Another player can pay up to {3} of this spell's cost.)\nDestroy target creature with power 4 or greater.",
  keywords: ['assist'],
  spell: {
    targets: [
      {
        filter: { objects: { types: ['creature'], power: { min: 4 } } },
        min: 1,
        max: 1,
        label: 'target creature with power 4 or greater',
      },
    ],
    steps: [{ do: 'destroy', what: FIRST_TARGET }],
  },
};

/** Ascend (CR 702.131b): a modern card standing in for a keyword no classic card has. */
export const spireWinder: CardDef = {
  name: 'Spire Winder',
  manaCost: '{3}{U}',
  typeLine: 'Creature — Snake',
  power: 2,
  toughness: 3,
  oracle:
    "Flying\nAscend (If you control ten or more permanents, you get the city's blessing for the rest of the game.)\nThis creature gets +1/+1 as long as you have the city's blessing.",
  keywords: ['flying', 'ascend'],
  statics: [
    { affects: { self: true }, gets: { power: 1, toughness: 1 }, condition: { citysBlessing: { ref: 'you' } } },
  ],
};

/** Start your engines! and max speed (CR 702.179, 702.178): a modern card standing in for a keyword no classic card has. */
export const walkingSarcophagus: CardDef = {
  name: 'Walking Sarcophagus',
  manaCost: '{2}',
  typeLine: 'Artifact Creature — Zombie Cat',
  power: 2,
  toughness: 1,
  oracle:
    'Start your engines! (If you have no speed, it starts at 1. It increases once on each of your turns when an opponent loses life. Max speed is 4.)\nMax speed — This creature gets +1/+2.',
  keywords: ['start your engines'],
  statics: [{ affects: { self: true }, gets: { power: 1, toughness: 2 }, condition: { maxSpeed: { ref: 'you' } } }],
};

/** Every card of this file, for `game(doc, script, { cards: CLASSIC_CARDS })`. */
export const CLASSIC_CARDS: readonly CardDef[] = [
  bringDown,
  spiderUmbra,
  spireWinder,
  walkingSarcophagus,
  benalishCavalry,
  farbogRevenant,
  suddenShock,
  boggartRamGang,
  glistenerElf,
  blightbellyRat,
  blackKnight,
  whiteKnight,
  drudgeSkeletons,
  uthdenTroll,
  clayStatue,
  regeneration,
  fog,
  samiteHealer,
  argothianTreefolk,
  argothianPixies,
  gaseousForm,
  wallOfSwords,
  wallOfWood,
  wallOfIce,
  wallOfBone,
  shanodinDryads,
  serraAngel,
  lordOfAtlantis,
  merfolkOfThePearlTrident,
  seaSerpent,
  phantomWarrior,
  invisibility,
  lance,
  fear,
  unholyStrength,
  holyStrength,
  weakness,
  blackWard,
  terror,
  royalAssassin,
  prodigalSorcerer,
  dancingScimitar,
  ballLightning,
  ergRaiders,
  scatheZombies,
  sureStrike,
  typhoidRats,
  vampireNighthawk,
  fencingAce,
  darksteelMyr,
  gladecoverScout,
  inkwellLeviathan,
  bladetuskBoar,
  soltariFootSoldier,
  shuCavalry,
  ambushViper,
  severedLegion,
  stokeTheFlames,
  reverseEngineer,
  treasureCruise,
  staggershock,
];
