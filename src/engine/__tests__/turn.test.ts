import { describe, expect, it } from 'vitest';
import { game } from '../../testing/harness';

describe('CR 103.2–103.3 — starting the game: pre-game actions, then shuffling (seeded)', () => {
  const lib = ['Island', 'Forest', 'Mountain', 'Plains', 'Swamp', 'Opt', 'Shock', 'Divination'];
  it('without options.shuffle the library keeps its scenario order', () => {
    const g = game({ players: { p1: { library: lib } } });
    expect(g.names('p1', 'library')).toEqual(lib);
  });
  it('with options.shuffle the order comes from the seed: the same seed deals the same cards', () => {
    const a = game({ options: { shuffle: true, seed: 7 }, players: { p1: { library: lib } } });
    const b = game({ options: { shuffle: true, seed: 7 }, players: { p1: { library: lib } } });
    const c = game({ options: { shuffle: true, seed: 8 }, players: { p1: { library: lib } } });
    expect(a.names('p1', 'library')).toEqual(b.names('p1', 'library'));
    expect([...a.names('p1', 'library')].sort()).toEqual([...lib].sort());
    expect(a.names('p1', 'library')).not.toEqual(lib);
    expect(c.names('p1', 'library')).not.toEqual(a.names('p1', 'library'));
    expect(a.has('Note', '103.3')).toBe(true);
  });
  it('Arcane Savant is offered before the shuffle', () => {
    const g = game({
      options: { shuffle: true, seed: 3 },
      players: { p1: { library: ['Arcane Savant', ...lib], sideboard: ['Lightning Bolt'] } },
    });
    expect(g.state.pendingDecision?.rule).toBe('103.2');
    expect(g.has('Note', '103.3')).toBe(false);
    g.act({ decide: ['Lightning Bolt'] });
    expect(g.has('Note', '103.3')).toBe(true);
    expect(g.names('p1', 'exile')).toEqual(['Lightning Bolt']);
  });
});
