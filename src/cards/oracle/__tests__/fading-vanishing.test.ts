// Fading and vanishing on compiled real cards (CR 702.32a, 702.63a): the permanent enters with
// its counters; each of its controller's upkeeps removes one; fading sacrifices it when none can
// be removed, vanishing when the last one is removed. Near miss: "Vanishing" without a number stays text.
import { describe, expect, it } from 'vitest';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const blastoderm = card(
  'Blastoderm',
  '{2}{G}{G}',
  'Creature — Beast',
  "Shroud (This creature can't be the target of spells or abilities.)\nFading 3 (This creature enters with three fade counters on it. At the beginning of your upkeep, remove a fade counter from it. If you can't, sacrifice it.)",
  '5/5',
);
const calciderm = card(
  'Calciderm',
  '{2}{W}{W}',
  'Creature — Beast',
  "Shroud (This creature can't be the target of spells or abilities.)\nVanishing 4 (This creature enters with four time counters on it. At the beginning of your upkeep, remove a time counter from it. When the last is removed, sacrifice it.)",
  '5/5',
);
const CARDS = compiled(blastoderm, calciderm);

/** Goes to p1's next upkeep and lets the stack resolve. */
function nextUpkeep(g: Game): void {
  g.act({ advance: 'next-turn' });
  g.act({ advance: 'next-turn' });
  for (let i = 0; i < 4 && g.state.stack.length; i++) g.act({ pass: true });
}

describe('fading and vanishing', () => {
  it('Blastoderm enters with three fade counters', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Forest', 'Forest', 'Forest', 'Forest'], hand: [{ id: 'b', card: 'Blastoderm' }] },
        },
      },
      [{ cast: 'b' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('b').counters.fade).toBe(3);
  });

  it('fading: one counter removed each upkeep; with none left, Blastoderm is sacrificed', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'b', card: 'Blastoderm', counters: { fade: 1 } }],
            library: ['Forest', 'Forest', 'Forest'],
          },
          p2: { library: ['Island', 'Island', 'Island'] },
        },
      },
      [],
      { cards: CARDS },
    );
    nextUpkeep(g);
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield')).toEqual(['Blastoderm']);
    expect(g.get('b').counters.fade ?? 0).toBe(0);
    nextUpkeep(g);
    expect(g.names('p1', 'battlefield')).toEqual([]);
    expect(g.names('p1', 'graveyard')).toEqual(['Blastoderm']);
  });

  it('vanishing: Calciderm is sacrificed as its last time counter is removed', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'c', card: 'Calciderm', counters: { time: 2 } }],
            library: ['Forest', 'Forest', 'Forest'],
          },
          p2: { library: ['Island', 'Island', 'Island'] },
        },
      },
      [],
      { cards: CARDS },
    );
    nextUpkeep(g);
    expect(g.error).toBeNull();
    expect(g.get('c').counters.time).toBe(1);
    nextUpkeep(g);
    expect(g.names('p1', 'battlefield')).toEqual([]);
    expect(g.names('p1', 'graveyard')).toEqual(['Calciderm']);
  });

  it('near miss: vanishing without a number stays text', () => {
    const c = card('Test Fader', '{G}', 'Creature — Beast', 'Vanishing', '2/2');
    expect(unenforced(c)).toEqual(['Vanishing']);
  });
});
