import { describe, expect, it } from 'vitest';
import { game } from '../../testing/harness';
import { castOptions } from '../index';
import { REAL_CARDS } from './real-cards';

const main = { number: 3, active: 'p1' as const, phase: 'main1' as const };
const opts = { cards: REAL_CARDS };
const library = ['Island', 'Island', 'Island'];

describe('CR 700.2, 601.2b — modes: Blue Elemental Blast', () => {
  it('"Counter target red spell": the mode is chosen first, then its target', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain', 'Goblin King'], hand: ['Lightning Bolt'] },
          p2: { battlefield: ['Island'], hand: ['Blue Elemental Blast'] },
        },
      },
      [
        { cast: 'Lightning Bolt', targets: ['p2'] },
        { cast: 'Blue Elemental Blast', player: 'p2' },
      ],
      opts,
    );
    expect(g.state.pendingDecision).toMatchObject({ purpose: 'mode', rule: '601.2b' });
    expect(g.state.pendingDecision?.options.map((o) => o.label)).toEqual([
      'Counter target red spell.',
      'Destroy target red permanent.',
    ]);
    g.act({ decide: '0', player: 'p2' });
    // One red spell: the only legal target is chosen without asking.
    expect(g.stack()).toEqual(['Lightning Bolt', 'Blue Elemental Blast']);
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(20);
    expect(g.names('p1', 'graveyard')).toEqual(['Lightning Bolt']);
  });
  it('"Destroy target red permanent": only red permanents can be targeted', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Island'], hand: ['Blue Elemental Blast'] },
          p2: { battlefield: ['Goblin King', 'Grizzly Bears'] },
        },
      },
      [],
      opts,
    );
    expect(() =>
      g.perform({
        type: 'cast',
        player: 'p1',
        object: g.get('Blue Elemental Blast').id,
        modes: [1],
        targets: [g.get('Grizzly Bears').id],
      }),
    ).toThrow(/not a legal target/);
    g.perform({
      type: 'cast',
      player: 'p1',
      object: g.get('Blue Elemental Blast').id,
      modes: [1],
      targets: [g.get('Goblin King').id],
    });
    g.act({ pass: true });
    expect(g.names('p2', 'graveyard')).toEqual(['Goblin King']);
  });
  it("a mode without a legal target can't be chosen; with none, the spell can't be cast", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Island'], hand: ['Blue Elemental Blast'] },
          p2: { battlefield: ['Grizzly Bears'] },
        },
      },
      [],
      opts,
    );
    const { options, refusals } = castOptions(g.engine.registry, g.state, 'p1', g.get('Blue Elemental Blast').id);
    expect(options).toEqual([]);
    expect(refusals[0]?.rule).toBe('601.2c');
    const g2 = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Island'], hand: ['Blue Elemental Blast'] },
          p2: { battlefield: ['Goblin King'] },
        },
      },
      [],
      opts,
    );
    expect(() =>
      g2.perform({ type: 'cast', player: 'p1', object: g2.get('Blue Elemental Blast').id, modes: [0] }),
    ).toThrow(/can't be chosen/);
  });
  it("a copy keeps the original's mode (707.10): Spider-Verse copies Blue Elemental Blast cast from a graveyard", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Spider-Verse', 'Island'],
            graveyard: [{ card: 'Blue Elemental Blast', castableFrom: true }],
          },
          p2: {
            battlefield: [
              { id: 'k1', card: 'Goblin King' },
              { id: 'k2', card: 'Goblin King' },
            ],
          },
        },
      },
      [],
      opts,
    );
    g.perform({
      type: 'cast',
      player: 'p1',
      object: g.get('Blue Elemental Blast').id,
      modes: [1],
      targets: [g.get('k1').id],
    });
    g.act({ pass: true }); // Spider-Verse's trigger resolves: copy it, choose a new target
    g.act({ decide: true });
    g.act({ decide: true });
    g.act({ decide: [g.get('k2').id] });
    expect(g.stack()).toEqual(['Blue Elemental Blast', 'Blue Elemental Blast (copy)']);
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.names('p2', 'graveyard').sort()).toEqual(['Goblin King', 'Goblin King']);
  });
});

