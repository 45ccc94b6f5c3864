// Statics that set or count power and toughness (CR 613.4): "has base power and toughness 0/2"
// (Reduce in Stature; layer 7b, then 7c's modifications and counters), "has base power and
// toughness X/X, where X is your life total" (Aettir and Priwen), "gets -X/-X, where X is your
// life total" (Death's Shadow; 7c, counted continuously, 611.3a), "gets +2/+2 for each Aura
// attached to it" (Auramancer's Guise: "it" is the enchanted creature; Champion of the Flame:
// the creature itself). Near misses: "for each Equipment attached to it" where "it" is each
// affected creature (Bruenor Battlehammer), "for each other legendary creature you control" for
// each legendary creature (Heroes' Podium: "other" than each affected creature) stay text. (An
// Aura's "other" than the creature it enchants is read: counted-pt.test.ts, Bravado.)
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const reduce = card(
  'Reduce in Stature',
  '{2}{U}',
  'Enchantment — Aura',
  'Enchant creature\nEnchanted creature has base power and toughness 0/2.',
);
const aettir = card(
  'Aettir and Priwen',
  '{6}',
  'Legendary Artifact — Equipment',
  'Equipped creature has base power and toughness X/X, where X is your life total.\nEquip {5}',
);
const shadow = card(
  "Death's Shadow",
  '{B}',
  'Creature — Avatar',
  'This creature gets -X/-X, where X is your life total.',
  '13/13',
);
const guise = card(
  "Auramancer's Guise",
  '{2}{U}{U}',
  'Enchantment — Aura',
  'Enchant creature\nEnchanted creature gets +2/+2 for each Aura attached to it and has vigilance.',
);
const champion = card(
  'Champion of the Flame',
  '{1}{R}',
  'Creature — Human Warrior',
  'Trample\nThis creature gets +2/+2 for each Aura and Equipment attached to it.',
  '1/1',
);
const bruenor = card(
  'Bruenor Battlehammer',
  '{2}{R}{W}',
  'Legendary Creature — Dwarf Warrior',
  'Each creature you control gets +2/+0 for each Equipment attached to it.\nYou may pay {0} rather than pay the equip cost of the first equip ability you activate each turn.',
  '5/3',
);
const podium = card(
  "Heroes' Podium",
  '{5}',
  'Legendary Artifact',
  'Each legendary creature you control gets +1/+1 for each other legendary creature you control.\n{X}, {T}: Look at the top X cards of your library. You may reveal a legendary creature card from among them and put it into your hand. Put the rest on the bottom of your library in a random order.',
);
const holyStrength = card(
  'Holy Strength',
  '{W}',
  'Enchantment — Aura',
  'Enchant creature\nEnchanted creature gets +1/+2.',
);
const cards = compiled(reduce, aettir, shadow, guise, champion, holyStrength);

/** p1's board (p1 at `life`), no actions. */
function board(battlefield: unknown[], life = 20) {
  const g = game({ turn: main, players: { p1: { life, battlefield: battlefield as never }, p2: {} } }, [], { cards });
  expect(g.error).toBeNull();
  return g;
}

describe('has base power and toughness (CR 613.4b, layer 7b)', () => {
  it('Reduce in Stature makes Giant Spider 0/2', () => {
    const g = board([
      { id: 's', card: 'Giant Spider' },
      { card: 'Reduce in Stature', attachedTo: 's' },
    ]);
    expect(pt(g, 's')).toEqual([0, 2]);
  });

  it('a +1/+1 counter and Holy Strength still apply after it (7c), whatever the timestamps: 2/5', () => {
    const g = board([
      { id: 's', card: 'Giant Spider', counters: { '+1/+1': 1 } },
      { card: 'Holy Strength', attachedTo: 's' },
      { card: 'Reduce in Stature', attachedTo: 's' },
    ]);
    expect(pt(g, 's')).toEqual([2, 5]);
  });

  it('Aettir and Priwen: X is the life total of its controller, now (p1 at 15: the Bears are 15/15)', () => {
    const g = board(
      [
        { id: 'b', card: 'Grizzly Bears' },
        { card: 'Aettir and Priwen', attachedTo: 'b' },
      ],
      15,
    );
    expect(pt(g, 'b')).toEqual([15, 15]);
  });
});

describe('gets -X/-X, where X is … (CR 613.4c, 611.3a)', () => {
  it("Death's Shadow with its controller at 10 life is 3/3", () => {
    const g = board([{ id: 'd', card: "Death's Shadow" }], 10);
    expect(pt(g, 'd')).toEqual([3, 3]);
  });
});

describe('for each Aura (and Equipment) attached to it (CR 303.4, 301.5)', () => {
  it("Auramancer's Guise and Holy Strength on the Bears: two Auras, +4/+4 and +1/+2 — 7/8", () => {
    const g = board([
      { id: 'b', card: 'Grizzly Bears' },
      { card: "Auramancer's Guise", attachedTo: 'b' },
      { card: 'Holy Strength', attachedTo: 'b' },
    ]);
    expect(pt(g, 'b')).toEqual([7, 8]);
  });

  it('Auras attached to another creature are not counted', () => {
    const g = board([
      { id: 'b', card: 'Grizzly Bears' },
      { id: 's', card: 'Giant Spider' },
      { card: "Auramancer's Guise", attachedTo: 'b' },
      { card: 'Holy Strength', attachedTo: 's' },
    ]);
    expect(pt(g, 'b')).toEqual([4, 4]);
  });

  it('Champion of the Flame with Holy Strength and Aettir and Priwen: two attached, +4/+4 on base 20/20 at 20 life', () => {
    const g = board([
      { id: 'c', card: 'Champion of the Flame' },
      { card: 'Holy Strength', attachedTo: 'c' },
      { card: 'Aettir and Priwen', attachedTo: 'c' },
    ]);
    expect(pt(g, 'c')).toEqual([25, 26]);
  });

  it('Champion of the Flame alone is 1/1', () => {
    const g = board([{ id: 'c', card: 'Champion of the Flame' }]);
    expect(pt(g, 'c')).toEqual([1, 1]);
  });
});

describe('near misses that stay text', () => {
  it('Bruenor Battlehammer: "it" is each creature the ability affects', () => {
    expect(unenforced(bruenor)[0]).toBe('Each creature you control gets +2/+0 for each Equipment attached to it.');
  });
  it('Heroes\' Podium: "other" than each creature the ability affects', () => {
    expect(unenforced(podium)[0]).toBe(
      'Each legendary creature you control gets +1/+1 for each other legendary creature you control.',
    );
  });
});
