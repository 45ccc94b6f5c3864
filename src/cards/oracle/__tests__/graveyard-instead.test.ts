// An object's own replacement of its trip to a graveyard (CR 614.1a): "If Darksteel Colossus would
// be put into a graveyard from anywhere, reveal Darksteel Colossus and shuffle it into its owner's
// library instead" works from any zone (113.6: the ability names them) — discarded, sacrificed;
// "If this creature would die, put it on top of (on the bottom of) its owner's library instead"
// (Gravebane Zombie, Nissa's Chosen) only from the battlefield (700.4).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const colossus = card(
  'Darksteel Colossus',
  '{11}',
  'Artifact Creature — Golem',
  "Trample (This creature can deal excess combat damage to the player or planeswalker it's attacking.)\nIndestructible (Damage and effects that say \"destroy\" don't destroy this creature.)\nIf Darksteel Colossus would be put into a graveyard from anywhere, reveal Darksteel Colossus and shuffle it into its owner's library instead.",
  '11/11',
);
const gravebane = card(
  'Gravebane Zombie',
  '{3}{B}',
  'Creature — Zombie',
  "If this creature would die, put it on top of its owner's library instead.",
  '3/2',
);
const chosen = card(
  "Nissa's Chosen",
  '{G}{G}',
  'Creature — Elf Warrior',
  "If this creature would die, put it on the bottom of its owner's library instead.",
  '2/3',
);
const mindRot = card('Mind Rot', '{2}{B}', 'Sorcery', 'Target player discards two cards.');
const edict = card('Cruel Edict', '{1}{B}', 'Sorcery', 'Target opponent sacrifices a creature of their choice.');
// Lightning Bolt is one of the engine's own cards.
const CARDS = compiled(colossus, gravebane, chosen, mindRot, edict);

const library = ['Island', 'Island', 'Island', 'Island'];

describe('"If ~ would be put into a graveyard …, … instead" (CR 614.1a)', () => {
  it("Darksteel Colossus discarded: shuffled into its owner's library; the other card discarded goes to the graveyard", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Mind Rot'], battlefield: ['Swamp', 'Swamp', 'Swamp'] },
          p2: { hand: ['Darksteel Colossus', 'Forest'], library },
        },
      },
      [{ cast: 'Mind Rot', targets: ['p2'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'hand')).toEqual([]);
    expect(g.names('p2', 'graveyard')).toEqual(['Forest']);
    expect(g.names('p2', 'library').sort()).toEqual(['Darksteel Colossus', ...library].sort());
  });

  it("Darksteel Colossus sacrificed from the battlefield: in its owner's library, not the graveyard", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Cruel Edict'], battlefield: ['Swamp', 'Swamp'] },
          p2: { battlefield: ['Darksteel Colossus'], library },
        },
      },
      [{ cast: 'Cruel Edict', targets: ['p2'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'battlefield')).toEqual([]);
    expect(g.names('p2', 'graveyard')).toEqual([]);
    expect(g.names('p2', 'library')).toHaveLength(5);
    expect(g.names('p2', 'library')).toContain('Darksteel Colossus');
  });

  it("Gravebane Zombie dealt lethal damage: on top of its owner's library", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Lightning Bolt'], battlefield: ['Mountain'] },
          p2: { battlefield: [{ id: 'z', card: 'Gravebane Zombie' }], library },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['z'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual([]);
    expect(g.names('p2', 'library')).toEqual(['Gravebane Zombie', ...library]);
  });

  it("Nissa's Chosen dealt lethal damage: on the bottom of its owner's library", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Lightning Bolt'], battlefield: ['Mountain'] },
          p2: { battlefield: [{ id: 'n', card: "Nissa's Chosen" }], library },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['n'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual([]);
    expect(g.names('p2', 'library')).toEqual([...library, "Nissa's Chosen"]);
  });

  it('Gravebane Zombie discarded from a hand: "would die" is only from the battlefield, so it goes to the graveyard', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Mind Rot'], battlefield: ['Swamp', 'Swamp', 'Swamp'] },
          p2: { hand: ['Gravebane Zombie', 'Forest'], library },
        },
      },
      [{ cast: 'Mind Rot', targets: ['p2'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard').sort()).toEqual(['Forest', 'Gravebane Zombie']);
    expect(g.names('p2', 'library')).toEqual(library);
  });

  it('near misses stay text: another card\'s trip (Leyline of the Void), "return it to its owner\'s hand instead. Until …" (Firestorm Phoenix)', () => {
    const leyline = card(
      'Leyline of the Void',
      '{2}{B}{B}',
      'Enchantment',
      "If this card is in your opening hand, you may begin the game with it on the battlefield.\nIf a card would be put into an opponent's graveyard from anywhere, exile it instead.",
    );
    expect(unenforced(leyline)).toContain(
      "If a card would be put into an opponent's graveyard from anywhere, exile it instead.",
    );
    const phoenix = card(
      'Firestorm Phoenix',
      '{4}{R}{R}',
      'Creature — Phoenix',
      "Flying\nIf this creature would die, return it to its owner's hand instead. Until that player's next turn, that player plays with that card revealed in their hand and can't play it.",
      '3/2',
    );
    expect(unenforced(phoenix)).toHaveLength(1);
  });
});
