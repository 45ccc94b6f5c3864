// "When this creature is put into your graveyard from the battlefield, …" (Zodiac Dragon): a card
// goes to its owner's graveyard (CR 400.3), so it triggers when it leaves the battlefield under
// its owner's control (as it last existed, 603.10a) and goes there, a condition of the event
// (603.2); a creature its controller doesn't own goes to another graveyard and doesn't trigger.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, run } from './compiled';

const dragon = card(
  'Zodiac Dragon',
  '{7}{R}{R}',
  'Creature — Dragon',
  'When this creature is put into your graveyard from the battlefield, you may return it to your hand.',
  '8/8',
);
const murder = card('Murder', '{1}{B}{B}', 'Instant', 'Destroy target creature.');
const CARDS = compiled(dragon, murder);

function murdered(owner: 'p1' | 'p2') {
  const g = game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: [{ id: 'drag', card: 'Zodiac Dragon', owner }, 'Swamp', 'Swamp', 'Swamp'],
          hand: ['Murder'],
        },
        p2: {},
      },
    },
    [{ cast: 'Murder', targets: ['drag'] }, { pass: true }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

describe('"When ~ is put into your graveyard from the battlefield" (CR 400.3, 603.10a)', () => {
  it('Zodiac Dragon dies under its owner’s control: it may return to its owner’s hand', () => {
    const g = murdered('p1');
    expect(g.stack()).toEqual(['Zodiac Dragon ability']);
    run(g, [true]);
    expect(g.names('p1', 'hand')).toEqual(['Zodiac Dragon']);
  });

  it('a Zodiac Dragon its controller doesn’t own goes to its owner’s graveyard: no trigger', () => {
    const g = murdered('p2');
    expect(g.stack()).toEqual([]);
    expect(g.names('p2', 'graveyard')).toEqual(['Zodiac Dragon']);
  });
});
