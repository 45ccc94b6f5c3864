// A list of three or more instructions whose last one follows ", then" ("put that card into your
// hand, discard a card at random, then shuffle"): each followed in the order written (CR 608.2c),
// as the ", and" list is. Gamble's random discard may take the card just found; Smallpox's players
// each do every instruction in turn. Near miss that stays text: Reckless Handling's "If an
// artifact card was discarded this way".
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const gamble = card(
  'Gamble',
  '{R}',
  'Sorcery',
  'Search your library for a card, put that card into your hand, discard a card at random, then shuffle.',
);
const smallpox = card(
  'Smallpox',
  '{B}{B}',
  'Sorcery',
  'Each player loses 1 life, discards a card, sacrifices a creature of their choice, then sacrifices a land of their choice.',
);
const CARDS = compiled(gamble, smallpox);

describe('"A, B, then C" (CR 608.2c)', () => {
  it('Gamble: the card found goes to the hand, then one card of the hand is discarded at random', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Mountain'],
            hand: ['Gamble'],
            library: [{ id: 'bolt', card: 'Lightning Bolt' }, 'Forest'],
          },
        },
      },
      [{ cast: 'Gamble' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ decide: [g.get('bolt').id] });
    expect(g.error).toBeNull();
    // The only card in hand is the Bolt found: it is the one discarded.
    expect(g.names('p1', 'graveyard').sort()).toEqual(['Gamble', 'Lightning Bolt']);
    expect(g.names('p1', 'hand')).toEqual([]);
  });

  it('Smallpox: each player loses 1 life, discards, sacrifices a creature, then a land', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Swamp', 'Swamp', 'Grizzly Bears'], hand: ['Smallpox', 'Forest'] },
          p2: { battlefield: ['Island', 'Giant Spider'], hand: ['Island'] },
        },
      },
      [{ cast: 'Smallpox' }, { pass: true }],
      { cards: CARDS },
    );
    // Each choice is answered with the first candidates offered.
    const asked: string[] = [];
    for (let i = 0; i < 10 && g.state.pendingDecision; i++) {
      const d = g.state.pendingDecision;
      asked.push(`${d.player}:${d.kind}`);
      g.act({ decide: [...(d.candidates ?? [])].slice(0, d.max ?? 1), player: d.player });
    }
    expect(g.error).toBeNull();
    // Only p1 has a choice to make: which of two Swamps to sacrifice.
    expect(asked).toEqual(['p1:chooseObjects']);
    expect(g.state.players.p1.life).toBe(19);
    expect(g.state.players.p2.life).toBe(19);
    expect(g.names('p1', 'hand')).toEqual([]);
    expect(g.names('p2', 'hand')).toEqual([]);
    expect(g.names('p1', 'battlefield')).toEqual(['Swamp']);
    expect(g.names('p2', 'battlefield')).toEqual([]);
  });

  it('near miss: Reckless Handling\'s "If an artifact card was discarded this way" stays text', () => {
    const handling = card(
      'Reckless Handling',
      '{1}{R}',
      'Sorcery',
      'Search your library for an artifact card, reveal it, put it into your hand, shuffle, then discard a card at random. If an artifact card was discarded this way, Reckless Handling deals 2 damage to each opponent.',
    );
    expect(unenforced(handling)).toHaveLength(1);
  });
});
