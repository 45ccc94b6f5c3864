// "Put target creature on top of / on the bottom of its owner's library" (CR 401.1, 400.3): the
// permanent goes to its owner's library, a new object (400.7). One object only: two or more put
// there at once are arranged by their owner (401.4), which is not offered, so those stay text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const griptide = card('Griptide', '{3}{U}', 'Instant', "Put target creature on top of its owner's library.");
const condemn = card(
  'Condemn',
  '{W}',
  'Instant',
  "Put target attacking creature on the bottom of its owner's library. Its controller gains life equal to its toughness.",
);
const burial = card(
  'Hallowed Burial',
  '{3}{W}{W}',
  'Sorcery',
  "Put all creatures on the bottom of their owners' libraries.",
);
const CARDS = compiled(griptide, condemn);

describe("put … on top of / on the bottom of its owner's library", () => {
  it("Griptide: the opponent's Grizzly Bears becomes the top card of its owner's library", () => {
    expect(unenforced(griptide)).toEqual([]);
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Island', 'Island', 'Island', 'Island'], hand: ['Griptide'] },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }], library: ['Forest', 'Forest'] },
        },
      },
      [{ cast: 'Griptide', targets: ['bears'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'battlefield')).toEqual([]);
    const library = g.names('p2', 'library');
    expect(library).toHaveLength(3);
    // The top of a library is the start of its list (the next card drawn).
    expect(library[0]).toBe('Grizzly Bears');
  });

  it('Condemn on an attacking Hill Giant: to the bottom, and its controller gains 3 (its toughness as it last existed)', () => {
    expect(unenforced(condemn)).toEqual([]);
    const g = game(
      {
        turn: { number: 4, active: 'p2', phase: 'main1' },
        players: {
          p1: { battlefield: ['Plains'], hand: ['Condemn'] },
          p2: { battlefield: [{ id: 'giant', card: 'Hill Giant' }], library: ['Mountain', 'Mountain'], life: 10 },
        },
      },
      [
        { advance: 'declareAttackers' },
        { attack: ['giant'] },
        { cast: 'Condemn', targets: ['giant'], player: 'p1' },
        { pass: true },
      ],
      { cards: [...CARDS, ...compiled(card('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3/3'))] },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'library')).toEqual(['Mountain', 'Mountain', 'Hill Giant']);
    expect(g.state.players.p2.life).toBe(13);
  });

  it('near miss: "Put all creatures on the bottom of their owners\' libraries" stays text (their order is the owners\' choice)', () => {
    expect(unenforced(burial)).toEqual(["Put all creatures on the bottom of their owners' libraries."]);
  });
});
