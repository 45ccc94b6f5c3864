// "Activate only if this land entered this turn or if you control a basic land." (CR 602.5b): the
// ability may be activated while either condition holds. (The pool's text reads "if your
// control a basic land", an evident misprint of "you control", read as such.)
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const fortress = card(
  'Dark Fortress',
  '',
  'Land',
  '{T}: Add {C}.\n{T}: Add {B} or {R}. Activate only if this land entered this turn or if your control a basic land.',
);
// Near miss: one of the two conditions is not read.
const overseer = card(
  'Bonecache Overseer',
  '{B}',
  'Creature — Squirrel Warlock',
  "{T}, Pay 1 life: Draw a card. Activate only if three or more cards left your graveyard this turn or if you've sacrificed a Food this turn.",
  '1/1',
);
const cards = compiled(fortress);

describe('Activate only if … or if … (CR 602.5b)', () => {
  it("Dark Fortress from an earlier turn, with no basic land: its coloured mana can't be made", () => {
    const g = game({ turn: main, players: { p1: { battlefield: [{ id: 'df', card: 'Dark Fortress' }] } } }, [], {
      cards,
    });
    expect(() => g.act({ activate: 'df', ability: 1 })).toThrow();
    expect(g.get('df').tapped).toBe(false);
    g.act({ activate: 'df', ability: 0 });
    expect(g.state.players.p1.manaPool.C).toBe(1);
  });

  it('Dark Fortress with a Swamp: {B} or {R}', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: [{ id: 'df', card: 'Dark Fortress' }, 'Swamp'] } } },
      [{ activate: 'df', ability: 1 }],
      { cards },
    );
    expect(g.error).toBeNull();
    if (g.state.pendingDecision) g.act({ decide: 'R' });
    expect(g.error).toBeNull();
    expect(g.get('df').tapped).toBe(true);
    expect(g.state.players.p1.manaPool.R).toBe(1);
  });

  it('Dark Fortress played this turn, with no basic land: {B} or {R}', () => {
    const g = game(
      { turn: main, players: { p1: { hand: ['Dark Fortress'] } } },
      [{ cast: 'Dark Fortress' }, { activate: 'Dark Fortress', ability: 1 }],
      { cards },
    );
    expect(g.error).toBeNull();
    if (g.state.pendingDecision) g.act({ decide: 'B' });
    expect(g.error).toBeNull();
    expect(g.state.players.p1.manaPool.B).toBe(1);
  });

  it("near miss: Bonecache Overseer's two conditions stay text", () => {
    expect(unenforced(overseer)).toHaveLength(1);
  });
});
