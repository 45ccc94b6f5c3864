/**
 * Real cards, written by hand in the card vocabulary from their Oracle text, for the tests of
 * static abilities, costs, casting and entering (they are not in the pool). Oracle text, type
 * line and mana cost are verbatim (compared with the classic-cards Oracle data when written);
 * what the vocabulary can't say yet is listed as `unenforced`.
 */
import type { CardDef, Ref, StepSpec, TargetSpec } from '../index';
// Shared with the combat tests' cards (one definition each).
import {
  ambushViper,
  holyStrength,
  lordOfAtlantis,
  merfolkOfThePearlTrident,
  weakness,
} from '../../testing/classic-cards';

const YOU = { ref: 'you' } as const;
const SOURCE = { ref: 'source' } as const;
const TARGET = { ref: 'target', slot: 0 } as const;
const targetCreature: TargetSpec = {
  filter: { objects: { types: ['creature'] } },
  min: 1,
  max: 1,
  label: 'target creature',
};
const enchantCreature = { objects: { types: ['creature'] } };
const pump = (what: Ref, power: number, toughness: number): StepSpec => ({
  do: 'pump',
  what,
  power,
  toughness,
  until: 'endOfTurn',
});

export const controlMagic: CardDef = {
  name: 'Control Magic',
  manaCost: '{2}{U}{U}',
  typeLine: 'Enchantment — Aura',
  oracle: 'Enchant creature\nYou control enchanted creature.',
  enchant: enchantCreature,
  statics: [{ affects: { enchanted: true }, controlledBySourceController: true }],
};

export const kirdApe: CardDef = {
  name: 'Kird Ape',
  manaCost: '{R}',
  typeLine: 'Creature — Ape',
  power: 1,
  toughness: 1,
  oracle: 'This creature gets +1/+2 as long as you control a Forest.',
  statics: [
    {
      affects: { self: true },
      gets: { power: 1, toughness: 2 },
      condition: { count: { subtypes: ['Forest'], controller: 'you' }, range: { min: 1 } },
    },
  ],
};

export const giantTortoise: CardDef = {
  name: 'Giant Tortoise',
  manaCost: '{1}{U}',
  typeLine: 'Creature — Turtle',
  power: 1,
  toughness: 1,
  oracle: "This creature gets +0/+3 as long as it's untapped.",
  statics: [
    {
      affects: { self: true },
      gets: { power: 0, toughness: 3 },
      condition: { is: SOURCE, matches: { tapped: false } },
    },
  ],
};

const swampsYouControl = { count: { subtypes: ['Swamp'], controller: 'you' as const } };
export const nightmare: CardDef = {
  name: 'Nightmare',
  manaCost: '{5}{B}',
  typeLine: 'Creature — Nightmare Horse',
  keywords: ['flying'],
  oracle:
    "Flying (This creature can't be blocked except by creatures with flying or reach.)\nNightmare's power and toughness are each equal to the number of Swamps you control.",
  statics: [{ affects: { self: true }, definesPT: { power: swampsYouControl, toughness: swampsYouControl } }],
};

const nonWallCreatures = { count: { types: ['creature'], notSubtypes: ['Wall'], controller: 'you' as const } };
export const keldonWarlord: CardDef = {
  name: 'Keldon Warlord',
  manaCost: '{2}{R}{R}',
  typeLine: 'Creature — Human Barbarian',
  oracle: "Keldon Warlord's power and toughness are each equal to the number of non-Wall creatures you control.",
  statics: [{ affects: { self: true }, definesPT: { power: nonWallCreatures, toughness: nonWallCreatures } }],
};

const onePlusArtifacts = { sum: [1, { count: { types: ['artifact'], controller: 'opponent' as const } }] };
export const gaeasAvenger: CardDef = {
  name: "Gaea's Avenger",
  manaCost: '{1}{G}{G}',
  typeLine: 'Creature — Treefolk',
  oracle:
    "Gaea's Avenger's power and toughness are each equal to 1 plus the number of artifacts your opponents control.",
  statics: [{ affects: { self: true }, definesPT: { power: onePlusArtifacts, toughness: onePlusArtifacts } }],
};

export const goblinKing: CardDef = {
  name: 'Goblin King',
  manaCost: '{1}{R}{R}',
  typeLine: 'Creature — Goblin',
  power: 2,
  toughness: 2,
  oracle: 'Other Goblins get +1/+1 and have mountainwalk.',
  statics: [
    {
      affects: { objects: { subtypes: ['Goblin'] }, other: true },
      gets: { power: 1, toughness: 1 },
      gains: [{ landwalk: 'Mountain' }],
    },
  ],
};

