// The top card, looked at, and a choice that depends on what it is (CR 401.2, 608.2c): "Look at
// the top card of your library. If it's a land card, you may reveal it and put it into your
// hand" (701.20a), and a second choice of the card not taken: "If you don't put the card into
// your hand, you may put it into your graveyard". Real pool cards, played in the engine.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const greenseeker = card(
  'Dryad Greenseeker',
  '{1}{G}',
  'Creature — Dryad',
  "{T}: Look at the top card of your library. If it's a land card, you may reveal it and put it into your hand.",
  '1/3',
);
const culler = card(
  'Territory Culler',
  '{4}{G}',
  'Creature — Eldrazi',
  "Devoid (This card has no color.)\nReach\nLandfall — Whenever a land you control enters, look at the top card of your library. If it's a creature card, you may reveal it and put it into your hand. If you don't put the card into your hand, you may put it into your graveyard.",
  '7/5',
);
const CARDS = compiled(greenseeker, culler);

function activate(top: string) {
  return game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: [{ id: 'dryad', card: 'Dryad Greenseeker' }],
          library: [{ id: 'top', card: top }, 'Island'],
        },
      },
    },
    [{ activate: 'dryad' }, { pass: true }],
    { cards: CARDS },
  );
}

describe('"If it\'s a land card, you may …" of the top card (CR 608.2c)', () => {
  it('Dryad Greenseeker: a land on top may be revealed and put into the hand', () => {
    const g = activate('Forest');
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toMatchObject({
      kind: 'chooseObjects',
      min: 0,
      max: 1,
      candidates: [g.get('top').id],
    });
    g.act({ decide: [g.get('top').id] });
    expect(g.get('top').zone).toBe('hand');
    // Revealed before it moved (it is a new object in the hand, CR 400.7).
    expect(g.events.some((e) => e.type === 'Revealed' && e.text.includes('Forest'))).toBe(true);
  });

  it('Dryad Greenseeker: a nonland card stays on top, nothing is asked', () => {
    const g = activate('Lightning Bolt');
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toBeNull();
    expect(g.state.players.p1.library[0]).toBe(g.get('top').id);
  });

  it('Territory Culler: a land on top is no creature; it may go to the graveyard instead', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Territory Culler'],
            hand: [{ id: 'land', card: 'Forest' }],
            library: [{ id: 'top', card: 'Island' }, 'Island'],
          },
        },
      },
      [{ cast: 'land' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    // The first choice has no candidate; the second is about the card not taken.
    expect(g.state.pendingDecision).toMatchObject({
      kind: 'chooseObjects',
      min: 0,
      max: 1,
      candidates: [g.get('top').id],
    });
    g.act({ decide: [g.get('top').id] });
    expect(g.get('top').zone).toBe('graveyard');
  });

  it('near miss: Leaf-Crowned Elder\'s "you may play that card without paying its mana cost" stays text', () => {
    const elder = card(
      'Leaf-Crowned Elder',
      '{2}{G}{G}',
      'Creature — Treefolk Shaman',
      'Kinship — At the beginning of your upkeep, you may look at the top card of your library. If it shares a creature type with this creature, you may reveal it. If you do, you may play that card without paying its mana cost.',
      '3/5',
    );
    expect(unenforced(elder)).toHaveLength(1);
  });
});
