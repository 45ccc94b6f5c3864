// "This spell costs {2} less to cast if it targets a creature card with mana value 3 or less"
// (Revoke Demise, No One Left Behind): the condition is checked on the targets chosen (CR 601.2c)
// as the total cost is determined (601.2f). "A creature card" names no zone: a card in a zone
// other than the battlefield and the stack (there it is a permanent or a spell, CR 110.1, 112.1).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const revoke = card(
  'Revoke Demise',
  '{4}{B}',
  'Sorcery',
  'This spell costs {2} less to cast if it targets a creature card with mana value 3 or less.\nReturn target creature card from your graveyard to the battlefield. You gain 2 life.',
);
const noOne = card(
  'No One Left Behind',
  '{4}{B}',
  'Sorcery',
  'This spell costs {3} less to cast if it targets a creature card with mana value 3 or less.\nReturn target creature card from your graveyard to the battlefield.',
);
const shivan = card(
  'Shivan Dragon',
  '{4}{R}{R}',
  'Creature — Dragon',
  'Flying\n{R}: This creature gets +1/+0 until end of turn.',
  '5/5',
);
const CARDS = compiled(revoke, noOne, shivan);
const swamps = (n: number) => Array.from({ length: n }, () => 'Swamp');
const board = (n: number, spell: string) => ({
  turn: main,
  players: {
    p1: {
      battlefield: swamps(n),
      hand: [spell],
      graveyard: [
        { id: 'bears', card: 'Grizzly Bears' },
        { id: 'dragon', card: 'Shivan Dragon' },
      ],
    },
  },
});

describe('"if it targets a creature card …" in a spell’s own cost change (CR 601.2c, 601.2f)', () => {
  it('compiles fully', () => {
    expect(unenforced(revoke)).toEqual([]);
    expect(unenforced(noOne)).toEqual([]);
  });

  it('Revoke Demise costs {2}{B} targeting a creature card with mana value 2, {4}{B} targeting one with 6', () => {
    const cheap = game(board(3, 'Revoke Demise'), [{ cast: 'Revoke Demise', targets: ['bears'] }, { pass: true }], {
      cards: CARDS,
    });
    expect(cheap.error).toBeNull();
    expect(cheap.names('p1', 'battlefield')).toContain('Grizzly Bears');
    expect(cheap.state.players.p1.life).toBe(22);

    const dear = game(board(3, 'Revoke Demise'), [{ cast: 'Revoke Demise', targets: ['dragon'] }], { cards: CARDS });
    expect(dear.error).not.toBeNull();
    expect(dear.names('p1', 'graveyard')).toContain('Shivan Dragon');

    const paid = game(board(5, 'Revoke Demise'), [{ cast: 'Revoke Demise', targets: ['dragon'] }, { pass: true }], {
      cards: CARDS,
    });
    expect(paid.error).toBeNull();
    expect(paid.names('p1', 'battlefield')).toContain('Shivan Dragon');
  });

  it('No One Left Behind costs {1}{B} targeting a creature card with mana value 3 or less', () => {
    const g = game(
      board(2, 'No One Left Behind'),
      [{ cast: 'No One Left Behind', targets: ['bears'] }, { pass: true }],
      {
        cards: CARDS,
      },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield')).toContain('Grizzly Bears');
  });

  it('near misses stay text: a card in a zone the condition names, two cards', () => {
    const named = card(
      'Named Zone',
      '{4}{B}',
      'Sorcery',
      'This spell costs {2} less to cast if it targets a creature card in your graveyard.\nReturn target creature card from your graveyard to the battlefield.',
    );
    expect(unenforced(named)).toContain(
      'This spell costs {2} less to cast if it targets a creature card in your graveyard.',
    );
    const two = card(
      'Two Cards',
      '{4}{B}',
      'Sorcery',
      'This spell costs {2} less to cast if it targets two creature cards.\nReturn up to two target creature cards from your graveyard to the battlefield.',
    );
    expect(unenforced(two)).toContain('This spell costs {2} less to cast if it targets two creature cards.');
  });
});
