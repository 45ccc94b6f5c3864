// "gets +1/+0 for each artifact you control", "gets -1/-1 for each Swamp you control" (CR 613.4c,
// 611.3a): a static power/toughness change counted continuously, any signs, counting objects on
// the battlefield, cards in a zone or counters. Real cards. Near miss: "Each legendary creature
// you control gets +1/+1 for each other legendary creature you control" (Heroes' Podium): "other"
// is each affected creature's, which is not read, so it stays text. (An Aura's "other" than the
// creature it enchants is read: counted-pt.test.ts, Bravado.)
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const plating = card(
  'Cranial Plating',
  '{2}',
  'Artifact — Equipment',
  'Equipped creature gets +1/+0 for each artifact you control.\n{B}{B}: Attach this Equipment to target creature you control.\nEquip {1}',
);
const quag = card(
  'Quag Sickness',
  '{2}{B}',
  'Enchantment — Aura',
  'Enchant creature\nEnchanted creature gets -1/-1 for each Swamp you control.',
);
const mogg = card(
  'Mogg Squad',
  '{1}{R}',
  'Creature — Goblin',
  'This creature gets -1/-1 for each other creature on the battlefield.',
  '3/3',
);
const wight = card(
  'Wight of Precinct Six',
  '{1}{B}',
  'Creature — Zombie',
  "This creature gets +1/+1 for each creature card in your opponents' graveyards.",
  '1/1',
);
const mask = card(
  'Ancestral Mask',
  '{2}{G}',
  'Enchantment — Aura',
  'Enchant creature\nEnchanted creature gets +2/+2 for each other enchantment on the battlefield.',
);
const CARDS = compiled(plating, quag, mogg, wight, mask);

describe('static "gets +N/+M for each …" (CR 613.4c)', () => {
  it('Cranial Plating: +1/+0 for each artifact its controller controls, itself included', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'bears', card: 'Grizzly Bears' },
              { id: 'cp', card: 'Cranial Plating', attachedTo: 'bears' },
              'Cranial Plating',
            ],
          },
        },
      },
      [],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    // Two artifacts: +2/+0 from the attached one only.
    expect(pt(g, 'bears')).toEqual([4, 2]);
  });

  it('Quag Sickness: -1/-1 for each Swamp; a 2/2 with three Swamps dies (CR 704.5f)', () => {
    const one = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Swamp', { card: 'Quag Sickness', attachedTo: 'bears' }] },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [],
      { cards: CARDS },
    );
    expect(one.error).toBeNull();
    expect(pt(one, 'bears')).toEqual([1, 1]);
    const two = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Quag Sickness'] },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [{ cast: 'Quag Sickness', targets: ['bears'] }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(two.error).toBeNull();
    // The Swamps the caster controls count, tapped or not: -3/-3 on a 2/2.
    expect(two.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
  });

  it('Mogg Squad: -1/-1 for each other creature on the battlefield, either side, not itself', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'mogg', card: 'Mogg Squad' }, 'Grizzly Bears'] },
          p2: { battlefield: ['Grizzly Bears'] },
        },
      },
      [],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'mogg')).toEqual([1, 1]);
  });

  it("Wight of Precinct Six: creature cards in opponents' graveyards count, its own controller's don't", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'w', card: 'Wight of Precinct Six' }], graveyard: ['Grizzly Bears'] },
          p2: { graveyard: ['Grizzly Bears', 'Giant Spider', 'Shock'] },
        },
      },
      [],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'w')).toEqual([3, 3]);
  });

  it('Ancestral Mask: "other enchantment" is other than the Mask (its own kind)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'bears', card: 'Grizzly Bears' },
              { card: 'Ancestral Mask', attachedTo: 'bears' },
              { card: 'Quag Sickness', attachedTo: 'bears' },
            ],
          },
        },
      },
      [],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    // One other enchantment (+2/+2); no Swamps (-0/-0).
    expect(pt(g, 'bears')).toEqual([4, 4]);
  });

  it('near miss: Heroes\' Podium\'s "each other legendary creature you control" stays text', () => {
    const podium = card(
      "Heroes' Podium",
      '{5}',
      'Legendary Artifact',
      'Each legendary creature you control gets +1/+1 for each other legendary creature you control.\n{X}, {T}: Look at the top X cards of your library. You may reveal a legendary creature card from among them and put it into your hand. Put the rest on the bottom of your library in a random order.',
    );
    expect(unenforced(podium)[0]).toBe(
      'Each legendary creature you control gets +1/+1 for each other legendary creature you control.',
    );
  });
});
