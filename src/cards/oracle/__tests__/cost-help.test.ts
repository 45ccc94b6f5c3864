// Convoke, improvise and delve (CR 601.2h, 702.51a, 702.126a, 702.66a): while a spell with the
// keyword is cast, its caster chooses objects that pay part of the total cost instead of mana —
// an untapped creature for {1} or one mana of its colour, an untapped artifact for {1}, a card
// exiled from their graveyard for {1} — and pays the rest with mana. Real cards played.
import { describe, expect, it } from 'vitest';
import { castOptions, RULE } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const stoke = card(
  'Stoke the Flames',
  '{2}{R}{R}',
  'Instant',
  "Convoke (Your creatures can help cast this spell. Each creature you tap while casting this spell pays for {1} or one mana of that creature's color.)\nStoke the Flames deals 4 damage to any target.",
);
const cruise = card(
  'Treasure Cruise',
  '{7}{U}',
  'Sorcery',
  'Delve (Each card you exile from your graveyard while casting this spell pays for {1}.)\nDraw three cards.',
);
const engineer = card(
  'Reverse Engineer',
  '{3}{U}{U}',
  'Sorcery',
  "Improvise (Your artifacts can help cast this spell. Each artifact you tap after you're done activating mana abilities pays for {1}.)\nDraw three cards.",
);
const goblin = card(
  'Raging Goblin',
  '{R}',
  'Creature — Goblin Berserker',
  'Haste (This creature can attack and {T} as soon as it comes under your control.)',
  '1/1',
);
const ornithopter = card('Ornithopter', '{0}', 'Artifact Creature — Thopter', 'Flying', '0/2');
const CARDS = compiled(stoke, cruise, engineer, goblin, ornithopter);

const LIBRARY = ['Island', 'Island', 'Island', 'Island'];

describe('convoke (CR 702.51a)', () => {
  it('asks which creatures to tap; a red creature pays {R}, a green one {1}, lands the rest', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'm1', card: 'Mountain' },
              { id: 'm2', card: 'Mountain' },
              'Raging Goblin',
              'Grizzly Bears',
            ],
            hand: ['Stoke the Flames'],
          },
        },
      },
      [{ cast: 'Stoke the Flames', targets: ['p2'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toMatchObject({
      kind: 'chooseObjects',
      purpose: 'convoke',
      rule: RULE.convoke,
      min: 0,
      candidates: [g.get('Raging Goblin').id, g.get('Grizzly Bears').id],
    });
    g.act({ decide: [g.get('Raging Goblin').id, g.get('Grizzly Bears').id] });
    expect(g.get('Raging Goblin').tapped).toBe(true);
    expect(g.get('Grizzly Bears').tapped).toBe(true);
    // {2}{R}{R} less {R} (the Goblin) and {1} (the Bears): {1}{R}, two Mountains.
    expect([g.get('m1').tapped, g.get('m2').tapped]).toEqual([true, true]);
    expect(g.state.players.p1.manaPool).toEqual({});
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(16);
  });

  it('summoning-sick creatures convoke too (no {T} ability is activated, CR 302.6)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              'Mountain',
              'Mountain',
              { id: 'b1', card: 'Grizzly Bears', summoningSick: true },
              { id: 'b2', card: 'Grizzly Bears', summoningSick: true },
            ],
            hand: ['Stoke the Flames'],
          },
        },
      },
      [{ cast: 'Stoke the Flames', targets: ['p2'] }],
      { cards: CARDS },
    );
    g.act({ decide: [g.get('b1').id, g.get('b2').id] });
    expect(g.get('b1').tapped).toBe(true);
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Stoke the Flames']);
  });

  it("a green creature can't pay {R}: with one Mountain, three Bears can't cast Stoke the Flames", () => {
    const doc = {
      turn: main,
      players: {
        p1: {
          battlefield: [
            'Mountain',
            { id: 'b1', card: 'Grizzly Bears' },
            { id: 'b2', card: 'Grizzly Bears' },
            { id: 'b3', card: 'Grizzly Bears' },
          ],
          hand: ['Stoke the Flames'],
        },
      },
    };
    const before = game(doc, [], { cards: CARDS });
    const opt = castOptions(before.engine.registry, before.state, 'p1', before.get('Stoke the Flames').id);
    expect(opt.options[0]?.payable).toBe(false);
    const g = game(doc, [{ cast: 'Stoke the Flames', targets: ['p2'] }], { cards: CARDS });
    const bears = ['b1', 'b2', 'b3'].map((b) => g.get(b).id);
    // The Bears pay only generic mana: {2} at most, so one is one too many, and {R}{R} needs two red sources.
    expect(() => g.act({ decide: bears })).toThrow(/each pays one symbol/);
    expect(() => g.act({ decide: bears.slice(0, 2) })).toThrow(/can't be paid with mana/);
  });

  it('offers the cast when creatures make up what the lands lack (the legal-action query)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Mountain', 'Raging Goblin', 'Grizzly Bears', 'Grizzly Bears'],
            hand: ['Stoke the Flames'],
          },
        },
      },
      [],
      { cards: CARDS },
    );
    const opt = castOptions(g.engine.registry, g.state, 'p1', g.get('Stoke the Flames').id);
    expect(opt.options[0]?.payable).toBe(true);
  });

  it('choosing none pays the whole cost with mana', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Raging Goblin'],
            hand: ['Stoke the Flames'],
          },
        },
      },
      [{ cast: 'Stoke the Flames', targets: ['p2'] }, { decide: [] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('Raging Goblin').tapped).toBe(false);
    expect(g.stack()).toEqual(['Stoke the Flames']);
  });

  it('a granted convoke stays text: "Artifact spells you cast have convoke" (Chief Engineer)', () => {
    const chief = card(
      'Chief Engineer',
      '{1}{U}',
      'Creature — Vedalken Artificer',
      "Artifact spells you cast have convoke. (Your creatures can help cast those spells. Each creature you tap while casting an artifact spell pays for {1} or one mana of that creature's color.)",
      '1/3',
    );
    expect(unenforced(chief)).toEqual([
      "Artifact spells you cast have convoke. (Your creatures can help cast those spells. Each creature you tap while casting an artifact spell pays for {1} or one mana of that creature's color.)",
    ]);
  });
});

