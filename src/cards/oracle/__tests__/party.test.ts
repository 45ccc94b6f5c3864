// Party (CR 700.8): up to one each of Cleric, Rogue, Warrior and Wizard among the creatures you
// control, one role per creature. "The number of creatures in your party", "for each creature in
// your party" (a cost change too, 601.2f) and "if you have a full party".
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const commander = card(
  'Squad Commander',
  '{3}{W}',
  'Creature — Kor Warrior',
  'When this creature enters, create a 1/1 white Kor Warrior creature token for each creature in your party. (Your party consists of up to one each of Cleric, Rogue, Warrior, and Wizard.)\nAt the beginning of combat on your turn, if you have a full party, creatures you control get +1/+0 and gain indestructible until end of turn.',
  '3/3',
);
const colossus = card(
  'Sea Gate Colossus',
  '{7}',
  'Artifact Creature — Golem Warrior',
  'This spell costs {1} less to cast for each creature in your party. (Your party consists of up to one each of Cleric, Rogue, Warrior, and Wizard.)',
  '7/5',
);
const evangel = card('Cabal Evangel', '{1}{B}', 'Creature — Human Cleric', '', '2/2');
const wizard = card('Fugitive Wizard', '{U}', 'Creature — Human Wizard', '', '1/1');
const scoundrel = card('Krovikan Scoundrel', '{1}{B}', 'Creature — Human Rogue', '', '2/1');
const archpriest = card(
  'Archpriest of Iona',
  '{W}',
  'Creature — Human Cleric',
  "Archpriest of Iona's power is equal to the number of creatures in your party. (Your party consists of up to one each of Cleric, Rogue, Warrior, and Wizard.)\nAt the beginning of combat on your turn, if you have a full party, target creature gets +1/+1 and gains flying until end of turn.",
  '*/2',
);
const CARDS = compiled(commander, colossus, evangel, wizard, scoundrel, archpriest);
const plains = (n: number) => Array.from({ length: n }, () => 'Plains');

describe('party (CR 700.8)', () => {
  it('Squad Commander: two Clerics fill one role; with a Wizard and itself, three tokens', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [...plains(4), 'Cabal Evangel', 'Cabal Evangel', 'Fugitive Wizard'],
            hand: ['Squad Commander'],
          },
        },
      },
      [{ cast: 'Squad Commander' }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield').filter((n) => n === 'Kor Warrior Token (token)')).toHaveLength(3);
  });

  it('Sea Gate Colossus costs {1} less per party member on the battlefield (not itself): {5} with a Cleric and a Wizard', () => {
    const board = (lands: number) => ({
      turn: main,
      players: {
        p1: {
          battlefield: [...plains(lands), 'Cabal Evangel', 'Cabal Evangel', 'Fugitive Wizard'],
          hand: ['Sea Gate Colossus'],
        },
      },
    });
    const five = game(board(5), [{ cast: 'Sea Gate Colossus' }], { cards: CARDS });
    expect(five.error).toBeNull();
    const four = game(board(4), [{ cast: 'Sea Gate Colossus' }], { cards: CARDS });
    expect(four.error).not.toBeNull();
  });

  it('a full party: at the beginning of combat Squad Commander gives +1/+0; without a Rogue, nothing', () => {
    const board = (rogue: boolean) => ({
      turn: main,
      players: {
        p1: {
          battlefield: [
            { id: 'sq', card: 'Squad Commander' },
            'Cabal Evangel',
            'Fugitive Wizard',
            ...(rogue ? ['Krovikan Scoundrel'] : []),
          ],
        },
      },
    });
    const full = game(board(true), [{ advance: 'beginCombat' }, { pass: true }], { cards: CARDS });
    expect(full.error).toBeNull();
    expect(pt(full, 'sq')).toEqual([4, 3]);
    const short = game(board(false), [{ advance: 'beginCombat' }], { cards: CARDS });
    expect(short.error).toBeNull();
    expect(short.state.stack).toEqual([]);
    expect(pt(short, 'sq')).toEqual([3, 3]);
  });

  it("Archpriest of Iona's power is its party's size, itself included (a Cleric): 2 with a Wizard", () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: [{ id: 'ap', card: 'Archpriest of Iona' }, 'Fugitive Wizard'] } } },
      [],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'ap')).toEqual([2, 2]);
  });

  it('near miss: "a number of cards … equal to the number of creatures in your party" stays text', () => {
    // Coveted Prize's "you may cast a spell … without paying its mana cost" is read now
    // (cast-from-hand-free.test.ts); Acquisitions Expert's reveal of a number of cards is not.
    const expert = card(
      'Acquisitions Expert',
      '{1}{B}',
      'Creature — Human Rogue',
      'When this creature enters, target opponent reveals a number of cards from their hand equal to the number of creatures in your party. You choose one of those cards. That player discards that card. (Your party consists of up to one each of Cleric, Rogue, Warrior, and Wizard.)',
      '1/2',
    );
    expect(unenforced(expert)).toHaveLength(1);
  });
});
