// Cost changes from a resolved ability (CR 601.2f, 611.2a, 611.2c): "Whenever this creature
// attacks, instant and sorcery spells you cast this turn cost {1} less to cast" (Spellbinding
// Soprano), "Until your next turn, spells your opponents cast cost {1} more to cast" (Tax
// Collector's mode). A count ("for each …") stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, run, unenforced } from './compiled';

const soprano = card(
  'Spellbinding Soprano',
  '{1}{R}',
  'Creature — Human Bard',
  'Whenever this creature attacks, instant and sorcery spells you cast this turn cost {1} less to cast.',
  '2/2',
);
const spear = card('Searing Spear', '{1}{R}', 'Instant', 'Searing Spear deals 3 damage to any target.');
const CARDS = compiled(soprano, spear);

const board = {
  turn: main,
  players: {
    p1: {
      hand: ['Searing Spear'],
      battlefield: [{ id: 'sop', card: 'Spellbinding Soprano' }, 'Mountain'],
    },
    p2: {},
  },
};

describe('spells cost less or more for a while (CR 601.2f, 611.2a)', () => {
  it('after Spellbinding Soprano attacks, Searing Spear costs {R}: one Mountain pays for it', () => {
    const g = game(board, [], { cards: CARDS });
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['sop'] });
    run(g);
    expect(g.error).toBeNull();
    g.act({ cast: 'Searing Spear', targets: ['p2'] });
    run(g);
    expect(g.state.players.p2.life).toBe(17);
  });

  it('before it attacks, Searing Spear costs {1}{R}: one Mountain is not enough', () => {
    const g = game(board, [], { cards: CARDS });
    expect(() => g.act({ cast: 'Searing Spear', targets: ['p2'] })).toThrow();
    expect(g.state.players.p2.life).toBe(20);
  });

  it('a reduction counted "for each …" stays text', () => {
    const c = card(
      'Near Miss',
      '{1}{R}',
      'Creature — Human Bard',
      'Whenever this creature attacks, instant and sorcery spells you cast this turn cost {1} less to cast for each card in your hand.',
      '2/2',
    );
    expect(unenforced(c)).toHaveLength(1);
  });
});
