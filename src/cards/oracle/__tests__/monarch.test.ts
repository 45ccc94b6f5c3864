// The monarch (CR 724): "you become the monarch" gives a player the designation, taking it from
// whoever had it (724.3); the monarch draws a card at the beginning of their end step, and a
// creature that deals combat damage to the monarch makes its controller the monarch (724.2,
// triggered abilities with no source, on the stack). "if you're the monarch" reads it.
// Real cards through the engine.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const sentinels = card(
  'Palace Sentinels',
  '{3}{W}',
  'Creature — Human Soldier',
  'When this creature enters, you become the monarch.',
  '2/4',
);
const sycophant = card(
  'Garrulous Sycophant',
  '{2}{B}',
  'Creature — Human Advisor',
  "At the beginning of your end step, if you're the monarch, each opponent loses 1 life and you gain 1 life.",
  '1/4',
);
const archivist = card(
  'Archivist of Gondor',
  '{2}{U}',
  'Creature — Human Advisor',
  "When your commander deals combat damage to a player, if there is no monarch, you become the monarch.\nAt the beginning of the monarch's end step, that player draws a card.",
  '2/3',
);
const CARDS = compiled(sentinels, sycophant);
const library = ['Island', 'Island', 'Island', 'Island', 'Island', 'Island', 'Island', 'Island'];

describe('the monarch (CR 724)', () => {
  it('Palace Sentinels makes its controller the monarch, who draws at the beginning of their end step (on the stack)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Palace Sentinels'],
            battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Garrulous Sycophant'],
            library,
          },
          p2: { library },
        },
      },
      [],
      { cards: CARDS },
    );
    expect(g.state.monarch).toBeUndefined();
    g.act({ cast: 'Palace Sentinels' });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.state.monarch).toBe('p1');
    g.act({ advance: 'end' });
    // Two triggers of p1's: the monarch's draw (no source) and Garrulous Sycophant's; p1 orders them (CR 603.3b).
    const order = g.state.pendingDecision;
    expect(order?.kind).toBe('chooseOrder');
    expect(order?.options.map((o) => o.label.split(':')[0])).toEqual(['The monarch', 'Garrulous Sycophant']);
    g.act({ decide: ['0', '1'] });
    expect(g.stack().length).toBe(2);
    expect(g.state.players.p1.hand.length).toBe(0);
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.state.players.p1.hand.length).toBe(1);
    // "if you're the monarch": each opponent loses 1 life and p1 gains 1.
    expect(g.state.players.p2.life).toBe(19);
    expect(g.state.players.p1.life).toBe(21);
  });

  it('combat damage to a player when no one is the monarch makes no one the monarch', () => {
    const g = game(
      {
        turn: { number: 4, active: 'p2', phase: 'main1' },
        players: {
          p1: { battlefield: ['Palace Sentinels'], library },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }], library },
        },
      },
      [],
      { cards: CARDS },
    );
    // The board starts with no monarch; p1's Sentinels are already on the battlefield (no trigger).
    expect(g.state.monarch).toBeUndefined();
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['bears'], player: 'p2' });
    g.act({ advance: 'main2' });
    // Nobody was the monarch: combat damage to p1 triggers nothing.
    expect(g.state.monarch).toBeUndefined();
    expect(g.state.players.p1.life).toBe(18);
  });

  it('combat damage to the monarch: the attacking creature’s controller takes it, then draws at their end step', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Palace Sentinels'], battlefield: ['Plains', 'Plains', 'Plains', 'Plains'], library },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }], library },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ cast: 'Palace Sentinels' });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.state.monarch).toBe('p1');
    g.act({ advance: 'next-turn' });
    expect(g.state.turn.active).toBe('p2');
    const handBefore = g.state.players.p2.hand.length;
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['bears'], player: 'p2' });
    g.act({ block: {}, player: 'p1' });
    g.act({ advance: 'main2' });
    expect(g.state.players.p1.life).toBe(18);
    expect(g.state.monarch).toBe('p2');
    g.act({ advance: 'end' });
    g.act({ pass: true });
    expect(g.state.players.p2.hand.length).toBe(handBefore + 1);
  });

  it('"At the beginning of the monarch\'s end step" on a card stays text', () => {
    // Its first ability is read ("your commander", CR 903.3); only the monarch's end step stays text.
    expect(unenforced(archivist)).toEqual(["At the beginning of the monarch's end step, that player draws a card."]);
  });
});
