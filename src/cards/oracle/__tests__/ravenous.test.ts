// Ravenous (CR 702.156a): "This permanent enters with X +1/+1 counters on it" and "When this
// permanent enters, if X is 5 or more, draw a card" — X as the spell was cast (107.3m). Aberrant
// cast with X = 4 is a 4/4 and draws nothing; with X = 5 a 5/5 that draws a card. Ravenous on a
// card without {X} in its cost (X undefined, 107.3) stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, run, unenforced } from './compiled';

const aberrant = card(
  'Aberrant',
  '{X}{1}{G}',
  'Creature — Tyranid Mutant',
  'Ravenous (This creature enters with X +1/+1 counters on it. If X is 5 or more, draw a card when it enters.)\nTrample\nHeavy Power Hammer — Whenever this creature deals combat damage to a player, destroy target artifact or enchantment that player controls.',
  '0/0',
);
const CARDS = compiled(aberrant);

function cast(x: number) {
  const g = game(
    {
      turn: main,
      players: {
        p1: {
          hand: ['Aberrant'],
          battlefield: Array<string>(x + 2).fill('Forest'),
          library: ['Grizzly Bears', 'Lightning Bolt'],
        },
      },
    },
    [{ cast: 'Aberrant', x }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  run(g);
  return g;
}

describe('ravenous (CR 702.156a)', () => {
  it('X = 4: Aberrant enters with four +1/+1 counters and draws no card', () => {
    const g = cast(4);
    expect(pt(g, 'Aberrant')).toEqual([4, 4]);
    expect(g.get('Aberrant').counters['+1/+1']).toBe(4);
    expect(g.names('p1', 'hand')).toEqual([]);
  });

  it('X = 5: Aberrant is a 5/5 and its controller draws a card', () => {
    const g = cast(5);
    expect(pt(g, 'Aberrant')).toEqual([5, 5]);
    expect(g.names('p1', 'hand')).toEqual(['Grizzly Bears']);
  });

  it('ravenous on a card with no {X} in its cost stays text', () => {
    const c = card('Test Tyranid', '{2}{G}', 'Creature — Tyranid', 'Ravenous', '2/2');
    expect(unenforced(c)).toHaveLength(1);
  });
});
