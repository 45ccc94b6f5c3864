// "If a source … would deal damage to X, prevent N of that damage" on real pool cards (CR
// 615.1a): a static prevention effect that prevents N of each damage event that matches, checked
// as the damage would be dealt. Near misses stay text: "you may prevent X of that damage"
// (Battletide Alchemist: a choice and an amount that varies), a condition ("As long as this
// artifact is untapped, …", Thunderstaff).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const guardianSeraph = card(
  'Guardian Seraph',
  '{2}{W}{W}',
  'Creature — Angel',
  'Flying\nIf a source an opponent controls would deal damage to you, prevent 1 of that damage.',
  '3/4',
);
const dauntingDefender = card(
  'Daunting Defender',
  '{4}{W}',
  'Creature — Human Cleric',
  'If a source would deal damage to a Cleric creature you control, prevent 1 of that damage.',
  '3/3',
);
const sphereOfLaw = card(
  'Sphere of Law',
  '{3}{W}',
  'Enchantment',
  'If a red source would deal damage to you, prevent 2 of that damage.',
);
const samiteHealer = card(
  'Samite Healer',
  '{1}{W}',
  'Creature — Human Cleric',
  '{T}: Prevent the next 1 damage that would be dealt to any target this turn.',
  '1/1',
);
const battletideAlchemist = card(
  'Battletide Alchemist',
  '{3}{W}{W}',
  'Creature — Kithkin Cleric',
  'If a source would deal damage to a player, you may prevent X of that damage, where X is the number of Clerics you control.',
  '3/4',
);
const thunderstaff = card(
  'Thunderstaff',
  '{3}',
  'Artifact',
  'As long as this artifact is untapped, if a creature would deal combat damage to you, prevent 1 of that damage.\n{2}, {T}: Attacking creatures get +1/+0 until end of turn.',
);
const remKarolus = card(
  'Rem Karolus, Stalwart Slayer',
  '{1}{R}{W}',
  'Legendary Creature — Human Knight',
  'Flying, haste\nIf a spell would deal damage to you or another permanent you control, prevent that damage.\nIf a spell would deal damage to an opponent or a permanent an opponent controls, it deals that much damage plus 1 instead.',
  '2/3',
);
const CARDS = compiled(guardianSeraph, dauntingDefender, sphereOfLaw, samiteHealer, remKarolus);

describe('static "prevent N of that damage" (CR 615.1a)', () => {
  it("Guardian Seraph: an opponent's Shock deals 1 to its controller, and 1 to the Seraph itself is not prevented", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain', 'Mountain'], hand: ['Shock', 'Shock'] },
          p2: { battlefield: [{ id: 's', card: 'Guardian Seraph' }] },
        },
      },
      [{ cast: 'Shock', targets: ['p2'] }, { pass: true }, { cast: 'Shock', targets: ['s'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(19);
    expect(g.get('s').damage).toBe(2);
  });

  it("Guardian Seraph prevents nothing of damage from its controller's own source", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Guardian Seraph', 'Mountain'], hand: ['Shock'] },
        },
      },
      [{ cast: 'Shock', targets: ['p1'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.life).toBe(18);
  });

  it('Daunting Defender: 1 of the damage to each Cleric its controller controls is prevented, none to the Bears', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'], hand: ['Shock', 'Shock'] },
          p2: {
            battlefield: [
              { id: 'd', card: 'Daunting Defender' },
              { id: 'h', card: 'Samite Healer' },
              { id: 'b', card: 'Grizzly Bears' },
            ],
          },
        },
      },
      [{ cast: 'Shock', targets: ['d'] }, { pass: true }, { cast: 'Shock', targets: ['b'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('d').damage).toBe(1);
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.names('p2', 'battlefield')).toContain('Samite Healer');
  });

  it('Sphere of Law: a red Shock to its controller is prevented in full; green Bears attacking deal their 2', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain', { id: 'a', card: 'Grizzly Bears' }], hand: ['Shock'] },
          p2: { battlefield: ['Sphere of Law'] },
        },
      },
      [{ cast: 'Shock', targets: ['p2'] }, { pass: true }, { advance: 'declareAttackers' }, { attack: ['a'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(20);
    g.act({ advance: 'end' });
    expect(g.state.players.p2.life).toBe(18);
  });

  it('Sphere of Law before a "next 1 damage" shield: a red Shock uses up none of the shield (CR 616.1)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain'], hand: ['Shock'] },
          p2: { battlefield: ['Sphere of Law', { id: 'h', card: 'Samite Healer' }] },
        },
      },
      [
        { activate: 'h', targets: ['p2'], player: 'p2' },
        { pass: true },
        { cast: 'Shock', targets: ['p2'] },
        { pass: true },
      ],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(20);
    expect(g.state.shields.some((s) => s.kind === 'prevention' && s.amount === 1)).toBe(true);
  });

  it('Rem Karolus ("If a spell would deal damage to you or another permanent you control, prevent that damage"): an opponent\'s Shocks to its controller and their Bears are prevented, one to Rem itself is not', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain', 'Mountain', 'Mountain'], hand: ['Shock', 'Shock', 'Shock'] },
          p2: {
            battlefield: [
              { id: 'r', card: 'Rem Karolus, Stalwart Slayer' },
              { id: 'b', card: 'Grizzly Bears' },
            ],
          },
        },
      },
      [
        { cast: 'Shock', targets: ['p2'] },
        { pass: true },
        { cast: 'Shock', targets: ['b'] },
        { pass: true },
        { cast: 'Shock', targets: ['r'] },
        { pass: true },
      ],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(20);
    expect(g.get('b').damage).toBe(0);
    expect(g.get('r').damage).toBe(2);
  });

  it('near misses stay text: "you may prevent X", a condition "As long as …"', () => {
    expect(unenforced(battletideAlchemist)).toHaveLength(1);
    expect(unenforced(thunderstaff)).toEqual([
      'As long as this artifact is untapped, if a creature would deal combat damage to you, prevent 1 of that damage.',
    ]);
  });
});
