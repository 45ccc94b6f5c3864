// "Shuffle any number of target creature cards from your graveyard into your library", "You may
// shuffle up to four target cards from your graveyard into your library" (CR 115.1, 401.1,
// 701.20a): the chosen cards of your own graveyard go into your library, which you then shuffle.
// Real pool cards, played in the engine.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const pipers = card(
  "Piper's Melody",
  '{G}',
  'Sorcery',
  'Shuffle any number of target creature cards from your graveyard into your library.',
);
const putAway = card(
  'Put Away',
  '{2}{U}{U}',
  'Instant',
  'Counter target spell. You may shuffle up to one target card from your graveyard into your library.',
);
const dwell = card(
  'Dwell on the Past',
  '{G}',
  'Sorcery',
  'Target player shuffles up to four target cards from their graveyard into their library.',
);
const CARDS = compiled(pipers, putAway);

describe('shuffle target cards from your graveyard into your library (CR 401.1, 701.20a)', () => {
  it("Piper's Melody: the two creature cards chosen go into the library; the land card stays", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Forest'],
            hand: ["Piper's Melody"],
            graveyard: [
              { id: 'b1', card: 'Grizzly Bears' },
              { id: 'b2', card: 'Giant Spider' },
              { id: 'f', card: 'Forest' },
            ],
            library: ['Island', 'Island'],
          },
        },
      },
      [{ cast: "Piper's Melody", targets: ['b1', 'b2'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('b1').zone).toBe('library');
    expect(g.get('b2').zone).toBe('library');
    expect(g.state.players.p1.library).toHaveLength(4);
    expect(g.names('p1', 'graveyard').sort()).toEqual(['Forest', "Piper's Melody"]);
    expect(g.events.some((e) => e.rule === '701.20a' || /shuffle/i.test(JSON.stringify(e)))).toBe(true);
  });

  it("Piper's Melody can't target a land card (only creature cards) nor a card in another player's graveyard", () => {
    const setup = {
      turn: main,
      players: {
        p1: { battlefield: ['Forest'], hand: ["Piper's Melody"], graveyard: [{ id: 'f', card: 'Forest' }] },
        p2: { graveyard: [{ id: 'b', card: 'Grizzly Bears' }] },
      },
    };
    expect(game(setup, [{ cast: "Piper's Melody", targets: ['f'] }], { cards: CARDS }).error).toMatch(/legal target/);
    expect(game(setup, [{ cast: "Piper's Melody", targets: ['b'] }], { cards: CARDS }).error).toMatch(/legal target/);
  });

  it('Put Away: counters the spell, and if you choose, shuffles the targeted card back', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain'], hand: ['Lightning Bolt'] },
          p2: {
            battlefield: ['Island', 'Island', 'Island', 'Island'],
            hand: ['Put Away'],
            graveyard: [{ id: 'c', card: 'Counterspell' }],
            library: ['Island'],
          },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['p2'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ cast: 'Put Away', player: 'p2', targets: ['Lightning Bolt', 'c'] });
    g.act({ pass: true });
    expect(g.state.pendingDecision).toMatchObject({ kind: 'may', player: 'p2' });
    g.act({ decide: true });
    expect(g.get('c').zone).toBe('library');
    expect(g.state.players.p2.life).toBe(20);
    expect(g.state.players.p2.library).toHaveLength(2);
  });

  it('near miss stays text: "target player shuffles … from their graveyard" (the cards must be that player\'s)', () => {
    expect(unenforced(dwell)).toEqual([dwell.oracle_text]);
  });
});
