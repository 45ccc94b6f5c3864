// Snow mana (CR 107.4h): {S} is one generic mana paid only with mana a snow source produced. The
// pool remembers which mana came from snow permanents; {S} takes it from there, or taps an
// untapped snow source; mana from other sources never pays it, and other costs spend non-snow
// mana first (the mana left stays able to pay {S}).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const snowForest = card('Snow-Covered Forest', '', 'Basic Snow Land — Forest', '({T}: Add {G}.)');
const snowIsland = card('Snow-Covered Island', '', 'Basic Snow Land — Island', '({T}: Add {U}.)');
const borealCentaur = card(
  'Boreal Centaur',
  '{1}{G}',
  'Snow Creature — Centaur Warrior',
  '{S}: This creature gets +1/+1 until end of turn. Activate only once each turn. ({S} can be paid with one mana from a snow source.)',
  '2/2',
);
const ironfoot = card(
  'Phyrexian Ironfoot',
  '{3}',
  'Snow Artifact Creature — Phyrexian Construct',
  "This creature doesn't untap during your untap step.\n{1}{S}: Untap this creature. ({S} can be paid with one mana from a snow source.)",
  '3/4',
);
const mouthOfRonom = card(
  'Mouth of Ronom',
  '',
  'Snow Land',
  '{T}: Add {C}.\n{4}{S}, {T}, Sacrifice this land: It deals 4 damage to target creature. ({S} can be paid with one mana from a snow source.)',
);
const icehideGolem = card(
  'Icehide Golem',
  '{S}',
  'Snow Artifact Creature — Golem',
  '({S} can be paid with one mana from a snow source.)',
  '2/2',
);
const glacialPlating = card(
  'Glacial Plating',
  '{2}{W}{W}',
  'Snow Enchantment — Aura',
  'Enchant creature\nCumulative upkeep {S} (At the beginning of your upkeep, put an age counter on this permanent, then sacrifice it unless you pay its upkeep cost for each age counter on it. {S} can be paid with one mana from a snow source.)\nEnchanted creature gets +3/+3 for each age counter on this Aura.',
);
const CARDS = compiled(snowForest, snowIsland, borealCentaur, ironfoot, mouthOfRonom, icehideGolem);

