import { describe, expect, it } from 'vitest';
import { game } from '../../testing/harness';

const main = { number: 3, active: 'p1' as const, phase: 'main1' as const };

describe("CR 704.5m — an Aura attached to nothing goes to its owner's graveyard", () => {
  it('also a proxy Aura (no enchant ability known) once its host leaves', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              'Mountain',
              { id: 'b', card: 'Grizzly Bears' },
              { id: 'hs', proxy: { name: 'Holy Strength', typeLine: 'Enchantment — Aura' }, attachedTo: 'b' },
            ],
            hand: ['Lightning Bolt'],
          },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['b'] }, { pass: true }],
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(
      expect.arrayContaining(['Grizzly Bears', 'Holy Strength', 'Lightning Bolt']),
    );
    expect(g.names('p1', 'battlefield')).not.toContain('Holy Strength');
    expect(g.has('ZoneChanged', '704.5m')).toBe(true);
  });
  it('a proxy Aura attached to a permanent stays: what it may enchant is unknown, so it is not illegal', () => {
    const g = game({
      turn: main,
      players: {
        p1: {
          battlefield: [
            { id: 'b', card: 'Grizzly Bears' },
            { proxy: { name: 'Holy Strength', typeLine: 'Enchantment — Aura' }, attachedTo: 'b' },
          ],
        },
      },
    });
    expect(g.names('p1', 'battlefield')).toEqual(['Grizzly Bears', 'Holy Strength']);
  });
});
