// "Target creature gets +2/+2 until end of turn. If this spell was kicked, that creature gets
// +5/+5 until end of turn instead." (CR 608.2c): a rider on the pump just before it. The condition
// is checked once, and exactly one of the two is followed — the creature gets +5/+5, never +7/+7.
import { describe, expect, it } from 'vitest';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const growth = card(
  'Explosive Growth',
  '{G}',
  'Instant',
  'Kicker {5} (You may pay an additional {5} as you cast this spell.)\nTarget creature gets +2/+2 until end of turn. If this spell was kicked, that creature gets +5/+5 until end of turn instead.',
);
const casualties = card(
  'Marsh Casualties',
  '{B}{B}',
  'Sorcery',
  'Kicker {3} (You may pay an additional {3} as you cast this spell.)\nCreatures target player controls get -1/-1 until end of turn. If this spell was kicked, those creatures get -2/-2 until end of turn instead.',
);
const mettle = card(
  'Mirran Mettle',
  '{G}',
  'Instant',
  'Target creature gets +2/+2 until end of turn.\nMetalcraft — That creature gets +4/+4 until end of turn instead if you control three or more artifacts.',
);
const unity = card(
  'Dauntless Unity',
  '{1}{W}',
  'Instant',
  'Kicker {1}{W} (You may pay an additional {1}{W} as you cast this spell.)\nCreatures you control get +1/+1 until end of turn. If this spell was kicked, those creatures get +2/+1 until end of turn instead.',
);
const piper = card(
  'Slimy Piper',
  '{1}{G}',
  'Creature — Fungus Bard',
  'Whenever this creature attacks, it gets +1/+1 until end of turn. If you control four or more creatures, it gets +2/+2 and gains indestructible until end of turn instead. (Damage and effects that say "destroy" don\'t destroy it.)',
  '2/1',
);
const thopter = card('Ornithopter', '{0}', 'Artifact Creature — Thopter', 'Flying', '0/2');
const CARDS = compiled(growth, casualties, mettle, unity, piper, thopter);

const lands = (land: string, n: number) => Array<string>(n).fill(land);

/** p1 casts Explosive Growth on their Grizzly Bears, kicked or not. */
function growBears(kicker: boolean): Game {
  const g = game(
    {
      turn: main,
      players: {
        p1: {
          hand: ['Explosive Growth'],
          battlefield: [...lands('Forest', 6), { id: 'bears', card: 'Grizzly Bears' }],
        },
      },
    },
    [{ cast: 'Explosive Growth', targets: ['bears'], kicker }, { pass: true }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

describe('"… gets +N/+N until end of turn instead" (CR 608.2c)', () => {
  it('Explosive Growth kicked: Grizzly Bears gets +5/+5 (7/7), not +2/+2 as well', () => {
    expect(pt(growBears(true), 'bears')).toEqual([7, 7]);
  });

  it('Explosive Growth not kicked: +2/+2 (4/4); both end at end of turn', () => {
    const g = growBears(false);
    expect(pt(g, 'bears')).toEqual([4, 4]);
    g.act({ advance: 'end' });
    g.act({ advance: 'next-turn' });
    expect(pt(g, 'bears')).toEqual([2, 2]);
  });

  it("Marsh Casualties kicked: the target player's creatures get -2/-2, the caster's none", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Marsh Casualties'], battlefield: [...lands('Swamp', 5), { id: 'mine', card: 'Giant Spider' }] },
          p2: { battlefield: [{ id: 'spider', card: 'Giant Spider' }] },
        },
      },
      [{ cast: 'Marsh Casualties', targets: ['p2'], kicker: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'spider')).toEqual([0, 2]);
    expect(pt(g, 'mine')).toEqual([2, 4]);
  });

  it('Mirran Mettle: +4/+4 with three artifacts, +2/+2 with two (checked as it resolves)', () => {
    const at = (artifacts: number) => {
      const g = game(
        {
          turn: main,
          players: {
            p1: {
              hand: ['Mirran Mettle'],
              battlefield: ['Forest', { id: 'bears', card: 'Grizzly Bears' }, ...lands('Ornithopter', artifacts)],
            },
          },
        },
        [{ cast: 'Mirran Mettle', targets: ['bears'] }, { pass: true }],
        { cards: CARDS },
      );
      expect(g.error).toBeNull();
      return pt(g, 'bears');
    };
    expect(at(3)).toEqual([6, 6]);
    expect(at(2)).toEqual([4, 4]);
  });

  it('Dauntless Unity kicked: each creature you control gets +2/+1 only', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Dauntless Unity'],
            battlefield: [...lands('Plains', 4), { id: 'a', card: 'Grizzly Bears' }, { id: 'b', card: 'Giant Spider' }],
          },
          p2: { battlefield: [{ id: 'theirs', card: 'Grizzly Bears' }] },
        },
      },
      [{ cast: 'Dauntless Unity', kicker: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'a')).toEqual([4, 3]);
    expect(pt(g, 'b')).toEqual([4, 5]);
    expect(pt(g, 'theirs')).toEqual([2, 2]);
  });

  it('Slimy Piper attacking: +2/+2 (4/3) with four creatures, not +3/+3; +1/+1 (3/2) with three', () => {
    const attack = (others: string[]) => {
      const g = game(
        {
          turn: { number: 3, active: 'p1', phase: 'declareAttackers' },
          players: { p1: { battlefield: [{ id: 'piper', card: 'Slimy Piper' }, ...others] } },
        },
        [{ attack: ['piper'] }, { pass: true }],
        { cards: CARDS },
      );
      expect(g.error).toBeNull();
      return pt(g, 'piper');
    };
    expect(attack(['Grizzly Bears', 'Grizzly Bears', 'Giant Spider'])).toEqual([4, 3]);
    expect(attack(['Grizzly Bears', 'Giant Spider'])).toEqual([3, 2]);
  });

  it('near miss: "If it\'s an Aura, enchanted creature gets +1/+0 … instead" (another object) stays text', () => {
    const eidolon = card(
      'Everflame Eidolon',
      '{1}{R}',
      'Enchantment Creature — Spirit',
      "Bestow {2}{R} (If you cast this card for its bestow cost, it's an Aura spell with enchant creature. It becomes a creature again if it's not attached to a creature.)\n{R}: This creature gets +1/+0 until end of turn. If it's an Aura, enchanted creature gets +1/+0 until end of turn instead.\nEnchanted creature gets +1/+1.",
      '1/1',
    );
    expect(unenforced(eidolon)).toEqual([
      "{R}: This creature gets +1/+0 until end of turn. If it's an Aura, enchanted creature gets +1/+0 until end of turn instead.",
    ]);
  });
});
