// "white and/or blue creature" (CR 105.2): an object of either color or both — any of them, as
// "white or blue" reads. Evaporate's 1 damage hits a white creature and a blue one, not a green
// one; Sacred Knight can't be blocked by a red creature but can by a green one.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const evaporate = card(
  'Evaporate',
  '{2}{R}',
  'Sorcery',
  'Evaporate deals 1 damage to each white and/or blue creature.',
);
const sacredKnight = card(
  'Sacred Knight',
  '{3}{W}',
  'Creature — Human Knight',
  "This creature can't be blocked by black and/or red creatures.",
  '3/2',
);
/** Vanilla creatures of one color each. */
const whiteOne = card('Savannah Lions', '{W}', 'Creature — Cat', '', '2/1');
const blueOne = card('Coral Merfolk', '{1}{U}', 'Creature — Merfolk', '', '2/1');
const redOne = card('Gray Ogre', '{2}{R}', 'Creature — Ogre', '', '2/2');
const CARDS = compiled(evaporate, sacredKnight, whiteOne, blueOne, redOne);

describe('a color "and/or" another (CR 105.2)', () => {
  it('Evaporate: 1 damage to the white and the blue creature (both die), none to the green Bears', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Mountain', 'Mountain', 'Mountain', { id: 'lions', card: 'Savannah Lions' }],
            hand: ['Evaporate'],
          },
          p2: {
            battlefield: [
              { id: 'merfolk', card: 'Coral Merfolk' },
              { id: 'bears', card: 'Grizzly Bears' },
            ],
          },
        },
      },
      [{ cast: 'Evaporate' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(expect.arrayContaining(['Savannah Lions', 'Evaporate']));
    expect(g.names('p2', 'graveyard')).toEqual(['Coral Merfolk']);
    expect(g.get('bears').damage).toBe(0);
  });

  it("Sacred Knight: a red creature can't block it; a green one can", () => {
    const board = () =>
      game(
        {
          turn: main,
          players: {
            p1: { battlefield: [{ id: 'knight', card: 'Sacred Knight' }] },
            p2: {
              battlefield: [
                { id: 'ogre', card: 'Gray Ogre' },
                { id: 'bears', card: 'Grizzly Bears' },
              ],
            },
          },
        },
        [{ advance: 'declareAttackers' }, { attack: ['knight'] }],
        { cards: CARDS },
      );
    const g = board();
    expect(g.error).toBeNull();
    expect(() => g.act({ block: { ogre: 'knight' }, player: 'p2' })).toThrow();
    const h = board();
    h.act({ block: { bears: 'knight' }, player: 'p2' });
    expect(h.error).toBeNull();
  });

  it('near miss stays text: "It deals 5 damage instead if that target is white and/or blue" (a condition on the target)', () => {
    const barrage = card(
      'Lithomantic Barrage',
      '{R}',
      'Sorcery',
      "This spell can't be countered.\nLithomantic Barrage deals 1 damage to target creature or planeswalker. It deals 5 damage instead if that target is white and/or blue.",
    );
    expect(unenforced(barrage)).toHaveLength(1);
  });
});
