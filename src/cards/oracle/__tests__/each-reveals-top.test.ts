// Parley and other players' reveals (CR 701.20a, 101.4): "Each player reveals the top card of
// their library. For each nonland card revealed this way, …": every player named reveals their
// own top card, which stays on top, seen by all; the count reads those cards. "Target player
// reveals the top card of their library": that player's own card, nothing chosen. Real cards.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const charge = card(
  "Selvala's Charge",
  '{4}{G}',
  'Sorcery',
  'Parley — Each player reveals the top card of their library. For each nonland card revealed this way, you create a 3/3 green Elephant creature token. Then each player draws a card.',
);
const enforcer = card(
  "Selvala's Enforcer",
  '{3}{G}',
  'Creature — Elf Warrior',
  'Parley — When this creature enters, each player reveals the top card of their library. For each nonland card revealed this way, put a +1/+1 counter on this creature. Then each player draws a card.',
  '2/2',
);
const windreader = card(
  'Aven Windreader',
  '{3}{U}{U}',
  'Creature — Bird Soldier Wizard',
  "Flying (This creature can't be blocked except by creatures with flying or reach.)\n{1}{U}: Target player reveals the top card of their library.",
  '3/3',
);
const dakra = card(
  'Dakra Mystic',
  '{U}',
  'Creature — Merfolk Wizard',
  "{U}, {T}: Each player reveals the top card of their library. You may put the revealed cards into their owners' graveyards. If you don't, each player draws a card.",
  '1/1',
);
const beguiler = card(
  'Balshan Beguiler',
  '{2}{U}',
  'Creature — Human Wizard',
  'Whenever this creature deals combat damage to a player, that player reveals the top two cards of their library. You choose one of those cards and put it into their graveyard.',
  '1/1',
);
const CARDS = compiled(charge, enforcer, windreader);

/** p1 casts Selvala's Charge with these libraries (top first) and it resolves. */
function castCharge(p1Library: string[], p2Library: string[]) {
  return game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest'],
          hand: ["Selvala's Charge"],
          library: p1Library,
        },
        p2: { library: p2Library },
      },
    },
    [{ cast: "Selvala's Charge" }, { pass: true }],
    { cards: CARDS },
  );
}

describe('each player reveals the top card of their library (CR 701.20a)', () => {
  it('compiles to one reveal of every player\'s own top card, counted by "nonland card revealed this way"', () => {
    const steps = CARDS[0]?.spell?.steps ?? [];
    expect(steps[0]).toMatchObject({
      do: 'lookAtTop',
      count: 1,
      picks: [],
      rest: 'unchanged',
      reveal: true,
      player: { ref: 'players', which: 'each' },
    });
    const as = (steps[0] as { as?: string }).as;
    expect(steps[1]).toMatchObject({
      do: 'createToken',
      count: { varMatching: as, filter: { notTypes: ['land'], cardOnly: true, zone: 'library' } },
    });
    expect(steps[2]).toEqual({ do: 'draw', player: { ref: 'players', which: 'each' }, count: 1 });
  });

  it("Selvala's Charge: one nonland card and one land revealed make one Elephant; both revealed, then each player draws", () => {
    const g = castCharge(['Grizzly Bears', 'Forest'], ['Island', 'Island']);
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield').filter((n) => n.includes('Elephant'))).toHaveLength(1);
    // Both players revealed their own top card (seen by all), then drew it.
    const revealed = g.events.filter((e) => e.type === 'Revealed');
    expect(revealed.map((e) => (e as { player: string }).player)).toEqual(['p1', 'p2']);
    expect(g.names('p1', 'hand')).toEqual(['Grizzly Bears']);
    expect(g.names('p2', 'hand')).toEqual(['Island']);
  });

  it("Selvala's Charge: two nonland cards make two Elephants; two lands make none", () => {
    const two = castCharge(['Grizzly Bears'], ['Giant Spider']);
    expect(two.names('p1', 'battlefield').filter((n) => n.includes('Elephant'))).toHaveLength(2);
    const none = castCharge(['Forest'], ['Island']);
    expect(none.names('p1', 'battlefield').filter((n) => n.includes('Elephant'))).toHaveLength(0);
  });

  it("Selvala's Charge with p2's library empty: p1's card alone is revealed and counted", () => {
    const g = castCharge(['Grizzly Bears', 'Forest'], []);
    expect(g.names('p1', 'battlefield').filter((n) => n.includes('Elephant'))).toHaveLength(1);
  });

  it("Selvala's Enforcer's count is of counters on itself; Aven Windreader's reveal is the target player's own", () => {
    expect(CARDS[1]?.triggered?.[0]?.steps?.[1]).toMatchObject({ do: 'addCounters', what: { ref: 'source' } });
    const reveal = CARDS[2]?.activated?.find((a) => a.targets?.length);
    expect(reveal?.steps).toEqual([
      {
        do: 'lookAtTop',
        count: 1,
        picks: [],
        rest: 'unchanged',
        reveal: true,
        player: { ref: 'target', slot: 0 },
      },
    ]);
  });

  it('near misses stay text: a choice among the revealed cards', () => {
    expect(unenforced(dakra)).toHaveLength(1);
    expect(unenforced(beguiler)).toHaveLength(1);
  });
});
