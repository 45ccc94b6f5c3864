// A Class's level-N static ability (CR 716.2a): "As long as this Class is level N or greater, it
// has [abilities]" — Caretaker's Talent's "Creature tokens you control get +2/+2" works from level 3.
import { describe, expect, it } from 'vitest';
import { game, type Game } from '../../testing/harness';
import { characteristics, readContext } from '../index';
import { REAL_CARDS } from './real-cards';

const opts = { cards: REAL_CARDS };

function pt(g: Game, ref: string): string {
  const c = characteristics(readContext(g.state, g.engine.registry), g.get(ref));
  return `${c.power}/${c.toughness}`;
}

function board(level: number) {
  return {
    turn: { number: 3, active: 'p1' as const, phase: 'main1' as const },
    players: {
      p1: {
        battlefield: [
          { id: 'talent', card: "Caretaker's Talent", level },
          { id: 'token', card: 'Grizzly Bears', token: true },
          'Plains',
          'Plains',
          'Plains',
          'Plains',
        ],
      },
    },
  };
}

describe("a Class's level abilities (CR 716.2a)", () => {
  it('at level 2 the level-3 static ability does nothing: the token is 2/2', () => {
    expect(pt(game(board(2), [], opts), 'token')).toBe('2/2');
  });

  it('gaining level 3 gives it: the token is 4/4', () => {
    const g = game(board(2), [{ activate: 'talent', ability: 1 }, { pass: true }], opts);
    expect(g.error).toBeNull();
    expect(g.get('talent').classLevel).toBe(3);
    expect(pt(g, 'token')).toBe('4/4');
  });
});
