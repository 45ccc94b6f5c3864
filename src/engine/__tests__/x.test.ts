import { describe, expect, it } from 'vitest';
import { game } from '../../testing/harness';

const main = { number: 3, active: 'p1' as const, phase: 'main1' as const };

describe('CR 107.3m — X in an enters-the-battlefield replacement', () => {
  it('Endless One cast with X = 3 enters with three +1/+1 counters', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: ['Forest', 'Forest', 'Forest'], hand: ['Endless One'] } } },
      [{ cast: 'Endless One', x: 3 }, { pass: true }],
    );
    expect(g.error).toBeNull();
    expect(g.get('Endless One').counters['+1/+1']).toBe(3);
    expect(g.has('ReplacementApplied', '107.3m')).toBe(true);
  });
  it("the permanent's own X is 0: its mana value is 0, so Order of Whiteclay can return it", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Plains', 'Plains', 'Plains', { card: 'Order of Whiteclay', tapped: true }],
            graveyard: ['Endless One'],
          },
        },
      },
      [{ activate: 'Order of Whiteclay', targets: ['Endless One'] }, { pass: true }],
    );
    expect(g.error).toBeNull();
    // Not cast, so X is 0: it enters with no counters and dies as a 0/0 (CR 704.5f).
    expect(g.names('p1', 'graveyard')).toEqual(['Endless One']);
    expect(g.has('StateBasedAction', '704.5f')).toBe(true);
  });
});

describe('CR 107.3a/b — choosing X', () => {
  it('Blaze with X = 2 deals 2 damage', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: ['Mountain', 'Mountain', 'Mountain'], hand: ['Blaze'] } } },
      [{ cast: 'Blaze', x: 2, targets: ['p2'] }, { pass: true }],
    );
    expect(g.state.players.p2.life).toBe(18);
  });
  it('X must be announced: without it the engine asks for a number', () => {
    const g = game({ turn: main, players: { p1: { battlefield: ['Mountain', 'Mountain'], hand: ['Blaze'] } } }, [
      { cast: 'Blaze', targets: ['p2'] },
    ]);
    expect(g.state.pendingDecision?.kind).toBe('chooseNumber');
    g.act({ decide: 1 });
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(19);
  });
});
