import { describe, expect, it } from 'vitest';
import { game } from '../../testing/harness';
import { legalActions } from '../index';
import { REAL_CARDS } from './real-cards';

const main = { number: 3, active: 'p1' as const, phase: 'main1' as const };
const opts = { cards: REAL_CARDS };
const library = ['Island', 'Island', 'Island'];

describe('CR 613.1b — layer 2: Control Magic ("You control enchanted creature")', () => {
  it('its controller gains control of the creature as it resolves', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Island', 'Island', 'Island', 'Island'], hand: ['Control Magic'] },
          p2: { battlefield: ['Grizzly Bears'] },
        },
      },
      [{ cast: 'Control Magic', targets: ['Grizzly Bears'] }, { pass: true }],
      opts,
    );
    expect(g.error).toBeNull();
    expect(g.get('Grizzly Bears').controller).toBe('p1');
    expect(g.names('p1', 'battlefield')).toContain('Grizzly Bears');
    expect(g.has('ControlChanged', '613.1b')).toBe(true);
  });
  it('the stolen creature has summoning sickness under its new controller (302.6) until their next turn', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Island', 'Island', 'Island', 'Island'], hand: ['Control Magic'], library },
          p2: { battlefield: ['Grizzly Bears'], library },
        },
      },
      [{ cast: 'Control Magic', targets: ['Grizzly Bears'] }, { pass: true }, { advance: 'combat' }],
      opts,
    );
    expect(legalActions(g.engine.registry, g.state, 'p1').attackers).toEqual([]);
    expect(() => g.act({ attack: ['Grizzly Bears'] })).toThrow(/302\.6/);
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'combat' });
    expect(legalActions(g.engine.registry, g.state, 'p1').attackers).toEqual([g.get('Grizzly Bears').id]);
  });
  it('when Control Magic leaves, the creature goes back to the player who controlled it before', () => {
    const g = game(
      {
        turn: main,
        options: { sandbox: true },
        players: {
          p1: { battlefield: [{ card: 'Control Magic', attachedTo: 'bears' }] },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [],
      opts,
    );
    expect(g.get('bears').controller).toBe('p1');
    g.act({ move: 'Control Magic', to: 'graveyard' });
    expect(g.get('bears').controller).toBe('p2');
    expect(g.names('p2', 'battlefield')).toEqual(['Grizzly Bears']);
  });
  it('a board built with Control Magic already on: no new summoning sickness (the scenario says)', () => {
    const g = game(
      {
        turn: { ...main, phase: 'beginCombat' },
        players: {
          p1: { battlefield: [{ card: 'Control Magic', attachedTo: 'bears' }] },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [],
      opts,
    );
    expect(legalActions(g.engine.registry, g.state, 'p1').attackers).toEqual([g.get('bears').id]);
  });
  it('the latest control effect wins (613.7): two Control Magics', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ card: 'Control Magic', attachedTo: 'bears' }], library },
          p2: {
            battlefield: [{ id: 'bears', card: 'Grizzly Bears' }, 'Island', 'Island', 'Island', 'Island'],
            hand: ['Control Magic'],
            library,
          },
        },
      },
      [],
      opts,
    );
    expect(g.get('bears').controller).toBe('p1');
    g.act({ advance: 'next-turn' });
    g.act({ cast: 'Control Magic', player: 'p2', targets: ['bears'] });
    g.act({ pass: true });
    expect(g.get('bears').controller).toBe('p2');
  });
});
