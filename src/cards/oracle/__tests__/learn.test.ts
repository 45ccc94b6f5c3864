// Learn (CR 701.48a): "You may reveal a Lesson card you own from outside the game and put it into
// your hand, or discard a card to draw a card." The player chooses one, or neither, as the spell
// or ability resolves (608.2d); an option that can't be done is not offered.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const REMINDER =
  '(You may reveal a Lesson card you own from outside the game and put it into your hand, or discard a card to draw a card.)';
const quiz = card('Pop Quiz', '{2}{U}', 'Instant', `Draw a card.\nLearn. ${REMINDER}`);
const inspiration = card(
  'Igneous Inspiration',
  '{2}{R}',
  'Sorcery',
  `Igneous Inspiration deals 3 damage to any target.\nLearn. ${REMINDER}`,
);
const sciences = card(
  'Environmental Sciences',
  '{2}',
  'Sorcery — Lesson',
  'Search your library for a basic land card, reveal it, put it into your hand, then shuffle. You gain 2 life.',
);
// A near miss: another player learning is not the controller's instruction.
const otherLearns = card('Quiz Swap', '{1}{U}', 'Sorcery', 'Target opponent learns.');
const CARDS = compiled(quiz, inspiration, sciences);
const islands = Array<string>(3).fill('Island');
const library = ['Forest', 'Forest', 'Forest', 'Forest'];

describe('learn (CR 701.48a)', () => {
  it('Pop Quiz: the Lesson (not the Grizzly Bears) comes from outside the game into the hand', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Pop Quiz'],
            battlefield: islands,
            library,
            sideboard: ['Grizzly Bears', 'Environmental Sciences'],
          },
          p2: { library },
        },
      },
      [{ cast: 'Pop Quiz' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision?.kind).toBe('may');
    g.act({ decide: true });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'hand').sort()).toEqual(['Environmental Sciences', 'Forest']);
    expect(g.names('p1', 'outside')).toEqual(['Grizzly Bears']);
    expect(g.names('p1', 'library')).toHaveLength(3);
  });

  it('Pop Quiz declining the Lesson: discard a card to draw a card', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Pop Quiz'], battlefield: islands, library, sideboard: ['Environmental Sciences'] },
          p2: { library },
        },
      },
      [{ cast: 'Pop Quiz' }, { pass: true }, { decide: false }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    // Drew a Forest; now asked whether to discard a card to draw a card.
    g.act({ decide: true });
    while (g.state.pendingDecision) g.act({ decide: [g.state.pendingDecision.candidates[0] as string] });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard').sort()).toEqual(['Forest', 'Pop Quiz']);
    expect(g.names('p1', 'hand')).toEqual(['Forest']);
    expect(g.names('p1', 'library')).toHaveLength(2);
    expect(g.names('p1', 'outside')).toEqual(['Environmental Sciences']);
  });

  it('Igneous Inspiration with no Lesson outside and an empty hand: nothing is offered', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Igneous Inspiration'], battlefield: Array<string>(3).fill('Mountain'), library },
          p2: { library },
        },
      },
      [{ cast: 'Igneous Inspiration', targets: ['p2'] }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toBeNull();
    expect(g.state.players.p2.life).toBe(17);
    expect(g.names('p1', 'hand')).toEqual([]);
    expect(g.names('p1', 'library')).toHaveLength(4);
  });

  it('another player learning stays text', () => {
    expect(unenforced(otherLearns)).toHaveLength(1);
  });
});
