// Hybrid mana symbols (CR 107.4e): each is paid with one of its halves, which the player
// announces as the spell is cast (601.2b); {2/W} is paid with {W} or with two generic mana. A
// card whose cost has them is cast by paying it, on real cards compiled from their Oracle text.
import { describe, expect, it } from 'vitest';
import { characteristics, readContext, RULE } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main } from './compiled';

const procession = card(
  'Spectral Procession',
  '{2/W}{2/W}{2/W}',
  'Sorcery',
  'Create three 1/1 white Spirit creature tokens with flying.',
);
const bogle = card(
  'Slippery Bogle',
  '{G/U}',
  'Creature — Beast',
  "Hexproof (This creature can't be the target of spells or abilities your opponents control.)",
  '1/1',
);

describe('{2/W}{2/W}{2/W}: Spectral Procession', () => {
  it('has mana value 6 (CR 202.3f) and is white', () => {
    const g = game({ turn: main, players: { p1: { hand: ['Spectral Procession'] }, p2: {} } }, [], {
      cards: compiled(procession),
    });
    const ch = characteristics(readContext(g.state, g.engine.registry), g.get('Spectral Procession'));
    expect(ch.manaValue).toBe(6);
    expect(ch.colors).toEqual(['W']);
  });

  it('three Plains pay it: {W}{W}{W}', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Plains', 'Plains', 'Plains'], hand: ['Spectral Procession'] }, p2: {} },
      },
      [{ cast: 'Spectral Procession' }, { pass: true }],
      { cards: compiled(procession) },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield').filter((n) => n.startsWith('Spirit'))).toHaveLength(3);
    expect(g.has('Note', RULE.castAnnounce)).toBe(true);
  });

  it('one Plains and four Mountains pay it: {W} for one symbol, two generic for each of the others', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Plains', 'Mountain', 'Mountain', 'Mountain', 'Mountain'],
            hand: ['Spectral Procession'],
          },
          p2: {},
        },
      },
      [{ cast: 'Spectral Procession' }],
      { cards: compiled(procession) },
    );
    expect(g.error).toBeNull();
    expect(g.state.stack).toHaveLength(1);
    expect(g.names('p1', 'battlefield').every((n) => g.get(n).tapped)).toBe(true);
  });

  it('four Mountains can pay no way (six generic at least without {W}): the cast is refused and nothing is tapped', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'], hand: ['Spectral Procession'] },
          p2: {},
        },
      },
      [],
      { cards: compiled(procession) },
    );
    expect(() => g.act({ cast: 'Spectral Procession' })).toThrow(/no way to pay/);
    expect(g.names('p1', 'hand')).toEqual(['Spectral Procession']);
    expect(g.get('Mountain').tapped).toBe(false);
  });
});

describe('{G/U}: Slippery Bogle', () => {
  it('mana already in the pool pays it first: {U} in the pool, the Forest stays untapped', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: ['Forest'], hand: ['Slippery Bogle'], manaPool: 'U' }, p2: {} } },
      [{ cast: 'Slippery Bogle' }],
      { cards: compiled(bogle) },
    );
    expect(g.error).toBeNull();
    expect(g.get('Forest').tapped).toBe(false);
    expect(g.state.players.p1.manaPool).toEqual({});
  });

  it('neither half available (a Mountain only): refused', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: ['Mountain'], hand: ['Slippery Bogle'] }, p2: {} } },
      [],
      {
        cards: compiled(bogle),
      },
    );
    expect(() => g.act({ cast: 'Slippery Bogle' })).toThrow(/no way to pay \{G\/U\}/);
  });
});
