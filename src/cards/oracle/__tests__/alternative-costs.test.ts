// A card's own alternative cost (CR 118.9): "You may … rather than pay this spell's mana cost",
// with a condition first or not. Its mana replaces the mana cost, its other parts are paid with it
// (601.2h), and it can be chosen only while its condition holds and those parts can be paid.
// Real cards played through the engine.
import { describe, expect, it } from 'vitest';
import { castOptions } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const forceOfWill = card(
  'Force of Will',
  '{3}{U}{U}',
  'Instant',
  "You may pay 1 life and exile a blue card from your hand rather than pay this spell's mana cost.\nCounter target spell.",
);
const fireblast = card(
  'Fireblast',
  '{4}{R}{R}',
  'Instant',
  "You may sacrifice two Mountains rather than pay this spell's mana cost.\nFireblast deals 4 damage to any target.",
);
const orimsCure = card(
  "Orim's Cure",
  '{1}{W}',
  'Instant',
  "If you control a Plains, you may tap an untapped creature you control rather than pay this spell's mana cost.\nPrevent the next 4 damage that would be dealt to any target this turn.",
);
const gush = card(
  'Gush',
  '{4}{U}',
  'Instant',
  "You may return two Islands you control to their owner's hand rather than pay this spell's mana cost.\nDraw two cards.",
);
const bringer = card(
  'Bringer of the Blue Dawn',
  '{7}{U}{U}',
  'Creature — Bringer',
  "You may pay {W}{U}{B}{R}{G} rather than pay this spell's mana cost.\nTrample\nAt the beginning of your upkeep, you may draw two cards.",
  '5/5',
);
const CARDS = compiled(forceOfWill, fireblast, orimsCure, gush, bringer);
const library = ['Island', 'Island', 'Island', 'Island', 'Island'];

const LANDS = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];

type G = ReturnType<typeof game>;
/** The ways p1 may cast `ref` now: [cost, payable]. */
function costsOf(g: G, ref: string): [string, boolean][] {
  return castOptions(g.engine.registry, g.state, 'p1', g.get(ref).id).options.map((o) => [o.mode.cost, o.payable]);
}

