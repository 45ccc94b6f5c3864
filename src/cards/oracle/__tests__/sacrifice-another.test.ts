// "Sacrifice another creature" as a cost (CR 118, 602.2b): any creature its controller controls
// but the source itself.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt } from './compiled';

const bairn = card(
  'Blood Bairn',
  '{2}{B}',
  'Creature — Vampire',
  'Sacrifice another creature: This creature gets +2/+2 until end of turn.',
  '2/2',
);

describe('Sacrifice another creature', () => {
  it('Blood Bairn alone has nothing to sacrifice: it cannot sacrifice itself', () => {
    const cards = compiled(bairn);
    const g = game(
      { turn: main, players: { p1: { battlefield: [{ id: 'bairn', card: 'Blood Bairn' }] } } },
      [{ activate: 'bairn' }],
      { cards },
    );
    expect(g.error).toMatch(/nothing to sacrifice/);
    expect(g.names('p1', 'battlefield')).toEqual(['Blood Bairn']);
  });

  it('with Grizzly Bears, the Bears are sacrificed and Blood Bairn gets +2/+2', () => {
    const cards = compiled(bairn);
    const g = game(
      { turn: main, players: { p1: { battlefield: [{ id: 'bairn', card: 'Blood Bairn' }, 'Grizzly Bears'] } } },
      [{ activate: 'bairn' }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(pt(g, 'bairn')).toEqual([4, 4]);
  });
});
