// "Search your library for … with the same name as target creature / that creature / that card"
// (CR 201.2a: two objects have the same name when they share a name): only such cards are offered,
// read as the search begins (the object as it last existed if it has left, 608.2h), and with a
// stated quality the searcher may find fewer (701.23b). Near miss that stays text: Pattern
// Matcher's "with the same name as another creature you control" (no one object named).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, run, unenforced } from './compiled';

const packHunt = card(
  'Pack Hunt',
  '{3}{G}',
  'Sorcery',
  'Search your library for up to three cards with the same name as target creature, reveal them, put them into your hand, then shuffle.',
);
const bifurcate = card(
  'Bifurcate',
  '{3}{G}',
  'Sorcery',
  'Search your library for a permanent card with the same name as target nontoken creature, put that card onto the battlefield, then shuffle.',
);
const salvage = card(
  'Secret Salvage',
  '{3}{B}{B}',
  'Sorcery',
  'Exile target nonland card from your graveyard. Search your library for any number of cards with the same name as that card, reveal them, put them into your hand, then shuffle.',
);
const remembrance = card(
  'Remembrance',
  '{3}{W}',
  'Enchantment',
  'Whenever a nontoken creature you control dies, you may search your library for a card with the same name as that creature, reveal it, put it into your hand, then shuffle.',
);
const CARDS = compiled(packHunt, bifurcate, salvage, remembrance);
const LIBRARY = [
  { id: 'b1', card: 'Grizzly Bears' },
  'Giant Spider',
  { id: 'b2', card: 'Grizzly Bears' },
  { id: 'bolt', card: 'Lightning Bolt' },
  'Forest',
];

function cast(spell: string, lands: string[], targets: string[], graveyard: { id: string; card: string }[] = []) {
  const g = game(
    {
      turn: main,
      players: {
        p1: { battlefield: [...lands], hand: [spell], library: LIBRARY, graveyard },
        p2: { battlefield: [{ id: 'bear', card: 'Grizzly Bears' }] },
      },
    },
    [{ cast: spell, targets }, { pass: true }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

const FORESTS = ['Forest', 'Forest', 'Forest', 'Forest'];

describe('search for cards "with the same name as …" (CR 201.2a)', () => {
  it('Pack Hunt on a Grizzly Bears: only the two Grizzly Bears are offered; both go to the hand', () => {
    const g = cast('Pack Hunt', FORESTS, ['bear']);
    const d = g.state.pendingDecision;
    expect(d).toMatchObject({ kind: 'chooseObjects', min: 0, max: 2 });
    expect([...(d?.candidates ?? [])].sort()).toEqual([g.get('b1').id, g.get('b2').id].sort());
    g.act({ decide: [g.get('b1').id, g.get('b2').id] });
    expect(g.names('p1', 'hand')).toEqual(['Grizzly Bears', 'Grizzly Bears']);
    expect(g.names('p1', 'library').sort()).toEqual(['Forest', 'Giant Spider', 'Lightning Bolt']);
  });

  it('Bifurcate: a Grizzly Bears from the library onto the battlefield; none need be found (CR 701.23b)', () => {
    const g = cast('Bifurcate', FORESTS, ['bear']);
    expect(g.state.pendingDecision).toMatchObject({ kind: 'chooseObjects', min: 0, max: 1 });
    g.act({ decide: [g.get('b1').id] });
    expect(g.names('p1', 'battlefield').filter((n) => n === 'Grizzly Bears')).toHaveLength(1);
  });

  it('Secret Salvage: the exiled Lightning Bolt names the search; the Bolt in the library is found', () => {
    const g = cast(
      'Secret Salvage',
      ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'],
      ['gbolt'],
      [{ id: 'gbolt', card: 'Lightning Bolt' }],
    );
    expect(g.names('p1', 'exile')).toEqual(['Lightning Bolt']);
    const d = g.state.pendingDecision;
    expect(d?.candidates).toEqual([g.get('bolt').id]);
    g.act({ decide: [g.get('bolt').id] });
    expect(g.names('p1', 'hand')).toEqual(['Lightning Bolt']);
  });

  it('Remembrance: a Grizzly Bears dies, a Grizzly Bears is found', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Remembrance', { id: 'mine', card: 'Grizzly Bears' }, 'Mountain'],
            hand: ['Lightning Bolt'],
            library: LIBRARY,
          },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['mine'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    run(g, [true]);
    const d = g.state.pendingDecision;
    expect(d).toMatchObject({ kind: 'chooseObjects', min: 0, max: 1 });
    expect([...(d?.candidates ?? [])].sort()).toEqual([g.get('b1').id, g.get('b2').id].sort());
    g.act({ decide: [g.get('b2').id] });
    expect(g.names('p1', 'hand')).toEqual(['Grizzly Bears']);
  });

  it('near miss: "with the same name as another creature you control" stays text', () => {
    const matcher = card(
      'Pattern Matcher',
      '{4}',
      'Artifact Creature — Golem',
      'When this creature enters, you may search your library for a card with the same name as another creature you control, reveal it, put it into your hand, then shuffle.',
      '3/3',
    );
    expect(unenforced(matcher)).toHaveLength(1);
  });
});
