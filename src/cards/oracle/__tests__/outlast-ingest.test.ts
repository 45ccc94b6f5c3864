// Keywords that stand for a written-out ability: outlast [cost] (CR 702.107a: "[Cost], {T}: Put a
// +1/+1 counter on this creature. Activate only as a sorcery.") and ingest (702.115a: "Whenever this
// creature deals combat damage to a player, that player exiles the top card of their library.").
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt } from './compiled';

const ancestor = card(
  'Disowned Ancestor',
  '{B}',
  'Creature — Spirit Warrior',
  'Outlast {1}{B} ({1}{B}, {T}: Put a +1/+1 counter on this creature. Outlast only as a sorcery.)',
  '0/4',
);
const intruder = card(
  'Mist Intruder',
  '{1}{U}',
  'Creature — Eldrazi Drone',
  'Devoid (This card has no color.)\nFlying\nIngest (Whenever this creature deals combat damage to a player, that player exiles the top card of their library.)',
  '1/2',
);
const CARDS = compiled(ancestor, intruder);

describe('outlast (CR 702.107a)', () => {
  it('Disowned Ancestor: {1}{B}, {T} puts a +1/+1 counter on it', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: ['Swamp', 'Swamp', { id: 'a', card: 'Disowned Ancestor' }] } } },
      [{ activate: 'a' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('a').tapped).toBe(true);
    expect(pt(g, 'a')).toEqual([1, 5]);
  });

  it('{T} in its cost: not the turn it arrived (CR 302.6), and only as a sorcery', () => {
    const sick = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Swamp', 'Swamp', { id: 'a', card: 'Disowned Ancestor', summoningSick: true }] },
        },
      },
      [{ activate: 'a' }],
      { cards: CARDS },
    );
    expect(sick.error).not.toBeNull();
    const combat = game(
      {
        turn: { number: 3, active: 'p1', phase: 'beginCombat' },
        players: { p1: { battlefield: ['Swamp', 'Swamp', { id: 'a', card: 'Disowned Ancestor' }] } },
      },
      [{ activate: 'a' }],
      { cards: CARDS },
    );
    expect(combat.error).toMatch(/sorcery/);
  });
});

describe('ingest (CR 702.115a)', () => {
  it('Mist Intruder deals combat damage to a player: that player exiles the top card of their library', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'm', card: 'Mist Intruder' }] },
          p2: { library: [{ id: 'top', card: 'Forest' }, 'Island'] },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['m'] }, { block: {} }, { advance: 'main2' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(19);
    expect(g.names('p2', 'exile')).toEqual(['Forest']);
    expect(g.names('p2', 'library')).toEqual(['Island']);
  });
});
