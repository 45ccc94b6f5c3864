// "can't attack alone", "can't block alone", "can't attack or block alone" on real pool cards (CR
// 508.1c, 509.1b): restrictions on the whole declaration — the creature may attack (block) only
// if another creature attacks (blocks) too. Requirements are obeyed as far as these restrictions
// allow (508.1d, 509.1c): a goaded creature that can't attack alone needn't attack when nothing
// else can, and a creature that can't block alone isn't counted on to block a creature that must
// be blocked. Near miss stays text: "can only attack alone" (Master of Cruelties).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const construct = card(
  'Bonded Construct',
  '{1}',
  'Artifact Creature — Construct',
  "This creature can't attack alone.",
  '2/1',
);
const hulk = card('Craven Hulk', '{3}{R}', 'Creature — Giant Coward', "This creature can't block alone.", '4/4');
const jackal = card('Jackal Familiar', '{R}', 'Creature — Jackal', "This creature can't attack or block alone.", '2/2');
const protector = card(
  "Gaea's Protector",
  '{3}{G}',
  'Creature — Elemental Warrior',
  'This creature must be blocked if able.',
  '4/2',
);
const impetus = card(
  'Predatory Impetus',
  '{3}{G}',
  'Enchantment — Aura',
  'Enchant creature\nEnchanted creature gets +3/+3, must be blocked if able, and is goaded. (It attacks each combat if able and attacks a player other than you if able.)',
);
const pipsqueak = card(
  'Pipsqueak, Rebel Strongarm',
  '{2}{W}',
  'Legendary Creature — Human Rebel Ally',
  "Pipsqueak can't attack alone unless he has a +1/+1 counter on him.",
  '4/4',
);
const CARDS = compiled(construct, hulk, jackal, protector, impetus, pipsqueak);

