// The Eldrazi processors: "you may put a card an opponent owns from exile into that player's
// graveyard. If you do, …" (CR 115.10: a choice made as the ability resolves, not a target;
// 400.3: a card goes to its owner's graveyard). Only a card in exile an opponent owns may be
// chosen; with none, nothing is put and "If you do" is not done. Real pool cards.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const strangler = card(
  'Wasteland Strangler',
  '{2}{B}',
  'Creature — Eldrazi Processor',
  "Devoid (This card has no color.)\nWhen this creature enters, you may put a card an opponent owns from exile into that player's graveyard. If you do, target creature gets -3/-3 until end of turn.",
  '3/2',
);
const mindRaker = card(
  'Mind Raker',
  '{3}{B}',
  'Creature — Eldrazi Processor',
  "Devoid (This card has no color.)\nWhen this creature enters, you may put a card an opponent owns from exile into that player's graveyard. If you do, each opponent discards a card.",
  '3/3',
);
const CARDS = compiled(strangler, mindRaker);

describe('"put a card an opponent owns from exile into that player\'s graveyard" (CR 115.10, 400.3)', () => {
  it("Wasteland Strangler: the opponent's exiled card goes to their graveyard, then the target gets -3/-3", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Swamp', 'Swamp', 'Swamp'],
            hand: ['Wasteland Strangler'],
            exile: [{ id: 'mine', card: 'Lightning Bolt' }],
          },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }], exile: [{ id: 'theirs', card: 'Forest' }] },
        },
      },
      [{ cast: 'Wasteland Strangler' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    // The trigger's target as it is put on the stack (CR 603.3d), then its resolution.
    expect(g.state.pendingDecision?.player).toBe('p1');
    g.act({ decide: [g.get('bears').id] });
    g.act({ pass: true });
    g.act({ decide: true });
    const d = g.state.pendingDecision;
    // Only the card an opponent owns, not p1's own exiled Bolt: the one candidate is taken.
    if (d?.kind === 'chooseObjects') {
      expect(d.candidates).toEqual([g.get('theirs').id]);
      g.act({ decide: [g.get('theirs').id] });
    }
    expect(g.names('p2', 'graveyard')).toEqual(['Forest', 'Grizzly Bears']);
    expect(g.get('mine').zone).toBe('exile');
  });

  it('Mind Raker: with no card an opponent owns in exile, nothing is put and no one discards', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp'], hand: ['Mind Raker'], exile: ['Lightning Bolt'] },
          p2: { hand: ['Grizzly Bears'] },
        },
      },
      [{ cast: 'Mind Raker' }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    if (g.state.pendingDecision?.kind === 'may') g.act({ decide: true });
    expect(g.names('p2', 'hand')).toEqual(['Grizzly Bears']);
    expect(g.names('p1', 'exile')).toEqual(['Lightning Bolt']);
  });

  it('Mind Raker: a card put, so the opponent discards', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp'], hand: ['Mind Raker'] },
          p2: { hand: ['Grizzly Bears'], exile: ['Forest'] },
        },
      },
      [{ cast: 'Mind Raker' }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ decide: true });
    if (g.state.pendingDecision?.kind === 'chooseObjects') g.act({ decide: g.state.pendingDecision.candidates });
    expect(g.names('p2', 'graveyard').sort()).toEqual(['Forest', 'Grizzly Bears']);
    expect(g.names('p2', 'hand')).toEqual([]);
  });

  it('near miss: the same words as a cost stay text (Cryptic Cruiser)', () => {
    const cruiser = card(
      'Cryptic Cruiser',
      '{3}{U}',
      'Creature — Eldrazi Processor',
      "Devoid (This card has no color.)\n{2}{U}, Put a card an opponent owns from exile into that player's graveyard: Tap target creature.",
      '3/3',
    );
    expect(unenforced(cruiser)).toHaveLength(1);
  });
});
