// "~ can block an additional creature this turn" (CR 509.1a) from an activated ability or a spell:
// for the turn, the creature may block one more attacker (turn/multi-block.ts reads it with the
// static "each combat" version); two activations add up. Yare's "up to two additional creatures"
// stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const snapper = card(
  'Anurid Swarmsnapper',
  '{2}{G}',
  'Creature — Frog Beast',
  'Reach (This creature can block creatures with flying.)\n{1}{G}: This creature can block an additional creature this turn.',
  '1/4',
);
const yare = card(
  'Yare',
  '{2}{W}',
  'Instant',
  'Target creature defending player controls gets +3/+0 until end of turn. That creature can block up to two additional creatures this turn.',
);
const CARDS = compiled(snapper);

function attack(n: number, lands: number) {
  const bears = Array.from({ length: n }, (_, i) => ({ id: `b${i}`, card: 'Grizzly Bears' }));
  const g = game(
    {
      turn: main,
      players: {
        p1: { battlefield: bears },
        p2: { battlefield: [{ id: 'x', card: 'Anurid Swarmsnapper' }, ...Array(lands).fill('Forest')] },
      },
    },
    [{ advance: 'declareAttackers' }, { attack: bears.map((b) => b.id) }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

/** In the declare attackers step, p2 activates the Swarmsnapper's ability and it resolves. */
function activate(g: ReturnType<typeof attack>) {
  g.act({ activate: 'x', player: 'p2' });
  g.act({ pass: true, player: 'p2' });
  expect(g.error).toBeNull();
  expect(g.stack()).toEqual([]);
  expect(g.state.turn.step).toBe('declareAttackers');
}

describe('"can block an additional creature this turn" (CR 509.1a)', () => {
  it('without the ability it can block only one', () => {
    const g = attack(2, 0);
    expect(() => g.act({ block: { x: ['b0', 'b1'] }, player: 'p2' })).toThrow(/only one creature/);
  });

  it('after one activation it blocks two Bears', () => {
    const g = attack(2, 2);
    activate(g);
    g.act({ advance: 'declareBlockers' });
    g.act({ block: { x: ['b0', 'b1'] }, player: 'p2' });
    expect(g.error).toBeNull();
    expect(g.state.combat?.blocked).toHaveLength(2);
  });

  it('two activations add up: three Bears; one activation is not enough for three', () => {
    const g = attack(3, 4);
    activate(g);
    g.act({ advance: 'declareBlockers' });
    expect(() => g.act({ block: { x: ['b0', 'b1', 'b2'] }, player: 'p2' })).toThrow(/only 2 creatures/);
    const h = attack(3, 4);
    activate(h);
    activate(h);
    h.act({ advance: 'declareBlockers' });
    h.act({ block: { x: ['b0', 'b1', 'b2'] }, player: 'p2' });
    expect(h.error).toBeNull();
    expect(h.state.combat?.blocked).toHaveLength(3);
  });

  it('near miss: Yare\'s "can block up to two additional creatures this turn" stays text', () => {
    expect(unenforced(yare)).toEqual([
      'Target creature defending player controls gets +3/+0 until end of turn. That creature can block up to two additional creatures this turn.',
    ]);
  });
});
