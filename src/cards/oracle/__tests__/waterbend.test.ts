// Waterbend as an activation cost (CR 701.67a): "Waterbend [cost]" means "Pay [cost]. For each
// generic mana in that cost, you may tap an untapped artifact or creature you control rather than
// pay that mana." Tapping them is not {T} (a creature that just came under your control can help,
// 302.6); the source is not one of them when {T} is part of the cost; what they don't pay is paid
// with mana. Real cards.
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const REMINDER =
  ' (While paying a waterbend cost, you can tap your artifacts and creatures to help. Each one pays for {1}.)';
const ruthless = card(
  'Ruthless Waterbender',
  '{1}{B}',
  'Creature — Human Soldier Ally',
  `Waterbend {2}: This creature gets +1/+1 until end of turn. Activate only during your turn.${REMINDER}`,
  '1/3',
);
const iceberg = card(
  "Aang's Iceberg",
  '{2}{W}',
  'Enchantment',
  `Flash\nWhen this enchantment enters, exile up to one other target nonland permanent until this enchantment leaves the battlefield.\nWaterbend {3}: Sacrifice this enchantment. If you do, scry 2.${REMINDER}`,
);
const katara = card(
  "Katara, Water Tribe's Hope",
  '{2}{W}{U}{U}',
  'Legendary Creature — Human Warrior Ally',
  `Vigilance\nWhen Katara enters, create a 1/1 white Ally creature token.\nWaterbend {X}: Creatures you control have base power and toughness X/X until end of turn. X can't be 0. Activate only during your turn.${REMINDER}`,
  '3/3',
);
const CARDS = compiled(ruthless, iceberg);

function board(battlefield: (object | string)[]): Game {
  const g = game({ turn: main, players: { p1: { battlefield, library: ['Island', 'Island', 'Island'] } } }, [], {
    cards: CARDS,
  });
  expect(g.error).toBeNull();
  return g;
}

describe('waterbend (CR 701.67a)', () => {
  it('Ruthless Waterbender: a summoning-sick Grizzly Bears pays {1}, a Swamp the other {1}', () => {
    const g = board([
      { id: 'rw', card: 'Ruthless Waterbender' },
      { id: 'bears', card: 'Grizzly Bears', summoningSick: true },
      { id: 'sw', card: 'Swamp' },
    ]);
    g.act({ activate: 'rw', ability: 0 });
    expect(g.state.pendingDecision).toMatchObject({ kind: 'chooseObjects', purpose: 'waterbend', max: 2 });
    g.act({ decide: ['bears'] });
    expect(g.error).toBeNull();
    expect(g.get('bears').tapped).toBe(true);
    expect(g.get('sw').tapped).toBe(true);
    g.act({ pass: true });
    expect(pt(g, 'rw')).toEqual([2, 4]);
  });

  it('with two helpers no mana is needed: offered with no land at all, paid by Bears and Llanowar Elves', () => {
    const g = board([
      { id: 'rw', card: 'Ruthless Waterbender' },
      { id: 'bears', card: 'Grizzly Bears' },
      { id: 'elves', card: 'Llanowar Elves' },
    ]);
    const option = legalActions(g.engine.registry, g.state, 'p1').abilities.find((a) => a.object === g.get('rw').id);
    expect(option?.enabled).toBe(true);
    g.act({ activate: 'rw', ability: 0 });
    g.act({ decide: ['bears', 'elves'] });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(pt(g, 'rw')).toEqual([2, 4]);
  });

  it('the source itself may help when {T} is not in the cost; helpers past the waterbend amount are refused', () => {
    const g = board([
      { id: 'rw', card: 'Ruthless Waterbender' },
      { id: 'bears', card: 'Grizzly Bears' },
      { id: 'elves', card: 'Llanowar Elves' },
    ]);
    g.act({ activate: 'rw', ability: 0 });
    expect(() => g.act({ decide: ['bears', 'elves', 'rw'] })).toThrow();
    g.act({ decide: ['rw', 'bears'] });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.get('rw').tapped).toBe(true);
    expect(pt(g, 'rw')).toEqual([2, 4]);
  });

  it("Aang's Iceberg: no helper and one land can't pay {3} — not offered", () => {
    const g = board([{ id: 'ice', card: "Aang's Iceberg" }, 'Plains']);
    const option = legalActions(g.engine.registry, g.state, 'p1').abilities.find((a) => a.object === g.get('ice').id);
    expect(option?.enabled).toBe(false);
  });
});

describe('near miss', () => {
  it("Katara, Water Tribe's Hope: Waterbend {X} stays text", () => {
    expect(unenforced(katara)).toHaveLength(1);
  });
});
