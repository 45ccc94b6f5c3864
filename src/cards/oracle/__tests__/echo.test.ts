// Echo [cost] (CR 702.30a): "At the beginning of your upkeep, if this permanent came under your
// control since the beginning of your last upkeep, sacrifice it unless you pay [cost]."
import { describe, expect, it } from 'vitest';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const echo =
  '(At the beginning of your upkeep, if this came under your control since the beginning of your last upkeep, sacrifice it unless you pay its echo cost.)';
const acridian = card('Acridian', '{1}{G}', 'Creature — Insect', `Echo {1}{G} ${echo}`, '2/4');
const imp = card(
  'Deepcavern Imp',
  '{2}{B}',
  'Creature — Imp Rebel',
  `Flying, haste\nEcho—Discard a card. ${echo}`,
  '2/2',
);

const FORESTS = ['Forest', 'Forest', 'Forest', 'Forest'];
const LIBRARY = { library: ['Island', 'Island', 'Island', 'Island', 'Island', 'Island'] };

/** Goes on to the next turn's upkeep. */
function nextUpkeep(g: Game): void {
  if (g.state.turn.step === 'upkeep') g.act({ advance: 'draw' });
  g.act({ advance: 'upkeep' });
}

/** p1 casts Acridian in turn 3 and goes on to their next upkeep (turn 5), the echo trigger on the stack. */
function castThenNextUpkeep() {
  const cards = compiled(acridian);
  const g = game(
    { turn: main, players: { p1: { battlefield: FORESTS, hand: ['Acridian'], ...LIBRARY }, p2: LIBRARY } },
    [{ cast: 'Acridian' }, { pass: true }],
    { cards },
  );
  expect(g.error).toBeNull();
  expect(g.names('p1', 'battlefield')).toContain('Acridian');
  nextUpkeep(g); // p2's turn 4: not p1's upkeep
  expect(g.state.turn).toMatchObject({ number: 4, active: 'p2', step: 'upkeep' });
  expect(g.stack()).toEqual([]);
  nextUpkeep(g); // p1's turn 5
  expect(g.state.turn).toMatchObject({ number: 5, active: 'p1', step: 'upkeep' });
  return g;
}

describe('echo (CR 702.30a)', () => {
  it("Acridian: at its controller's next upkeep, unpaid echo sacrifices it", () => {
    const g = castThenNextUpkeep();
    expect(g.stack()).toEqual(['Acridian ability']);
    g.act({ pass: true });
    g.act({ decide: false });
    expect(g.names('p1', 'battlefield')).not.toContain('Acridian');
    expect(g.names('p1', 'graveyard')).toContain('Acridian');
  });

  it('paid once, it stays, and does not trigger at the upkeep after', () => {
    const g = castThenNextUpkeep();
    g.act({ pass: true });
    g.act({ decide: true });
    expect(g.names('p1', 'battlefield')).toContain('Acridian');
    expect(g.get('Acridian').zone).toBe('battlefield');
    nextUpkeep(g);
    nextUpkeep(g);
    expect(g.state.turn).toMatchObject({ number: 7, active: 'p1', step: 'upkeep' });
    expect(g.stack()).toEqual([]);
    expect(g.names('p1', 'battlefield')).toContain('Acridian');
  });

  it('a permanent its controller has had since before their last upkeep does not trigger', () => {
    const cards = compiled(acridian);
    const g = game({ turn: main, players: { p1: { battlefield: ['Acridian'], ...LIBRARY }, p2: LIBRARY } }, [], {
      cards,
    });
    nextUpkeep(g);
    nextUpkeep(g);
    expect(g.state.turn).toMatchObject({ number: 5, active: 'p1', step: 'upkeep' });
    expect(g.stack()).toEqual([]);
  });

  it('near miss: echo with a cost that is not mana (Deepcavern Imp, "Echo—Discard a card") stays text', () => {
    expect(unenforced(imp)).toEqual([`Echo—Discard a card. ${echo}`]);
  });
});
