/**
 * A card name in a script names the object the action can be taken with (found by a new user:
 * `{ "cast": "Grizzly Bears" }` with a Grizzly Bears already on the battlefield picked the
 * permanent and failed with "can't be cast from the battlefield"). Spells are cast from the hand
 * (CR 601.2a), lands are played from the hand (CR 305.1), and an ability is activated on an
 * object that has it and may activate it now (CR 602.2, 302.6).
 */
import { describe, expect, it } from 'vitest';
import { game } from '../testing/harness';

const main = { number: 3, active: 'p1' as const, phase: 'main1' as const };

describe('names in script actions', () => {
  it('cast names the card in the hand, not a permanent of the same name', () => {
    const g = game({
      turn: main,
      players: { p1: { battlefield: ['Forest', 'Forest', 'Grizzly Bears'], hand: ['Grizzly Bears'] }, p2: {} },
    });
    g.act({ cast: 'Grizzly Bears' });
    expect(g.state.stack).toHaveLength(1);
    expect(g.names('p1', 'hand')).toEqual([]);
    expect(g.names('p1', 'battlefield').filter((n) => n === 'Grizzly Bears')).toHaveLength(1);
  });

  it('a land named in cast is the one in the hand that can be played', () => {
    const g = game({ turn: main, players: { p1: { battlefield: ['Forest'], hand: ['Forest'] }, p2: {} } });
    g.act({ cast: 'Forest' });
    expect(g.names('p1', 'hand')).toEqual([]);
    expect(g.names('p1', 'battlefield')).toEqual(['Forest', 'Forest']);
  });

  it('activate names a permanent that may activate the ability now (not a summoning-sick one, CR 302.6)', () => {
    const g = game({
      turn: main,
      players: { p1: { battlefield: [{ card: 'Llanowar Elves', summoningSick: true }, 'Llanowar Elves'] }, p2: {} },
    });
    g.act({ activate: 'Llanowar Elves' });
    expect(g.state.players.p1.manaPool).toEqual({ G: 1 });
  });

  it('with no card that can be cast, the first match is used and the engine says why', () => {
    const g = game({ turn: main, players: { p1: { battlefield: ['Grizzly Bears'] }, p2: {} } });
    expect(() => g.act({ cast: 'Grizzly Bears' })).toThrow(/can't be cast from the battlefield/);
  });
});
