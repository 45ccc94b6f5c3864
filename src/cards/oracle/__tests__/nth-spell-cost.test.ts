// "The first creature spell you cast each turn costs {2} less to cast.", "The second spell you
// cast each turn costs {1} less to cast." (CR 601.2f): as its total cost is determined the spell
// is not yet cast (601.2i), so it is the first (second) of its kind when its caster has cast none
// (one) of that kind this turn; a reduction of generic mana only (118.7a).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const conduit = card(
  'Conduit of Ruin',
  '{6}',
  'Creature — Eldrazi',
  'When you cast this spell, you may search your library for a colorless creature card with mana value 7 or greater, reveal it, then shuffle and put that card on top.\nThe first creature spell you cast each turn costs {2} less to cast.',
  '5/5',
);
const bellRinger = card(
  'Highspire Bell-Ringer',
  '{2}{U}',
  'Creature — Djinn Monk',
  'Flying\nThe second spell you cast each turn costs {1} less to cast.',
  '1/4',
);
const CARDS = compiled(conduit, bellRinger);
const totalCostNotes = (g: { events: { type: string; rule?: string; text?: string }[] }) =>
  g.events.filter((e) => e.type === 'Note' && e.rule === '601.2f').map((e) => e.text);
const resolve = [{ pass: true as const }];

describe('"The first/second … spell you cast each turn costs {N} less" (CR 601.2f)', () => {
  const withConduit = (lands: string[]) => ({
    turn: main,
    players: {
      p1: { battlefield: ['Conduit of Ruin', ...lands], hand: ['Grizzly Bears', 'Giant Spider', 'Lightning Bolt'] },
    },
  });

  it('Conduit of Ruin: the first creature spell costs {G} (never below its coloured part), the next full price', () => {
    const first = game(withConduit(['Forest', 'Forest', 'Forest']), [{ cast: 'Grizzly Bears' }, ...resolve], {
      cards: CARDS,
    });
    expect(first.error).toBeNull();
    expect(first.names('p1', 'battlefield')).toContain('Grizzly Bears');
    expect(totalCostNotes(first).some((t) => /: \{G\} \(CR 601\.2f\)/.test(t ?? ''))).toBe(true);
    // Two Forests left: Giant Spider ({3}{G}) is no longer the first creature spell.
    expect(() => first.act({ cast: 'Giant Spider' })).toThrow(/no way to pay/);
  });

  it('a noncreature spell cast first leaves the discount for the first creature spell', () => {
    const g = game(
      withConduit(['Mountain', 'Forest']),
      [{ cast: 'Lightning Bolt', targets: ['p2'] }, ...resolve, { cast: 'Grizzly Bears' }, ...resolve],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield')).toContain('Grizzly Bears');
  });

  it('Highspire Bell-Ringer: the second spell costs {1} less, the first full price', () => {
    const board = {
      turn: main,
      players: {
        p1: { battlefield: ['Highspire Bell-Ringer', 'Mountain', 'Forest'], hand: ['Grizzly Bears', 'Lightning Bolt'] },
      },
    };
    const second = game(
      board,
      [{ cast: 'Lightning Bolt', targets: ['p2'] }, ...resolve, { cast: 'Grizzly Bears' }, ...resolve],
      { cards: CARDS },
    );
    expect(second.error).toBeNull();
    expect(second.names('p1', 'battlefield')).toContain('Grizzly Bears');
    // First: Grizzly Bears costs {1}{G}, and one Forest is not enough.
    const first = game(
      { ...board, players: { p1: { ...board.players.p1, battlefield: ['Highspire Bell-Ringer', 'Forest'] } } },
      [{ cast: 'Grizzly Bears' }],
      {
        cards: CARDS,
      },
    );
    expect(first.error).toMatch(/no way to pay/);
  });

  it('a kind named by a subtype stays text', () => {
    const near = card(
      'Near Miss',
      '{2}{R}',
      'Creature — Dragon',
      'The first Dragon spell you cast each turn costs {2} less to cast.',
      '2/2',
    );
    expect(unenforced(near)).toHaveLength(1);
  });
});
