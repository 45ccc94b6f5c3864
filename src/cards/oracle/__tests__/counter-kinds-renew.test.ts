// "Put two +1/+1 counters and a reach counter on target creature" in an ability activated from a
// graveyard (renew): counters of several kinds on its one target (CR 122.1, 122.1b). Real card.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt } from './compiled';

const pummeler = card(
  'Sagu Pummeler',
  '{3}{G}',
  'Creature — Beast',
  'Reach\nRenew — {4}{G}, Exile this card from your graveyard: Put two +1/+1 counters and a reach counter on target creature. Activate only as a sorcery.',
  '4/4',
);
const cards = compiled(pummeler);
const library = ['Swamp', 'Swamp', 'Swamp'];

describe('renew with counters of two kinds', () => {
  it('Sagu Pummeler: two +1/+1 counters and a reach counter on its one target, and the card is exiled', () => {
    const forests = Array.from({ length: 5 }, () => 'Forest');
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'bears', card: 'Grizzly Bears' }, ...forests],
            graveyard: ['Sagu Pummeler'],
            library,
          },
          p2: { library },
        },
      },
      [{ activate: 'Sagu Pummeler', targets: ['bears'] }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.get('bears').counters).toMatchObject({ '+1/+1': 2, reach: 1 });
    expect(pt(g, 'bears')).toEqual([4, 4]);
    expect(g.names('p1', 'exile')).toEqual(['Sagu Pummeler']);
  });
});
