// Searching a library (CR 701.23) for a number of cards the text computes, and putting the cards
// found two ways: "Search your library for up to two basic land cards, reveal those cards, put one
// onto the battlefield tapped and the other into your hand" (the searcher chooses which; one card
// found goes the first way, 609.3), "… for up to X basic land cards, where X is the number of
// tapped creatures you control" (X read as the search begins, 107.3c, 608.2h), "Sacrifice any
// number of lands. Search your library for up to that many land cards" (701.21a), and a dies
// trigger's "where X is this creature's power" (its last-known power, 608.2h). A card put onto the
// battlefield this way is not played (305.4): the land play is still there.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const cultivate = card(
  'Cultivate',
  '{2}{G}',
  'Sorcery',
  'Search your library for up to two basic land cards, reveal those cards, put one onto the battlefield tapped and the other into your hand, then shuffle.',
);
const peregrination = card(
  'Peregrination',
  '{3}{G}',
  'Sorcery',
  'Search your library for up to two basic land cards, reveal those cards, and put one onto the battlefield tapped and the other into your hand. Shuffle, then scry 1. (Look at the top card of your library. You may put that card on the bottom.)',
);
const harvest = card(
  'Harvest Season',
  '{2}{G}',
  'Sorcery',
  'Search your library for up to X basic land cards, where X is the number of tapped creatures you control, put those cards onto the battlefield tapped, then shuffle.',
);
const traverse = card(
  'Traverse the Outlands',
  '{4}{G}',
  'Sorcery',
  'Search your library for up to X basic land cards, where X is the greatest power among creatures you control. Put those cards onto the battlefield tapped, then shuffle.',
);
const scapeshift = card(
  'Scapeshift',
  '{2}{G}{G}',
  'Sorcery',
  'Sacrifice any number of lands. Search your library for up to that many land cards, put them onto the battlefield tapped, then shuffle.',
);
const rejuvenator = card(
  'Rampant Rejuvenator',
  '{3}{G}',
  'Creature — Plant Hydra',
  "This creature enters with two +1/+1 counters on it.\nWhen this creature dies, search your library for up to X basic land cards, where X is this creature's power, put them onto the battlefield, then shuffle.",
  '0/0',
);
const diabolic = card(
  'Diabolic Revelation',
  '{X}{3}{B}{B}',
  'Sorcery',
  'Search your library for up to X cards, put those cards into your hand, then shuffle.',
);

const forests = (n: number) => Array.from({ length: n }, () => 'Forest');

describe('"put one onto the battlefield tapped and the other into your hand"', () => {
  const board = {
    turn: main,
    players: {
      p1: {
        battlefield: forests(3),
        hand: ['Cultivate'],
        library: [{ id: 'isl', card: 'Island' }, 'Grizzly Bears', { id: 'mtn', card: 'Mountain' }, 'Lightning Bolt'],
      },
    },
  };

  it('Cultivate: the caster finds two, chooses the Island for the battlefield (tapped), the Mountain goes to hand', () => {
    const g = game(board, [{ cast: 'Cultivate' }, { pass: true }], { cards: compiled(cultivate) });
    expect(g.error).toBeNull();
    const d = g.state.pendingDecision;
    expect(d).toMatchObject({ kind: 'chooseObjects', player: 'p1', max: 2 });
    expect([...(d?.candidates ?? [])].sort()).toEqual([g.get('isl').id, g.get('mtn').id].sort());
    g.act({ decide: [g.get('isl').id, g.get('mtn').id] });
    // Which one goes onto the battlefield is the searcher's choice, among the two found.
    expect(g.state.pendingDecision).toMatchObject({ kind: 'chooseObjects', player: 'p1', min: 1, max: 1 });
    g.act({ decide: [g.get('isl').id] });
    expect(g.state.pendingDecision).toBeNull();
    expect(g.get('isl')).toMatchObject({ zone: 'battlefield', tapped: true });
    expect(g.get('mtn').zone).toBe('hand');
    expect(g.names('p1', 'hand')).toEqual(['Mountain']);
    expect(g.names('p1', 'library').sort()).toEqual(['Grizzly Bears', 'Lightning Bolt']);
    // CR 305.4: putting a land onto the battlefield is not playing one; the land play remains.
    g.act({ cast: 'Mountain' });
    expect(g.get('mtn').zone).toBe('battlefield');
  });

  it('Cultivate: one card found goes onto the battlefield tapped; nothing is left for the hand (CR 609.3)', () => {
    const g = game(board, [{ cast: 'Cultivate' }, { pass: true }], { cards: compiled(cultivate) });
    g.act({ decide: [g.get('mtn').id] });
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toBeNull();
    expect(g.get('mtn')).toMatchObject({ zone: 'battlefield', tapped: true });
    expect(g.names('p1', 'hand')).toEqual([]);
    expect(g.has('Note', '609.3')).toBe(true);
  });

  it('Peregrination ("and put one … and the other …. Shuffle, then scry 1"): the hand card and the tapped land', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: forests(4),
            hand: ['Peregrination'],
            library: [{ id: 'isl', card: 'Island' }, { id: 'mtn', card: 'Mountain' }, 'Grizzly Bears'],
          },
        },
      },
      [{ cast: 'Peregrination' }, { pass: true }],
      { cards: compiled(peregrination) },
    );
    expect(g.error).toBeNull();
    g.act({ decide: [g.get('isl').id, g.get('mtn').id] });
    g.act({ decide: [g.get('mtn').id] });
    expect(g.get('mtn')).toMatchObject({ zone: 'battlefield', tapped: true });
    expect(g.get('isl').zone).toBe('hand');
  });
});

