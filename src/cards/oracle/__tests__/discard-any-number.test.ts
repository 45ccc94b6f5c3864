// "Discard any number of cards, then draw that many cards [plus one]" (CR 701.9a, 121.1): the
// discarder chooses any number of the cards in their hand — none is a choice too — and draws as
// many as were discarded (one more with "plus one"). Another player's discard, a "may" discard of
// some cards, and "for each card discarded this way" elsewhere stay text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const illuminate = card(
  'Illuminate History',
  '{2}{R}{R}',
  'Sorcery — Lesson',
  'Discard any number of cards, then draw that many cards. Then if there are seven or more cards in your graveyard, create a 3/2 red and white Spirit creature token.',
);
const cavalier = card(
  'Cavalier of Flame',
  '{2}{R}{R}{R}',
  'Creature — Elemental Knight',
  '{1}{R}: Creatures you control get +1/+0 and gain haste until end of turn.\nWhen this creature enters, discard any number of cards, then draw that many cards.\nWhen this creature dies, it deals X damage to each opponent and each planeswalker they control, where X is the number of land cards in your graveyard.',
  '6/5',
);
const colossus = card(
  'Colossus of the Blood Age',
  '{4}{R}{W}',
  'Artifact Creature — Construct',
  'When this creature enters, it deals 3 damage to each opponent and you gain 3 life.\nWhen this creature dies, discard any number of cards, then draw that many cards plus one.',
  '6/6',
);

const mountains = (n: number) => Array.from({ length: n }, () => 'Mountain');
const library = ['Island', 'Island', 'Island', 'Island', 'Island'].map((c, i) => ({ id: `l${i}`, card: c }));

describe('"discard any number of cards, then draw that many cards" (CR 701.9a)', () => {
  const board = {
    turn: main,
    players: {
      p1: {
        battlefield: mountains(4),
        hand: [
          'Illuminate History',
          { id: 'bears', card: 'Grizzly Bears' },
          { id: 'spider', card: 'Giant Spider' },
          'Forest',
        ],
        library,
      },
    },
  };

  it('Illuminate History: two cards discarded, two drawn; the choice may be from none to all', () => {
    const g = game(board, [{ cast: 'Illuminate History' }, { pass: true }], { cards: compiled(illuminate) });
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toMatchObject({ kind: 'chooseObjects', min: 0, max: 3, player: 'p1' });
    g.act({ decide: ['bears', 'spider'] });
    expect(g.names('p1', 'graveyard').sort()).toEqual(['Giant Spider', 'Grizzly Bears', 'Illuminate History']);
    expect(g.names('p1', 'hand').sort()).toEqual(['Forest', 'Island', 'Island']);
    expect(g.state.players.p1.library).toHaveLength(3);
  });

  it('Illuminate History: none discarded, none drawn', () => {
    const g = game(board, [{ cast: 'Illuminate History' }, { pass: true }], { cards: compiled(illuminate) });
    g.act({ decide: [] });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'hand').sort()).toEqual(['Forest', 'Giant Spider', 'Grizzly Bears']);
    expect(g.state.players.p1.library).toHaveLength(5);
  });

  it("Cavalier of Flame's enters trigger: its controller chooses, one discarded, one drawn", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: mountains(5),
            hand: ['Cavalier of Flame', { id: 'bears', card: 'Grizzly Bears' }],
            library,
          },
        },
      },
      [{ cast: 'Cavalier of Flame' }, { pass: true }, { pass: true }],
      { cards: compiled(cavalier) },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toMatchObject({ kind: 'chooseObjects', min: 0, max: 1, player: 'p1' });
    g.act({ decide: ['bears'] });
    expect(g.names('p1', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.names('p1', 'hand')).toEqual(['Island']);
  });

  it('Colossus of the Blood Age dies: one card discarded, two drawn ("plus one")', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Mountain', { card: 'Colossus of the Blood Age', counters: { '-1/-1': 5 } }],
            hand: ['Lightning Bolt', { id: 'bears', card: 'Grizzly Bears' }],
            library,
          },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['Colossus of the Blood Age'] }, { pass: true }, { pass: true }],
      { cards: compiled(colossus) },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toContain('Colossus of the Blood Age');
    g.act({ decide: ['bears'] });
    expect(g.names('p1', 'hand')).toEqual(['Island', 'Island']);
  });

  it('near misses: "for each card discarded this way" (Last Rites) and a "may" discard of land cards stay text', () => {
    const rites = card(
      'Last Rites',
      '{2}{B}',
      'Sorcery',
      'Discard any number of cards. Target player reveals their hand, then you choose a nonland card from it for each card discarded this way. That player discards those cards.',
    );
    const borborygmos = card(
      'Borborygmos and Fblthp',
      '{2}{G}{U}{R}',
      'Legendary Creature — Cyclops Homunculus',
      "Whenever Borborygmos and Fblthp enters or attacks, draw a card, then you may discard any number of land cards. When you discard one or more cards this way, Borborygmos and Fblthp deals twice that much damage to target creature.\n{1}{U}: Put Borborygmos and Fblthp into its owner's library third from the top.",
      '6/5',
    );
    expect(unenforced(rites)).toEqual([
      'Discard any number of cards. Target player reveals their hand, then you choose a nonland card from it for each card discarded this way. That player discards those cards.',
    ]);
    // Its "third from the top" ability stays text too.
    expect(unenforced(borborygmos)).toContain(
      'Whenever Borborygmos and Fblthp enters or attacks, draw a card, then you may discard any number of land cards. When you discard one or more cards this way, Borborygmos and Fblthp deals twice that much damage to target creature.',
    );
  });
});
