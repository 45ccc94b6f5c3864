// "~ enters with … counters on it if … / for each … / where X is …" (CR 614.1c, 614.12): a
// replacement of how the permanent enters, read as it would enter — so no count includes the
// permanent itself, and nothing is read from a zone the card itself may have just left.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const slasher = card(
  'Cackling Slasher',
  '{3}{B}',
  'Creature — Human Assassin',
  'Deathtouch\nThis creature enters with a +1/+1 counter on it if a creature died this turn.',
  '3/3',
);
const captain = card(
  'Squad Captain',
  '{4}{W}',
  'Creature — Human Soldier',
  "Vigilance (Attacking doesn't cause this creature to tap.)\nThis creature enters with a +1/+1 counter on it for each other creature you control.",
  '2/2',
);
const soulbinders = card(
  'Custodi Soulbinders',
  '{3}{W}',
  'Creature — Human Cleric',
  'This creature enters with X +1/+1 counters on it, where X is the number of other creatures on the battlefield.\n{2}{W}, Remove a +1/+1 counter from this creature: Create a 1/1 white Spirit creature token with flying.',
  '0/0',
);
const cards = compiled(slasher, captain, soulbinders);

function board(hand: string[], lands: string, mine: string[] = []) {
  return game(
    {
      turn: main,
      players: {
        p1: { battlefield: [lands, lands, lands, lands, lands, 'Mountain', ...mine], hand },
        p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }, 'Llanowar Elves'] },
      },
    },
    [],
    { cards },
  );
}

describe('"… if <condition>": the counters only when the condition holds as it enters', () => {
  it('Cackling Slasher after a creature died this turn: 4/4', () => {
    const g = board(['Lightning Bolt', 'Cackling Slasher'], 'Swamp');
    g.act({ cast: 'Lightning Bolt', targets: ['bears'] });
    g.act({ pass: true });
    g.act({ cast: 'Cackling Slasher' });
    g.act({ pass: true });
    expect(g.get('Cackling Slasher').counters).toEqual({ '+1/+1': 1 });
    expect(pt(g, 'Cackling Slasher')).toEqual([4, 4]);
  });

  it('Cackling Slasher with no creature dead this turn: no counter', () => {
    const g = board(['Cackling Slasher'], 'Swamp');
    g.act({ cast: 'Cackling Slasher' });
    g.act({ pass: true });
    expect(g.get('Cackling Slasher').counters['+1/+1'] ?? 0).toBe(0);
    expect(pt(g, 'Cackling Slasher')).toEqual([3, 3]);
  });
});

describe('"… for each …" and "X …, where X is …": counted as it would enter, never itself', () => {
  it("Squad Captain with two other creatures of its controller: two counters (the opponent's don't count)", () => {
    const g = board(['Squad Captain'], 'Plains', ['Grizzly Bears', 'Giant Spider']);
    g.act({ cast: 'Squad Captain' });
    g.act({ pass: true });
    expect(g.get('Squad Captain').counters).toEqual({ '+1/+1': 2 });
  });

  it('Custodi Soulbinders counts the other creatures on the battlefield, both sides', () => {
    const g = board(['Custodi Soulbinders'], 'Plains', ['Grizzly Bears']);
    g.act({ cast: 'Custodi Soulbinders' });
    g.act({ pass: true });
    expect(g.get('Custodi Soulbinders').counters).toEqual({ '+1/+1': 3 });
    expect(pt(g, 'Custodi Soulbinders')).toEqual([3, 3]);
  });
});

describe('near misses stay text', () => {
  // "if you cast it from your hand" is read now: see if-you-cast-it.test.ts (Patched Plaything).
  // A count of a graveyard's cards is read now, as it was just before the card entered (CR 614.12):
  // see enters-with-graveyard-count.test.ts (Golgari Raiders). A total mana value there is not.
  it('a total mana value of graveyard cards (Inferno Project)', () => {
    const project = card(
      'Inferno Project',
      '{6}{R}',
      'Creature — Elemental',
      'Trample\nThis creature enters with X +1/+1 counters on it, where X is the total mana value of instant and sorcery cards in your graveyard.',
      '0/0',
    );
    expect(unenforced(project)).toHaveLength(1);
  });
});
