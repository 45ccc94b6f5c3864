// "that many cards" (CR 701.9a, 121.1, 701.17a, 603.7c): "Discard all the cards in your hand, then
// draw that many cards [plus one]" and "discard up to two cards, then draw that many cards" draw as
// many as were discarded; after a trigger with an amount
// ("Whenever this creature deals combat damage to a player, draw that many cards", "Whenever an
// opponent loses life, that player mills that many cards") it is the damage dealt or life lost.
// "Each player discards all the cards in their hand, then draws that many cards" (each player's own
// count) stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const winds = card(
  'Tolarian Winds',
  '{1}{U}',
  'Instant',
  'Discard all the cards in your hand, then draw that many cards.',
);
const redemption = card(
  'Heartwarming Redemption',
  '{2}{R}{W}',
  'Instant',
  'Discard all the cards in your hand, then draw that many cards plus one. You gain life equal to the number of cards in your hand.',
);
const nephilim = card(
  'Glint-Eye Nephilim',
  '{U}{B}{R}{G}',
  'Creature — Nephilim',
  'Whenever this creature deals combat damage to a player, draw that many cards.\n{1}, Discard a card: This creature gets +1/+1 until end of turn.',
  '2/2',
);
const shocker = card(
  'Shocker',
  '{1}{R}',
  'Creature — Insect',
  'Whenever this creature deals damage to a player, that player discards all the cards in their hand, then draws that many cards.',
  '1/1',
);
const mindcrank = card(
  'Mindcrank',
  '{2}',
  'Artifact',
  'Whenever an opponent loses life, that player mills that many cards. (Damage causes loss of life.)',
);
const command = card(
  'Incendiary Command',
  '{3}{R}{R}',
  'Sorcery',
  'Choose two —\n• Incendiary Command deals 4 damage to target player or planeswalker.\n• Incendiary Command deals 2 damage to each creature.\n• Destroy target nonbasic land.\n• Each player discards all the cards in their hand, then draws that many cards.',
);
const fury = card(
  "Fire Giant's Fury",
  '{1}{R}',
  'Sorcery',
  'Target Giant you control gets +2/+2 and gains trample until end of turn. Whenever it deals combat damage to a player this turn, exile that many cards from the top of your library. Until the end of your next turn, you may play those cards.',
);
const giant = card('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3/3');
const devourer = card(
  'Book Devourer',
  '{5}{R}',
  'Creature — Beast',
  'Trample\nWhenever this creature deals combat damage to a player, you may discard all the cards in your hand. If you do, draw that many cards.',
  '4/5',
);
const diviner = card(
  'Diviner Spirit',
  '{4}{U}',
  'Creature — Spirit',
  'Whenever this creature deals combat damage to a player, you and that player each draw that many cards.',
  '2/4',
);
const augur = card(
  'Kinetic Augur',
  '{3}{R}',
  'Creature — Human Shaman',
  "Trample (This creature can deal excess combat damage to the player or planeswalker it's attacking.)\nKinetic Augur's power is equal to the number of instant and sorcery cards in your graveyard.\nWhen this creature enters, discard up to two cards, then draw that many cards.",
  '*/4',
);
const CARDS = compiled(augur, diviner, winds, redemption, nephilim, shocker, mindcrank, fury, giant);

const islands = (n: number, p = 'l') => Array.from({ length: n }, (_, i) => ({ id: `${p}${i}`, card: 'Island' }));

/** p1 attacks p2 with `attacker` (unblocked); the triggers resolve. */
function attack(attacker: string, p2hand: string[] = []) {
  const g = game(
    {
      turn: main,
      players: {
        p1: { battlefield: [{ id: 'a', card: attacker }], library: islands(6) },
        p2: { hand: p2hand, library: islands(6, 'm') },
      },
    },
    [{ advance: 'declareAttackers' }, { attack: ['a'] }, { advance: 'combatDamage' }],
    { cards: CARDS },
  );
  for (let i = 0; i < 4 && g.state.stack.length; i++) g.act({ pass: true });
  expect(g.error).toBeNull();
  return g;
}

