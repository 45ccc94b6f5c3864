// "target creature or planeswalker that's green or white" (either colour, CR 105.2) and "target
// creature that's one or more colors" (not colorless, CR 105.2c): Noxious Grasp, Reach of Shadows.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const grasp = card(
  'Noxious Grasp',
  '{1}{B}',
  'Instant',
  "Destroy target creature or planeswalker that's green or white. You gain 1 life.",
);
const reach = card('Reach of Shadows', '{4}{B}', 'Instant', "Destroy target creature that's one or more colors.");
const giant = card('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3/3');
const thopter = card('Ornithopter', '{0}', 'Artifact Creature — Thopter', 'Flying', '0/2');
const gust = card(
  'Aether Gust',
  '{1}{U}',
  'Instant',
  "Choose target spell or permanent that's red or green. Its owner puts it on their choice of the top or bottom of their library.",
);
const CARDS = compiled(grasp, reach, giant, thopter);

function board(spell: string) {
  return game(
    {
      turn: main,
      players: {
        p1: { hand: [spell], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'] },
        p2: { battlefield: ['Grizzly Bears', 'Hill Giant', 'Ornithopter'] },
      },
    },
    [],
    { cards: CARDS },
  );
}

describe("a target that's of some colours (CR 105.2)", () => {
  it('Noxious Grasp destroys green Grizzly Bears and gains 1 life; red Hill Giant is no legal target', () => {
    const g = board('Noxious Grasp');
    expect(() => g.act({ cast: 'Noxious Grasp', targets: ['Hill Giant'] })).toThrow();
    g.act({ cast: 'Noxious Grasp', targets: ['Grizzly Bears'] });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.state.players.p1.life).toBe(21);
  });

  it('Reach of Shadows destroys red Hill Giant; colorless Ornithopter is no legal target', () => {
    const g = board('Reach of Shadows');
    expect(() => g.act({ cast: 'Reach of Shadows', targets: ['Ornithopter'] })).toThrow();
    g.act({ cast: 'Reach of Shadows', targets: ['Hill Giant'] });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Hill Giant']);
  });

  it('"target spell or permanent that\'s red or green" (Aether Gust) stays text', () => {
    expect(unenforced(gust)).toHaveLength(1);
  });
});
