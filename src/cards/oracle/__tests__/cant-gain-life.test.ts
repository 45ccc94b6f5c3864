// "Players can't gain life" (Rampaging Ferocidon), "Your opponents can't gain life" (Knight of
// Dusk's Shadow): a prohibition (CR 101.2) on the players named — life they would gain is not
// gained, and an effect that would change that gain (Tainted Remedy's "loses that much life
// instead") doesn't apply, since there is no gain. The ability's controller still gains life
// under "Your opponents …". Near miss that stays text: Skullcrack's one-shot "Players can't gain
// life this turn".
import { describe, expect, it } from 'vitest';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const ferocidon = card(
  'Rampaging Ferocidon',
  '{2}{R}',
  'Creature — Dinosaur',
  "Menace\nPlayers can't gain life.\nWhenever another creature enters, this creature deals 1 damage to that creature's controller.",
  '3/3',
);
const knight = card(
  "Knight of Dusk's Shadow",
  '{1}{B}',
  'Creature — Human Knight',
  "Menace (This creature can't be blocked except by two or more creatures.)\nYour opponents can't gain life.\n{1}{B}: This creature gets +1/+1 until end of turn.",
  '2/2',
);
const remedy = card(
  'Tainted Remedy',
  '{2}{B}',
  'Enchantment',
  'If an opponent would gain life, that player loses that much life instead.',
);
const revitalize = card('Revitalize', '{1}{W}', 'Instant', 'You gain 3 life.\nDraw a card.');
const skullcrack = card(
  'Skullcrack',
  '{1}{R}',
  'Instant',
  "Players can't gain life this turn. Damage can't be prevented this turn. Skullcrack deals 3 damage to target player or planeswalker.",
);
const CARDS = compiled(ferocidon, knight, remedy, revitalize);

/** `caster` casts Revitalize with p1 controlling `mine` and p2 controlling `theirs`. */
function revitalizeWith(caster: 'p1' | 'p2', mine: string[], theirs: string[]): Game {
  const lands = ['Plains', 'Plains'];
  const g = game(
    {
      turn: caster === 'p1' ? main : { number: 4, active: 'p2', phase: 'main1' },
      players: {
        p1: {
          battlefield: [...mine, ...(caster === 'p1' ? lands : [])],
          hand: caster === 'p1' ? ['Revitalize'] : [],
          library: ['Island', 'Island'],
        },
        p2: {
          battlefield: [...theirs, ...(caster === 'p2' ? lands : [])],
          hand: caster === 'p2' ? ['Revitalize'] : [],
          library: ['Island', 'Island'],
        },
      },
    },
    // The caster is the active player, who has priority: they cast it, then both pass.
    [{ cast: 'Revitalize' }, { pass: true }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

describe('"Players can\'t gain life", "Your opponents can\'t gain life" (CR 101.2)', () => {
  it("Rampaging Ferocidon: its controller's Revitalize gains no life, and the card is still drawn", () => {
    const g = revitalizeWith('p1', ['Rampaging Ferocidon'], []);
    expect(g.state.players.p1.life).toBe(20);
    expect(g.names('p1', 'hand')).toEqual(['Island']);
  });

  it("Knight of Dusk's Shadow: p2 gains no life, while p1, its controller, still does", () => {
    const g = revitalizeWith('p2', ["Knight of Dusk's Shadow"], []);
    expect(g.state.players.p2.life).toBe(20);
    const h = revitalizeWith('p1', ["Knight of Dusk's Shadow"], []);
    expect(h.state.players.p1.life).toBe(23);
  });

  it('with Tainted Remedy too, p2 neither gains nor loses life: there is no gain to replace', () => {
    const g = revitalizeWith('p2', ["Knight of Dusk's Shadow", 'Tainted Remedy'], []);
    expect(g.state.players.p2.life).toBe(20);
  });

  it('near miss: Skullcrack\'s "Players can\'t gain life this turn" stays text', () => {
    expect(unenforced(skullcrack)).toHaveLength(1);
  });
});