describe('"discard all the cards in your hand, then draw that many cards" (CR 701.9a)', () => {
  const board = (spell: string, lands: string[]) => ({
    turn: main,
    players: {
      p1: {
        battlefield: lands,
        hand: [spell, 'Grizzly Bears', 'Giant Spider', 'Forest'],
        library: islands(6),
      },
    },
  });

  it('Tolarian Winds: three cards discarded, three drawn', () => {
    const g = game(board('Tolarian Winds', ['Island', 'Island']), [{ cast: 'Tolarian Winds' }, { pass: true }], {
      cards: CARDS,
    });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard').sort()).toEqual(['Forest', 'Giant Spider', 'Grizzly Bears', 'Tolarian Winds']);
    expect(g.names('p1', 'hand')).toEqual(['Island', 'Island', 'Island']);
    expect(g.state.players.p1.library).toHaveLength(3);
  });

  it('Heartwarming Redemption: three discarded, four drawn, 4 life gained', () => {
    const g = game(
      board('Heartwarming Redemption', ['Mountain', 'Mountain', 'Plains', 'Plains']),
      [{ cast: 'Heartwarming Redemption' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'hand')).toEqual(['Island', 'Island', 'Island', 'Island']);
    expect(g.state.players.p1.life).toBe(24);
  });
});

describe('"discard up to two cards, then draw that many cards" (CR 701.9a)', () => {
  it('Kinetic Augur: its controller may discard none to two; two discarded, two drawn', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'],
            hand: [
              'Kinetic Augur',
              { id: 'bears', card: 'Grizzly Bears' },
              { id: 'spider', card: 'Giant Spider' },
              'Forest',
            ],
            library: islands(6),
          },
        },
      },
      [{ cast: 'Kinetic Augur' }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toMatchObject({ kind: 'chooseObjects', min: 0, max: 2, player: 'p1' });
    g.act({ decide: ['bears', 'spider'] });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard').sort()).toEqual(['Giant Spider', 'Grizzly Bears']);
    expect(g.names('p1', 'hand').sort()).toEqual(['Forest', 'Island', 'Island']);
  });
});

describe('"that many cards" after a trigger with an amount (CR 603.7c)', () => {
  it('Glint-Eye Nephilim deals 2 combat damage: its controller draws two cards', () => {
    const g = attack('Glint-Eye Nephilim');
    expect(g.state.players.p2.life).toBe(18);
    expect(g.names('p1', 'hand')).toEqual(['Island', 'Island']);
  });

  it('Diviner Spirit deals 2 combat damage: its controller and the player dealt it each draw two', () => {
    const g = attack('Diviner Spirit');
    expect(g.names('p1', 'hand')).toEqual(['Island', 'Island']);
    expect(g.names('p2', 'hand')).toEqual(['Island', 'Island']);
  });

  it('Shocker: the player dealt damage discards their hand of two and draws two', () => {
    const g = attack('Shocker', ['Grizzly Bears', 'Forest']);
    expect(g.names('p2', 'graveyard').sort()).toEqual(['Forest', 'Grizzly Bears']);
    expect(g.names('p2', 'hand')).toEqual(['Island', 'Island']);
    expect(g.names('p1', 'hand')).toEqual([]);
  });

  it('Mindcrank: Lightning Bolt to the opponent mills three of their cards', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mindcrank', 'Mountain'], hand: ['Lightning Bolt'] },
          p2: { library: islands(5) },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['p2'] }, { pass: true }],
      { cards: CARDS },
    );
    for (let i = 0; i < 4 && g.state.stack.length; i++) g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(17);
    expect(g.names('p2', 'graveyard')).toEqual(['Island', 'Island', 'Island']);
    expect(g.state.players.p2.library).toHaveLength(2);
  });

  it("Fire Giant's Fury: the 5/5 Giant deals 5 combat damage, five cards exiled from the top", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'giant', card: 'Hill Giant' }, 'Mountain', 'Mountain'],
            hand: ["Fire Giant's Fury"],
            library: islands(7),
          },
          p2: { library: islands(3, 'm') },
        },
      },
      [{ cast: "Fire Giant's Fury", targets: ['giant'] }, { pass: true }],
      { cards: CARDS },
    );
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['giant'] });
    g.act({ advance: 'combatDamage' });
    for (let i = 0; i < 4 && g.state.stack.length; i++) g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(15);
    expect(g.names('p1', 'exile')).toHaveLength(5);
    expect(g.state.players.p1.library).toHaveLength(2);
  });

  it('near miss: "you may discard all the cards in your hand. If you do, draw that many cards" stays text', () => {
    // "that many" counts the cards discarded, not the damage; a discard that may not happen isn't counted.
    expect(unenforced(devourer)).toHaveLength(1);
  });

  it('near miss: "Each player discards all the cards in their hand, then draws that many cards" stays text', () => {
    expect(unenforced(command)).toHaveLength(1);
  });
});
