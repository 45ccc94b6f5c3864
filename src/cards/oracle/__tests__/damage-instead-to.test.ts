// "If this spell was kicked, it deals 5 damage to that creature instead" (CR 702.33d, 608.2c):
// the recipient named again is the one the damage before was dealt to, so only the amount
// changes. A rider whose condition isn't read (Steer Clear's "if you controlled a Mount as you
// cast this spell") stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const lesson = card(
  'Firebending Lesson',
  '{R}',
  'Instant — Lesson',
  'Kicker {4} (You may pay an additional {4} as you cast this spell.)\nFirebending Lesson deals 2 damage to target creature. If this spell was kicked, it deals 5 damage to that creature instead.',
);
const steer = card(
  'Steer Clear',
  '{W}',
  'Instant',
  'Steer Clear deals 2 damage to target attacking or blocking creature. Steer Clear deals 4 damage to that creature instead if you controlled a Mount as you cast this spell.',
);
const wurm = card('Spined Wurm', '{4}{G}', 'Creature — Wurm', '', '5/4');
const CARDS = compiled(lesson, wurm);

describe('"… deals N damage to that creature instead" (CR 608.2c)', () => {
  const play = (kicker: boolean) => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Firebending Lesson'], battlefield: Array<string>(5).fill('Mountain') },
          p2: { battlefield: [{ id: 'wurm', card: 'Spined Wurm' }] },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ cast: 'Firebending Lesson', kicker, targets: ['wurm'] });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    return g;
  };

  it('Firebending Lesson unkicked: 2 damage, the 5/4 survives', () => {
    const g = play(false);
    expect(g.names('p2', 'battlefield')).toContain('Spined Wurm');
    expect(g.get('wurm').damage).toBe(2);
  });

  it('Firebending Lesson kicked: 5 damage to that creature instead, the 5/4 dies', () => {
    expect(play(true).names('p2', 'graveyard')).toEqual(['Spined Wurm']);
  });

  it('Steer Clear (a condition about how the spell was cast, not read) stays text', () => {
    expect(unenforced(steer)).toHaveLength(1);
  });
});
