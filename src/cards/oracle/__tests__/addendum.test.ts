// Addendum (CR 207.2c ability word): "If you cast this spell during your main phase, …" — true
// when the spell's caster cast it during their own main phase (CR 505.1), checked as it resolves
// (608.2c); a copy was not cast (707.10). A second target offered only in the main phase
// (Return to Dust) stays text.
import { describe, expect, it } from 'vitest';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const insight = card(
  "Sphinx's Insight",
  '{2}{W}{U}',
  'Instant',
  'Draw two cards.\nAddendum — If you cast this spell during your main phase, you gain 2 life.',
);
const judgment = card(
  'Summary Judgment',
  '{1}{W}',
  'Instant',
  'Summary Judgment deals 3 damage to target tapped creature.\nAddendum — If you cast this spell during your main phase, it deals 5 damage instead.',
);
const powers = card(
  'Emergency Powers',
  '{5}{W}{U}',
  'Instant',
  'Each player shuffles their hand and graveyard into their library, then draws seven cards. Exile Emergency Powers.\nAddendum — If you cast this spell during your main phase, you may put a permanent card with mana value 7 or less from your hand onto the battlefield.',
);
const dust = card(
  'Return to Dust',
  '{2}{W}{W}',
  'Instant',
  'Exile target artifact or enchantment. If you cast this spell during your main phase, you may exile up to one other target artifact or enchantment.',
);
const wall = card('Stone Wall', '{2}', 'Creature — Wall', '', '0/4');
const twincast = card(
  'Twincast',
  '{U}{U}',
  'Instant',
  'Copy target instant or sorcery spell. You may choose new targets for the copy.',
);
const CARDS = compiled(insight, judgment, powers, wall, twincast);

/** Passes priority until the stack is empty or a decision is asked. */
function resolve(g: Game): void {
  for (let i = 0; i < 4 && g.stack().length && !g.state.pendingDecision; i++) g.act({ pass: true });
}

const lands = (n: number, land = 'Plains') => Array<string>(n).fill(land);
const library = Array<string>(10).fill('Grizzly Bears');

/** Casts Sphinx's Insight for p1 on `turn` and resolves it; returns p1's life. */
function insightLife(turn: { number: number; active: 'p1' | 'p2'; phase: 'main1' | 'main2' | 'beginCombat' }): number {
  const g = game(
    {
      turn,
      players: {
        p1: { hand: ["Sphinx's Insight"], battlefield: [...lands(2), ...lands(2, 'Island')], library },
        p2: { library },
      },
    },
    [],
    { cards: CARDS },
  );
  g.act({ cast: "Sphinx's Insight", player: 'p1' });
  resolve(g);
  expect(g.error).toBeNull();
  expect(g.names('p1', 'hand')).toHaveLength(2);
  return g.state.players.p1.life;
}

describe('addendum: if you cast this spell during your main phase (CR 207.2c, 505.1)', () => {
  it("Sphinx's Insight gains 2 life in either of your main phases only", () => {
    expect(insightLife(main)).toBe(22);
    expect(insightLife({ ...main, phase: 'main2' })).toBe(22);
    expect(insightLife({ ...main, phase: 'beginCombat' })).toBe(20);
    // The opponent's main phase is not yours.
    expect(insightLife({ number: 4, active: 'p2', phase: 'main1' })).toBe(20);
  });

  it('Summary Judgment deals 5 damage in your main phase, 3 otherwise', () => {
    for (const [phase, dies] of [
      ['main1', true],
      ['beginCombat', false],
    ] as const) {
      const g = game(
        {
          turn: { ...main, phase },
          players: {
            p1: { hand: ['Summary Judgment'], battlefield: lands(2) },
            p2: { battlefield: [{ id: 'wall', card: 'Stone Wall', tapped: true }] },
          },
        },
        [],
        { cards: CARDS },
      );
      g.act({ cast: 'Summary Judgment', targets: ['wall'] });
      resolve(g);
      expect(g.error).toBeNull();
      expect(g.names('p2', 'graveyard').includes('Stone Wall')).toBe(dies);
    }
  });

  it('Emergency Powers remembers it was cast in your main phase after exiling itself (CR 608.2h)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Emergency Powers'], battlefield: [...lands(4), ...lands(3, 'Island')], library },
          p2: { library },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ cast: 'Emergency Powers' });
    resolve(g);
    expect(g.state.pendingDecision).toMatchObject({ kind: 'may' });
    g.act({ decide: true });
    const d = g.state.pendingDecision as { candidates: string[] } | null;
    expect(d?.candidates).toHaveLength(7);
    g.act({ decide: [d!.candidates[0]!] });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'exile')).toContain('Emergency Powers');
    expect(g.names('p1', 'battlefield').filter((n) => n === 'Grizzly Bears')).toHaveLength(1);
    expect(g.names('p1', 'hand')).toHaveLength(6);
  });

  it("a copy of Sphinx's Insight was not cast: no life for it (CR 707.10)", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ["Sphinx's Insight", 'Twincast'],
            battlefield: [...lands(6), ...lands(6, 'Island')],
            library,
          },
          p2: { library },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ cast: "Sphinx's Insight" });
    g.act({ cast: 'Twincast', targets: ["Sphinx's Insight"] });
    resolve(g);
    if (g.state.pendingDecision) g.act({ decide: false });
    resolve(g);
    expect(g.error).toBeNull();
    expect(g.state.players.p1.life).toBe(22);
    expect(g.names('p1', 'hand')).toHaveLength(4);
  });

  it('Return to Dust, a second target only in the main phase, stays text', () => {
    expect(unenforced(dust)).toHaveLength(1);
  });
});
