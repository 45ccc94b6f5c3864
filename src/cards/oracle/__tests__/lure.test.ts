// "All creatures able to block ~ do so" on real pool cards (CR 509.1c): a requirement on each
// creature of the defending player the phrase names; the block declaration must obey as many of
// them as any declaration within the restrictions could. Static (Breaker of Armies, Lure, Marble
// Priest's "All Walls …") and "this turn" from a spell (Alluring Scent). Menace (702.111b) is a
// restriction: a lone creature able to block is not required to block a creature with menace,
// two are. Near misses stay text: the requirement joined to other predicates under a condition
// (Gift of the Deity), and a phrase naming a controller (You Look Upon the Tarrasque).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const breaker = card(
  'Breaker of Armies',
  '{8}',
  'Creature — Eldrazi',
  'All creatures able to block this creature do so.',
  '10/8',
);
const lure = card(
  'Lure',
  '{1}{G}{G}',
  'Enchantment — Aura',
  'Enchant creature\nAll creatures able to block enchanted creature do so.',
);
const marblePriest = card(
  'Marble Priest',
  '{5}',
  'Artifact Creature — Cleric',
  'All Walls able to block this creature do so.\nPrevent all combat damage that would be dealt to this creature by Walls.',
  '3/3',
);
const wallOfStone = card(
  'Wall of Stone',
  '{1}{R}{R}',
  'Creature — Wall',
  "Defender (This creature can't attack.)",
  '0/8',
);
const alluringScent = card(
  'Alluring Scent',
  '{1}{G}{G}',
  'Sorcery',
  'All creatures able to block target creature this turn do so.',
);
const boggartBrute = card(
  'Boggart Brute',
  '{2}{R}',
  'Creature — Goblin Warrior',
  "Menace (This creature can't be blocked except by two or more creatures.)",
  '3/2',
);
const giftOfTheDeity = card(
  'Gift of the Deity',
  '{4}{B/G}',
  'Enchantment — Aura',
  'Enchant creature\nAs long as enchanted creature is black, it gets +1/+1 and has deathtouch. (Any amount of damage it deals to a creature is enough to destroy that creature.)\nAs long as enchanted creature is green, it gets +1/+1 and all creatures able to block it do so.',
);
const CARDS = compiled(breaker, lure, marblePriest, wallOfStone, alluringScent, boggartBrute);

