// "Search its controller's graveyard, hand, and library for all cards with the same name as that
// spell and exile them. Then that player shuffles." (CR 701.23a, 701.23b, 201.2a, 406.2): the
// caster searches the three zones of the spell's (or permanent's) controller; with "all", the
// graveyard's cards (a public zone) are found, while in the hand and library (hidden zones) the
// searcher may find fewer; with "any number", they choose among all. Real pool cards.
import { describe, expect, it } from 'vitest';
import { RULE } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const counterbore = card(
  'Counterbore',
  '{3}{U}{U}',
  'Instant',
  "Counter target spell. Search its controller's graveyard, hand, and library for all cards with the same name as that spell and exile them. Then that player shuffles.",
);
const crumble = card(
  'Crumble to Dust',
  '{3}{R}',
  'Sorcery',
  "Devoid (This card has no color.)\nExile target nonbasic land. Search its controller's graveyard, hand, and library for any number of cards with the same name as that land and exile them. Then that player shuffles.",
);
const memoricide = card(
  'Memoricide',
  '{3}{B}',
  'Sorcery',
  "Choose a nonland card name. Search target player's graveyard, hand, and library for any number of cards with that name and exile them. Then that player shuffles.",
);
const tropical = card('Tropical Island', '', 'Land — Forest Island', '({T}: Add {G} or {U}.)');
const CARDS = compiled(counterbore, crumble, tropical);

describe("search a player's graveyard, hand and library for cards with a name (CR 701.23)", () => {
  it("Counterbore on p2's Lightning Bolt: the countered Bolt and the one in the graveyard are exiled; p1 picks among the hidden ones", () => {
    const g = game(
      {
        turn: { number: 3, active: 'p2' as const, phase: 'main1' as const },
        players: {
          p1: { battlefield: ['Island', 'Island', 'Island', 'Island', 'Island'], hand: ['Counterbore'] },
          p2: {
            battlefield: ['Mountain'],
            hand: [{ id: 'bolt', card: 'Lightning Bolt' }, { id: 'h', card: 'Lightning Bolt' }, 'Shock'],
            graveyard: [{ id: 'gy', card: 'Lightning Bolt' }],
            library: [{ id: 'lib', card: 'Lightning Bolt' }, 'Mountain', 'Mountain'],
          },
        },
      },
      [
        { cast: 'bolt', player: 'p2', targets: ['p1'] },
        { cast: 'Counterbore', player: 'p1', targets: ['bolt'] },
        { pass: true },
      ],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const d = g.state.pendingDecision;
    // The searcher is Counterbore's controller; only the hidden zones' Bolts are a choice.
    expect(d).toMatchObject({ player: 'p1', kind: 'chooseObjects', rule: RULE.searchMayFail, min: 0, max: 2 });
    expect([...(d?.candidates ?? [])].sort()).toEqual([g.get('h').id, g.get('lib').id].sort());
    g.act({ decide: ['h'] });
    expect(g.state.players.p1.life).toBe(20);
    expect(g.names('p2', 'exile').sort()).toEqual(['Lightning Bolt', 'Lightning Bolt', 'Lightning Bolt']);
    expect(g.get('lib').zone).toBe('library');
    expect(g.names('p2', 'hand')).toEqual(['Shock']);
    expect(g.names('p2', 'graveyard')).toEqual([]);
    expect(g.state.players.p2.library).toHaveLength(3);
  });

  it("Crumble to Dust: 'any number' — even a card in the graveyard may be left", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'], hand: ['Crumble to Dust'] },
          p2: {
            battlefield: [{ id: 'tc', card: 'Tropical Island' }],
            hand: [{ id: 'h', card: 'Tropical Island' }],
            graveyard: [{ id: 'gy', card: 'Tropical Island' }],
            library: ['Island'],
          },
        },
      },
      [{ cast: 'Crumble to Dust', targets: ['tc'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const d = g.state.pendingDecision;
    expect(d).toMatchObject({ player: 'p1', kind: 'chooseObjects', min: 0, max: 2 });
    g.act({ decide: ['h'] });
    expect(g.get('gy').zone).toBe('graveyard');
    expect(g.get('h').zone).toBe('exile');
    expect(g.names('p2', 'exile')).toHaveLength(2);
  });

  it('near miss stays text: a name chosen as the spell resolves ("with that name", Memoricide)', () => {
    expect(unenforced(memoricide)).toEqual([memoricide.oracle_text]);
  });
});