export const goblinRockSled: CardDef = {
  name: 'Goblin Rock Sled',
  manaCost: '{1}{R}',
  typeLine: 'Creature — Goblin',
  power: 3,
  toughness: 1,
  keywords: ['trample'],
  oracle:
    "Trample\nThis creature doesn't untap during your untap step if it attacked during your last turn.\nThis creature can't attack unless defending player controls a Mountain.",
  unenforced: [
    {
      text: "This creature doesn't untap during your untap step if it attacked during your last turn.",
      reason: 'no condition on what it did last turn',
    },
    {
      text: "This creature can't attack unless defending player controls a Mountain.",
      reason: 'combat restriction (combat helper)',
    },
  ],
};

export const orcishOriflamme: CardDef = {
  name: 'Orcish Oriflamme',
  manaCost: '{3}{R}',
  typeLine: 'Enchantment',
  oracle: 'Attacking creatures you control get +1/+0.',
  statics: [
    {
      affects: { objects: { types: ['creature'], attacking: true, controller: 'you' } },
      gets: { power: 1, toughness: 0 },
    },
  ],
};

export const blueElementalBlast: CardDef = {
  name: 'Blue Elemental Blast',
  manaCost: '{U}',
  typeLine: 'Instant',
  oracle: 'Choose one —\n• Counter target red spell.\n• Destroy target red permanent.',
  spell: {
    targets: [],
    steps: [],
    modes: {
      count: 1,
      options: [
        {
          text: 'Counter target red spell.',
          targets: [{ filter: { spells: { colors: ['R'] } }, min: 1, max: 1, label: 'target red spell' }],
          steps: [{ do: 'counterSpell', what: TARGET }],
        },
        {
          text: 'Destroy target red permanent.',
          targets: [{ filter: { objects: { colors: ['R'] } }, min: 1, max: 1, label: 'target red permanent' }],
          steps: [{ do: 'destroy', what: TARGET }],
        },
      ],
    },
  },
};

export const wordOfBinding: CardDef = {
  name: 'Word of Binding',
  manaCost: '{X}{B}{B}',
  typeLine: 'Sorcery',
  oracle: 'Tap X target creatures.',
  spell: {
    targets: [
      { filter: { objects: { types: ['creature'] } }, min: 0, max: 0, countIsX: true, label: 'X target creatures' },
    ],
    steps: [{ do: 'tap', what: TARGET }],
  },
};

export const berserk: CardDef = {
  name: 'Berserk',
  manaCost: '{G}',
  typeLine: 'Instant',
  oracle:
    'Cast this spell only before the combat damage step.\nTarget creature gains trample and gets +X/+0 until end of turn, where X is its power. At the beginning of the next end step, destroy that creature if it attacked this turn.',
  castRestriction: { onlyBefore: 'combatDamage' },
  spell: {
    targets: [targetCreature],
    steps: [{ do: 'pump', what: TARGET, power: { powerOf: TARGET }, gains: ['trample'], until: 'endOfTurn' }],
  },
  unenforced: [
    {
      text: 'At the beginning of the next end step, destroy that creature if it attacked this turn.',
      reason: 'no condition on what it did this turn',
    },
  ],
};

export const camouflage: CardDef = {
  name: 'Camouflage',
  manaCost: '{G}',
  typeLine: 'Instant',
  oracle:
    'Cast this spell only during your declare attackers step.\nThis turn, instead of declaring blockers, each defending player chooses any number of creatures they control and divides them into a number of piles equal to the number of attacking creatures for whom that player is the defending player. Creatures those players control that can block additional creatures may likewise be put into additional piles. Assign each pile to a different one of those attacking creatures at random. Each creature in a pile that can block the creature that pile is assigned to does so. (Piles can be empty.)',
  castRestriction: { onlyDuring: ['declareAttackers'], yourTurnOnly: true },
  spell: { targets: [], steps: [] },
  unenforced: [{ text: 'This turn, instead of declaring blockers, …', reason: 'piles are not modelled' }],
};

export const blackLotus: CardDef = {
  name: 'Black Lotus',
  manaCost: '{0}',
  typeLine: 'Artifact',
  oracle: '{T}, Sacrifice this artifact: Add three mana of any one color.',
  activated: [
    {
      cost: { tap: true, sacrificeSelf: true },
      mana: { kind: 'anyOneColor', count: 3 },
      text: '{T}, Sacrifice this artifact: Add three mana of any one color.',
    },
  ],
};

