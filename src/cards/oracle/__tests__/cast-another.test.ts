// "Whenever you cast another spell that has flash" (CR 601.2i, 702.8): a permanent's spell is never
// the permanent itself (CR 400.7), so "another" adds nothing to the spell's kind. Near miss stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const wisp = card(
  'Slitherwisp',
  '{U}{B}{B}',
  'Creature — Elemental Nightmare',
  'Flash\nWhenever you cast another spell that has flash, you draw a card and each opponent loses 1 life.',
  '3/2',
);
const CARDS = compiled(wisp);

describe('"Whenever you cast another spell that has …" (CR 601.2i)', () => {
  it('Slitherwisp: casting itself with none in play → nothing; a second Slitherwisp (flash) → a card and 1 life; Grizzly Bears → nothing', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [...Array(4).fill('Island'), ...Array(4).fill('Swamp'), 'Forest', 'Forest'],
            hand: [{ id: 'w1', card: 'Slitherwisp' }, { id: 'w2', card: 'Slitherwisp' }, 'Grizzly Bears'],
            library: ['Plains', 'Plains'],
          },
        },
      },
      [{ cast: 'w1' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Slitherwisp']);
    g.act({ pass: true });
    g.act({ cast: 'Grizzly Bears' });
    expect(g.stack()).toEqual(['Grizzly Bears']);
    g.act({ pass: true });
    g.act({ cast: 'w2' });
    expect(g.stack()).toEqual(['Slitherwisp', 'Slitherwisp ability']);
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(19);
    expect(g.names('p1', 'hand')).toEqual(['Plains']);
  });

  it('near miss: "another spell from exile" stays text', () => {
    const c = card('Near Miss', '{2}', 'Enchantment', 'Whenever you cast another spell from exile, you gain 1 life.');
    expect(unenforced(c)).toHaveLength(1);
  });
});
