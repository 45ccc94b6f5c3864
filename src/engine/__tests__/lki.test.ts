import { describe, expect, it } from 'vitest';
import { game } from '../../testing/harness';

const main = { number: 3, active: 'p1' as const, phase: 'main1' as const };

describe('CR 608.2h — last-known information in events', () => {
  it('the LkiUsed event carries a plain snapshot that outlives the action (a snapshot taken in an earlier action)', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { manaPool: 'CR', hand: ['Fling'], battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] } },
      },
      [{ cast: 'Fling', targets: ['p2'], sacrifice: 'bears' }, { pass: true }],
    );
    expect(g.error).toBeNull();
    const used = g.events.filter((e) => e.type === 'LkiUsed');
    expect(used).toHaveLength(1);
    // Reading it after the action must work: the event holds data, not a piece of the draft state.
    const plain = JSON.parse(JSON.stringify(used[0])) as { snapshot: { power: number; names: string[] } };
    expect(plain.snapshot.power).toBe(2);
    expect(plain.snapshot.names).toEqual(['Grizzly Bears']);
    expect(g.state.players.p2.life).toBe(18);
  });
});

describe('CR 113.7a / 607.2a — a linked ability whose source has left', () => {
  const board = {
    turn: main,
    players: {
      p1: {
        battlefield: [
          'Mountain',
          'Mountain',
          'Mountain',
          'Mountain',
          'Mountain',
          { id: 'helix', card: 'Spellweaver Helix' },
        ],
        hand: ['Lava Axe'],
        library: ['Island', 'Island'],
      },
      p2: {
        battlefield: ['Plains', 'Plains'],
        hand: ['Disenchant'],
        exile: [
          { card: 'Lava Axe', exiledWith: 'helix' },
          { id: 'div', card: 'Divination', exiledWith: 'helix' },
        ],
      },
    },
  };
  it("finds the cards exiled with it through the source's last existence, and says so", () => {
    const g = game(board, [
      { cast: 'Lava Axe', targets: ['p2'] },
      { cast: 'Disenchant', player: 'p2', targets: ['helix'] },
      { pass: true },
    ]);
    const helix = g.events.find((e) => e.type === 'AbilityTriggered')?.objects[0];
    expect(g.get('helix').zone).toBe('graveyard');
    g.act({ pass: true });
    const used = g.events.filter((e) => e.type === 'LkiUsed');
    expect(used).toHaveLength(1);
    expect(used[0]?.type === 'LkiUsed' && used[0].objectId).toBe(helix);
    expect(used[0]?.rule).toBe('608.2h');
    g.act({ decide: true });
    const made = g.events.find((e) => e.type === 'CopyCreated');
    expect(made?.type === 'CopyCreated' && made.of).toBe(g.get('div').id);
  });
  it('uses no last-known information while the source is still there', () => {
    const g = game(board, [{ cast: 'Lava Axe', targets: ['p2'] }, { pass: true }, { decide: true }]);
    expect(g.error).toBeNull();
    expect(g.has('LkiUsed')).toBe(false);
    expect(g.has('CopyCreated', '707.12')).toBe(true);
  });
});
