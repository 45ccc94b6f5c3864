// "target creature that was dealt damage this turn", "each creature dealt damage this turn" (CR
// 120.3): by any source, this turn, the object as it is now (CR 400.7).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const pain = card(
  'Crushing Pain',
  '{1}{R}',
  'Instant — Arcane',
  'Crushing Pain deals 6 damage to target creature that was dealt damage this turn.',
);
const inflame = card('Inflame', '{R}', 'Instant', 'Inflame deals 2 damage to each creature dealt damage this turn.');
const demise = card(
  'Swift Demise',
  '{2}{B}',
  'Instant',
  "Swift Demise deals 1 damage to target creature. Then destroy each creature you don't control that was dealt damage this turn.",
);
const downfall = card(
  'Bitter Downfall',
  '{3}{B}',
  'Instant',
  'This spell costs {3} less to cast if it targets a creature that was dealt damage this turn.\nDestroy target creature. Its controller loses 2 life.',
);
const CARDS = compiled(pain, inflame, demise, downfall);

/** Player 1 with `hand` and lands; player 2 with Grizzly Bears and Giant Spider (2/4), the spider bolted first. */
function bolted(hand: string[], lands: string[]) {
  const g = game(
    {
      turn: main,
      players: {
        p1: { hand: ['Lightning Bolt', ...hand], battlefield: ['Mountain', ...lands] },
        p2: {
          battlefield: [
            { id: 'bears', card: 'Grizzly Bears' },
            { id: 'spider', card: 'Giant Spider' },
          ],
        },
      },
    },
    [{ cast: 'Lightning Bolt', targets: ['spider'] }, { pass: true }, { pass: true }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  expect(g.names('p2', 'battlefield')).toContain('Giant Spider');
  return g;
}

const resolve = (g: ReturnType<typeof game>) => {
  g.act({ pass: true });
  g.act({ pass: true });
  expect(g.error).toBeNull();
};

describe('dealt damage this turn (CR 120.3)', () => {
  it('Crushing Pain can target the bolted Giant Spider, not the undamaged Grizzly Bears', () => {
    const g = bolted(['Crushing Pain'], ['Mountain', 'Mountain']);
    expect(() => g.act({ cast: 'Crushing Pain', targets: ['bears'] })).toThrow();
    g.act({ cast: 'Crushing Pain', targets: ['spider'] });
    resolve(g);
    expect(g.names('p2', 'graveyard')).toContain('Giant Spider');
  });

  it('Inflame deals 2 damage to the bolted spider only', () => {
    const g = bolted(['Inflame'], ['Mountain']);
    g.act({ cast: 'Inflame' });
    resolve(g);
    expect(g.names('p2', 'graveyard')).toEqual(['Giant Spider']);
  });

  it("Swift Demise's own 1 damage counts: both the bears it hit and the bolted spider are destroyed", () => {
    const g = bolted(['Swift Demise'], ['Swamp', 'Swamp', 'Swamp']);
    g.act({ cast: 'Swift Demise', targets: ['bears'] });
    resolve(g);
    expect(g.names('p2', 'graveyard').sort()).toEqual(['Giant Spider', 'Grizzly Bears']);
  });

  it('Bitter Downfall costs {B} aimed at the bolted spider', () => {
    const g = bolted(['Bitter Downfall'], ['Swamp']);
    g.act({ cast: 'Bitter Downfall', targets: ['spider'] });
    resolve(g);
    expect(g.names('p2', 'graveyard')).toContain('Giant Spider');
    expect(g.state.players.p2.life).toBe(18);
  });

  it('"any target that was dealt damage this turn" (players too) stays text (Needle Drop)', () => {
    const c = card(
      'Needle Drop',
      '{R}',
      'Instant',
      'Needle Drop deals 1 damage to any target that was dealt damage this turn.\nDraw a card.',
    );
    expect(unenforced(c).length).toBeGreaterThan(0);
  });
});
