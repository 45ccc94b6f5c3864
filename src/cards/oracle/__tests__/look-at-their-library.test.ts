// Looking at the top of another player's library (CR 401.2: only the looker sees the cards; a
// look with no choice leaves them as they were): "Look at the top card of target player's
// library. You may put that card into their graveyard" (Eye Spy), "Look at the top three cards of
// target player's library" (Orcish Spy). Real pool cards, played in the engine.
import { describe, expect, it } from 'vitest';
import { RULE } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const eyeSpy = card(
  'Eye Spy',
  '{U}',
  'Sorcery',
  "Look at the top card of target player's library. You may put that card into their graveyard.",
);
const orcishSpy = card(
  'Orcish Spy',
  '{R}',
  'Creature — Orc Rogue',
  "{T}: Look at the top three cards of target player's library.",
  '1/1',
);
const CARDS = compiled(eyeSpy, orcishSpy);

const board = {
  turn: main,
  players: {
    p1: {
      battlefield: ['Island', { id: 'spy', card: 'Orcish Spy' }],
      hand: ['Eye Spy'],
      library: ['Plains'],
    },
    p2: {
      library: [
        { id: 't1', card: 'Lightning Bolt' },
        { id: 't2', card: 'Forest' },
        { id: 't3', card: 'Grizzly Bears' },
        { id: 't4', card: 'Island' },
      ],
    },
  },
};

describe("the top of target player's library (CR 401.2)", () => {
  it("Eye Spy: the caster may put the top card of the target player's library into that player's graveyard", () => {
    const g = game(board, [{ cast: 'Eye Spy', targets: ['p2'] }, { pass: true }], { cards: CARDS });
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toMatchObject({
      kind: 'chooseObjects',
      player: 'p1',
      min: 0,
      max: 1,
      candidates: [g.get('t1').id],
    });
    g.act({ decide: [g.get('t1').id] });
    expect(g.names('p2', 'graveyard')).toEqual(['Lightning Bolt']);
    expect(g.state.players.p2.library).toEqual(['t2', 't3', 't4'].map((t) => g.get(t).id));
    expect(g.state.players.p1.library).toHaveLength(1);
  });

  it('Orcish Spy: the three cards are seen (named to the looker in the log) and stay in their order', () => {
    const g = game(board, [{ activate: 'spy', targets: ['p2'] }, { pass: true }], { cards: CARDS });
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toBeNull();
    const note = g.events.find((e) => e.type === 'Note' && e.rule === RULE.lookAtLibrary);
    expect(note?.text).toContain('Lightning Bolt, Forest, Grizzly Bears');
    expect(g.state.players.p2.library).toEqual(['t1', 't2', 't3', 't4'].map((t) => g.get(t).id));
  });

  it('near miss: "If it\'s a nonland card, you may pay 2 life" after the look stays text', () => {
    const wand = card(
      'Wand of Denial',
      '{2}',
      'Artifact',
      "{T}: Look at the top card of target player's library. If it's a nonland card, you may pay 2 life. If you do, put it into that player's graveyard.",
    );
    expect(unenforced(wand)).toHaveLength(1);
  });
});