/** p1 attacks with `attackers` (ids a1, a2 …); p2 controls `blockers` (ids b1, b2 …). */
function attackWith(attackers: string[], blockers: string[], p1More: object[] = []) {
  const g = game(
    {
      turn: main,
      players: {
        p1: { battlefield: [...attackers.map((c, i) => ({ id: `a${i + 1}`, card: c })), ...p1More] },
        p2: { battlefield: blockers.map((c, i) => ({ id: `b${i + 1}`, card: c })) },
      },
    },
    [{ advance: 'declareAttackers' }, { attack: attackers.map((_, i) => `a${i + 1}`) }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

describe('"All creatures able to block ~ do so" (CR 509.1c)', () => {
  it('Breaker of Armies: both Bears must block it; one alone, or none, is refused', () => {
    const g = attackWith(['Breaker of Armies'], ['Grizzly Bears', 'Grizzly Bears']);
    expect(() => g.act({ block: { b1: 'a1' }, player: 'p2' })).toThrow(
      /Grizzly Bears is able to block Breaker of Armies/,
    );
    expect(() => g.act({ block: {}, player: 'p2' })).toThrow(/509\.1c|able to block/);
    g.act({ block: { b1: 'a1', b2: 'a1' }, player: 'p2' });
    expect(g.state.combat?.blockers).toEqual({ [g.get('b1').id]: g.get('a1').id, [g.get('b2').id]: g.get('a1').id });
  });

  it('passing without declaring blockers is refused while a creature is able to block Breaker of Armies', () => {
    const g = attackWith(['Breaker of Armies'], ['Grizzly Bears']);
    g.act({ advance: 'declareBlockers' });
    expect(g.state.turn.step).toBe('declareBlockers');
    expect(() => g.act({ pass: true })).toThrow(/able to block/);
  });

  it('Breaker of Armies: blocking the other attacker instead disobeys the requirement', () => {
    const g = attackWith(['Breaker of Armies', 'Grizzly Bears'], ['Grizzly Bears']);
    expect(() => g.act({ block: { b1: 'a2' }, player: 'p2' })).toThrow(/able to block/);
    g.act({ block: { b1: 'a1' }, player: 'p2' });
    g.act({ advance: 'end' });
    expect(g.state.players.p2.life).toBe(18);
  });

  it('Lure on the Bears: the enchanted creature must be blocked by each creature able to', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'a1', card: 'Grizzly Bears' },
              { card: 'Lure', attachedTo: 'a1' },
            ],
          },
          p2: { battlefield: [{ id: 'b1', card: 'Grizzly Bears' }] },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['a1'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(() => g.act({ block: {}, player: 'p2' })).toThrow(/able to block/);
    g.act({ block: { b1: 'a1' }, player: 'p2' });
  });

  it('Marble Priest: a Wall must block it, a Bears need not', () => {
    const g = attackWith(['Marble Priest'], ['Wall of Stone', 'Grizzly Bears']);
    expect(() => g.act({ block: {}, player: 'p2' })).toThrow(/Wall of Stone is able to block Marble Priest/);
    g.act({ block: { b1: 'a1' }, player: 'p2' });
    g.act({ advance: 'end' });
    expect(g.state.players.p2.life).toBe(20);
  });

  it('Alluring Scent lasts this turn: the Bears must block the target, and the next turn no requirement is left', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'a1', card: 'Grizzly Bears' }, 'Forest', 'Forest', 'Forest'],
            hand: ['Alluring Scent'],
          },
          p2: { battlefield: [{ id: 'b1', card: 'Grizzly Bears' }] },
        },
      },
      [
        { cast: 'Alluring Scent', targets: ['a1'] },
        { pass: true },
        { advance: 'declareAttackers' },
        { attack: ['a1'] },
      ],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(() => g.act({ block: {}, player: 'p2' })).toThrow(/able to block/);
    g.act({ block: { b1: 'a1' }, player: 'p2' });
    expect(g.state.effects.some((e) => e.cant?.some((c) => typeof c === 'object' && 'allAbleBlock' in c))).toBe(true);
    g.act({ advance: 'next-turn' });
    expect(g.state.effects.some((e) => e.cant?.some((c) => typeof c === 'object' && 'allAbleBlock' in c))).toBe(false);
  });

  it('menace: one creature alone is not required to block Boggart Brute under Alluring Scent, two are', () => {
    const setUp = (blockers: string[]) =>
      game(
        {
          turn: main,
          players: {
            p1: {
              battlefield: [{ id: 'a1', card: 'Boggart Brute' }, 'Forest', 'Forest', 'Forest'],
              hand: ['Alluring Scent'],
            },
            p2: { battlefield: blockers.map((c, i) => ({ id: `b${i + 1}`, card: c })) },
          },
        },
        [
          { cast: 'Alluring Scent', targets: ['a1'] },
          { pass: true },
          { advance: 'declareAttackers' },
          { attack: ['a1'] },
        ],
        { cards: CARDS },
      );
    const one = setUp(['Grizzly Bears']);
    expect(one.error).toBeNull();
    one.act({ block: {}, player: 'p2' });
    const two = setUp(['Grizzly Bears', 'Grizzly Bears']);
    expect(two.error).toBeNull();
    expect(() => two.act({ block: {}, player: 'p2' })).toThrow(/2 such blocks are possible, this declaration makes 0/);
    two.act({ block: { b1: 'a1', b2: 'a1' }, player: 'p2' });
  });

  it('near misses stay text: joined to other predicates under a condition; a controller in the phrase', () => {
    expect(unenforced(giftOfTheDeity)).toEqual([
      'As long as enchanted creature is green, it gets +1/+1 and all creatures able to block it do so.',
    ]);
    const tarrasque = card(
      'You Look Upon the Tarrasque',
      '{4}{G}',
      'Instant',
      'Choose one —\n• Run and Hide — Prevent all combat damage that would be dealt to you and creatures you control this turn.\n• Gather Your Courage — Target creature gets +5/+5 and gains indestructible until end of turn. All creatures your opponents control able to block that creature this turn do so.',
    );
    expect(unenforced(tarrasque).length).toBeGreaterThan(0);
  });
});
