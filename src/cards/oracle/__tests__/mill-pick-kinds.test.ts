// "Mill three cards. You may put a land card from among them into your hand. If you don't, put a
// +1/+1 counter on this creature." (CR 701.17a, 608.2c): the choice is among the milled cards
// still in the graveyard; "If you don't" reads whether a card was put. The kinds may be "a Plains
// card or a creature card with mana value 3 or less" (one card of either kind) or "a creature card
// and/or a land card" (up to one of each, chosen one after the other). Real pool cards.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const ainok = card(
  'Ainok Wayfarer',
  '{1}{G}',
  'Creature — Dog Scout',
  "When this creature enters, mill three cards. You may put a land card from among them into your hand. If you don't, put a +1/+1 counter on this creature. (To mill three cards, put the top three cards of your library into your graveyard.)",
  '1/1',
);
const chaplain = card(
  'Airlift Chaplain',
  '{2}{W}',
  'Creature — Human Cleric',
  "Flying\nWhen this creature enters, mill three cards. You may put a Plains card or a creature card with mana value 3 or less from among the cards milled this way into your hand. If you don't, put a +1/+1 counter on this creature. (To mill a card, put the top card of your library into your graveyard.)",
  '1/1',
);
const titan = card(
  'Sludge Titan',
  '{4}{B/G}{B/G}',
  'Creature — Zombie Giant',
  'Trample\nWhenever this creature enters or attacks, mill five cards. You may put a creature card and/or a land card from among them into your hand.',
  '6/6',
);
const rick = card(
  'Rick Jones, Destined Sidekick',
  '{G}',
  'Legendary Creature — Human Advisor',
  '{3}, {T}: Mill four cards. You may put a Hero or enchantment card from among those cards into your hand. (To mill four cards, put the top four cards of your library into your graveyard.)',
  '0/3',
);
const CARDS = compiled(ainok, chaplain, titan, rick);

const ainokGame = (library: (string | { id: string; card: string })[]) =>
  game(
    {
      turn: main,
      players: {
        p1: { battlefield: ['Forest', 'Forest'], hand: [{ id: 'ainok', card: 'Ainok Wayfarer' }], library },
      },
    },
    [{ cast: 'ainok' }, { pass: true }, { pass: true }],
    { cards: CARDS },
  );

