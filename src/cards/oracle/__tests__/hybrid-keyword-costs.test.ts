// Hybrid symbols in a disguise cost (CR 107.4e, 702.168a): turning the permanent face up pays
// each {R/W} with either half, announced by the payer, as an activated ability's hybrid cost is.
// Real card played; a hybrid kicker (paid with the spell, not read that way yet) stays text.
import { describe, expect, it } from 'vitest';
import { getObject } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const dogWalker = card(
  'Dog Walker',
  '{R}{W}',
  'Creature — Human Citizen',
  'Vigilance\nDisguise {R/W}{R/W} (You may cast this card face down for {3} as a 2/2 creature with ward {2}. Turn it face up any time for its disguise cost.)\nWhen this creature is turned face up, create two tapped 1/1 white Dog creature tokens.',
  '3/1',
);
const CARDS = compiled(dogWalker);

function faceDown(lands: string[]) {
  const g = game(
    {
      turn: main,
      players: {
        p1: { battlefield: ['Mountain', 'Mountain', 'Mountain', ...lands], hand: [{ id: 'dw', card: 'Dog Walker' }] },
      },
    },
    [{ cast: 'dw', alt: 'face-down' }, { pass: true }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  expect(g.get('dw').faceDown).toBe('disguise');
  return g;
}

describe('a hybrid disguise cost (CR 107.4e)', () => {
  it('{R/W}{R/W} paid with a Plains and a Mountain: face up, a 3/1, two tapped Dogs', () => {
    const g = faceDown(['Plains', 'Mountain']);
    g.perform({ type: 'turnFaceUp', player: 'p1', object: g.get('dw').id });
    expect(pt(g, 'dw')).toEqual([3, 1]);
    expect(g.stack()).toEqual(['Dog Walker ability']);
    g.act({ pass: true });
    const objects = g.state.battlefield.map((id) => getObject(g.state, id));
    const dogs = objects.filter((o) => o?.token);
    expect(dogs).toHaveLength(2);
    expect(dogs.every((o) => o?.tapped)).toBe(true);
    // Three lands paid {3} to cast it face down; the Plains and the Mountain paid a half each.
    expect(objects.filter((o) => o && !o.token && o.id !== g.get('dw').id).every((o) => o?.tapped)).toBe(true);
  });

  it('with only an Island untapped it can not be paid: it stays face down', () => {
    const g = faceDown(['Island']);
    expect(() => g.perform({ type: 'turnFaceUp', player: 'p1', object: g.get('dw').id })).toThrow();
    expect(g.get('dw').faceDown).toBe('disguise');
  });

  it('near miss: a hybrid kicker cost stays text', () => {
    const odd = card('Odd Kicker', '{1}{R}', 'Instant', 'Kicker {R/W}\nOdd Kicker deals 2 damage to any target.');
    expect(unenforced(odd)).toEqual(['Kicker {R/W}']);
  });
});
