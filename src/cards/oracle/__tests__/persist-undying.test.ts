// Persist (CR 702.79a) and undying (702.93a): "When this creature dies, if it had no -1/-1 (+1/+1)
// counters on it, return it to the battlefield under its owner's control with a -1/-1 (+1/+1)
// counter on it." The condition reads the creature as it last existed (603.10a); the card
// returns as a new object with the counter as it enters (122.6, 400.7). Real pool cards.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt } from './compiled';

const finks = card(
  'Kitchen Finks',
  '{1}{G/W}{G/W}',
  'Creature — Ouphe',
  "When this creature enters, you gain 2 life.\nPersist (When this creature dies, if it had no -1/-1 counters on it, return it to the battlefield under its owner's control with a -1/-1 counter on it.)",
  '3/2',
);
const ghoul = card(
  'Butcher Ghoul',
  '{1}{B}',
  'Creature — Zombie',
  "Undying (When this creature dies, if it had no +1/+1 counters on it, return it to the battlefield under its owner's control with a +1/+1 counter on it.)",
  '1/1',
);
const CARDS = compiled(finks, ghoul);

/** p1's `creature` on the battlefield (with `counters`), and p1 casts Lightning Bolt at it. */
function bolt(creature: string, counters: Record<string, number> = {}) {
  const g = game(
    {
      turn: main,
      players: {
        p1: { battlefield: ['Mountain', { id: 'it', card: creature, counters }], hand: ['Lightning Bolt'] },
      },
    },
    [{ cast: 'Lightning Bolt', targets: ['it'] }, { pass: true }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

describe('persist (CR 702.79a)', () => {
  it('Kitchen Finks dies with no -1/-1 counter: it returns with one (2/1), and its enters trigger gains 2 life', () => {
    const g = bolt('Kitchen Finks');
    expect(g.names('p1', 'graveyard')).toEqual(['Lightning Bolt', 'Kitchen Finks']);
    g.act({ pass: true });
    expect(g.names('p1', 'battlefield')).toContain('Kitchen Finks');
    expect(g.get('Kitchen Finks').counters['-1/-1']).toBe(1);
    expect(pt(g, 'Kitchen Finks')).toEqual([2, 1]);
    g.act({ pass: true });
    expect(g.state.players.p1.life).toBe(22);
  });

  it('Kitchen Finks that had a -1/-1 counter stays in the graveyard', () => {
    const g = bolt('Kitchen Finks', { '-1/-1': 1 });
    expect(g.names('p1', 'graveyard')).toEqual(['Lightning Bolt', 'Kitchen Finks']);
    // The intervening "if" is false as it dies: the ability doesn't trigger (CR 603.4).
    expect(g.state.stack).toEqual([]);
  });
});

describe('undying (CR 702.93a)', () => {
  it('Butcher Ghoul returns with a +1/+1 counter (2/2); with one already, it does not', () => {
    const g = bolt('Butcher Ghoul');
    g.act({ pass: true });
    expect(g.get('Butcher Ghoul').counters['+1/+1']).toBe(1);
    expect(pt(g, 'Butcher Ghoul')).toEqual([2, 2]);
    const again = bolt('Butcher Ghoul', { '+1/+1': 1 });
    expect(again.state.stack).toEqual([]);
    expect(again.names('p1', 'graveyard')).toContain('Butcher Ghoul');
  });
});
