// "for each Zubera that died this turn", "for each creature that died under your control this
// turn", "if a creature died under your control this turn" (CR 700.4: put into a graveyard from
// the battlefield): the creatures that died this turn matching the phrase as they last existed on
// the battlefield (608.2h) — "under your control" is who controlled each then.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';
import { parseCondition } from '../phrases/conditions';

const zubera = card(
  'Floating-Dream Zubera',
  '{1}{U}',
  'Creature — Zubera Spirit',
  'When this creature dies, draw a card for each Zubera that died this turn.',
  '1/2',
);
const bodyCount = card(
  'Body Count',
  '{2}{B}',
  'Instant',
  'Spectacle {B} (You may cast this spell for its spectacle cost rather than its mana cost if an opponent lost life this turn.)\nDraw a card for each creature that died under your control this turn.',
);
const cards = compiled(zubera, bodyCount);

const library = (n: number) => Array<string>(n).fill('Island');

describe('"for each <creature> that died this turn" (CR 700.4)', () => {
  it('Floating-Dream Zubera counts the Zubera that died (itself included), not the Grizzly Bears', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              'Mountain',
              'Mountain',
              'Mountain',
              { id: 'z1', card: 'Floating-Dream Zubera' },
              { id: 'z2', card: 'Floating-Dream Zubera' },
              { id: 'bears', card: 'Grizzly Bears' },
            ],
            hand: ['Lightning Bolt', 'Lightning Bolt', 'Lightning Bolt'],
            library: library(10),
          },
          p2: { library: library(2) },
        },
      },
      [],
      { cards },
    );
    g.act({ cast: 'Lightning Bolt', targets: ['bears'] });
    g.act({ pass: true });
    g.act({ cast: 'Lightning Bolt', targets: ['z1'] });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    // One Zubera died (the Bears are no Zubera): one card drawn.
    expect(g.names('p1', 'library')).toHaveLength(9);
    g.act({ cast: 'Lightning Bolt', targets: ['z2'] });
    g.act({ pass: true });
    g.act({ pass: true });
    // Two Zubera died this turn: two more.
    expect(g.names('p1', 'library')).toHaveLength(7);
  });

  it("Body Count draws for its caster's creatures that died, not the opponent's", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Mountain', 'Mountain', 'Swamp', 'Swamp', 'Swamp', { id: 'bears', card: 'Grizzly Bears' }],
            hand: ['Lightning Bolt', 'Lightning Bolt', 'Body Count'],
            library: library(10),
          },
          p2: { battlefield: [{ id: 'elves', card: 'Llanowar Elves' }], library: library(2) },
        },
      },
      [],
      { cards },
    );
    g.act({ cast: 'Lightning Bolt', targets: ['bears'] });
    g.act({ pass: true });
    g.act({ cast: 'Lightning Bolt', targets: ['elves'] });
    g.act({ pass: true });
    g.act({ cast: 'Body Count' });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'library')).toHaveLength(9);
  });
});

describe('conditions and near misses', () => {
  it('"if a creature died under your control this turn" reads the controller; "two or more" a count', () => {
    expect(parseCondition('a creature died under your control this turn', { ref: 'source' })).toEqual({
      compare: [{ creaturesDied: 'thisTurn', filter: { controller: 'you' } }, '>', 0],
    });
    expect(parseCondition('two or more creatures died under your control this turn', { ref: 'source' })).toEqual({
      compare: [{ creaturesDied: 'thisTurn', filter: { controller: 'you' } }, '>=', 2],
    });
  });

  it('White Glove Gourmand\'s "another Human died under your control" stays text', () => {
    const gourmand = card(
      'White Glove Gourmand',
      '{2}{W}{B}',
      'Creature — Human Noble',
      'When this creature enters, create two 1/1 white Human Soldier creature tokens.\nAt the beginning of your end step, if another Human died under your control this turn, create a Food token.',
      '2/2',
    );
    expect(unenforced(gourmand)).toHaveLength(1);
  });
});
