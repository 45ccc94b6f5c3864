// A mana ability's further instructions (CR 605.3b) that hang on a condition about its source or
// controller ("If you control a Nissa planeswalker, you gain 2 life.") or create a delayed
// triggered ability (603.7: "Draw a card at the beginning of the next turn's upkeep.", "When you
// next cast an instant or sorcery spell this turn, copy that spell."), all done as it resolves.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const blackTom = card(
  'Black Tom Cassidy',
  '{1}{G}',
  'Legendary Creature — Mutant Villain',
  '{T}: Add {G}. If you control another Mutant, you gain 1 life.',
  '2/1',
);
const groundchuck = card(
  'Groundchuck & Dirtbag',
  '{4}{G}{G}',
  'Legendary Creature — Ox Mole Mutant',
  'Trample\nWhenever you tap a land for mana, add {G}.',
  '8/8',
);
const avid = card(
  'Avid Reclaimer',
  '{1}{G}',
  'Creature — Human Druid',
  '{T}: Add {G} or {U}. If you control a Nissa planeswalker, you gain 2 life.',
  '2/1',
);
const astrolabe = card(
  'Astrolabe',
  '{3}',
  'Artifact',
  "{1}, {T}, Sacrifice this artifact: Add two mana of any one color. Draw a card at the beginning of the next turn's upkeep.",
);
const ether = card(
  'Ether',
  '{1}{U}',
  'Artifact',
  '{T}, Exile this artifact: Add {U}. When you next cast an instant or sorcery spell this turn, copy that spell. You may choose new targets for the copy.',
);
const cards = compiled(blackTom, groundchuck, avid, astrolabe, ether);

describe('"If you control …, you gain N life." after the mana (CR 605.3b)', () => {
  it('the cards compile whole', () => {
    for (const c of [blackTom, avid, astrolabe, ether]) expect(unenforced(c)).toEqual([]);
  });

  it('Black Tom Cassidy: with another Mutant, {G} and 1 life; alone (itself a Mutant), only {G}', () => {
    const run = (battlefield: string[]) =>
      game({ turn: main, players: { p1: { battlefield, life: 20 }, p2: {} } }, [{ activate: 'Black Tom Cassidy' }], {
        cards,
      });
    const withOther = run(['Black Tom Cassidy', 'Groundchuck & Dirtbag']);
    expect(withOther.error).toBeNull();
    expect(withOther.state.players.p1.manaPool).toEqual({ G: 1 });
    expect(withOther.state.players.p1.life).toBe(21);
    const alone = run(['Black Tom Cassidy']);
    expect(alone.error).toBeNull();
    expect(alone.state.players.p1.manaPool).toEqual({ G: 1 });
    expect(alone.state.players.p1.life).toBe(20);
  });

  it('Avid Reclaimer without a Nissa planeswalker: the mana, no life', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: ['Avid Reclaimer'], life: 20 }, p2: {} } },
      [{ activate: 'Avid Reclaimer', mana: 'U' }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.manaPool).toEqual({ U: 1 });
    expect(g.state.players.p1.life).toBe(20);
  });

  it('near miss: a condition the grammar does not read stays text', () => {
    const altar = card(
      'Altar of the Pantheon',
      '{3}',
      'Artifact',
      'Your devotion to each color and each combination of colors is increased by one.\n{T}: Add one mana of any color. If you control a God, a Demigod, or a legendary enchantment, you gain 1 life.',
    );
    expect(unenforced(altar)).toHaveLength(2);
  });
});

describe('a delayed triggered ability created by a mana ability (CR 603.7, 605.3b)', () => {
  it("Astrolabe: two mana of one colour now, a card at the next turn's upkeep, once", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Astrolabe', 'Forest'], library: ['Island', 'Island', 'Island'] },
          p2: { library: ['Forest', 'Forest'] },
        },
      },
      [{ activate: 'Astrolabe', mana: 'U' }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.manaPool).toEqual({ U: 2 });
    expect(g.names('p1', 'graveyard')).toEqual(['Astrolabe']);
    expect(g.state.players.p1.hand).toHaveLength(0);
    g.act({ advance: 'next-turn' });
    expect(g.state.turn).toMatchObject({ number: 4, active: 'p2' });
    expect(g.names('p1', 'hand')).toEqual(['Island']);
    g.act({ advance: 'next-turn' });
    expect(g.names('p1', 'hand')).toEqual(['Island', 'Island']);
  });

  it('Ether: the next instant cast this turn is copied', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Ether', 'Mountain'], hand: ['Lightning Bolt'] }, p2: { life: 20 } },
      },
      [{ activate: 'Ether' }, { cast: 'Lightning Bolt', targets: ['p2'] }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'exile')).toEqual(['Ether']);
    expect(g.stack()).toHaveLength(2);
    g.act({ pass: true });
    // The copy's new targets: keep p2.
    g.act({ decide: false });
    for (let i = 0; i < 4 && g.state.stack.length; i++) g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(14);
  });

  it('near miss: a delayed ability naming what the mana ability has no record of stays text', () => {
    const made = card(
      'Made-Up Sextant',
      '{1}',
      'Artifact',
      '{T}, Sacrifice this artifact: Add {C}. When you next cast a creature spell this turn, it enters with an additional +1/+1 counter on it.',
    );
    expect(unenforced(made)).toHaveLength(1);
  });
});
