// Storm (CR 702.40a): "When you cast this spell, copy it for each other spell that was cast before
// it this turn. You may choose new targets for the copies." The count is every player's spells cast
// before it this turn, fixed as it is cast: spells cast in response don't add copies. The copies
// are put on the stack, not cast (707.10), so they don't trigger storm again. Real cards played.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const grapeshot = card(
  'Grapeshot',
  '{1}{R}',
  'Sorcery',
  'Grapeshot deals 1 damage to any target.\nStorm (When you cast this spell, copy it for each spell cast before it this turn. You may choose new targets for the copies.)',
);
const CARDS = compiled(grapeshot);
const MOUNTAINS = ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'];

describe('storm (CR 702.40a)', () => {
  it('two spells cast before it (one by the opponent): two copies, each may take a new target', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: MOUNTAINS, hand: ['Shock', 'Grapeshot'] },
          p2: { battlefield: ['Mountain', { id: 'bears', card: 'Grizzly Bears' }], hand: ['Shock'] },
        },
      },
      [{ cast: 'Shock', targets: ['p2'] }],
      { cards: CARDS },
    );
    g.act({ cast: 'Shock', player: 'p2', targets: ['p1'] });
    expect(g.stack()).toEqual(['Shock', 'Shock']);
    g.act({ pass: true });
    expect(g.stack()).toEqual(['Shock']);
    g.act({ pass: true });
    g.act({ cast: 'Grapeshot', targets: ['p2'] });
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Grapeshot', 'Grapeshot ability']);
    g.act({ pass: true });
    // The first copy: keep its target (p2); the second: the Grizzly Bears.
    g.act({ decide: false });
    g.act({ decide: true });
    g.act({ decide: ['bears'] });
    expect(g.stack()).toEqual(['Grapeshot', 'Grapeshot (copy)', 'Grapeshot (copy)']);
    g.act({ pass: true });
    g.act({ pass: true });
    g.act({ pass: true });
    // Shock 2 + Grapeshot 1 + one copy 1; the Bears took 1.
    expect(g.state.players.p2.life).toBe(16);
    expect(g.get('bears').damage).toBe(1);
  });

  it('a spell cast in response to the storm trigger adds no copy; the first spell of the turn makes none', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: MOUNTAINS, hand: ['Grapeshot', 'Shock'] } },
      },
      [{ cast: 'Grapeshot', targets: ['p2'] }],
      { cards: CARDS },
    );
    expect(g.stack()).toEqual(['Grapeshot', 'Grapeshot ability']);
    g.act({ cast: 'Shock', targets: ['p2'] });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.stack()).toEqual(['Grapeshot']);
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(17);
  });

  it('near miss: gravestorm (counts permanents put into graveyards) stays text', () => {
    const ordeal = card(
      'Bitter Ordeal',
      '{2}{B}',
      'Sorcery',
      "Search target player's library for a card and exile it. Then that player shuffles.\nGravestorm (When you cast this spell, copy it for each permanent put into a graveyard this turn. You may choose new targets for the copies.)",
    );
    expect(unenforced(ordeal)).toContain('Gravestorm');
  });
});