describe('"up to X …, where X is …" and "up to that many"', () => {
  it('Harvest Season: two tapped creatures, so up to two basic lands, put onto the battlefield tapped', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              ...forests(3),
              { id: 'b1', card: 'Grizzly Bears', tapped: true },
              { id: 'b2', card: 'Grizzly Bears', tapped: true },
              'Grizzly Bears',
            ],
            hand: ['Harvest Season'],
            library: [{ id: 'i1', card: 'Island' }, { id: 'i2', card: 'Island' }, 'Island', 'Lightning Bolt'],
          },
        },
      },
      [{ cast: 'Harvest Season' }, { pass: true }],
      { cards: compiled(harvest) },
    );
    expect(g.error).toBeNull();
    const d = g.state.pendingDecision;
    expect(d).toMatchObject({ kind: 'chooseObjects', player: 'p1', min: 0, max: 2 });
    expect(d?.candidates).toHaveLength(3);
    g.act({ decide: [g.get('i1').id, g.get('i2').id] });
    for (const id of ['i1', 'i2']) expect(g.get(id)).toMatchObject({ zone: 'battlefield', tapped: true });
    expect(g.names('p1', 'library').sort()).toEqual(['Island', 'Lightning Bolt']);
  });

  it('Traverse the Outlands (". Put those cards …"): the greatest power among your creatures is the most found', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [...forests(5), 'Giant Spider'],
            hand: ['Traverse the Outlands'],
            library: ['Island', 'Island', 'Island', 'Island', 'Island', 'Island'],
          },
        },
      },
      [{ cast: 'Traverse the Outlands' }, { pass: true }],
      { cards: compiled(traverse) },
    );
    expect(g.error).toBeNull();
    // Giant Spider is a 2/4: up to two.
    expect(g.state.pendingDecision).toMatchObject({ kind: 'chooseObjects', max: 2 });
  });

  it('Scapeshift: two lands sacrificed, so up to two land cards found, put onto the battlefield tapped', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'f1', card: 'Forest' }, { id: 'f2', card: 'Forest' }, 'Forest', 'Forest'],
            hand: ['Scapeshift'],
            library: [
              { id: 'i1', card: 'Island' },
              { id: 'i2', card: 'Island' },
              { id: 'i3', card: 'Island' },
            ],
          },
        },
      },
      [{ cast: 'Scapeshift' }, { pass: true }],
      { cards: compiled(scapeshift) },
    );
    expect(g.error).toBeNull();
    g.act({ decide: [g.get('f1').id, g.get('f2').id] });
    expect(g.state.pendingDecision).toMatchObject({ kind: 'chooseObjects', player: 'p1', max: 2 });
    g.act({ decide: [g.get('i1').id, g.get('i3').id] });
    expect(g.get('i1')).toMatchObject({ zone: 'battlefield', tapped: true });
    expect(g.get('i3')).toMatchObject({ zone: 'battlefield', tapped: true });
    expect(g.get('i2').zone).toBe('library');
    expect(g.names('p1', 'graveyard').sort()).toEqual(['Forest', 'Forest', 'Scapeshift']);
  });

  it('Scapeshift: no land sacrificed, so nothing is found (up to zero)', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: forests(4), hand: ['Scapeshift'], library: ['Island', 'Island'] } },
      },
      [{ cast: 'Scapeshift' }, { pass: true }],
      { cards: compiled(scapeshift) },
    );
    g.act({ decide: [] });
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toBeNull();
    expect(g.names('p1', 'library')).toEqual(['Island', 'Island']);
    expect(g.names('p1', 'battlefield')).toHaveLength(4);
  });

  it('Rampant Rejuvenator dies with two +1/+1 counters: X is its last-known power, 2 (CR 608.2h)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Mountain', { id: 'rr', card: 'Rampant Rejuvenator', counters: { '+1/+1': 2 } }],
            hand: ['Lightning Bolt'],
            library: ['Forest', 'Forest', 'Forest'],
          },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['rr'] }, { pass: true }, { pass: true }],
      { cards: compiled(rejuvenator) },
    );
    expect(g.error).toBeNull();
    expect(g.get('rr').zone).toBe('graveyard');
    expect(g.state.pendingDecision).toMatchObject({ kind: 'chooseObjects', player: 'p1', max: 2 });
    g.act({ decide: (g.state.pendingDecision?.candidates ?? []).slice(0, 2) });
    expect(g.names('p1', 'battlefield').filter((n) => n === 'Forest')).toHaveLength(2);
  });

  it("Diabolic Revelation: the spell's X (3) is how many cards may be found", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Swamp', 'Swamp', ...forests(6)],
            hand: ['Diabolic Revelation'],
            library: ['Island', 'Grizzly Bears', 'Lightning Bolt', 'Mountain'],
          },
        },
      },
      [{ cast: 'Diabolic Revelation', x: 3 }, { pass: true }],
      { cards: compiled(diabolic) },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toMatchObject({ kind: 'chooseObjects', max: 3 });
  });
});

