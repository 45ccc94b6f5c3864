// Surge (CR 702.117a): an alternative cost (118.9) a player may pay rather than the mana cost if
// they have cast another spell this turn. Real cards played.
import { describe, expect, it } from 'vitest';
import { castOptions } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const salvo = card(
  'Boulder Salvo',
  '{4}{R}',
  'Sorcery',
  'Surge {1}{R} (You may cast this spell for its surge cost if you or a teammate has cast another spell this turn.)\nBoulder Salvo deals 4 damage to target creature.',
);
const CARDS = compiled(salvo);
const board = {
  turn: main,
  players: {
    p1: { battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'], hand: ['Shock', 'Boulder Salvo'] },
    p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
  },
};

describe('surge (CR 702.117a)', () => {
  it('refused before another spell was cast this turn; after Shock, Boulder Salvo is cast for {1}{R}', () => {
    const g = game(board, [], { cards: CARDS });
    const before = castOptions(g.engine.registry, g.state, 'p1', g.get('Boulder Salvo').id);
    expect(before.options.map((o) => o.mode.cost)).toEqual(['mana']);
    expect(() =>
      g.perform({
        type: 'cast',
        player: 'p1',
        object: g.get('Boulder Salvo').id,
        cost: 'surge',
        targets: [g.get('bears').id],
      }),
    ).toThrow(/surge/);
    g.act({ cast: 'Shock', targets: ['p2'] });
    g.act({ pass: true });
    const after = castOptions(g.engine.registry, g.state, 'p1', g.get('Boulder Salvo').id);
    expect(after.options.map((o) => [o.mode.cost, o.payable])).toEqual([
      ['mana', false],
      ['surge', true],
    ]);
    g.perform({
      type: 'cast',
      player: 'p1',
      object: g.get('Boulder Salvo').id,
      cost: 'surge',
      targets: [g.get('bears').id],
    });
    expect(g.stack()).toEqual(['Boulder Salvo']);
    g.act({ pass: true });
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
  });

  it('near miss: a surge cost with {X} stays text (Fall of the Titans)', () => {
    const titans = card(
      'Fall of the Titans',
      '{X}{X}{R}',
      'Instant',
      'Surge {X}{R} (You may cast this spell for its surge cost if you or a teammate has cast another spell this turn.)\nFall of the Titans deals X damage to each of up to two targets.',
    );
    expect(unenforced(titans)[0]).toMatch(/^Surge \{X\}\{R\}/);
  });
});
