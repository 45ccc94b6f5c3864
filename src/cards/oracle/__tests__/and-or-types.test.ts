// "instant and/or sorcery cards" (spell mastery): cards of either type (CR 205.2a), a list of card
// types only. Calculated Dismissal scries with an instant and a sorcery in the graveyard, not with
// one. Too Greedily, Too Deep's "each other creature" after a target card put onto the battlefield
// (a new object, CR 400.7) stays text.
import { describe, expect, it } from 'vitest';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const dismissal = card(
  'Calculated Dismissal',
  '{2}{U}',
  'Instant',
  'Counter target spell unless its controller pays {3}.\nSpell mastery — If there are two or more instant and/or sorcery cards in your graveyard, scry 2. (To scry 2, look at the top two cards of your library, then put any number of them on the bottom and the rest on top in any order.)',
);
const greedily = card(
  'Too Greedily, Too Deep',
  '{5}{B}{R}',
  'Sorcery',
  'Put target creature card from a graveyard onto the battlefield under your control. That creature deals damage equal to its power to each other creature.',
);
const CARDS = compiled(dismissal);

function counter(graveyard: string[]) {
  return game(
    {
      turn: main,
      players: {
        p1: { hand: [{ id: 'bolt', card: 'Lightning Bolt' }], battlefield: ['Mountain'] },
        p2: {
          hand: ['Calculated Dismissal'],
          battlefield: ['Island', 'Island', 'Island'],
          graveyard,
          library: ['Island', 'Island'],
        },
      },
    },
    [{ cast: 'Lightning Bolt', targets: ['p2'] }],
    { cards: CARDS },
  );
}

/** Passes until the stack is empty or a decision is asked. */
function resolve(g: Game): void {
  for (let i = 0; i < 6 && g.state.stack.length && !g.state.pendingDecision; i++) g.act({ pass: true });
}

describe('"instant and/or sorcery cards" (CR 205.2a)', () => {
  it('an instant and a sorcery in the graveyard: Calculated Dismissal scries 2', () => {
    const g = counter(['Lightning Bolt', 'Divination']);
    g.act({ cast: 'Calculated Dismissal', player: 'p2', targets: ['bolt'] });
    resolve(g);
    expect(g.names('p1', 'graveyard')).toEqual(['Lightning Bolt']);
    expect(g.state.pendingDecision?.prompt).toMatch(/^Scry 2/);
  });

  it('one instant only: no scry', () => {
    const g = counter(['Lightning Bolt']);
    g.act({ cast: 'Calculated Dismissal', player: 'p2', targets: ['bolt'] });
    resolve(g);
    expect(g.names('p1', 'graveyard')).toEqual(['Lightning Bolt']);
    expect(g.state.pendingDecision).toBeNull();
  });

  it('"each other creature" after a target card that becomes a new object stays text', () => {
    expect(unenforced(greedily)).toHaveLength(1);
  });
});
