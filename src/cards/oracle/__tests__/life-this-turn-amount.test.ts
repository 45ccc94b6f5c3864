// "X is the amount of life you gained this turn" (CR 119.3): all the life "you" gained this turn,
// counted as the instruction is carried out (608.2h) — life gained earlier in the turn and by
// the same spell's first instruction both count. A player the text names only as "that player"
// or "they" while each opponent is affected in turn is not read (it stays text).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const draught = card(
  'Fortifying Draught',
  '{G}',
  'Instant',
  'You gain 2 life. Target creature gets +X/+X until end of turn, where X is the amount of life you gained this turn.',
);
const pulse = card(
  'Essence Pulse',
  '{3}{B}',
  'Sorcery',
  'You gain 2 life. Each creature gets -X/-X until end of turn, where X is the amount of life you gained this turn.',
);
const mercy = card("Angel's Mercy", '{2}{W}{W}', 'Instant', 'You gain 7 life.');
const reflection = card(
  'Wound Reflection',
  '{5}{B}',
  'Enchantment',
  'At the beginning of each end step, each opponent loses life equal to the life they lost this turn. (Damage causes loss of life.)',
);
const alchemist = card(
  'Accomplished Alchemist',
  '{3}{G}',
  'Creature — Elf Druid',
  '{T}: Add one mana of any color.\n{T}: Add X mana of any one color, where X is the amount of life you gained this turn.',
  '2/5',
);
const CARDS = compiled(draught, pulse, mercy, alchemist);

describe('"the amount of life you gained this turn" (CR 119.3)', () => {
  it('Fortifying Draught alone: X is its own 2 life, so Grizzly Bears is 4/4', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Fortifying Draught'], battlefield: ['Forest', { id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [{ cast: 'Fortifying Draught', targets: ['bears'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.life).toBe(22);
    expect(pt(g, 'bears')).toEqual([4, 4]);
  });

  it("after Angel's Mercy the same turn: X is 7 + 2 = 9, so Grizzly Bears is 11/11", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ["Angel's Mercy", 'Fortifying Draught'],
            battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Forest', { id: 'bears', card: 'Grizzly Bears' }],
          },
        },
      },
      [{ cast: "Angel's Mercy" }, { pass: true }, { cast: 'Fortifying Draught', targets: ['bears'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.life).toBe(29);
    expect(pt(g, 'bears')).toEqual([11, 11]);
  });

  it("Essence Pulse: each creature gets -2/-2, so both players' Grizzly Bears die", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Essence Pulse'], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Grizzly Bears'] },
          p2: { battlefield: ['Grizzly Bears', 'Giant Spider'] },
        },
      },
      [{ cast: 'Essence Pulse' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toContain('Grizzly Bears');
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.names('p2', 'battlefield')).toEqual(['Giant Spider']);
  });

  it("Accomplished Alchemist's mana ability: X is the life gained this turn (7 after Angel's Mercy), none before", () => {
    const doc = {
      turn: main,
      players: {
        p1: {
          hand: ["Angel's Mercy"],
          battlefield: ['Plains', 'Plains', 'Plains', 'Plains', { id: 'alch', card: 'Accomplished Alchemist' }],
        },
      },
    };
    const before = game(doc, [{ activate: 'alch', ability: 1, mana: 'G' }], { cards: CARDS });
    expect(before.error).toBeNull();
    expect(before.state.players.p1.manaPool).toEqual({});
    const after = game(doc, [{ cast: "Angel's Mercy" }, { pass: true }, { activate: 'alch', ability: 1, mana: 'G' }], {
      cards: CARDS,
    });
    expect(after.error).toBeNull();
    expect(after.state.players.p1.manaPool).toEqual({ G: 7 });
  });

  it('near miss: "each opponent loses life equal to the life they lost this turn" stays text', () => {
    expect(unenforced(reflection)).toEqual([
      'At the beginning of each end step, each opponent loses life equal to the life they lost this turn. (Damage causes loss of life.)',
    ]);
  });
});
