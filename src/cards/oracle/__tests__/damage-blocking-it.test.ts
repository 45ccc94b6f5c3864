// "This creature deals 1 damage to target creature blocking it" (CR 509.1): "it" is the object
// dealing the damage, the source; a creature not blocking it can't be the target.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const salamander = card(
  'Flowstone Salamander',
  '{3}{R}{R}',
  'Creature — Salamander',
  '{R}: This creature deals 1 damage to target creature blocking it.',
  '3/4',
);
const goblin = card(
  'Battle-Scarred Goblin',
  '{1}{R}',
  'Creature — Goblin Warrior',
  'Whenever this creature becomes blocked, it deals 1 damage to each creature blocking it.',
  '2/2',
);
const CARDS = compiled(salamander, goblin);

function blocked() {
  return game(
    {
      turn: main,
      players: {
        p1: { battlefield: [{ id: 'sal', card: 'Flowstone Salamander' }, 'Mountain', 'Mountain'] },
        p2: {
          battlefield: [
            { id: 'bears', card: 'Grizzly Bears' },
            { id: 'elves', card: 'Llanowar Elves' },
          ],
        },
      },
    },
    [{ advance: 'declareAttackers' }, { attack: ['sal'] }, { block: { bears: 'sal' }, player: 'p2' }],
    { cards: CARDS },
  );
}

describe('damage to a creature blocking it (CR 509.1)', () => {
  it('Flowstone Salamander can shoot the Grizzly Bears blocking it, not the Llanowar Elves', () => {
    const g = blocked();
    expect(g.error).toBeNull();
    expect(() => g.act({ activate: 'sal', targets: ['elves'] })).toThrow();
    g.act({ activate: 'sal', targets: ['bears'] });
    g.act({ pass: true });
    g.act({ activate: 'sal', targets: ['bears'] });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.names('p2', 'battlefield')).toContain('Llanowar Elves');
  });

  it('Battle-Scarred Goblin: its own becomes-blocked trigger deals 1 damage to each creature blocking it', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'gob', card: 'Battle-Scarred Goblin' }] },
          p2: {
            battlefield: [
              { id: 'e1', card: 'Llanowar Elves' },
              { id: 'e2', card: 'Llanowar Elves' },
              { id: 'e3', card: 'Llanowar Elves' },
            ],
          },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['gob'] }, { block: { e1: 'gob', e2: 'gob' }, player: 'p2' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    for (let i = 0; i < 3 && g.state.stack.length; i++) g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Llanowar Elves', 'Llanowar Elves']);
    expect(g.names('p2', 'battlefield')).toEqual(['Llanowar Elves']);
  });

  it('"it" that is the equipped creature, not the source, stays text (Trailblazer\'s Torch)', () => {
    const c = card(
      "Trailblazer's Torch",
      '{1}',
      'Artifact — Equipment',
      'Whenever equipped creature becomes blocked, it deals 2 damage to each creature blocking it.\nEquip {1}',
    );
    expect(unenforced(c)).toContain(
      'Whenever equipped creature becomes blocked, it deals 2 damage to each creature blocking it.',
    );
  });
});
