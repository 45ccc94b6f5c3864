// Prevention paid for with counters (CR 615.1a, 615.5) on real pool cards: "If damage would be
// dealt to this creature, prevent that damage. Remove a +1/+1 counter from this creature." (the
// Phantom cycle), "… while it has a +1/+1 counter on it, prevent that damage and remove a +1/+1
// counter from it / that many +1/+1 counters from this creature." (Undergrowth Champion, Ugin's
// Conjurant). Damage from several blockers at once is one event: all of it is prevented, one
// counter removed (the cards' rulings). Counters put: Vigor, Phyrexian Hydra, Panther Habit (its
// "that many" counters even for damage that can't be prevented, CR 615.12). Near miss: Magma
// Pummeler's further reflexive trigger stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const centaur = card(
  'Phantom Centaur',
  '{2}{G}{G}',
  'Creature — Centaur Spirit',
  'Protection from black\nThis creature enters with three +1/+1 counters on it.\nIf damage would be dealt to this creature, prevent that damage. Remove a +1/+1 counter from this creature.',
  '2/0',
);
const champion = card(
  'Undergrowth Champion',
  '{1}{G}{G}',
  'Creature — Elemental',
  'If damage would be dealt to this creature while it has a +1/+1 counter on it, prevent that damage and remove a +1/+1 counter from this creature.\nLandfall — Whenever a land you control enters, put a +1/+1 counter on this creature.',
  '2/2',
);
const conjurant = card(
  "Ugin's Conjurant",
  '{X}',
  'Creature — Spirit Monk',
  'This creature enters with X +1/+1 counters on it.\nIf damage would be dealt to this creature while it has a +1/+1 counter on it, prevent that damage and remove that many +1/+1 counters from this creature.',
  '0/0',
);
const pummeler = card(
  'Magma Pummeler',
  '{X}{R}{R}',
  'Creature — Elemental',
  'This creature enters with X +1/+1 counters on it.\nIf damage would be dealt to this creature while it has a +1/+1 counter on it, prevent that damage and remove that many +1/+1 counters from it. When one or more counters are removed from this creature this way, it deals that much damage to any target.',
  '0/0',
);
const vigor = card(
  'Vigor',
  '{3}{G}{G}{G}',
  'Creature — Elemental Incarnation',
  "Trample\nIf damage would be dealt to another creature you control, prevent that damage. Put a +1/+1 counter on that creature for each 1 damage prevented this way.\nWhen Vigor is put into a graveyard from anywhere, shuffle it into its owner's library.",
  '6/6',
);
const hydra = card(
  'Phyrexian Hydra',
  '{3}{G}{G}',
  'Creature — Phyrexian Hydra',
  'Infect (This creature deals damage to creatures in the form of -1/-1 counters and to players in the form of poison counters.)\nIf damage would be dealt to this creature, prevent that damage. Put a -1/-1 counter on this creature for each 1 damage prevented this way.',
  '7/7',
);
const habit = card(
  'Panther Habit',
  '{4}',
  'Artifact — Equipment',
  'If equipped creature would be dealt damage, prevent that damage and put that many +1/+1 counters on it.\nEquip {2}',
);
const joke = card(
  'Impractical Joke',
  '{R}',
  'Sorcery',
  "Damage can't be prevented this turn. Impractical Joke deals 3 damage to up to one target creature or planeswalker.",
);
const angel = card(
  'Angel of Suffering',
  '{3}{B}{B}',
  'Creature — Nightmare Angel',
  'Flying\nIf damage would be dealt to you, prevent that damage and mill twice that many cards.',
  '5/3',
);
const surgeon = card(
  'Gloom Surgeon',
  '{1}{B}',
  'Creature — Spirit',
  'If combat damage would be dealt to this creature, prevent that damage and exile that many cards from the top of your library.',
  '2/1',
);
const CARDS = compiled(centaur, champion, conjurant, vigor, hydra, habit, joke, angel, surgeon);

