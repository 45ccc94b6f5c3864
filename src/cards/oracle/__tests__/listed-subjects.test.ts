// Trigger subjects that are lists of single words right after the article: "Whenever another
// Frog, Rabbit, Raccoon, or Squirrel you control enters", "Whenever one or more other Rabbits,
// Bats, Birds, and/or Mice you control enter" (the event ends at the first comma not in the list,
// CR 603.1), and plural subtypes joined by "and/or": "one or more Ninjas and/or Rogues you
// control" — each object any of them (CR 205.3). "noncreature, nonland permanents" (a list of
// adjectives, not of nouns) stays text.
import { describe, expect, it } from 'vitest';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, run, unenforced } from './compiled';

const mightcaller = card(
  'Valley Mightcaller',
  '{G}',
  'Creature — Frog Warrior',
  'Trample\nWhenever another Frog, Rabbit, Raccoon, or Squirrel you control enters, put a +1/+1 counter on this creature.',
  '1/1',
);
const questcaller = card(
  'Valley Questcaller',
  '{1}{W}',
  'Creature — Rabbit Warrior',
  'Whenever one or more other Rabbits, Bats, Birds, and/or Mice you control enter, scry 1.\nOther Rabbits, Bats, Birds, and Mice you control get +1/+1.',
  '2/3',
);
const uramon = card(
  "Boss Uramon, Shadow's Reach",
  '{3}{B}',
  'Legendary Creature — Human Rogue',
  'Shadow (This creature can block or be blocked by only creatures with shadow.)\nAttacking Ninjas and Rogues you control have deathtouch.\nWhenever one or more Ninjas and/or Rogues you control deal combat damage to a player, create a 1/1 black Rat Rogue creature token.',
  '2/2',
);
const prophet = card(
  'Pond Prophet',
  '{G/U}{G/U}',
  'Creature — Frog Advisor',
  'When this creature enters, draw a card.',
  '1/1',
);
const bat = card('Dakmor Bat', '{1}{B}', 'Creature — Bat', 'Flying', '1/1');
const ninja = card('Phantom Ninja', '{1}{U}{U}', 'Creature — Illusion Ninja', "This creature can't be blocked.", '2/2');
const talent = card(
  "Builder's Talent",
  '{1}{W}',
  'Enchantment — Class',
  '(Gain the next level as a sorcery to add its ability.)\nWhen this Class enters, create a 0/4 white Wall creature token with defender.\n{W}: Level 2\nWhenever one or more noncreature, nonland permanents you control enter, put a +1/+1 counter on target creature you control.\n{4}{W}: Level 3\nWhen this Class becomes level 3, return target noncreature, nonland permanent card from your graveyard to the battlefield.',
);
const CARDS = compiled(mightcaller, questcaller, uramon, prophet, bat, ninja);

/** Passes until the stack is empty, ordering simultaneous triggers as listed (CR 603.3b). */
function settle(g: Game): void {
  for (let i = 0; i < 20; i++) {
    run(g);
    const d = g.state.pendingDecision;
    if (d?.kind !== 'chooseOrder') return;
    g.act({ decide: d.options.map((o) => o.value) });
  }
}

describe('a list of single words after the article (CR 603.1)', () => {
  it('Valley Mightcaller: a Frog entering puts a counter on it; a Bat does not', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Pond Prophet', 'Dakmor Bat'],
            battlefield: [{ id: 'mc', card: 'Valley Mightcaller' }, 'Forest', 'Forest', 'Swamp', 'Swamp'],
            library: ['Island', 'Island'],
          },
        },
      },
      [{ cast: 'Pond Prophet' }],
      { cards: CARDS },
    );
    settle(g);
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield')).toContain('Pond Prophet');
    expect(g.get('mc').counters['+1/+1']).toBe(1);
    g.act({ cast: 'Dakmor Bat' });
    run(g);
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield')).toContain('Dakmor Bat');
    expect(g.get('mc').counters['+1/+1']).toBe(1);
  });

  it('Valley Questcaller: another Bat entering makes its controller scry 1; a Bear does not', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Grizzly Bears', 'Dakmor Bat'],
            battlefield: ['Valley Questcaller', 'Forest', 'Forest', 'Swamp', 'Swamp'],
            library: ['Island', 'Plains'],
          },
        },
      },
      [{ cast: 'Grizzly Bears' }],
      { cards: CARDS },
    );
    run(g);
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toBeNull();
    g.act({ cast: 'Dakmor Bat' });
    // Scry 1 (CR 701.22a): put the top card on the bottom.
    run(g, [true]);
    expect(g.error).toBeNull();
    expect(g.names('p1', 'library')).toEqual(['Plains', 'Island']);
  });

  it('near miss: "noncreature, nonland permanents" (adjectives, not a list of nouns) stays text', () => {
    expect(unenforced(talent)).toEqual([
      'Whenever one or more noncreature, nonland permanents you control enter, put a +1/+1 counter on target creature you control.',
    ]);
  });
});

describe('plural subtypes joined by "and/or" (CR 205.3)', () => {
  it('Boss Uramon: a Ninja (not a Rogue) dealing combat damage to a player makes a 1/1 Rat Rogue', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ["Boss Uramon, Shadow's Reach", { id: 'nj', card: 'Phantom Ninja' }] },
          p2: { life: 20 },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['nj'] });
    run(g);
    g.act({ pass: true });
    g.act({ pass: true });
    run(g);
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(18);
    expect(g.names('p1', 'battlefield').filter((n) => n.startsWith('Rat Rogue'))).toHaveLength(1);
  });
});
