// An emblem granting an ability (CR 114.1, 113.1b): the granted ability is quoted inside the
// emblem's quotation in single quotes ("Mountains you control have '{T}: …'"), and is read like
// the double-quoted ability a permanent grants. The emblem's static ability functions from the
// command zone (114.4); the granted ability's source is the permanent that has it.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { unnestQuotes } from '../abilities/emblem-abilities';
import { compileCard } from '../compile';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

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

const garruk = walker(
  'Garruk, Cursed Huntsman',
  '{4}{B}{G}',
  'Garruk',
  '0: Create two 2/2 black and green Wolf creature tokens with "When this token dies, put a loyalty counter on each Garruk you control."\n−3: Destroy target creature. Draw a card.\n−6: You get an emblem with "Creatures you control get +3/+3 and have trample."',
  '5',
);
const saheeli = walker(
  'Saheeli, Filigree Master',
  '{2}{U}{R}',
  'Saheeli',
  '+1: Scry 1. You may tap an untapped artifact you control. If you do, draw a card.\n−2: Create two 1/1 colorless Thopter artifact creature tokens with flying. They gain haste until end of turn.\n−4: You get an emblem with "Artifact creatures you control get +1/+1" and "Artifact spells you cast cost {1} less to cast."',
  '3',
);
const tamiyo = walker(
  'Tamiyo, the Moon Sage',
  '{3}{U}{U}',
  'Tamiyo',
  '+1: Tap target permanent. It doesn\'t untap during its controller\'s next untap step.\n−2: Draw a card for each tapped creature target player controls.\n−8: You get an emblem with "You have no maximum hand size" and "Whenever a card is put into your graveyard from anywhere, you may return it to your hand."',
  '4',
);
const bottleGnomes = card(
  'Bottle Gnomes',
  '{3}',
  'Artifact Creature — Gnome',
  'Sacrifice this creature: You gain 3 life.',
  '1/3',
);

// Garruk and Saheeli are partial (their +1 / 0 abilities stay text); their emblems are read.
const CARDS = [...compiled(koth, muYanling, tamiyo, bottleGnomes), compileCard(garruk).def, compileCard(saheeli).def];

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

  it("Garruk's emblem is read though the card's name is in another ability's quotation: creatures get +3/+3", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { card: 'Garruk, Cursed Huntsman', counters: { loyalty: 6 } },
              { id: 'bears', card: 'Grizzly Bears' },
            ],
          },
          p2: { battlefield: [{ id: 'theirs', card: 'Grizzly Bears' }] },
        },
      },
      [{ activate: 'Garruk, Cursed Huntsman', ability: 1 }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(['Garruk, Cursed Huntsman']);
    expect(pt(g, 'bears')).toEqual([5, 5]);
    expect(pt(g, 'theirs')).toEqual([2, 2]);
  });

  it("Saheeli's two-ability emblem (the first quotation without its period): +1/+1 and artifact spells cost {1} less", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ card: 'Saheeli, Filigree Master', counters: { loyalty: 5 } }, 'Island', 'Island'],
            hand: ['Bottle Gnomes'],
          },
        },
      },
      [{ activate: 'Saheeli, Filigree Master', ability: 1 }, { pass: true }, { cast: 'Bottle Gnomes' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    // {3} less {1}: two Islands pay for it (CR 601.2f); it enters as a 2/4.
    expect(g.names('p1', 'battlefield')).toContain('Bottle Gnomes');
    expect(pt(g, 'Bottle Gnomes')).toEqual([2, 4]);
  });

  it("Tamiyo's emblem (the first quotation without its period): a card put into its owner's graveyard may return to their hand", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ card: 'Tamiyo, the Moon Sage', counters: { loyalty: 8 } }, 'Mountain'],
            hand: ['Lightning Bolt'],
          },
        },
      },
      [{ activate: 'Tamiyo, the Moon Sage', ability: 2 }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    // The −8 is paid as it is activated (CR 606.4): Tamiyo was put into the graveyard (704.5i)
    // before the emblem existed, so it didn't see her go.
    expect(g.names('p1', 'graveyard')).toEqual(['Tamiyo, the Moon Sage']);
    expect(g.stack()).toEqual([]);
    g.act({ cast: 'Lightning Bolt', targets: ['p2'] });
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(17);
    // The Bolt, put into its owner's graveyard as it resolved (CR 608.2n), triggers the emblem.
    expect(g.stack()).toHaveLength(1);
    g.act({ pass: true });
    g.act({ decide: true });
    expect(g.names('p1', 'hand')).toEqual(['Lightning Bolt']);
    expect(g.names('p1', 'graveyard')).toEqual(['Tamiyo, the Moon Sage']);
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