describe('"You may put a land card from among them into your hand. If you don\'t, …" (CR 608.2c)', () => {
  it('Ainok Wayfarer: the milled land card put into the hand, so no counter', () => {
    const g = ainokGame([
      { id: 'forest', card: 'Forest' },
      'Grizzly Bears',
      'Lightning Bolt',
      { id: 'island', card: 'Island' },
    ]);
    expect(g.error).toBeNull();
    const d = g.state.pendingDecision;
    // Only the milled land card: the Island was not milled.
    expect(d).toMatchObject({ kind: 'chooseObjects', player: 'p1', min: 0, max: 1 });
    expect(d?.candidates).toEqual([g.get('forest').id]);
    g.act({ decide: [g.get('forest').id] });
    expect(g.names('p1', 'hand')).toEqual(['Forest']);
    expect(g.names('p1', 'graveyard').sort()).toEqual(['Grizzly Bears', 'Lightning Bolt']);
    expect(pt(g, 'ainok')).toEqual([1, 1]);
  });

  it('Ainok Wayfarer: none put (the choice was no), so a +1/+1 counter', () => {
    const g = ainokGame(['Forest', 'Grizzly Bears', 'Lightning Bolt']);
    g.act({ decide: [] });
    expect(g.names('p1', 'hand')).toEqual([]);
    expect(g.names('p1', 'graveyard')).toHaveLength(3);
    expect(pt(g, 'ainok')).toEqual([2, 2]);
  });

  it('Ainok Wayfarer: no land card milled, nothing asked, a +1/+1 counter', () => {
    const g = ainokGame(['Grizzly Bears', 'Lightning Bolt', 'Giant Spider', 'Forest']);
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision?.kind).not.toBe('chooseObjects');
    expect(g.names('p1', 'hand')).toEqual([]);
    expect(pt(g, 'ainok')).toEqual([2, 2]);
  });

  it('Airlift Chaplain: a Plains card or a creature card with mana value 3 or less (not the 4-drop)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Plains', 'Plains', 'Plains'],
            hand: [{ id: 'chap', card: 'Airlift Chaplain' }],
            library: [
              { id: 'plains', card: 'Plains' },
              { id: 'spider', card: 'Giant Spider' },
              { id: 'bears', card: 'Grizzly Bears' },
              'Forest',
            ],
          },
        },
      },
      [{ cast: 'chap' }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const d = g.state.pendingDecision;
    expect(d).toMatchObject({ kind: 'chooseObjects', min: 0, max: 1 });
    expect([...(d?.candidates ?? [])].sort()).toEqual([g.get('plains').id, g.get('bears').id].sort());
    g.act({ decide: [g.get('bears').id] });
    expect(g.names('p1', 'hand')).toEqual(['Grizzly Bears']);
    expect(g.names('p1', 'graveyard').sort()).toEqual(['Giant Spider', 'Plains']);
    expect(pt(g, 'chap')).toEqual([1, 1]);
  });

  it('Sludge Titan: up to one creature card, then up to one land card, among the five milled', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest'],
            hand: ['Sludge Titan'],
            library: [
              { id: 'bears', card: 'Grizzly Bears' },
              { id: 'forest', card: 'Forest' },
              { id: 'spider', card: 'Giant Spider' },
              'Lightning Bolt',
              { id: 'island', card: 'Island' },
              'Mountain',
            ],
          },
        },
      },
      [{ cast: 'Sludge Titan' }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    let d = g.state.pendingDecision;
    expect(d).toMatchObject({ kind: 'chooseObjects', min: 0, max: 1 });
    expect([...(d?.candidates ?? [])].sort()).toEqual([g.get('bears').id, g.get('spider').id].sort());
    g.act({ decide: [g.get('spider').id] });
    d = g.state.pendingDecision;
    expect(d).toMatchObject({ kind: 'chooseObjects', min: 0, max: 1 });
    // The Mountain, sixth, was not milled.
    expect([...(d?.candidates ?? [])].sort()).toEqual([g.get('forest').id, g.get('island').id].sort());
    g.act({ decide: [g.get('island').id] });
    expect(g.names('p1', 'hand').sort()).toEqual(['Giant Spider', 'Island']);
    expect(g.names('p1', 'graveyard').sort()).toEqual(['Forest', 'Grizzly Bears', 'Lightning Bolt']);
    expect(g.names('p1', 'library')).toEqual(['Mountain']);
  });

  it('Rick Jones: "from among those cards": an enchantment card among the four milled', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Forest', 'Forest', 'Forest', 'Rick Jones, Destined Sidekick'],
            library: ['Grizzly Bears', { id: 'pac', card: 'Pacifism' }, 'Forest', 'Lightning Bolt', 'Pacifism'],
          },
        },
      },
      [{ activate: 'Rick Jones, Destined Sidekick' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const d = g.state.pendingDecision;
    expect(d?.candidates).toEqual([g.get('pac').id]);
    g.act({ decide: [g.get('pac').id] });
    expect(g.names('p1', 'hand')).toEqual(['Pacifism']);
    expect(g.names('p1', 'graveyard').sort()).toEqual(['Forest', 'Grizzly Bears', 'Lightning Bolt']);
    expect(g.names('p1', 'library')).toEqual(['Pacifism']);
  });

  it('near miss: "If you don\'t" after two kinds ("and/or": which choice?) stays text', () => {
    const variant = card(
      'Sludge Titan',
      '{4}{B/G}{B/G}',
      'Creature — Zombie Giant',
      "Whenever this creature enters or attacks, mill five cards. You may put a creature card and/or a land card from among them into your hand. If you don't, put a +1/+1 counter on this creature.",
      '6/6',
    );
    expect(unenforced(variant)).toHaveLength(1);
  });
});
