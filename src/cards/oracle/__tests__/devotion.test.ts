// Devotion (CR 700.5): the mana symbols of a color among the mana costs of the permanents you
// control; hybrid and Phyrexian symbols count toward each of their colors (700.5a), generic
// symbols toward none, and a symbol of both colors counts once toward "white and black".
// Gray Merchant of Asphodel with Rendclaw Trow ({B/G}{B/G}) drains for four. Heliod, God of the
// Sun isn't a creature below five (nor a God: CR 205.1a), and an attacking Heliod whose devotion
// drops is removed from combat (506.4). Nykthos's "devotion to that color" stays text.
import { describe, expect, it } from 'vitest';
import { characteristics, readContext } from '../../../engine';
import { devotionSymbols } from '../../../engine/derived/devotion';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const merchant = card(
  'Gray Merchant of Asphodel',
  '{3}{B}{B}',
  'Creature — Zombie',
  'When this creature enters, each opponent loses X life, where X is your devotion to black. You gain life equal to the life lost this way. (Each {B} in the mana costs of permanents you control counts toward your devotion to black.)',
  '2/4',
);
const trow = card('Rendclaw Trow', '{B/G}{B/G}', 'Creature — Goblin', 'Wither', '2/2');
const aspect = card(
  'Aspect of Hydra',
  '{G}',
  'Instant',
  'Target creature gets +X/+X until end of turn, where X is your devotion to green. (Each {G} in the mana costs of permanents you control counts toward your devotion to green.)',
);
const heliod = card(
  'Heliod, God of the Sun',
  '{3}{W}',
  'Legendary Enchantment Creature — God',
  "Indestructible\nAs long as your devotion to white is less than five, Heliod isn't a creature. (Each {W} in the mana costs of permanents you control counts toward your devotion to white.)\nOther creatures you control have vigilance.\n{2}{W}{W}: Create a 2/1 white Cleric enchantment creature token.",
  '5/6',
);
const lions = card('Savannah Lions', '{W}', 'Creature — Cat', '', '2/1');
const nykthos = card(
  'Nykthos, Shrine to Nyx',
  '',
  'Legendary Land',
  '{T}: Add {C}.\n{2}, {T}: Choose a color. Add an amount of mana of that color equal to your devotion to that color. (Your devotion to a color is the number of mana symbols of that color in the mana costs of permanents you control.)',
);
const CARDS = compiled(merchant, trow, aspect, heliod, lions);

/** Heliod's card types and subtypes now. */
function typesOf(g: Game, ref: string): string[] {
  const c = characteristics(readContext(g.state, g.engine.registry), g.get(ref));
  return [...c.types, ...c.subtypes];
}

/** Heliod (h) with `n` Savannah Lions (l1 …). */
function withLions(n: number): object[] {
  return [
    { id: 'h', card: 'Heliod, God of the Sun' },
    ...Array.from({ length: n }, (_, i) => ({ id: `l${i + 1}`, card: 'Savannah Lions' })),
  ];
}

describe('devotion (CR 700.5)', () => {
  it("Gray Merchant counts its own {B}{B} and each hybrid {B/G}; an opponent's permanents don't count", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Gray Merchant of Asphodel'],
            battlefield: [...Array<string>(5).fill('Swamp'), 'Rendclaw Trow'],
          },
          p2: { battlefield: ['Rendclaw Trow'] },
        },
      },
      [{ cast: 'Gray Merchant of Asphodel' }, { pass: true }, { pass: true }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(16);
    expect(g.state.players.p1.life).toBe(24);
  });

  it('Aspect of Hydra: {G} and {B/G} symbols count, generic ones and lands do not', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { hand: ['Aspect of Hydra'], battlefield: ['Forest', 'Grizzly Bears', 'Rendclaw Trow'] } },
      },
      [{ cast: 'Aspect of Hydra', targets: ['Grizzly Bears'] }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    // Grizzly Bears {1}{G}: 1; Rendclaw Trow {B/G}{B/G}: 2; Aspect of Hydra is on the stack, not a permanent.
    expect(pt(g, 'Grizzly Bears')).toEqual([5, 5]);
  });

  it('the symbols of a cost that count: colored, hybrid and Phyrexian; a {W/B} symbol once (CR 700.5a)', () => {
    expect(devotionSymbols('{3}{W}{W/B}{B/P}{2/W}{C}{X}', ['W'])).toBe(3);
    expect(devotionSymbols('{3}{W}{W/B}{B/P}{2/W}{C}{X}', ['W', 'B'])).toBe(4);
    expect(devotionSymbols('{G/U/P}', ['U'])).toBe(1);
    expect(devotionSymbols('', ['W'])).toBe(0);
  });

  it("Heliod with devotion 4 isn't a creature, nor a God; with 5 it is a God creature", () => {
    const low = game({ turn: main, players: { p1: { battlefield: withLions(3).slice(0, 4) } } }, [], { cards: CARDS });
    expect(typesOf(low, 'h')).toEqual(['enchantment']);
    const high = game({ turn: main, players: { p1: { battlefield: withLions(4) } } }, [], { cards: CARDS });
    expect(typesOf(high, 'h')).toEqual(['enchantment', 'creature', 'God']);
    // The ability works only on the battlefield (CR 113.6): in a hand it is a creature card.
    const hand = game({ turn: main, players: { p1: { hand: [{ id: 'h', card: 'Heliod, God of the Sun' }] } } }, [], {
      cards: CARDS,
    });
    expect(typesOf(hand, 'h')).toEqual(['enchantment', 'creature', 'God']);
  });

  it('an attacking Heliod whose devotion drops below five is removed from combat (CR 506.4)', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: withLions(4) }, p2: { hand: ['Lightning Bolt'], battlefield: ['Mountain'] } },
      },
      [{ advance: 'declareAttackers' }, { attack: ['h'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ cast: 'Lightning Bolt', player: 'p2', targets: ['l1'] });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.names('p1', 'graveyard')).toContain('Savannah Lions');
    expect(g.state.combat?.attackers.h).toBeUndefined();
    g.act({ advance: 'main2' });
    expect(g.state.players.p2.life).toBe(20);
  });

  it('Nykthos\'s "devotion to that color" stays text', () => {
    expect(unenforced(nykthos)).toHaveLength(1);
  });
});
