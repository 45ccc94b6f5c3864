// Static replacement effects on tokens about to be created (CR 111.2, 614.1a): "If an effect would
// create one or more tokens under your control, it creates twice that many of those tokens
// instead" (Parallel Lives), "If one or more tokens would be created, twice that many …" (Primal
// Vigor: anyone's), "… those tokens plus an additional Food token are created instead" (Peregrin
// Took), "If one or more creature tokens would be created …, those tokens plus a 1/1 white Soldier
// creature token …" (Queen Allenal: only with a creature token), "If you would create one or
// more Treasure tokens, instead create those tokens plus an additional Treasure token" (Xorn).
// With several, the tokens' controller would choose the order (CR 616.1); the engine applies the
// order that makes the most tokens, rechecking each effect against the changed event (616.1f),
// and says so.
import { describe, expect, it } from 'vitest';
import { allObjects } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const lives = card(
  'Parallel Lives',
  '{3}{G}',
  'Enchantment',
  'If an effect would create one or more tokens under your control, it creates twice that many of those tokens instead.',
);
const vigor = card(
  'Primal Vigor',
  '{4}{G}',
  'Enchantment',
  'If one or more tokens would be created, twice that many of those tokens are created instead.\nIf one or more +1/+1 counters would be put on a creature, twice that many +1/+1 counters are put on that creature instead.',
);
const peregrin = card(
  'Peregrin Took',
  '{2}{G}',
  'Legendary Creature — Halfling Citizen',
  'If one or more tokens would be created under your control, those tokens plus an additional Food token are created instead. (It\'s an artifact with "{2}, {T}, Sacrifice this token: You gain 3 life.")\nSacrifice three Foods: Draw a card.',
  '2/3',
);
const allenal = card(
  'Queen Allenal of Ruadach',
  '{G}{W}{W}',
  'Legendary Creature — Elf Noble',
  "Queen Allenal of Ruadach's power and toughness are each equal to the number of creatures you control.\nIf one or more creature tokens would be created under your control, those tokens plus a 1/1 white Soldier creature token are created instead.",
  '*/*',
);
const xorn = card(
  'Xorn',
  '{2}{R}',
  'Creature — Elemental',
  'If you would create one or more Treasure tokens, instead create those tokens plus an additional Treasure token.',
  '3/2',
);
const quina = card(
  'Quina, Qu Gourmet',
  '{2}{G}',
  'Legendary Creature — Qu',
  'If one or more tokens would be created under your control, those tokens plus a 1/1 green Frog creature token are created instead.\n{2}, Sacrifice a Frog: Put a +1/+1 counter on Quina.',
  '2/3',
);
const alarm = card('Raise the Alarm', '{1}{W}', 'Instant', 'Create two 1/1 white Soldier creature tokens.');
const prize = card(
  "Pirate's Prize",
  '{3}{U}',
  'Sorcery',
  'Draw two cards. Create a Treasure token. (It\'s an artifact with "{T}, Sacrifice this token: Add one mana of any color.")',
);
const counterpart = card(
  'Cackling Counterpart',
  '{1}{U}{U}',
  'Instant',
  "Create a token that's a copy of target creature you control.\nFlashback {5}{U}{U} (You may cast this card from your graveyard for its flashback cost. Then exile it.)",
);
const CARDS = compiled(lives, vigor, peregrin, allenal, xorn, quina, alarm, prize, counterpart);

