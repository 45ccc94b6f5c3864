// Paying life as an effect resolves (CR 119.4): "you may pay 2 life. If you do, …" and "…
// unless you pay 1 life". A player may pay life only up to their life total (a payment they can't
// make is not offered, and "unless" then happens); paying is losing that much life.
import { describe, expect, it } from 'vitest';
import { characteristics, readContext } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const poet = card(
  'Arrogant Poet',
  '{1}{B}',
  'Creature — Human Warlock',
  'Whenever this creature attacks, you may pay 2 life. If you do, it gains flying until end of turn.',
  '2/1',
);
const carnophage = card(
  'Carnophage',
  '{B}',
  'Creature — Zombie',
  'At the beginning of your upkeep, tap this creature unless you pay 1 life.',
  '2/2',
);
const tyrannize = card(
  'Tyrannize',
  '{3}{B/R}{B/R}',
  'Sorcery',
  'Target player discards their hand unless they pay 7 life.',
);
const cards = compiled(poet, carnophage, tyrannize);
const flies = (g: Game, ref: string) =>
  characteristics(readContext(g.state, g.engine.registry), g.get(ref)).keywords.includes('flying');

function poetAttacks(life: number) {
  const g = game(
    { turn: main, players: { p1: { life, battlefield: [{ id: 'poet', card: 'Arrogant Poet' }] }, p2: {} } },
    [{ advance: 'declareAttackers' }, { attack: ['poet'] }],
    { cards },
  );
  expect(g.error).toBeNull();
  return g;
}

describe('"you may pay 2 life. If you do, …" (Arrogant Poet)', () => {
  it('paid: p1 goes from 20 to 18 life and the Poet has flying', () => {
    const g = poetAttacks(20);
    g.act({ pass: true });
    expect(g.state.pendingDecision).toMatchObject({ kind: 'may', prompt: expect.stringContaining('2 life') });
    g.act({ decide: true });
    expect(g.state.players.p1.life).toBe(18);
    expect(flies(g, 'poet')).toBe(true);
  });

  it('declined: no life is paid and no flying', () => {
    const g = poetAttacks(20);
    g.act({ pass: true });
    g.act({ decide: false });
    expect(g.state.players.p1.life).toBe(20);
    expect(flies(g, 'poet')).toBe(false);
  });

  it('with 1 life, 2 life cannot be paid (CR 119.4): not asked, no flying', () => {
    const g = poetAttacks(1);
    g.act({ pass: true });
    expect(g.state.pendingDecision).toBeNull();
    expect(g.state.players.p1.life).toBe(1);
    expect(flies(g, 'poet')).toBe(false);
  });
});

describe('"tap this creature unless you pay 1 life" (Carnophage)', () => {
  function upkeep(life: number) {
    const g = game(
      {
        turn: { number: 2, active: 'p2', phase: 'main1' },
        players: {
          p1: { life, battlefield: [{ id: 'c', card: 'Carnophage' }], library: ['Swamp', 'Swamp'] },
          p2: { library: ['Swamp'] },
        },
      },
      [{ advance: 'next-turn' }],
      { cards },
    );
    expect(g.error).toBeNull();
    for (let i = 0; i < 5 && g.state.stack.length && !g.state.pendingDecision; i++) g.act({ pass: true });
    return g;
  }

  it('paid: 19 life and it stays untapped', () => {
    const g = upkeep(20);
    g.act({ decide: true });
    expect(g.state.players.p1.life).toBe(19);
    expect(g.get('c').tapped).toBe(false);
  });

  it('not paid: it is tapped and the life stays 20', () => {
    const g = upkeep(20);
    g.act({ decide: false });
    expect(g.state.players.p1.life).toBe(20);
    expect(g.get('c').tapped).toBe(true);
  });
});

describe('"Target player discards their hand unless they pay 7 life." (Tyrannize)', () => {
  function cast(p2Life: number) {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Swamp', 'Swamp', 'Swamp', 'Mountain', 'Mountain'], hand: ['Tyrannize'] },
          p2: { life: p2Life, hand: ['Grizzly Bears', 'Lightning Bolt'] },
        },
      },
      [{ cast: 'Tyrannize', targets: ['p2'] }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    return g;
  }

  it('the target player is asked; paying 7, they keep their hand at 13 life', () => {
    const g = cast(20);
    expect(g.state.pendingDecision).toMatchObject({ kind: 'may', player: 'p2' });
    g.act({ decide: true, player: 'p2' });
    expect(g.state.players.p2.life).toBe(13);
    expect(g.names('p2', 'hand')).toHaveLength(2);
  });

  it('with 6 life they cannot pay: the hand is discarded', () => {
    const g = cast(6);
    expect(g.state.players.p2.life).toBe(6);
    expect(g.names('p2', 'hand')).toHaveLength(0);
  });
});

describe('near misses stay text', () => {
  it('"you may pay X life" with X defined by nothing', () => {
    const c = card(
      'Test Payer',
      '{2}',
      'Creature — Test',
      'When this creature enters, you may pay X life. If you do, draw a card.',
      '2/2',
    );
    expect(unenforced(c)).toHaveLength(1);
  });
});
