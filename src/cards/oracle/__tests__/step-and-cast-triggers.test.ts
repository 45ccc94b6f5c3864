// "At the beginning of your upkeep and whenever you cast a red spell" (the Shrines), "Whenever
// you cast a red spell or a Mountain you control enters" (the Magus Staffs): one ability, two
// trigger events (CR 603.2, 603.2b, 601.2i, 603.6a). "At the beginning of each other player's
// draw step" (Well of Ideas): each opponent's (two players, CR 102.2). Real cards. Near miss:
// "each other player's first upkeep" stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const shrine = card(
  'Shrine of Burning Rage',
  '{2}',
  'Artifact',
  'At the beginning of your upkeep and whenever you cast a red spell, put a charge counter on this artifact.\n{3}, {T}, Sacrifice this artifact: It deals damage equal to the number of charge counters on it to any target.',
);
const staff = card(
  'Staff of the Flame Magus',
  '{3}',
  'Artifact',
  'Whenever you cast a red spell or a Mountain you control enters, you gain 1 life.',
);
const well = card(
  'Well of Ideas',
  '{5}{U}',
  'Enchantment',
  "When this enchantment enters, draw two cards.\nAt the beginning of each other player's draw step, that player draws an additional card.\nAt the beginning of your draw step, draw two additional cards.",
);
const CARDS = compiled(shrine, staff, well);
const library = ['Island', 'Island', 'Island', 'Island', 'Island'];

describe('two trigger events of one ability (CR 603.2)', () => {
  it('Shrine of Burning Rage: a counter at the upkeep and one for a red spell cast', () => {
    const g = game(
      {
        turn: { number: 3, active: 'p1', phase: 'untap' },
        players: {
          p1: {
            battlefield: [{ id: 's', card: 'Shrine of Burning Rage' }, 'Mountain'],
            hand: ['Lightning Bolt'],
            library,
          },
          p2: { library },
        },
      },
      [{ advance: 'upkeep' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Shrine of Burning Rage ability']);
    g.act({ pass: true });
    expect(g.get('s').counters).toEqual({ charge: 1 });
    g.act({ advance: 'main1' });
    g.act({ cast: 'Lightning Bolt', targets: ['p2'] });
    expect(g.stack()).toEqual(['Lightning Bolt', 'Shrine of Burning Rage ability']);
    g.act({ pass: true });
    expect(g.get('s').counters).toEqual({ charge: 2 });
  });

  it('Staff of the Flame Magus: 1 life for a red spell cast, 1 for a Mountain entering; nothing for a Forest', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Staff of the Flame Magus', 'Mountain'],
            hand: ['Lightning Bolt', 'Mountain'],
          },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['p2'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Lightning Bolt', 'Staff of the Flame Magus ability']);
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.state.players.p1.life).toBe(21);
    g.act({ cast: 'Mountain' });
    expect(g.stack()).toEqual(['Staff of the Flame Magus ability']);
    g.act({ pass: true });
    expect(g.state.players.p1.life).toBe(22);
  });

  it("Well of Ideas: at the opponent's draw step that player draws an additional card", () => {
    const g = game(
      {
        turn: { number: 4, active: 'p2', phase: 'upkeep' },
        players: { p1: { battlefield: ['Well of Ideas'], library }, p2: { library } },
      },
      [{ advance: 'draw' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Well of Ideas ability']);
    g.act({ pass: true });
    expect(g.names('p2', 'hand')).toHaveLength(2);
    expect(g.names('p1', 'hand')).toHaveLength(0);
  });

  it('near miss: "At the beginning of each other player\'s first upkeep" stays text', () => {
    const c = card(
      'Hold the Perimeter',
      '',
      'Conspiracy',
      '(Start the game with this conspiracy face up in the command zone.)\nAt the beginning of your first upkeep, create a 1/2 white Soldier creature token with defender.\nAt the beginning of each other player\'s first upkeep, that player creates a 1/1 red Goblin creature token with "This creature can\'t block."',
    );
    expect(unenforced(c)).toContain(
      'At the beginning of each other player\'s first upkeep, that player creates a 1/1 red Goblin creature token with "This creature can\'t block."',
    );
  });
});
