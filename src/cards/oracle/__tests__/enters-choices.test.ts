// "As this creature enters, choose a nonland card name" (Meddling Mage; CR 614.12): the choice is
// made before the permanent moves, however it enters — cast and resolved, or returned to the
// battlefield by an effect (Zombify) — and then applies. Before, only a resolving permanent spell
// asked it, and a Meddling Mage returned by an effect had no name chosen.
import { describe, expect, it } from 'vitest';
import { allObjects } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main } from './compiled';

const zombify = card(
  'Zombify',
  '{3}{B}',
  'Sorcery',
  'Return target creature card from your graveyard to the battlefield.',
);

const cacklingCounterpart = card(
  'Cackling Counterpart',
  '{1}{U}{U}',
  'Instant',
  "Create a token that's a copy of target creature you control.\nFlashback {5}{U}{U} (You may cast this card from your graveyard for its flashback cost. Then exile it.)",
);

function returned() {
  return game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp'],
          hand: ['Zombify'],
          graveyard: [{ id: 'mage', card: 'Meddling Mage' }],
        },
        p2: { battlefield: ['Mountain'], hand: ['Lightning Bolt'] },
      },
    },
    [{ cast: 'Zombify', targets: ['mage'] }, { pass: true }],
    { cards: compiled(zombify) },
  );
}

describe('"As ~ enters, choose a nonland card name" on a permanent put onto the battlefield by an effect', () => {
  it('Zombify returns Meddling Mage: the name is asked before it moves, then applies', () => {
    const g = returned();
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toMatchObject({ player: 'p1', purpose: 'name', rule: '614.12' });
    expect(g.get('mage').zone).toBe('graveyard'); // not on the battlefield until chosen
    g.act({ decide: 'Lightning Bolt' });
    expect(g.get('Meddling Mage')).toMatchObject({ zone: 'battlefield', chosenName: 'Lightning Bolt' });
    expect(g.has('NameChosen', '614.12')).toBe(true);
    g.act({ pass: true });
    expect(() => g.act({ cast: 'Lightning Bolt', player: 'p2', targets: ['p1'] })).toThrow(
      /spells named Lightning Bolt can't be cast \(Meddling Mage\)/,
    );
  });
  it("a token copy of Meddling Mage (Cackling Counterpart) makes its own choice, not the original's", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Island', 'Island', 'Island', { id: 'mage', card: 'Meddling Mage', chosenName: 'Shock' }],
            hand: ['Cackling Counterpart'],
          },
          p2: { battlefield: ['Mountain'], hand: ['Lightning Bolt'] },
        },
      },
      [{ cast: 'Cackling Counterpart', targets: ['mage'] }, { pass: true }],
      { cards: compiled(cacklingCounterpart) },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toMatchObject({ player: 'p1', purpose: 'name', rule: '614.12' });
    g.act({ decide: 'Lightning Bolt' });
    const token = allObjects(g.state).find((o) => o.token && o.zone === 'battlefield');
    expect(token).toMatchObject({ chosenName: 'Lightning Bolt' });
    expect(g.get('mage')).toMatchObject({ chosenName: 'Shock' });
    g.act({ pass: true });
    expect(() => g.act({ cast: 'Lightning Bolt', player: 'p2', targets: ['p1'] })).toThrow(
      /spells named Lightning Bolt can't be cast/,
    );
  });
});
