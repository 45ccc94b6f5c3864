// The cleanup step's discard to maximum hand size (CR 514.1, 402.2) and the static abilities that
// change it, on compiled real cards: seven by default (the active player chooses what to
// discard); "You have no maximum hand size" (Spellbook); "Each opponent's maximum hand size is
// reduced by one" (Gnat Miser) — only its controller's opponents, only in their cleanup.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const spellbook = card('Spellbook', '{0}', 'Artifact', 'You have no maximum hand size.');
const miser = card(
  'Gnat Miser',
  '{B}',
  'Creature — Rat Shaman',
  "Each opponent's maximum hand size is reduced by one.",
  '1/1',
);
const CARDS = compiled(spellbook, miser);
const islands = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `i${i}`, card: 'Island' }));

describe('maximum hand size (CR 402.2, 514.1)', () => {
  it('nine cards at cleanup: the active player chooses two to discard, then the turn ends', () => {
    const g = game(
      { turn: main, players: { p1: { hand: islands(9) }, p2: { library: ['Forest'] } } },
      [{ advance: 'next-turn' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.turn.step).toBe('cleanup');
    expect(g.state.pendingDecision).toMatchObject({ purpose: 'discard', rule: '514.1', min: 2, max: 2 });
    g.act({ decide: ['i0', 'i1'] });
    expect(g.names('p1', 'hand').length).toBe(7);
    expect(g.names('p1', 'graveyard')).toEqual(['Island', 'Island']);
    expect(g.state.turn.active).toBe('p2');
  });

  it('seven cards: nothing to discard', () => {
    const g = game(
      { turn: main, players: { p1: { hand: islands(7) }, p2: { library: ['Forest'] } } },
      [{ advance: 'next-turn' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.turn.active).toBe('p2');
    expect(g.names('p1', 'hand').length).toBe(7);
  });

  it('Spellbook: no maximum hand size', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: ['Spellbook'], hand: islands(12) }, p2: { library: ['Forest'] } } },
      [{ advance: 'next-turn' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.turn.active).toBe('p2');
    expect(g.names('p1', 'hand').length).toBe(12);
  });

  it("Gnat Miser: its controller's opponent keeps six; its controller still seven", () => {
    const mine = game(
      { turn: main, players: { p1: { battlefield: ['Gnat Miser'], hand: islands(7) }, p2: { library: ['Forest'] } } },
      [{ advance: 'next-turn' }],
      { cards: CARDS },
    );
    expect(mine.state.pendingDecision).toBeNull();
    expect(mine.state.turn.active).toBe('p2');
    const theirs = game(
      { turn: main, players: { p1: { hand: islands(7) }, p2: { battlefield: ['Gnat Miser'], library: ['Forest'] } } },
      [{ advance: 'next-turn' }],
      { cards: CARDS },
    );
    expect(theirs.state.pendingDecision).toMatchObject({ purpose: 'discard', min: 1, max: 1 });
  });

  it('near miss: "You have no maximum hand size for the rest of the game" (an effect, not a static ability) stays text', () => {
    const c = card(
      'Test Effect',
      '{U}',
      'Sorcery',
      'Draw a card. You have no maximum hand size for the rest of the game.',
    );
    expect(unenforced(c).length).toBe(1);
  });
});
