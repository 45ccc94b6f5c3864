// "Look at the top N cards of your library" and the choices among them (CR 401.2: only the
// looker sees them; 401.4: cards put into a library together are ordered by their owner;
// 701.20a: what is revealed is shown to everyone). Real pool cards, played in the engine.
import { describe, expect, it } from 'vitest';
import { RULE } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const anticipate = card(
  'Anticipate',
  '{1}{U}',
  'Instant',
  'Look at the top three cards of your library. Put one of them into your hand and the rest on the bottom of your library in any order.',
);
const augur = card(
  'Augur of Bolas',
  '{1}{U}',
  'Creature — Merfolk Wizard',
  'When this creature enters, look at the top three cards of your library. You may reveal an instant or sorcery card from among them and put it into your hand. Put the rest on the bottom of your library in any order.',
  '1/3',
);
const alchemy = card(
  'Forbidden Alchemy',
  '{2}{U}',
  'Instant',
  'Look at the top four cards of your library. Put one of them into your hand and the rest into your graveyard.\nFlashback {6}{B} (You may cast this card from your graveyard for its flashback cost. Then exile it.)',
);
const ponder = card(
  'Ponder',
  '{U}',
  'Sorcery',
  'Look at the top three cards of your library, then put them back in any order. You may shuffle.\nDraw a card.',
);
const festival = card(
  'Storm the Festival',
  '{3}{G}{G}{G}',
  'Sorcery',
  'Look at the top five cards of your library. You may put up to two permanent cards with mana value 5 or less from among them onto the battlefield. Put the rest on the bottom of your library in a random order.\nFlashback {7}{G}{G}{G} (You may cast this card from your graveyard for its flashback cost. Then exile it.)',
);
const CARDS = compiled(anticipate, augur, alchemy, ponder, festival);

const lib = (...ids: string[]) =>
  ids.map((id) => ({
    id,
    card: id.startsWith('bolt') ? 'Lightning Bolt' : id.startsWith('bear') ? 'Grizzly Bears' : 'Island',
  }));