describe('CR 601.2c — "X target creatures"', () => {
  it('Word of Binding with X = 2 taps exactly two target creatures', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp'], hand: ['Word of Binding'] },
          p2: {
            battlefield: [
              { id: 'a', card: 'Grizzly Bears' },
              { id: 'b', card: 'Grizzly Bears' },
              { id: 'c', card: 'Grizzly Bears' },
            ],
          },
        },
      },
      [],
      opts,
    );
    const id = g.get('Word of Binding').id;
    expect(() => g.perform({ type: 'cast', player: 'p1', object: id, x: 2, targets: [g.get('a').id] })).toThrow(
      /choose 2 target/,
    );
    g.perform({ type: 'cast', player: 'p1', object: id, x: 2, targets: [g.get('a').id, g.get('b').id] });
    g.act({ pass: true });
    expect([g.get('a').tapped, g.get('b').tapped, g.get('c').tapped]).toEqual([true, true, false]);
  });
  it('X = 0 needs no target and can be cast with no creature around', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: ['Swamp', 'Swamp'], hand: ['Word of Binding'] } } },
      [{ cast: 'Word of Binding', x: 0 }, { pass: true }],
      opts,
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(['Word of Binding']);
  });
});

describe('CR 702.8a — flash', () => {
  it("Ambush Viper can be cast in the opponent's turn, with a spell on the stack", () => {
    const g = game(
      {
        turn: { number: 4, active: 'p2', phase: 'beginCombat' },
        players: { p1: { battlefield: ['Forest', 'Forest'], hand: ['Ambush Viper'], library }, p2: { library } },
      },
      [{ cast: 'Ambush Viper', player: 'p1' }, { pass: true }],
      opts,
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield')).toContain('Ambush Viper');
  });
  it('without flash a creature is refused there (117.1a)', () => {
    const g = game(
      {
        turn: { number: 4, active: 'p2', phase: 'beginCombat' },
        players: { p1: { battlefield: ['Forest', 'Forest'], hand: ['Grizzly Bears'], library }, p2: { library } },
      },
      [],
      opts,
    );
    expect(() => g.act({ cast: 'Grizzly Bears', player: 'p1' })).toThrow(/117\.1a/);
  });
});

describe('CR 601.3 — timing restrictions of the card', () => {
  it('Berserk: "only before the combat damage step" — yes in the declare blockers step, no at end of combat', () => {
    const board = {
      p1: { battlefield: ['Forest', 'Forest', { id: 'a', card: 'Grizzly Bears' }], hand: ['Berserk'], library },
      p2: { library },
    };
    const g = game(
      { turn: main, players: board },
      [{ advance: 'combat' }, { attack: ['a'] }, { advance: 'declareBlockers' }],
      opts,
    );
    expect(castOptions(g.engine.registry, g.state, 'p1', g.get('Berserk').id).options).toHaveLength(1);
    g.act({ advance: 'endCombat' });
    const r = castOptions(g.engine.registry, g.state, 'p1', g.get('Berserk').id);
    expect(r.options).toEqual([]);
    expect(r.refusals[0]).toMatchObject({
      rule: '601.3',
      reason: expect.stringMatching(/before the combat damage step/),
    });
  });
  it('Camouflage: "only during your declare attackers step" — not in the opponent\'s', () => {
    const g = game(
      {
        turn: { number: 4, active: 'p2', phase: 'main1' },
        players: {
          p1: { battlefield: ['Forest'], hand: ['Camouflage'], library },
          p2: { battlefield: [{ id: 'x', card: 'Grizzly Bears' }], library },
        },
      },
      [{ advance: 'combat' }, { attack: ['x'], player: 'p2' }],
      opts,
    );
    expect(g.state.turn.step).toBe('declareAttackers');
    expect(castOptions(g.engine.registry, g.state, 'p1', g.get('Camouflage').id).refusals[0]?.rule).toBe('601.3');
  });
});

describe('CR 601.3 — prohibitions come from the static-ability layer', () => {
  it("Meddling Mage naming Lightning Bolt: Bolt can't be cast by either player", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain'], hand: ['Lightning Bolt'] },
          p2: { battlefield: [{ card: 'Meddling Mage', chosenName: 'Lightning Bolt' }] },
        },
      },
      [],
      opts,
    );
    expect(() => g.act({ cast: 'Lightning Bolt', targets: ['p2'] })).toThrow(
      /spells named Lightning Bolt can't be cast \(Meddling Mage\).*601\.3/,
    );
  });
});
