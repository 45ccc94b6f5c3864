// "{T}: Add {G}{G}. If you've completed a dungeon, add six {G} instead." (Undermountain
// Adventurer): the mana of the "instead" sentence, a count word and one symbol, while the
// condition holds as the ability resolves (CR 106.1, 605.3b).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const adventurer = card(
  'Undermountain Adventurer',
  '{3}{G}',
  'Creature — Giant Warrior',
  "Vigilance\nWhen this creature enters, you take the initiative.\n{T}: Add {G}{G}. If you've completed a dungeon, add six {G} instead.",
  '3/4',
);
const cards = compiled(adventurer);

describe('"add six {G} instead" (CR 106.1, 605.3b)', () => {
  it('compiles whole', () => {
    expect(unenforced(adventurer)).toEqual([]);
  });

  it('{G}{G} before a dungeon is completed, six {G} after', () => {
    const before = game(
      { turn: main, players: { p1: { battlefield: ['Undermountain Adventurer'] }, p2: {} } },
      [{ activate: 'Undermountain Adventurer' }],
      { cards },
    );
    expect(before.error).toBeNull();
    expect(before.state.players.p1.manaPool).toEqual({ G: 2 });
    const after = game({ turn: main, players: { p1: { battlefield: ['Undermountain Adventurer'] }, p2: {} } }, [], {
      cards,
    });
    after.state = { ...after.state, completedDungeons: { p1: ['Tomb of Annihilation'] } };
    after.act({ activate: 'Undermountain Adventurer' });
    expect(after.state.players.p1.manaPool).toEqual({ G: 6 });
  });

  it('near miss: "instead" with mana of two types stays text', () => {
    const made = card(
      'Made-Up Worker',
      '{2}',
      'Artifact Creature — Assembly-Worker',
      "{T}: Add {C}. If you've completed a dungeon, add {W}{U} instead.",
      '1/1',
    );
    expect(unenforced(made)).toHaveLength(1);
  });
});
