// Triggered mana abilities (CR 605.1b) beyond "adds an additional {G}": "one mana of any type that
// land/permanent/artifact token produced" on any watched permanent (106.12a; chosen among several
// types), "… an additional one mana of the chosen color" (614.12), "… {G} for each Elf on the
// battlefield" (counted as it resolves), and an intervening "if" or a "while" about the source or
// its controller, checked as it triggers and resolves, one moment (603.4, 605.4a).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const keeper = card(
  'Keeper of Progenitus',
  '{3}{G}',
  'Creature — Elf Druid',
  'Whenever a player taps a Mountain, Forest, or Plains for mana, that player adds one mana of any type that land produced.',
  '1/3',
);
const kinnan = card(
  'Kinnan, Bonder Prodigy',
  '{G}{U}',
  'Legendary Creature — Human Druid',
  'Whenever you tap a nonland permanent for mana, add one mana of any type that permanent produced.\n{5}{G}{U}: Look at the top five cards of your library. You may put a non-Human creature card from among them onto the battlefield. Put the rest on the bottom of your library in a random order.',
  '2/2',
);
const guidance = card(
  'Elvish Guidance',
  '{2}{G}',
  'Enchantment — Aura',
  'Enchant land\nWhenever enchanted land is tapped for mana, its controller adds an additional {G} for each Elf on the battlefield.',
);
const rikala = card(
  'Rikala, Homarid King',
  '{1}{G}{U}',
  'Legendary Creature — Lobster Noble',
  'At the beginning of your upkeep, put a tide counter on Rikala. Then if there are four or more tide counters on Rikala, remove them.\nCreatures you control get +1/+0 for each tide counter on Rikala.\nWhenever you tap an Island for mana, if there are three or more tide counters on Rikala, add an additional {U}.',
  '0/4',
);
const behemoth = card(
  'Regal Behemoth',
  '{4}{G}{G}',
  'Creature — Dinosaur',
  "Trample\nWhen this creature enters, you become the monarch.\nWhenever you tap a land for mana while you're the monarch, add an additional one mana of any color.",
  '5/5',
);
const sprawl = card(
  'Utopia Sprawl',
  '{G}',
  'Enchantment — Aura',
  'Enchant Forest\nAs this Aura enters, choose a color.\nWhenever enchanted Forest is tapped for mana, its controller adds an additional one mana of the chosen color.',
);
const flare = card(
  'Mana Flare',
  '{2}{R}',
  'Enchantment',
  'Whenever a player taps a land for mana, that player adds one mana of any type that land produced.',
);
const aqueduct = card(
  'Dimir Aqueduct',
  '',
  'Land',
  "This land enters tapped.\nWhen this land enters, return a land you control to its owner's hand.\n{T}: Add {U}{B}.",
);
const mindStone = card(
  'Mind Stone',
  '{2}',
  'Artifact',
  '{T}: Add {C}.\n{1}, {T}, Sacrifice this artifact: Draw a card.',
);
const cards = compiled(keeper, kinnan, guidance, rikala, behemoth, sprawl, flare, aqueduct, mindStone);

function board(battlefield: unknown[], opp: unknown[] = []) {
  return { turn: main, players: { p1: { battlefield, library: ['Island'] }, p2: { battlefield: opp } } };
}

describe('"one mana of any type that land/permanent produced" on any watched permanent (CR 106.12a)', () => {
  it('the cards compile whole', () => {
    for (const c of [keeper, kinnan, guidance, rikala, behemoth, sprawl]) expect(unenforced(c)).toEqual([]);
  });

  it('Keeper of Progenitus: a Forest adds {G}{G}, an Island only {U}', () => {
    const g = game(board(['Keeper of Progenitus', 'Forest', 'Island']), [{ activate: 'Forest', ability: 0 }], {
      cards,
    });
    expect(g.error).toBeNull();
    expect(g.state.players.p1.manaPool).toEqual({ G: 2 });
    g.act({ activate: 'Island', ability: 0 });
    expect(g.state.players.p1.manaPool).toEqual({ G: 2, U: 1 });
  });

  it('Kinnan: Mind Stone adds {C}{C}; a land adds only its own mana', () => {
    const g = game(
      board(['Kinnan, Bonder Prodigy', 'Mind Stone', 'Forest']),
      [{ activate: 'Mind Stone', ability: 0 }],
      {
        cards,
      },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.manaPool).toEqual({ C: 2 });
    g.act({ activate: 'Forest', ability: 0 });
    expect(g.state.players.p1.manaPool).toEqual({ C: 2, G: 1 });
  });

  it('Mana Flare: a land that produced {U}{B} asks which of the two types, and adds the one chosen', () => {
    const g = game(board(['Mana Flare', 'Dimir Aqueduct']), [{ activate: 'Dimir Aqueduct', ability: 0 }], { cards });
    expect(g.error).toBeNull();
    expect(g.state.players.p1.manaPool).toEqual({ U: 1, B: 1 });
    g.act({ decide: 'B' });
    expect(g.state.players.p1.manaPool).toEqual({ U: 1, B: 2 });
    const g2 = game(board(['Mana Flare', 'Dimir Aqueduct']), [{ activate: 'Dimir Aqueduct', ability: 0 }], {
      cards,
    });
    expect(() => g2.act({ decide: 'G' })).toThrow();
  });
});