export const ashnodsAltar: CardDef = {
  name: "Ashnod's Altar",
  manaCost: '{3}',
  typeLine: 'Artifact',
  oracle: 'Sacrifice a creature: Add {C}{C}.',
  activated: [
    {
      cost: { sacrifice: { filter: { types: ['creature'], controller: 'you' }, label: 'a creature' } },
      mana: { kind: 'fixed', mana: ['C', 'C'] },
      text: 'Sacrifice a creature: Add {C}{C}.',
    },
  ],
};

export const atog: CardDef = {
  name: 'Atog',
  manaCost: '{1}{R}',
  typeLine: 'Creature — Atog',
  power: 1,
  toughness: 2,
  oracle: 'Sacrifice an artifact: This creature gets +2/+2 until end of turn.',
  activated: [
    {
      cost: { sacrifice: { filter: { types: ['artifact'], controller: 'you' }, label: 'an artifact' } },
      steps: [pump(SOURCE, 2, 2)],
      text: 'Sacrifice an artifact: This creature gets +2/+2 until end of turn.',
    },
  ],
};

export const greed: CardDef = {
  name: 'Greed',
  manaCost: '{3}{B}',
  typeLine: 'Enchantment',
  oracle: '{B}, Pay 2 life: Draw a card.',
  activated: [
    {
      cost: { mana: '{B}', payLife: 2 },
      steps: [{ do: 'draw', player: YOU, count: 1 }],
      text: '{B}, Pay 2 life: Draw a card.',
    },
  ],
};

export const triskelion: CardDef = {
  name: 'Triskelion',
  manaCost: '{6}',
  typeLine: 'Artifact Creature — Construct',
  power: 1,
  toughness: 1,
  oracle:
    'This creature enters with three +1/+1 counters on it.\nRemove a +1/+1 counter from this creature: It deals 1 damage to any target.',
  replacements: [{ kind: 'entersWithCounters', counter: '+1/+1', count: 3 }],
  activated: [
    {
      cost: { removeCounters: { counter: '+1/+1', count: 1 } },
      targets: [
        {
          filter: { objects: { types: ['creature', 'planeswalker', 'battle'] }, players: true },
          min: 1,
          max: 1,
          label: 'any target',
        },
      ],
      steps: [{ do: 'damage', amount: 1, to: TARGET }],
      text: 'Remove a +1/+1 counter from this creature: It deals 1 damage to any target.',
    },
  ],
};

export const vampireBats: CardDef = {
  name: 'Vampire Bats',
  manaCost: '{B}',
  typeLine: 'Creature — Bat',
  power: 0,
  toughness: 1,
  keywords: ['flying'],
  oracle:
    "Flying (This creature can't be blocked except by creatures with flying or reach.)\n{B}: This creature gets +1/+0 until end of turn. Activate no more than twice each turn.",
  activated: [
    {
      cost: { mana: '{B}' },
      steps: [pump(SOURCE, 1, 0)],
      limits: { perTurn: 2 },
      text: '{B}: This creature gets +1/+0 until end of turn. Activate no more than twice each turn.',
    },
  ],
};

export const coralHelm: CardDef = {
  name: 'Coral Helm',
  manaCost: '{3}',
  typeLine: 'Artifact',
  oracle: '{3}, Discard a card at random: Target creature gets +2/+2 until end of turn.',
  activated: [
    {
      cost: { mana: '{3}', discard: { count: 1, random: true } },
      targets: [targetCreature],
      steps: [pump(TARGET, 2, 2)],
      text: '{3}, Discard a card at random: Target creature gets +2/+2 until end of turn.',
    },
  ],
};

export const feldonsCane: CardDef = {
  name: "Feldon's Cane",
  manaCost: '{1}',
  typeLine: 'Artifact',
  oracle: '{T}, Exile this artifact: Shuffle your graveyard into your library.',
  activated: [
    {
      cost: { tap: true, exileSelf: true },
      steps: [
        { do: 'moveTo', what: { ref: 'all', filter: { zone: 'graveyard', owner: 'you' } }, zone: 'library' },
        { do: 'shuffle', player: YOU },
      ],
      text: '{T}, Exile this artifact: Shuffle your graveyard into your library.',
    },
  ],
};

export const stripMine: CardDef = {
  name: 'Strip Mine',
  manaCost: '',
  typeLine: 'Land',
  oracle: '{T}: Add {C}.\n{T}, Sacrifice this land: Destroy target land.',
  activated: [
    { cost: { tap: true }, mana: { kind: 'fixed', mana: ['C'] }, text: '{T}: Add {C}.' },
    {
      cost: { tap: true, sacrificeSelf: true },
      targets: [{ filter: { objects: { types: ['land'] } }, min: 1, max: 1, label: 'target land' }],
      steps: [{ do: 'destroy', what: TARGET }],
      text: '{T}, Sacrifice this land: Destroy target land.',
    },
  ],
};

