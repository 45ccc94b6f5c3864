// "… gains protection from the color of your choice until end of turn": the colour is chosen as
// the ability resolves (CR 608.2d), and the creature then has protection from it (702.16).
// Real cards played.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main } from './compiled';

const mother = card(
  'Mother of Runes',
  '{W}',
  'Creature — Human Cleric',
  '{T}: Target creature you control gains protection from the color of your choice until end of turn.',
  '1/1',
);
const CARDS = compiled(mother);

function protectedBear(colour: string) {
  const g = game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: [
            { id: 'mother', card: 'Mother of Runes' },
            { id: 'bear', card: 'Grizzly Bears' },
          ],
        },
        p2: { battlefield: ['Mountain'], hand: ['Shock'] },
      },
    },
    [{ activate: 'mother', targets: ['bear'] }, { pass: true }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  expect(g.state.pendingDecision).toMatchObject({ kind: 'chooseOption', purpose: 'color', rule: '608.2d' });
  g.act({ decide: colour });
  return g;
}

describe('protection from the color of your choice (CR 608.2d, 702.16)', () => {
  it('red chosen: Shock can’t target Grizzly Bears', () => {
    const g = protectedBear('R');
    g.act({ pass: true });
    expect(() => g.act({ cast: 'Shock', player: 'p2', targets: ['bear'] })).toThrow(/protection from red/);
  });

  it('blue chosen: Shock still kills it', () => {
    const g = protectedBear('U');
    g.act({ pass: true });
    g.act({ cast: 'Shock', player: 'p2', targets: ['bear'] });
    for (let i = 0; i < 4 && g.state.stack.length; i++) g.act({ pass: true });
    expect(g.names('p1', 'graveyard')).toEqual(['Grizzly Bears']);
  });
});
