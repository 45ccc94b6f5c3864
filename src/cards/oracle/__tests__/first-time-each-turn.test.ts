// "For the first time each turn" (CR 603.2): "Whenever this creature becomes the target of a
// spell or ability (you control) for the first time each turn" (valiant), "Whenever you gain
// life for the first time each turn" and "Whenever you cast your first enchantment spell each
// turn" (CR 601.2i; by card types) trigger on the first such event of the turn only, whether or
// not the ability existed at the earlier ones (a life gain before Cleric of Life's Bond entered
// still was the first). Counted per controller for valiant: an opponent's spell targeting it first
// doesn't use it up. Other "first time each turn" events stay text.
import { describe, expect, it } from 'vitest';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const cub = card(
  'Angelic Cub',
  '{1}{W}',
  'Creature — Cat Angel',
  'Whenever this creature becomes the target of a spell or ability for the first time each turn, put a +1/+1 counter on it.\nAs long as this creature has three or more +1/+1 counters on it, it has flying.',
  '1/1',
);
const mentor = card(
  'Seedglaive Mentor',
  '{1}{R}{W}',
  'Creature — Mouse Soldier',
  'Vigilance, haste\nValiant — Whenever this creature becomes the target of a spell or ability you control for the first time each turn, put a +1/+1 counter on it.',
  '3/2',
);
const cleric = card(
  "Cleric of Life's Bond",
  '{W}{B}',
  'Creature — Vampire Cleric',
  'Whenever another Cleric you control enters, you gain 1 life.\nWhenever you gain life for the first time each turn, put a +1/+1 counter on this creature.',
  '2/2',
);
const growth = card('Giant Growth', '{G}', 'Instant', 'Target creature gets +3/+3 until end of turn.');
const blessing = card("Chaplain's Blessing", '{W}', 'Sorcery', 'You gain 5 life.');
const psemilla = card(
  'Psemilla, Meletian Poet',
  '{2}{W}',
  'Legendary Creature — Human Bard',
  'Whenever you cast your first enchantment spell each turn, create a 2/2 white Nymph enchantment creature token.\nAt the beginning of each combat, if you control five or more enchantments, Psemilla gets +4/+4 and gains lifelink until end of turn. (Damage dealt by this creature also causes you to gain that much life.)',
  '1/1',
);
const four = card(
  'The Frightful Four',
  '{3}{B}',
  'Legendary Creature — Villain',
  "Menace\nWhenever an opponent casts their first noncreature spell each turn, that player loses life equal to that spell's mana value.",
  '4/4',
);
const anthem = card('Glorious Anthem', '{1}{W}{W}', 'Enchantment', 'Creatures you control get +1/+1.');
const CARDS = compiled(cub, mentor, cleric, growth, blessing, psemilla, four, anthem);

const forests = (n: number) => Array<string>(n).fill('Forest');

/** Resolves the stack, both players passing (CR 608.1). */
function settle(g: Game): void {
  for (let i = 0; i < 10 && g.state.stack.length; i++) g.act({ pass: true });
  expect(g.error).toBeNull();
}

describe('"becomes the target … for the first time each turn"', () => {
  it('Angelic Cub gets one counter for two spells targeting it in a turn', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Giant Growth', 'Giant Growth'],
            battlefield: [{ id: 'cub', card: 'Angelic Cub' }, ...forests(2)],
          },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ cast: 'Giant Growth', targets: ['cub'] });
    settle(g);
    expect(g.get('cub').counters['+1/+1']).toBe(1);
    g.act({ cast: 'Giant Growth', targets: ['cub'] });
    settle(g);
    expect(g.get('cub').counters['+1/+1']).toBe(1);
    // 1/1, one counter, +3/+3 twice.
    expect(pt(g, 'cub')).toEqual([8, 8]);
  });

  it("Seedglaive Mentor (valiant): an opponent's spell targeting it first doesn't use it up", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Giant Growth', 'Giant Growth'],
            battlefield: [{ id: 'm', card: 'Seedglaive Mentor' }, ...forests(2)],
          },
          p2: { hand: ['Giant Growth'], battlefield: forests(1) },
        },
      },
      [],
      { cards: CARDS },
    );
    // p1 passes priority; p2 casts Giant Growth on the Mentor: not p1's spell, no counter.
    g.act({ pass: true });
    g.act({ cast: 'Giant Growth', targets: ['m'], player: 'p2' });
    settle(g);
    expect(g.get('m').counters['+1/+1'] ?? 0).toBe(0);
    g.act({ cast: 'Giant Growth', targets: ['m'] });
    settle(g);
    expect(g.get('m').counters['+1/+1']).toBe(1);
    g.act({ cast: 'Giant Growth', targets: ['m'] });
    settle(g);
    expect(g.get('m').counters['+1/+1']).toBe(1);
    expect(pt(g, 'm')).toEqual([13, 12]);
  });
});

