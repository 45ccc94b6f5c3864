// Damage that can't be prevented (CR 615.12) on real pool cards: "The damage can't be prevented."
// after a damage instruction (Combust), "Damage can't be prevented this turn." (Impractical Joke),
// and the statics "Damage can't be prevented." (Sunspine Lynx), "Combat damage that would be
// dealt by creatures you control can't be prevented." (Questing Beast). The prevention effects
// that apply prevent nothing, but their further effects happen: a Phantom still loses its +1/+1
// counter, a shield counter is still removed (CR 122.1c). Near miss: Lava Burst's "can't be
// prevented or dealt instead to another permanent or player" (redirection too) stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const combust = card(
  'Combust',
  '{1}{R}',
  'Instant',
  "This spell can't be countered.\nCombust deals 5 damage to target white or blue creature. The damage can't be prevented.",
);
const flock = card(
  'Phantom Flock',
  '{3}{W}{W}',
  'Creature — Bird Soldier Spirit',
  'Flying\nThis creature enters with three +1/+1 counters on it.\nIf damage would be dealt to this creature, prevent that damage. Remove a +1/+1 counter from this creature.',
  '0/0',
);
const centaur = card(
  'Phantom Centaur',
  '{2}{G}{G}',
  'Creature — Centaur Spirit',
  'Protection from black\nThis creature enters with three +1/+1 counters on it.\nIf damage would be dealt to this creature, prevent that damage. Remove a +1/+1 counter from this creature.',
  '2/0',
);
const joke = card(
  'Impractical Joke',
  '{R}',
  'Sorcery',
  "Damage can't be prevented this turn. Impractical Joke deals 3 damage to up to one target creature or planeswalker.",
);
const lynx = card(
  'Sunspine Lynx',
  '{2}{R}{R}',
  'Creature — Elemental Cat',
  "Players can't gain life.\nDamage can't be prevented.\nWhen this creature enters, it deals damage to each player equal to the number of nonbasic lands that player controls.",
  '5/4',
);
const beast = card(
  'Questing Beast',
  '{2}{G}{G}',
  'Legendary Creature — Beast',
  "Vigilance, deathtouch, haste\nQuesting Beast can't be blocked by creatures with power 2 or less.\nCombat damage that would be dealt by creatures you control can't be prevented.\nWhenever Questing Beast deals combat damage to an opponent, it deals that much damage to target planeswalker that player controls.",
  '4/4',
);
const lavaBurst = card(
  'Lava Burst',
  '{X}{R}',
  'Sorcery',
  "Lava Burst deals X damage to any target. If Lava Burst would deal damage to a creature, that damage can't be prevented or dealt instead to another permanent or player.",
);
const CARDS = compiled(combust, flock, centaur, joke, lynx, beast);

const mountains = (n: number) => Array<string>(n).fill('Mountain');

describe("damage that can't be prevented (CR 615.12)", () => {
  it('Combust on a 6/6 Phantom Flock: the 5 damage is dealt and a +1/+1 counter still removed (5/5): it dies', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: mountains(2), hand: ['Combust'] },
          p2: { battlefield: [{ id: 'f', card: 'Phantom Flock', counters: { '+1/+1': 6 } }] },
        },
      },
      [{ cast: 'Combust', targets: ['f'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Phantom Flock']);
  });

  it('Impractical Joke: its 3 damage is dealt to Giant Spider and a shield counter still removed; later Shock gets through Phantom Centaur', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [...mountains(2), { id: 'c', card: 'Phantom Centaur', counters: { '+1/+1': 3 } }],
            hand: ['Impractical Joke', 'Shock'],
          },
          p2: { battlefield: [{ id: 'b', card: 'Giant Spider', counters: { shield: 2 } }] },
        },
      },
      [{ cast: 'Impractical Joke', targets: ['b'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('b').damage).toBe(3);
    expect(g.get('b').counters.shield).toBe(1);
    g.act({ cast: 'Shock', targets: ['c'] });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    // 5/3 with three counters: one removed (4/2), and Shock's 2 damage is dealt: it dies.
    expect(g.names('p1', 'graveyard')).toContain('Phantom Centaur');
  });

  it('without Impractical Joke, Shock on Phantom Centaur is prevented (one counter removed)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Mountain', { id: 'c', card: 'Phantom Centaur', counters: { '+1/+1': 3 } }],
            hand: ['Shock'],
          },
        },
      },
      [{ cast: 'Shock', targets: ['c'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('c').damage).toBe(0);
    expect(pt(g, 'c')).toEqual([4, 2]);
  });

  it("Sunspine Lynx: Shock's damage to Phantom Centaur is dealt and a counter removed", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Mountain', 'Sunspine Lynx', { id: 'c', card: 'Phantom Centaur', counters: { '+1/+1': 4 } }],
            hand: ['Shock'],
          },
        },
      },
      [{ cast: 'Shock', targets: ['c'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('c').damage).toBe(2);
    expect(pt(g, 'c')).toEqual([5, 3]);
  });

  it("Questing Beast: its controller's attacking Bears' combat damage gets through a blocking Phantom Centaur", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Questing Beast', { id: 'a', card: 'Grizzly Bears' }] },
          p2: { battlefield: [{ id: 'c', card: 'Phantom Centaur', counters: { '+1/+1': 3 } }] },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['a'] }, { block: { c: 'a' }, player: 'p2' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ advance: 'end' });
    expect(g.error).toBeNull();
    // The Bears' 2 combat damage is dealt and a counter removed: 4/2 with 2 damage, it dies.
    expect(g.names('p2', 'graveyard')).toContain('Phantom Centaur');
    expect(g.names('p1', 'graveyard')).toContain('Grizzly Bears');
  });

  it("Questing Beast: its controller's Shock (noncombat damage) on Phantom Centaur is still prevented", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Mountain', 'Questing Beast', { id: 'c', card: 'Phantom Centaur', counters: { '+1/+1': 3 } }],
            hand: ['Shock'],
          },
        },
      },
      [{ cast: 'Shock', targets: ['c'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('c').damage).toBe(0);
    expect(pt(g, 'c')).toEqual([4, 2]);
  });

  it('near miss: Lava Burst ("can\'t be prevented or dealt instead to another permanent or player") stays text', () => {
    expect(unenforced(lavaBurst)).toHaveLength(1);
  });
});
