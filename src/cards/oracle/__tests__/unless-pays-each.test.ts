// "Counter target spell unless its controller pays {1} for each card in your graveyard" (Circular
// Logic), "… unless its controller pays {X}, where X is its mana value" (Rethink): a cost paid or
// not as the spell resolves (CR 118.12), {1} that many times, counted then (608.2h). "Put a +1/+1
// counter on ~, then sacrifice ~ unless you pay {1} for each +1/+1 counter on it" (Phantasmal
// Sphere): the counter is put on first, whatever is paid; only the sacrifice is stopped.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, unenforced } from './compiled';

const circular = card(
  'Circular Logic',
  '{2}{U}',
  'Instant',
  'Counter target spell unless its controller pays {1} for each card in your graveyard.\nMadness {U} (If you discard this card, discard it into exile. When you do, cast it for its madness cost or put it into your graveyard.)',
);
const rethink = card(
  'Rethink',
  '{2}{U}',
  'Instant',
  'Counter target spell unless its controller pays {X}, where X is its mana value.',
);
const sphere = card(
  'Phantasmal Sphere',
  '{1}{U}',
  'Creature — Illusion',
  'Flying\nAt the beginning of your upkeep, put a +1/+1 counter on this creature, then sacrifice this creature unless you pay {1} for each +1/+1 counter on it.\nWhen this creature leaves the battlefield, target opponent creates an X/X blue Orb creature token with flying, where X is the number of +1/+1 counters on this creature.',
  '0/1',
);
const cyclone = card(
  'Cyclone',
  '{2}{G}{G}',
  'Enchantment',
  'At the beginning of your upkeep, put a wind counter on this enchantment, then sacrifice this enchantment unless you pay {G} for each wind counter on it. If you pay, this enchantment deals damage equal to the number of wind counters on it to each creature and each player.',
);
const CARDS = compiled(circular, rethink, sphere);
const lands = (name: string, n: number) => Array<string>(n).fill(name);

/**
 * p2 (active) casts Grizzly Bears with two of `forests` Forests; p1 answers with `counter`, with
 * three Islands and `graveyard` in their graveyard.
 */
function counterBears(counter: string, forests: number, graveyard: string[]) {
  const g = game(
    {
      turn: { number: 4, active: 'p2', phase: 'main1' },
      players: {
        p1: { battlefield: lands('Island', 3), hand: [counter], graveyard },
        p2: {
          battlefield: Array.from({ length: forests }, (_, i) => ({ id: `forest${i}`, card: 'Forest' })),
          hand: ['Grizzly Bears'],
        },
      },
    },
    [{ cast: 'Grizzly Bears' }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  // p1 answers with the Bears on the stack (the sandbox lets either player act).
  g.act({ cast: counter, player: 'p1', targets: [g.get('Grizzly Bears').id] });
  expect(g.error).toBeNull();
  expect(g.stack()).toEqual(['Grizzly Bears', counter]);
  g.act({ pass: true });
  return g;
}

const untappedForests = (g: ReturnType<typeof game>) =>
  [0, 1, 2, 3].filter((i) => g.get(`forest${i}`).tapped !== true).length;

describe('"unless its controller pays {1} for each …" (CR 118.12, 608.2h)', () => {
  it('Circular Logic with three cards in your graveyard: two untapped Forests can’t pay {3}, the Bears are countered', () => {
    const g = counterBears('Circular Logic', 4, ['Island', 'Island', 'Island']);
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(untappedForests(g)).toBe(2);
  });

  it('Circular Logic with two cards in your graveyard: its controller is asked, pays {2}, and the Bears resolve', () => {
    const g = counterBears('Circular Logic', 4, ['Island', 'Island']);
    expect(g.state.pendingDecision).toMatchObject({ kind: 'may', player: 'p2' });
    expect(g.state.pendingDecision?.prompt).toContain('{2}');
    g.act({ decide: true });
    expect(untappedForests(g)).toBe(0);
    g.act({ pass: true });
    expect(g.names('p2', 'battlefield')).toContain('Grizzly Bears');
  });

  it('Rethink: {X} is the spell’s mana value (2); its controller declines and the Bears are countered', () => {
    const g = counterBears('Rethink', 4, []);
    expect(g.state.pendingDecision).toMatchObject({ kind: 'may', player: 'p2' });
    expect(g.state.pendingDecision?.prompt).toContain('{2}');
    g.act({ decide: false });
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(untappedForests(g)).toBe(2);
  });
});

describe('"put a counter on ~, then sacrifice ~ unless you pay {1} for each counter on it"', () => {
  function upkeep(counters: number) {
    const g = game(
      {
        turn: { number: 3, active: 'p2', phase: 'end' },
        players: {
          p1: {
            battlefield: [
              'Island',
              { id: 'sphere', card: 'Phantasmal Sphere', counters: counters ? { '+1/+1': counters } : {} },
            ],
          },
        },
      },
      [{ advance: 'next-turn' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    return g;
  }

  it('Phantasmal Sphere with no counter: it gets one, then {1} is asked and paid; it stays', () => {
    const g = upkeep(0);
    expect(g.state.pendingDecision).toMatchObject({ kind: 'may', player: 'p1' });
    expect(g.get('sphere').counters['+1/+1']).toBe(1);
    g.act({ decide: true });
    expect(g.get('sphere').zone).toBe('battlefield');
  });

  it('Phantasmal Sphere with one counter: it gets a second, {2} can’t be paid with one Island, it is sacrificed', () => {
    const g = upkeep(1);
    expect(g.names('p1', 'graveyard')).toEqual(['Phantasmal Sphere']);
  });

  it('near miss: Cyclone’s "If you pay, …" stays text', () => {
    expect(unenforced(cyclone).length).toBeGreaterThan(0);
  });
});
