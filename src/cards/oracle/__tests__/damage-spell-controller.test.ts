// "~ deals damage to target spell's controller equal to that spell's mana value" (Parallectric
// Feedback): the target is a spell on the stack (CR 115.1), the damage goes to its controller and
// is its mana value (CR 202.3). Grizzly Bears on the stack (mana value 2): its caster is dealt 2.
// "target creature card's owner" is read too (target-possessive.test.ts): a card has an owner in any zone (CR 108.3).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const feedback = card(
  'Parallectric Feedback',
  '{3}{R}',
  'Instant',
  "Parallectric Feedback deals damage to target spell's controller equal to that spell's mana value.",
);
const CARDS = compiled(feedback);

describe('"target spell\'s controller" (CR 115.1, 202.3)', () => {
  it('Parallectric Feedback on Grizzly Bears: its caster is dealt 2 damage, the Bears still resolve', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Forest', 'Forest'], hand: ['Grizzly Bears'] },
          p2: { battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'], hand: ['Parallectric Feedback'] },
        },
      },
      [
        { cast: 'Grizzly Bears' },
        { cast: 'Parallectric Feedback', player: 'p2', targets: ['Grizzly Bears'] },
        { pass: true },
        { pass: true },
      ],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.life).toBe(18);
    expect(g.state.players.p2.life).toBe(20);
    expect(g.names('p2', 'graveyard')).toEqual(['Parallectric Feedback']);
    expect(g.names('p1', 'battlefield')).toContain('Grizzly Bears');
  });

  it('"target creature card\'s owner" is read: a card has an owner in any zone (CR 108.3)', () => {
    const c = card('Test Spark', '{R}', 'Instant', "Test Spark deals 2 damage to target creature card's owner.");
    expect(unenforced(c)).toHaveLength(0);
  });
});
