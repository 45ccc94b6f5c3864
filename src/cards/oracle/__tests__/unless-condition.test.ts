// "You lose 2 life unless you control another Pirate", "Then discard a card unless you attacked
// this turn" (CR 608.2c): the condition is checked where it is written, as the effect resolves,
// and the instruction is followed only if it doesn't hold. "Also deals" (Rending Flame) is more
// damage from the same source. A condition the grammar doesn't read about "they" (Furnace
// Punisher) stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const boarder = card(
  'Fathom Fleet Boarder',
  '{2}{B}',
  'Creature — Orc Pirate',
  'When this creature enters, you lose 2 life unless you control another Pirate.',
  '3/3',
);
const captain = card(
  'Fathom Fleet Captain',
  '{1}{B}',
  'Creature — Human Pirate',
  'Menace\nWhenever this creature attacks, if you control another nontoken Pirate, you may pay {2}. If you do, create a 2/2 black Pirate creature token with menace.',
  '2/1',
);
const lacerator = card(
  'Vampire Lacerator',
  '{B}',
  'Creature — Vampire Warrior',
  'At the beginning of your upkeep, you lose 1 life unless an opponent has 10 or less life.',
  '2/2',
);
const flame = card(
  'Rending Flame',
  '{2}{R}',
  'Instant',
  "Rending Flame deals 5 damage to target creature or planeswalker. If that permanent is a Spirit, Rending Flame also deals 2 damage to that permanent's controller.",
);
const kami = card(
  'Kami of Ancient Law',
  '{1}{W}',
  'Creature — Spirit',
  'Sacrifice this creature: Destroy target enchantment.',
  '2/2',
);
const skullcage = card(
  'Skullcage',
  '{4}',
  'Artifact',
  "At the beginning of each opponent's upkeep, this artifact deals 2 damage to that player unless they have exactly three or exactly four cards in hand.",
);
const herald = card(
  'Azorius Herald',
  '{2}{W}',
  'Creature — Spirit',
  "This creature can't be blocked.\nWhen this creature enters, you gain 4 life.\nWhen this creature enters, sacrifice it unless {U} was spent to cast it.",
  '2/1',
);
const CARDS = compiled(boarder, captain, lacerator, flame, kami, herald);

function boarderGame(battlefield: (string | { id: string; card: string })[]) {
  const g = game(
    {
      turn: main,
      players: {
        p1: { hand: ['Fathom Fleet Boarder'], battlefield: ['Swamp', 'Swamp', 'Swamp', ...battlefield] },
        p2: {},
      },
    },
    [],
    { cards: CARDS },
  );
  g.act({ cast: 'Fathom Fleet Boarder' });
  g.act({ pass: true });
  g.act({ pass: true });
  expect(g.error).toBeNull();
  return g;
}

describe('"… unless [condition]" (CR 608.2c)', () => {
  it('Fathom Fleet Boarder alone: you lose 2 life', () => {
    expect(boarderGame([]).state.players.p1.life).toBe(18);
  });

  it('Fathom Fleet Boarder with another Pirate: you lose none', () => {
    expect(boarderGame(['Fathom Fleet Captain']).state.players.p1.life).toBe(20);
  });

  it('Vampire Lacerator: 1 life at your upkeep, none once an opponent has 10 or less life', () => {
    const upkeep = (p2Life: number) => {
      const g = game(
        {
          turn: { number: 3, active: 'p1', phase: 'untap' },
          players: {
            p1: { battlefield: ['Vampire Lacerator'], library: ['Swamp', 'Swamp'] },
            p2: { life: p2Life },
          },
        },
        [],
        { cards: CARDS },
      );
      g.act({ advance: 'upkeep' });
      while (g.stack().length) g.act({ pass: true });
      expect(g.error).toBeNull();
      return g.state.players.p1.life;
    };
    expect(upkeep(20)).toBe(19);
    expect(upkeep(10)).toBe(20);
  });

  it('Azorius Herald: sacrificed unless {U} was spent to cast it (CR 601.2h)', () => {
    const cast = (lands: string[]) => {
      const g = game({ turn: main, players: { p1: { hand: ['Azorius Herald'], battlefield: lands }, p2: {} } }, [], {
        cards: CARDS,
      });
      g.act({ cast: 'Azorius Herald' });
      g.act({ pass: true });
      // Its two enters triggers are put on the stack in an order its controller gives (CR 603.3b).
      g.act({ decide: ['0', '1'] });
      while (g.stack().length) g.act({ pass: true });
      expect(g.error).toBeNull();
      return g;
    };
    const white = cast(['Plains', 'Plains', 'Plains']);
    expect(white.names('p1', 'graveyard')).toEqual(['Azorius Herald']);
    expect(white.state.players.p1.life).toBe(24);
    const blue = cast(['Plains', 'Island', 'Island']);
    expect(blue.names('p1', 'battlefield')).toContain('Azorius Herald');
  });

  // (Furnace Punisher's "unless they control two or more basic lands": that-player-controls.test.ts.)
  it('Skullcage ("unless they have exactly three or exactly four cards in hand", not read) stays text', () => {
    expect(unenforced(skullcage)).toHaveLength(1);
  });
});

describe('"~ also deals N damage to …"', () => {
  it('Rending Flame: 5 damage to a Spirit and 2 to its controller; to another creature, 5 only', () => {
    const play = (target: string) => {
      const g = game(
        {
          turn: main,
          players: {
            p1: { hand: ['Rending Flame'], battlefield: ['Mountain', 'Mountain', 'Mountain'] },
            p2: {
              battlefield: [
                { id: 'kami', card: 'Kami of Ancient Law' },
                { id: 'bears', card: 'Grizzly Bears' },
              ],
            },
          },
        },
        [],
        { cards: CARDS },
      );
      g.act({ cast: 'Rending Flame', targets: [target] });
      g.act({ pass: true });
      expect(g.error).toBeNull();
      return g;
    };
    const spirit = play('kami');
    expect(spirit.names('p2', 'graveyard')).toEqual(['Kami of Ancient Law']);
    expect(spirit.state.players.p2.life).toBe(18);
    const bears = play('bears');
    expect(bears.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(bears.state.players.p2.life).toBe(20);
  });
});
