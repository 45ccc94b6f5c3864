// "This ability triggers only once each turn" (CR 603.2h): the ability's first trigger this turn
// counts; later events the same turn don't trigger it. Real cards played.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compileCard } from '../compile';
import { compiled, main } from './compiled';

const survivalist = card(
  'Battle-Scarred Survivalist',
  '{1}{B}',
  'Creature — Klingon Scout',
  "Menace (This creature can't be blocked except by two or more creatures.)\nWhenever another creature dies, put a +1/+1 counter on this creature. This ability triggers only once each turn.",
  '1/1',
);
const CARDS = compiled(survivalist);

describe('"This ability triggers only once each turn" (CR 603.2h)', () => {
  it('two creatures die in one turn: one trigger, one counter', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Battle-Scarred Survivalist', 'Mountain', 'Mountain'],
            hand: ['Lightning Bolt', 'Shock'],
          },
          p2: {
            battlefield: [
              { id: 'b1', card: 'Grizzly Bears' },
              { id: 'b2', card: 'Grizzly Bears' },
            ],
          },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['b1'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.stack()).toEqual(['Battle-Scarred Survivalist ability']);
    g.act({ pass: true });
    expect(g.get('Battle-Scarred Survivalist').counters['+1/+1']).toBe(1);
    g.act({ cast: 'Shock', targets: ['b2'] });
    g.act({ pass: true });
    // The second Bears died: no trigger this turn.
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears', 'Grizzly Bears']);
    expect(g.stack()).toEqual([]);
    expect(g.get('Battle-Scarred Survivalist').counters['+1/+1']).toBe(1);
  });

  it('without the sentence, the same ability triggers on each death', () => {
    const plain = card(
      'Plain Survivalist',
      '{1}{B}',
      'Creature — Klingon Scout',
      'Whenever another creature dies, put a +1/+1 counter on this creature.',
      '1/1',
    );
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Plain Survivalist', 'Mountain', 'Mountain'], hand: ['Lightning Bolt', 'Shock'] },
          p2: {
            battlefield: [
              { id: 'b1', card: 'Grizzly Bears' },
              { id: 'b2', card: 'Grizzly Bears' },
            ],
          },
        },
      },
      [
        { cast: 'Lightning Bolt', targets: ['b1'] },
        { pass: true },
        { pass: true },
        { cast: 'Shock', targets: ['b2'] },
        { pass: true },
        { pass: true },
      ],
      { cards: compiled(plain) },
    );
    expect(g.error).toBeNull();
    expect(g.get('Plain Survivalist').counters['+1/+1']).toBe(2);
  });

  it('near miss: on an ability read as one per trigger event ("enters or attacks") it stays text', () => {
    const twoEvents = card(
      'Twice Survivalist',
      '{1}{B}',
      'Creature — Klingon Scout',
      'Whenever this creature enters or attacks, put a +1/+1 counter on this creature. This ability triggers only once each turn.',
      '1/1',
    );
    expect(compileCard(twoEvents).abilities.find((a) => !a.enforced)?.reason).toMatch(/more than one trigger event/);
  });
});
