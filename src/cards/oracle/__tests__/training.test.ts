// Training (CR 702.149a): "Whenever this creature and at least one other creature with power
// greater than this creature's power attack, put a +1/+1 counter on this creature." Real cards:
// the powers are compared as attackers are declared; equal power is not greater.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const TRAINING =
  'Training (Whenever this creature attacks with another creature with greater power, put a +1/+1 counter on this creature.)';
const rider = card('Gryff Rider', '{2}{W}', 'Creature — Human Knight', `Flying\n${TRAINING}`, '2/1');
const giant = card('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3/3');
const torens = card(
  'Torens, Fist of the Angels',
  '{1}{G}{W}',
  'Legendary Creature — Human Cleric',
  `${TRAINING}\nWhenever you cast a creature spell, create a 1/1 green and white Human Soldier creature token with training.`,
  '2/2',
);
const savior = card(
  'Savior of Ollenbock',
  '{1}{W}{W}',
  'Creature — Human Soldier',
  `${TRAINING}\nWhenever this creature trains, exile up to one other target creature from the battlefield or creature card from a graveyard.\nWhen this creature leaves the battlefield, put the exiled cards onto the battlefield under their owners' control.`,
  '1/2',
);
const CARDS = compiled(rider, giant, torens);

/** p1 attacks with `attackers` from Gryff Rider, Hill Giant and Grizzly Bears; nothing blocks. */
function attack(attackers: string[]) {
  const g = game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: [
            { id: 'rider', card: 'Gryff Rider' },
            { id: 'giant', card: 'Hill Giant' },
            { id: 'bears', card: 'Grizzly Bears' },
          ],
        },
      },
    },
    [{ advance: 'declareAttackers' }, { attack: attackers }, { pass: true }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

describe('training (CR 702.149a)', () => {
  it('Gryff Rider attacking with Hill Giant (power 3 > 2) gets a +1/+1 counter', () => {
    const g = attack(['rider', 'giant']);
    expect(g.get('rider').counters).toEqual({ '+1/+1': 1 });
    expect(pt(g, 'rider')).toEqual([3, 2]);
  });

  it('with Grizzly Bears (power 2, not greater) or alone: no counter', () => {
    expect(attack(['rider', 'bears']).get('rider').counters ?? {}).toEqual({});
    expect(attack(['rider']).get('rider').counters ?? {}).toEqual({});
  });

  it('Hill Giant attacking with Gryff Rider: only the creature with training is checked (the Giant has none)', () => {
    const g = attack(['rider', 'giant']);
    expect(g.get('giant').counters ?? {}).toEqual({});
  });

  it("Torens's Human Soldier token has training: on a later turn it attacks with Hill Giant and gets a counter", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'torens', card: 'Torens, Fist of the Angels' },
              { id: 'giant', card: 'Hill Giant' },
              'Forest',
              'Forest',
            ],
            hand: ['Grizzly Bears'],
            library: ['Forest', 'Forest'],
          },
          p2: { library: ['Island', 'Island'] },
        },
      },
      [{ cast: 'Grizzly Bears' }, { pass: true }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'next-turn' });
    expect(g.state.turn.active).toBe('p1');
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['Human Soldier Token', 'giant'] });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(pt(g, 'Human Soldier Token')).toEqual([2, 2]);
  });

  it('near miss: "Whenever this creature trains" (Savior of Ollenbock) stays text', () => {
    expect(unenforced(savior)).toEqual([
      'Whenever this creature trains, exile up to one other target creature from the battlefield or creature card from a graveyard.',
      "When this creature leaves the battlefield, put the exiled cards onto the battlefield under their owners' control.",
    ]);
  });
});
