// "Draw three cards, then put two cards from your hand on top of your library in any order",
// "You may put a card from your hand on the bottom of your library. If you do, draw a card."
// (CR 401.4: cards put in the same place of a library at once are arranged by their owner; 402.3:
// the hand is hidden, so only its owner chooses and sees). Real pool cards, played in the engine.
import { describe, expect, it } from 'vitest';
import { RULE } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const brainstorm = card(
  'Brainstorm',
  '{U}',
  'Instant',
  'Draw three cards, then put two cards from your hand on top of your library in any order.',
);
const fireProphecy = card(
  'Fire Prophecy',
  '{1}{R}',
  'Instant',
  'Fire Prophecy deals 3 damage to target creature. You may put a card from your hand on the bottom of your library. If you do, draw a card.',
);
const CARDS = compiled(brainstorm, fireProphecy);

describe('putting cards from your hand into your library (CR 401.4)', () => {
  it('Brainstorm: draw three, then two cards of the hand on top, in the order chosen', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Island'],
            hand: ['Brainstorm', { id: 'h1', card: 'Forest' }],
            library: [
              { id: 'l1', card: 'Lightning Bolt' },
              { id: 'l2', card: 'Grizzly Bears' },
              { id: 'l3', card: 'Island' },
              { id: 'l4', card: 'Mountain' },
            ],
          },
        },
      },
      [{ cast: 'Brainstorm' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    let d = g.state.pendingDecision;
    // Four cards in hand (the Forest and the three drawn): exactly two, only p1 asked.
    expect(d).toMatchObject({ kind: 'chooseObjects', player: 'p1', min: 2, max: 2 });
    expect([...(d?.candidates ?? [])].sort()).toEqual(['h1', 'l1', 'l2', 'l3'].map((r) => g.get(r).id).sort());
    g.act({ decide: ['h1', 'l3'].map((r) => g.get(r).id) });
    d = g.state.pendingDecision;
    expect(d).toMatchObject({ kind: 'chooseOrder', rule: RULE.libraryOrder });
    // The Island ends on top, the Forest under it.
    g.act({ decide: ['l3', 'h1'].map((r) => g.get(r).id) });
    expect(g.names('p1', 'hand').sort()).toEqual(['Grizzly Bears', 'Lightning Bolt']);
    expect(g.names('p1', 'library')).toEqual(['Island', 'Forest', 'Mountain']);
  });

  it('Fire Prophecy: a card put on the bottom, then a card drawn', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Mountain', 'Mountain'],
            hand: ['Fire Prophecy', { id: 'bolt', card: 'Lightning Bolt' }, { id: 'isl', card: 'Island' }],
            library: [{ id: 'top', card: 'Forest' }, 'Mountain'],
          },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [{ cast: 'Fire Prophecy', targets: ['bears'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ decide: true });
    expect(g.state.pendingDecision).toMatchObject({ kind: 'chooseObjects', min: 1, max: 1 });
    g.act({ decide: [g.get('isl').id] });
    expect(g.names('p1', 'hand').sort()).toEqual(['Forest', 'Lightning Bolt']);
    expect(g.names('p1', 'library')).toEqual(['Mountain', 'Island']);
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
  });

  it('Fire Prophecy: with an empty hand nothing is put, so nothing is drawn ("If you do")', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain', 'Mountain'], hand: ['Fire Prophecy'], library: ['Forest', 'Mountain'] },
          p2: { battlefield: ['Grizzly Bears'] },
        },
      },
      [{ cast: 'Fire Prophecy', targets: ['Grizzly Bears'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    if (g.state.pendingDecision?.kind === 'may') g.act({ decide: true });
    expect(g.names('p1', 'hand')).toEqual([]);
    expect(g.names('p1', 'library')).toEqual(['Forest', 'Mountain']);
  });

  it('near miss: another player putting a card from their hand ("unless they put …") stays text (Tainted Specter)', () => {
    const specter = card(
      'Tainted Specter',
      '{3}{B}',
      'Creature — Specter',
      'Flying\n{1}{B}{B}, {T}: Target player discards a card unless they put a card from their hand on top of their library. If that player discards a card this way, this creature deals 1 damage to each creature and each player. Activate only as a sorcery.',
      '2/2',
    );
    expect(unenforced(specter)).toHaveLength(1);
  });
});