describe('improvise (CR 702.126a)', () => {
  it('each tapped artifact pays {1}; an artifact pays no coloured mana', () => {
    const doc = {
      turn: main,
      players: {
        p1: {
          battlefield: [
            'Island',
            'Island',
            { id: 'o1', card: 'Ornithopter' },
            { id: 'o2', card: 'Ornithopter' },
            { id: 'o3', card: 'Ornithopter' },
          ],
          hand: ['Reverse Engineer'],
          library: LIBRARY,
        },
      },
    };
    const g = game(doc, [{ cast: 'Reverse Engineer' }], { cards: CARDS });
    expect(g.state.pendingDecision).toMatchObject({ purpose: 'improvise', rule: RULE.improvise });
    const thopters = ['o1', 'o2', 'o3'].map((o) => g.get(o).id);
    g.act({ decide: thopters });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.names('p1', 'hand')).toEqual(['Island', 'Island', 'Island']);
    // With one Island, {U}{U} can't be paid: the artifacts pay only {1} each.
    const one = game(
      { ...doc, players: { p1: { ...doc.players.p1, battlefield: doc.players.p1.battlefield.slice(1) } } },
      [{ cast: 'Reverse Engineer' }],
      { cards: CARDS },
    );
    const three = ['o1', 'o2', 'o3'].map((o) => one.get(o).id);
    expect(() => one.act({ decide: three })).toThrow(/can't be paid with mana/);
  });
});

describe('delve (CR 702.66a)', () => {
  it('each card exiled from the graveyard pays {1}; the spell itself is not in the graveyard to delve', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Island'],
            hand: ['Treasure Cruise'],
            graveyard: ['Shock', 'Shock', 'Shock', 'Shock', 'Shock', 'Shock', 'Shock', 'Grizzly Bears'],
            library: LIBRARY,
          },
        },
      },
      [{ cast: 'Treasure Cruise' }],
      { cards: CARDS },
    );
    expect(g.state.pendingDecision).toMatchObject({ purpose: 'delve', rule: RULE.delve, max: 8 });
    g.act({ decide: g.state.players.p1.graveyard.slice(0, 7) });
    expect(g.names('p1', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.names('p1', 'exile')).toHaveLength(7);
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.names('p1', 'hand')).toEqual(['Island', 'Island', 'Island']);
  });

  it("exiled cards pay only generic mana: with no Island, eight cards can't pay {U}", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Treasure Cruise'],
            graveyard: ['Shock', 'Shock', 'Shock', 'Shock', 'Shock', 'Shock', 'Shock', 'Shock'],
          },
        },
      },
      [],
      { cards: CARDS },
    );
    const opt = castOptions(g.engine.registry, g.state, 'p1', g.get('Treasure Cruise').id);
    expect(opt.options[0]?.payable).toBe(false);
    g.act({ cast: 'Treasure Cruise' });
    expect(() => g.act({ decide: g.state.players.p1.graveyard })).toThrow(/each pays one symbol/);
  });
});
