// Which creatures can't block a named creature, for a while (CR 509.1b, 611.2): "Target creature
// you control can't be blocked by creatures with power 2 or less this turn" (Ghirapur Guide),
// "This creature can't be blocked this turn except by creatures with haste" (Gingerbrute), "Until
// end of turn, target creature can't be blocked by creatures with power 2 or less and/or Walls"
// (Doorman). The effect ends in the cleanup step (514.2). "Black creatures you control can't be
// blocked this turn except by black creatures" (Dread Charge) stays text: it changes the rules for
// creatures that weren't black or there as it began too (611.2c), which a set fixed then can't say.
// "Up to two target creatures you control each gain \"…\"" (Warriors' Lesson) reads as "gain".
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const guide = card(
  'Ghirapur Guide',
  '{2}{G}',
  'Creature — Elf Scout',
  "{2}{G}: Target creature you control can't be blocked by creatures with power 2 or less this turn.",
  '3/2',
);
const gingerbrute = card(
  'Gingerbrute',
  '{1}',
  'Artifact Creature — Food Golem',
  "Haste (This creature can attack and {T} as soon as it comes under your control.)\n{1}: This creature can't be blocked this turn except by creatures with haste.\n{2}, {T}, Sacrifice this creature: You gain 3 life.",
  '1/1',
);
const doorman = card(
  'Doorman',
  '{1}{G}',
  'Legendary Creature — Mutant Hero',
  "{T}: Until end of turn, target creature can't be blocked by creatures with power 2 or less and/or Walls.",
  '2/3',
);
const lesson = card(
  "Warriors' Lesson",
  '{G}',
  'Instant',
  'Until end of turn, up to two target creatures you control each gain "Whenever this creature deals combat damage to a player, draw a card."',
);
const dreadCharge = card(
  'Dread Charge',
  '{3}{B}',
  'Sorcery',
  "Black creatures you control can't be blocked this turn except by black creatures.",
);
const giant = card('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3/3');
const wall = card('Wall of Stone', '{1}{R}{R}', 'Creature — Wall', "Defender (This creature can't attack.)", '0/8');
const CARDS = compiled(guide, gingerbrute, doorman, lesson, giant, wall);
const library = ['Forest', 'Forest', 'Forest', 'Forest', 'Forest'];

describe("can't be blocked by …, this turn (CR 509.1b, 611.2)", () => {
  it("Ghirapur Guide: the Hill Giant can't be blocked by the Bears, but by a Hill Giant; not after the turn", () => {
    const setup = () =>
      game(
        {
          turn: main,
          players: {
            p1: {
              battlefield: [
                { id: 'guide', card: 'Ghirapur Guide' },
                { id: 'a1', card: 'Hill Giant' },
                'Forest',
                'Forest',
                'Forest',
              ],
              library,
            },
            p2: {
              battlefield: [
                { id: 'b1', card: 'Grizzly Bears' },
                { id: 'b2', card: 'Hill Giant' },
              ],
              library,
            },
          },
        },
        [{ activate: 'guide', targets: ['a1'] }, { pass: true }, { advance: 'declareAttackers' }, { attack: ['a1'] }],
        { cards: CARDS },
      );
    let g = setup();
    expect(g.error).toBeNull();
    expect(() => g.act({ block: { b1: 'a1' }, player: 'p2' })).toThrow(/can't be blocked by/);
    g.act({ block: { b2: 'a1' }, player: 'p2' });
    g.act({ advance: 'end' });
    expect(g.names('p2', 'graveyard')).toEqual(['Hill Giant']);
    // Ended in the cleanup step (514.2): on p2's turn nothing is left of it.
    g = setup();
    g.act({ block: {}, player: 'p2' });
    g.act({ advance: 'next-turn' });
    expect(g.state.players.p2.life).toBe(17);
    expect(g.state.effects).toEqual([]);
  });

  it("Gingerbrute: after {1}, the Bears (no haste) can't block it; unblocked it deals 1", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'a1', card: 'Gingerbrute' }, 'Forest'], library },
          p2: { battlefield: [{ id: 'b1', card: 'Grizzly Bears' }], library },
        },
      },
      [{ activate: 'a1', ability: 0 }, { pass: true }, { advance: 'declareAttackers' }, { attack: ['a1'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(() => g.act({ block: { b1: 'a1' }, player: 'p2' })).toThrow(/can't be blocked except/);
    g.act({ block: {}, player: 'p2' });
    g.act({ advance: 'end' });
    expect(g.state.players.p2.life).toBe(19);
  });

  it('Doorman: neither the Bears (power 2) nor a Wall may block the Hill Giant; a Hill Giant may', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'door', card: 'Doorman' },
              { id: 'a1', card: 'Hill Giant' },
            ],
            library,
          },
          p2: {
            battlefield: [
              { id: 'b1', card: 'Grizzly Bears' },
              { id: 'b2', card: 'Wall of Stone' },
              { id: 'b3', card: 'Hill Giant' },
            ],
            library,
          },
        },
      },
      [{ activate: 'door', targets: ['a1'] }, { pass: true }, { advance: 'declareAttackers' }, { attack: ['a1'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(() => g.act({ block: { b1: 'a1' }, player: 'p2' })).toThrow(/can't be blocked by/);
    expect(() => g.act({ block: { b2: 'a1' }, player: 'p2' })).toThrow(/can't be blocked by/);
    g.act({ block: { b3: 'a1' }, player: 'p2' });
    g.act({ advance: 'end' });
    expect(g.names('p1', 'graveyard')).toEqual(['Hill Giant']);
    expect(g.names('p2', 'graveyard')).toEqual(['Hill Giant']);
  });

  it("Warriors' Lesson: both creatures connect, p1 draws two cards", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ["Warriors' Lesson"],
            battlefield: [{ id: 'a1', card: 'Grizzly Bears' }, { id: 'a2', card: 'Hill Giant' }, 'Forest'],
            library,
          },
          p2: { library },
        },
      },
      [
        { cast: "Warriors' Lesson", targets: ['a1', 'a2'] },
        { pass: true },
        { advance: 'declareAttackers' },
        { attack: ['a1', 'a2'] },
      ],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ block: {}, player: 'p2' });
    g.act({ advance: 'combatDamage' });
    // Two triggers, one for each creature (CR 603.3b: p1 orders them).
    g.act({ decide: ['0', '1'] });
    g.act({ advance: 'end' });
    expect(g.state.players.p2.life).toBe(15);
    expect(g.names('p1', 'hand')).toEqual(['Forest', 'Forest']);
  });

  it('near miss: Dread Charge ("Black creatures you control …") stays text', () => {
    expect(unenforced(dreadCharge)).toHaveLength(1);
  });
});
