// "gains flying and toxic 1" in a lasting effect on a real pool card (CR 702.164: combat damage
// it deals to a player also gives that player poison counters equal to its total toxic value;
// 611.2a: until end of turn). Aspirant's Ascent. Near miss: "… with toxic gains toxic 1"
// (Plague Nurse, a filter on a keyword with a value) stays text.
import { describe, expect, it } from 'vitest';
import { characteristics, readContext } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const aspirantsAscent = card(
  "Aspirant's Ascent",
  '{U}',
  'Instant',
  'Until end of turn, target creature gets +1/+3 and gains flying and toxic 1. (Players dealt combat damage by that creature also get a poison counter.)',
);
const plagueNurse = card(
  'Plague Nurse',
  '{1}{G}',
  'Creature — Phyrexian Cleric',
  "Toxic 1\n{2}{G}: Each other creature you control with toxic gains toxic 1 until end of turn. Activate only once each turn. (A player dealt combat damage by a creature with toxic also gets poison counters equal to that creature's total toxic value.)",
  '1/1',
);
const CARDS = compiled(aspirantsAscent);

const keywordsOf = (g: Game, ref: string) =>
  characteristics(readContext(g.state, g.engine.registry), g.get(ref)).keywords;

describe('"gains toxic 1" until end of turn (CR 702.164)', () => {
  it("Aspirant's Ascent: the Bears are 3/5 with flying and toxic 1, and their combat damage poisons", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ["Aspirant's Ascent"], battlefield: ['Island', { id: 'bear', card: 'Grizzly Bears' }] },
          p2: { library: ['Island'] },
        },
      },
      [{ cast: "Aspirant's Ascent", targets: ['bear'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.stack()).toHaveLength(0);
    expect(pt(g, 'bear')).toEqual([3, 5]);
    expect(keywordsOf(g, 'bear')).toEqual(expect.arrayContaining(['flying', { toxic: 1 }]));
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['bear'] });
    g.act({ block: {}, player: 'p2' });
    g.act({ advance: 'end' });
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(17);
    expect(g.state.players.p2.poison).toBe(1);
    g.act({ advance: 'next-turn' });
    expect(pt(g, 'bear')).toEqual([2, 2]);
    expect(keywordsOf(g, 'bear')).toEqual([]);
  });

  it('near miss: "each other creature you control with toxic gains toxic 1" stays text', () => {
    expect(unenforced(plagueNurse)).toHaveLength(1);
  });
});
