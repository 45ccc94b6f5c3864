// Split second (CR 702.61a): "As long as this spell is on the stack, players can't cast other
// spells or activate abilities that aren't mana abilities." Mana abilities still work (702.61b).
import { describe, expect, it } from 'vitest';
import { legalActions, RULE } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled } from './compiled';

const suddenShock = card(
  'Sudden Shock',
  '{1}{R}',
  'Instant',
  "Split second (As long as this spell is on the stack, players can't cast spells or activate abilities that aren't mana abilities.)\nSudden Shock deals 2 damage to any target.",
);
const pyromancer = card(
  'Prodigal Pyromancer',
  '{2}{R}',
  'Creature — Human Wizard',
  '{T}: This creature deals 1 damage to any target.',
  '1/1',
);
const CARDS = compiled(suddenShock, pyromancer);

function shockOnTheStack() {
  const g = game(
    {
      turn: { number: 3, active: 'p1', phase: 'main1' },
      players: {
        p1: { battlefield: ['Mountain', 'Mountain'], hand: ['Sudden Shock'] },
        p2: {
          battlefield: [
            { id: 'm2', card: 'Mountain' },
            { id: 'pyro', card: 'Prodigal Pyromancer' },
            { id: 'bears', card: 'Grizzly Bears' },
          ],
          hand: ['Shock'],
        },
      },
    },
    [{ cast: 'Sudden Shock', targets: ['bears'] }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  expect(g.stack()).toEqual(['Sudden Shock']);
  return g;
}

describe('split second (CR 702.61a)', () => {
  it('while Sudden Shock is on the stack, no other spell can be cast and no non-mana ability activated', () => {
    const g = shockOnTheStack();
    const p2 = legalActions(g.engine.registry, g.state, 'p2');
    expect(p2.casts).toEqual([]);
    expect(p2.castRefusals.map((r) => [r.name, r.reason.rule])).toEqual([['Shock', RULE.splitSecond]]);
    // The Pyromancer's ability is refused; the Mountain's mana ability is not (702.61b).
    expect(p2.abilities.map((a) => [a.object, a.mana, a.enabled, a.reason?.rule ?? null])).toEqual([
      [g.get('m2').id, true, true, null],
      [g.get('pyro').id, false, false, RULE.splitSecond],
    ]);
    // Its own controller is held too: Sudden Shock's controller can't respond to it either.
    const p1 = legalActions(g.engine.registry, g.state, 'p1');
    expect(p1.abilities.filter((a) => !a.mana)).toEqual([]);
  });

  it('the opponent gets priority with nothing to do but mana abilities; it resolves, and spells are back', () => {
    const g = shockOnTheStack();
    g.act({ pass: true });
    expect(g.stack()).toEqual([]);
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    const p2 = legalActions(g.engine.registry, g.state, 'p2');
    expect(p2.castRefusals.every((r) => r.reason.rule !== RULE.splitSecond)).toBe(true);
  });

  it('a spell without split second leaves the stack open (Shock, then a response)', () => {
    const g = game(
      {
        turn: { number: 3, active: 'p1', phase: 'main1' },
        players: {
          p1: { battlefield: ['Mountain'], hand: ['Shock'] },
          p2: { battlefield: ['Mountain'], hand: ['Shock'] },
        },
      },
      [{ cast: 'Shock', targets: ['p2'] }],
      { cards: CARDS },
    );
    const p2 = legalActions(g.engine.registry, g.state, 'p2');
    expect(p2.casts.length).toBeGreaterThan(0);
  });
});
