/**
 * Random scenarios from the card pool for the fuzzer (fast-check arbitraries). Boards are
 * built to be valid (Auras on legal hosts, imprints linked), with every card entry given an id
 * so a failing case can be written back as a replayable scenario file. Half of the boards use
 * Object.prototype's property names as their first ids, and some carry many replacement
 * effects (up to forty Mana Reflections a side, with Contamination at times).
 */
import fc from 'fast-check';

const LANDS = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest', 'Reflecting Pool', 'Exotic Orchard'];
const CREATURES = [
  'Grizzly Bears',
  'Llanowar Elves',
  'Birds of Paradise',
  'Pili-Pala',
  'Giant Spider',
  'Isamaru, Hound of Konda',
  'Spider-Man Noir',
  'Spider-Gwen, Free Spirit',
  'Order of Whiteclay',
  'Endless One',
  'Meddling Mage',
];
const OTHERS = [
  'Spider-Verse',
  'Contamination',
  'Mana Reflection',
  'Heartbeat of Spring',
  'Fellwar Stone',
  'Spellweaver Helix',
];
const INSTANTS = [
  'Lightning Bolt',
  'Shock',
  'Opt',
  'Think Twice',
  'Cremate',
  'Counterspell',
  'Unsummon',
  'Disenchant',
  'Fire // Ice',
  'Fling',
  'Burst Lightning',
  'Stroke of Genius',
  'Panic',
];
const SORCERIES = ['Divination', 'Blaze', 'Assault // Battery', 'Deep Analysis', 'Bone Splinters', 'Lava Axe'];
const HAND = [
  ...INSTANTS,
  ...SORCERIES,
  ...CREATURES,
  'Spellweaver Volute',
  'Spellweaver Helix',
  'Spider-Verse',
  'Arcane Savant',
  'Pacifism',
  'Rancor',
  'Wild Growth',
  'Spider-Man, Web-Slinger',
  'Forest',
  'Island',
];

export interface FuzzPlayer {
  battlefield: unknown[];
  hand: unknown[];
  graveyard: unknown[];
  exile: unknown[];
  library: unknown[];
}

let counter = 0;
/** Ids named after Object.prototype's properties ("__proto__", "constructor"...): the format allows them. */
const PROTOTYPE_NAMES = Object.getOwnPropertyNames(Object.prototype);
let prototypeIds = false;
const id = (prefix: string) =>
  prototypeIds && counter < PROTOTYPE_NAMES.length ? (PROTOTYPE_NAMES[counter++] as string) : `${prefix}${counter++}`;

function entry(card: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { id: id('c'), card, ...extra };
}

/**
 * How many Mana Reflections a side gets besides `others`: usually none or a few; sometimes
 * forty, so one tap makes 2^40 mana (issue 14: mana as amounts), with Contamination at times
 * (replacement effects of two kinds, ordered by the player, CR 616.1).
 */
const reflectionsArb = fc.oneof(
  { weight: 6, arbitrary: fc.constant(0) },
  { weight: 3, arbitrary: fc.nat({ max: 6 }) },
  { weight: 1, arbitrary: fc.constantFrom(20, 40) },
);

/** One player's side of a random board. */
function side(seed: {
  lands: string[];
  creatures: string[];
  others: string[];
  hand: string[];
  gy: string[];
  tappedMask: number;
  volute: boolean;
  auras: number;
  reflections: number;
}): FuzzPlayer {
  const battlefield: Record<string, unknown>[] = [];
  seed.lands.forEach((c, i) => battlefield.push(entry(c, { tapped: !!(seed.tappedMask & (1 << i)) })));
  seed.creatures.forEach((c, i) => battlefield.push(entry(c, { summoningSick: !!(seed.tappedMask & (1 << (i + 8))) })));
  seed.others.forEach((c) => battlefield.push(entry(c)));
  for (let i = 0; i < seed.reflections; i++) battlefield.push(entry('Mana Reflection'));
  const graveyard = seed.gy.map((c) => entry(c));
  const exile: Record<string, unknown>[] = [];
  const creatures = battlefield.filter((e) => CREATURES.includes(e.card as string));
  const lands = battlefield.filter((e) => LANDS.includes(e.card as string));
  if (seed.auras & 1 && creatures[0]) battlefield.push(entry('Pacifism', { attachedTo: creatures[0].id }));
  if (seed.auras & 2 && creatures[1]) battlefield.push(entry('Rancor', { attachedTo: creatures[1].id }));
  if (seed.auras & 4 && lands[0]) battlefield.push(entry('Wild Growth', { attachedTo: lands[0].id }));
  const instant = graveyard.find((e) => INSTANTS.includes(e.card as string));
  if (seed.volute && instant) battlefield.push(entry('Spellweaver Volute', { attachedTo: instant.id }));
  const helix = battlefield.find((e) => e.card === 'Spellweaver Helix');
  if (helix)
    exile.push(
      entry(SORCERIES[seed.tappedMask % SORCERIES.length] as string, { exiledWith: helix.id }),
      entry(SORCERIES[(seed.tappedMask >> 3) % SORCERIES.length] as string, { exiledWith: helix.id }),
    );
  return {
    battlefield,
    hand: seed.hand.map((c) => entry(c)),
    graveyard,
    exile,
    library: Array.from({ length: 6 }, () => entry('Island')),
  };
}

const sideArb = fc.record({
  lands: fc.array(fc.constantFrom(...LANDS), { maxLength: 6 }),
  creatures: fc.array(fc.constantFrom(...CREATURES), { maxLength: 3 }),
  others: fc.uniqueArray(fc.constantFrom(...OTHERS), { maxLength: 2 }),
  hand: fc.array(fc.constantFrom(...HAND), { maxLength: 5 }),
  gy: fc.array(fc.constantFrom(...INSTANTS, ...SORCERIES, ...CREATURES), { maxLength: 4 }),
  tappedMask: fc.nat({ max: 0xffff }),
  volute: fc.boolean(),
  auras: fc.nat({ max: 7 }),
  reflections: reflectionsArb,
});

/** A random valid scenario document (without a script). */
export const scenarioArb = fc
  .record({
    p1: sideArb,
    p2: sideArb,
    active: fc.constantFrom('p1', 'p2'),
    sandbox: fc.boolean(),
    seed: fc.nat(),
    prototypeIds: fc.boolean(),
  })
  .map((r) => {
    counter = 0;
    prototypeIds = r.prototypeIds;
    return {
      format: 'stackyard/scenario@1',
      title: 'Fuzz case',
      turn: { number: 3, active: r.active, phase: 'main1' },
      options: { sandbox: r.sandbox, seed: r.seed },
      players: { p1: side(r.p1), p2: side(r.p2) },
    };
  });
