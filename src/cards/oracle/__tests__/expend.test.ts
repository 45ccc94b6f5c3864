// "Whenever you expend 4" (CR 700.14): you expend N as you spend your Nth total mana to cast
// spells during a turn — once, on the payment that reaches N; mana spent on abilities doesn't
// count. "When this enchantment enters and whenever you expend 4, put a stash counter on it":
// "it" is the source (the event names no object).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const slinger = card(
  'Teapot Slinger',
  '{3}{R}',
  'Creature — Raccoon Warrior',
  'Menace\nWhenever you expend 4, this creature deals 2 damage to each opponent. (You expend 4 as you spend your fourth total mana to cast spells during a turn.)',
  '3/4',
);
const mentor = card(
  'Wandertale Mentor',
  '{R}{G}',
  'Creature — Raccoon Bard',
  'Whenever you expend 4, put a +1/+1 counter on this creature. (You expend 4 as you spend your fourth total mana to cast spells during a turn.)\n{T}: Add {R} or {G}.',
  '2/2',
);
const overflow = card(
  "Hoarder's Overflow",
  '{1}{R}',
  'Enchantment',
  'When this enchantment enters and whenever you expend 4, put a stash counter on it. (You expend 4 as you spend your fourth total mana to cast spells during a turn.)\n{1}{R}, Sacrifice this enchantment: Discard your hand, then draw cards equal to the number of stash counters on this enchantment.',
);
const shade = card(
  'Frozen Shade',
  '{2}{B}',
  'Creature — Shade',
  '{B}: Frozen Shade gets +1/+1 until end of turn.',
  '0/1',
);
const CARDS = compiled(slinger, mentor, overflow, shade);

const lands = (name: string, n: number) => Array<string>(n).fill(name);

/** Resolves the whole stack. */
function settle(g: ReturnType<typeof game>): void {
  for (let i = 0; i < 12 && g.state.stack.length; i++) g.act({ pass: true });
}

describe('"Whenever you expend 4" (CR 700.14)', () => {
  it('Teapot Slinger: triggers as the fourth mana is spent on spells, once that turn', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Grizzly Bears', 'Grizzly Bears', 'Grizzly Bears'],
            battlefield: ['Teapot Slinger', ...lands('Forest', 6)],
          },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ cast: 'Grizzly Bears' });
    // Two mana spent: no trigger above the spell.
    expect(g.state.stack).toHaveLength(1);
    settle(g);
    expect(g.state.players.p2.life).toBe(20);
    g.act({ cast: 'Grizzly Bears' });
    expect(g.state.stack).toHaveLength(2);
    settle(g);
    expect(g.state.players.p2.life).toBe(18);
    // The sixth mana: 4 was reached already this turn.
    g.act({ cast: 'Grizzly Bears' });
    settle(g);
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(18);
    expect(g.names('p1', 'battlefield').filter((n) => n === 'Grizzly Bears')).toHaveLength(3);
  });

  it('Wandertale Mentor: a spell that takes the total from 3 past 4 triggers it once', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Lightning Bolt', 'Giant Spider'],
            battlefield: [{ id: 'mentor', card: 'Wandertale Mentor' }, ...lands('Mountain', 1), ...lands('Forest', 4)],
          },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ cast: 'Lightning Bolt', targets: ['p2'] });
    settle(g);
    expect(g.get('mentor').counters['+1/+1'] ?? 0).toBe(0);
    // Giant Spider costs {3}{G}: 1 + 4 = 5 total, the fourth among them.
    g.act({ cast: 'Giant Spider' });
    settle(g);
    expect(g.error).toBeNull();
    expect(g.get('mentor').counters['+1/+1']).toBe(1);
  });

  it("mana spent to activate abilities doesn't count (Frozen Shade's {B} three times, then a one-mana spell)", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Lightning Bolt'],
            battlefield: [
              'Teapot Slinger',
              { id: 'shade', card: 'Frozen Shade' },
              ...lands('Swamp', 3),
              ...lands('Mountain', 1),
            ],
          },
        },
      },
      [],
      { cards: CARDS },
    );
    for (let i = 0; i < 3; i++) {
      g.act({ activate: 'shade' });
      settle(g);
    }
    g.act({ cast: 'Lightning Bolt', targets: ['p2'] });
    settle(g);
    expect(g.error).toBeNull();
    // Only Lightning Bolt's 3 damage: Teapot Slinger didn't trigger.
    expect(g.state.players.p2.life).toBe(17);
  });

  it("Hoarder's Overflow: a stash counter as it enters and another on the fourth mana", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ["Hoarder's Overflow", 'Grizzly Bears'],
            battlefield: [...lands('Mountain', 2), ...lands('Forest', 2)],
          },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ cast: "Hoarder's Overflow" });
    settle(g);
    g.act({ cast: 'Grizzly Bears' });
    settle(g);
    expect(g.error).toBeNull();
    expect(g.get("Hoarder's Overflow").counters.stash).toBe(2);
  });

  it('a near miss stays text: "Whenever an opponent expends 4"', () => {
    const c = card('Near Miss', '{2}', 'Artifact', 'Whenever an opponent expends 4, you draw a card.');
    expect(unenforced(c)).toHaveLength(1);
  });
});