describe('near misses stay text', () => {
  it('Jaheira\'s Respite: "the number of creatures attacking you" is no amount the compiler reads', () => {
    const c = card(
      "Jaheira's Respite",
      '{4}{G}',
      'Instant',
      'Search your library for up to X basic land cards, where X is the number of creatures attacking you, put those cards onto the battlefield tapped, then shuffle.\nPrevent all combat damage that would be dealt this turn.',
    );
    expect(unenforced(c)).toContain(
      'Search your library for up to X basic land cards, where X is the number of creatures attacking you, put those cards onto the battlefield tapped, then shuffle.',
    );
  });

  it('Veteran Explorer: "each player may search their library" is each of them in turn, not read', () => {
    const c = card(
      'Veteran Explorer',
      '{G}',
      'Creature — Human Soldier Scout',
      'When this creature dies, each player may search their library for up to two basic land cards, put them onto the battlefield, then shuffle.',
      '1/1',
    );
    expect(unenforced(c)).toHaveLength(1);
  });

  it('Sporocyst: an X in a triggered ability of a permanent (its ravenous X) is not read', () => {
    const c = card(
      'Sporocyst',
      '{X}{X}{G}',
      'Creature — Tyranid',
      'Ravenous (This creature enters with X +1/+1 counters on it. If X is 5 or more, draw a card when it enters.)\nDefender\nSpore Chimney — When this creature enters, search your library for up to X basic land cards, put them onto the battlefield tapped, then shuffle.',
      '0/0',
    );
    expect(unenforced(c)).toContain(
      'Spore Chimney — When this creature enters, search your library for up to X basic land cards, put them onto the battlefield tapped, then shuffle.',
    );
  });
});