describe('snow mana {S} (CR 107.4h)', () => {
  it('Boreal Centaur: {S} taps the Snow-Covered Forest, not the Forest, and the Centaur is 3/3', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'f', card: 'Forest' },
              { id: 'sf', card: 'Snow-Covered Forest' },
              { id: 'c', card: 'Boreal Centaur' },
            ],
          },
        },
      },
      [{ activate: 'c' }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('sf').tapped).toBe(true);
    expect(g.get('f').tapped).toBe(false);
    expect(pt(g, 'c')).toEqual([3, 3]);
  });

  it('mana from a land that is not snow never pays {S}: refused, nothing tapped', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'f', card: 'Forest' },
              { id: 'c', card: 'Boreal Centaur' },
            ],
          },
        },
      },
      [{ activate: 'c' }],
      { cards: CARDS },
    );
    expect(g.error).toMatch(/\{S\}/);
    expect(g.get('f').tapped).toBe(false);
    expect(pt(g, 'c')).toEqual([2, 2]);
  });

  it('a Forest tapped by hand first: its {G} in the pool stays, and the Snow-Covered Island pays {S}', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'f', card: 'Forest' },
              { id: 'si', card: 'Snow-Covered Island' },
              { id: 'c', card: 'Boreal Centaur' },
            ],
          },
        },
      },
      [{ activate: 'f' }, { activate: 'c' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('si').tapped).toBe(true);
    expect(g.state.players.p1.manaPool).toEqual({ G: 1 });
  });

  it('snow mana floating in the pool pays {S}; a spell paid first spends the other {G}', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Llanowar Elves'],
            battlefield: [
              { id: 'sf', card: 'Snow-Covered Forest' },
              { id: 'f', card: 'Forest' },
              { id: 'c', card: 'Boreal Centaur' },
            ],
          },
        },
      },
      [
        { activate: 'sf' },
        { activate: 'f' },
        { cast: 'Llanowar Elves' },
        { activate: 'c' },
        { pass: true },
        { pass: true },
      ],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.manaPool).toEqual({});
    expect(pt(g, 'c')).toEqual([3, 3]);
  });

  it('Phyrexian Ironfoot {1}{S}: the snow land pays {S}, the Forest {1}, and it untaps', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'f', card: 'Forest' },
              { id: 'sf', card: 'Snow-Covered Forest' },
              { id: 'i', card: 'Phyrexian Ironfoot', tapped: true },
            ],
          },
        },
      },
      [{ activate: 'i' }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('f').tapped).toBe(true);
    expect(g.get('sf').tapped).toBe(true);
    expect(g.get('i').tapped).toBe(false);
  });

  it("Mouth of Ronom can't pay its own {S} (its {T} is part of the cost): four Forests are not enough", () => {
    const forests = ['f1', 'f2', 'f3', 'f4'].map((id) => ({ id, card: 'Forest' }));
    const refused = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [...forests, { id: 'm', card: 'Mouth of Ronom' }] },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [{ activate: 'm', ability: 1, targets: ['bears'] }],
      { cards: CARDS },
    );
    expect(refused.error).toMatch(/\{S\}/);
    expect(refused.names('p1', 'battlefield')).toContain('Mouth of Ronom');
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [...forests, { id: 'si', card: 'Snow-Covered Island' }, { id: 'm', card: 'Mouth of Ronom' }],
          },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [{ activate: 'm', ability: 1, targets: ['bears'] }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(['Mouth of Ronom']);
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
  });

  it('Icehide Golem ({S}) is cast with a snow land’s mana, and not with an Island’s', () => {
    const g = game(
      { turn: main, players: { p1: { hand: ['Icehide Golem'], battlefield: ['Snow-Covered Island'] } } },
      [{ cast: 'Icehide Golem' }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield')).toContain('Icehide Golem');
    const refused = game(
      { turn: main, players: { p1: { hand: ['Icehide Golem'], battlefield: ['Island'] } } },
      [{ cast: 'Icehide Golem' }],
      { cards: CARDS },
    );
    expect(refused.error).not.toBeNull();
    expect(refused.names('p1', 'hand')).toEqual(['Icehide Golem']);
  });

  it('Glacial Plating, cumulative upkeep {S}: with one age counter, a second is put on it and two snow lands pay {S}{S}', () => {
    const g = platingUpkeep(['Snow-Covered Forest', 'Snow-Covered Island', 'Forest']);
    expect(g.get('plating').counters).toEqual({ age: 2 });
    expect(g.state.pendingDecision).toMatchObject({ kind: 'may', prompt: expect.stringContaining('{S}{S}') });
    g.act({ decide: true });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield')).toContain('Glacial Plating');
    expect(g.get('forest').tapped).toBe(false);
    expect(pt(g, 'bears')).toEqual([8, 8]);
  });

  it("Glacial Plating: one snow land can't pay {S}{S}, so nothing is asked and it is sacrificed", () => {
    const g = platingUpkeep(['Snow-Covered Forest', 'Forest']);
    for (let i = 0; i < 5 && g.state.stack.length && !g.state.pendingDecision; i++) g.act({ pass: true });
    expect(g.names('p1', 'graveyard')).toEqual(['Glacial Plating']);
  });

  it('near miss: "Cumulative upkeep {S} or {W}" stays text', () => {
    const near = card(
      'Near Miss',
      '{2}{W}{W}',
      'Snow Enchantment',
      'Cumulative upkeep {S} or {W} (At the beginning of your upkeep, put an age counter on this permanent, then sacrifice it unless you pay its upkeep cost for each age counter on it.)',
    );
    expect(unenforced(near)).toHaveLength(1);
  });
});

/** Glacial Plating with one age counter on player 1's Grizzly Bears, at player 1's next upkeep, with `lands` (the plain Forest's id "forest"). */
function platingUpkeep(lands: string[]) {
  const library = ['Plains', 'Plains', 'Plains'];
  const g = game(
    {
      turn: { number: 2, active: 'p2', phase: 'main1' },
      players: {
        p1: {
          battlefield: [
            { id: 'bears', card: 'Grizzly Bears' },
            { id: 'plating', card: 'Glacial Plating', attachedTo: 'bears', counters: { age: 1 } },
            ...lands.map((l) => (l === 'Forest' ? { id: 'forest', card: l } : l)),
          ],
          library,
        },
        p2: { library },
      },
    },
    [{ advance: 'next-turn' }],
    { cards: [...CARDS, ...compiled(glacialPlating)] },
  );
  expect(g.error).toBeNull();
  for (let i = 0; i < 5 && g.state.stack.length && !g.state.pendingDecision; i++) g.act({ pass: true });
  return g;
}
