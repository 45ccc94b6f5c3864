// Searching another player's library (CR 701.23a): "Search target opponent's library for a
// creature card and put that card onto the battlefield under your control. Then that player
// shuffles." (Bribery): the searcher looks through the opponent's library and may find fewer
// (701.23b); a card found and put onto the battlefield is under the control of the player who put
// it there (110.2a), and one put into a graveyard goes to its owner's (400.3, Life's Finale). Near
// miss that stays text: "… and exile it face down. … You may play that card for as long as it
// remains exiled." (Praetor's Grasp: a face-down exile from a search is not read).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const bribery = card(
  'Bribery',
  '{3}{U}{U}',
  'Sorcery',
  "Search target opponent's library for a creature card and put that card onto the battlefield under your control. Then that player shuffles.",
);
const finale = card(
  "Life's Finale",
  '{4}{B}{B}',
  'Sorcery',
  "Destroy all creatures, then search target opponent's library for up to three creature cards and put them into their graveyard. Then that player shuffles.",
);
const grasp = card(
  "Praetor's Grasp",
  '{1}{B}{B}',
  'Sorcery',
  "Search target opponent's library for a card and exile it face down. Then that player shuffles. You may play that card for as long as it remains exiled.",
);
const CARDS = compiled(bribery, finale);

describe("searching target opponent's library (CR 701.23a)", () => {
  it("Bribery: a creature card from the opponent's library enters under the caster's control (CR 110.2a)", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Island', 'Island', 'Island', 'Island', 'Island'],
            hand: ['Bribery'],
            library: ['Forest'],
          },
          p2: { library: ['Mountain', { id: 'spider', card: 'Giant Spider' }, 'Lightning Bolt', 'Mountain'] },
        },
      },
      [{ cast: 'Bribery', targets: ['p2'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    // Only the creature card of p2's library is a candidate; p1's own library is not searched.
    expect(g.state.pendingDecision).toMatchObject({
      kind: 'chooseObjects',
      player: 'p1',
      candidates: [g.get('spider').id],
      min: 0,
      max: 1,
    });
    g.act({ decide: [g.get('spider').id] });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield')).toContain('Giant Spider');
    expect(g.get('spider').controller).toBe('p1');
    expect(g.get('spider').owner).toBe('p2');
    expect(g.names('p2', 'library').sort()).toEqual(['Lightning Bolt', 'Mountain', 'Mountain']);
    expect(g.names('p1', 'library')).toEqual(['Forest']);
    expect(g.names('p1', 'graveyard')).toEqual(['Bribery']);
  });

  it('Bribery: the searcher may find nothing (CR 701.23b); nothing moves', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Island', 'Island', 'Island', 'Island', 'Island'], hand: ['Bribery'] },
          p2: { library: ['Mountain', 'Giant Spider'] },
        },
      },
      [{ cast: 'Bribery', targets: ['p2'] }, { pass: true }, { decide: [] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield').filter((n) => n !== 'Island')).toEqual([]);
    expect(g.names('p2', 'library').sort()).toEqual(['Giant Spider', 'Mountain']);
  });

  it("Life's Finale: up to three creature cards go to their owner's graveyard (CR 400.3)", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Grizzly Bears'],
            hand: ["Life's Finale"],
          },
          p2: {
            battlefield: ['Giant Spider'],
            library: [{ id: 'b1', card: 'Grizzly Bears' }, 'Island', { id: 'b2', card: 'Llanowar Elves' }],
          },
        },
      },
      [{ cast: "Life's Finale", targets: ['p2'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toMatchObject({ kind: 'chooseObjects', player: 'p1', max: 2 });
    g.act({ decide: [g.get('b1').id, g.get('b2').id] });
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard').sort()).toEqual(['Giant Spider', 'Grizzly Bears', 'Llanowar Elves']);
    expect(g.names('p1', 'graveyard').sort()).toEqual(['Grizzly Bears', "Life's Finale"]);
    expect(g.names('p2', 'library')).toEqual(['Island']);
  });

  it("near miss: Praetor's Grasp (exiled face down from the search) stays text", () => {
    expect(unenforced(grasp)).toHaveLength(1);
  });
});
