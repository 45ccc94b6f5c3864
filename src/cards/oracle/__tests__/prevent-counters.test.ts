// "For each 1 damage prevented this way, put a +1/+1 counter on that creature" after a shield for
// that creature (CR 615.5, 615.7): the counters go on as the damage is prevented. Test of Faith on
// the Bears: Shock's 2 is prevented (two counters, a 4/4), then of a Lightning Bolt 1 is prevented
// (a third counter, 5/5) and 2 is dealt. Temper with X=1: one counter, and the rest of a Shock is
// dealt. Near miss: Inkshield's tokens "for each 1 damage prevented this way" stay text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const testOfFaith = card(
  'Test of Faith',
  '{1}{W}',
  'Instant',
  'Prevent the next 3 damage that would be dealt to target creature this turn. For each 1 damage prevented this way, put a +1/+1 counter on that creature.',
);
const temper = card(
  'Temper',
  '{X}{1}{W}',
  'Instant',
  'Prevent the next X damage that would be dealt to target creature this turn. For each 1 damage prevented this way, put a +1/+1 counter on that creature.',
);
const CARDS = compiled(testOfFaith, temper);

describe('"For each 1 damage prevented this way, put a +1/+1 counter on that creature" (CR 615.5)', () => {
  it('Test of Faith: Shock gives two counters, a Lightning Bolt one more and 2 damage', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Plains', 'Plains', 'Plains', 'Mountain', 'Mountain', { id: 'bears', card: 'Grizzly Bears' }],
            hand: ['Test of Faith', 'Shock', 'Lightning Bolt'],
          },
        },
      },
      [
        { cast: 'Test of Faith', targets: ['bears'] },
        { pass: true },
        { pass: true },
        { cast: 'Shock', targets: ['bears'] },
        { pass: true },
        { pass: true },
      ],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('bears').damage).toBe(0);
    expect(g.get('bears').counters['+1/+1']).toBe(2);
    expect(pt(g, 'bears')).toEqual([4, 4]);
    g.act({ cast: 'Lightning Bolt', targets: ['bears'] });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.get('bears').counters['+1/+1']).toBe(3);
    expect(g.get('bears').damage).toBe(2);
    expect(pt(g, 'bears')).toEqual([5, 5]);
  });

  it('Temper with X=1: one counter, and 1 of the Shock is dealt', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Plains', 'Plains', 'Plains', 'Mountain', { id: 'bears', card: 'Grizzly Bears' }],
            hand: ['Temper', 'Shock'],
          },
        },
      },
      [
        { cast: 'Temper', x: 1, targets: ['bears'] },
        { pass: true },
        { pass: true },
        { cast: 'Shock', targets: ['bears'] },
        { pass: true },
        { pass: true },
      ],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('bears').counters['+1/+1']).toBe(1);
    expect(g.get('bears').damage).toBe(1);
    expect(pt(g, 'bears')).toEqual([3, 3]);
  });

  it('near miss: tokens "for each 1 damage prevented this way" (Inkshield) stay text', () => {
    const inkshield = card(
      'Inkshield',
      '{3}{W}{B}',
      'Instant',
      'Prevent all combat damage that would be dealt to you this turn. For each 1 damage prevented this way, create a 2/1 white and black Inkling creature token with flying.',
    );
    expect(unenforced(inkshield)).toHaveLength(1);
  });
});
