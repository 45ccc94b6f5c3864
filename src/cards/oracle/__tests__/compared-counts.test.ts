// Counts compared in a condition: "If an opponent controls at least four more creatures than
// you" (theirs ≥ yours + 4; the engine plays two-player games, CR 102.2), checked as the total
// cost is determined (601.2f); "Activate only if you have seven or more cards in your hand"
// (602.5b), checked as the ability is activated; "Cast this spell only if you control fewer
// creatures than each opponent" (601.3), checked as it would be cast.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const avatar = card(
  'Avatar of Might',
  '{6}{G}{G}',
  'Creature — Avatar',
  "If an opponent controls at least four more creatures than you, this spell costs {6} less to cast.\nTrample (This creature can deal excess combat damage to the player or planeswalker it's attacking.)",
  '8/8',
);
const lute = card(
  'Resonating Lute',
  '{2}{U}{R}',
  'Artifact',
  'Lands you control have "{T}: Add two mana of any one color. Spend this mana only to cast instant and sorcery spells."\n{T}: Draw a card. Activate only if you have seven or more cards in your hand.',
);
const evenTheOdds = card(
  'Even the Odds',
  '{2}{W}',
  'Instant',
  'Cast this spell only if you control fewer creatures than each opponent.\nCreate three 1/1 white Human creature tokens.',
);
const cards = compiled(avatar, lute);

describe('"If an opponent controls at least four more creatures than you"', () => {
  const board = (theirs: number) =>
    game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Forest', 'Forest', 'Grizzly Bears'], hand: [{ id: 'avatar', card: 'Avatar of Might' }] },
          p2: { battlefield: Array<string>(theirs).fill('Grizzly Bears') },
        },
      },
      [],
      { cards },
    );

  it('five Bears against one: Avatar of Might costs {G}{G}', () => {
    const g = board(5);
    g.act({ cast: 'avatar' });
    g.act({ pass: true });
    expect(g.names('p1', 'battlefield')).toContain('Avatar of Might');
  });

  it("four Bears against one (three more): the full cost, which two Forests can't pay", () => {
    const g = board(4);
    expect(() => g.act({ cast: 'avatar' })).toThrow();
    expect(g.names('p1', 'battlefield')).not.toContain('Avatar of Might');
  });
});

describe('"Activate only if you have seven or more cards in your hand" (CR 602.5b)', () => {
  const board = (inHand: number) =>
    game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'lute', card: 'Resonating Lute' }],
            hand: Array<string>(inHand).fill('Island'),
            library: ['Island'],
          },
        },
      },
      [],
      { cards },
    );

  it('seven cards in hand: the Lute draws an eighth', () => {
    const g = board(7);
    g.act({ activate: 'lute' });
    g.act({ pass: true });
    expect(g.names('p1', 'hand')).toHaveLength(8);
  });

  it("six cards in hand: it can't be activated", () => {
    const g = board(6);
    expect(() => g.act({ activate: 'lute' })).toThrow();
    expect(g.names('p1', 'hand')).toHaveLength(6);
  });

  it('Even the Odds: "Cast this spell only if you control fewer creatures than each opponent" (CR 601.3) is read now', () => {
    const odds = (mine: string[]) =>
      game(
        {
          turn: main,
          players: {
            p1: { battlefield: ['Plains', 'Plains', 'Plains', ...mine], hand: ['Even the Odds'] },
            p2: { battlefield: ['Grizzly Bears', 'Grizzly Bears'] },
          },
        },
        [],
        { cards: compiled(evenTheOdds) },
      );
    const fewer = odds(['Grizzly Bears']);
    fewer.act({ cast: 'Even the Odds' });
    fewer.act({ pass: true });
    expect(fewer.error).toBeNull();
    expect(fewer.names('p1', 'battlefield').filter((n) => /Human/.test(n))).toHaveLength(3);
    const equal = odds(['Grizzly Bears', 'Grizzly Bears']);
    expect(() => equal.act({ cast: 'Even the Odds' })).toThrow();
    expect(equal.names('p1', 'hand')).toEqual(['Even the Odds']);
  });

  it('near miss stays text: two compared counts sharing one subject ("and fewer lands than each opponent")', () => {
    // Two whole conditions joined by "and" are read (life-compare.test.ts); a second comparison
    // without its own subject is not.
    const variant = card(
      'Even the Odds Variant',
      '{2}{W}',
      'Instant',
      'Cast this spell only if you control fewer creatures than each opponent and fewer lands than each opponent.\nCreate three 1/1 white Human creature tokens.',
    );
    expect(unenforced(variant)).toHaveLength(1);
  });
});
