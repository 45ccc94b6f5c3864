// Attack requirements an effect makes (CR 508.1d): "Target creature attacks this turn if able"
// (Boiling Blood) and goad (701.15a: until the goading player's next turn the creature attacks
// each combat if able, and a player other than the goading player if able — in a two-player game
// only the first part can bind). "Enchanted creature … is goaded" is the same for as long as the
// Aura is attached (701.15b). Real cards through the engine.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const boilingBlood = card(
  'Boiling Blood',
  '{2}{R}',
  'Instant',
  'Target creature attacks this turn if able.\nDraw a card.',
);
const disruptDecorum = card(
  'Disrupt Decorum',
  '{2}{R}{R}',
  'Sorcery',
  "Goad all creatures you don't control. (Until your next turn, those creatures attack each combat if able and attack a player other than you if able.)",
);
const bloodthirstyBlade = card(
  'Bloodthirsty Blade',
  '{2}',
  'Artifact — Equipment',
  'Equipped creature gets +2/+0 and is goaded. (It attacks each combat if able and attacks a player other than you if able.)\n{1}: Attach this Equipment to target creature an opponent controls. Activate only as a sorcery.',
);
const vengefulAncestor = card(
  'Vengeful Ancestor',
  '{3}{R}',
  'Creature — Spirit',
  'Flying\nWhen this creature enters, goad target creature. (Until your next turn, that creature attacks each combat if able and attacks a player other than you if able.)\nWhenever a goaded creature attacks, it deals 1 damage to its controller.',
  '3/2',
);
const CARDS = compiled(boilingBlood, disruptDecorum, bloodthirstyBlade);
const library = ['Island', 'Island', 'Island', 'Island', 'Island', 'Island'];

describe('"attacks this turn if able" (CR 508.1d)', () => {
  it('Boiling Blood on your own creature: leaving it out of the attack is refused this turn only', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Boiling Blood'],
            battlefield: ['Mountain', 'Mountain', 'Mountain', { id: 'bears', card: 'Grizzly Bears' }],
            library,
          },
          p2: { library },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ cast: 'Boiling Blood', targets: ['bears'] });
    g.act({ pass: true });
    expect(g.names('p1', 'hand')).toEqual(['Island']);
    g.act({ advance: 'declareAttackers' });
    expect(() => g.act({ attack: [] })).toThrow(/attacks each combat if able/);
    g.act({ attack: ['bears'] });
    g.act({ advance: 'main2' });
    expect(g.state.players.p2.life).toBe(18);
    // The effect ends with the turn (CR 514.2): nothing is left to bind it.
    g.act({ advance: 'next-turn' });
    expect(g.state.effects.some((e) => e.mustAttack)).toBe(false);
  });
});

describe('goad (CR 701.15a)', () => {
  it("Disrupt Decorum: the opponent's creatures must attack on their turn, until the goading player's next turn", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Disrupt Decorum'], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'], library },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }], library },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ cast: 'Disrupt Decorum' });
    g.act({ pass: true });
    expect(g.state.effects.filter((e) => e.goadedBy === 'p1').map((e) => e.object)).toEqual([g.get('bears').id]);
    g.act({ advance: 'next-turn' });
    expect(g.state.turn.active).toBe('p2');
    g.act({ advance: 'declareAttackers' });
    expect(() => g.act({ attack: [], player: 'p2' })).toThrow(/attacks each combat if able/);
    g.act({ attack: ['bears'], player: 'p2' });
    g.act({ advance: 'main2' });
    expect(g.state.players.p1.life).toBe(18);
    // p1's next turn begins: the goad ends (CR 500.5), and on p2's following turn the Bears may stay home.
    g.act({ advance: 'next-turn' });
    expect(g.state.turn.active).toBe('p1');
    expect(g.state.effects.some((e) => e.goadedBy)).toBe(false);
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: [], player: 'p2' });
    expect(g.state.players.p1.life).toBe(18);
  });

  it('Bloodthirsty Blade: the equipped creature is goaded for as long as it is equipped', () => {
    const g = game(
      {
        turn: { number: 4, active: 'p2', phase: 'main1' },
        players: {
          p1: { battlefield: [{ id: 'blade', card: 'Bloodthirsty Blade', attachedTo: 'bears' }], library },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }], library },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ advance: 'declareAttackers' });
    expect(() => g.act({ attack: [], player: 'p2' })).toThrow(/attacks each combat if able/);
    g.act({ attack: ['bears'], player: 'p2' });
    g.act({ advance: 'main2' });
    // +2/+0 from the Blade: 4 damage.
    expect(g.state.players.p1.life).toBe(16);
  });

  it('a trigger on "a goaded creature" attacking (Vengeful Ancestor) stays text', () => {
    expect(unenforced(vengefulAncestor)).toEqual([
      'Whenever a goaded creature attacks, it deals 1 damage to its controller.',
    ]);
  });
});
