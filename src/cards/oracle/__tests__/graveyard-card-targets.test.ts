// "Return up to one target instant card and up to one target sorcery card from your graveyard to
// your hand": each card phrase has its own word "target", a target of its own (CR 115.1, 601.2c),
// all in your graveyard, the zone said once after the last; the chosen cards go to your hand (400.3).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const pull = card(
  'Pull from the Deep',
  '{2}{U}{U}',
  'Sorcery',
  'Return up to one target instant card and up to one target sorcery card from your graveyard to your hand. Exile Pull from the Deep.',
);
const retrieve = card(
  'Retrieve',
  '{2}{G}',
  'Sorcery',
  'Return up to one target creature card and up to one target noncreature permanent card from your graveyard to your hand. Exile Retrieve.',
);
const forcemage = card(
  'Forcemage Advocate',
  '{1}{G}',
  'Creature — Centaur Shaman',
  "{T}: Return target card from an opponent's graveyard to their hand. Put a +1/+1 counter on target creature.",
  '2/1',
);
const nullmage = card(
  'Nullmage Advocate',
  '{2}{G}',
  'Creature — Insect Druid',
  "{T}: Return two target cards from an opponent's graveyard to their hand. Destroy target artifact or enchantment.",
  '2/3',
);
const ring = card('Sol Ring', '{1}', 'Artifact', '{T}: Add {C}{C}.');
const cards = compiled(pull, retrieve, ring, forcemage);
const islands = ['Island', 'Island', 'Island', 'Island'];

describe('target cards from your graveyard, each its own target (CR 115.1, 601.2c)', () => {
  it('Pull from the Deep returns an instant and a sorcery to your hand, then exiles itself', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: islands,
            hand: ['Pull from the Deep'],
            graveyard: [
              { id: 'bolt', card: 'Lightning Bolt' },
              { id: 'axe', card: 'Lava Axe' },
              { id: 'bears', card: 'Grizzly Bears' },
            ],
          },
        },
      },
      [{ cast: 'Pull from the Deep', targets: ['bolt', 'axe'] }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'hand').sort()).toEqual(['Lava Axe', 'Lightning Bolt']);
    expect(g.names('p1', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.names('p1', 'exile')).toEqual(['Pull from the Deep']);
  });

  it('up to one: Pull from the Deep with only an instant returns that one', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: islands,
            hand: ['Pull from the Deep'],
            graveyard: [
              { id: 'bolt', card: 'Lightning Bolt' },
              { id: 'axe', card: 'Lava Axe' },
            ],
          },
        },
      },
      [{ cast: 'Pull from the Deep', targets: ['bolt'] }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'hand')).toEqual(['Lightning Bolt']);
    expect(g.names('p1', 'graveyard')).toEqual(['Lava Axe']);
  });

  it("a card in an opponent's graveyard is no target for it", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: islands, hand: ['Pull from the Deep'] },
          p2: { graveyard: [{ id: 'bolt', card: 'Lightning Bolt' }] },
        },
      },
      [{ cast: 'Pull from the Deep', targets: ['bolt'] }],
      { cards },
    );
    expect(g.error).toMatch(/target/i);
  });

  it('Retrieve returns a creature card and a noncreature permanent card; a creature is no noncreature target', () => {
    const gy = [
      { id: 'bears', card: 'Grizzly Bears' },
      { id: 'spider', card: 'Giant Spider' },
      { id: 'ring', card: 'Sol Ring' },
    ];
    const forests = ['Forest', 'Forest', 'Forest'];
    const ok = game(
      { turn: main, players: { p1: { battlefield: forests, hand: ['Retrieve'], graveyard: gy } } },
      [{ cast: 'Retrieve', targets: ['bears', 'ring'] }, { pass: true }],
      { cards },
    );
    expect(ok.error).toBeNull();
    expect(ok.names('p1', 'hand').sort()).toEqual(['Grizzly Bears', 'Sol Ring']);
    expect(ok.names('p1', 'graveyard')).toEqual(['Giant Spider']);
    const bad = game(
      { turn: main, players: { p1: { battlefield: forests, hand: ['Retrieve'], graveyard: gy } } },
      [{ cast: 'Retrieve', targets: ['bears', 'spider'] }],
      { cards },
    );
    expect(bad.error).toMatch(/target/i);
  });

  it('near miss: a card phrase the compiler cannot read stays text', () => {
    const wreck = card(
      'Rise from the Wreck',
      '{2}{G}',
      'Sorcery',
      'Return up to one target creature card, up to one target Mount card, up to one target Vehicle card, and up to one target creature card with no abilities from your graveyard to your hand. Exile Rise from the Wreck.',
    );
    expect(unenforced(wreck)).toHaveLength(1);
  });
});

describe("target card from an opponent's graveyard to their hand (CR 404.2, 400.3)", () => {
  it("Forcemage Advocate returns the opponent's card to that opponent's hand", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'adv', card: 'Forcemage Advocate' },
              { id: 'bears', card: 'Grizzly Bears' },
            ],
          },
          p2: { graveyard: [{ id: 'bolt', card: 'Lightning Bolt' }] },
        },
      },
      [{ activate: 'adv', targets: ['bolt', 'bears'] }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'hand')).toEqual(['Lightning Bolt']);
    expect(g.names('p1', 'hand')).toEqual([]);
    expect(g.get('bears').counters['+1/+1']).toBe(1);
  });

  it("near miss: two target cards from an opponent's graveyard (one graveyard) stay text", () => {
    expect(unenforced(nullmage)).toHaveLength(1);
  });
});