export const disruptingScepter: CardDef = {
  name: 'Disrupting Scepter',
  manaCost: '{3}',
  typeLine: 'Artifact',
  oracle: '{3}, {T}: Target player discards a card. Activate only during your turn.',
  activated: [
    {
      cost: { mana: '{3}', tap: true },
      targets: [{ filter: { players: true }, min: 1, max: 1, label: 'target player' }],
      steps: [{ do: 'discard', player: TARGET, count: 1 }],
      limits: { yourTurnOnly: true },
      text: '{3}, {T}: Target player discards a card. Activate only during your turn.',
    },
  ],
};

export const libraryOfAlexandria: CardDef = {
  name: 'Library of Alexandria',
  manaCost: '',
  typeLine: 'Land',
  oracle: '{T}: Add {C}.\n{T}: Draw a card. Activate only if you have exactly seven cards in hand.',
  activated: [
    { cost: { tap: true }, mana: { kind: 'fixed', mana: ['C'] }, text: '{T}: Add {C}.' },
    {
      cost: { tap: true },
      steps: [{ do: 'draw', player: YOU, count: 1 }],
      limits: { condition: { compare: [{ cardsInHand: YOU }, '=', 7] } },
      text: '{T}: Draw a card. Activate only if you have exactly seven cards in hand.',
    },
  ],
};

export const evilPresence: CardDef = {
  name: 'Evil Presence',
  manaCost: '{B}',
  typeLine: 'Enchantment — Aura',
  oracle: 'Enchant land\nEnchanted land is a Swamp.',
  enchant: { objects: { types: ['land'] } },
  statics: [{ affects: { enchanted: true }, addTypes: { subtypes: ['Swamp'] } }],
};

export const cityOfBrass: CardDef = {
  name: 'City of Brass',
  manaCost: '',
  typeLine: 'Land',
  oracle: 'Whenever this land becomes tapped, it deals 1 damage to you.\n{T}: Add one mana of any color.',
  triggered: [
    {
      on: { event: 'becomesTapped', what: 'self' },
      steps: [{ do: 'damage', amount: 1, to: YOU }],
      text: 'Whenever this land becomes tapped, it deals 1 damage to you.',
    },
  ],
  activated: [{ cost: { tap: true }, mana: { kind: 'anyColor' }, text: '{T}: Add one mana of any color.' }],
};

export const urborgTombOfYawgmoth: CardDef = {
  name: 'Urborg, Tomb of Yawgmoth',
  manaCost: '',
  typeLine: 'Legendary Land',
  oracle: 'Each land is a Swamp in addition to its other land types.',
  statics: [{ affects: { objects: { types: ['land'] } }, addTypes: { subtypes: ['Swamp'], inAddition: true } }],
};

/** As the Oracle compiler emits it: the text is reminder text, the abilities are the land types' (CR 305.6). */
export const badlands: CardDef = {
  name: 'Badlands',
  manaCost: '',
  typeLine: 'Land — Swamp Mountain',
  oracle: '({T}: Add {B} or {R}.)',
};

export const rakdosGuildgate: CardDef = {
  name: 'Rakdos Guildgate',
  manaCost: '',
  typeLine: 'Land — Gate',
  oracle: 'This land enters tapped.\n{T}: Add {B} or {R}.',
  replacements: [{ kind: 'entersTapped' }],
  activated: [{ cost: { tap: true }, mana: { kind: 'oneOf', options: ['B', 'R'] }, text: '{T}: Add {B} or {R}.' }],
};

export const livingLands: CardDef = {
  name: 'Living Lands',
  manaCost: '{3}{G}',
  typeLine: 'Enchantment',
  oracle: 'All Forests are 1/1 creatures that are still lands.',
  statics: [
    {
      affects: { objects: { subtypes: ['Forest'] } },
      addTypes: { types: ['creature'] },
      setBase: { power: 1, toughness: 1 },
    },
  ],
};

export const basaltMonolith: CardDef = {
  name: 'Basalt Monolith',
  manaCost: '{3}',
  typeLine: 'Artifact',
  oracle: "This artifact doesn't untap during your untap step.\n{T}: Add {C}{C}{C}.\n{3}: Untap this artifact.",
  statics: [{ affects: { self: true }, cant: ['untap'] }],
  activated: [
    { cost: { tap: true }, mana: { kind: 'fixed', mana: ['C', 'C', 'C'] }, text: '{T}: Add {C}{C}{C}.' },
    { cost: { mana: '{3}' }, steps: [{ do: 'untap', what: SOURCE }], text: '{3}: Untap this artifact.' },
  ],
};

