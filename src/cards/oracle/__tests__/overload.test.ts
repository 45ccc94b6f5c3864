// Overload [cost] (CR 702.96a–c): an alternative cost; cast for it, the spell's text has "each"
// for every "target", so it has no targets. Real cards played.
import { describe, expect, it } from 'vitest';
import { castOptions } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const rift = card(
  'Cyclonic Rift',
  '{1}{U}',
  'Instant',
  'Return target nonland permanent you don\'t control to its owner\'s hand.\nOverload {6}{U} (You may cast this spell for its overload cost. If you do, change its text by replacing all instances of "target" with "each.")',
);
const electrickery = card(
  'Electrickery',
  '{R}',
  'Instant',
  'Electrickery deals 1 damage to target creature you don\'t control.\nOverload {1}{R} (You may cast this spell for its overload cost. If you do, change "target" in its text to "each.")',
);
const CARDS = compiled(rift, electrickery);

describe('overload (CR 702.96)', () => {
  it('Cyclonic Rift for {1}{U} returns its one target; overloaded for {6}{U}, every nonland permanent you don’t control', () => {
    const board = {
      turn: main,
      players: {
        p1: { battlefield: [...Array<string>(7).fill('Island'), 'Grizzly Bears'], hand: ['Cyclonic Rift'] },
        p2: { battlefield: ['Forest', { id: 'bears', card: 'Grizzly Bears' }, 'Llanowar Elves'] },
      },
    };
    const one = game(board, [{ cast: 'Cyclonic Rift', targets: ['bears'] }, { pass: true }], { cards: CARDS });
    expect(one.error).toBeNull();
    expect(one.names('p2', 'hand')).toEqual(['Grizzly Bears']);
    expect(one.names('p2', 'battlefield')).toEqual(['Forest', 'Llanowar Elves']);

    const all = game(board, [], { cards: CARDS });
    all.perform({ type: 'cast', player: 'p1', object: all.get('Cyclonic Rift').id, cost: 'overload' });
    // No target is chosen (702.96c): it goes straight on the stack.
    expect(all.state.pendingDecision).toBeNull();
    expect(all.state.stack).toHaveLength(1);
    all.act({ pass: true });
    expect(all.names('p2', 'hand').sort()).toEqual(['Grizzly Bears', 'Llanowar Elves']);
    expect(all.names('p2', 'battlefield')).toEqual(['Forest']);
    // Its controller's own creature stays.
    expect(all.names('p1', 'battlefield')).toContain('Grizzly Bears');
  });

  it('with no creature to target, Electrickery can still be cast overloaded (it has no targets)', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: ['Mountain', 'Mountain'], hand: ['Electrickery'] } } },
      [],
      { cards: CARDS },
    );
    const options = castOptions(g.engine.registry, g.state, 'p1', g.get('Electrickery').id).options;
    expect(options.map((o) => o.mode.cost)).toEqual(['overload']);
  });

  it('overloaded Electrickery deals 1 damage to each creature its caster doesn’t control', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain', 'Mountain', { id: 'mine', card: 'Llanowar Elves' }], hand: ['Electrickery'] },
          p2: {
            battlefield: [
              { id: 'elf', card: 'Llanowar Elves' },
              { id: 'bears', card: 'Grizzly Bears' },
            ],
          },
        },
      },
      [],
      { cards: CARDS },
    );
    g.perform({ type: 'cast', player: 'p1', object: g.get('Electrickery').id, cost: 'overload' });
    g.act({ pass: true });
    expect(g.names('p2', 'graveyard')).toEqual(['Llanowar Elves']);
    expect(g.get('bears').damage).toBe(1);
    expect(g.names('p1', 'battlefield')).toContain('Llanowar Elves');
  });

  it('near miss: an overloaded text the compiler can’t read leaves overload text (Counterflux)', () => {
    const counterflux = card(
      'Counterflux',
      '{U}{U}{R}',
      'Instant',
      'This spell can\'t be countered.\nCounter target spell you don\'t control.\nOverload {1}{U}{U}{R} (You may cast this spell for its overload cost. If you do, change its text by replacing all instances of "target" with "each.")',
    );
    expect(unenforced(counterflux)).toEqual([expect.stringMatching(/^Overload \{1\}\{U\}\{U\}\{R\}/)]);
  });
});