describe('look at the top N cards and choose (CR 401.2, 401.4)', () => {
  it('Anticipate: one of the top three into the hand, the other two on the bottom in the order chosen', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Island', 'Island'], hand: ['Anticipate'], library: lib('i1', 'bolt', 'i2', 'i3', 'i4') },
        },
      },
      [{ cast: 'Anticipate' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const d = g.state.pendingDecision;
    // Only the top three, and only their looker decides (the fourth card is not among them).
    expect(d).toMatchObject({ player: 'p1', kind: 'chooseObjects', rule: RULE.lookAtLibrary, min: 1, max: 1 });
    expect(d?.candidates).toEqual(['i1', 'bolt', 'i2'].map((r) => g.get(r).id));
    expect(() => g.act({ decide: ['i3'] })).toThrow(/not a legal choice/);
    g.act({ decide: ['bolt'] });
    const order = g.state.pendingDecision;
    expect(order).toMatchObject({ player: 'p1', kind: 'chooseOrder', rule: RULE.libraryOrder });
    g.act({ decide: [g.get('i2').id, g.get('i1').id] });
    expect(g.names('p1', 'hand')).toEqual(['Lightning Bolt']);
    // i3 and i4 are now on top; the two put on the bottom are there in the order given.
    expect(g.state.players.p1.library).toEqual(['i3', 'i4', 'i2', 'i1'].map((r) => g.get(r).id));
    // Not revealed: the log doesn't name the card taken.
    expect(g.has('Revealed')).toBe(false);
  });

  it('Augur of Bolas: may reveal an instant or sorcery among them; a creature card is no choice', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Island', 'Island'],
            hand: ['Augur of Bolas'],
            library: lib('bear', 'bolt', 'i1', 'i2'),
          },
        },
      },
      [{ cast: 'Augur of Bolas' }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const d = g.state.pendingDecision;
    expect(d).toMatchObject({ kind: 'chooseObjects', min: 0, max: 1 });
    expect(d?.candidates).toEqual([g.get('bolt').id]);
    g.act({ decide: ['bolt'] });
    g.act({ decide: [g.get('bear').id, g.get('i1').id] });
    expect(g.names('p1', 'hand')).toEqual(['Lightning Bolt']);
    expect(g.has('Revealed', RULE.reveal)).toBe(true);
    expect(g.state.players.p1.library).toEqual(['i2', 'bear', 'i1'].map((r) => g.get(r).id));
  });

  it('Augur of Bolas: with no instant or sorcery among them, nothing is asked but the order', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Island', 'Island'], hand: ['Augur of Bolas'], library: lib('bear', 'i1', 'i2', 'bolt') },
        },
      },
      [{ cast: 'Augur of Bolas' }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toMatchObject({ kind: 'chooseOrder' });
    g.act({ decide: [g.get('i1').id, g.get('i2').id, g.get('bear').id] });
    expect(g.names('p1', 'hand')).toEqual([]);
    expect(g.state.players.p1.library).toEqual(['bolt', 'i1', 'i2', 'bear'].map((r) => g.get(r).id));
  });

  it('Forbidden Alchemy: one into the hand, the rest into the graveyard', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Island', 'Island', 'Island'],
            hand: ['Forbidden Alchemy'],
            library: lib('i1', 'bear', 'bolt', 'i2', 'i3'),
          },
        },
      },
      [{ cast: 'Forbidden Alchemy' }, { pass: true }, { decide: ['bolt'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'hand')).toEqual(['Lightning Bolt']);
    expect(g.names('p1', 'graveyard').sort()).toEqual(['Forbidden Alchemy', 'Grizzly Bears', 'Island', 'Island']);
    expect(g.state.players.p1.library).toEqual([g.get('i3').id]);
  });

  it('Forbidden Alchemy with two cards left: the one chosen is the only choice made', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Island', 'Island', 'Island'],
            hand: ['Forbidden Alchemy'],
            library: lib('bear', 'bolt'),
          },
        },
      },
      [{ cast: 'Forbidden Alchemy' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.state.pendingDecision?.candidates).toHaveLength(2);
    g.act({ decide: ['bear'] });
    expect(g.names('p1', 'hand')).toEqual(['Grizzly Bears']);
    expect(g.state.players.p1.library).toEqual([]);
  });

  it('Ponder: the top three go back in the order chosen, then a card is drawn', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Island'], hand: ['Ponder'], library: lib('i1', 'bolt', 'bear', 'i2') } },
      },
      [{ cast: 'Ponder' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toMatchObject({ kind: 'chooseOrder', rule: RULE.libraryOrder });
    g.act({ decide: [g.get('bolt').id, g.get('bear').id, g.get('i1').id] });
    g.act({ decide: false }); // You may shuffle: no.
    expect(g.names('p1', 'hand')).toEqual(['Lightning Bolt']);
    expect(g.state.players.p1.library).toEqual(['bear', 'i1', 'i2'].map((r) => g.get(r).id));
  });

  it('Storm the Festival: up to two permanent cards with mana value 5 or less onto the battlefield', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest'],
            hand: ['Storm the Festival'],
            library: lib('bear', 'bolt', 'i1', 'bear2', 'i2', 'i3'),
          },
        },
      },
      [{ cast: 'Storm the Festival' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const d = g.state.pendingDecision;
    // Lightning Bolt is no permanent card.
    expect(d).toMatchObject({ kind: 'chooseObjects', min: 0, max: 2 });
    expect(d?.candidates).toEqual(['bear', 'i1', 'bear2', 'i2'].map((r) => g.get(r).id));
    g.act({ decide: ['bear', 'i1'] });
    expect(g.get('bear')).toMatchObject({ zone: 'battlefield', controller: 'p1', tapped: false });
    expect(g.get('i1').zone).toBe('battlefield');
    // The rest (three cards) go under the sixth, in a random order.
    const library = g.state.players.p1.library;
    expect(library[0]).toBe(g.get('i3').id);
    expect([...library.slice(1)].sort()).toEqual(['bolt', 'bear2', 'i2'].map((r) => g.get(r).id).sort());
  });

  it('near misses stay text: a condition on the choice, an activated {X}', () => {
    const advice = card(
      'Advice from the Fae',
      '{2/U}{2/U}{2/U}',
      'Sorcery',
      "({2/U} can be paid with any two mana or with {U}. This card's mana value is 6.)\nLook at the top five cards of your library. If you control more creatures than each other player, put two of those cards into your hand. Otherwise, put one of them into your hand. Then put the rest on the bottom of your library in any order.",
    );
    const podium = card(
      "Heroes' Podium",
      '{5}',
      'Legendary Artifact',
      'Each legendary creature you control gets +1/+1 for each other legendary creature you control.\n{X}, {T}: Look at the top X cards of your library. You may reveal a legendary creature card from among them and put it into your hand. Put the rest on the bottom of your library in a random order.',
    );
    const awaits = card(
      'Adventure Awaits',
      '{1}{G}',
      'Sorcery',
      "Look at the top five cards of your library. You may reveal a creature card from among them and put it into your hand. Put the rest on the bottom of your library in a random order. If you didn't put a card into your hand this way, draw a card.",
    );
    expect(unenforced(advice)).toHaveLength(1);
    // Its static stays text too: "other" there is each affected creature's, not the Podium's.
    expect(unenforced(podium)).toEqual([
      'Each legendary creature you control gets +1/+1 for each other legendary creature you control.',
      '{X}, {T}: Look at the top X cards of your library. You may reveal a legendary creature card from among them and put it into your hand. Put the rest on the bottom of your library in a random order.',
    ]);
    expect(unenforced(awaits)).toHaveLength(1);
  });
});
