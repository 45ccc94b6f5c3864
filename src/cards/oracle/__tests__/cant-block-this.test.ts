// "Target creature can't block this creature this turn" (CR 509.1b): an effect on the target
// naming the attacker, fixed as it resolves (611.2c): it can't block that creature this turn, and
// may still block others. Sabertooth Alley Cat's group ("Creatures without defender can't block
// this creature this turn", a rule for creatures that come later too) stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const crawler = card(
  'Duct Crawler',
  '{R}',
  'Creature — Insect',
  "{1}{R}: Target creature can't block this creature this turn.",
  '1/1',
);
const bloodscale = card(
  'Burning-Tree Bloodscale',
  '{2}{R}{G}',
  'Creature — Lizard Berserker',
  "Bloodthirst 1 (If an opponent was dealt damage this turn, this creature enters with a +1/+1 counter on it.)\n{2}{R}: Target creature can't block this creature this turn.\n{2}{G}: Target creature blocks this creature this turn if able.",
  '2/2',
);
const cat = card(
  'Sabertooth Alley Cat',
  '{1}{R}{R}',
  'Creature — Cat',
  "This creature attacks each combat if able.\n{1}{R}: Creatures without defender can't block this creature this turn.",
  '2/1',
);
const CARDS = compiled(crawler, bloodscale);

/** Duct Crawler and Grizzly Bears attack; p2 has a Grizzly Bears (gb). */
function attack() {
  const g = game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: [{ id: 'dc', card: 'Duct Crawler' }, { id: 'b', card: 'Grizzly Bears' }, 'Mountain', 'Mountain'],
        },
        p2: { battlefield: [{ id: 'gb', card: 'Grizzly Bears' }] },
      },
    },
    [{ advance: 'declareAttackers' }, { attack: ['dc', 'b'] }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

describe('"Target creature can\'t block this creature this turn" (CR 509.1b)', () => {
  it('Duct Crawler: the targeted Bears can block the other attacker, not the Crawler', () => {
    const g = attack();
    g.act({ activate: 'dc', targets: ['gb'] });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.state.turn.step).toBe('declareAttackers');
    g.act({ advance: 'declareBlockers' });
    expect(() => g.act({ block: { gb: 'dc' }, player: 'p2' })).toThrow(/can't block Duct Crawler/);
    g.act({ block: { gb: 'b' }, player: 'p2' });
    expect(g.error).toBeNull();
  });

  it('without the ability the Bears may block the Crawler', () => {
    const g = attack();
    g.act({ advance: 'declareBlockers' });
    g.act({ block: { gb: 'dc' }, player: 'p2' });
    expect(g.error).toBeNull();
  });

  it("Burning-Tree Bloodscale reads both of its abilities; the Alley Cat's group stays text", () => {
    expect(unenforced(cat)).toEqual(["{1}{R}: Creatures without defender can't block this creature this turn."]);
  });
});
