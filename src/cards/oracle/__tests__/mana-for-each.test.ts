// Mana counted as it is added (CR 106.1, 605.3b): "{T}: Add {G} for each creature you control",
// "Add an amount of {G} equal to ~'s power", "Add X mana of any one color, where X is the number
// of … ", and a spell's "Add {R} for each creature you control" (106.3). The count is taken as the
// ability or spell resolves; a mana ability reads only what it can without a stack object.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const cradle = card("Gaea's Cradle", '', 'Legendary Land', '{T}: Add {G} for each creature you control.');
const coffers = card('Cabal Coffers', '', 'Land', '{2}, {T}: Add {B} for each Swamp you control.');
const heronblade = card(
  'Heronblade Elite',
  '{2}{G}',
  'Creature — Human Warrior',
  "Vigilance\nWhenever another Human you control enters, put a +1/+1 counter on this creature.\n{T}: Add X mana of any one color, where X is this creature's power.",
  '1/1',
);
const blossom = card(
  'Lotus Blossom',
  '{2}',
  'Artifact',
  'At the beginning of your upkeep, you may put a petal counter on this artifact.\n{T}, Sacrifice this artifact: Add X mana of any one color, where X is the number of petal counters on this artifact.',
);
const priest = card(
  'Priest of Titania',
  '{1}{G}',
  'Creature — Elf Druid',
  '{T}: Add {G} for each Elf on the battlefield.',
  '1/1',
);
const hymn = card('Battle Hymn', '{1}{R}', 'Instant', 'Add {R} for each creature you control.');

// Grizzly Bears, Llanowar Elves, Swamp and Mountain are the pool's own.
const cards = compiled(cradle, coffers, heronblade, blossom, priest, hymn);

function board(p1: { battlefield: unknown[]; hand?: string[] }, p2: { battlefield?: unknown[] } = {}) {
  return { turn: main, players: { p1, p2 } };
}

describe('"Add {G} for each …" (a mana ability)', () => {
  it("Gaea's Cradle adds {G} for each creature its controller controls, counted as it resolves", () => {
    const g = game(
      board(
        { battlefield: ["Gaea's Cradle", 'Grizzly Bears', 'Grizzly Bears', 'Llanowar Elves'] },
        {
          battlefield: ['Grizzly Bears'],
        },
      ),
      [{ activate: "Gaea's Cradle" }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.manaPool).toEqual({ G: 3 });
  });

  it('with no creature it adds nothing', () => {
    const g = game(board({ battlefield: ["Gaea's Cradle"] }), [{ activate: "Gaea's Cradle" }], { cards });
    expect(g.state.players.p1.manaPool).toEqual({});
  });

  it('Cabal Coffers: {2} paid by two Swamps, then {B} for each Swamp (tapped or not)', () => {
    const g = game(
      board({ battlefield: ['Cabal Coffers', 'Swamp', 'Swamp', 'Swamp'] }),
      [{ activate: 'Cabal Coffers' }],
      {
        cards,
      },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.manaPool).toEqual({ B: 3 });
  });

  it('Priest of Titania counts every Elf on the battlefield, both players’', () => {
    const g = game(
      board(
        { battlefield: ['Priest of Titania', 'Llanowar Elves'] },
        { battlefield: ['Llanowar Elves', 'Grizzly Bears'] },
      ),
      [{ activate: 'Priest of Titania' }],
      { cards },
    );
    expect(g.state.players.p1.manaPool).toEqual({ G: 3 });
  });

  it("the automatic payer taps Gaea's Cradle for as much as it makes", () => {
    const g = game(
      board({ battlefield: ["Gaea's Cradle", 'Grizzly Bears', 'Grizzly Bears'], hand: ['Grizzly Bears'] }),
      [{ cast: 'Grizzly Bears' }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.get("Gaea's Cradle").tapped).toBe(true);
    expect(g.stack()).toEqual(['Grizzly Bears']);
  });
});

describe('"Add X mana of any one color, where X is …"', () => {
  it('Heronblade Elite: X is its power now (+1/+1 counters counted)', () => {
    const g = game(
      board({ battlefield: [{ id: 'elite', card: 'Heronblade Elite', counters: { '+1/+1': 2 } }] }),
      [{ activate: 'elite', mana: 'U' }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.manaPool).toEqual({ U: 3 });
  });

  it('Lotus Blossom: sacrificed as it is activated, it counts its petal counters as it last existed (608.2h)', () => {
    const g = game(
      board({ battlefield: [{ id: 'lotus', card: 'Lotus Blossom', counters: { petal: 3 } }] }),
      [{ activate: 'lotus', mana: 'R' }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.manaPool).toEqual({ R: 3 });
    expect(g.names('p1', 'graveyard')).toEqual(['Lotus Blossom']);
  });
});

describe('a spell: "Add {R} for each creature you control." (CR 106.3)', () => {
  it('Battle Hymn adds {R} for each creature as it resolves', () => {
    const g = game(
      board({
        battlefield: ['Mountain', 'Mountain', 'Grizzly Bears', 'Grizzly Bears', 'Llanowar Elves'],
        hand: ['Battle Hymn'],
      }),
      [{ cast: 'Battle Hymn' }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.manaPool).toEqual({ R: 3 });
  });
});

describe('near misses stay text', () => {
  it('a count a mana ability cannot read, or a count of mana in any combination', () => {
    const yawgmoth = card(
      'Priest of Yawgmoth',
      '{1}{B}',
      'Creature — Phyrexian Human Cleric',
      "{T}, Sacrifice an artifact: Add an amount of {B} equal to the sacrificed artifact's mana value.",
      '1/2',
    );
    const guardian = card(
      'Axebane Guardian',
      '{2}{G}',
      'Creature — Human Druid',
      'Defender\n{T}: Add X mana in any combination of colors, where X is the number of creatures you control with defender.',
      '0/3',
    );
    expect(unenforced(yawgmoth)).toHaveLength(1);
    expect(unenforced(guardian)).toHaveLength(1);
  });
});
