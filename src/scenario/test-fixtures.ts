/**
 * Shared fixtures for the scenario tests (not used by the app): a small card pool and the
 * documents the tests restore. Plain JSON values, so the same data can feed any test level.
 */
import type { RestoreContext } from './restore';

/** A fixed card pool for tests. */
export const POOL: RestoreContext = {
  cardNames: [
    'Island',
    'Lightning Bolt',
    'Spellweaver Volute',
    'Divination',
    'Fire // Ice',
    'Arcane Savant',
    'Isamaru, Hound of Konda',
    'Grizzly Bears',
  ],
};

/** The example document of DESIGN.md "Scenario format", with the lesson's "..." step written out. */
export function designExample(): Record<string, unknown> {
  return {
    format: 'stackyard/scenario@1',
    title: 'Volute falls off',
    turn: { number: 3, active: 'p1', phase: 'main1' },
    players: {
      p1: {
        life: 20,
        manaPool: '',
        battlefield: ['Island', { id: 'vol', card: 'Spellweaver Volute', attachedTo: 'bolt' }],
        hand: ['Divination'],
        graveyard: [],
        exile: [],
        library: ['Island'],
      },
      p2: { life: 20, graveyard: [{ id: 'bolt', card: 'Lightning Bolt' }] },
    },
    script: [{ cast: 'Divination' }, { pass: true }, { decide: true }],
    lesson: { ruling: '...', steps: ['...', '...', '...'] },
  };
}

/** A document that uses every part of the format, with every default written out. */
export function fullDocument(): Record<string, unknown> {
  const empty = { library: [], hand: [], battlefield: [], graveyard: [], exile: [], sideboard: [], command: [] };
  return {
    format: 'stackyard/scenario@1',
    title: 'Everything at once',
    description: 'A board that uses every key of the format.',
    turn: { number: 4, active: 'p2', phase: 'declareBlockers' },
    options: { sandbox: true, seed: 42, shuffle: true },
    players: {
      p1: {
        ...empty,
        life: 17,
        manaPool: 'UUR',
        library: ['Island', 'Divination'],
        hand: ['Fire // Ice', { card: 'Lightning Bolt', id: 'bolt2', castableFrom: true }],
        battlefield: [
          {
            id: 'bears',
            card: 'Grizzly Bears',
            tapped: true,
            summoningSick: false,
            damage: 1,
            counters: { '+1/+1': 2, '-1/-1': 1 },
          },
          { id: 'vol', card: 'Spellweaver Volute', attachedTo: 'bolt', owner: 'p2' },
          {
            id: 'ogre',
            proxy: {
              name: 'Gray Ogre',
              typeLine: 'Creature — Ogre',
              manaCost: '{2}{R}',
              power: 2,
              toughness: 2,
              text: '',
            },
          },
          { id: 'curse', proxy: { name: 'Curse of Tests', typeLine: 'Enchantment — Aura Curse' }, attachedTo: 'p2' },
          { id: 'copy', card: 'Grizzly Bears', copyOf: 'bears', token: true },
        ],
        graveyard: [{ id: 'savant', card: 'Arcane Savant' }],
        exile: [
          { card: 'Divination', exiledWith: 'Arcane Savant' },
          { card: 'Island', exiledWith: 'savant', counters: { time: 3 } },
        ],
        sideboard: [{ card: 'Isamaru, Hound of Konda', chosenName: 'Lightning Bolt' }],
      },
      p2: {
        ...empty,
        life: 20,
        manaPool: '',
        battlefield: [{ id: 'isamaru', card: 'Isamaru, Hound of Konda' }],
        graveyard: [{ id: 'bolt', card: 'Lightning Bolt' }],
      },
    },
    script: [
      { cast: 'bolt2', targets: ['isamaru'], player: 'p1' },
      {
        cast: 'Fire // Ice',
        half: 'Fire',
        targets: ['p2', { name: 'Isamaru, Hound of Konda', zone: 'battlefield', player: 'p2' }],
        x: 0,
        alt: 'flashback',
        kicker: false,
        sacrifice: 'ogre',
        returnCreature: 'bears',
      },
      { activate: 'Island', ability: 0, targets: [], x: 1, player: 'p1', mana: 'U' },
      { pass: true },
      { decide: ['bears', { name: 'Gray Ogre' }], player: 'p1' },
      { decide: 'U' },
      { move: 'ogre', to: 'graveyard', player: 'p1', position: 'top' },
      { advance: 'combat' },
      { attack: ['bears', 'ogre'], player: 'p1' },
      { block: { isamaru: 'bears', 'Isamaru, Hound of Konda': { name: 'Grizzly Bears', player: 'p1' } }, player: 'p2' },
    ],
    lesson: {
      card: 'Spellweaver Volute',
      ruling: 'Every key, once.',
      rules: ['704.5m', '400.7', '607'],
      steps: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'],
    },
  };
}