export const clockworkAvian: CardDef = {
  name: 'Clockwork Avian',
  manaCost: '{5}',
  typeLine: 'Artifact Creature — Bird',
  power: 0,
  toughness: 4,
  keywords: ['flying'],
  oracle:
    "Flying\nThis creature enters with four +1/+0 counters on it.\nAt end of combat, if this creature attacked or blocked this combat, remove a +1/+0 counter from it.\n{X}, {T}: Put up to X +1/+0 counters on this creature. This ability can't cause the total number of +1/+0 counters on this creature to be greater than four. Activate only during your upkeep.",
  replacements: [{ kind: 'entersWithCounters', counter: '+1/+0', count: 4 }],
  unenforced: [
    {
      text: 'At end of combat, if this creature attacked or blocked this combat, remove a +1/+0 counter from it.',
      reason: 'trigger on what it did this combat',
    },
    {
      text: '{X}, {T}: Put up to X +1/+0 counters on this creature. …',
      reason: 'X in an activation cost and "up to" counts',
    },
  ],
};

export const kismet: CardDef = {
  name: 'Kismet',
  manaCost: '{3}{W}',
  typeLine: 'Enchantment',
  oracle: 'Artifacts, creatures, and lands your opponents control enter tapped.',
  replacements: [{ kind: 'entersTapped', what: { types: ['artifact', 'creature', 'land'], controller: 'opponent' } }],
};

export const thornOfAmethyst: CardDef = {
  name: 'Thorn of Amethyst',
  manaCost: '{2}',
  typeLine: 'Artifact',
  oracle: 'Noncreature spells cost {1} more to cast.',
  statics: [
    { affects: { players: 'each' }, spellCosts: { spells: { notTypes: ['creature'] }, change: 'more', mana: '{1}' } },
  ],
};

export const exploration: CardDef = {
  name: 'Exploration',
  manaCost: '{G}',
  typeLine: 'Enchantment',
  oracle: 'You may play an additional land on each of your turns.',
  statics: [{ affects: { players: 'you' }, extraLandPlays: 1 }],
};

export const spellbook: CardDef = {
  name: 'Spellbook',
  manaCost: '{0}',
  typeLine: 'Artifact',
  oracle: 'You have no maximum hand size.',
  statics: [{ affects: { players: 'you' }, handSize: { none: true } }],
};

export const jihad: CardDef = {
  name: 'Jihad',
  manaCost: '{W}{W}{W}',
  typeLine: 'Enchantment',
  oracle:
    'As this enchantment enters, choose a color and an opponent.\nWhite creatures get +2/+1 as long as the chosen player controls a nontoken permanent of the chosen color.\nWhen the chosen player controls no nontoken permanents of the chosen color, sacrifice this enchantment.',
  asEnters: ['chooseColor', 'chooseOpponent'],
  statics: [
    {
      affects: { objects: { types: ['creature'], colors: ['W'] } },
      gets: { power: 2, toughness: 1 },
      condition: { count: { controller: 'chosenPlayer', token: false, chosenColor: true }, range: { min: 1 } },
    },
  ],
  unenforced: [
    {
      text: 'When the chosen player controls no nontoken permanents of the chosen color, sacrifice this enchantment.',
      reason: 'state trigger',
    },
  ],
};

/** A cycler (Urza's Saga). */
export const driftingMeadow: CardDef = {
  name: 'Drifting Meadow',
  manaCost: '',
  typeLine: 'Land',
  oracle: 'This land enters tapped.\n{T}: Add {W}.\nCycling {2} ({2}, Discard this card: Draw a card.)',
  replacements: [{ kind: 'entersTapped' }],
  activated: [
    { cost: { tap: true }, mana: { kind: 'fixed', mana: ['W'] }, text: '{T}: Add {W}.' },
    {
      cost: { mana: '{2}', discardSelf: true },
      zone: 'hand',
      steps: [{ do: 'draw', player: YOU, count: 1 }],
      text: 'Cycling {2} ({2}, Discard this card: Draw a card.)',
    },
  ],
};

