// Entering replacements (CR 614.1c, 614.12) read in more wordings: a flavor word before "This
// creature enters with …" (CR 207.2d: no rules meaning; Sautekh Immortal), "X is the total life
// lost by your opponents this turn" (CR 119.3, 120.3a; Cryptborn Horror, and Tainted Sigil's "…
// by all players"), and another permanent's "enters with an additional … counter" that exists
// only "as long as" a condition holds (CR 611.3a; Vampire Socialite); "unless two or more colors of
// mana were spent to cast it" (CR 601.2h, 105.1; Steel Exemplar).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const sautekh = card(
  'Sautekh Immortal',
  '{2}{B}',
  'Artifact Creature — Necron',
  'Flash\nElite Troops — This creature enters with a +1/+1 counter on it for each creature that died this turn.',
  '2/2',
);
const horror = card(
  'Cryptborn Horror',
  '{1}{B/R}{B/R}',
  'Creature — Horror',
  'Trample\nThis creature enters with X +1/+1 counters on it, where X is the total life lost by your opponents this turn.',
  '0/0',
);
const sigil = card(
  'Tainted Sigil',
  '{1}{W}{B}',
  'Artifact',
  '{T}, Sacrifice this artifact: You gain life equal to the total life lost by all players this turn. (Damage causes loss of life.)',
);
const socialite = card(
  'Vampire Socialite',
  '{B}{R}',
  'Creature — Vampire Noble',
  "Menace (This creature can't be blocked except by two or more creatures.)\nWhen this creature enters, if an opponent lost life this turn, put a +1/+1 counter on each other Vampire you control.\nAs long as an opponent lost life this turn, each other Vampire you control enters with an additional +1/+1 counter on it.",
  '2/2',
);
const child = card('Child of Night', '{1}{B}', 'Creature — Vampire', 'Lifelink', '2/1');
const departed = card(
  'Dearly Departed',
  '{4}{W}{W}',
  'Creature — Spirit',
  'Flying\nAs long as this creature is in your graveyard, each Human creature you control enters with an additional +1/+1 counter on it.',
  '5/5',
);
const exemplar = card(
  'Steel Exemplar',
  '{5}',
  'Artifact Creature — Wizard',
  'Trample\nThis creature enters with two +1/+1 counters on it unless two or more colors of mana were spent to cast it.',
  '4/4',
);
const hotheaded = card(
  'Hotheaded Giant',
  '{3}{R}',
  'Creature — Giant Warrior',
  "Haste\nThis creature enters with two -1/-1 counters on it unless you've cast another red spell this turn.",
  '4/4',
);
const cards = compiled(sautekh, horror, sigil, socialite, child, exemplar);
const life = (g: ReturnType<typeof game>, p: 'p1' | 'p2') => g.state.players[p].life;

function board(hand: (string | object)[], battlefield: (string | object)[] = []) {
  return game(
    {
      turn: main,
      players: {
        p1: { battlefield: ['Swamp', 'Swamp', 'Swamp', 'Mountain', 'Mountain', 'Plains', ...battlefield], hand },
        p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
      },
    },
    [],
    { cards },
  );
}

describe('a flavor word before "This creature enters with …" (CR 207.2d)', () => {
  it('Sautekh Immortal after a creature died this turn enters with one +1/+1 counter: 3/3', () => {
    const g = board(['Lightning Bolt', 'Sautekh Immortal']);
    g.act({ cast: 'Lightning Bolt', targets: ['bears'] });
    g.act({ pass: true });
    g.act({ cast: 'Sautekh Immortal' });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.get('Sautekh Immortal').counters).toEqual({ '+1/+1': 1 });
    expect(pt(g, 'Sautekh Immortal')).toEqual([3, 3]);
  });

  it('Sautekh Immortal with no creature dead this turn: no counter, 2/2', () => {
    const g = board(['Sautekh Immortal']);
    g.act({ cast: 'Sautekh Immortal' });
    g.act({ pass: true });
    expect(g.get('Sautekh Immortal').counters['+1/+1'] ?? 0).toBe(0);
    expect(pt(g, 'Sautekh Immortal')).toEqual([2, 2]);
  });
});

