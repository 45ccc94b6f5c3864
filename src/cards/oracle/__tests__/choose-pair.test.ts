// "Choose target creature you control and target creature you don't control." (CR 601.2c): both
// targets are chosen as the spell is cast; "the creature you control" names the first, and "those
// creatures fight each other" is a fight between the two (CR 701.14a).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const joust = card(
  'Joust',
  '{1}{R}',
  'Sorcery',
  "Choose target creature you control and target creature you don't control. The creature you control gets +2/+1 until end of turn if it's a Knight. Then those creatures fight each other. (Each deals damage equal to its power to the other.)",
);
const hogMonkey = card(
  'Hog-Monkey Rampage',
  '{1}{R/G}',
  'Instant',
  "Choose target creature you control and target creature you don't control. Put a +1/+1 counter on the creature you control if it has power 4 or greater. Then those creatures fight each other. (Each deals damage equal to its power to the other.)",
);
const hillGiant = card('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3/3');
const crawWurm = card('Craw Wurm', '{4}{G}{G}', 'Creature — Wurm', '', '6/4');
const knightErrant = card('Knight Errant', '{1}{W}', 'Creature — Human Knight', '', '2/2');
const CARDS = compiled(joust, hogMonkey, hillGiant, crawWurm, knightErrant);

const setup = (spell: string, mine: string, theirs: string, lands: string) => ({
  turn: main,
  players: {
    p1: { hand: [spell], battlefield: [lands, lands, lands, { id: 'm', card: mine }] },
    p2: { battlefield: [{ id: 't', card: theirs }] },
  },
});

describe('"Choose target creature you control and target creature you don\'t control" (CR 601.2c, 701.14a)', () => {
  it('Joust with a Knight: it gets +2/+1, then fights and survives', () => {
    const g = game(
      setup('Joust', 'Knight Errant', 'Grizzly Bears', 'Mountain'),
      [{ cast: 'Joust', targets: ['m', 't'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'm')).toEqual([4, 3]);
    expect(g.get('m').damage).toBe(2);
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
  });

  it('Joust without a Knight: no bonus, and two 2/2s fight to the death', () => {
    const g = game(
      setup('Joust', 'Grizzly Bears', 'Grizzly Bears', 'Mountain'),
      [{ cast: 'Joust', targets: ['m', 't'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toContain('Grizzly Bears');
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
  });

  it('Hog-Monkey Rampage with a 6-power creature: a +1/+1 counter, then the fight', () => {
    const g = game(
      setup('Hog-Monkey Rampage', 'Craw Wurm', 'Hill Giant', 'Forest'),
      [{ cast: 'Hog-Monkey Rampage', targets: ['m', 't'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('m').counters).toEqual({ '+1/+1': 1 });
    expect(pt(g, 'm')).toEqual([7, 5]);
    expect(g.get('m').damage).toBe(3);
    expect(g.names('p2', 'graveyard')).toEqual(['Hill Giant']);
  });

  it('Hog-Monkey Rampage with a 2-power creature: no counter', () => {
    const g = game(
      setup('Hog-Monkey Rampage', 'Grizzly Bears', 'Hill Giant', 'Forest'),
      [{ cast: 'Hog-Monkey Rampage', targets: ['m', 't'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('t').damage).toBe(2);
    expect(g.names('p1', 'graveyard')).toContain('Grizzly Bears');
  });

  it('near misses stay text: "Each of those creatures deals damage equal to its toughness", an unread condition', () => {
    const grim = card(
      'Grim Contest',
      '{1}{B}{G}',
      'Instant',
      'Choose target creature you control and target creature an opponent controls. Each of those creatures deals damage equal to its toughness to the other.',
    );
    const malamet = card(
      'Malamet Battle Glyph',
      '{G}',
      'Sorcery',
      "Choose target creature you control and target creature you don't control. If the creature you control entered this turn, put a +1/+1 counter on it. Then those creatures fight each other.",
    );
    expect(unenforced(grim)).toHaveLength(1);
    expect(unenforced(malamet)).toHaveLength(1);
  });
});
