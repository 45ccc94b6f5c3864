// The board shows who has the initiative (CR 725.1) and where each venture marker is: the
// dungeon and its room (309.5). Goliath Paladin's "you take the initiative" ventures into
// Undercity's first room, Secret Entrance (725.2).
import { describe, expect, it } from 'vitest';
import { game } from '../../testing/harness';
import { DUNGEON_DATA } from '../../cards/data/dungeons';
import { normalizeCard } from '../../cards/data/faces';
import { compileCard } from '../../cards/oracle/compile';
import { card } from '../../cards/oracle/__tests__/card';
import { compiled } from '../../cards/oracle/__tests__/compiled';
import { boardView } from '../board-view';

const paladin = card(
  'Goliath Paladin',
  '{4}{W}',
  'Creature — Giant Knight',
  'Vigilance\nWhen this creature enters, you take the initiative.',
  '3/6',
);
const undercity = compileCard(normalizeCard(DUNGEON_DATA.find((d) => d.name === 'Undercity')!)).def;
const main = { number: 3, active: 'p1' as const, phase: 'main1' as const };

describe('the board view of the initiative and the venture marker', () => {
  it('no initiative and no dungeon; then p1 has the initiative, its marker on Undercity: Secret Entrance', () => {
    const plains = ['Plains', 'Plains', 'Plains', 'Plains', 'Plains'];
    const g = game({ turn: main, players: { p1: { battlefield: plains, hand: ['Goliath Paladin'] } } }, [], {
      cards: [...compiled(paladin), undercity],
    });
    const before = boardView(g.state, g.engine.registry).players;
    expect([before.p1.initiative, before.p1.dungeonRoom, before.p2.initiative]).toEqual([false, null, false]);
    g.act({ cast: 'Goliath Paladin' });
    g.act({ pass: true });
    g.act({ pass: true });
    g.act({ pass: true });
    const after = boardView(g.state, g.engine.registry).players;
    expect([after.p1.initiative, after.p1.dungeonRoom]).toEqual([true, 'Undercity: Secret Entrance']);
    expect([after.p2.initiative, after.p2.dungeonRoom]).toEqual([false, null]);
  });
});
