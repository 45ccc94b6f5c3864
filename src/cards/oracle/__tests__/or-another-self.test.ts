// "Whenever this creature or another creature you control with power 5 or greater dies" (Mycoid
// Shepherd): the words after "another" describe only the other creatures; the card itself
// triggers it whatever its power (CR 603.10a: it is looked at as it last existed). A smaller
// creature of yours that isn't the Shepherd doesn't.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main } from './compiled';

const shepherd = card(
  'Mycoid Shepherd',
  '{1}{G}{G}{W}',
  'Creature — Fungus',
  'Whenever this creature or another creature you control with power 5 or greater dies, you may gain 5 life.',
  '5/4',
);
const CARDS = compiled(shepherd);

function bolt(target: string) {
  const g = game(
    {
      turn: main,
      players: {
        p1: {
          hand: ['Lightning Bolt'],
          battlefield: [
            'Mountain',
            // A -1/-1 counter: a 4/3 now, power less than 5.
            { id: 'shepherd', card: 'Mycoid Shepherd', counters: { '-1/-1': 1 } },
            { id: 'bears', card: 'Grizzly Bears' },
          ],
        },
      },
    },
    [{ cast: 'Lightning Bolt', targets: [target] }, { pass: true }, { pass: true }],
    { cards: CARDS },
  );
  while (g.state.pendingDecision?.kind === 'may') g.act({ decide: true });
  g.act({ pass: true });
  g.act({ pass: true });
  return g;
}

describe('"~ or another [filtered creature]" triggers (CR 603.2, 603.10a)', () => {
  it('Mycoid Shepherd dying with power 4 still triggers: its owner gains 5 life', () => {
    const g = bolt('shepherd');
    expect(g.names('p1', 'graveyard')).toContain('Mycoid Shepherd');
    expect(g.state.players.p1.life).toBe(25);
  });

  it('another creature with power less than 5 dying does not', () => {
    const g = bolt('bears');
    expect(g.names('p1', 'graveyard')).toContain('Grizzly Bears');
    expect(g.state.players.p1.life).toBe(20);
  });
});
