// "When this creature becomes the target of a spell" (CR 115.1, 603.2): a spell only — cast or
// copied — not an activated or triggered ability; "a spell you control" only its controller's.
// "Whenever this creature attacks or becomes the target of a spell": either event. Real cards.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, unenforced } from './compiled';

const guardian = card(
  'Labyrinth Guardian',
  '{1}{U}',
  'Creature — Illusion Warrior',
  "When this creature becomes the target of a spell, sacrifice it.\nEmbalm {3}{U} ({3}{U}, Exile this card from your graveyard: Create a token that's a copy of it, except it's a white Zombie Illusion Warrior with no mana cost. Embalm only as a sorcery.)",
  '2/3',
);
const drake = card(
  'Stormchaser Drake',
  '{1}{U}',
  'Creature — Drake',
  'Flying\nWhenever this creature becomes the target of a spell you control, draw a card.',
  '2/1',
);
const goldspan = card(
  'Goldspan Dragon',
  '{3}{R}{R}',
  'Creature — Dragon',
  'Flying, haste\nWhenever this creature attacks or becomes the target of a spell, create a Treasure token.\nTreasures you control have "{T}, Sacrifice this artifact: Add two mana of any one color."',
  '4/4',
);
const sorcerer = card(
  'Prodigal Sorcerer',
  '{2}{U}',
  'Creature — Human Wizard Sorcerer',
  '{T}: This creature deals 1 damage to any target.',
  '1/1',
);
const CARDS = compiled(guardian, drake, goldspan, sorcerer);
const library = ['Island', 'Island', 'Island'];

/** p1's `name` (id "it") on the battlefield, p2 active with a Mountain, Lightning Bolt and Prodigal Sorcerer. */
function board(name: string, p1Hand: string[] = []) {
  return game(
    {
      turn: { number: 4, active: 'p2', phase: 'main1' },
      players: {
        p1: { battlefield: [{ id: 'it', card: name }, 'Mountain'], hand: p1Hand, library },
        p2: {
          battlefield: ['Mountain', { id: 'sorcerer', card: 'Prodigal Sorcerer' }],
          hand: ['Lightning Bolt'],
          library,
        },
      },
    },
    [],
    { cards: CARDS },
  );
}

describe('"becomes the target of a spell" (CR 115.1)', () => {
  it("Labyrinth Guardian targeted by an opponent's Lightning Bolt is sacrificed; the Bolt then has no target", () => {
    const g = board('Labyrinth Guardian');
    g.act({ cast: 'Lightning Bolt', targets: ['it'], player: 'p2' });
    expect(g.stack()).toEqual(['Lightning Bolt', 'Labyrinth Guardian ability']);
    g.act({ pass: true });
    expect(g.names('p1', 'graveyard')).toEqual(['Labyrinth Guardian']);
    g.act({ pass: true });
    expect(g.stack()).toEqual([]);
    expect(g.names('p2', 'graveyard')).toEqual(['Lightning Bolt']);
  });

  it("Labyrinth Guardian targeted by Prodigal Sorcerer's ability: not a spell, no trigger", () => {
    const g = board('Labyrinth Guardian');
    g.act({ activate: 'sorcerer', targets: ['it'], player: 'p2' });
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Prodigal Sorcerer ability']);
    g.act({ pass: true });
    expect(g.get('it').damage).toBe(1);
    expect(g.names('p1', 'battlefield')).toContain('Labyrinth Guardian');
  });

  it("Stormchaser Drake: its controller's own spell draws a card; an opponent's doesn't trigger it", () => {
    const mine = game(
      {
        turn: { number: 3, active: 'p1', phase: 'main1' },
        players: {
          p1: { battlefield: [{ id: 'it', card: 'Stormchaser Drake' }, 'Mountain'], hand: ['Lightning Bolt'], library },
          p2: { library },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['it'] }],
      { cards: CARDS },
    );
    expect(mine.error).toBeNull();
    expect(mine.stack()).toEqual(['Lightning Bolt', 'Stormchaser Drake ability']);
    mine.act({ pass: true });
    expect(mine.names('p1', 'hand')).toEqual(['Island']);

    const theirs = board('Stormchaser Drake');
    theirs.act({ cast: 'Lightning Bolt', targets: ['it'], player: 'p2' });
    expect(theirs.stack()).toEqual(['Lightning Bolt']);
  });

  it('Goldspan Dragon: a Treasure when targeted by a spell, none for an ability', () => {
    const g = board('Goldspan Dragon');
    g.act({ activate: 'sorcerer', targets: ['it'], player: 'p2' });
    expect(g.stack()).toEqual(['Prodigal Sorcerer ability']);
    g.act({ cast: 'Lightning Bolt', targets: ['it'], player: 'p2' });
    expect(g.stack()).toEqual(['Prodigal Sorcerer ability', 'Lightning Bolt', 'Goldspan Dragon ability']);
    g.act({ pass: true });
    expect(g.names('p1', 'battlefield')).toEqual(['Goldspan Dragon', 'Mountain', 'Treasure Token (token)']);
  });

  it('near miss: "Whenever a Wolf or Werewolf you control becomes the target of an instant or sorcery spell" (a kind of spell) stays text', () => {
    const partisan = card(
      'Silverfur Partisan',
      '{2}{G}',
      'Creature — Wolf Warrior',
      'Trample\nWhenever a Wolf or Werewolf you control becomes the target of an instant or sorcery spell, create a 2/2 green Wolf creature token.',
      '2/2',
    );
    expect(unenforced(partisan)).toEqual([
      'Whenever a Wolf or Werewolf you control becomes the target of an instant or sorcery spell, create a 2/2 green Wolf creature token.',
    ]);
  });
});
