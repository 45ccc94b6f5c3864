import { describe, expect, it } from 'vitest';
import { game } from '../../testing/harness';

const main = { number: 3, active: 'p1' as const, phase: 'main1' as const };

describe('CR 608.2c — a choice on resolution with nothing to choose from', () => {
  it('Arcane Savant with no card exiled with Savants: no decision, no copy, and the log says why', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Island', 'Island', 'Island', 'Island', 'Island'], hand: ['Arcane Savant'] } },
      },
      [{ cast: 'Arcane Savant' }, { pass: true }, { pass: true }],
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toBeNull();
    expect(g.has('CopyCreated')).toBe(false);
    const nothing = g.events.filter((e) => e.type === 'NothingHappened');
    expect(nothing).toHaveLength(1);
    expect(nothing[0]?.text).toMatch(/nothing to choose/);
  });
  it('with exactly one candidate the choice is made for the player, silently', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Island', 'Island', 'Island', 'Island', 'Island'],
            hand: ['Arcane Savant'],
            exile: [{ card: 'Divination', exiledWith: 'Arcane Savant' }],
          },
        },
      },
      [{ cast: 'Arcane Savant' }, { pass: true }, { pass: true }],
    );
    expect(g.has('NothingHappened')).toBe(false);
    expect(g.has('CopyCreated', '707.12')).toBe(true);
    expect(g.state.pendingDecision?.purpose).toBe('cast-copy');
  });
});
