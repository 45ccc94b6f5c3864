// After "create … token(s)" (CR 111.2), "it" / "that token" (one token) and "them" / "they" /
// "those tokens" (several) name the tokens just created: the creating step keeps them, and later
// instructions of the same effect act on them — also from a delayed trigger (603.7c). An amount
// measured before the tokens exist ("where X is that creature's mana value") never names them,
// and "it" after several tokens names none of them (it stays text).
import { describe, expect, it } from 'vitest';
import { getObject } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const evolution = card(
  'Additive Evolution',
  '{3}{G}{G}',
  'Enchantment',
  'When this enchantment enters, create a 0/0 green and blue Fractal creature token. Put three +1/+1 counters on it.\nAt the beginning of combat on your turn, put a +1/+1 counter on target creature you control. It gains vigilance until end of turn.',
);
const feral = card(
  'Feral Lightning',
  '{3}{R}{R}{R}',
  'Sorcery',
  'Create three 3/1 red Elemental creature tokens with haste. Exile them at the beginning of the next end step.',
);
const guildmage = card(
  'Rakdos Guildmage',
  '{B/R}{B/R}',
  'Creature — Zombie Shaman',
  '({B/R} can be paid with either {B} or {R}.)\n{3}{B}, Discard a card: Target creature gets -2/-2 until end of turn.\n{3}{R}: Create a 2/1 red Goblin creature token with haste. Exile it at the beginning of the next end step.',
  '2/2',
);
const mutation = card(
  'Aether Mutation',
  '{3}{G}{U}',
  'Sorcery',
  "Return target creature to its owner's hand. Create X 1/1 green Saproling creature tokens, where X is that creature's mana value.",
);

function tokens(g: Game, player: 'p1' | 'p2') {
  return g.state.battlefield.map((id) => getObject(g.state, id)).filter((o) => o?.token && o.controller === player);
}

describe('the tokens just created, named again (CR 111.2)', () => {
  it('Additive Evolution: the three +1/+1 counters go on the 0/0 Fractal, which lives as a 3/3', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest'], hand: ['Additive Evolution'] },
        },
      },
      [{ cast: 'Additive Evolution' }, { pass: true }, { pass: true }],
      { cards: compiled(evolution) },
    );
    expect(g.error).toBeNull();
    expect(g.get('Fractal Token').counters).toEqual({ '+1/+1': 3 });
    expect(pt(g, 'Fractal Token')).toEqual([3, 3]);
  });

  it('Feral Lightning: "them" are the three Elementals, exiled at the next end step (a delayed trigger, 603.7c); another creature stays', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [...Array.from({ length: 6 }, () => 'Mountain'), 'Grizzly Bears'],
            hand: ['Feral Lightning'],
          },
        },
      },
      [{ cast: 'Feral Lightning' }, { pass: true }],
      { cards: compiled(feral) },
    );
    expect(g.error).toBeNull();
    expect(tokens(g, 'p1')).toHaveLength(3);
    g.act({ advance: 'end' });
    g.act({ pass: true });
    expect(tokens(g, 'p1')).toHaveLength(0);
    expect(g.names('p1', 'battlefield')).toContain('Grizzly Bears');
  });

  it('Rakdos Guildmage: "it" is the Goblin token, exiled at the end step; the Guildmage itself stays', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'gm', card: 'Rakdos Guildmage' }, 'Mountain', 'Mountain', 'Mountain', 'Mountain'] },
        },
      },
      [{ activate: 'gm', ability: 1 }, { pass: true }],
      { cards: compiled(guildmage) },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'Goblin Token')).toEqual([2, 1]);
    g.act({ advance: 'end' });
    g.act({ pass: true });
    expect(tokens(g, 'p1')).toHaveLength(0);
    expect(g.get('gm').zone).toBe('battlefield');
  });

  it("Aether Mutation: X is the returned creature's mana value (Giant Spider, {3}{G}: 4 Saprolings), not a token's", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Forest', 'Forest', 'Forest', 'Island', 'Island'], hand: ['Aether Mutation'] },
          p2: { battlefield: [{ id: 'spider', card: 'Giant Spider' }] },
        },
      },
      [{ cast: 'Aether Mutation', targets: ['spider'] }, { pass: true }],
      { cards: compiled(mutation) },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'hand')).toContain('Giant Spider');
    expect(tokens(g, 'p1')).toHaveLength(4);
  });

  it('near miss: "create three Hamster tokens, then it deals X damage" — "it" after several tokens is none of them: stays text', () => {
    const hamsphere = card(
      'Rolling Hamsphere',
      '{7}',
      'Artifact — Vehicle',
      'This Vehicle gets +1/+1 for each Hamster you control.\nWhenever this Vehicle attacks, create three 1/1 red Hamster creature tokens, then it deals X damage to any target, where X is the number of Hamsters you control.\nCrew 3',
      '4/4',
    );
    expect(unenforced(hamsphere)).toContain(
      'Whenever this Vehicle attacks, create three 1/1 red Hamster creature tokens, then it deals X damage to any target, where X is the number of Hamsters you control.',
    );
  });

  it('a token created without a later "it" still compiles', () => {
    expect(
      compiled(card('Raise the Alarm', '{1}{W}', 'Instant', 'Create two 1/1 white Soldier creature tokens.')),
    ).toHaveLength(1);
  });
});
