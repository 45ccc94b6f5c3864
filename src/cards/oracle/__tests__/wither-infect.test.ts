// Wither (CR 702.80a) and infect (702.90b–c): damage from such a source to a creature is -1/-1
// counters, not marked damage (120.3d); infect's damage to a player is poison counters, not life
// loss (120.3b), and ten or more poison counters lose the game (704.5c).
import { describe, expect, it } from 'vitest';
import { RULE } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const infectReminder =
  '(This creature deals damage to creatures in the form of -1/-1 counters and to players in the form of poison counters.)';
const goblin = card(
  'Blackcleave Goblin',
  '{3}{B}',
  'Creature — Phyrexian Goblin Zombie',
  `Haste\nInfect ${infectReminder}`,
  '2/1',
);
const flensermite = card(
  'Flensermite',
  '{1}{B}',
  'Creature — Phyrexian Gremlin',
  `Infect ${infectReminder}\nLifelink (Damage dealt by this creature also causes you to gain that much life.)`,
  '1/1',
);
const ramGang = card(
  'Boggart Ram-Gang',
  '{R/G}{R/G}{R/G}',
  'Creature — Goblin Warrior',
  'Haste\nWither (This deals damage to creatures in the form of -1/-1 counters.)',
  '3/3',
);
const asp = card(
  'Vector Asp',
  '{1}',
  'Artifact Creature — Phyrexian Snake',
  '{B}: This creature gains infect until end of turn. (It deals damage to creatures in the form of -1/-1 counters and to players in the form of poison counters.)',
  '1/1',
);
const giant = card('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3/3');
const CARDS = compiled(goblin, flensermite, ramGang, asp, giant);

function combat(p1: object[], p2: object[], attackers: string[], blocks: Record<string, string> = {}) {
  const g = game(
    { turn: main, players: { p1: { battlefield: p1 }, p2: { battlefield: p2 } } },
    [{ advance: 'declareAttackers' }, { attack: attackers }, { block: blocks }, { advance: 'main2' }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

describe('infect (CR 702.90)', () => {
  it('Blackcleave Goblin unblocked: the defending player gets 2 poison counters and loses no life', () => {
    const g = combat([{ id: 'gob', card: 'Blackcleave Goblin' }], [], ['gob']);
    expect(g.state.players.p2.life).toBe(20);
    expect(g.state.players.p2.poison).toBe(2);
    expect(g.rules()).toContain(RULE.infect);
  });

  it('ten poison counters lose the game (704.5c)', () => {
    const gobs = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, card: 'Blackcleave Goblin' }));
    const g = combat(gobs, [], ['a', 'b', 'c', 'd', 'e']);
    expect(g.state.players.p2.poison).toBe(10);
    expect(g.state.players.p2.lost).toBe(true);
    expect(g.rules()).toContain(RULE.sbaPoison);
  });

  it('blocked by Hill Giant: two -1/-1 counters on it, no damage marked; the Goblin takes 3 and dies', () => {
    const g = combat([{ id: 'gob', card: 'Blackcleave Goblin' }], [{ id: 'giant', card: 'Hill Giant' }], ['gob'], {
      giant: 'gob',
    });
    const giantNow = g.get('giant');
    expect(giantNow.counters['-1/-1']).toBe(2);
    expect(giantNow.damage).toBe(0);
    expect(pt(g, 'giant')).toEqual([1, 1]);
    expect(g.names('p1', 'graveyard')).toEqual(['Blackcleave Goblin']);
  });

  it('Flensermite with lifelink: poison for the player and life for its controller', () => {
    const g = combat([{ id: 'mite', card: 'Flensermite', summoningSick: false }], [], ['mite']);
    expect(g.state.players.p2.poison).toBe(1);
    expect(g.state.players.p2.life).toBe(20);
    expect(g.state.players.p1.life).toBe(21);
  });

  it('Vector Asp: infect gained until end of turn works the same; without it, the damage is life loss', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: ['Swamp', { id: 'asp', card: 'Vector Asp' }] } } },
      [{ activate: 'asp' }, { pass: true }, { advance: 'declareAttackers' }, { attack: ['asp'] }, { block: {} }],
      { cards: CARDS },
    );
    g.act({ advance: 'main2' });
    expect(g.error).toBeNull();
    expect(g.state.players.p2.poison).toBe(1);
    expect(g.state.players.p2.life).toBe(20);
    const plain = combat([{ id: 'asp', card: 'Vector Asp' }], [], ['asp']);
    expect(plain.state.players.p2.poison).toBeUndefined();
    expect(plain.state.players.p2.life).toBe(19);
  });
});

describe('wither (CR 702.80a)', () => {
  it('Boggart Ram-Gang blocked by Hill Giant: the Giant gets three -1/-1 counters and dies (704.5f), the Ram-Gang is dealt ordinary damage', () => {
    const g = combat([{ id: 'ram', card: 'Boggart Ram-Gang' }], [{ id: 'giant', card: 'Hill Giant' }], ['ram'], {
      giant: 'ram',
    });
    expect(g.names('p2', 'graveyard')).toEqual(['Hill Giant']);
    expect(g.names('p1', 'graveyard')).toEqual(['Boggart Ram-Gang']);
  });

  it('unblocked, wither damage to a player is ordinary life loss', () => {
    const g = combat([{ id: 'ram', card: 'Boggart Ram-Gang' }], [], ['ram']);
    expect(g.state.players.p2.life).toBe(17);
    expect(g.state.players.p2.poison).toBeUndefined();
  });
});

describe('near miss', () => {
  it('poisonous (a trigger giving poison counters, CR 702.70) stays text', () => {
    const snake = card(
      'Virulent Sliver',
      '{G}',
      'Creature — Sliver',
      'All Sliver creatures have poisonous 1. (Whenever a Sliver deals combat damage to a player, that player gets a poison counter.)',
      '1/1',
    );
    expect(unenforced(snake).length).toBe(1);
  });
});