/** An Equipment (Darksteel). */
export const bonesplitter: CardDef = {
  name: 'Bonesplitter',
  manaCost: '{1}',
  typeLine: 'Artifact — Equipment',
  oracle: 'Equipped creature gets +2/+0.\nEquip {1}',
  statics: [{ affects: { equipped: true }, gets: { power: 2, toughness: 0 } }],
  activated: [
    {
      cost: { mana: '{1}' },
      limits: { sorcerySpeed: true },
      targets: [
        {
          filter: { objects: { types: ['creature'], controller: 'you' } },
          min: 1,
          max: 1,
          label: 'target creature you control',
        },
      ],
      steps: [{ do: 'attach', what: SOURCE, to: TARGET }],
      text: 'Equip {1}',
    },
  ],
};

export const colossusOfSardia: CardDef = {
  name: 'Colossus of Sardia',
  manaCost: '{9}',
  typeLine: 'Artifact Creature — Golem',
  power: 9,
  toughness: 9,
  keywords: ['trample'],
  oracle:
    "Trample (This creature can deal excess combat damage to the player or planeswalker it's attacking.)\nThis creature doesn't untap during your untap step.\n{9}: Untap this creature. Activate only during your upkeep.",
  statics: [{ affects: { self: true }, cant: ['untap'] }],
  activated: [
    {
      cost: { mana: '{9}' },
      steps: [{ do: 'untap', what: SOURCE }],
      limits: { onlyDuring: ['upkeep'], yourTurnOnly: true },
      text: '{9}: Untap this creature. Activate only during your upkeep.',
    },
  ],
};

/** A world enchantment (Mirage). */
export const gravitySphere: CardDef = {
  name: 'Gravity Sphere',
  manaCost: '{2}{R}',
  typeLine: 'World Enchantment',
  oracle: 'All creatures lose flying.',
  statics: [{ affects: { objects: { types: ['creature'] } }, loses: ['flying'] }],
};

export const jump: CardDef = {
  name: 'Jump',
  manaCost: '{U}',
  typeLine: 'Instant',
  oracle: 'Target creature gains flying until end of turn.',
  spell: { targets: [targetCreature], steps: [{ do: 'pump', what: TARGET, gains: ['flying'], until: 'endOfTurn' }] },
};

export const kormusBell: CardDef = {
  name: 'Kormus Bell',
  manaCost: '{4}',
  typeLine: 'Artifact',
  oracle: 'All Swamps are 1/1 black creatures that are still lands.',
  statics: [
    {
      affects: { objects: { subtypes: ['Swamp'] } },
      addTypes: { types: ['creature'] },
      setBase: { power: 1, toughness: 1 },
      setColors: ['B'],
    },
  ],
};

export const whiteWard: CardDef = {
  name: 'White Ward',
  manaCost: '{W}',
  typeLine: 'Enchantment — Aura',
  oracle: "Enchant creature\nEnchanted creature has protection from white. This effect doesn't remove this Aura.",
  enchant: enchantCreature,
  statics: [{ affects: { enchanted: true }, gains: [{ protection: { color: 'W' } }], sparesSource: true }],
};

export const instillEnergy: CardDef = {
  name: 'Instill Energy',
  manaCost: '{G}',
  typeLine: 'Enchantment — Aura',
  oracle:
    'Enchant creature\nEnchanted creature can attack as though it had haste.\n{0}: Untap enchanted creature. Activate only during your turn and only once each turn.',
  enchant: enchantCreature,
  statics: [{ affects: { enchanted: true }, attacksAsThough: ['haste'] }],
  activated: [
    {
      cost: { mana: '{0}' },
      steps: [{ do: 'untap', what: { ref: 'enchanted' } }],
      limits: { yourTurnOnly: true, perTurn: 1 },
      text: '{0}: Untap enchanted creature. Activate only during your turn and only once each turn.',
    },
  ],
};

export const doranTheSiegeTower: CardDef = {
  name: 'Doran, the Siege Tower',
  manaCost: '{W}{B}{G}',
  typeLine: 'Legendary Creature — Treefolk Shaman',
  oracle: 'Each creature assigns combat damage equal to its toughness rather than its power.',
  power: 0,
  toughness: 5,
  statics: [{ affects: { objects: { types: ['creature'] } }, combatDamageBy: 'toughness' }],
};

export const stasis: CardDef = {
  name: 'Stasis',
  manaCost: '{1}{U}',
  typeLine: 'Enchantment',
  oracle:
    'Players skip their untap steps.\nAt the beginning of your upkeep, sacrifice this enchantment unless you pay {U}.',
  statics: [{ affects: { players: 'each' }, skipsStep: 'untap' }],
  triggered: [
    {
      on: { event: 'step', step: 'upkeep', whose: 'you' },
      steps: [
        { do: 'payMana', cost: '{U}', as: 'paid' },
        { do: 'sacrifice', what: { ref: 'source' }, when: { not: { var: 'paid' } } },
      ],
      text: 'At the beginning of your upkeep, sacrifice this enchantment unless you pay {U}.',
    },
  ],
};

