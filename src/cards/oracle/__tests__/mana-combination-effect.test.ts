// "Add two mana in any combination of colors" from a spell (Manamorphose, CR 106.1a, 106.3): the
// controller chooses the colours as it resolves (608.2d), any colour any number of times, order
// ignored; the mana goes to their pool (106.4). "Add X mana …" stays text here.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const manamorphose = card(
  'Manamorphose',
  '{1}{R/G}',
  'Instant',
  'Add two mana in any combination of colors.\nDraw a card.',
);
const cards = compiled(manamorphose);

describe('"Add two mana in any combination of colors." (Manamorphose)', () => {
  it('as it resolves its controller chooses two colours (the same one twice too) and draws a card', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Mountain', 'Forest'], hand: ['Manamorphose'], library: ['Island'] }, p2: {} },
      },
      [{ cast: 'Manamorphose' }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    const d = g.state.pendingDecision;
    expect(d?.kind === 'chooseOption' && d.player).toBe('p1');
    const options = d?.kind === 'chooseOption' ? d.options.map((o) => o.value) : [];
    // 15 combinations of two of five colours, repetition allowed, order ignored.
    expect(options).toHaveLength(15);
    expect(options).toEqual(expect.arrayContaining(['UU', 'UB', 'RG']));
    expect(options).not.toContain('BU');
    g.act({ decide: 'UB' });
    expect(g.error).toBeNull();
    expect(g.state.players.p1.manaPool).toEqual({ U: 1, B: 1 });
    expect(g.names('p1', 'hand')).toEqual(['Island']);
  });

  it('stays text: X mana in any combination of colors', () => {
    const rockets = card(
      "Wizard's Rockets",
      '{1}',
      'Artifact',
      '{X}, Sacrifice this artifact: Add X mana in any combination of colors.\nWhen this artifact is put into a graveyard from the battlefield, draw a card.',
    );
    expect(unenforced(rockets)[0]).toMatch(/any combination/);
  });
});
