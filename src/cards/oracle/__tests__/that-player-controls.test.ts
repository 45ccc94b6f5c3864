// "that player controls a Plains", "… unless they control two or more basic lands": how many of
// those objects the player the trigger names controls (CR 608.2c; 603.4 for an intervening "if").
// Furnace Punisher deals 2 damage to the upkeep's player unless they control two or more basic
// lands; Spiritual Sanctuary gives 1 life to a player who controls a Plains. Near miss that stays
// text: Skullcage's "unless they have exactly three or exactly four cards in hand".
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, run, unenforced } from './compiled';

const punisher = card(
  'Furnace Punisher',
  '{2}{R}',
  'Creature — Phyrexian Warrior',
  "Menace\nAt the beginning of each player's upkeep, this creature deals 2 damage to that player unless they control two or more basic lands.",
  '3/3',
);
const sanctuary = card(
  'Spiritual Sanctuary',
  '{2}{W}{W}',
  'Enchantment',
  "At the beginning of each player's upkeep, if that player controls a Plains, they gain 1 life.",
);
const skullcage = card(
  'Skullcage',
  '{4}',
  'Artifact',
  "At the beginning of each opponent's upkeep, this artifact deals 2 damage to that player unless they have exactly three or exactly four cards in hand.",
);
const CARDS = compiled(punisher, sanctuary);

/** p2's upkeep begins with `p2Lands` on p2's side; the triggers resolve. */
function p2Upkeep(p1: string[], p2Lands: string[]) {
  const g = game(
    {
      turn: main,
      players: {
        p1: { battlefield: p1, library: ['Island', 'Island'] },
        p2: { battlefield: p2Lands, library: ['Island', 'Island'] },
      },
    },
    [],
    { cards: CARDS },
  );
  g.act({ advance: 'next-turn' });
  run(g);
  expect(g.error).toBeNull();
  return g;
}

describe('"that player controls …" (CR 608.2c, 603.4)', () => {
  it('Furnace Punisher: one basic land, 2 damage; two basic lands, none', () => {
    expect(p2Upkeep(['Furnace Punisher'], ['Mountain']).state.players.p2.life).toBe(18);
    expect(p2Upkeep(['Furnace Punisher'], ['Mountain', 'Forest']).state.players.p2.life).toBe(20);
    // The lands of the player whose upkeep it is, not the Punisher's controller's.
    expect(p2Upkeep(['Furnace Punisher', 'Mountain', 'Mountain'], ['Mountain']).state.players.p2.life).toBe(18);
  });

  it('Spiritual Sanctuary: a player with a Plains gains 1 life, one without gains none', () => {
    expect(p2Upkeep(['Spiritual Sanctuary'], ['Plains']).state.players.p2.life).toBe(21);
    expect(p2Upkeep(['Spiritual Sanctuary', 'Plains'], ['Mountain']).state.players.p2.life).toBe(20);
  });

  it('"unless they have exactly three or exactly four cards in hand" stays text', () => {
    expect(unenforced(skullcage)).toHaveLength(1);
  });
});
