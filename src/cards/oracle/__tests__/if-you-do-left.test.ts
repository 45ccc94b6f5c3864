// "You may sacrifice it. If you do, …" (CR 608.2c, 701.21a): a permanent that has left the
// battlefield can't be sacrificed, so saying yes then is not doing it and the rest doesn't
// happen — the creature's last-known power is never read for a sacrifice that didn't happen.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main } from './compiled';

const chopper = card(
  'Foot Chopper',
  '{3}{B}',
  'Artifact — Equipment',
  'When this Equipment enters, create a 1/1 black Ninja creature token, then attach this Equipment to it.\nEquipped creature has flying.\nWhenever equipped creature deals combat damage to a player, you may sacrifice it. If you do, draw cards equal to its power.\nEquip {2}',
);
const CARDS = compiled(chopper);

/** Grizzly Bears, equipped with Foot Chopper, deals combat damage to p2; its trigger waits on the stack. */
function hit(response: boolean) {
  const library = ['Island', 'Island', 'Island', 'Island'];
  const g = game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: [
            { id: 'bears', card: 'Grizzly Bears' },
            { card: 'Foot Chopper', attachedTo: 'bears' },
          ],
          library,
        },
        p2: { battlefield: ['Mountain'], hand: ['Shock'], library },
      },
    },
    [{ advance: 'declareAttackers' }, { attack: ['bears'] }, { advance: 'declareBlockers' }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  g.act({ block: {}, player: 'p2' });
  g.act({ advance: 'combatDamage' });
  expect(g.state.players.p2.life).toBe(18);
  if (response) g.act({ cast: 'Shock', player: 'p2', targets: ['bears'] });
  // Everyone passes until the trigger asks its question.
  for (let i = 0; i < 6 && !g.state.pendingDecision; i++) g.act({ pass: true });
  g.act({ decide: true });
  for (let i = 0; i < 4 && g.state.stack.length; i++) g.act({ pass: true });
  return g;
}

describe('"you may sacrifice it. If you do, …" once it has left', () => {
  it('Foot Chopper: yes with the creature there sacrifices it and draws cards equal to its power (2)', () => {
    const g = hit(false);
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toContain('Grizzly Bears');
    expect(g.state.players.p1.hand.length).toBe(2);
  });

  it('Foot Chopper: the creature died in response (Shock), so yes sacrifices nothing and draws nothing', () => {
    const g = hit(true);
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toContain('Grizzly Bears');
    expect(g.state.players.p1.hand.length).toBe(0);
  });
});