/** `name` with `n` +1/+1 counters (id "x") attacks; p2's Grizzly Bears b1 and b2 block it; combat damage is dealt. */
function doubleBlocked(name: string, n: number) {
  const g = game(
    {
      turn: main,
      players: {
        p1: { battlefield: [{ id: 'x', card: name, counters: n ? { '+1/+1': n } : {} }] },
        p2: {
          battlefield: [
            { id: 'b1', card: 'Grizzly Bears' },
            { id: 'b2', card: 'Grizzly Bears' },
          ],
        },
      },
    },
    [{ advance: 'declareAttackers' }, { attack: ['x'] }, { block: { b1: 'x', b2: 'x' }, player: 'p2' }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  g.act({ advance: 'end' });
  // Its controller assigns lethal damage (2) to the first Bear, the rest to the second (CR 510.1c).
  g.act({ decide: 2 });
  g.act({ advance: 'end' });
  return g;
}

/** p1 casts Shock at its own `name` (id "x") with `n` +1/+1 counters. */
function shocked(name: string, n: number) {
  const g = game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: ['Mountain', { id: 'x', card: name, counters: n ? { '+1/+1': n } : {} }],
          hand: ['Shock'],
        },
      },
    },
    [{ cast: 'Shock', targets: ['x'] }, { pass: true }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

describe('prevention paid for with counters (CR 615.5)', () => {
  it("Phantom Centaur: Shock's 2 damage is prevented and one counter removed (5/3 → 4/2)", () => {
    const g = shocked('Phantom Centaur', 3);
    expect(g.get('x').damage).toBe(0);
    expect(g.get('x').counters['+1/+1']).toBe(2);
    expect(pt(g, 'x')).toEqual([4, 2]);
  });

  it('Phantom Centaur blocked by two Grizzly Bears: all 4 damage prevented, only one counter removed', () => {
    const g = doubleBlocked('Phantom Centaur', 3);
    expect(g.names('p1', 'battlefield')).toContain('Phantom Centaur');
    expect(g.get('x').counters['+1/+1']).toBe(2);
  });

  it('Undergrowth Champion with one counter, blocked by two Bears: the whole event prevented, it survives as a 2/2', () => {
    const g = doubleBlocked('Undergrowth Champion', 1);
    expect(g.names('p1', 'battlefield')).toContain('Undergrowth Champion');
    expect(g.get('x').counters['+1/+1'] ?? 0).toBe(0);
    expect(pt(g, 'x')).toEqual([2, 2]);
  });

  it('Undergrowth Champion with no counter: Shock is not prevented and it dies', () => {
    const g = shocked('Undergrowth Champion', 0);
    expect(g.names('p1', 'graveyard')).toContain('Undergrowth Champion');
  });

  it("Ugin's Conjurant with five counters, blocked by two Bears: 4 prevented, 4 counters removed (1/1)", () => {
    const g = doubleBlocked("Ugin's Conjurant", 5);
    expect(g.names('p1', 'battlefield')).toContain("Ugin's Conjurant");
    expect(g.get('x').counters['+1/+1']).toBe(1);
    expect(pt(g, 'x')).toEqual([1, 1]);
  });

  it("Ugin's Conjurant with one counter: all of Shock's 2 prevented, its one counter removed, and it dies as a 0/0", () => {
    const g = shocked("Ugin's Conjurant", 1);
    expect(g.names('p1', 'graveyard')).toContain("Ugin's Conjurant");
    expect(g.state.players.p1.life).toBe(20);
  });

  it('Vigor: Shock on another creature its controller controls is prevented and gives it two +1/+1 counters; Shock on Vigor is dealt', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain', 'Mountain'], hand: ['Shock', 'Shock'] },
          p2: {
            battlefield: [
              { id: 'v', card: 'Vigor' },
              { id: 'b', card: 'Grizzly Bears' },
            ],
          },
        },
      },
      [{ cast: 'Shock', targets: ['b'] }, { pass: true }, { cast: 'Shock', targets: ['v'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('b').damage).toBe(0);
    expect(pt(g, 'b')).toEqual([4, 4]);
    expect(g.get('v').damage).toBe(2);
  });

  it('Phyrexian Hydra: Shock is prevented and it gets two -1/-1 counters (5/5)', () => {
    const g = shocked('Phyrexian Hydra', 0);
    expect(g.get('x').damage).toBe(0);
    expect(pt(g, 'x')).toEqual([5, 5]);
  });

  it("Panther Habit: damage that can't be prevented (Impractical Joke) is dealt, and the equipped Bears still get that many counters", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Mountain', { id: 'b', card: 'Grizzly Bears' }, { card: 'Panther Habit', attachedTo: 'b' }],
            hand: ['Impractical Joke'],
          },
        },
      },
      [{ cast: 'Impractical Joke', targets: ['b'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    // 3 damage dealt and three +1/+1 counters: a 5/5 with 3 damage survives.
    expect(g.get('b').damage).toBe(3);
    expect(pt(g, 'b')).toEqual([5, 5]);
  });

  it("Angel of Suffering: an opponent's Shock to its controller is prevented and they mill four cards", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain'], hand: ['Shock'] },
          p2: { battlefield: ['Angel of Suffering'], library: Array<string>(6).fill('Island') },
        },
      },
      [{ cast: 'Shock', targets: ['p2'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(20);
    expect(g.names('p2', 'graveyard')).toHaveLength(4);
    expect(g.state.players.p2.library).toHaveLength(2);
  });

  it("Gloom Surgeon: the attacking Bears' 2 combat damage is prevented and the top two cards exiled", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain', { id: 'a', card: 'Grizzly Bears' }], hand: ['Shock'] },
          p2: { battlefield: [{ id: 's', card: 'Gloom Surgeon' }], library: Array<string>(5).fill('Island') },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['a'] }, { block: { s: 'a' }, player: 'p2' }, { advance: 'end' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('s').damage).toBe(0);
    expect(g.names('p2', 'exile')).toHaveLength(2);
    expect(g.names('p1', 'graveyard')).toContain('Grizzly Bears');
  });

  it('near miss: Magma Pummeler\'s "When one or more counters are removed … this way" stays text', () => {
    expect(unenforced(pummeler)).toHaveLength(1);
  });
});
