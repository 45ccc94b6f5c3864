// "Whenever an opponent loses life, you gain that much life" (CR 119.3): once for each event in
// which that player loses life (damage causes loss of life); "that much" is the life lost. The
// watcher's controller losing life doesn't trigger it.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const blood = card(
  'Exquisite Blood',
  '{4}{B}',
  'Enchantment',
  'Whenever an opponent loses life, you gain that much life.',
);
const conqueror = card(
  'Bloodthirsty Conqueror',
  '{3}{B}{B}',
  'Creature — Vampire Knight',
  'Flying, deathtouch\nWhenever an opponent loses life, you gain that much life. (Damage causes loss of life.)',
  '5/5',
);
const CARDS = compiled(blood, conqueror);

/** Resolves the whole stack. */
function settle(g: ReturnType<typeof game>): void {
  for (let i = 0; i < 12 && g.state.stack.length; i++) g.act({ pass: true });
}

describe('"Whenever an opponent loses life" (CR 119.3)', () => {
  it('Exquisite Blood: Lightning Bolt to the opponent gains its controller 3 life', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { hand: ['Lightning Bolt'], battlefield: ['Mountain', 'Exquisite Blood'] } },
      },
      [],
      { cards: CARDS },
    );
    g.act({ cast: 'Lightning Bolt', targets: ['p2'] });
    settle(g);
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(17);
    expect(g.state.players.p1.life).toBe(23);
  });

  it("Bloodthirsty Conqueror: its controller's own life loss doesn't trigger it", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Lightning Bolt'], battlefield: ['Mountain', 'Bloodthirsty Conqueror'] },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ cast: 'Lightning Bolt', targets: ['p1'] });
    settle(g);
    expect(g.error).toBeNull();
    expect(g.state.players.p1.life).toBe(17);
    expect(g.state.players.p2.life).toBe(20);
  });

  it('Bloodthirsty Conqueror: combat damage to the opponent is life lost', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: [{ id: 'bc', card: 'Bloodthirsty Conqueror' }] } } },
      [{ advance: 'declareAttackers' }, { attack: ['bc'] }, { advance: 'combatDamage' }],
      { cards: CARDS },
    );
    settle(g);
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(15);
    expect(g.state.players.p1.life).toBe(25);
  });

  it('a near miss stays text', () => {
    const c = card(
      'Near Miss',
      '{2}',
      'Artifact',
      // "… during your turn" is read (during-turn-triggers.test.ts); "one or more opponents" is not.
      'Whenever one or more opponents lose life, you gain 1 life.',
    );
    expect(unenforced(c)).toHaveLength(1);
  });
});
