// An emblem granting an ability (CR 114.1, 113.1b): the granted ability is quoted inside the
// emblem's quotation in single quotes ("Mountains you control have '{T}: …'"), and is read like
// the double-quoted ability a permanent grants. The emblem's static ability functions from the
// command zone (114.4); the granted ability's source is the permanent that has it.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { unnestQuotes } from '../abilities/emblem-abilities';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

function walker(name: string, cost: string, subtype: string, oracle: string, loyalty: string) {
  return { ...card(name, cost, `Legendary Planeswalker — ${subtype}`, oracle), loyalty };
}

const koth = walker(
  'Koth of the Hammer',
  '{2}{R}{R}',
  'Koth',
  "+1: Untap target Mountain. It becomes a 4/4 red Elemental creature until end of turn. It's still a land.\n−2: Add {R} for each Mountain you control.\n−5: You get an emblem with \"Mountains you control have '{T}: This land deals 1 damage to any target.'\"",
  '3',
);
const muYanling = walker(
  'Mu Yanling, Sky Dancer',
  '{1}{U}{U}',
  'Yanling',
  '+2: Until your next turn, up to one target creature gets -2/-0 and loses flying.\n−3: Create a 4/4 blue Elemental Bird creature token with flying.\n−8: You get an emblem with "Islands you control have \'{T}: Draw a card.\'"',
  '2',
);
const obNixilis = walker(
  'Ob Nixilis of the Black Oath',
  '{3}{B}{B}',
  'Nixilis',
  '+2: Each opponent loses 1 life. You gain life equal to the life lost this way.\n−2: Create a 5/5 black Demon creature token with flying. You lose 2 life.\n−8: You get an emblem with "{1}{B}, Sacrifice a creature: You gain X life and draw X cards, where X is the sacrificed creature\'s power."\nOb Nixilis of the Black Oath can be your commander.',
  '3',
);

const CARDS = compiled(koth, muYanling);

describe('an emblem granting a single-quoted ability (CR 114.4, 113.1b)', () => {
  it("Koth's emblem: each Mountain its controller controls taps to deal 1 damage to any target", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { card: 'Koth of the Hammer', counters: { loyalty: 6 } },
              { id: 'm', card: 'Mountain' },
            ],
          },
          p2: { battlefield: [{ id: 'theirs', card: 'Mountain' }] },
        },
      },
      [{ activate: 'Koth of the Hammer', ability: 2 }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.command?.length).toBe(1);
    expect(g.get('Koth of the Hammer').counters).toEqual({ loyalty: 1 });
    g.act({ activate: 'm', ability: 50, targets: ['p2'] });
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(19);
    expect(g.get('m').tapped).toBe(true);
    // The opponent's Mountain is not theirs to grant to: only its mana ability.
    expect(() => g.act({ activate: 'theirs', ability: 50, targets: ['p1'], player: 'p2' })).toThrow();
  });

  it("Mu Yanling's emblem: an Island taps to draw a card", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { card: 'Mu Yanling, Sky Dancer', counters: { loyalty: 8 } },
              { id: 'i', card: 'Island' },
            ],
            library: ['Forest', 'Forest'],
          },
        },
      },
      [{ activate: 'Mu Yanling, Sky Dancer', ability: 2 }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    // −8 from 8: Mu Yanling is put into the graveyard (CR 704.5i); the emblem stays.
    expect(g.names('p1', 'graveyard')).toEqual(['Mu Yanling, Sky Dancer']);
    g.act({ activate: 'i', ability: 50 });
    g.act({ pass: true });
    expect(g.names('p1', 'hand')).toEqual(['Forest']);
    expect(g.names('p1', 'library')).toEqual(['Forest']);
  });

  it('an apostrophe is never a quotation; an emblem with an activated ability stays text', () => {
    expect(unnestQuotes("Your opponents can't untap more than two permanents during their untap steps.")).toBe(
      "Your opponents can't untap more than two permanents during their untap steps.",
    );
    expect(unnestQuotes("Swamps you control have '{T}: Add {B}{B}{B}{B}.'")).toBe(
      'Swamps you control have "{T}: Add {B}{B}{B}{B}."',
    );
    expect(unenforced(obNixilis)).toHaveLength(1);
  });
});
