// Energy (CR 107.14, 122.1): "you get {E}{E}" puts two energy counters on you; "you may pay
// {E}{E}. If you do, …" and the cost "Pay {E}" remove them, and can't be paid with less. Energy
// stays on the player (the pool of mana empties, energy doesn't).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const aetherChaser = card(
  'Aether Chaser',
  '{1}{R}',
  'Creature — Human Artificer',
  'First strike\nWhen this creature enters, you get {E}{E} (two energy counters).\nWhenever this creature attacks, you may pay {E}{E}. If you do, create a 1/1 colorless Servo artifact creature token.',
  '2/1',
);
const aetherHub = card(
  'Aether Hub',
  '',
  'Land',
  'When this land enters, you get {E} (an energy counter).\n{T}: Add {C}.\n{T}, Pay {E}: Add one mana of any color.',
);
const cards = compiled(aetherChaser, aetherHub);

const energy = (g: ReturnType<typeof game>) => g.state.players.p1.energy ?? 0;

describe('"When this creature enters, you get {E}{E}" and "you may pay {E}{E}. If you do, …"', () => {
  function chaserAttacks() {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'a', card: 'Aether Chaser' }, 'Mountain', 'Mountain'],
            hand: [{ id: 'b', card: 'Aether Chaser' }],
          },
          p2: {},
        },
      },
      [{ cast: 'b' }, { pass: true }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    return g;
  }

  it('the second Aether Chaser gives p1 two energy counters as its trigger resolves', () => {
    expect(energy(chaserAttacks())).toBe(2);
  });

  it('attacking, p1 pays {E}{E} for a Servo; energy goes to 0', () => {
    const g = chaserAttacks();
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['a'] });
    g.act({ pass: true });
    expect(g.state.pendingDecision?.kind).toBe('may');
    g.act({ decide: true });
    expect(energy(g)).toBe(0);
    expect(g.names('p1', 'battlefield')).toContain('Servo Token (token)');
  });

  it('with no energy the payment is not offered and no Servo is made (CR 118.3)', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: [{ id: 'a', card: 'Aether Chaser' }] }, p2: {} } },
      [{ advance: 'declareAttackers' }, { attack: ['a'] }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toBeNull();
    expect(g.names('p1', 'battlefield')).toEqual(['Aether Chaser']);
  });
});

describe('"{T}, Pay {E}: Add one mana of any color." (Aether Hub)', () => {
  it('played, it gives {E}; paying it makes any colour at once, and the energy is gone', () => {
    const g = game(
      { turn: main, players: { p1: { hand: ['Aether Hub'] }, p2: {} } },
      [{ cast: 'Aether Hub' }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(energy(g)).toBe(1);
    g.act({ activate: 'Aether Hub', ability: 1, mana: 'G' });
    expect(g.state.players.p1.manaPool).toEqual({ G: 1 });
    expect(energy(g)).toBe(0);
  });

  it("can't be activated without energy", () => {
    const g = game({ turn: main, players: { p1: { battlefield: ['Aether Hub'] }, p2: {} } }, [], { cards });
    expect(() => g.act({ activate: 'Aether Hub', ability: 1, mana: 'G' })).toThrow(/energy/);
    expect(g.get('Aether Hub').tapped).toBe(false);
  });
});

describe('near misses stay text', () => {
  it('"you get that many {E}" and "you may pay eight {E}"', () => {
    const empyrealVoyager = card(
      'Empyreal Voyager',
      '{1}{G}{U}',
      'Creature — Vedalken Scout',
      'Flying, trample\nWhenever this creature deals combat damage to a player, you get that many {E} (energy counters).',
      '2/3',
    );
    expect(unenforced(empyrealVoyager)).toHaveLength(1);
    const lightningRunner = card(
      'Lightning Runner',
      '{3}{R}{R}',
      'Creature — Human Warrior',
      'Double strike, haste\nWhenever this creature attacks, you get {E}{E} (two energy counters), then you may pay eight {E}. If you pay, untap all creatures you control, and after this phase, there is an additional combat phase.',
      '2/2',
    );
    expect(unenforced(lightningRunner)).toHaveLength(1);
  });
});
