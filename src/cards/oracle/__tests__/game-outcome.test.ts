// Winning and losing the game by an effect (CR 104.2b, 104.3e: at once, ending the game, 104.1)
// and the static abilities that bar it ("can't" beats "can", 101.2). Real cards played.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, run, unenforced } from './compiled';

const door = card(
  'Door to Nothingness',
  '{5}',
  'Artifact',
  'This artifact enters tapped.\n{W}{W}{U}{U}{B}{B}{R}{R}{G}{G}, {T}, Sacrifice this artifact: Target player loses the game.',
);
const sovereign = card(
  'Felidar Sovereign',
  '{4}{W}{W}',
  'Creature — Cat Beast',
  'Vigilance, lifelink\nAt the beginning of your upkeep, if you have 40 or more life, you win the game.',
  '4/6',
);
const angel = card(
  'Platinum Angel',
  '{7}',
  'Artifact Creature — Angel',
  "Flying\nYou can't lose the game and your opponents can't win the game.",
  '4/4',
);
const persecutor = card(
  'Abyssal Persecutor',
  '{2}{B}{B}',
  'Creature — Demon',
  "Flying, trample\nYou can't win the game and your opponents can't lose the game.\nSacrifice another permanent: Target player loses 1 life. Activate only during your turn.",
  '6/6',
);
const CARDS = compiled(door, sovereign, angel, persecutor);
const library = ['Island', 'Island', 'Island'];
const FIVE_COLORS = [
  'Plains',
  'Plains',
  'Island',
  'Island',
  'Swamp',
  'Swamp',
  'Mountain',
  'Mountain',
  'Forest',
  'Forest',
];

/** p1 activates Door to Nothingness targeting p2, who controls `p2Cards`. */
function door2(p2Cards: string[]) {
  const g = game(
    {
      turn: main,
      players: {
        p1: { battlefield: ['Door to Nothingness', ...FIVE_COLORS], library },
        p2: { battlefield: p2Cards, library },
      },
    },
    [],
    { cards: CARDS },
  );
  g.act({ activate: 'Door to Nothingness', targets: ['p2'] });
  expect(g.error).toBeNull();
  run(g);
  return g;
}

/** p1's upkeep begins with Felidar Sovereign and `life`; p2 controls `p2Cards`. */
function upkeep(life: number, p2Cards: string[] = []) {
  const g = game(
    {
      turn: { number: 2, active: 'p2', phase: 'main1' },
      players: {
        p1: { life, battlefield: ['Felidar Sovereign'], library },
        p2: { battlefield: p2Cards, library },
      },
    },
    [{ advance: 'upkeep' }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  expect(g.state.turn.active).toBe('p1');
  run(g);
  return g;
}

describe('an effect says a player wins or loses the game (CR 104.2b, 104.3e)', () => {
  it('Door to Nothingness: the target player loses the game at once; the game is over', () => {
    const g = door2([]);
    expect(g.state.players.p2.lost).toBe(true);
    expect(g.state.gameOver?.losers).toEqual(['p2']);
    expect(g.events.some((e) => e.type === 'PlayerLost' && e.player === 'p2' && e.rule === '104.3e')).toBe(true);
    // The definition: one instruction, the target player.
    expect(CARDS[0]?.activated?.[0]?.steps).toEqual([{ do: 'loseGame', player: { ref: 'target', slot: 0 } }]);
  });

  it('Felidar Sovereign: with 40 life as the upkeep begins, p1 wins the game', () => {
    const g = upkeep(40);
    expect(g.state.gameOver).toEqual({ losers: ['p2'], reason: 'p1 won the game (Felidar Sovereign)' });
    expect(CARDS[1]?.triggered?.[0]?.steps).toEqual([{ do: 'winGame', player: { ref: 'you' } }]);
  });

  it('Felidar Sovereign: with 39 life it does not trigger (the intervening "if", CR 603.4)', () => {
    const g = upkeep(39);
    expect(g.state.gameOver).toBeNull();
  });
});

describe("can't win, can't lose (CR 101.2)", () => {
  it("Platinum Angel: its controller doesn't lose to Door to Nothingness", () => {
    const g = door2(['Platinum Angel']);
    expect(g.state.players.p2.lost).toBeFalsy();
    expect(g.state.gameOver).toBeNull();
    expect(g.events.some((e) => e.type === 'NothingHappened' && e.rule === '101.2')).toBe(true);
  });

  it("Platinum Angel: its controller's opponent can't win with Felidar Sovereign", () => {
    const g = upkeep(40, ['Platinum Angel']);
    expect(g.state.gameOver).toBeNull();
  });

  it('Platinum Angel: at 0 life its controller stays in the game; once it is gone, they lose', () => {
    const g = game(
      {
        turn: main,
        options: { sandbox: true },
        players: { p1: { life: 0, battlefield: [{ id: 'angel', card: 'Platinum Angel' }], library }, p2: { library } },
      },
      [],
      { cards: CARDS },
    );
    g.act({ pass: true });
    expect(g.state.gameOver).toBeNull();
    g.perform({ type: 'move', object: g.get('angel').id, to: 'graveyard', player: 'p1' });
    expect(g.state.gameOver?.losers).toEqual(['p1']);
  });

  it("Abyssal Persecutor: its controller can't win the game, and the opponent at 0 life doesn't lose", () => {
    const g = game(
      {
        turn: { number: 2, active: 'p2', phase: 'main1' },
        players: {
          p1: { life: 40, battlefield: ['Felidar Sovereign', 'Abyssal Persecutor'], library },
          p2: { life: 0, library },
        },
      },
      [{ advance: 'upkeep' }],
      { cards: CARDS },
    );
    run(g);
    expect(g.state.players.p2.lost).toBeFalsy();
    expect(g.state.gameOver).toBeNull();
  });

  it('near miss: "… this turn" from a resolved spell stays text', () => {
    const grace = card(
      "Angel's Grace",
      '{W}',
      'Instant',
      "Split second\nYou can't lose the game this turn and your opponents can't win the game this turn. Until end of turn, damage that would reduce your life total to less than 1 reduces it to 1 instead.",
    );
    expect(unenforced(grace)).toHaveLength(1);
  });
});
