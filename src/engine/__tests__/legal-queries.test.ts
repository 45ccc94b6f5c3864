import { describe, expect, it } from 'vitest';
import { game } from '../../testing/harness';
import { moveRefusal, playRefusal } from '../index';

const main = { number: 3, active: 'p1' as const, phase: 'main1' as const };
const library = ['Island', 'Island'];

describe('CR 305.1, 305.2 — playing a land: the query and the action agree', () => {
  it('in your main phase with the stack empty, once per turn', () => {
    const g = game({ turn: main, players: { p1: { hand: ['Forest', 'Island'] } } });
    const reg = g.engine.registry;
    expect(playRefusal(reg, g.state, 'p1', g.get('Forest').id)).toBeNull();
    g.act({ cast: 'Forest' });
    expect(playRefusal(reg, g.state, 'p1', g.get('Island').id)).toMatchObject({ rule: '305.2' });
    expect(() => g.act({ cast: 'Island' })).toThrow(/305\.2/);
  });
  it("not in the opponent's turn, not outside a main phase, not while the stack holds something", () => {
    const theirs = game({
      turn: { number: 4, active: 'p2', phase: 'main1' },
      players: { p1: { hand: ['Forest'], library }, p2: { library } },
    });
    expect(playRefusal(theirs.engine.registry, theirs.state, 'p1', theirs.get('Forest').id)).toMatchObject({
      rule: '305.1',
      reason: expect.stringMatching(/your own turn/),
    });
    const combat = game({ turn: { ...main, phase: 'beginCombat' }, players: { p1: { hand: ['Forest'] } } });
    expect(playRefusal(combat.engine.registry, combat.state, 'p1', combat.get('Forest').id)).toMatchObject({
      rule: '305.1',
      reason: expect.stringMatching(/main phase/),
    });
    const stack = game({ turn: main, players: { p1: { battlefield: ['Mountain'], hand: ['Forest', 'Shock'] } } }, [
      { cast: 'Shock', targets: ['p2'] },
    ]);
    expect(playRefusal(stack.engine.registry, stack.state, 'p1', stack.get('Forest').id)).toMatchObject({
      rule: '305.1',
      reason: expect.stringMatching(/stack is empty/),
    });
  });
  it("a card in another player's hand or a nonland card can't be played", () => {
    const g = game({ turn: main, players: { p1: { hand: ['Grizzly Bears'] }, p2: { hand: ['Forest'] } } });
    expect(playRefusal(g.engine.registry, g.state, 'p1', g.get('Forest').id)).toMatchObject({ rule: '305.1' });
    expect(playRefusal(g.engine.registry, g.state, 'p1', g.get('Grizzly Bears').id)).toMatchObject({
      rule: '305.1',
      reason: 'only a land can be played',
    });
  });
});

describe("CR 400.3 — manual moves go only to the owner's hand, library or graveyard", () => {
  it('the query refuses what the action refuses, and allows the rest', () => {
    const g = game({ turn: main, options: { sandbox: true }, players: { p1: { battlefield: ['Grizzly Bears'] } } });
    const reg = g.engine.registry;
    const bears = g.get('Grizzly Bears').id;
    expect(moveRefusal(reg, g.state, bears, 'graveyard', 'p2')).toMatchObject({ rule: '400.3' });
    expect(() => g.perform({ type: 'move', object: bears, to: 'graveyard', player: 'p2' })).toThrow(/400\.3/);
    expect(moveRefusal(reg, g.state, bears, 'exile', 'p2')).toBeNull();
    expect(moveRefusal(reg, g.state, bears, 'graveyard', 'p1')).toBeNull();
    expect(moveRefusal(reg, g.state, bears, 'stack', 'p1')).toMatchObject({ rule: '601.2a' });
  });
  it('without sandbox mode nothing is moved by hand', () => {
    const g = game({ turn: main, players: { p1: { battlefield: ['Grizzly Bears'] } } });
    expect(moveRefusal(g.engine.registry, g.state, g.get('Grizzly Bears').id, 'hand', 'p1')).toMatchObject({
      rule: 'sandbox',
    });
  });
});
