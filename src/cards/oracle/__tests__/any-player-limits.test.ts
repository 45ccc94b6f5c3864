// "Any player may activate this ability but only as a sorcery" (Task Mage Assembly), "… but only
// during any upkeep step" (Armageddon Clock), "… but only during their draw step" (Well of
// Knowledge): another player may activate it (CR 602.2), within the limit read for the player
// activating it — "as a sorcery" is their own main phase with the stack empty (CR 602.5d, 307.1).
// Near miss that stays text: Mana Cache's "but only during their turn before the end step".
import { describe, expect, it } from 'vitest';
import { abilityOptions } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const assembly = card(
  'Task Mage Assembly',
  '{2}{R}',
  'Enchantment',
  'When there are no creatures on the battlefield, sacrifice this enchantment.\n{2}: This enchantment deals 1 damage to target creature. Any player may activate this ability but only as a sorcery.',
);
const clock = card(
  'Armageddon Clock',
  '{6}',
  'Artifact',
  'At the beginning of your upkeep, put a doom counter on this artifact.\nAt the beginning of your draw step, this artifact deals damage equal to the number of doom counters on it to each player.\n{4}: Remove a doom counter from this artifact. Any player may activate this ability but only during any upkeep step.',
);
const cache = card(
  'Mana Cache',
  '{1}{R}{R}',
  'Enchantment',
  "At the beginning of each player's end step, put a charge counter on this enchantment for each untapped land that player controls.\nRemove a charge counter from this enchantment: Add {C}. Any player may activate this ability but only during their turn before the end step.",
);
const CARDS = compiled(assembly, clock);

describe('"Any player may activate this ability but only …" (CR 602.2, 602.5d)', () => {
  const board = (turn: typeof main | { number: number; active: 'p1' | 'p2'; phase: 'main1' | 'upkeep' }) =>
    game(
      {
        turn,
        players: {
          p1: {
            battlefield: [
              { id: 'tma', card: 'Task Mage Assembly' },
              { id: 'clock', card: 'Armageddon Clock', counters: { doom: 2 } },
              { id: 'bears', card: 'Grizzly Bears' },
            ],
          },
          p2: { battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'] },
        },
      },
      // In p1's main phase p1 passes, so p2 has priority; the upkeep is looked at as it starts.
      turn.active === 'p1' && turn.phase === 'main1' ? [{ pass: true }] : [],
      { cards: CARDS },
    );
  const p2Can = (g: ReturnType<typeof board>, ref: string) =>
    abilityOptions(g.engine.registry, g.state, 'p2').some((o) => o.object === g.get(ref).id && o.enabled);

  it("Task Mage Assembly: p2 can't activate it in p1's main phase, and can in p2's own, where it deals 1 damage", () => {
    const g1 = board(main);
    expect(g1.error).toBeNull();
    expect(p2Can(g1, 'tma')).toBe(false);
    const g2 = board({ number: 4, active: 'p2', phase: 'main1' });
    expect(g2.error).toBeNull();
    expect(p2Can(g2, 'tma')).toBe(true);
    g2.act({ activate: 'tma', player: 'p2', targets: ['bears'] });
    expect(g2.error).toBeNull();
    expect(g2.state.abilities[g2.state.stack[0] ?? '']?.controller).toBe('p2');
    g2.act({ pass: true, player: 'p2' });
    g2.act({ pass: true });
    expect(g2.get('bears').damage).toBe(1);
  });

  it("Armageddon Clock: p2 can remove a doom counter during p1's upkeep, not in p1's main phase", () => {
    expect(p2Can(board(main), 'clock')).toBe(false);
    const g = board({ number: 3, active: 'p1', phase: 'upkeep' });
    expect(g.error).toBeNull();
    expect(g.state.turn.step).toBe('upkeep');
    expect(p2Can(g, 'clock')).toBe(true);
  });

  it('near miss: "but only during their turn before the end step" stays text', () => {
    expect(unenforced(cache)).toEqual([
      'Remove a charge counter from this enchantment: Add {C}. Any player may activate this ability but only during their turn before the end step.',
    ]);
  });
});
