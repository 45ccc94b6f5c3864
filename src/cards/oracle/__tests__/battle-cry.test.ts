// Battle cry (CR 702.91a) on a compiled real card: "Whenever this creature attacks, each other
// attacking creature gets +1/+0 until end of turn" — not itself, not the creatures that stay home.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt } from './compiled';

const paladin = card(
  'Accorder Paladin',
  '{1}{W}',
  'Creature — Human Knight',
  'Battle cry (Whenever this creature attacks, each other attacking creature gets +1/+0 until end of turn.)',
  '3/1',
);
const CARDS = compiled(paladin);

describe('battle cry (CR 702.91a)', () => {
  it('Accorder Paladin attacking with Grizzly Bears: the Bears get +1/+0, the Paladin and Llanowar Elves (home) do not', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'pal', card: 'Accorder Paladin' },
              { id: 'bears', card: 'Grizzly Bears' },
              { id: 'elves', card: 'Llanowar Elves' },
            ],
          },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['pal', 'bears'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Accorder Paladin ability']);
    g.act({ pass: true });
    expect(pt(g, 'bears')).toEqual([3, 2]);
    expect(pt(g, 'pal')).toEqual([3, 1]);
    expect(pt(g, 'elves')).toEqual([1, 1]);
  });
});