describe('"… for each Elf", "… of the chosen color", "if …" and "while …" (CR 605.1b, 603.4)', () => {
  it('Elvish Guidance counts the Elves on the whole battlefield as it resolves', () => {
    const g = game(
      board(
        [
          { id: 'forest', card: 'Forest' },
          { card: 'Elvish Guidance', attachedTo: 'forest' },
          'Llanowar Elves',
          'Llanowar Elves',
        ],
        ['Llanowar Elves'],
      ),
      [{ activate: 'forest', ability: 0 }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.manaPool).toEqual({ G: 4 });
  });

  it('Elvish Guidance with no Elf adds nothing more', () => {
    const g = game(
      board([
        { id: 'forest', card: 'Forest' },
        { card: 'Elvish Guidance', attachedTo: 'forest' },
      ]),
      [{ activate: 'forest', ability: 0 }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.manaPool).toEqual({ G: 1 });
  });

  it('Utopia Sprawl adds the colour chosen as it entered', () => {
    const g = game(
      board([
        { id: 'forest', card: 'Forest' },
        { card: 'Utopia Sprawl', attachedTo: 'forest', chosenColor: 'R' },
      ]),
      [{ activate: 'forest', ability: 0 }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.manaPool).toEqual({ G: 1, R: 1 });
  });

  it('Rikala: three tide counters add {U} more; two do not', () => {
    const three = game(
      board([{ card: 'Rikala, Homarid King', counters: { tide: 3 } }, 'Island']),
      [{ activate: 'Island', ability: 0 }],
      { cards },
    );
    expect(three.error).toBeNull();
    expect(three.state.players.p1.manaPool).toEqual({ U: 2 });
    const two = game(
      board([{ card: 'Rikala, Homarid King', counters: { tide: 2 } }, 'Island']),
      [{ activate: 'Island', ability: 0 }],
      { cards },
    );
    expect(two.error).toBeNull();
    expect(two.state.players.p1.manaPool).toEqual({ U: 1 });
  });

  it("Regal Behemoth: a land adds one more mana of a colour chosen only while you're the monarch", () => {
    const not = game(board(['Regal Behemoth', 'Forest']), [{ activate: 'Forest', ability: 0 }], { cards });
    expect(not.error).toBeNull();
    expect(not.state.players.p1.manaPool).toEqual({ G: 1 });
    const g = game(board(['Regal Behemoth', 'Forest']), [], { cards });
    g.state = { ...g.state, monarch: 'p1' };
    g.act({ activate: 'Forest', ability: 0 });
    g.act({ decide: 'B' });
    expect(g.state.players.p1.manaPool).toEqual({ G: 1, B: 1 });
  });

  it('near misses stay text: a rider after the mana, "for mana of the chosen color", a condition on "it"', () => {
    const gremlin = card(
      'Barbflare Gremlin',
      '{3}{R}',
      'Creature — Gremlin',
      'First strike, haste\nWhenever a player taps a land for mana, if this creature is tapped, that player adds one mana of any type that land produced. Then that land deals 1 damage to that player.',
      '3/2',
    );
    expect(unenforced(gremlin)).toHaveLength(1);
    const gauntlet = card(
      'Gauntlet of Power',
      '{5}',
      'Artifact',
      'As this artifact enters, choose a color.\nCreatures of the chosen color get +1/+1.\nWhenever a basic land is tapped for mana of the chosen color, its controller adds an additional one mana of that color.',
    );
    expect(unenforced(gauntlet)).toHaveLength(1);
    const madeUp = card(
      'Made-Up Sprite',
      '{G}',
      'Creature — Faerie',
      "Whenever you tap a land for mana, if it's a Forest, add an additional {G}.",
      '1/1',
    );
    expect(unenforced(madeUp)).toHaveLength(1);
  });
});
