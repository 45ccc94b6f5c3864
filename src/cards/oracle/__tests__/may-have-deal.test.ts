// "You may have ~ deal 1 damage to target player or planeswalker", "… have it deal …", "… have
// that creature deal …": the target is chosen as the ability is put on the stack (CR 603.3d),
// and as it resolves its controller chooses whether the object deals the damage (608.2d).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const arsonist = card(
  'Goblin Arsonist',
  '{R}',
  'Creature — Goblin Shaman',
  'When this creature dies, you may have it deal 1 damage to any target.',
  '1/1',
);
const forger = card(
  'Rage Forger',
  '{2}{R}',
  'Creature — Elemental Shaman',
  'When this creature enters, put a +1/+1 counter on each other Shaman creature you control.\nWhenever a creature you control with a +1/+1 counter on it attacks, you may have that creature deal 1 damage to target player or planeswalker.',
  '2/2',
);

function arsonistDies() {
  return game(
    {
      turn: main,
      players: {
        p1: { battlefield: ['Mountain', { id: 'gob', card: 'Goblin Arsonist' }], hand: ['Lightning Bolt'] },
        p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
      },
    },
    [{ cast: 'Lightning Bolt', targets: ['gob'] }, { pass: true }],
    { cards: compiled(arsonist) },
  );
}

describe('"you may have ~ deal N damage to …" (CR 608.2d)', () => {
  it('Goblin Arsonist dies: its controller targets the Bears, says yes, and the Bears take 1 damage', () => {
    const g = arsonistDies();
    expect(g.error).toBeNull();
    g.act({ decide: [g.get('bears').id] });
    g.act({ pass: true });
    expect(g.state.pendingDecision).toMatchObject({ kind: 'may', player: 'p1' });
    g.act({ decide: true });
    expect(g.get('bears').damage).toBe(1);
  });

  it('Goblin Arsonist: saying no deals no damage', () => {
    const g = arsonistDies();
    g.act({ decide: ['p2'] });
    g.act({ pass: true });
    g.act({ decide: false });
    expect(g.state.players.p2.life).toBe(20);
  });

  it('Rage Forger: the attacking creature with a +1/+1 counter deals the damage, not the Forger', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'forger', card: 'Rage Forger' },
              { id: 'bears', card: 'Grizzly Bears', counters: { '+1/+1': 1 } },
            ],
          },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['bears'] }],
      { cards: compiled(forger) },
    );
    expect(g.error).toBeNull();
    g.act({ decide: ['p2'] });
    g.act({ pass: true });
    g.act({ decide: true });
    expect(g.state.players.p2.life).toBe(19);
    const dealt = g.events.find((e) => e.type === 'DamageDealt');
    expect(dealt).toMatchObject({ source: g.get('bears').id });
  });

  it('near miss: "Any player may have ~ deal 6 damage to them" stays text (each player in turn may choose)', () => {
    const burning = card(
      'Book Burning',
      '{1}{R}',
      'Sorcery',
      'Any player may have Book Burning deal 6 damage to them. If no one does, target player mills six cards.',
    );
    expect(unenforced(burning).length).toBeGreaterThan(0);
  });
});
