// "the greatest power / toughness among other creatures you control", "the total toughness of
// other creatures you control" (CR 208.1) and "the amount of life you've gained this turn" (CR
// 119.3): amounts read by "enters with X +1/+1 counters on it, where X is …" (CR 614.1c, read as
// the permanent would enter, 614.12) and by resolving abilities. "Other" leaves out the source;
// only the creatures its controller controls count.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const zegana = card(
  'Prime Speaker Zegana',
  '{2}{G}{G}{U}{U}',
  'Legendary Creature — Merfolk Wizard',
  'Prime Speaker Zegana enters with X +1/+1 counters on it, where X is the greatest power among other creatures you control.\nWhen Prime Speaker Zegana enters, draw cards equal to its power.',
  '1/1',
);
const titan = card(
  'Towering Titan',
  '{4}{G}{G}',
  'Creature — Giant',
  'This creature enters with X +1/+1 counters on it, where X is the total toughness of other creatures you control.\nSacrifice a creature with defender: All creatures gain trample until end of turn.',
  '0/0',
);
const wurm = card(
  'Voracious Wurm',
  '{1}{G}',
  'Creature — Wurm',
  "This creature enters with X +1/+1 counters on it, where X is the amount of life you've gained this turn.",
  '2/2',
);
const hunter = card(
  'Flourishing Hunter',
  '{4}{G}{G}',
  'Creature — Wolf Spirit',
  'When this creature enters, you gain life equal to the greatest toughness among other creatures you control.',
  '6/6',
);
const revitalize = card('Revitalize', '{1}{W}', 'Instant', 'You gain 3 life.\nDraw a card.');
const hillGiant = card('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3/3');
const cards = compiled(zegana, titan, wurm, hunter, revitalize, hillGiant);

const lands = (name: string, n: number) => Array<string>(n).fill(name);

/** p1 casts `name` with `lands` and `mine` beside; p2 has a 2/4 and a 3/3 of its own. */
function cast(name: string, battlefield: string[], extra: string[] = [], life = 20) {
  return game(
    {
      turn: main,
      players: {
        p1: { life, battlefield, hand: [name, ...extra], library: lands('Island', 8) },
        p2: { battlefield: ['Giant Spider', 'Hill Giant'], library: lands('Island', 2) },
      },
    },
    [],
    { cards },
  );
}

describe('"enters with X +1/+1 counters on it, where X is …" (CR 614.1c, 614.12)', () => {
  it('Prime Speaker Zegana: the greatest power among its controller’s other creatures (3), then draws 4', () => {
    const g = cast('Prime Speaker Zegana', [
      ...lands('Forest', 3),
      ...lands('Island', 3),
      'Grizzly Bears',
      'Hill Giant',
      'Llanowar Elves',
    ]);
    g.act({ cast: 'Prime Speaker Zegana' });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.get('Prime Speaker Zegana').counters).toEqual({ '+1/+1': 3 });
    expect(pt(g, 'Prime Speaker Zegana')).toEqual([4, 4]);
    // Its enters trigger draws cards equal to its power as it resolves: 4.
    g.act({ pass: true });
    expect(g.names('p1', 'hand')).toHaveLength(4);
  });

  it('Prime Speaker Zegana alone: no counters (its own power is not "other"), a 1/1', () => {
    const g = cast('Prime Speaker Zegana', [...lands('Forest', 3), ...lands('Island', 3)]);
    g.act({ cast: 'Prime Speaker Zegana' });
    g.act({ pass: true });
    expect(g.get('Prime Speaker Zegana').counters['+1/+1'] ?? 0).toBe(0);
    expect(pt(g, 'Prime Speaker Zegana')).toEqual([1, 1]);
  });

  it("Towering Titan: the total toughness of its controller's other creatures (2 + 4), not the opponent's", () => {
    const g = cast('Towering Titan', [...lands('Forest', 6), 'Grizzly Bears', 'Giant Spider']);
    g.act({ cast: 'Towering Titan' });
    g.act({ pass: true });
    expect(g.get('Towering Titan').counters).toEqual({ '+1/+1': 6 });
    expect(pt(g, 'Towering Titan')).toEqual([6, 6]);
  });

  it('Voracious Wurm after its controller gained 3 life this turn: three counters, a 5/5', () => {
    const g = cast('Voracious Wurm', [...lands('Forest', 2), ...lands('Plains', 2)], ['Revitalize']);
    g.act({ cast: 'Revitalize' });
    g.act({ pass: true });
    expect(g.state.players.p1.life).toBe(23);
    g.act({ cast: 'Voracious Wurm' });
    g.act({ pass: true });
    expect(g.get('Voracious Wurm').counters).toEqual({ '+1/+1': 3 });
    expect(pt(g, 'Voracious Wurm')).toEqual([5, 5]);
  });

  it('Voracious Wurm with no life gained this turn: no counters, a 2/2', () => {
    const g = cast('Voracious Wurm', lands('Forest', 2));
    g.act({ cast: 'Voracious Wurm' });
    g.act({ pass: true });
    expect(g.get('Voracious Wurm').counters['+1/+1'] ?? 0).toBe(0);
    expect(pt(g, 'Voracious Wurm')).toEqual([2, 2]);
  });
});

describe('"the greatest toughness among other creatures you control" in a resolving ability (CR 208.1)', () => {
  it('Flourishing Hunter gains 4 (Giant Spider), not its own 6 nor the opponent’s creatures', () => {
    const g = cast('Flourishing Hunter', [...lands('Forest', 6), 'Grizzly Bears', 'Giant Spider'], [], 10);
    g.act({ cast: 'Flourishing Hunter' });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.state.players.p1.life).toBe(14);
  });
});

describe('near misses stay text', () => {
  it('Ambitious Dragonborn: "… among creatures you control and creature cards in your graveyard"', () => {
    const dragonborn = card(
      'Ambitious Dragonborn',
      '{3}{G}',
      'Creature — Dragon Barbarian',
      'This creature enters with X +1/+1 counters on it, where X is the greatest power among creatures you control and creature cards in your graveyard.',
      '0/0',
    );
    expect(unenforced(dragonborn)).toHaveLength(1);
  });

  it('Ghalta and Mavren\'s "greatest power among other attacking creatures" (not "you control") is not this amount', async () => {
    const { parseStaticAmount } = await import('../phrases/amounts');
    expect(parseStaticAmount('the greatest power among other attacking creatures')).toBeNull();
  });
});
