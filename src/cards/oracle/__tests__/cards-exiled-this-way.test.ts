// "for each creature card exiled this way" (CR 406.2): of the cards the effect's latest exile
// instruction moved, those that are creature cards in exile — Release to Memory's Spirits,
// Malanthrope's counters. A kicker's "instead" followed by another sentence (Waste Management)
// is not the kicked-spell form: it stays text (the unkicked spell would lose the last sentence).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, run, unenforced } from './compiled';

const release = card(
  'Release to Memory',
  '{3}{W}',
  'Instant',
  "Exile target opponent's graveyard. For each creature card exiled this way, create a 1/1 colorless Spirit creature token.",
);
const malanthrope = card(
  'Malanthrope',
  '{1}{G}{U}',
  'Creature — Tyranid',
  "Flying\nScavenge the Dead — When this creature enters, exile target player's graveyard. Put a +1/+1 counter on this creature for each creature card exiled this way.",
  '2/2',
);
const cards = compiled(release, malanthrope);

function board(hand: string[]) {
  return game(
    {
      turn: main,
      players: {
        p1: { battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Forest', 'Island'], hand },
        p2: {
          graveyard: [
            { id: 'b1', card: 'Grizzly Bears' },
            { id: 'b2', card: 'Grizzly Bears' },
            { id: 'bolt', card: 'Lightning Bolt' },
          ],
        },
      },
    },
    [],
    { cards },
  );
}

const spirits = (g: ReturnType<typeof game>) => g.names('p1', 'battlefield').filter((n) => /Spirit/.test(n)).length;

describe('"for each creature card exiled this way" (CR 406.2)', () => {
  it('Release to Memory: two creature cards and an instant exiled, two Spirit tokens', () => {
    const g = board(['Release to Memory']);
    g.act({ cast: 'Release to Memory', targets: ['p2'] });
    run(g);
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual([]);
    expect(g.names('p2', 'exile')).toHaveLength(3);
    expect(spirits(g)).toBe(2);
  });

  it("Malanthrope exiling the opponent's graveyard gets two +1/+1 counters: 4/4", () => {
    const g = board(['Malanthrope']);
    g.act({ cast: 'Malanthrope' });
    g.act({ pass: true });
    run(g, [['p2']]);
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual([]);
    expect(g.get('Malanthrope').counters).toEqual({ '+1/+1': 2 });
    expect(pt(g, 'Malanthrope')).toEqual([4, 4]);
  });

  it('Malanthrope exiling its own empty graveyard gets none', () => {
    const g = board(['Malanthrope']);
    g.act({ cast: 'Malanthrope' });
    g.act({ pass: true });
    run(g, [['p1']]);
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toHaveLength(3);
    expect(g.get('Malanthrope').counters['+1/+1'] ?? 0).toBe(0);
  });

  it('near miss: a kicked "instead" followed by another sentence stays text (Waste Management)', () => {
    const waste = card(
      'Waste Management',
      '{2}{B}',
      'Instant',
      "Kicker {3}{B} (You may pay an additional {3}{B} as you cast this spell.)\nExile up to two target cards from a single graveyard. If this spell was kicked, instead exile target player's graveyard. Create a 2/2 black Rogue creature token for each creature card exiled this way.",
    );
    expect(unenforced(waste)).toHaveLength(1);
  });
});
