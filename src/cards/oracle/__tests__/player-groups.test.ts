// "Creatures target player controls get -2/-2 until end of turn": a plural group relative to a
// player, as the subject of its verbs without "each" / "all" — the same set as "all creatures
// target player controls" (CR 115.1: the player is a target; 611.2c: the set is fixed as the
// effect begins).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';
import { compileCard } from '../compile';

const arms = card(
  'Arms of Hadar',
  '{3}{B}',
  'Sorcery',
  'Creatures target player controls get -2/-2 until end of turn.',
);
const quickDraw = card(
  'Quick Draw',
  '{R}',
  'Instant',
  'Target creature you control gets +1/+1 and gains first strike until end of turn. Creatures target opponent controls lose first strike and double strike until end of turn.',
);
const CARDS = compiled(arms, quickDraw);

describe('"Creatures target player controls …" as a subject', () => {
  it("Arms of Hadar: only the target player's creatures get -2/-2", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: [{ id: 'arms', card: 'Arms of Hadar' }],
            battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', { id: 'mine', card: 'Grizzly Bears' }],
          },
          p2: {
            battlefield: [
              { id: 'bears', card: 'Grizzly Bears' },
              { id: 'spider', card: 'Giant Spider' },
            ],
          },
        },
      },
      [{ cast: 'arms', targets: ['p2'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(pt(g, 'spider')).toEqual([0, 2]);
    expect(pt(g, 'mine')).toEqual([2, 2]);
  });

  it('Arms of Hadar may target its caster: then only your creatures get -2/-2', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: [{ id: 'arms', card: 'Arms of Hadar' }],
            battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', { id: 'mine', card: 'Giant Spider' }],
          },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [{ cast: 'arms', targets: ['p1'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'mine')).toEqual([0, 2]);
    expect(pt(g, 'bears')).toEqual([2, 2]);
  });

  it('a near miss stays text: "lose all creature types" (Ego Erasure); "attack this turn if able" (Instigator) is read', () => {
    const ego = card(
      'Ego Erasure',
      '{2}{U}',
      'Kindred Instant — Shapeshifter',
      'Changeling (This card is every creature type.)\nCreatures target player controls get -2/-0 and lose all creature types until end of turn.',
    );
    expect(unenforced(ego)).toHaveLength(1);
    const instigator = card(
      'Instigator',
      '{1}{B}',
      'Creature — Human Spellshaper',
      '{1}{B}{B}, {T}, Discard a card: Creatures target player controls attack this turn if able.',
      '1/1',
    );
    // A requirement for the creatures target player controls (CR 508.1d, goad.test.ts).
    expect(unenforced(instigator)).toEqual([]);
    expect(compileCard(instigator).def.activated?.[0]?.steps).toEqual([
      {
        do: 'mustAttack',
        what: {
          ref: 'all',
          filter: { types: ['creature'], controller: 'you' },
          relativeTo: { ref: 'target', slot: 0 },
        },
        until: 'endOfTurn',
      },
    ]);
  });
});

// "You and target opponent each draw three cards": each of the two players does what the verbs
// say (CR 608.2c); the opponent is a target (CR 115.1).
const rendezvous = card('Secret Rendezvous', '{1}{W}{W}', 'Sorcery', 'You and target opponent each draw three cards.');
const apothecary = card(
  'Bloodroot Apothecary',
  '{2}{B}',
  'Creature — Phyrexian Elf Warlock',
  'Toxic 2 (Players dealt combat damage by this creature also get two poison counters. A player with ten or more poison counters loses the game.)\nWhen this creature enters, you and target opponent each create a Treasure token.\nWhenever an opponent sacrifices a noncreature token, that player gets two poison counters.',
  '3/3',
);
const EACH = compiled(rendezvous, apothecary);

describe('"You and target opponent each …"', () => {
  const library = ['Island', 'Island', 'Island', 'Island'];

  it('Secret Rendezvous: you and the target opponent each draw three cards', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: [{ id: 'sr', card: 'Secret Rendezvous' }], battlefield: ['Plains', 'Plains', 'Plains'], library },
          p2: { library },
        },
      },
      [{ cast: 'sr', targets: ['p2'] }, { pass: true }],
      { cards: EACH },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.hand).toHaveLength(3);
    expect(g.state.players.p2.hand).toHaveLength(3);
  });

  it('Bloodroot Apothecary: you and the target opponent each create a Treasure token', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: [{ id: 'ba', card: 'Bloodroot Apothecary' }], battlefield: ['Swamp', 'Swamp', 'Swamp'], library },
          p2: { library },
        },
      },
      [{ cast: 'ba' }, { pass: true }],
      { cards: EACH },
    );
    expect(g.error).toBeNull();
    if (g.state.pendingDecision) g.act({ decide: ['p2'] });
    g.act({ pass: true });
    expect(g.names('p1', 'battlefield').filter((n) => n.startsWith('Treasure'))).toHaveLength(1);
    expect(g.names('p2', 'battlefield').filter((n) => n.startsWith('Treasure'))).toHaveLength(1);
  });

  it('near miss stays text: "You each lose life …" (Keen Duelist)', () => {
    const duelist = card(
      'Keen Duelist',
      '{W}{B}',
      'Creature — Human Warrior',
      'At the beginning of your upkeep, you and target opponent each reveal the top card of your library. You each lose life equal to the mana value of the card revealed by the other player. You each put the card you revealed into your hand.',
      '2/2',
    );
    expect(unenforced(duelist)).toHaveLength(1);
  });
});
