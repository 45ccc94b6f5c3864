// "You gain life equal to the damage dealt this way" (CR 120.3): the damage the instruction before
// dealt, in all, after prevention — not capped by a creature's toughness.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const corrupt = card(
  'Corrupt',
  '{5}{B}',
  'Sorcery',
  'Corrupt deals damage to any target equal to the number of Swamps you control. You gain life equal to the damage dealt this way.',
);
const syphon = card(
  'Syphon Soul',
  '{2}{B}',
  'Sorcery',
  'Syphon Soul deals 2 damage to each other player. You gain life equal to the damage dealt this way.',
);
const CARDS = compiled(corrupt, syphon);
const swamps = (n: number) => Array<string>(n).fill('Swamp');

function cast(name: string, targets: string[]) {
  const g = game(
    {
      turn: main,
      players: {
        p1: { life: 10, hand: [name], battlefield: swamps(6) },
        p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
      },
    },
    [{ cast: name, targets }, { pass: true }, { pass: true }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

describe('the damage dealt this way (CR 120.3)', () => {
  it('Corrupt with six Swamps: 6 damage to a 2/2, and 6 life, not 2', () => {
    const g = cast('Corrupt', ['bears']);
    expect(g.names('p2', 'graveyard')).toContain('Grizzly Bears');
    expect(g.state.players.p1.life).toBe(16);
  });

  it('Corrupt at a player: 6 damage, 6 life', () => {
    const g = cast('Corrupt', ['p2']);
    expect(g.state.players.p2.life).toBe(14);
    expect(g.state.players.p1.life).toBe(16);
  });

  it('Syphon Soul: 2 damage to the other player, 2 life', () => {
    const g = cast('Syphon Soul', []);
    expect(g.state.players.p2.life).toBe(18);
    expect(g.state.players.p1.life).toBe(12);
  });

  it('"the excess damage dealt this way" stays text (Razor Rings)', () => {
    const c = card(
      'Razor Rings',
      '{1}{W}',
      'Instant',
      'Razor Rings deals 4 damage to target attacking or blocking creature. You gain life equal to the excess damage dealt this way.',
    );
    expect(unenforced(c)).toHaveLength(1);
  });
});
