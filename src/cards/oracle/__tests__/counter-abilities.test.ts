// "Counter target activated or triggered ability" (CR 701.6b: a countered ability is removed
// from the stack; 115.1: abilities on the stack can be targets; 605.3b: mana abilities never use
// the stack, so they can't be). The slot allows exactly the kinds the text names.
import { describe, expect, it } from 'vitest';
import { RULE } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const stifle = card(
  'Stifle',
  '{U}',
  'Instant',
  "Counter target activated or triggered ability. (Mana abilities can't be targeted.)",
);
const disallow = card(
  'Disallow',
  '{1}{U}{U}',
  'Instant',
  "Counter target spell, activated ability, or triggered ability. (Mana abilities can't be targeted.)",
);
const squelch = card(
  'Squelch',
  '{1}{U}',
  'Instant',
  "Counter target activated ability. (Mana abilities can't be targeted.)\nDraw a card.",
);
const inspector = card(
  'Thraben Inspector',
  '{W}',
  'Creature — Human Soldier',
  'When this creature enters, investigate. (Create a Clue token. It\'s an artifact with "{2}, Sacrifice this token: Draw a card.")',
  '1/2',
);
const pyromancer = card(
  'Prodigal Pyromancer',
  '{2}{R}',
  'Creature — Human Wizard',
  '{T}: This creature deals 1 damage to any target.',
  '1/1',
);

const CARDS = compiled(stifle, disallow, squelch, inspector, pyromancer);

describe('countering abilities (CR 701.6b)', () => {
  it("Stifle counters Thraben Inspector's enters trigger: no Clue; the creature stays", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Plains'], hand: ['Thraben Inspector'] },
          p2: { battlefield: ['Island'], hand: ['Stifle'] },
        },
      },
      [{ cast: 'Thraben Inspector' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Thraben Inspector ability']);
    g.act({ cast: 'Stifle', player: 'p2', targets: ['Thraben Inspector ability'] });
    g.act({ pass: true });
    expect(g.has('SpellCountered', RULE.counter)).toBe(true);
    expect(g.stack()).toEqual([]);
    expect(g.names('p1', 'battlefield')).toEqual(['Plains', 'Thraben Inspector']);
  });

  it("Squelch counters Prodigal Pyromancer's activated ability (no damage) and its caster draws a card", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Prodigal Pyromancer'] },
          p2: { battlefield: ['Island', 'Island'], hand: ['Squelch'], library: ['Plains'] },
        },
      },
      [{ activate: 'Prodigal Pyromancer', targets: ['p2'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ cast: 'Squelch', player: 'p2', targets: ['Prodigal Pyromancer ability'] });
    g.act({ pass: true });
    expect(g.stack()).toEqual([]);
    expect(g.state.players.p2.life).toBe(20);
    expect(g.names('p2', 'hand')).toEqual(['Plains']);
  });

  it('Squelch names activated abilities only: a triggered ability is no legal target', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Plains'], hand: ['Thraben Inspector'] },
          p2: { battlefield: ['Island', 'Island'], hand: ['Squelch'] },
        },
      },
      [{ cast: 'Thraben Inspector' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(() => g.act({ cast: 'Squelch', player: 'p2', targets: ['Thraben Inspector ability'] })).toThrow(
      /legal target/,
    );
    expect(g.stack()).toEqual(['Thraben Inspector ability']);
  });

  it('Stifle names abilities only: a spell is no legal target; Disallow takes either', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Plains'], hand: ['Thraben Inspector'] },
          p2: { battlefield: ['Island', 'Island', 'Island', 'Island'], hand: ['Stifle', 'Disallow'] },
        },
      },
      [{ cast: 'Thraben Inspector' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(() => g.act({ cast: 'Stifle', player: 'p2', targets: ['Thraben Inspector'] })).toThrow(/legal target/);
    g.act({ cast: 'Disallow', player: 'p2', targets: ['Thraben Inspector'] });
    g.act({ pass: true });
    expect(g.names('p1', 'graveyard')).toEqual(['Thraben Inspector']);
  });

  it('near miss stays text: a legendary spell among the choices', () => {
    expect(
      unenforced(
        card(
          "Tale's End",
          '{1}{U}',
          'Instant',
          'Counter target activated ability, triggered ability, or legendary spell.',
        ),
      ),
    ).toHaveLength(1);
    // Bind's delayed draw is read now (next-upkeep.test.ts): the whole card is enforced.
    expect(
      unenforced(
        card(
          'Bind',
          '{1}{G}',
          'Instant',
          "Counter target activated ability. (Mana abilities can't be targeted.)\nDraw a card at the beginning of the next turn's upkeep.",
        ),
      ),
    ).toEqual([]);
  });
});
