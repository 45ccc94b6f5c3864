// A card's own timing restriction (CR 601.3) on compiled real cards: "only during the declare
// attackers step and only if you've been attacked this step" (a creature attacks its caster,
// 508.1), "only during the declare attackers step", "only during an opponent's turn".
import { describe, expect, it } from 'vitest';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, unenforced } from './compiled';

const blade = card(
  "Assassin's Blade",
  '{1}{B}',
  'Instant',
  "Cast this spell only during the declare attackers step and only if you've been attacked this step.\nDestroy target nonblack attacking creature.",
);
const teleport = card(
  'Teleport',
  '{U}{U}{U}',
  'Instant',
  "Cast this spell only during the declare attackers step.\nTarget creature can't be blocked this turn.",
);
const lure = card(
  'Lure of Prey',
  '{2}{G}{G}',
  'Instant',
  'Cast this spell only if an opponent cast a creature spell this turn.\nYou may put a green creature card from your hand onto the battlefield.',
);
const CARDS = compiled(blade, teleport);

/** p2's turn, main phase: p2 has Grizzly Bears; p1 holds the instants with lands to pay. */
function board(): Game {
  return game(
    {
      turn: { number: 4, active: 'p2', phase: 'main1' },
      players: {
        p1: {
          hand: ["Assassin's Blade", 'Teleport'],
          battlefield: ['Swamp', 'Swamp', 'Island', 'Island', 'Island', { id: 'spider', card: 'Giant Spider' }],
        },
        p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
      },
    },
    [],
    { cards: CARDS },
  );
}

describe('more cast timing restrictions (CR 601.3)', () => {
  it("Assassin's Blade: refused in the main phase; cast once p1 is attacked in the declare attackers step", () => {
    const g = board();
    expect(() => g.act({ cast: "Assassin's Blade", targets: ['bears'], player: 'p1' })).toThrow(
      /declare attackers step/,
    );
    g.act({ advance: 'declareAttackers', player: 'p2' });
    g.act({ attack: ['bears'], player: 'p2' });
    expect(g.error).toBeNull();
    g.act({ cast: "Assassin's Blade", targets: ['bears'], player: 'p1' });
    expect(g.error).toBeNull();
    g.act({ pass: true });
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
  });

  it("Assassin's Blade: refused in the declare attackers step when nothing attacks p1", () => {
    const g = board();
    g.act({ advance: 'declareAttackers', player: 'p2' });
    g.act({ attack: [], player: 'p2' });
    expect(() => g.act({ cast: "Assassin's Blade", targets: ['bears'], player: 'p1' })).toThrow(/been attacked/);
  });

  it('Teleport: castable in the declare attackers step of either player, not in a main phase', () => {
    const g = board();
    expect(() => g.act({ cast: 'Teleport', targets: ['spider'], player: 'p1' })).toThrow(/declare attackers step/);
    g.act({ advance: 'declareAttackers', player: 'p2' });
    g.act({ attack: ['bears'], player: 'p2' });
    g.act({ cast: 'Teleport', targets: ['bears'], player: 'p1' });
    expect(g.error).toBeNull();
  });

  // Reset ("during an opponent's turn after their upkeep step") is read now: cast-only-if.test.ts.
  it('near miss: "only if an opponent cast a creature spell this turn" stays text', () => {
    expect(unenforced(lure)).toEqual(['Cast this spell only if an opponent cast a creature spell this turn.']);
  });
});