/** p1 (Plains, Islands, Forests, `mine` with ids m0…) casts `spell`; p2 controls `theirs`. */
function play(mine: string[], spell: string, theirs: string[] = [], targets: string[] = []): Game {
  const g = game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: [
            ...Array<string>(3).fill('Plains'),
            ...Array<string>(3).fill('Island'),
            ...Array<string>(3).fill('Forest'),
            ...mine.map((c, i) => ({ id: `m${i}`, card: c })),
          ],
          hand: [spell],
          library: ['Island', 'Island'],
        },
        p2: { battlefield: theirs.map((c, i) => ({ id: `t${i}`, card: c })) },
      },
    },
    [{ cast: spell, targets }, { pass: true }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

/** How many tokens named `name` p1 controls. */
const tokens = (g: Game, name: string) =>
  allObjects(g.state).filter(
    (o) => o.zone === 'battlefield' && o.token && o.controller === 'p1' && o.def.startsWith(`token:${name}`),
  ).length;
const replaced = (g: Game) => g.events.filter((e) => e.type === 'ReplacementApplied').map((e) => e.text);

describe('"twice that many of those tokens" (CR 614.1a)', () => {
  it('Parallel Lives: Raise the Alarm creates four Soldiers', () => {
    const g = play(['Parallel Lives'], 'Raise the Alarm');
    expect(tokens(g, 'Soldier')).toBe(4);
  });

  it("an opponent's Parallel Lives doesn't (\"under your control\"); their Primal Vigor does (anyone's)", () => {
    expect(tokens(play([], 'Raise the Alarm', ['Parallel Lives']), 'Soldier')).toBe(2);
    expect(tokens(play([], 'Raise the Alarm', ['Primal Vigor']), 'Soldier')).toBe(4);
  });

  it('a token that is a copy (CR 707.2): Cackling Counterpart with Parallel Lives makes two copies', () => {
    const g = play(['Parallel Lives', 'Xorn'], 'Cackling Counterpart', [], ['m1']);
    expect(allObjects(g.state).filter((o) => o.zone === 'battlefield' && o.token).length).toBe(2);
    // Xorn's own effect: copies of Xorn aren't Treasures, so no Treasure is added.
    expect(tokens(g, 'Treasure')).toBe(0);
  });
});

describe('"those tokens plus …" (CR 614.1a)', () => {
  it('Peregrin Took: Raise the Alarm creates two Soldiers and a Food', () => {
    const g = play(['Peregrin Took'], 'Raise the Alarm');
    expect(tokens(g, 'Soldier')).toBe(2);
    expect(tokens(g, 'Food')).toBe(1);
  });

  it('Peregrin Took and Parallel Lives: p1 would choose the order (CR 616.1); the engine adds the Food first, then doubles — 4 Soldiers, 2 Foods — and says so', () => {
    const g = play(['Peregrin Took', 'Parallel Lives'], 'Raise the Alarm');
    expect(tokens(g, 'Soldier')).toBe(4);
    expect(tokens(g, 'Food')).toBe(2);
    expect(replaced(g).some((t) => t.includes('616.1'))).toBe(true);
  });

  it('Xorn: a Treasure creates two; Soldiers create no Treasure', () => {
    expect(tokens(play(['Xorn'], "Pirate's Prize"), 'Treasure')).toBe(2);
    expect(tokens(play(['Xorn'], 'Raise the Alarm'), 'Treasure')).toBe(0);
  });

  it('Queen Allenal: only when a creature token would be created', () => {
    const soldiers = play(['Queen Allenal of Ruadach'], 'Raise the Alarm');
    expect(tokens(soldiers, 'Soldier')).toBe(3);
    const treasure = play(['Queen Allenal of Ruadach'], "Pirate's Prize");
    expect(tokens(treasure, 'Soldier')).toBe(0);
    expect(tokens(treasure, 'Treasure')).toBe(1);
  });

  it("after Quina adds a Frog, Queen Allenal's effect applies to a Treasure's event too (CR 616.1f)", () => {
    const g = play(['Queen Allenal of Ruadach', 'Quina, Qu Gourmet'], "Pirate's Prize");
    expect(tokens(g, 'Treasure')).toBe(1);
    expect(tokens(g, 'Frog')).toBe(1);
    expect(tokens(g, 'Soldier')).toBe(1);
  });
});

describe('near misses stay text', () => {
  it('"you may create that many Clue tokens instead", "that many 4/4 … Angel … tokens instead" stay text', () => {
    const flitwing = card(
      'Flitwing, Lyev Detective',
      '{2}{U}',
      'Legendary Creature — Faerie Detective',
      'Flying\nIf you would create one or more tokens, you may create that many Clue tokens instead. (They\'re artifacts with "{2}, Sacrifice this token: Draw a card.")',
      '1/1',
    );
    expect(unenforced(flitwing)).toHaveLength(1);
    const visitation = card(
      'Divine Visitation',
      '{3}{W}{W}',
      'Enchantment',
      'If one or more creature tokens would be created under your control, that many 4/4 white Angel creature tokens with flying and vigilance are created instead.',
    );
    expect(unenforced(visitation)).toHaveLength(1);
    const helm = card(
      'Worldwalker Helm',
      '{1}{U}',
      'Artifact',
      'If you would create one or more artifact tokens, instead create those tokens plus an additional Map token. (It\'s an artifact with "{1}, {T}, Sacrifice this token: Target creature you control explores. Activate only as a sorcery.")\n{1}{U}, {T}: Create a token that\'s a copy of target artifact token you control.',
    );
    // The Map token is predefined now (CR 111.10): the Helm's replacement is read (played in
    // predefined-tokens-map-walker.test.ts).
    expect(unenforced(helm)).toEqual([]);
  });
});
