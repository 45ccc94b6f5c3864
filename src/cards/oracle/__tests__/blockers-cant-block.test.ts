// Restrictions on blocks (CR 509.1b) written from the blockers' side: "Creatures with power less
// than this creature's power can't block it." (Battering Wurm), "Creatures with flying can't block
// creatures you control." (Bower Passage), and on the blocker itself: "This creature can't block
// creatures with power 2 or greater." (Brassclaw Orcs). Real pool cards, played in the engine.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const wurm = card(
  'Battering Wurm',
  '{6}{G}',
  'Creature — Wurm',
  "Bloodthirst 1 (If an opponent was dealt damage this turn, this creature enters with a +1/+1 counter on it.)\nCreatures with power less than this creature's power can't block it.",
  '4/3',
);
const bower = card(
  'Bower Passage',
  '{1}{G}',
  'Enchantment',
  "Creatures with flying can't block creatures you control.",
);
const orcs = card(
  'Brassclaw Orcs',
  '{2}{R}',
  'Creature — Orc',
  "This creature can't block creatures with power 2 or greater.",
  '3/2',
);
const ogre = card('Gray Ogre', '{2}{R}', 'Creature — Ogre', '', '2/2');
const hawk = card('Suntail Hawk', '{W}', 'Creature — Bird', 'Flying', '1/1');
const giant = card('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3/3');
const CARDS = compiled(wurm, bower, orcs, ogre, hawk, giant);

/** p1 (with `mine` on the battlefield) attacks with `attackers` into p2's `blockers`. */
function attack(attackers: string[], blockers: string[], mine: string[] = []) {
  const g = game(
    {
      turn: main,
      players: {
        p1: { battlefield: [...attackers.map((card, i) => ({ id: `a${i}`, card })), ...mine] },
        p2: { battlefield: blockers.map((card, i) => ({ id: `b${i}`, card })) },
      },
    },
    [{ advance: 'declareAttackers' }, { attack: attackers.map((_, i) => `a${i}`) }, { pass: true }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

describe("blockers that can't block (CR 509.1b)", () => {
  it('Battering Wurm (power 4): a 3/3 may not block it, a second Wurm (power 4, not less) may', () => {
    const g = attack(['Battering Wurm'], ['Hill Giant', 'Battering Wurm']);
    expect(() => g.act({ block: { b0: 'a0' }, player: 'p2' })).toThrow(/can't be blocked by/);
    g.act({ block: { b1: 'a0' }, player: 'p2' });
    expect(g.state.combat?.blockers).toEqual({ [g.get('b1').id]: g.get('a0').id });
  });

  it("Bower Passage: a creature with flying can't block p1's Ogre; one without flying can", () => {
    const g = attack(['Gray Ogre'], ['Suntail Hawk', 'Llanowar Elves'], ['Bower Passage']);
    expect(() => g.act({ block: { b0: 'a0' }, player: 'p2' })).toThrow(/can't be blocked by/);
    g.act({ block: { b1: 'a0' }, player: 'p2' });
    expect(Object.keys(g.state.combat?.blockers ?? {})).toHaveLength(1);
  });

  it("Bower Passage protects only its controller's creatures: p1's Suntail Hawk blocks p2's Hill Giant", () => {
    const g = game(
      {
        turn: { number: 4, active: 'p2' as const, phase: 'main1' as const },
        players: {
          p1: { battlefield: [{ id: 'hawk', card: 'Suntail Hawk' }, 'Bower Passage'] },
          p2: { battlefield: [{ id: 'giant', card: 'Hill Giant' }] },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['giant'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ block: { hawk: 'giant' }, player: 'p1' });
    expect(g.state.combat?.blockers).toEqual({ [g.get('hawk').id]: g.get('giant').id });
  });

  it('Brassclaw Orcs: blocks a 1/1, not a 2/2', () => {
    const g = attack(['Gray Ogre', 'Llanowar Elves'], ['Brassclaw Orcs']);
    expect(() => g.act({ block: { b0: 'a0' }, player: 'p2' })).toThrow(/can block only/);
    g.act({ block: { b0: 'a1' }, player: 'p2' });
    expect(g.state.combat?.blockers).toEqual({ [g.get('b0').id]: g.get('a1').id });
  });

  it('near misses stay text: "~\'s power" for other creatures (Champion of Lambholt), a counted power (Kraken of the Straits)', () => {
    const champion = card(
      'Champion of Lambholt',
      '{1}{G}{G}',
      'Creature — Human Warrior',
      "Creatures with power less than this creature's power can't block creatures you control.\nWhenever another creature you control enters, put a +1/+1 counter on this creature.",
      '1/1',
    );
    expect(unenforced(champion)).toEqual([
      "Creatures with power less than this creature's power can't block creatures you control.",
    ]);
    const kraken = card(
      'Kraken of the Straits',
      '{5}{U}{U}',
      'Creature — Kraken',
      "Creatures with power less than the number of Islands you control can't block this creature.",
      '6/6',
    );
    expect(unenforced(kraken)).toHaveLength(1);
  });
});