describe("a card's own alternative cost (CR 118.9)", () => {
  it('Force of Will: 1 life and another blue card from the hand, exiled, counter Shock with no mana', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Force of Will', 'Counterspell', 'Grizzly Bears'], library },
          p2: { hand: ['Shock'], battlefield: ['Mountain'], library },
        },
      },
      [{ cast: 'Shock', targets: ['p1'], player: 'p2' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ cast: 'Force of Will', alt: 'alternative', targets: ['Shock'] });
    // The only other blue card in hand is exiled without asking (CR 601.2h).
    expect(g.names('p1', 'exile')).toEqual(['Counterspell']);
    expect(g.state.players.p1.life).toBe(19);
    g.act({ pass: true });
    g.act({ pass: true, player: 'p2' });
    expect(g.names('p2', 'graveyard')).toEqual(['Shock']);
    expect(g.names('p1', 'hand')).toEqual(['Grizzly Bears']);
    expect(g.state.players.p1.life).toBe(19);
  });

  it('Force of Will: the card itself is not "a blue card from your hand" — alone, only its mana cost is offered', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Force of Will'], library },
          p2: { hand: ['Shock'], battlefield: ['Mountain'], library },
        },
      },
      [{ cast: 'Shock', targets: ['p1'], player: 'p2' }],
      { cards: CARDS },
    );
    expect(costsOf(g, 'Force of Will')).toEqual([['mana', false]]);
    expect(() => g.act({ cast: 'Force of Will', alt: 'alternative', targets: ['Shock'] })).toThrow();
  });

  it('Fireblast: two Mountains sacrificed instead of {4}{R}{R}; 4 damage to p2', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { hand: ['Fireblast'], battlefield: ['Mountain', 'Mountain'], library }, p2: { library } },
      },
      [],
      { cards: CARDS },
    );
    expect(costsOf(g, 'Fireblast')).toEqual([
      ['mana', false],
      ['alternative', true],
    ]);
    g.act({ cast: 'Fireblast', alt: 'alternative', targets: ['p2'] });
    expect(g.names('p1', 'battlefield')).toEqual([]);
    expect(g.names('p1', 'graveyard')).toEqual(['Mountain', 'Mountain']);
    g.act({ pass: true });
    g.act({ pass: true, player: 'p2' });
    expect(g.state.players.p2.life).toBe(16);
  });

  it('Fireblast with one Mountain: the alternative cost is not offered, with the reason', () => {
    const g = game(
      { turn: main, players: { p1: { hand: ['Fireblast'], battlefield: ['Mountain'], library }, p2: { library } } },
      [],
      { cards: CARDS },
    );
    expect(costsOf(g, 'Fireblast')).toEqual([['mana', false]]);
    expect(() => g.act({ cast: 'Fireblast', alt: 'alternative', targets: ['p2'] })).toThrow(/alternative/);
  });

  it("Orim's Cure: only while p1 controls a Plains; then an untapped creature is tapped instead of {1}{W}", () => {
    const without = game(
      {
        turn: main,
        players: { p1: { hand: ["Orim's Cure"], battlefield: ['Grizzly Bears', 'Island'], library }, p2: { library } },
      },
      [],
      { cards: CARDS },
    );
    expect(costsOf(without, "Orim's Cure")).toEqual([['mana', false]]);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ["Orim's Cure"],
            battlefield: [
              { id: 'bears', card: 'Grizzly Bears' },
              { id: 'pl', card: 'Plains', tapped: true },
            ],
            library,
          },
          p2: { library },
        },
      },
      [],
      { cards: CARDS },
    );
    expect(costsOf(g, "Orim's Cure")).toEqual([
      ['mana', false],
      ['alternative', true],
    ]);
    g.act({ cast: "Orim's Cure", alt: 'alternative', targets: ['p1'] });
    expect(g.get('bears').tapped).toBe(true);
    g.act({ pass: true });
    g.act({ pass: true, player: 'p2' });
    expect(g.names('p1', 'graveyard')).toEqual(["Orim's Cure"]);
  });

  it('Gush: two Islands return to the hand, then two cards are drawn', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Gush'], battlefield: ['Island', 'Island'], library: ['Forest', 'Swamp'] },
          p2: { library },
        },
      },
      [{ cast: 'Gush', alt: 'alternative' }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield')).toEqual([]);
    expect([...g.names('p1', 'hand')].sort()).toEqual(['Forest', 'Island', 'Island', 'Swamp']);
  });

  it('Bringer of the Blue Dawn: cast for {W}{U}{B}{R}{G}, one mana of each colour from the five lands', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Bringer of the Blue Dawn'],
            battlefield: LANDS.map((card) => ({ id: card, card })),
            library: ['Forest'],
          },
          p2: { library },
        },
      },
      [],
      { cards: CARDS },
    );
    expect(costsOf(g, 'Bringer of the Blue Dawn')).toEqual([
      ['mana', false],
      ['alternative', true],
    ]);
    g.act({ cast: 'Bringer of the Blue Dawn', alt: 'alternative' });
    expect(g.state.stack).toHaveLength(1);
    for (const land of LANDS) expect(g.get(land).tapped).toBe(true);
    g.act({ pass: true });
    g.act({ pass: true, player: 'p2' });
    expect(g.names('p1', 'battlefield')).toContain('Bringer of the Blue Dawn');
  });

  it('near misses stay text with the reason: a cost part not read, a cost that is an effect', () => {
    const sephara = card(
      "Sephara, Sky's Blade",
      '{4}{W}{W}{W}',
      'Legendary Creature — Angel',
      'You may pay {W} and tap four untapped creatures you control with flying rather than pay this spell\'s mana cost.\nFlying, lifelink\nOther creatures you control with flying have indestructible. (Damage and effects that say "destroy" don\'t destroy them.)',
      '7/7',
    );
    expect(unenforced(sephara)).toEqual([
      "You may pay {W} and tap four untapped creatures you control with flying rather than pay this spell's mana cost.",
    ]);
    const landGrant = card(
      'Land Grant',
      '{1}{G}',
      'Sorcery',
      "If you have no land cards in hand, you may reveal your hand rather than pay this spell's mana cost.\nSearch your library for a Forest card, reveal that card, put it into your hand, then shuffle.",
    );
    expect(unenforced(landGrant)).toEqual([
      "If you have no land cards in hand, you may reveal your hand rather than pay this spell's mana cost.",
    ]);
  });
});
