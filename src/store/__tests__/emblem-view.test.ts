// The board shows each player's emblems (CR 114.1–114.4): an emblem is in its owner's command
// zone, not on the battlefield, so the player panel names it with its source and its abilities.
// Elspeth, Sun's Champion's −7: "You get an emblem with "Creatures you control get +2/+2 and
// have flying."" (114.2: the player who gets it owns it).
import { describe, expect, it } from 'vitest';
import { game } from '../../testing/harness';
import { card } from '../../cards/oracle/__tests__/card';
import { compiled } from '../../cards/oracle/__tests__/compiled';
import { boardView } from '../board-view';

const elspeth = {
  ...card(
    "Elspeth, Sun's Champion",
    '{4}{W}{W}',
    'Legendary Planeswalker — Elspeth',
    '+1: Create three 1/1 white Soldier creature tokens.\n−3: Destroy all creatures with power 4 or greater.\n−7: You get an emblem with "Creatures you control get +2/+2 and have flying."',
  ),
  loyalty: '4',
};
const main = { number: 3, active: 'p1' as const, phase: 'main1' as const };

describe('the board view of emblems', () => {
  it("none before Elspeth's −7; then p1 has the emblem, named with its source and abilities, and p2 none", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'elspeth', card: "Elspeth, Sun's Champion", counters: { loyalty: 7 } }] },
        },
      },
      [],
      { cards: compiled(elspeth) },
    );
    expect(boardView(g.state, g.engine.registry).players.p1.emblems).toEqual([]);
    g.act({ activate: 'elspeth', ability: 2 });
    g.act({ pass: true });
    const after = boardView(g.state, g.engine.registry).players;
    expect(after.p1.emblems).toEqual([
      "Emblem (Elspeth, Sun's Champion): Creatures you control get +2/+2 and have flying.",
    ]);
    expect(after.p2.emblems).toEqual([]);
  });
});
