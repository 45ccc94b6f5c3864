// Replicate [cost] (CR 702.56a): "As an additional cost to cast this spell, you may pay [cost] any
// number of times" and "When you cast this spell, if a replicate cost was paid for it, copy it for
// each time its replicate cost was paid. If the spell has any targets, you may choose new targets
// for any of the copies." The copies are put on the stack, not cast (707.10). Real cards played.
import { describe, expect, it } from 'vitest';
import { getObject } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const pyromatics = card(
  'Pyromatics',
  '{1}{R}',
  'Instant',
  'Replicate {1}{R} (When you cast this spell, copy it for each time you paid its replicate cost. You may choose new targets for the copies.)\nPyromatics deals 1 damage to any target.',
);
const swiftspear = card(
  'Monastery Swiftspear',
  '{R}',
  'Creature — Human Monk',
  'Haste\nProwess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)',
  '1/2',
);
const CARDS = compiled(pyromatics, swiftspear);

function cast(mountains: number) {
  return game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: [...Array<string>(mountains).fill('Mountain'), { id: 'spear', card: 'Monastery Swiftspear' }],
          hand: ['Pyromatics'],
        },
        p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
      },
    },
    [{ cast: 'Pyromatics', targets: ['p2'] }],
    { cards: CARDS },
  );
}

describe('replicate (CR 702.56a)', () => {
  it('paid twice: two copies and the original resolve; only the original was cast (prowess once)', () => {
    const g = cast(6);
    // {1}{R} plus {1}{R} per payment, from six Mountains: 0 to 2 times.
    expect(g.state.pendingDecision).toMatchObject({ purpose: 'replicate', kind: 'chooseNumber', min: 0, max: 2 });
    g.act({ decide: 2 });
    expect(g.error).toBeNull();
    // The total cost {3}{R}{R}{R} tapped all six Mountains.
    expect(g.names('p1', 'battlefield').filter((n) => n === 'Mountain')).toHaveLength(6);
    expect(g.state.battlefield.map((id) => getObject(g.state, id)!).filter((o) => o.tapped)).toHaveLength(6);
    // Prowess and replicate trigger together (CR 603.3b): replicate's goes on the stack last.
    g.act({ decide: ['1', '0'] });
    expect(g.stack()).toEqual(['Pyromatics', 'Monastery Swiftspear ability', 'Pyromatics ability']);
    g.act({ pass: true });
    // First copy: keep its target (p2); second copy: the Grizzly Bears.
    g.act({ decide: false });
    g.act({ decide: true });
    g.act({ decide: ['bears'] });
    expect(g.stack()).toEqual(['Pyromatics', 'Monastery Swiftspear ability', 'Pyromatics (copy)', 'Pyromatics (copy)']);
    for (let i = 0; i < 4; i++) g.act({ pass: true });
    expect(g.state.stack).toEqual([]);
    expect(g.state.players.p2.life).toBe(18);
    expect(g.get('bears').damage).toBe(1);
    // The copies were not cast: prowess triggered once (CR 707.10).
    expect(pt(g, 'spear')).toEqual([2, 3]);
  });

  it('paid 0 times: no copy; not payable: not asked', () => {
    const none = cast(6);
    none.act({ decide: 0 });
    expect(none.stack()).toEqual(['Pyromatics', 'Monastery Swiftspear ability']);
    const poor = cast(3);
    expect(poor.state.pendingDecision?.purpose).not.toBe('replicate');
    expect(poor.stack()).toEqual(['Pyromatics', 'Monastery Swiftspear ability']);
  });

  it('more times than can be paid is refused', () => {
    const g = cast(6);
    expect(() => g.act({ decide: 3 })).toThrow(/from 0 to 2/);
  });

  it('near miss: a replicate cost that is not mana stays text', () => {
    const bolt = card(
      'Reiterating Bolt',
      '{1}{R}',
      'Sorcery',
      'Replicate—Pay {E}{E}{E}. (When you cast this spell, copy it for each time you paid its replicate cost. You may choose new targets for the copies.)\nReiterating Bolt deals 3 damage to target creature or planeswalker.',
    );
    expect(unenforced(bolt).some((t) => t.startsWith('Replicate—Pay'))).toBe(true);
  });
});
