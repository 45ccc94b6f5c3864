/**
 * Boards for the UI benchmark: scenario documents with N permanents on the battlefield, split
 * between the players (lands, creatures, one creature of Player 2 enchanted with Rancor), and
 * cards in Player 1's hand to cast: Lightning Bolt (cast at the enchanted creature, then
 * resolved with the pass button: the creature dies, Rancor's trigger goes on the stack) and
 * Grizzly Bears (dragged onto Player 1's battlefield: cast, it goes on the stack).
 */
const LANDS = ['Forest', 'Island', 'Mountain', 'Plains', 'Swamp'];
const CREATURES = ['Grizzly Bears', 'Giant Spider', 'Llanowar Elves', 'Birds of Paradise'];

export function uiBoard(n: number): object {
  const p1: unknown[] = ['Mountain', 'Forest', 'Forest'];
  const p2: unknown[] = [
    { id: 'target', card: 'Grizzly Bears' },
    { card: 'Rancor', attachedTo: 'target' },
  ];
  for (let i = p1.length + p2.length; i < n; i++) {
    const side = i % 2 ? p2 : p1;
    side.push(i % 3 === 2 ? CREATURES[i % 4] : LANDS[i % 5]);
  }
  return {
    format: 'stackyard/scenario@1',
    title: `UI benchmark board, ${n} permanents`,
    turn: { number: 5, active: 'p1', phase: 'main1' },
    players: {
      p1: {
        battlefield: p1,
        hand: ['Lightning Bolt', 'Grizzly Bears', 'Divination', 'Shock', 'Island', 'Giant Spider', 'Llanowar Elves'],
        graveyard: ['Think Twice', 'Shock'],
        library: Array.from({ length: 40 }, () => 'Island'),
      },
      p2: {
        battlefield: p2,
        hand: ['Shock', 'Island'],
        graveyard: ['Lightning Bolt'],
        library: Array.from({ length: 40 }, () => 'Island'),
      },
    },
  };
}
