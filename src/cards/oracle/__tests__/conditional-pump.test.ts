// "If target creature has toughness 5 or greater, it gets +4/-4 until end of turn. Otherwise, it
// gets +4/-X until end of turn, where X is its toughness minus 1." (Blood Lust): the condition is
// checked once as the spell resolves (CR 608.2c), so exactly one branch applies.
import { describe, expect, it } from 'vitest';
import { game, type Game } from '../../../testing/harness';
import { compileCard } from '../compile';
import { card } from './card';
import { compiled, main, pt } from './compiled';

const bloodLust = card(
  'Blood Lust',
  '{1}{R}',
  'Instant',
  'If target creature has toughness 5 or greater, it gets +4/-4 until end of turn. Otherwise, it gets +4/-X until end of turn, where X is its toughness minus 1.',
);
const gigantosaurus = card('Gigantosaurus', '{G}{G}{G}{G}{G}', 'Creature — Dinosaur', '', '10/10');
const CARDS = compiled(bloodLust, gigantosaurus);

function lust(target: string): Game {
  const g = game(
    {
      turn: main,
      players: {
        p1: { battlefield: ['Mountain', 'Mountain'], hand: ['Blood Lust'] },
        p2: { battlefield: [{ id: 't', card: target }] },
      },
    },
    [{ cast: 'Blood Lust', targets: ['t'] }, { pass: true }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

describe('a conditional pump (Blood Lust)', () => {
  it('toughness 5 or greater: +4/-4 only (the second branch is not applied after the first lowered it)', () => {
    expect(pt(lust('Gigantosaurus'), 't')).toEqual([14, 6]);
  });

  it('toughness less than 5: +4/-X where X is its toughness minus 1, leaving it 1 toughness', () => {
    expect(pt(lust('Giant Spider'), 't')).toEqual([6, 1]);
    expect(pt(lust('Grizzly Bears'), 't')).toEqual([6, 1]);
  });

  it('near miss: a pump "before it fights if …" stays text', () => {
    const r = compileCard(
      card(
        'Savage Punch',
        '{1}{G}',
        'Sorcery',
        "Target creature you control fights target creature you don't control.\nFerocious — The creature you control gets +2/+2 until end of turn before it fights if you control a creature with power 4 or greater.",
      ),
    );
    expect(r.status).toBe('none');
  });
});
