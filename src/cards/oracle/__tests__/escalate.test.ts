// Escalate [cost] (CR 702.120a): "For each mode you choose beyond the first as you cast this
// spell, you pay an additional [cost]." An additional cost (118.8), added to the total cost
// (601.2f); one mode costs nothing more. Real cards played.
import { describe, expect, it } from 'vitest';
import { getObject } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const grace = card(
  'Borrowed Grace',
  '{2}{W}',
  'Instant',
  'Escalate {1}{W} (Pay this cost for each mode chosen beyond the first.)\nChoose one or both —\n• Creatures you control get +2/+0 until end of turn.\n• Creatures you control get +0/+2 until end of turn.',
);
const savage = card(
  'Savage Alliance',
  '{2}{R}',
  'Instant',
  'Escalate {1} (Pay this cost for each mode chosen beyond the first.)\nChoose one or more —\n• Creatures target player controls gain trample until end of turn.\n• Savage Alliance deals 2 damage to target creature.\n• Savage Alliance deals 1 damage to each creature target opponent controls.',
);
const brutality = card(
  'Collective Brutality',
  '{1}{B}',
  'Sorcery',
  'Escalate—Discard a card. (Pay this cost for each mode chosen beyond the first.)\nChoose one or more —\n• Target opponent reveals their hand. You choose an instant or sorcery card from it. That player discards that card.\n• Target creature gets -2/-2 until end of turn.\n• Target opponent loses 2 life and you gain 2 life.',
);
const CARDS = compiled(grace, savage);
const lands = (name: string, n: number) => Array<string>(n).fill(name);

/** How many of p1's permanents are tapped (only lands tap here: for mana, CR 601.2g). */
function tapped(g: ReturnType<typeof game>): number {
  return g.state.battlefield.map((id) => getObject(g.state, id)).filter((o) => o?.controller === 'p1' && o.tapped)
    .length;
}

function graceWith(plains: number) {
  return game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: [...lands('Plains', plains), { id: 'bears', card: 'Grizzly Bears' }],
          hand: ['Borrowed Grace'],
        },
      },
    },
    [],
    { cards: CARDS },
  );
}

describe('escalate (CR 702.120a)', () => {
  it('Borrowed Grace with one mode costs {2}{W}: the bears get +2/+0', () => {
    const g = graceWith(3);
    g.perform({ type: 'cast', player: 'p1', object: g.get('Borrowed Grace').id, modes: [0] });
    expect(tapped(g)).toBe(3);
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(pt(g, 'bears')).toEqual([4, 2]);
  });

  it('Borrowed Grace with both modes costs {2}{W} plus {1}{W}: five Plains, the bears get +2/+2', () => {
    const g = graceWith(5);
    g.perform({ type: 'cast', player: 'p1', object: g.get('Borrowed Grace').id, modes: [0, 1] });
    expect(tapped(g)).toBe(5);
    g.act({ pass: true });
    expect(pt(g, 'bears')).toEqual([4, 4]);
  });

  it('Borrowed Grace with both modes and only four Plains is refused; nothing changes', () => {
    const g = graceWith(4);
    expect(() =>
      g.perform({ type: 'cast', player: 'p1', object: g.get('Borrowed Grace').id, modes: [0, 1] }),
    ).toThrow();
    expect(g.names('p1', 'hand')).toEqual(['Borrowed Grace']);
    expect(tapped(g)).toBe(0);
  });

  it("Savage Alliance with all three modes costs {2}{R} plus {1} twice: four Mountains can't, five can", () => {
    const doc = {
      turn: main,
      players: {
        p1: { battlefield: lands('Mountain', 4), hand: ['Savage Alliance'] },
        p2: {
          battlefield: [
            { id: 'bears', card: 'Grizzly Bears' },
            { id: 'elves', card: 'Llanowar Elves' },
          ],
        },
      },
    };
    const poor = game(doc, [], { cards: CARDS });
    const cast = (g: ReturnType<typeof game>) =>
      g.perform({
        type: 'cast',
        player: 'p1',
        object: g.get('Savage Alliance').id,
        modes: [0, 1, 2],
        targets: ['p1', g.get('bears').id, 'p2'],
      });
    expect(() => cast(poor)).toThrow();
    const g = game(
      { ...doc, players: { ...doc.players, p1: { ...doc.players.p1, battlefield: lands('Mountain', 5) } } },
      [],
      {
        cards: CARDS,
      },
    );
    cast(g);
    expect(tapped(g)).toBe(5);
    g.act({ pass: true });
    expect(g.error).toBeNull();
    // 2 damage to the bears and 1 more to each of p2's creatures: both die.
    expect(g.names('p2', 'graveyard').sort()).toEqual(['Grizzly Bears', 'Llanowar Elves']);
  });

  it('a near miss: escalate with a cost other than mana ("Escalate—Discard a card") stays text', () => {
    expect(unenforced(brutality)).toContain(
      'Escalate—Discard a card. (Pay this cost for each mode chosen beyond the first.)',
    );
  });
});
