// "You may have target creature get -1/-1 until end of turn" (CR 601.2c, 603.3d, 608.2d): the
// target is chosen as the ability is put on the stack, and as it resolves its controller chooses
// whether the creature gets it.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const crawler = card(
  'Caustic Crawler',
  '{3}{B}{B}',
  'Creature — Insect',
  'Landfall — Whenever a land you control enters, you may have target creature get -1/-1 until end of turn.',
  '4/3',
);

function landfall() {
  return game(
    {
      turn: main,
      players: {
        p1: { battlefield: ['Caustic Crawler'], hand: ['Swamp'] },
        p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
      },
    },
    [{ cast: 'Swamp' }],
    { cards: compiled(crawler) },
  );
}

describe('"you may have target creature get -N/-N until end of turn"', () => {
  it('Caustic Crawler: a land enters, the Bears are targeted, yes: the Bears are 1/1', () => {
    const g = landfall();
    expect(g.error).toBeNull();
    g.act({ decide: [g.get('bears').id] });
    g.act({ pass: true });
    expect(g.state.pendingDecision).toMatchObject({ kind: 'may', player: 'p1' });
    g.act({ decide: true });
    expect(pt(g, 'bears')).toEqual([1, 1]);
  });

  it('Caustic Crawler: saying no leaves the Bears 2/2', () => {
    const g = landfall();
    g.act({ decide: [g.get('bears').id] });
    g.act({ pass: true });
    g.act({ decide: false });
    expect(pt(g, 'bears')).toEqual([2, 2]);
  });

  it('near miss: "you may have target creature get -1/-1 and lose life" (not only a pump) stays text', () => {
    const odd = card(
      'Odd Crawler',
      '{B}',
      'Creature — Insect',
      'When this creature enters, you may have target creature get -1/-1 until end of turn and deal 1 damage to you.',
      '1/1',
    );
    expect(unenforced(odd).length).toBeGreaterThan(0);
  });
});
