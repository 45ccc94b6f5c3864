/**
 * Benchmark boards: scenario documents with N permanents on the battlefield (split between the
 * players: lands, creatures, some enchanted with Auras), plus the pieces each measurement needs.
 */
const LANDS = ['Forest', 'Island', 'Mountain', 'Plains', 'Swamp'];
const CREATURES = ['Grizzly Bears', 'Giant Spider', 'Llanowar Elves', 'Birds of Paradise'];

/** A board with `n` permanents; p1 also has Lightning Bolt in hand and a Rancor-enchanted target. */
export function benchBoard(n: number): object {
  const p1: unknown[] = [];
  const p2: unknown[] = [];
  for (let i = 0; i < n - 3; i++) {
    const side = i % 2 ? p2 : p1;
    side.push(i % 3 === 2 ? CREATURES[i % 4] : LANDS[i % 5]);
  }
  p1.push('Mountain');
  p2.push({ id: 'target', card: 'Grizzly Bears' }, { card: 'Rancor', attachedTo: 'target' });
  return {
    format: 'stackyard/scenario@1',
    title: `Benchmark board, ${n} permanents`,
    turn: { number: 5, active: 'p1', phase: 'main1' },
    players: {
      p1: { battlefield: p1, hand: ['Lightning Bolt'], library: Array.from({ length: 40 }, () => 'Island') },
      p2: { battlefield: p2, library: Array.from({ length: 40 }, () => 'Island') },
    },
  };
}
