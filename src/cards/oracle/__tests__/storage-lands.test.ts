// The storage lands (Fountain of Cho): "{T}, Remove any number of storage counters from this land:
// Add {W} for each storage counter removed this way." Its controller chooses how many as the cost
// is paid (CR 601.2h, 605.3b), and the ability adds {W} once for each counter removed: none
// removed, none added. Ventifact Bottle's "remove all charge counters from it. Add {C} for each
// charge counter removed this way" in a triggered ability stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const fountain = card(
  'Fountain of Cho',
  '',
  'Land',
  'This land enters tapped.\n{T}: Put a storage counter on this land.\n{T}, Remove any number of storage counters from this land: Add {W} for each storage counter removed this way.',
);
const bottle = card(
  'Ventifact Bottle',
  '{3}',
  'Artifact',
  '{X}{1}, {T}: Put X charge counters on this artifact. Activate only as a sorcery.\nAt the beginning of your first main phase, if this artifact has a charge counter on it, tap it and remove all charge counters from it. Add {C} for each charge counter removed this way.',
);
const CARDS = compiled(fountain);

function withCounters(n: number) {
  return game(
    {
      turn: main,
      players: {
        p1: { battlefield: [{ id: 'f', card: 'Fountain of Cho', ...(n ? { counters: { storage: n } } : {}) }] },
      },
    },
    [],
    { cards: CARDS },
  );
}

describe('Add {W} for each storage counter removed this way', () => {
  it('removing two of three storage counters adds {W}{W}; one counter stays', () => {
    const g = withCounters(3);
    g.act({ activate: 'f', ability: 1 });
    expect(g.state.pendingDecision).toMatchObject({ player: 'p1', kind: 'chooseNumber', min: 0, max: 3 });
    g.act({ decide: 2 });
    expect(g.state.players.p1.manaPool).toEqual({ W: 2 });
    expect(g.get('f').counters).toEqual({ storage: 1 });
    expect(g.get('f').tapped).toBe(true);
  });

  it('removing none adds no mana', () => {
    const g = withCounters(2);
    g.act({ activate: 'f', ability: 1 });
    g.act({ decide: 0 });
    expect(g.state.players.p1.manaPool.W ?? 0).toBe(0);
    expect(g.get('f').counters).toEqual({ storage: 2 });
  });

  it("a triggered ability's 'Add {C} for each charge counter removed this way' stays text", () => {
    expect(unenforced(bottle)).toHaveLength(1);
  });
});
