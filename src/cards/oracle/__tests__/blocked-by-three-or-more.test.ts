// "can't be blocked except by three or more creatures" (CR 509.1b): a declaration in which fewer
// than three creatures block it is illegal; three may. Sonorous Howlbonder gives it to each of its
// controller's creatures with menace (menace's two, 702.111b, is then not enough). "except by
// exactly two creatures" stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const ceratops = card(
  'Rampaging Ceratops',
  '{4}{R}',
  'Creature — Dinosaur',
  "This creature can't be blocked except by three or more creatures.",
  '5/4',
);
const howlbonder = card(
  'Sonorous Howlbonder',
  '{1}{B/R}{B/R}',
  'Creature — Human Warrior',
  "Menace\nEach creature you control with menace can't be blocked except by three or more creatures.",
  '2/2',
);
const CARDS = compiled(ceratops, howlbonder);

/** p1's `attacker` (a) attacks; p2 has three Grizzly Bears (g0, g1, g2). */
function attack(attacker: string) {
  const g = game(
    {
      turn: main,
      players: {
        p1: { battlefield: [{ id: 'a', card: attacker }] },
        p2: { battlefield: [0, 1, 2].map((i) => ({ id: `g${i}`, card: 'Grizzly Bears' })) },
      },
    },
    [{ advance: 'declareAttackers' }, { attack: ['a'] }, { advance: 'declareBlockers' }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

describe('"can\'t be blocked except by three or more creatures" (CR 509.1b)', () => {
  it('Rampaging Ceratops: one or two blockers are refused, three may block', () => {
    const g = attack('Rampaging Ceratops');
    expect(() => g.act({ block: { g0: 'a' }, player: 'p2' })).toThrow(/except by 3 or more/);
    expect(() => g.act({ block: { g0: 'a', g1: 'a' }, player: 'p2' })).toThrow(/except by 3 or more/);
    g.act({ block: { g0: 'a', g1: 'a', g2: 'a' }, player: 'p2' });
    expect(g.error).toBeNull();
    expect(g.state.combat?.blocked).toEqual([g.get('a').id]);
  });

  it('Sonorous Howlbonder (menace): two blockers are refused, three may block', () => {
    const g = attack('Sonorous Howlbonder');
    expect(() => g.act({ block: { g0: 'a', g1: 'a' }, player: 'p2' })).toThrow(/except by 3 or more/);
    g.act({ block: { g0: 'a', g1: 'a', g2: 'a' }, player: 'p2' });
    expect(g.error).toBeNull();
  });

  it('near miss: "except by exactly two creatures" stays text', () => {
    const odd = card(
      'Test Beast',
      '{3}',
      'Creature — Beast',
      "This creature can't be blocked except by exactly two creatures.",
      '3/3',
    );
    expect(unenforced(odd)).toHaveLength(1);
  });
});
