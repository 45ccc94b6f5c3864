import { describe, expect, it } from 'vitest';
import { game } from '../../testing/harness';
import { matchesFilter } from '../derived/filters';
import { readContext } from '../state/context';
import { engine } from '../../scenario/pool';
import type { ObjectFilter } from '../state/card-def';
import { getObject } from '../state/object-table';
import type { GameObject } from '../state/types';

const main = { number: 3, active: 'p1' as const, phase: 'main1' as const };

/** A board of pool cards and proxies, and a matcher from p1's point of view. */
function board() {
  const g = game({
    turn: main,
    players: {
      p1: {
        battlefield: [
          { id: 'bears', card: 'Grizzly Bears', tapped: true },
          { id: 'birds', card: 'Birds of Paradise' },
          { id: 'pili', card: 'Pili-Pala' },
          { id: 'rancor', card: 'Rancor', attachedTo: 'bears' },
          {
            id: 'wall',
            proxy: {
              name: 'Wall of Stone',
              typeLine: 'Creature — Wall',
              manaCost: '{1}{R}{R}',
              power: 0,
              toughness: 8,
            },
          },
        ],
      },
      p2: {
        battlefield: [
          { id: 'isamaru', card: 'Isamaru, Hound of Konda' },
          { id: 'ogre', card: 'Mountain' },
        ],
      },
    },
  });
  const ctx = readContext(g.state, engine.registry);
  const names = (f: ObjectFilter) =>
    g.state.battlefield
      .map((id) => getObject(g.state, id))
      .filter((o): o is GameObject => !!o && matchesFilter(ctx, o, f, 'p1', null))
      .map((o) => o.def.replace(/^proxy:/, ''));
  return { names };
}

describe('object filters read the objects as the rules see them (CR 109.3, 115)', () => {
  const { names } = board();
  it('types: any of; allTypes: all of ("artifact creature"); notTypes ("nonartifact")', () => {
    expect(names({ types: ['creature'], allTypes: ['artifact', 'creature'] })).toEqual(['Pili-Pala']);
    expect(names({ types: ['creature'], notTypes: ['artifact'] })).toEqual([
      'Grizzly Bears',
      'Birds of Paradise',
      'Wall of Stone',
      'Isamaru, Hound of Konda',
    ]);
  });
  it('subtypes and non-subtypes ("non-Wall")', () => {
    expect(names({ subtypes: ['Wall'] })).toEqual(['Wall of Stone']);
    expect(names({ types: ['creature'], notSubtypes: ['Wall'], controller: 'you' })).toEqual([
      'Grizzly Bears',
      'Birds of Paradise',
      'Pili-Pala',
    ]);
  });
  it('colours and non-colours ("nonwhite"); supertypes ("legendary")', () => {
    expect(names({ colors: ['G'] })).toEqual(['Grizzly Bears', 'Birds of Paradise', 'Rancor']);
    expect(names({ types: ['creature'], notColors: ['W', 'G'] })).toEqual(['Pili-Pala', 'Wall of Stone']);
    expect(names({ supertypes: ['legendary'] })).toEqual(['Isamaru, Hound of Konda']);
  });
  it('controller "opponent", tapped state, enchanted', () => {
    expect(names({ controller: 'opponent' })).toEqual(['Isamaru, Hound of Konda', 'Mountain']);
    expect(names({ tapped: true })).toEqual(['Grizzly Bears']);
    expect(names({ types: ['creature'], enchanted: false, controller: 'you' })).toEqual([
      'Birds of Paradise',
      'Pili-Pala',
      'Wall of Stone',
    ]);
  });
  it('power and toughness ranges use current values (Rancor: Bears 4/2); keywords ("with flying", "without flying")', () => {
    expect(names({ types: ['creature'], power: { min: 4 } })).toEqual(['Grizzly Bears']);
    expect(names({ types: ['creature'], toughness: { max: 1 } })).toEqual(['Birds of Paradise', 'Pili-Pala']);
    expect(names({ types: ['creature'], withKeyword: 'flying' })).toEqual(['Birds of Paradise', 'Pili-Pala']);
    expect(names({ types: ['creature'], withoutKeyword: 'flying', controller: 'you' })).toEqual([
      'Grizzly Bears',
      'Wall of Stone',
    ]);
  });
  it('mana value range and name', () => {
    expect(names({ manaValue: { min: 3 } })).toEqual(['Wall of Stone']);
    expect(names({ named: 'Mountain' })).toEqual(['Mountain']);
  });
});
