// "The owner of target nonland permanent puts it on their choice of the top or bottom of their
// library" (CR 108.3, 400.3, 608.2d) and "The owner of target … shuffles it into their library"
// (701.20): the owner — not the controller, nor the caster — chooses, and the card goes to that
// player's library. Real cards.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const runOut = card(
  'Run Out of Town',
  '{3}{U}',
  'Instant',
  'The owner of target nonland permanent puts it on their choice of the top or bottom of their library.',
);
const oblation = card(
  'Oblation',
  '{2}{W}',
  'Instant',
  'The owner of target nonland permanent shuffles it into their library, then draws two cards.',
);
const setback = card(
  'Sudden Setback',
  '{2}{U}',
  'Instant',
  'The owner of target spell or nonland permanent puts it on their choice of the top or bottom of their library.',
);
const cleansing = card(
  'Temporal Cleansing',
  '{3}{U}',
  'Sorcery',
  "Convoke (Your creatures can help cast this spell. Each creature you tap while casting this spell pays for {1} or one mana of that creature's color.)\nThe owner of target nonland permanent puts it into their library second from the top or on the bottom.",
);
const CARDS = compiled(runOut, oblation);

/** p1 casts Run Out of Town on p2's Giant Spider (p2's library: two Islands); the spell resolves and asks. */
function runOutOnSpider(owner: 'p1' | 'p2' = 'p2') {
  const spider = { id: 'spider', card: 'Giant Spider', ...(owner === 'p1' ? { owner: 'p1' as const } : {}) };
  return game(
    {
      turn: main,
      players: {
        p1: { battlefield: ['Island', 'Island', 'Island', 'Island'], hand: ['Run Out of Town'], library: ['Plains'] },
        p2: { battlefield: [spider], library: ['Island', 'Island'] },
      },
    },
    [{ cast: 'Run Out of Town', targets: ['spider'] }, { pass: true }],
    { cards: CARDS },
  );
}

describe('the owner of target permanent puts it into their library (CR 108.3, 400.3)', () => {
  it("Run Out of Town on p2's Giant Spider: p2 chooses; yes puts it on top of p2's library", () => {
    const g = runOutOnSpider();
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toMatchObject({ kind: 'may', player: 'p2' });
    g.act({ decide: true });
    const lib = g.state.players.p2.library;
    expect(lib).toHaveLength(3);
    expect(g.get('spider').zone).toBe('library');
    expect(lib[0]).toBe(g.get('spider').id);
  });

  it('Run Out of Town: p2 says no, and the Spider goes to the bottom of their library', () => {
    const g = runOutOnSpider();
    g.act({ decide: false });
    const lib = g.state.players.p2.library;
    expect(lib).toHaveLength(3);
    expect(lib[2]).toBe(g.get('spider').id);
  });

  it("Run Out of Town on a Giant Spider p1 owns but p2 controls: p1, its owner, chooses, and it goes to p1's library", () => {
    const g = runOutOnSpider('p1');
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toMatchObject({ kind: 'may', player: 'p1' });
    g.act({ decide: true });
    expect(g.state.players.p1.library[0]).toBe(g.get('spider').id);
    expect(g.state.players.p2.library).toHaveLength(2);
  });

  it("Oblation on p2's Grizzly Bears: the Bears go into p2's library, and p2 (not the caster) draws two", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Plains', 'Plains', 'Plains'], hand: ['Oblation'], library: ['Plains', 'Plains'] },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }], library: ['Island', 'Island', 'Island'] },
        },
      },
      [{ cast: 'Oblation', targets: ['bears'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.hand).toHaveLength(2);
    expect(g.state.players.p2.library).toHaveLength(2);
    expect(g.state.players.p1.hand).toHaveLength(0);
    expect(g.state.players.p1.library).toHaveLength(2);
    expect(g.get('bears').zone).not.toBe('battlefield');
  });

  it('near miss stays text: a spell as the target; "second from the top or on the bottom" is read (second-from-top.test.ts)', () => {
    expect(unenforced(setback)).toEqual([setback.oracle_text]);
    expect(unenforced(cleansing)).toEqual([]);
  });
});
