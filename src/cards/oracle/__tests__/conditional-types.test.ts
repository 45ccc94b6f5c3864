// "As long as <condition>, it's a <type>" (layer 4, CR 205.1, 613.1d; checked continuously,
// 611.3a): Arixmethes is only a land while it has a slumber counter (205.1a: its card types are
// replaced, its creature types go with "creature"); War Balloon is an artifact creature with three
// fire counters, still a Vehicle. Real cards through the engine.
import { describe, expect, it } from 'vitest';
import { characteristics, readContext } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const arixmethes = card(
  'Arixmethes, Slumbering Isle',
  '{2}{G}{U}',
  'Legendary Creature — Kraken',
  "Arixmethes enters tapped with five slumber counters on it.\nAs long as Arixmethes has a slumber counter on it, it's a land. (It's not a creature.)\nWhenever you cast a spell, you may remove a slumber counter from Arixmethes.\n{T}: Add {G}{U}.",
  '12/12',
);
const balloon = card(
  'War Balloon',
  '{2}{R}',
  'Artifact — Vehicle',
  "Flying\n{1}: Put a fire counter on this Vehicle.\nAs long as this Vehicle has three or more fire counters on it, it's an artifact creature.\nCrew 3 (Tap any number of creatures you control with total power 3 or more: This Vehicle becomes an artifact creature until end of turn.)",
  '4/3',
);
const animate = card(
  'Animate Artifact',
  '{3}{U}',
  'Enchantment — Aura',
  "Enchant artifact\nAs long as enchanted artifact isn't a creature, it's an artifact creature with power and toughness each equal to its mana value.",
);
const CARDS = compiled(arixmethes, balloon);

function chars(g: Game, ref: string) {
  return characteristics(readContext(g.state, g.engine.registry), g.get(ref));
}

function board(battlefield: { id: string; card: string; counters?: Record<string, number> }[]): Game {
  const g = game({ turn: main, players: { p1: { battlefield }, p2: {} } }, [], { cards: CARDS });
  expect(g.error).toBeNull();
  return g;
}

describe('conditional type changes (CR 205.1, 611.3a)', () => {
  it('Arixmethes with a slumber counter is a legendary land, no Kraken; without one a 12/12 Kraken creature', () => {
    const asleep = chars(board([{ id: 'a', card: 'Arixmethes, Slumbering Isle', counters: { slumber: 1 } }]), 'a');
    expect(asleep.types).toEqual(['land']);
    expect(asleep.subtypes).toEqual([]);
    expect(asleep.supertypes).toContain('legendary');
    const awake = chars(board([{ id: 'a', card: 'Arixmethes, Slumbering Isle' }]), 'a');
    expect(awake.types).toEqual(['creature']);
    expect(awake.subtypes).toEqual(['Kraken']);
    expect([awake.power, awake.toughness]).toEqual([12, 12]);
  });

  it('War Balloon with three fire counters is an artifact creature Vehicle; with two, not a creature', () => {
    const lit = chars(board([{ id: 'b', card: 'War Balloon', counters: { fire: 3 } }]), 'b');
    expect(lit.types).toEqual(expect.arrayContaining(['artifact', 'creature']));
    expect(lit.subtypes).toEqual(['Vehicle']);
    const two = chars(board([{ id: 'b', card: 'War Balloon', counters: { fire: 2 } }]), 'b');
    expect(two.types).toEqual(['artifact']);
  });

  it('near miss: Animate Artifact ("… with power and toughness each equal to its mana value") stays text', () => {
    expect(unenforced(animate)).toEqual([
      "As long as enchanted artifact isn't a creature, it's an artifact creature with power and toughness each equal to its mana value.",
    ]);
  });
});
