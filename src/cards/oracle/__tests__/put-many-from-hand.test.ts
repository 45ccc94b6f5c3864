// "Put up to two creature cards from your hand onto the battlefield", "put any number of land
// cards from your hand onto the battlefield tapped" (CR 608.2c): the controller chooses among the
// cards in their own hand (402.3), none to that many, and they enter at once under their control;
// a land put onto the battlefield is not played (305.4), so the turn's land play remains.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const ghalta = card(
  'Ghalta, Stampede Tyrant',
  '{5}{G}{G}{G}',
  'Legendary Creature — Elder Dinosaur',
  'Trample\nWhen Ghalta enters, put any number of creature cards from your hand onto the battlefield.',
  '12/12',
);
const wrenn = {
  ...card(
    'Wrenn and Seven',
    '{3}{G}{G}',
    'Legendary Planeswalker — Wrenn',
    '+1: Reveal the top four cards of your library. Put all land cards revealed this way into your hand and the rest into your graveyard.\n0: Put any number of land cards from your hand onto the battlefield tapped.\n−3: Create a green Treefolk creature token with reach and "This token\'s power and toughness are each equal to the number of lands you control."\n−8: Return all permanent cards from your graveyard to your hand. You get an emblem with "You have no maximum hand size."',
  ),
  loyalty: '5',
};
const toothAndNail = card(
  'Tooth and Nail',
  '{5}{G}{G}',
  'Sorcery',
  'Choose one —\n• Search your library for up to two creature cards, reveal them, put them into your hand, then shuffle.\n• Put up to two creature cards from your hand onto the battlefield.\nEntwine {2} (Choose both if you pay the entwine cost.)',
);

const forests = (n: number) => Array<string>(n).fill('Forest');

describe('"put any number of … cards from your hand onto the battlefield"', () => {
  it('Ghalta: its controller puts both creature cards from their hand onto the battlefield (not the land)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: forests(8),
            hand: [
              'Ghalta, Stampede Tyrant',
              { id: 'bears', card: 'Grizzly Bears' },
              { id: 'spider', card: 'Giant Spider' },
              'Island',
            ],
          },
        },
      },
      [{ cast: 'Ghalta, Stampede Tyrant' }, { pass: true }, { pass: true }],
      { cards: compiled(ghalta) },
    );
    expect(g.error).toBeNull();
    const d = g.state.pendingDecision;
    expect(d).toMatchObject({ kind: 'chooseObjects', player: 'p1', min: 0, max: 2 });
    expect([...(d?.candidates ?? [])].sort()).toEqual([g.get('bears').id, g.get('spider').id].sort());
    g.act({ decide: [g.get('bears').id, g.get('spider').id] });
    expect(g.names('p1', 'battlefield')).toEqual(expect.arrayContaining(['Grizzly Bears', 'Giant Spider']));
    expect(g.names('p1', 'hand')).toEqual(['Island']);
  });

  it("Wrenn and Seven's 0: two lands onto the battlefield tapped; the turn's land play is still there (CR 305.4)", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'w7', card: 'Wrenn and Seven', counters: { loyalty: 5 } }],
            hand: [
              { id: 'f1', card: 'Forest' },
              { id: 'f2', card: 'Forest' },
              { id: 'isl', card: 'Island' },
              'Grizzly Bears',
            ],
          },
        },
      },
      [{ activate: 'w7', ability: 1 }, { pass: true }],
      { cards: compiled(wrenn) },
    );
    expect(g.error).toBeNull();
    const d = g.state.pendingDecision;
    expect(d).toMatchObject({ kind: 'chooseObjects', player: 'p1', min: 0, max: 3 });
    g.act({ decide: [g.get('f1').id, g.get('f2').id] });
    expect(g.get('f1')).toMatchObject({ zone: 'battlefield', tapped: true });
    expect(g.get('f2')).toMatchObject({ zone: 'battlefield', tapped: true });
    g.act({ cast: 'Island' });
    expect(g.get('isl')).toMatchObject({ zone: 'battlefield', tapped: false });
  });
});

describe('"Put up to two creature cards from your hand onto the battlefield"', () => {
  it('Tooth and Nail (second mode): at most two of three creature cards', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: forests(7),
            hand: [
              'Tooth and Nail',
              { id: 'b1', card: 'Grizzly Bears' },
              { id: 'b2', card: 'Grizzly Bears' },
              'Giant Spider',
            ],
          },
        },
      },
      [{ cast: 'Tooth and Nail' }],
      { cards: compiled(toothAndNail) },
    );
    expect(g.error).toBeNull();
    g.act({ decide: '1' });
    g.act({ pass: true });
    expect(g.state.pendingDecision).toMatchObject({ kind: 'chooseObjects', player: 'p1', min: 0, max: 2 });
    g.act({ decide: [g.get('b1').id, g.get('b2').id] });
    expect(g.names('p1', 'battlefield').filter((n) => n === 'Grizzly Bears')).toHaveLength(2);
    expect(g.names('p1', 'hand')).toEqual(['Giant Spider']);
  });

  it('near miss: "from your hand and/or graveyard" (Worldsoul\'s Rage) stays text', () => {
    const rage = card(
      "Worldsoul's Rage",
      '{X}{R}{G}',
      'Sorcery',
      "Worldsoul's Rage deals X damage to any target. Put up to X land cards from your hand and/or graveyard onto the battlefield tapped.",
    );
    expect(unenforced(rage)).toHaveLength(1);
  });
});