/** A game in p1's first main phase: p1 controls `mine` (ids a1, a2 …), p2 `theirs` (b1, b2 …). */
function board(mine: (string | object)[], theirs: (string | object)[]) {
  const list = (cs: (string | object)[], p: string) =>
    cs.map((c, i) => (typeof c === 'string' ? { id: `${p}${i + 1}`, card: c } : c));
  const g = game(
    { turn: main, players: { p1: { battlefield: list(mine, 'a') }, p2: { battlefield: list(theirs, 'b') } } },
    [{ advance: 'declareAttackers' }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

describe('"can\'t attack alone" (CR 508.1c)', () => {
  it('Bonded Construct alone is refused; beside the Bears both attack and deal 4', () => {
    const g = board(['Bonded Construct', 'Grizzly Bears'], []);
    expect(() => g.act({ attack: ['a1'] })).toThrow(/Bonded Construct can't attack alone/);
    g.act({ attack: ['a2'] });
    g.act({ advance: 'end' });
    expect(g.state.players.p2.life).toBe(18);
    const h = board(['Bonded Construct', 'Grizzly Bears'], []);
    h.act({ attack: ['a1', 'a2'] });
    h.act({ advance: 'end' });
    expect(h.state.players.p2.life).toBe(16);
  });

  it('Pipsqueak: alone only with a +1/+1 counter on him (the restriction applies unless the condition holds)', () => {
    const g = board(['Pipsqueak, Rebel Strongarm'], []);
    expect(() => g.act({ attack: ['a1'] })).toThrow(/can't attack alone/);
    const h = board([{ id: 'a1', card: 'Pipsqueak, Rebel Strongarm', counters: { '+1/+1': 1 } }], []);
    h.act({ attack: ['a1'] });
    h.act({ advance: 'end' });
    expect(h.state.players.p2.life).toBe(15);
  });

  it("two creatures that each can't attack alone may attack together", () => {
    const g = board(['Bonded Construct', 'Jackal Familiar'], []);
    g.act({ attack: ['a1', 'a2'] });
    g.act({ advance: 'end' });
    expect(g.state.players.p2.life).toBe(16);
  });

  it('goaded by Predatory Impetus: excused when nothing else can attack, required when the Bears can too', () => {
    const aura = (on: string) => ({ card: 'Predatory Impetus', attachedTo: on });
    const alone = board(['Bonded Construct'], [aura('a1')]);
    alone.act({ attack: [] });
    expect(alone.state.players.p2.life).toBe(20);
    const g = board(['Bonded Construct', 'Grizzly Bears'], [aura('a1'), 'Grizzly Bears']);
    expect(() => g.act({ attack: [] })).toThrow(/attacks each combat if able/);
    expect(() => g.act({ attack: ['a1'] })).toThrow(/can't attack alone/);
    g.act({ attack: ['a1', 'a2'] });
    // The 5/4 Construct must be blocked if able: the Bears blocks it.
    expect(() => g.act({ block: { b2: 'a2' }, player: 'p2' })).toThrow(/must be blocked if able/);
    g.act({ block: { b2: 'a1' }, player: 'p2' });
    g.act({ advance: 'end' });
    expect(g.state.players.p2.life).toBe(18);
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.names('p1', 'battlefield')).toContain('Bonded Construct');
  });
});

describe('"can\'t block alone" (CR 509.1b)', () => {
  it('Craven Hulk alone is refused; with the Bears blocking the other attacker it may block', () => {
    const g = board(['Grizzly Bears', 'Grizzly Bears'], ['Craven Hulk', 'Grizzly Bears']);
    g.act({ attack: ['a1', 'a2'] });
    expect(() => g.act({ block: { b1: 'a1' }, player: 'p2' })).toThrow(/Craven Hulk can't block alone/);
    g.act({ block: { b1: 'a1', b2: 'a2' }, player: 'p2' });
    g.act({ advance: 'end' });
    expect(g.state.players.p2.life).toBe(20);
    expect(g.names('p1', 'graveyard')).toEqual(['Grizzly Bears', 'Grizzly Bears']);
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
  });

  it("Jackal Familiar can't block alone; Gaea's Protector needn't be blocked when only it could", () => {
    const g = board(["Gaea's Protector"], ['Jackal Familiar']);
    g.act({ attack: ['a1'] });
    expect(() => g.act({ block: { b1: 'a1' }, player: 'p2' })).toThrow(/Jackal Familiar can't block alone/);
    g.act({ block: {}, player: 'p2' });
    g.act({ advance: 'end' });
    expect(g.state.players.p2.life).toBe(16);
  });

  it("with Craven Hulk and the Bears, Gaea's Protector must be blocked: by the Bears, or by both", () => {
    const g = board(["Gaea's Protector"], ['Craven Hulk', 'Grizzly Bears']);
    g.act({ attack: ['a1'] });
    expect(() => g.act({ block: {}, player: 'p2' })).toThrow(/must be blocked if able/);
    expect(() => g.act({ block: { b1: 'a1' }, player: 'p2' })).toThrow(/can't block alone/);
    g.act({ block: { b1: 'a1', b2: 'a1' }, player: 'p2' });
    g.act({ advance: 'end' });
    // The 4/2 divides its 4 damage among its blockers (CR 510.1c): 2 to the Hulk, 2 to the Bears.
    expect(g.state.pendingDecision?.purpose).toBe('combatDamage');
    g.act({ decide: 2, player: 'p1' });
    g.act({ advance: 'end' });
    expect(g.state.players.p2.life).toBe(20);
    expect(g.names('p1', 'graveyard')).toEqual(["Gaea's Protector"]);
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.get('b1').damage).toBe(2);
  });

  it('near miss stays text: "can only attack alone"', () => {
    const master = card(
      'Master of Cruelties',
      '{3}{B}{R}',
      'Creature — Demon',
      "First strike, deathtouch\nThis creature can only attack alone.\nWhenever this creature attacks a player and isn't blocked, that player's life total becomes 1. This creature assigns no combat damage this combat.",
      '1/4',
    );
    expect(unenforced(master)).toContain('This creature can only attack alone.');
  });
});
