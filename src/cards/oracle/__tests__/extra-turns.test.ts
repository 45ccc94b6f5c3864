// "Take an extra turn after this one" (CR 500.7): the extra turn comes directly after the turn
// it was created in, and of several, the most recently created is taken first.
import { describe, expect, it } from 'vitest';
import { RULE } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main } from './compiled';

const timeWalk = card('Time Walk', '{1}{U}', 'Sorcery', 'Take an extra turn after this one.');
const CARDS = compiled(timeWalk);

describe('extra turns (CR 500.7)', () => {
  it('Time Walk: its caster takes the next turn too, then the opponent takes theirs', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Island', 'Island'], hand: ['Time Walk'], library: ['Plains', 'Plains'] },
          p2: { library: ['Plains'] },
        },
      },
      [{ cast: 'Time Walk' }, { pass: true }, { advance: 'next-turn' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.turn).toMatchObject({ number: 4, active: 'p1' });
    expect(g.has('Note', RULE.extraTurn)).toBe(true);
    g.act({ advance: 'next-turn' });
    expect(g.state.turn).toMatchObject({ number: 5, active: 'p2' });
  });

  it('two Time Walks in one turn: two extra turns in a row', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Island', 'Island', 'Island', 'Island'],
            hand: ['Time Walk', { id: 'tw2', card: 'Time Walk' }],
            library: ['Plains', 'Plains', 'Plains'],
          },
          p2: { library: ['Plains'] },
        },
      },
      [{ cast: 'Time Walk' }, { pass: true }, { cast: 'tw2' }, { pass: true }, { advance: 'next-turn' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.turn).toMatchObject({ number: 4, active: 'p1' });
    g.act({ advance: 'next-turn' });
    expect(g.state.turn).toMatchObject({ number: 5, active: 'p1' });
    g.act({ advance: 'next-turn' });
    expect(g.state.turn).toMatchObject({ number: 6, active: 'p2' });
  });

  it('countered, it gives no extra turn', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Island', 'Island'], hand: ['Time Walk'] },
          p2: { battlefield: ['Island', 'Island'], hand: ['Counterspell'], library: ['Plains'] },
        },
      },
      [
        { cast: 'Time Walk' },
        { cast: 'Counterspell', player: 'p2', targets: ['Time Walk'] },
        { pass: true },
        { pass: true },
      ],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ advance: 'next-turn' });
    expect(g.state.turn).toMatchObject({ number: 4, active: 'p2' });
  });
});
