// "<player> gets a poison counter" / "gets two poison counters" (CR 122.1: counters on a player;
// ten or more and that player loses the game, 704.5c) on compiled real cards, and the defending
// player of "Whenever ~ attacks and isn't blocked" (CR 506.2, 509.1h): the player it attacks.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const cobra = card(
  'Crypt Cobra',
  '{3}{B}',
  'Creature — Snake',
  "Whenever this creature attacks and isn't blocked, defending player gets a poison counter. (A player with ten or more poison counters loses the game.)",
  '3/3',
);
const rats = card(
  'Ichor Rats',
  '{1}{B}{B}',
  'Creature — Phyrexian Rat',
  'Infect (This creature deals damage to creatures in the form of -1/-1 counters and to players in the form of poison counters.)\nWhen this creature enters, each player gets a poison counter.',
  '2/1',
);
const interrogators = card(
  'Persuasive Interrogators',
  '{3}{B}{B}',
  'Creature — Gorgon Detective',
  'When this creature enters, investigate. (Create a Clue token. It\'s an artifact with "{2}, Sacrifice this token: Draw a card.")\nWhenever you sacrifice a Clue, target opponent gets two poison counters. (A player with ten or more poison counters loses the game.)',
  '5/5',
);
const resolve = card('Corrupted Resolve', '{1}{U}', 'Instant', 'Counter target spell if its controller is poisoned.');
const wall = card('Wall of Stone', '{1}{R}{R}', 'Creature — Wall', 'Defender', '0/8');
const CARDS = compiled(cobra, rats, interrogators, wall);

function attack(blocker: boolean) {
  const g = game(
    {
      turn: main,
      players: {
        p1: { battlefield: [{ id: 'cobra', card: 'Crypt Cobra' }] },
        p2: { battlefield: blocker ? [{ id: 'wall', card: 'Wall of Stone' }] : [] },
      },
    },
    [{ advance: 'declareAttackers' }, { attack: ['cobra'] }, { advance: 'declareBlockers' }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  g.act(blocker ? { block: { wall: 'cobra' }, player: 'p2' } : { block: {}, player: 'p2' });
  g.act({ advance: 'main2' });
  return g;
}

describe('poison counters given by an instruction (CR 122.1, 704.5c)', () => {
  it('Crypt Cobra unblocked: the defending player gets one poison counter and takes the 3 damage', () => {
    const g = attack(false);
    expect(g.error).toBeNull();
    expect(g.state.players.p2.poison).toBe(1);
    expect(g.state.players.p2.life).toBe(17);
    expect(g.state.players.p1.poison ?? 0).toBe(0);
  });

  it('Crypt Cobra blocked: no trigger, no poison counter', () => {
    const g = attack(true);
    expect(g.error).toBeNull();
    expect(g.state.players.p2.poison ?? 0).toBe(0);
  });

  it('Ichor Rats entering: each player gets a poison counter, its controller too', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { hand: [{ id: 'rats', card: 'Ichor Rats' }], battlefield: ['Swamp', 'Swamp', 'Swamp'] } },
      },
      [{ cast: 'rats' }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.poison).toBe(1);
    expect(g.state.players.p2.poison).toBe(1);
  });

  it('Persuasive Interrogators: sacrificing the Clue gives the target opponent two; ten or more loses the game', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: [{ id: 'pi', card: 'Persuasive Interrogators' }], battlefield: Array<string>(7).fill('Swamp') },
        },
      },
      [{ cast: 'pi' }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    // The investigate trigger resolves: a Clue.
    g.act({ pass: true });
    g.act({ pass: true });
    const s = g.state;
    g.state = { ...s, players: { ...s.players, p2: { ...s.players.p2, poison: 8 } } } as GameState;
    g.act({ activate: 'Clue Token' });
    expect(g.error).toBeNull();
    // The sacrifice is a cost (CR 602.2): the trigger goes on the stack above the Clue's ability
    // and resolves first; with ten poison counters p2 loses before the Clue's draw (704.5c).
    g.act({ pass: true });
    expect(g.state.players.p2.poison).toBe(10);
    expect(g.state.players.p2.lost).toBe(true);
    expect(g.state.players.p1.lost).toBeFalsy();
  });

  it('near miss: "if its controller is poisoned" stays text', () => {
    expect(unenforced(resolve)).toEqual(['Counter target spell if its controller is poisoned.']);
  });
});
