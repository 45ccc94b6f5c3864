// "~ deals 5 damage instead if …" / "If …, it deals 3 damage instead" (CR 608.2c): a rider on the
// damage instruction before it; the condition is checked once, and exactly one amount is dealt.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const flames = card(
  'Cackling Flames',
  '{3}{R}',
  'Instant',
  'Cackling Flames deals 3 damage to any target.\nHellbent — Cackling Flames deals 5 damage instead if you have no cards in hand.',
);
const volley = card(
  'Brimstone Volley',
  '{2}{R}',
  'Instant',
  'Brimstone Volley deals 3 damage to any target.\nMorbid — Brimstone Volley deals 5 damage instead if a creature died this turn.',
);
const CARDS = compiled(flames, volley);
const mountains = (n: number) => Array<string>(n).fill('Mountain');

/** Casts `name` at player 2 and lets it resolve; returns player 2's life. */
function castAtP2(hand: string[], name: string, before: (g: ReturnType<typeof game>) => void = () => {}): number {
  const g = game(
    {
      turn: main,
      players: {
        p1: { hand, battlefield: mountains(6) },
        p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
      },
    },
    [],
    {
      cards: CARDS,
    },
  );
  before(g);
  g.act({ cast: name, targets: ['p2'] });
  g.act({ pass: true });
  g.act({ pass: true });
  expect(g.error).toBeNull();
  return g.state.players.p2.life;
}

describe('damage instead (CR 608.2c)', () => {
  it('Cackling Flames deals 3 with a card left in hand, 5 with none', () => {
    expect(castAtP2(['Cackling Flames', 'Grizzly Bears'], 'Cackling Flames')).toBe(17);
    expect(castAtP2(['Cackling Flames'], 'Cackling Flames')).toBe(15);
  });

  it('Brimstone Volley deals 3, or 5 (not 8) once a creature died this turn', () => {
    expect(castAtP2(['Brimstone Volley'], 'Brimstone Volley')).toBe(17);
    const life = castAtP2(['Brimstone Volley', 'Lightning Bolt'], 'Brimstone Volley', (g) => {
      g.act({ cast: 'Lightning Bolt', targets: ['bears'] });
      g.act({ pass: true });
      g.act({ pass: true });
    });
    expect(life).toBe(15);
  });

  it('another object\'s damage followed by "it deals … instead" stays text', () => {
    const c = card(
      'Near Miss',
      '{1}{R}',
      'Sorcery',
      'Target creature you control deals 2 damage to any target. If you control three or more artifacts, it deals 4 damage instead.',
    );
    expect(unenforced(c)).toHaveLength(1);
  });
});