/** A requirement (CR 508.1d). */
export const bloodrockCyclops: CardDef = {
  name: 'Bloodrock Cyclops',
  manaCost: '{2}{R}',
  typeLine: 'Creature — Cyclops',
  power: 3,
  toughness: 3,
  oracle: 'This creature attacks each combat if able.',
  statics: [{ affects: { self: true }, mustAttack: true }],
};

/** An untap limit (CR 502.3). */
export const smoke: CardDef = {
  name: 'Smoke',
  manaCost: '{R}{R}',
  typeLine: 'Enchantment',
  oracle: "Players can't untap more than one creature during their untap steps.",
  statics: [{ affects: { players: 'each' }, untapLimit: { max: 1, filter: { types: ['creature'] } } }],
};

/** A Class (CR 716.2a): its level-3 static ability works only from level 3 on. */
export const caretakersTalent: CardDef = {
  name: "Caretaker's Talent",
  manaCost: '{2}{W}',
  typeLine: 'Enchantment — Class',
  oracle:
    "(Gain the next level as a sorcery to add its ability.)\nWhenever one or more tokens you control enter, draw a card. This ability triggers only once each turn.\n{W}: Level 2\nWhen this Class becomes level 2, create a token that's a copy of target token you control.\n{3}{W}: Level 3\nCreature tokens you control get +2/+2.",
  activated: [
    {
      cost: { mana: '{W}' },
      steps: [{ do: 'gainLevel', level: 2 }],
      limits: { sorcerySpeed: true, classLevel: 1 },
      text: '{W}: Level 2',
    },
    {
      cost: { mana: '{3}{W}' },
      steps: [{ do: 'gainLevel', level: 3 }],
      limits: { sorcerySpeed: true, classLevel: 2 },
      text: '{3}{W}: Level 3',
    },
  ],
  statics: [
    {
      affects: { objects: { types: ['creature'], token: true, controller: 'you' } },
      gets: { power: 2, toughness: 2 },
      level: 3,
    },
  ],
  unenforced: [
    {
      text: 'Whenever one or more tokens you control enter, draw a card. This ability triggers only once each turn.',
      reason: 'not in the vocabulary',
    },
    {
      text: "When this Class becomes level 2, create a token that's a copy of target token you control.",
      reason: 'not in the vocabulary',
    },
  ],
};

/** Every card above, for a test registry. */
const anyColor = { cost: { tap: true }, mana: { kind: 'anyColor' }, text: '{T}: Add one mana of any color.' } as const;

/** An ability in quotation marks given to other objects (layer 6, CR 613.1f). */
export const chromaticLantern: CardDef = {
  name: 'Chromatic Lantern',
  manaCost: '{3}',
  typeLine: 'Artifact',
  oracle: 'Lands you control have "{T}: Add one mana of any color."\n{T}: Add one mana of any color.',
  statics: [{ affects: { objects: { types: ['land'], controller: 'you' } }, grants: [{ activated: anyColor }] }],
  activated: [anyColor],
};

/** A Siege: "As this enchantment enters, choose Jeskai or Temur" and modes that apply only as chosen (CR 614.12). */
export const frostcliffSiege: CardDef = {
  name: 'Frostcliff Siege',
  manaCost: '{1}{U}{R}',
  typeLine: 'Enchantment',
  oracle:
    'As this enchantment enters, choose Jeskai or Temur.\n• Jeskai — Whenever one or more creatures you control deal combat damage to a player, draw a card.\n• Temur — Creatures you control get +1/+0 and have trample and haste.',
  asEnters: [{ pick: 'mode', options: ['Jeskai', 'Temur'] }],
  triggered: [
    {
      on: {
        event: 'dealsDamage',
        what: { filter: { controller: 'you', types: ['creature'] } },
        to: 'player',
        oneOrMore: true,
        combat: true,
      },
      steps: [{ do: 'draw', player: YOU, count: 1 }],
      text: '• Jeskai — Whenever one or more creatures you control deal combat damage to a player, draw a card.',
      ifChosen: 'Jeskai',
    },
  ],
  statics: [
    {
      affects: { objects: { controller: 'you', types: ['creature'] } },
      gets: { power: 1, toughness: 0 },
      gains: ['trample', 'haste'],
      ifChosen: 'Temur',
    },
  ],
};

