// Mana with a spending restriction (CR 106.6): "{T}: Add one mana of any color. Spend this mana
// only to cast a creature spell." The mana waits in the pool apart from the rest and pays only for
// what its restriction allows; the automatic payer uses such an ability only for a payment it may
// go to; the pool empties it like any mana (106.4). Powerstone tokens (111.10): "This mana can't
// be spent to cast a nonartifact spell."
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const countryside = card(
  'Abundant Countryside',
  '',
  'Land',
  "{T}: Add {C}.\n{T}: Add one mana of any color. Spend this mana only to cast a creature spell.\n{6}, {T}: Create a 1/1 colorless Shapeshifter creature token with changeling. (It's every creature type.)",
);
const workshop = card(
  "Mishra's Workshop",
  '',
  'Land',
  '{T}: Add {C}{C}{C}. Spend this mana only to cast artifact spells.',
);
const machinist = card(
  'Soldevi Machinist',
  '{1}{U}',
  'Creature — Human Wizard Artificer',
  '{T}: Add {C}{C}. Spend this mana only to activate abilities of artifacts.',
  '1/1',
);
const temple = card(
  'Eldrazi Temple',
  '',
  'Land',
  '{T}: Add {C}.\n{T}: Add {C}{C}. Spend this mana only to cast colorless Eldrazi spells or activate abilities of colorless Eldrazi.',
);
const helper = card(
  'Hydraulic Helper',
  '{1}{U}',
  'Artifact Creature — Robot',
  "Defender\n{T}: Add {U}. This mana can't be spent to cast a nonartifact spell.",
  '2/3',
);
const growth = card('Giant Growth', '{G}', 'Instant', 'Target creature gets +3/+3 until end of turn.');
const mindStone = card(
  'Mind Stone',
  '{2}',
  'Artifact',
  '{T}: Add {C}.\n{1}, {T}, Sacrifice this artifact: Draw a card.',
);
const bonesplitter = card('Bonesplitter', '{1}', 'Artifact — Equipment', 'Equipped creature gets +2/+0.\nEquip {1}');

// Llanowar Elves, Grizzly Bears and Divination are the pool's own.
const cards = compiled(countryside, workshop, machinist, temple, helper, growth, mindStone, bonesplitter);

function board(battlefield: unknown[], hand: string[] = [], library: string[] = ['Island', 'Island']) {
  return { turn: main, players: { p1: { battlefield, hand, library }, p2: {} } };
}

describe('"Spend this mana only to cast a creature spell." (CR 106.6)', () => {
  it('the mana waits apart from the rest of the pool and casts a creature spell', () => {
    const g = game(
      board(['Abundant Countryside'], ['Llanowar Elves']),
      [{ activate: 'Abundant Countryside', ability: 1, mana: 'G' }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.manaPool).toEqual({});
    expect(g.state.players.p1.restrictedMana).toMatchObject([{ type: 'G', from: 'Abundant Countryside' }]);
    g.act({ cast: 'Llanowar Elves' });
    expect(g.stack()).toEqual(['Llanowar Elves']);
    expect(g.state.players.p1.restrictedMana).toBeUndefined();
  });

  it("can't pay for an instant: not from the pool, and the automatic payer doesn't use that ability", () => {
    const board1 = board(['Abundant Countryside', 'Grizzly Bears'], ['Giant Growth']);
    const floating = game(board1, [{ activate: 'Abundant Countryside', ability: 1, mana: 'G' }], { cards });
    expect(() => floating.act({ cast: 'Giant Growth', targets: ['Grizzly Bears'] })).toThrow(/no way to pay/);
    const untapped = game(board(['Abundant Countryside', 'Grizzly Bears'], ['Giant Growth']), [], { cards });
    expect(() => untapped.act({ cast: 'Giant Growth', targets: ['Grizzly Bears'] })).toThrow(/no way to pay/);
  });

  it('the automatic payer taps it for {G} to cast a creature spell', () => {
    const g = game(board(['Abundant Countryside'], ['Llanowar Elves']), [{ cast: 'Llanowar Elves' }], { cards });
    expect(g.error).toBeNull();
    expect(g.get('Abundant Countryside').tapped).toBe(true);
    expect(g.stack()).toEqual(['Llanowar Elves']);
  });

  it('unspent, it empties from the pool as the step ends (CR 106.4)', () => {
    const g = game(board(['Abundant Countryside']), [{ activate: 'Abundant Countryside', ability: 1, mana: 'G' }], {
      cards,
    });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.state.players.p1.restrictedMana).toBeUndefined();
    expect(g.events.some((e) => e.type === 'ManaEmptied')).toBe(true);
  });
});

