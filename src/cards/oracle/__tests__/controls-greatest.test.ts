// "draw a card if you control the creature with the greatest power or tied for the greatest
// power", "… a creature with the greatest power among creatures on the battlefield" (CR 208.1):
// among all creatures on the battlefield, one you control has the greatest power, a tie included,
// checked as the instruction is reached.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, run, unenforced } from './compiled';

const ferocity = card(
  'Triumph of Ferocity',
  '{2}{G}',
  'Enchantment',
  'At the beginning of your upkeep, draw a card if you control the creature with the greatest power or tied for the greatest power.',
);
const beastmaster = card(
  'Abzan Beastmaster',
  '{2}{G}',
  'Creature — Hound Shaman',
  'At the beginning of your upkeep, draw a card if you control the creature with the greatest toughness or tied for the greatest toughness.',
  '2/1',
);
const ogre = card('Test Ogre', '{2}{R}', 'Creature — Ogre', '', '3/3');
const library = ['Island', 'Island', 'Island'];

function upkeep(source: string, mine: string[], theirs: string[], defs: ReturnType<typeof card>[]) {
  const g = game(
    {
      turn: { number: 3, active: 'p1', phase: 'untap' },
      players: { p1: { battlefield: [source, ...mine], library }, p2: { battlefield: theirs } },
    },
    [{ advance: 'upkeep' }],
    { cards: compiled(...defs, ogre) },
  );
  expect(g.state.stack).toHaveLength(1);
  run(g);
  expect(g.state.turn.step).toBe('upkeep');
  return g;
}

describe('you control the creature with the greatest power / toughness (Triumph of Ferocity, Abzan Beastmaster)', () => {
  it('Triumph of Ferocity: a tie for the greatest power draws; a greater opposing creature (3/3) does not', () => {
    const tied = upkeep('Triumph of Ferocity', ['Grizzly Bears'], ['Grizzly Bears', 'Llanowar Elves'], [ferocity]);
    expect(tied.names('p1', 'hand')).toEqual(['Island']);
    const behind = upkeep('Triumph of Ferocity', ['Grizzly Bears'], ['Test Ogre'], [ferocity]);
    expect(behind.names('p1', 'hand')).toEqual([]);
  });

  it('Triumph of Ferocity: with no creature of yours, nothing is drawn even if no creature has power', () => {
    const none = upkeep('Triumph of Ferocity', [], [], [ferocity]);
    expect(none.names('p1', 'hand')).toEqual([]);
  });

  it('Abzan Beastmaster compares toughness: Giant Spider (2/4) beats it, Grizzly Bears (2/2) does not', () => {
    const ahead = upkeep('Abzan Beastmaster', ['Grizzly Bears'], ['Llanowar Elves'], [beastmaster]);
    expect(ahead.names('p1', 'hand')).toEqual(['Island']);
    const behind = upkeep('Abzan Beastmaster', [], ['Giant Spider'], [beastmaster]);
    expect(behind.names('p1', 'hand')).toEqual([]);
  });

  it('"… among creatures you control" and a power of a noncreature stay text', () => {
    const yours = card(
      'Test Empathy',
      '{G}',
      'Sorcery',
      'Draw a card if you control a creature with the greatest power among creatures you control.',
    );
    expect(unenforced(yours)).toHaveLength(1);
    const artifact = card(
      'Test Relic',
      '{G}',
      'Sorcery',
      'Draw a card if you control the artifact with the greatest power or tied for the greatest power.',
    );
    expect(unenforced(artifact)).toHaveLength(1);
  });
});
