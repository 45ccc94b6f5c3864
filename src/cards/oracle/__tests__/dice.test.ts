// Rolling a die (CR 706.1): "roll a d20", "roll a six-sided die"; "the result" and "that much"
// after "If the result is 3 or less" read the roll, and a results table ("1—9 | …") does only the
// row the result falls in. The roll comes from the board's seed, so each test plays the same card
// on many seeds and checks each game against the roll its log shows. Real cards through the engine.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const hoardingOgre = card(
  'Hoarding Ogre',
  '{3}{R}',
  'Creature — Ogre',
  'Whenever this creature attacks, roll a d20.\n1—9 | Create a Treasure token.\n10—19 | Create two Treasure tokens.\n20 | Create three Treasure tokens.',
  '3/3',
);
const dissatisfiedCustomer = card(
  'Dissatisfied Customer',
  '{1}{B}',
  'Creature — Human Guest',
  'Flying, haste\nWhen this creature enters, roll a six-sided die. If the result is 3 or less, you lose that much life.',
  '2/1',
);
const vegetationAbomination = card(
  'Vegetation Abomination',
  '{4}{G}',
  'Creature — Plant Horror',
  'Deathtouch\n{T}, Sacrifice this creature: Roll a six-sided die. You gain life equal to the result.',
  '4/4',
);
const CARDS = compiled(hoardingOgre, dissatisfiedCustomer, vegetationAbomination);
const library = ['Island', 'Island', 'Island', 'Island', 'Island'];
const SEEDS = Array.from({ length: 12 }, (_, i) => i + 1);

type G = ReturnType<typeof game>;
/** The die rolls the game's log shows, in order (CR 706.1 notes). */
function rolls(g: G): number[] {
  return g.events
    .filter((e) => e.type === 'Note' && e.rule === '706.1')
    .map((e) => Number(/: (\d+)\.$/.exec((e as { text: string }).text)?.[1]));
}

describe('rolling a die (CR 706.1)', () => {
  it('Hoarding Ogre: a d20 and the one row its result falls in (1—9: one Treasure, 10—19: two, 20: three)', () => {
    const seen = new Set<number>();
    for (const seed of SEEDS) {
      const g = game(
        {
          turn: { ...main, phase: 'main1' },
          options: { seed },
          players: { p1: { battlefield: ['Hoarding Ogre'], library }, p2: { library } },
        },
        [{ advance: 'declareAttackers' }, { attack: ['Hoarding Ogre'] }],
        { cards: CARDS },
      );
      g.act({ pass: true });
      g.act({ pass: true, player: 'p2' });
      expect(g.error).toBeNull();
      const [roll] = rolls(g);
      expect(roll).toBeGreaterThanOrEqual(1);
      expect(roll).toBeLessThanOrEqual(20);
      const treasures = g.names('p1', 'battlefield').filter((n) => n.startsWith('Treasure')).length;
      expect(treasures).toBe(roll! <= 9 ? 1 : roll! <= 19 ? 2 : 3);
      seen.add(treasures);
    }
    // The seeds reach more than one row.
    expect(seen.size).toBeGreaterThan(1);
  });

  it('Dissatisfied Customer: "If the result is 3 or less, you lose that much life" — the result, only then', () => {
    const lost = new Set<boolean>();
    for (const seed of SEEDS) {
      const g = game(
        {
          turn: main,
          options: { seed },
          players: {
            p1: { hand: ['Dissatisfied Customer'], battlefield: ['Swamp', 'Swamp'], library },
            p2: { library },
          },
        },
        [{ cast: 'Dissatisfied Customer' }],
        { cards: CARDS },
      );
      g.act({ pass: true });
      g.act({ pass: true, player: 'p2' });
      g.act({ pass: true });
      g.act({ pass: true, player: 'p2' });
      expect(g.error).toBeNull();
      const [roll] = rolls(g);
      expect(roll).toBeGreaterThanOrEqual(1);
      expect(roll).toBeLessThanOrEqual(6);
      expect(g.state.players.p1.life).toBe(roll! <= 3 ? 20 - roll! : 20);
      lost.add(roll! <= 3);
    }
    expect(lost.size).toBe(2);
  });

  it('Vegetation Abomination: "You gain life equal to the result"', () => {
    for (const seed of SEEDS.slice(0, 4)) {
      const g = game(
        {
          turn: main,
          options: { seed },
          players: { p1: { battlefield: ['Vegetation Abomination'], library }, p2: { library } },
        },
        [{ activate: 'Vegetation Abomination' }],
        { cards: CARDS },
      );
      g.act({ pass: true });
      g.act({ pass: true, player: 'p2' });
      expect(g.error).toBeNull();
      const [roll] = rolls(g);
      expect(g.state.players.p1.life).toBe(20 + roll!);
      expect(g.names('p1', 'graveyard')).toEqual(['Vegetation Abomination']);
    }
  });

  it('near misses stay text: "scry a number of cards equal to the result" and "roll two d8 and choose one result"', () => {
    {
      const c = card(
        'Boing!',
        '{1}{U}',
        'Instant',
        "Return target creature to its owner's hand, then roll a six-sided die. If the result is 3 or less, scry a number of cards equal to the result.",
      );
      expect(unenforced(c)).toEqual([c.oracle_text]);
    }
    {
      const c = card(
        'Arcane Endeavor',
        '{5}{U}{U}',
        'Sorcery',
        'Roll two d8 and choose one result. Draw cards equal to that result. Then you may cast an instant or sorcery spell with mana value less than or equal to the other result from your hand without paying its mana cost.',
      );
      expect(unenforced(c)).toEqual([c.oracle_text]);
    }
  });
});
