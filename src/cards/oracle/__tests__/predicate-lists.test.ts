// A static's predicate as a list, "A, B, and C" (CR 611.3: one ability, its parts applying
// together): "Equipped creature gets +1/+2, has reach, and can't be blocked by more than one
// creature" (Rope), "Enchanted creature gets +2/+1, has haste, and attacks each combat if able"
// (Infectious Bloodlust). The list splits only before a verb. Near miss: Skeletal Swarming's
// "gets +X/+0, where X is the number of other Skeletons you control" — "other" than each affected
// Skeleton, not than the source — stays text.
import { describe, expect, it } from 'vitest';
import { characteristics, readContext } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const rope = card(
  'Rope',
  '{G}',
  'Artifact — Clue Equipment',
  "Equipped creature gets +1/+2, has reach, and can't be blocked by more than one creature.\n{2}, Sacrifice this Equipment: Draw a card.\nEquip {3}",
);
const bloodlust = card(
  'Infectious Bloodlust',
  '{1}{R}',
  'Enchantment — Aura',
  'Enchant creature\nEnchanted creature gets +2/+1, has haste, and attacks each combat if able.\nWhen enchanted creature dies, you may search your library for a card named Infectious Bloodlust, reveal it, put it into your hand, then shuffle.',
);
const swarming = card(
  'Skeletal Swarming',
  '{3}{B}{G}',
  'Enchantment',
  'Each Skeleton you control has trample, attacks each combat if able, and gets +X/+0, where X is the number of other Skeletons you control.\nAt the beginning of your end step, create a tapped 1/1 black Skeleton creature token. If a creature died this turn, create two of those tokens instead.',
);
const CARDS = compiled(rope, bloodlust);

describe('a list of predicates (CR 611.3)', () => {
  it('Rope: the equipped Bears are 3/4 with reach, and two blockers are refused (509.1b)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'a', card: 'Grizzly Bears' },
              { card: 'Rope', attachedTo: 'a' },
            ],
          },
          p2: {
            battlefield: [
              { id: 'b1', card: 'Grizzly Bears' },
              { id: 'b2', card: 'Grizzly Bears' },
            ],
          },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['a'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'a')).toEqual([3, 4]);
    expect(characteristics(readContext(g.state, g.engine.registry), g.get('a')).keywords).toContain('reach');
    expect(() => g.act({ block: { b1: 'a', b2: 'a' }, player: 'p2' })).toThrow(
      /can't be blocked by more than one creature/,
    );
    g.act({ block: { b1: 'a' }, player: 'p2' });
    expect(g.state.combat?.blockers).toEqual({ [g.get('b1').id]: g.get('a').id });
  });

  it('Infectious Bloodlust: the enchanted Bears are 4/3 with haste and must attack (508.1d)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'a', card: 'Grizzly Bears' },
              { card: 'Infectious Bloodlust', attachedTo: 'a' },
            ],
          },
          p2: {},
        },
      },
      [{ advance: 'declareAttackers' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'a')).toEqual([4, 3]);
    expect(() => g.act({ attack: [] })).toThrow();
    g.act({ attack: ['a'] });
    expect(g.state.combat?.attackers[g.get('a').id]).toBe('p2');
  });

  it('near miss: Skeletal Swarming ("other" than each affected Skeleton) stays text', () => {
    expect(unenforced(swarming)).toEqual([
      'Each Skeleton you control has trample, attacks each combat if able, and gets +X/+0, where X is the number of other Skeletons you control.',
    ]);
  });
});
