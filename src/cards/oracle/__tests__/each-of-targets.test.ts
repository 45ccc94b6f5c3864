// "each of up to two target creatures", "each of one or two targets" (CR 115.1d, 608.2c): the
// instruction is done to each chosen target; "two targets" names any targets (115.4). A
// legendary instant or sorcery is cast only by a player who controls a legendary creature or
// planeswalker (205.4e).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const swelter = card('Swelter', '{3}{R}', 'Sorcery', 'Swelter deals 2 damage to each of two target creatures.');
const storm = card(
  'Storm of Steel',
  '{4}{R}',
  'Sorcery',
  'Storm of Steel deals 2 damage to each of one or two targets.',
);
const reap = card(
  'Reap What Is Sown',
  '{1}{G}{W}',
  'Instant',
  'Put a +1/+1 counter on each of up to three target creatures.',
);
const inferno = card(
  "Jaya's Immolating Inferno",
  '{X}{R}{R}',
  'Legendary Sorcery',
  "(You may cast a legendary sorcery only if you control a legendary creature or planeswalker.)\nJaya's Immolating Inferno deals X damage to each of up to three targets.",
);

const mountains = (n: number) => Array.from({ length: n }, () => 'Mountain');

describe('"… to each of N target(s)"', () => {
  it('Swelter deals 2 damage to each of its two target creatures', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: mountains(4), hand: ['Swelter'] },
          p2: {
            battlefield: [
              { id: 'bears', card: 'Grizzly Bears' },
              { id: 'elves', card: 'Llanowar Elves' },
            ],
          },
        },
      },
      [{ cast: 'Swelter', targets: ['bears', 'elves'] }, { pass: true }],
      { cards: compiled(swelter) },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard').sort()).toEqual(['Grizzly Bears', 'Llanowar Elves']);
  });

  it('Swelter needs two targets: one creature is not enough (CR 601.2c)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: mountains(4), hand: ['Swelter'] },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [{ cast: 'Swelter', targets: ['bears'] }],
      { cards: compiled(swelter) },
    );
    expect(g.error).not.toBeNull();
  });

  it('Storm of Steel: 2 damage to a player and 2 to a creature, or to one target only', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: mountains(10), hand: ['Storm of Steel', 'Storm of Steel'] },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [{ cast: 'Storm of Steel', targets: ['p2', 'bears'] }, { pass: true }],
      { cards: compiled(storm) },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(18);
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    g.act({ cast: 'Storm of Steel', targets: ['p2'] });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(16);
  });

  it('Reap What Is Sown puts one +1/+1 counter on each of up to three target creatures', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Forest', 'Forest', 'Plains', { id: 'a', card: 'Grizzly Bears' }],
            hand: ['Reap What Is Sown'],
          },
          p2: { battlefield: [{ id: 'b', card: 'Llanowar Elves' }] },
        },
      },
      [{ cast: 'Reap What Is Sown', targets: ['a', 'b'] }, { pass: true }],
      { cards: compiled(reap) },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'a')).toEqual([3, 3]);
    expect(pt(g, 'b')).toEqual([2, 2]);
  });

  it("near miss: '… and 3 damage to each of up to two other targets' stays text", () => {
    const chandra = card(
      'Chandra, Flame (variant)',
      '{3}{R}',
      'Sorcery',
      'This spell deals 4 damage to any target and 3 damage to each of up to two other targets.',
    );
    expect(unenforced(chandra)).toHaveLength(1);
  });
});

describe('legendary sorceries (CR 205.4e)', () => {
  it("Jaya's Immolating Inferno can't be cast without a legendary creature or planeswalker", () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: mountains(4), hand: ["Jaya's Immolating Inferno"] } },
      },
      [{ cast: "Jaya's Immolating Inferno", targets: ['p2'], x: 2 }],
      { cards: compiled(inferno) },
    );
    expect(g.error).toMatch(/legendary creature or a legendary planeswalker/);
    expect(g.error).toMatch(/205\.4e/);
  });

  it('with Isamaru on the battlefield it deals X damage to each of its targets', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [...mountains(4), 'Isamaru, Hound of Konda'], hand: ["Jaya's Immolating Inferno"] },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [{ cast: "Jaya's Immolating Inferno", targets: ['p2', 'bears'], x: 2 }, { pass: true }],
      { cards: compiled(inferno) },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(18);
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
  });
});
