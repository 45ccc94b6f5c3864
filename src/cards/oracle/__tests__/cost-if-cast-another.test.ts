// "This spell costs {3} less to cast if you've cast another spell this turn" (CR 601.2f): the
// total cost is determined before the spell becomes cast (601.2i), so the spell itself is not yet
// among the spells its caster cast this turn — one earlier spell this turn is enough.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const titan = card(
  'Gigastorm Titan',
  '{4}{U}',
  'Creature — Elemental',
  "This spell costs {3} less to cast if you've cast another spell this turn.",
  '4/4',
);
const focus = card(
  'Focus the Mind',
  '{4}{U}',
  'Instant',
  "This spell costs {2} less to cast if you've cast another spell this turn.\nDraw three cards, then discard a card.",
);
// Lightning Bolt and the basic lands are the pool's own.
const cards = compiled(titan, focus);
const library = ['Island', 'Island', 'Island', 'Island', 'Island'];
const totalCosts = (g: { events: { type: string; rule?: string; text?: string }[] }) =>
  g.events.filter((e) => e.type === 'Note' && e.rule === '601.2f').map((e) => e.text ?? '');

function board(battlefield: string[], hand: string[]) {
  return { turn: main, players: { p1: { battlefield, hand, library }, p2: { library } } };
}

describe('"costs {N} less to cast if you\'ve cast another spell this turn"', () => {
  it('after Lightning Bolt, Gigastorm Titan costs {1}{U}', () => {
    const g = game(
      board(['Mountain', 'Island', 'Island'], ['Lightning Bolt', 'Gigastorm Titan']),
      [{ cast: 'Lightning Bolt', targets: ['p2'] }, { pass: true }, { cast: 'Gigastorm Titan' }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(17);
    expect(totalCosts(g).some((t) => t.includes('Gigastorm Titan: {1}{U}'))).toBe(true);
    expect(g.names('p1', 'battlefield')).toContain('Gigastorm Titan');
  });

  it('as the first spell of the turn it costs {4}{U}: it does not count itself', () => {
    const g = game(board(['Island', 'Island', 'Island'], ['Gigastorm Titan']), [{ cast: 'Gigastorm Titan' }], {
      cards,
    });
    expect(g.error).not.toBeNull();
    expect(g.names('p1', 'hand')).toContain('Gigastorm Titan');
  });

  it('Focus the Mind after a spell costs {2}{U} and draws three, then discards one', () => {
    const g = game(
      board(['Mountain', 'Island', 'Island', 'Island'], ['Lightning Bolt', 'Focus the Mind']),
      [
        { cast: 'Lightning Bolt', targets: ['p2'] },
        { pass: true },
        { cast: 'Focus the Mind' },
        { pass: true },
        { decide: ['Island'] },
      ],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(totalCosts(g).some((t) => t.includes('Focus the Mind: {2}{U}'))).toBe(true);
    expect(g.state.players.p1.hand).toHaveLength(2);
  });

  it('near miss: "if you\'ve committed a crime this turn" stays text', () => {
    // ("… another instant or sorcery spell this turn" is read: own-cost-reductions.test.ts.)
    const secrets = card(
      'Seize the Secrets',
      '{2}{U}',
      'Sorcery',
      "This spell costs {1} less to cast if you've committed a crime this turn. (Targeting opponents, anything they control, and/or cards in their graveyards is a crime.)\nDraw two cards.",
    );
    expect(unenforced(secrets)).toContain(
      "This spell costs {1} less to cast if you've committed a crime this turn. (Targeting opponents, anything they control, and/or cards in their graveyards is a crime.)",
    );
  });
});
