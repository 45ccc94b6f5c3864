// "Whenever you attack with one or more creatures with power 4 or greater" (Jolene): the same event
// as "Whenever one or more creatures with power 4 or greater you control attack" (CR 508.1m,
// 603.2c) — once for the declaration, only if one of the attackers matches. "with counters on
// them" (Metropolis Angel) is read now (counters-on-them.test.ts); "that share a creature type"
// stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const jolene = card(
  'Jolene, Plundering Pugilist',
  '{1}{R}{G}',
  'Legendary Creature — Human Mercenary',
  'Whenever you attack with one or more creatures with power 4 or greater, create a Treasure token.\n{1}{R}, Sacrifice a Treasure: Jolene deals 1 damage to any target.',
  '4/2',
);
const sharers = card(
  'Test Kindred Banner',
  '{2}{W}',
  'Creature — Human Soldier',
  'Whenever you attack with one or more creatures that share a creature type, draw a card.',
  '2/2',
);
const giant = card('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3/3');
const wurm = card('Craw Wurm', '{4}{G}{G}', 'Creature — Wurm', '', '6/4');
const CARDS = compiled(jolene, giant, wurm);

function attackWith(attackers: string[]) {
  const g = game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: [
            { id: 'jolene', card: 'Jolene, Plundering Pugilist' },
            { id: 'giant', card: 'Hill Giant' },
            { id: 'wurm', card: 'Craw Wurm' },
          ],
        },
      },
    },
    [],
    { cards: CARDS },
  );
  g.act({ advance: 'declareAttackers' });
  g.act({ attack: attackers });
  g.act({ pass: true });
  g.act({ pass: true });
  return g.names('p1', 'battlefield').filter((n) => n.startsWith('Treasure')).length;
}

describe('"Whenever you attack with one or more …" (CR 508.1m, 603.2c)', () => {
  it('two creatures with power 4 or greater attacking make one Treasure (one trigger per declaration)', () => {
    expect(attackWith(['wurm', 'jolene', 'giant'])).toBe(1);
  });

  it('attacking with only a power 3 creature makes none', () => {
    expect(attackWith(['giant'])).toBe(0);
  });

  it('"that share a creature type" stays text', () => {
    expect(unenforced(sharers)).toEqual([
      'Whenever you attack with one or more creatures that share a creature type, draw a card.',
    ]);
  });
});
