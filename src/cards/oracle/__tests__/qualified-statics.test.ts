// Object qualifiers a static ability's subject may carry: "creatures you control with +1/+1
// counters on them" (Training Regimen; CR 122.1), "creatures you control that are enchanted"
// (Fencer's Magemark; an Aura is attached, 303.4), "… that are equipped" (Long-Lost Lances;
// 301.5). Real pool cards, played in the engine.
import { describe, expect, it } from 'vitest';
import { characteristics, readContext } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt } from './compiled';

const regimen = card(
  'Training Regimen',
  '{3}{G}',
  'Enchantment',
  'Creatures you control with +1/+1 counters on them have trample.\nAt the beginning of combat on your turn, put a +1/+1 counter on target creature you control.',
);
const magemark = card(
  "Fencer's Magemark",
  '{2}{R}',
  'Enchantment — Aura',
  'Enchant creature\nCreatures you control that are enchanted get +1/+1 and have first strike.',
);
const lances = card(
  'Long-Lost Lances',
  '{2}',
  'Artifact — Equipment',
  'Equipped creature gets +2/+0.\nDuring your turn, creatures you control that are equipped have first strike and vigilance.\nEquip {2}',
);
const CARDS = compiled(regimen, magemark, lances);

const keywords = (g: Game, ref: string) =>
  characteristics(readContext(g.state, g.engine.registry), g.get(ref)).keywords;

function board(p1: (string | object)[], turn: object = main): Game {
  const g = game({ turn, players: { p1: { battlefield: p1 }, p2: {} } }, [], { cards: CARDS });
  expect(g.error).toBeNull();
  return g;
}

describe('qualified subjects of static abilities', () => {
  it('Training Regimen: the Bears with a +1/+1 counter has trample, the one without has not', () => {
    const g = board([
      'Training Regimen',
      { id: 'with', card: 'Grizzly Bears', counters: { '+1/+1': 1 } },
      { id: 'without', card: 'Grizzly Bears' },
    ]);
    expect(keywords(g, 'with')).toContain('trample');
    expect(keywords(g, 'without')).not.toContain('trample');
  });

  it("Fencer's Magemark: the enchanted Bears is 3/3 with first strike, the other stays a 2/2", () => {
    const g = board([
      { id: 'a', card: 'Grizzly Bears' },
      { id: 'b', card: 'Grizzly Bears' },
      { card: "Fencer's Magemark", attachedTo: 'a' },
    ]);
    expect(pt(g, 'a')).toEqual([3, 3]);
    expect(keywords(g, 'a')).toContain('first strike');
    expect(pt(g, 'b')).toEqual([2, 2]);
    expect(keywords(g, 'b')).not.toContain('first strike');
  });

  it("Long-Lost Lances: during p1's turn the equipped Bears has first strike and vigilance; not on p2's turn", () => {
    const setup = [
      { id: 'a', card: 'Grizzly Bears' },
      { id: 'b', card: 'Grizzly Bears' },
      { card: 'Long-Lost Lances', attachedTo: 'a' },
    ];
    const mine = board(setup);
    expect(keywords(mine, 'a')).toEqual(expect.arrayContaining(['first strike', 'vigilance']));
    expect(keywords(mine, 'b')).not.toContain('first strike');
    const theirs = board(setup, { number: 4, active: 'p2', phase: 'main1' });
    expect(keywords(theirs, 'a')).not.toContain('first strike');
    expect(pt(theirs, 'a')).toEqual([4, 2]);
  });
});

describe('"As long as you control exactly one creature, that creature …" (CR 611.3a)', () => {
  const wanderings = card(
    'Deadly Wanderings',
    '{3}{B}{B}',
    'Enchantment',
    'As long as you control exactly one creature, that creature gets +2/+0 and has deathtouch and lifelink.',
  );
  const cards = compiled(wanderings);
  const play = (bears: number) =>
    game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              'Deadly Wanderings',
              ...Array.from({ length: bears }, (_, i) => ({ id: `b${i}`, card: 'Grizzly Bears' })),
            ],
          },
          p2: {},
        },
      },
      [],
      { cards },
    );

  it('Deadly Wanderings: a lone Grizzly Bears is 4/2 with deathtouch and lifelink; two Bears stay 2/2', () => {
    const one = play(1);
    expect(pt(one, 'b0')).toEqual([4, 2]);
    expect(keywords(one, 'b0')).toEqual(expect.arrayContaining(['deathtouch', 'lifelink']));
    const two = play(2);
    expect(pt(two, 'b0')).toEqual([2, 2]);
    expect(keywords(two, 'b1')).not.toContain('lifelink');
  });
});