describe('"the total life lost by your opponents / all players this turn" (CR 119.3, 120.3a)', () => {
  it('Cryptborn Horror after 3 damage to the opponent enters with three +1/+1 counters', () => {
    const g = board(['Lightning Bolt', 'Cryptborn Horror']);
    g.act({ cast: 'Lightning Bolt', targets: ['p2'] });
    g.act({ pass: true });
    expect(life(g, 'p2')).toBe(17);
    g.act({ cast: 'Cryptborn Horror' });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.get('Cryptborn Horror').counters).toEqual({ '+1/+1': 3 });
    expect(pt(g, 'Cryptborn Horror')).toEqual([3, 3]);
  });

  it("Cryptborn Horror doesn't count its controller's own life loss: a 0/0, it dies", () => {
    const g = board(['Lightning Bolt', 'Cryptborn Horror']);
    g.act({ cast: 'Lightning Bolt', targets: ['p1'] });
    g.act({ pass: true });
    g.act({ cast: 'Cryptborn Horror' });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toContain('Cryptborn Horror');
  });

  it('Tainted Sigil gains the life both players lost this turn (3 + 3)', () => {
    const g = board(['Lightning Bolt', 'Lightning Bolt'], ['Tainted Sigil']);
    g.act({ cast: 'Lightning Bolt', targets: ['p2'] });
    g.act({ pass: true });
    g.act({ cast: 'Lightning Bolt', targets: ['p1'] });
    g.act({ pass: true });
    expect(life(g, 'p1')).toBe(17);
    g.act({ activate: 'Tainted Sigil' });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(life(g, 'p1')).toBe(23);
    expect(g.names('p1', 'graveyard')).toContain('Tainted Sigil');
  });
});

describe('"As long as …, each other … you control enters with an additional … counter" (CR 611.3a, 614.1c)', () => {
  it('Vampire Socialite: a Vampire entering before an opponent lost life gets nothing; after, one counter', () => {
    const g = board(
      [{ id: 'c1', card: 'Child of Night' }, { id: 'c2', card: 'Child of Night' }, 'Lightning Bolt'],
      [{ id: 'soc', card: 'Vampire Socialite' }],
    );
    g.act({ cast: 'c1' });
    g.act({ pass: true });
    expect(g.get('c1').counters['+1/+1'] ?? 0).toBe(0);
    g.act({ cast: 'Lightning Bolt', targets: ['p2'] });
    g.act({ pass: true });
    g.act({ cast: 'c2' });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.get('c2').counters).toEqual({ '+1/+1': 1 });
    expect(pt(g, 'c2')).toEqual([3, 2]);
  });

  it("Vampire Socialite: its controller's own life loss doesn't count", () => {
    const g = board(['Child of Night', 'Lightning Bolt'], [{ id: 'soc', card: 'Vampire Socialite' }]);
    g.act({ cast: 'Lightning Bolt', targets: ['p1'] });
    g.act({ pass: true });
    g.act({ cast: 'Child of Night' });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.get('Child of Night').counters['+1/+1'] ?? 0).toBe(0);
  });

  it('near miss: Dearly Departed\'s "as long as this creature is in your graveyard" stays text', () => {
    expect(unenforced(departed)).toHaveLength(1);
  });
});

describe('"unless two or more colors of mana were spent to cast it" (CR 601.2h, 614.1c)', () => {
  const cast = (lands: string[]) => {
    const g = game({ turn: main, players: { p1: { battlefield: lands, hand: ['Steel Exemplar'] } } }, [], { cards });
    g.act({ cast: 'Steel Exemplar' });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    return g;
  };

  it('Steel Exemplar cast with only red mana enters with two +1/+1 counters: 6/6', () => {
    const g = cast(['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain']);
    expect(g.get('Steel Exemplar').counters).toEqual({ '+1/+1': 2 });
    expect(pt(g, 'Steel Exemplar')).toEqual([6, 6]);
  });

  it('Steel Exemplar cast with red and green mana: no counters, 4/4', () => {
    const g = cast(['Mountain', 'Mountain', 'Mountain', 'Forest', 'Forest']);
    expect(g.get('Steel Exemplar').counters['+1/+1'] ?? 0).toBe(0);
    expect(pt(g, 'Steel Exemplar')).toEqual([4, 4]);
  });

  it('near miss: Hotheaded Giant\'s "unless you\'ve cast another red spell this turn" stays text', () => {
    expect(unenforced(hotheaded)).toHaveLength(1);
  });
});
