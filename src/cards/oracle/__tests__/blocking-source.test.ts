// "target creature blocking ~", "each creature blocking or blocked by ~" (CR 509.1): a creature
// on the other side of a block from the source itself; once the source leaves combat (506.4) none
// is. Real cards through combat: Knight of Dusk, Alms Beast.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const knight = card(
  'Knight of Dusk',
  '{1}{B}{B}',
  'Creature — Human Knight',
  '{B}{B}: Destroy target creature blocking this creature.',
  '2/2',
);
const alms = card(
  'Alms Beast',
  '{2}{W}{B}',
  'Creature — Beast',
  'Creatures blocking or blocked by this creature have lifelink.',
  '6/6',
);
const wallOfCorpses = card(
  'Wall of Corpses',
  '{1}{B}',
  'Creature — Wall',
  'Defender\n{B}, Sacrifice this creature: Destroy target creature this creature is blocking.',
  '0/2',
);
const CARDS = compiled(knight, alms);

/** p1 attacks with `attacker` (a1); p2 has Grizzly Bears (b1) and Giant Spider (b2). */
function combat(attacker: string, extra: string[] = []) {
  const g = game(
    {
      turn: main,
      players: {
        p1: { battlefield: [{ id: 'a1', card: attacker }, ...extra] },
        p2: {
          battlefield: [
            { id: 'b1', card: 'Grizzly Bears' },
            { id: 'b2', card: 'Giant Spider' },
          ],
        },
      },
    },
    [{ advance: 'declareAttackers' }],
    { cards: CARDS },
  );
  g.act({ attack: ['a1'] });
  return g;
}

describe('blocking or blocked by the source (CR 509.1)', () => {
  it('Knight of Dusk destroys the creature blocking it, and only that one is a legal target', () => {
    const g = combat('Knight of Dusk', ['Swamp', 'Swamp']);
    g.act({ block: { b1: 'a1' }, player: 'p2' });
    expect(() => g.act({ activate: 'Knight of Dusk', targets: ['b2'] })).toThrow();
    g.act({ activate: 'Knight of Dusk', targets: ['b1'] });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.names('p2', 'battlefield')).toEqual(['Giant Spider']);
  });

  it('Alms Beast gives the creature blocking it lifelink: Grizzly Bears gains its controller 2', () => {
    const g = combat('Alms Beast');
    g.act({ block: { b1: 'a1' }, player: 'p2' });
    g.act({ advance: 'main2' });
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(22);
    expect(g.state.players.p1.life).toBe(20);
  });

  it('Alms Beast unblocked: no creature gains life for anyone', () => {
    const g = combat('Alms Beast');
    g.act({ block: {}, player: 'p2' });
    g.act({ advance: 'main2' });
    expect(g.state.players.p2.life).toBe(14);
  });

  it('"target creature ~ is blocking" behind a sacrifice cost (Wall of Corpses) stays text', () => {
    expect(unenforced(wallOfCorpses)).toHaveLength(1);
  });
});
