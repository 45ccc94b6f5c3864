// "get +2/+0 and gain all creature types until end of turn" on real pool cards (CR 205.3m: every
// creature type added, layer 4; 611.2c: "creatures you control" are those there as it resolves).
// Volatile Claws ("Until end of turn, …" in front), Blades of Velis Vel (up to two targets, each).
// Near miss: "loses all creature types" (Amoeboid Changeling's second ability) stays text.
import { describe, expect, it } from 'vitest';
import { characteristics, readContext } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const volatileClaws = card(
  'Volatile Claws',
  '{2}{R}',
  'Instant',
  'Until end of turn, creatures you control get +2/+0 and gain all creature types.',
);
const bladesOfVelisVel = card(
  'Blades of Velis Vel',
  '{1}{R}',
  'Kindred Instant — Shapeshifter',
  'Changeling (This card is every creature type.)\nUp to two target creatures each get +2/+0 and gain all creature types until end of turn.',
);
const amoeboidChangeling = card(
  'Amoeboid Changeling',
  '{1}{U}',
  'Creature — Shapeshifter',
  'Changeling (This card is every creature type.)\n{T}: Target creature gains all creature types until end of turn.\n{T}: Target creature loses all creature types until end of turn.',
  '1/1',
);
const CARDS = compiled(volatileClaws, bladesOfVelisVel);

const subtypes = (g: Game, ref: string) =>
  characteristics(readContext(g.state, g.engine.registry), g.get(ref)).subtypes;

/** Passes priority until the stack is empty or a decision is asked. */
function resolve(g: Game): void {
  for (let i = 0; i < 4 && g.stack().length && !g.state.pendingDecision; i++) g.act({ pass: true });
}

describe('"gain all creature types" (CR 205.3m)', () => {
  it('Volatile Claws: each creature p1 controls is +2/+0 and every creature type until end of turn; p2’s not', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Volatile Claws'],
            battlefield: ['Mountain', 'Mountain', 'Mountain', { id: 'bear', card: 'Grizzly Bears' }],
          },
          p2: { battlefield: [{ id: 'theirs', card: 'Grizzly Bears' }], library: ['Mountain'] },
        },
      },
      [{ cast: 'Volatile Claws' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    resolve(g);
    expect(pt(g, 'bear')).toEqual([4, 2]);
    expect(subtypes(g, 'bear')).toEqual(expect.arrayContaining(['Bear', 'Elf', 'Goblin', 'Sliver']));
    expect(pt(g, 'theirs')).toEqual([2, 2]);
    expect(subtypes(g, 'theirs')).toEqual(['Bear']);
    g.act({ advance: 'next-turn' });
    expect(pt(g, 'bear')).toEqual([2, 2]);
    expect(subtypes(g, 'bear')).toEqual(['Bear']);
  });

  it('Blades of Velis Vel: both targets, each +2/+0 and every creature type', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Blades of Velis Vel'],
            battlefield: [
              'Mountain',
              'Mountain',
              { id: 'a', card: 'Grizzly Bears' },
              { id: 'b', card: 'Llanowar Elves' },
            ],
          },
          p2: { library: ['Mountain'] },
        },
      },
      [{ cast: 'Blades of Velis Vel', targets: ['a', 'b'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    resolve(g);
    expect(pt(g, 'a')).toEqual([4, 2]);
    expect(pt(g, 'b')).toEqual([3, 1]);
    for (const id of ['a', 'b'])
      expect(subtypes(g, id)).toEqual(expect.arrayContaining(['Bear', 'Elf', 'Druid', 'Wizard']));
  });

  it('near miss: "loses all creature types" stays text', () => {
    expect(unenforced(amoeboidChangeling)).toHaveLength(1);
  });
});
