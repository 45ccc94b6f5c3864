// "Sacrifice a creature other than this creature. If you can't, this creature deals 7 damage to
// you" (CR 701.21a): the sacrifice is mandatory, so "If you can't" holds exactly when nothing was
// sacrificed (no such creature). "Sacrifice two Swamps. If you can't, …" (two: a partial
// sacrifice isn't told apart) stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, unenforced } from './compiled';

const liege = card(
  'Liege of the Pit',
  '{5}{B}{B}{B}',
  'Creature — Demon',
  "Flying, trample\nAt the beginning of your upkeep, sacrifice a creature other than this creature. If you can't, this creature deals 7 damage to you.\nMorph {B}{B}{B}{B} (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.)",
  '7/7',
);
const denizenUpkeep =
  "At the beginning of your upkeep, sacrifice two Swamps. If you can't, tap this creature, and an opponent may gain control of a creature you control of their choice for as long as this creature remains on the battlefield.";
const denizen = card(
  'Infernal Denizen',
  '{7}{B}',
  'Creature — Demon',
  `${denizenUpkeep}\n{T}: Gain control of target creature for as long as this creature remains on the battlefield.`,
  '5/7',
);
const CARDS = compiled(liege);

function upkeep(battlefield: string[]) {
  const g = game(
    {
      turn: { number: 3, active: 'p1', phase: 'untap' },
      players: { p1: { battlefield: ['Liege of the Pit', ...battlefield], library: ['Swamp', 'Swamp'] }, p2: {} },
    },
    [],
    { cards: CARDS },
  );
  g.act({ advance: 'upkeep' });
  while (g.stack().length || g.state.pendingDecision) {
    if (g.state.pendingDecision) g.act({ decide: [g.get('Grizzly Bears').id] });
    else g.act({ pass: true });
  }
  expect(g.error).toBeNull();
  return g;
}

describe('"sacrifice a creature. If you can\'t, …" (CR 701.21a)', () => {
  it('Liege of the Pit with another creature: it is sacrificed, no damage', () => {
    const g = upkeep(['Grizzly Bears']);
    expect(g.names('p1', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.state.players.p1.life).toBe(20);
  });

  it("Liege of the Pit alone: it can't, so it deals 7 damage to you", () => {
    const g = upkeep([]);
    expect(g.names('p1', 'battlefield')).toEqual(['Liege of the Pit']);
    expect(g.state.players.p1.life).toBe(13);
  });

  it('Infernal Denizen ("sacrifice two Swamps. If you can\'t, …") stays text', () => {
    expect(unenforced(denizen)).toContain(denizenUpkeep);
  });
});
