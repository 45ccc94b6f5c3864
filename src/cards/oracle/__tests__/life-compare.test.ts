// Life totals compared (CR 119.1): "if an opponent has more life than you" (Sunset Revelry,
// Linvala), "if you have more life than an opponent" (Glorious Enforcer), "if no opponent has
// more life than that player" (Sword Coast Sailor's granted attack trigger); and "that player"
// after "Whenever a creature attacks one of your opponents" is the defending player (CR 506.2,
// Calculating Lich). Near misses that stay text: "if that player has more life than each other
// player" (Battle Angels of Tyr) and "attacks a player who has more life than you" (Namor).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, run, unenforced } from './compiled';

const revelry = card(
  'Sunset Revelry',
  '{1}{W}',
  'Sorcery',
  'If an opponent has more life than you, you gain 4 life.\nIf an opponent controls more creatures than you, create two 1/1 white Human creature tokens.\nIf an opponent has more cards in hand than you, draw a card.',
);
const enforcer = card(
  'Glorious Enforcer',
  '{5}{W}{W}',
  'Creature — Angel',
  'Flying, lifelink\nAt the beginning of each combat, if you have more life than an opponent, this creature gains double strike until end of turn.',
  '5/5',
);
const sailor = card(
  'Sword Coast Sailor',
  '{1}{U}',
  'Legendary Enchantment — Background',
  'Commander creatures you own have "Whenever this creature attacks a player, if no opponent has more life than that player, this creature can\'t be blocked this turn."',
);
const lich = card(
  'Calculating Lich',
  '{4}{B}{B}',
  'Creature — Zombie Wizard',
  'Menace\nWhenever a creature attacks one of your opponents, that player loses 1 life.',
  '5/5',
);
const angels = card(
  'Battle Angels of Tyr',
  '{2}{W}{W}',
  'Creature — Angel Knight',
  'Flying, myriad\nWhenever this creature deals combat damage to a player, draw a card if that player has more cards in hand than each other player. Then you create a Treasure token if that player controls more lands than each other player. Then you gain 3 life if that player has more life than each other player.',
  '4/4',
);
const namor = card(
  'Namor, Atlantean King',
  '{1}{W}{U}',
  'Legendary Creature — Mutant Merfolk Noble',
  'Flying\nWhenever you cast a noncreature spell, create a 1/1 blue Merfolk creature token.\nWhenever Namor attacks a player who has more life than you, other creatures you control attacking that player get +2/+0 until end of turn.',
  '2/2',
);
const CARDS = compiled(revelry, enforcer, sailor, lich);

function castRevelry(mine: number, theirs: number, myHand: string[] = [], theirHand: string[] = []) {
  const g = game(
    {
      turn: main,
      players: {
        p1: { life: mine, battlefield: ['Plains', 'Plains'], hand: ['Sunset Revelry', ...myHand], library: ['Island'] },
        p2: { life: theirs, hand: theirHand, library: ['Island'] },
      },
    },
    [{ cast: 'Sunset Revelry' }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  run(g);
  return g;
}

describe('"an opponent has more life than you" (CR 119.1)', () => {
  it('Sunset Revelry at 10 against 12: 4 life gained', () => {
    expect(castRevelry(10, 12).state.players.p1.life).toBe(14);
  });

  it('Sunset Revelry at 12 against 12 (equal is not more): no life', () => {
    expect(castRevelry(12, 12).state.players.p1.life).toBe(12);
  });

  it('Sunset Revelry: "more cards in hand than you" draws only when the opponent has more', () => {
    expect(castRevelry(20, 20, [], ['Island']).names('p1', 'hand')).toEqual(['Island']);
    expect(castRevelry(20, 20, ['Plains'], ['Island']).names('p1', 'hand')).toEqual(['Plains']);
  });

  it('Glorious Enforcer compiles "you have more life than an opponent" as yours above theirs', () => {
    const [def] = compiled(enforcer);
    expect(JSON.stringify(def)).toContain(
      '"compare":[{"lifeOf":{"ref":"you"}},">",{"lifeOf":{"ref":"players","which":"opponents"}}]',
    );
  });
});

describe('"that player" of "attacks one of your opponents" is the defending player (CR 506.2)', () => {
  it('Calculating Lich: a Grizzly Bears attacking p2 makes p2 lose 1 life', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Calculating Lich', { id: 'b1', card: 'Grizzly Bears' }] }, p2: {} },
      },
      [{ advance: 'declareAttackers' }, { attack: ['b1'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    run(g);
    expect(g.state.players.p2.life).toBe(19);
    expect(g.state.players.p1.life).toBe(20);
  });

  it('Sword Coast Sailor: the granted trigger compares life with the attacked player', () => {
    const [def] = compiled(sailor);
    expect(JSON.stringify(def)).toContain('"compare":[{"lifeOf":{"ref":"players","which":"opponents"}},"<="');
  });

  it('near misses stay text', () => {
    expect(unenforced(angels)).toHaveLength(1);
    expect(unenforced(namor)).toContain(
      'Whenever Namor attacks a player who has more life than you, other creatures you control attacking that player get +2/+0 until end of turn.',
    );
  });
});
