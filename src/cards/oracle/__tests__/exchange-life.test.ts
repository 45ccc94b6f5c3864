// Exchanging life totals (CR 701.12): "Exchange life totals with target opponent" (Magus of the
// Mirror), "Two target players exchange life totals" (Soul Conduit), "you may have two target
// players exchange life totals" (Axis of Mortality). Each player gains or loses the life that
// gives them the other's previous total (701.12c); if the one who would gain can't gain life, no
// part of the exchange happens (701.12a, 701.12c).
import { describe, expect, it } from 'vitest';
import { RULE } from '../../../engine';
import { game } from '../../../testing/harness';
import { compileCard } from '../compile';
import { card } from './card';
import { compiled, main } from './compiled';

const magus = {
  ...card(
    'Magus of the Mirror',
    '{4}{B}{B}',
    'Creature — Human Wizard',
    '{T}, Sacrifice this creature: Exchange life totals with target opponent. Activate only during your upkeep.',
  ),
  power: '4',
  toughness: '2',
};
const conduit = card('Soul Conduit', '{6}', 'Artifact', '{6}, {T}: Two target players exchange life totals.');
const axis = card(
  'Axis of Mortality',
  '{4}{W}{W}',
  'Enchantment',
  'At the beginning of your upkeep, you may have two target players exchange life totals.',
);
const ferocidon = {
  ...card(
    'Rampaging Ferocidon',
    '{2}{R}',
    'Creature — Dinosaur',
    "Menace\nPlayers can't gain life.\nWhenever another creature enters, this creature deals 1 damage to that creature's controller.",
  ),
  power: '3',
  toughness: '3',
};
const CARDS = compiled(magus, conduit, axis, ferocidon);
const DENIAL = compiled(conduit, card('Test Denial', '{1}{B}', 'Enchantment', "Your opponents can't gain life."));
const upkeep = { number: 3, active: 'p1' as const, phase: 'upkeep' as const };
const islands = Array.from({ length: 6 }, () => 'Island');

describe('exchanging life totals (CR 701.12c)', () => {
  it('compiles the three wordings fully, one exchange step each', () => {
    for (const c of [magus, conduit, axis]) expect(compileCard(c).status).toBe('full');
    expect(CARDS[0]?.activated?.[0]?.steps).toEqual([
      { do: 'exchangeLife', player: { ref: 'you' }, other: { ref: 'target', slot: 0 } },
    ]);
    expect(CARDS[1]?.activated?.[0]?.steps).toEqual([{ do: 'exchangeLife', player: { ref: 'target', slot: 0 } }]);
  });

  it('Magus of the Mirror: 4 life and 17 become 17 and 4 — a gain of 13 and a loss of 13', () => {
    const g = game(
      {
        turn: upkeep,
        players: { p1: { life: 4, battlefield: ['Magus of the Mirror'] }, p2: { life: 17 } },
      },
      [{ activate: 'Magus of the Mirror', ability: 0, targets: ['p2'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.life).toBe(17);
    expect(g.state.players.p2.life).toBe(4);
    expect(g.has('LifeChanged', RULE.exchangeLifeTotals)).toBe(true);
  });

  it('Soul Conduit on two other players’ totals: the two targets exchange', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { life: 12, battlefield: ['Soul Conduit', ...islands] }, p2: { life: 3 } },
      },
      [{ activate: 'Soul Conduit', ability: 0, targets: ['p1', 'p2'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.life).toBe(3);
    expect(g.state.players.p2.life).toBe(12);
  });

  it("a player who can't gain life can't get the higher total: nothing happens at all (CR 701.12a)", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { life: 12, battlefield: ['Soul Conduit', ...islands] },
          p2: { life: 3, battlefield: ['Rampaging Ferocidon'] },
        },
      },
      [{ activate: 'Soul Conduit', ability: 0, targets: ['p1', 'p2'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.life).toBe(12);
    expect(g.state.players.p2.life).toBe(3);
    expect(g.has('Note', RULE.exchangeAll)).toBe(true);
  });

  it("only the player who would gain must be able to: the one who can't gain life may lose it (CR 701.12c)", () => {
    const play = (p1: number, p2: number) =>
      game(
        {
          turn: main,
          players: { p1: { life: p1, battlefield: ['Soul Conduit', 'Test Denial', ...islands] }, p2: { life: p2 } },
        },
        [{ activate: 'Soul Conduit', ability: 0, targets: ['p1', 'p2'] }, { pass: true }],
        { cards: DENIAL },
      );
    // p2 can't gain life and has the higher total: p2 loses 9, p1 gains 9.
    const g = play(3, 12);
    expect(g.error).toBeNull();
    expect([g.state.players.p1.life, g.state.players.p2.life]).toEqual([12, 3]);
    // p2 would have to gain: no part of the exchange happens.
    const h = play(12, 3);
    expect(h.error).toBeNull();
    expect([h.state.players.p1.life, h.state.players.p2.life]).toEqual([12, 3]);
  });

  it('near misses stay text: a condition on the difference, a third party exchanging with a target', () => {
    expect(
      compileCard(
        card(
          'Psychic Transfer',
          '{4}{U}',
          'Sorcery',
          "If the difference between your life total and target player's life total is 5 or less, exchange life totals with that player.",
        ),
      ).status,
    ).not.toBe('full');
    expect(
      compileCard(card('Test Swap', '{1}', 'Sorcery', 'Target player exchanges life totals with target opponent.'))
        .status,
    ).not.toBe('full');
    expect(
      compileCard(card('Test Swap', '{1}', 'Sorcery', 'Up to two target players exchange life totals.')).status,
    ).not.toBe('full');
  });
});