/** A Room (CR 709.5): each door's abilities work only while that door is unlocked. */
export const restrictedOfficeLectureHall: CardDef = {
  name: 'Restricted Office // Lecture Hall',
  manaCost: '{2}{W}{W} // {5}{U}{U}',
  typeLine: 'Enchantment — Room // Enchantment — Room',
  oracle:
    'When you unlock this door, destroy all creatures with power 3 or greater.\nOther permanents you control have hexproof.',
  halves: [
    {
      name: 'Restricted Office',
      manaCost: '{2}{W}{W}',
      typeLine: 'Enchantment — Room',
      oracle: 'When you unlock this door, destroy all creatures with power 3 or greater.',
      spell: { targets: [], steps: [] },
    },
    {
      name: 'Lecture Hall',
      manaCost: '{5}{U}{U}',
      typeLine: 'Enchantment — Room',
      oracle: 'Other permanents you control have hexproof.',
      spell: { targets: [], steps: [] },
    },
  ],
  triggered: [
    {
      on: { event: 'doorUnlocked', door: 'Restricted Office' },
      steps: [{ do: 'destroy', what: { ref: 'all', filter: { types: ['creature'], power: { min: 3 } } } }],
      text: 'When you unlock this door, destroy all creatures with power 3 or greater.',
      door: 'Restricted Office',
    },
  ],
  statics: [{ affects: { objects: { controller: 'you' }, other: true }, gains: ['hexproof'], door: 'Lecture Hall' }],
};

/** Vedalken Orrery: "You may cast spells as though they had flash." (CR 601.3, 702.8a) */
const vedalkenOrrery: CardDef = {
  name: 'Vedalken Orrery',
  manaCost: '{4}',
  typeLine: 'Artifact',
  oracle: 'You may cast spells as though they had flash.',
  statics: [{ affects: { players: 'you' }, castAsThoughFlash: {} }],
};

/** Crucible of Worlds: "You may play lands from your graveyard." (CR 305.1) */
const crucibleOfWorlds: CardDef = {
  name: 'Crucible of Worlds',
  manaCost: '{3}',
  typeLine: 'Artifact',
  oracle: 'You may play lands from your graveyard.',
  statics: [{ affects: { players: 'you' }, landsFromGraveyard: { types: ['land'] } }],
};

/** Panharmonicon: "… an artifact or creature entering … triggers an additional time." (CR 603.2d) */
const panharmonicon: CardDef = {
  name: 'Panharmonicon',
  manaCost: '{4}',
  typeLine: 'Artifact',
  oracle:
    'If an artifact or creature entering causes a triggered ability of a permanent you control to trigger, that ability triggers an additional time.',
  statics: [{ affects: { players: 'you' }, triggersAdditionalTime: { entering: { types: ['artifact', 'creature'] } } }],
};

/** Torpor Orb: "Creatures entering don't cause abilities to trigger." (CR 603.2, 603.6a) */
const torporOrb: CardDef = {
  name: 'Torpor Orb',
  manaCost: '{2}',
  typeLine: 'Artifact',
  oracle: "Creatures entering don't cause abilities to trigger.",
  statics: [{ affects: { players: 'each' }, enteringTriggersNothing: { entering: { types: ['creature'] } } }],
};

export const REAL_CARDS: readonly CardDef[] = [
  panharmonicon,
  torporOrb,
  doranTheSiegeTower,
  restrictedOfficeLectureHall,
  frostcliffSiege,
  chromaticLantern,
  exploration,
  spellbook,
  caretakersTalent,
  controlMagic,
  kirdApe,
  giantTortoise,
  nightmare,
  keldonWarlord,
  gaeasAvenger,
  goblinKing,
  goblinRockSled,
  lordOfAtlantis,
  merfolkOfThePearlTrident,
  holyStrength,
  weakness,
  orcishOriflamme,
  blueElementalBlast,
  wordOfBinding,
  berserk,
  camouflage,
  ambushViper,
  blackLotus,
  ashnodsAltar,
  atog,
  greed,
  triskelion,
  vampireBats,
  coralHelm,
  feldonsCane,
  stripMine,
  disruptingScepter,
  libraryOfAlexandria,
  evilPresence,
  cityOfBrass,
  urborgTombOfYawgmoth,
  badlands,
  rakdosGuildgate,
  livingLands,
  basaltMonolith,
  clockworkAvian,
  kismet,
  thornOfAmethyst,
  jihad,
  driftingMeadow,
  bonesplitter,
  gravitySphere,
  jump,
  colossusOfSardia,
  kormusBell,
  whiteWard,
  instillEnergy,
  stasis,
  bloodrockCyclops,
  smoke,
  vedalkenOrrery,
  crucibleOfWorlds,
];
