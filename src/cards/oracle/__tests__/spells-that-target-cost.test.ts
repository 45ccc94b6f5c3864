// "Spells your opponents cast that target ~ cost {2} more to cast", "Spells you cast that target a
// creature cost {2} less to cast", "… that target a Merfolk you control …" (CR 601.2f): a
// permanent's static ability changing the total cost of the spells it names, only for a spell
// one of whose targets (chosen first, 601.2c) is that permanent or a permanent of that kind —
// "you" being the ability's controller.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const boreal = card(
  'Boreal Elemental',
  '{4}{U}',
  'Creature — Elemental',
  'Flying\nSpells your opponents cast that target this creature cost {2} more to cast.',
  '3/4',
);
const killian = card(
  'Killian, Ink Duelist',
  '{W}{B}',
  'Legendary Creature — Human Warlock',
  "Lifelink\nMenace (This creature can't be blocked except by two or more creatures.)\nSpells you cast that target a creature cost {2} less to cast.",
  '2/2',
);
const kasmina = {
  ...card(
    'Kasmina, Enigmatic Mentor',
    '{3}{U}',
    'Legendary Planeswalker — Kasmina',
    'Spells your opponents cast that target a creature or planeswalker you control cost {2} more to cast.\n−2: Create a 2/2 blue Wizard creature token. Draw a card, then discard a card.',
  ),
  loyalty: '5',
};
const strike = card('Lightning Strike', '{1}{R}', 'Instant', 'Lightning Strike deals 3 damage to any target.');
const cards = compiled(boreal, killian, kasmina, strike);
const lands = (name: string, n: number) => Array.from({ length: n }, () => name);
const opponentsTurn = { number: 3, active: 'p2' as const, phase: 'main1' as const };

describe('"Spells your opponents cast that target this creature cost {2} more to cast." (Boreal Elemental)', () => {
  function bolt(mountains: number, target: string) {
    return game(
      {
        turn: opponentsTurn,
        players: {
          p1: { battlefield: [{ id: 'boreal', card: 'Boreal Elemental' }] },
          p2: { battlefield: lands('Mountain', mountains), hand: ['Lightning Bolt'] },
        },
      },
      [{ cast: 'Lightning Bolt', targets: [target], player: 'p2' }],
      { cards },
    );
  }

  it('a Bolt at it costs {2}{R}: one Mountain is not enough, three are', () => {
    const short = bolt(1, 'boreal');
    expect(short.error).not.toBeNull();
    expect(short.names('p2', 'hand')).toEqual(['Lightning Bolt']);
    const g = bolt(3, 'boreal');
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Lightning Bolt']);
    expect(g.state.players.p2.manaPool).toEqual({});
  });

  it('a Bolt at its controller costs only {R}', () => {
    const g = bolt(1, 'p1');
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Lightning Bolt']);
  });

  it("its controller's own spells at it cost {R} as usual", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'boreal', card: 'Boreal Elemental' }, 'Mountain'], hand: ['Lightning Bolt'] },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['boreal'] }],
      { cards },
    );
    expect(g.error).toBeNull();
  });
});

describe('"Spells you cast that target a creature cost {2} less to cast." (Killian, Ink Duelist)', () => {
  function strikeAt(target: string) {
    return game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Killian, Ink Duelist', 'Mountain'], hand: ['Lightning Strike'] },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [{ cast: 'Lightning Strike', targets: [target] }, { pass: true }],
      { cards },
    );
  }

  it('at a creature, Lightning Strike costs {R} (the generic part only is reduced, CR 118.7)', () => {
    const g = strikeAt('bears');
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
  });

  it('at a player it costs {1}{R}: one Mountain is not enough', () => {
    const g = strikeAt('p2');
    expect(g.error).not.toBeNull();
    expect(g.state.players.p2.life).toBe(20);
  });
});

describe('"… that target a creature or planeswalker you control …" (Kasmina): "you" is Kasmina\'s controller', () => {
  const cast = (mountains: number, target: string) =>
    game(
      {
        turn: opponentsTurn,
        players: {
          p1: { battlefield: ['Kasmina, Enigmatic Mentor', { id: 'bears', card: 'Grizzly Bears' }] },
          p2: {
            battlefield: [...lands('Mountain', mountains), { id: 'own', card: 'Grizzly Bears' }],
            hand: ['Lightning Bolt'],
          },
        },
      },
      [{ cast: 'Lightning Bolt', targets: [target], player: 'p2' }],
      { cards },
    );

  it("the opponent's Bolt at p1's creature costs {2}{R}", () => {
    expect(cast(1, 'bears').error).not.toBeNull();
    expect(cast(3, 'bears').error).toBeNull();
  });

  it("at Kasmina herself too; at the caster's own creature, {R}", () => {
    expect(cast(1, 'Kasmina, Enigmatic Mentor').error).not.toBeNull();
    expect(cast(1, 'own').error).toBeNull();
  });
});

describe('near misses stay text', () => {
  it('"that target another creature" and a card in a graveyard', () => {
    const other = card(
      'Test Warden',
      '{2}',
      'Creature — Test',
      'Spells your opponents cast that target another creature cost {2} more to cast.',
      '2/2',
    );
    expect(unenforced(other)).toHaveLength(1);
    const grave = card(
      'Test Keeper',
      '{2}',
      'Creature — Test',
      'Spells your opponents cast that target a creature card in your graveyard cost {2} more to cast.',
      '2/2',
    );
    expect(unenforced(grave)).toHaveLength(1);
  });
});
