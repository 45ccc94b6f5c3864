// Prevention paid for with counters (CR 615.1a, 615.5) on real pool cards: "If damage would be
// dealt to this creature, prevent that damage. Remove a +1/+1 counter from this creature." (the
// Phantom cycle), "… while it has a +1/+1 counter on it, prevent that damage and remove a +1/+1
// counter from it / that many +1/+1 counters from this creature." (Undergrowth Champion, Ugin's
// Conjurant). Damage from several blockers at once is one event: all of it is prevented, one
// counter removed (the cards' rulings). Near miss: Magma Pummeler's further reflexive trigger
// stays text.
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
const CARDS = compiled(centaur, champion, conjurant);

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

  it('near miss: Magma Pummeler\'s "When one or more counters are removed … this way" stays text', () => {
    expect(unenforced(pummeler)).toHaveLength(1);
  });
});