describe('"Whenever you gain life for the first time each turn"', () => {
  it("Cleric of Life's Bond: one counter for two life gains in a turn", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ["Chaplain's Blessing", "Chaplain's Blessing"],
            battlefield: [{ id: 'c', card: "Cleric of Life's Bond" }, 'Plains', 'Plains'],
          },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ cast: "Chaplain's Blessing" });
    settle(g);
    g.act({ cast: "Chaplain's Blessing" });
    settle(g);
    expect(g.state.players.p1.life).toBe(30);
    expect(g.get('c').counters['+1/+1']).toBe(1);
  });

  it("a life gain before the Cleric entered was the turn's first: the next one doesn't trigger it", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ["Chaplain's Blessing", "Chaplain's Blessing", "Cleric of Life's Bond"],
            battlefield: ['Plains', 'Plains', 'Plains', 'Swamp'],
          },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ cast: "Chaplain's Blessing" });
    settle(g);
    g.act({ cast: "Cleric of Life's Bond" });
    settle(g);
    g.act({ cast: "Chaplain's Blessing" });
    settle(g);
    expect(g.state.players.p1.life).toBe(30);
    expect(g.names('p1', 'battlefield')).toContain("Cleric of Life's Bond");
    expect(g.get("Cleric of Life's Bond").counters['+1/+1'] ?? 0).toBe(0);
  });

  it('near miss: "Whenever you lose life for the first time each turn" stays text', () => {
    const c = card(
      'Vengeful Warchief',
      '{4}{R}',
      'Creature — Orc Warrior',
      'Whenever you lose life for the first time each turn, put a +1/+1 counter on this creature. (Damage causes loss of life.)',
      '4/4',
    );
    expect(unenforced(c)).toHaveLength(1);
  });
});

describe('"Whenever you cast your first enchantment spell each turn" (CR 601.2i)', () => {
  it('Psemilla: a creature spell first uses nothing up; the first enchantment makes a Nymph, the second none', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Grizzly Bears', 'Glorious Anthem', 'Glorious Anthem'],
            battlefield: ['Psemilla, Meletian Poet', ...Array<string>(6).fill('Plains'), ...forests(2)],
          },
        },
      },
      [],
      { cards: CARDS },
    );
    const nymphs = () => g.names('p1', 'battlefield').filter((n) => n.startsWith('Nymph')).length;
    g.act({ cast: 'Grizzly Bears' });
    settle(g);
    expect(nymphs()).toBe(0);
    g.act({ cast: 'Glorious Anthem' });
    settle(g);
    expect(nymphs()).toBe(1);
    g.act({ cast: 'Glorious Anthem' });
    settle(g);
    expect(g.names('p1', 'battlefield').filter((n) => n === 'Glorious Anthem')).toHaveLength(2);
    expect(nymphs()).toBe(1);
  });

  it("The Frightful Four: an opponent's first noncreature spell costs them its mana value, the second nothing", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['The Frightful Four'] },
          p2: { hand: ['Lightning Bolt', 'Lightning Bolt'], battlefield: ['Mountain', 'Mountain'] },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ pass: true });
    g.act({ cast: 'Lightning Bolt', targets: ['p1'], player: 'p2' });
    settle(g);
    expect(g.state.players.p2.life).toBe(19);
    g.act({ pass: true });
    g.act({ cast: 'Lightning Bolt', targets: ['p1'], player: 'p2' });
    settle(g);
    expect(g.state.players.p1.life).toBe(14);
    expect(g.state.players.p2.life).toBe(19);
  });

  it('near miss: "your first Human creature spell each turn" (a subtype) stays text', () => {
    const c = card(
      'Torgal, A Fine Hound',
      '{1}{G}',
      'Legendary Creature — Wolf',
      'Whenever you cast your first Human creature spell each turn, that creature enters with an additional +1/+1 counter on it for each Dog and/or Wolf you control.\n{T}: Add one mana of any color.',
      '2/2',
    );
    expect(unenforced(c)).toHaveLength(1);
  });
});