describe('spells and abilities of a kind', () => {
  it("Mishra's Workshop: {C}{C}{C} for artifact spells only", () => {
    const g = game(
      board(["Mishra's Workshop", { id: 'isl', card: 'Island' }], ['Mind Stone', 'Divination']),
      [{ cast: 'Mind Stone' }],
      {
        cards,
      },
    );
    expect(g.error).toBeNull();
    expect(g.get('isl').tapped).toBe(false);
    g.act({ pass: true });
    expect(g.names('p1', 'battlefield')).toContain('Mind Stone');
    // One {C} is left, for artifact spells only: the Island and Mind Stone pay {1}{U}, not {2}{U}.
    expect(g.state.players.p1.restrictedMana).toHaveLength(1);
    expect(() => g.act({ cast: 'Divination' })).toThrow(/no way to pay/);
  });

  it("Soldevi Machinist: pays an artifact's activated ability, not a spell", () => {
    const g = game(board(['Soldevi Machinist', 'Bonesplitter', 'Grizzly Bears'], ['Mind Stone']), [], { cards });
    expect(() => g.act({ cast: 'Mind Stone' })).toThrow(/no way to pay/);
    g.act({ activate: 'Bonesplitter', targets: ['Grizzly Bears'] });
    expect(g.get('Soldevi Machinist').tapped).toBe(true);
    // {C}{C} for an equip cost of {1}: one {C} is left, as restricted as it was.
    expect(g.state.players.p1.restrictedMana).toMatchObject([{ type: 'C' }]);
  });

  it('Eldrazi Temple: its {C}{C} ability is for colorless Eldrazi only; its {C} pays for anything', () => {
    const g = game(board(['Eldrazi Temple', 'Island', 'Island'], ['Divination']), [{ cast: 'Divination' }], { cards });
    expect(g.error).toBeNull();
    expect(g.state.players.p1.restrictedMana).toBeUndefined();
    expect(g.state.players.p1.manaPool).toEqual({});
  });

  it("Hydraulic Helper: its {U} can't cast a nonartifact spell, but pays for an artifact's ability", () => {
    const g = game(
      board(['Hydraulic Helper', { id: 'isl', card: 'Island' }, 'Bonesplitter', 'Grizzly Bears'], ['Divination']),
      [],
      {
        cards,
      },
    );
    g.act({ activate: 'Hydraulic Helper', mana: 'U' });
    expect(() => g.act({ cast: 'Divination' })).toThrow(/no way to pay/);
    g.act({ activate: 'Bonesplitter', targets: ['Grizzly Bears'] });
    expect(g.state.players.p1.restrictedMana).toBeUndefined();
    expect(g.get('isl').tapped).toBe(false);
  });
});

describe('Powerstone tokens (CR 111.10)', () => {
  it("a Powerstone's {C} pays for an artifact spell, not for a nonartifact one", () => {
    const stone = { proxy: { name: 'Powerstone Token', predefined: 'Powerstone' } };
    const art = game(board([stone], ['Bonesplitter']), [{ cast: 'Bonesplitter' }], { cards });
    expect(art.error).toBeNull();
    expect(art.stack()).toEqual(['Bonesplitter']);
    const g = game(board([stone, 'Island', 'Island'], ['Divination']), [], { cards });
    expect(() => g.act({ cast: 'Divination' })).toThrow(/no way to pay/);
  });

  it('"create a tapped Powerstone token" compiles', () => {
    const engineer = card(
      'Powerstone Engineer',
      '{1}{W}',
      'Creature — Human Artificer',
      'When this creature dies, create a tapped Powerstone token. (It\'s an artifact with "{T}: Add {C}. This mana can\'t be spent to cast a nonartifact spell.")',
      '2/1',
    );
    expect(unenforced(engineer)).toEqual([]);
  });
});

describe('near misses stay text', () => {
  it('a restriction naming what the engine does not track (multikicked spells, cumulative upkeep)', () => {
    const druid = card(
      'Near Druid',
      '{1}{G}',
      'Creature — Elf Druid',
      '{T}: Add {G}.\n{T}: Add {G}{G}. Spend this mana only to cast multikicked spells.',
      '0/2',
    );
    const unicorn = card(
      'Adarkar Unicorn',
      '{1}{W}{W}',
      'Creature — Unicorn',
      '{T}: Add {U} or {C}{U}. Spend this mana only to pay cumulative upkeep costs.',
      '2/2',
    );
    expect(unenforced(druid)).toEqual(['{T}: Add {G}{G}. Spend this mana only to cast multikicked spells.']);
    expect(unenforced(unicorn)).toHaveLength(1);
  });
});
