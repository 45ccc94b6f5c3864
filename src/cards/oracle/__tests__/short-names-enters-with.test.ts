// A legend called by the first word of its name before "the" / "of" (CR 201.5: "Crovax enters with
// four +1/+1 counters on it" on Crovax the Cursed), and "~ enters with … counters on him/her"
// (the pronoun is the object itself, CR 614.1c). Near misses: a planeswalker's first word is its
// planeswalker type ("a Gideon planeswalker"), and a first word that is a creature type ("Scion").
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { normaliseAbility, selfNames } from '../normalise';
import { card } from './card';
import { compileCard } from '../compile';
import { compiled, main, pt, unenforced } from './compiled';

const crovax = card(
  'Crovax the Cursed',
  '{2}{B}{B}',
  'Legendary Creature — Vampire Noble',
  "Crovax enters with four +1/+1 counters on it.\nAt the beginning of your upkeep, you may sacrifice a creature. If you do, put a +1/+1 counter on Crovax. If you don't, remove a +1/+1 counter from Crovax.\n{B}: Crovax gains flying until end of turn.",
  '0/0',
);
const michelangelo = card(
  'Michelangelo, On the Scene',
  '{4}{G}{G}',
  'Legendary Creature — Mutant Ninja Turtle',
  "Trample (This creature can deal excess combat damage to the player it's attacking.)\nMichelangelo enters with a +1/+1 counter on him for each land you control.\nWhen Michelangelo dies, return this card to your hand.",
  '2/2',
);
const dakkon = card(
  'Dakkon, Shadow Slayer',
  '{W}{U}{B}',
  'Legendary Planeswalker — Dakkon',
  'Dakkon enters with a number of loyalty counters on him equal to the number of lands you control.\n+1: Surveil 2.\n−3: Exile target creature.\n−6: You may put an artifact card from your hand or graveyard onto the battlefield.',
);
dakkon.loyalty = '0';
const gideon = card(
  'Gideon of the Trials',
  '{1}{W}{W}',
  'Legendary Planeswalker — Gideon',
  "+1: Until your next turn, prevent all damage target permanent would deal.\n0: Until end of turn, Gideon becomes a 4/4 Human Soldier creature with indestructible that's still a planeswalker. Prevent all damage that would be dealt to him this turn.\n0: You get an emblem with \"As long as you control a Gideon planeswalker, you can't lose the game and your opponents can't win the game.\"",
);
const bertha = card(
  'Big Bertha',
  '{X}{G}',
  'Legendary Creature — Mutant Hero',
  'Vigilance\nBig Bertha enters with X +1/+1 counters on her.\n{1}{G}, {T}: Put a +1/+1 counter on Big Bertha.',
  '1/1',
);
// Michelangelo's and Dakkon's other abilities stay text; their "enters with" is read.
const cards = [...compiled(crovax, bertha), compileCard(michelangelo).def, compileCard(dakkon).def];

function cast(name: string, lands: string[], x?: number) {
  const g = game(
    { turn: main, players: { p1: { battlefield: lands, hand: [name] }, p2: {} } },
    [{ cast: name, ...(x === undefined ? {} : { x }) }, { pass: true }],
    { cards },
  );
  expect(g.error).toBeNull();
  return g;
}

describe('a legend named by its first word (CR 201.5)', () => {
  it('Crovax the Cursed enters with four +1/+1 counters: a 4/4', () => {
    const g = cast('Crovax the Cursed', ['Swamp', 'Swamp', 'Swamp', 'Swamp']);
    expect(g.get('Crovax the Cursed').counters).toEqual({ '+1/+1': 4 });
    expect(pt(g, 'Crovax the Cursed')).toEqual([4, 4]);
  });

  it('selfNames: "Crovax" and "Karlov" are the object; "Scion" (a creature type) is not', () => {
    expect(selfNames('Crovax the Cursed', 'Legendary Creature — Vampire Noble')).toContain('Crovax');
    expect(selfNames('Karlov of the Ghost Council', 'Legendary Creature — Spirit Advisor')).toContain('Karlov');
    expect(selfNames('Scion of the Ur-Dragon', 'Legendary Creature — Dragon Avatar')).not.toContain('Scion');
    // Not legendary: no short name.
    expect(selfNames('Crovax the Cursed', 'Creature — Vampire Noble')).not.toContain('Crovax');
  });

  it('near miss: a planeswalker\'s first word is its type — "a Gideon planeswalker" stays as printed', () => {
    const names = selfNames(gideon.name, gideon.type_line as string);
    expect(names).not.toContain('Gideon');
    expect(normaliseAbility("As long as you control a Gideon planeswalker, you can't lose the game.", names)).toBe(
      "As long as you control a Gideon planeswalker, you can't lose the game.",
    );
  });
});

describe('a short name inside another name is not the object', () => {
  it('Tuktuk the Explorer creates Tuktuk the Returned: the token keeps its own name', () => {
    const tuktuk = card(
      'Tuktuk the Explorer',
      '{2}{R}',
      'Legendary Creature — Goblin',
      'Haste\nWhen Tuktuk the Explorer dies, create Tuktuk the Returned, a legendary 5/5 colorless Goblin Golem artifact creature token.',
      '1/1',
    );
    const names = selfNames(tuktuk.name, tuktuk.type_line as string);
    expect(names).toContain('Tuktuk');
    expect(normaliseAbility('When Tuktuk the Explorer dies, create Tuktuk the Returned, a token.', names)).toBe(
      'When ~ dies, create Tuktuk the Returned, a token.',
    );
    expect(normaliseAbility('Put a +1/+1 counter on Tuktuk.', names)).toBe('Put a +1/+1 counter on ~.');
    const step = compileCard(tuktuk).def.triggered?.[0]?.steps[0];
    expect(step?.do === 'createToken' && step.token.name).toBe('Tuktuk the Returned');
  });
});

describe('"~ enters with … counters on him / her" (CR 614.1c, 614.12)', () => {
  it('Big Bertha cast with X = 3: three +1/+1 counters on her (CR 107.3m)', () => {
    const g = cast('Big Bertha', ['Forest', 'Forest', 'Forest', 'Forest'], 3);
    expect(g.get('Big Bertha').counters).toEqual({ '+1/+1': 3 });
    expect(pt(g, 'Big Bertha')).toEqual([4, 4]);
  });

  it('Michelangelo and Dakkon: only the abilities outside this family stay text', () => {
    expect(unenforced(michelangelo)).toEqual(['When Michelangelo dies, return this card to your hand.']);
    expect(unenforced(dakkon)).toEqual([
      '−6: You may put an artifact card from your hand or graveyard onto the battlefield.',
    ]);
  });

  it('Michelangelo with six lands: six +1/+1 counters (counted as it would enter: lands only)', () => {
    const g = cast('Michelangelo, On the Scene', ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest']);
    expect(g.get('Michelangelo, On the Scene').counters).toEqual({ '+1/+1': 6 });
    expect(pt(g, 'Michelangelo, On the Scene')).toEqual([8, 8]);
  });

  it('Dakkon with four lands: four loyalty counters (its printed loyalty is 0)', () => {
    const g = cast('Dakkon, Shadow Slayer', ['Plains', 'Island', 'Swamp', 'Swamp']);
    expect(g.get('Dakkon, Shadow Slayer').counters).toEqual({ loyalty: 4 });
  });
});
