// Several kinds of token in one instruction, and tokens of more types (CR 111.2–111.4): "create a
// 1/1 green Snake creature token, a 2/2 green Wolf creature token, and a 3/3 green Elephant
// creature token" (each as written), "Create Voja, a legendary 2/2 green and white Wolf creature
// token" (its name and supertype, 111.4, 205.4), "X 1/1 green Forest Dryad land creature tokens"
// (a land and a creature). Real pool cards, played in the engine.
import { describe, expect, it } from 'vitest';
import { allObjects, characteristics, readContext, type GameObject } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const menace = card(
  'Bestial Menace',
  '{3}{G}{G}',
  'Sorcery',
  'Create a 1/1 green Snake creature token, a 2/2 green Wolf creature token, and a 3/3 green Elephant creature token.',
);
const friendship = card(
  'Forbidden Friendship',
  '{1}{R}',
  'Sorcery',
  'Create a 1/1 red Dinosaur creature token with haste and a 1/1 white Human Soldier creature token.',
);
const tolsimir = card(
  'Tolsimir Wolfblood',
  '{4}{G}{W}',
  'Legendary Creature — Elf Warrior',
  'Other green creatures you control get +1/+1.\nOther white creatures you control get +1/+1.\n{T}: Create Voja, a legendary 2/2 green and white Wolf creature token.',
  '3/4',
);
const woods = card(
  'Awaken the Woods',
  '{X}{G}{G}',
  'Sorcery',
  "Create X 1/1 green Forest Dryad land creature tokens. (They're affected by summoning sickness.)",
);
const CARDS = compiled(menace, friendship, tolsimir, woods);

function tokens(g: Game): GameObject[] {
  return allObjects(g.state).filter((o) => o.token && o.zone === 'battlefield');
}

function look(g: Game, o: GameObject) {
  const ch = characteristics(readContext(g.state, g.engine.registry), o);
  return { name: g.state.proxies[o.def]?.name, ...ch };
}

function cast(spell: string, lands: string[], extra: object = {}): Game {
  const g = game(
    { turn: main, players: { p1: { battlefield: lands, hand: [spell] } } },
    [{ cast: spell, ...extra }, { pass: true }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

describe('kinds of token (CR 111.2–111.4)', () => {
  it('Bestial Menace: a 1/1 Snake, a 2/2 Wolf and a 3/3 Elephant, all green', () => {
    const g = cast('Bestial Menace', ['Forest', 'Forest', 'Forest', 'Forest', 'Forest']);
    const made = tokens(g)
      .map((o) => look(g, o))
      .map((c) => [c.subtypes, c.power, c.toughness, c.colors]);
    expect(made).toEqual([
      [['Snake'], 1, 1, ['G']],
      [['Wolf'], 2, 2, ['G']],
      [['Elephant'], 3, 3, ['G']],
    ]);
  });

  it('Forbidden Friendship: haste goes to the Dinosaur only', () => {
    const g = cast('Forbidden Friendship', ['Mountain', 'Mountain']);
    const [dino, soldier] = tokens(g).map((o) => look(g, o));
    expect([dino?.subtypes, [...(dino?.keywords ?? [])]]).toEqual([['Dinosaur'], ['haste']]);
    expect([soldier?.subtypes, soldier?.colors, [...(soldier?.keywords ?? [])]]).toEqual([
      ['Human', 'Soldier'],
      ['W'],
      [],
    ]);
  });

  it('Tolsimir Wolfblood: Voja is a legendary green and white Wolf named Voja (4/4 with both bonuses)', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: [{ id: 'tolsimir', card: 'Tolsimir Wolfblood' }] } } },
      [{ activate: 'tolsimir', ability: 0 }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const [voja] = tokens(g).map((o) => look(g, o));
    expect([voja?.name, voja?.supertypes, voja?.types, voja?.colors]).toEqual([
      'Voja',
      ['legendary'],
      ['creature'],
      ['G', 'W'],
    ]);
    expect([voja?.power, voja?.toughness]).toEqual([4, 4]);
  });

  it('Awaken the Woods with X = 2: two Forest Dryads that are lands and creatures', () => {
    const g = cast('Awaken the Woods', ['Forest', 'Forest', 'Forest', 'Forest'], { x: 2 });
    const made = tokens(g).map((o) => look(g, o));
    expect(made).toHaveLength(2);
    expect(made.map((c) => [[...c.types].sort(), c.subtypes])).toEqual([
      [
        ['creature', 'land'],
        ['Forest', 'Dryad'],
      ],
      [
        ['creature', 'land'],
        ['Forest', 'Dryad'],
      ],
    ]);
  });

  it('near misses stay text: a name for a token that is not legendary, "it" after two kinds of token', () => {
    const plain = card(
      'Tolsimir Wolfblood',
      '{4}{G}{W}',
      'Legendary Creature — Elf Warrior',
      '{T}: Create Voja, a 2/2 green and white Wolf creature token.',
      '3/4',
    );
    expect(unenforced(plain)).toHaveLength(1);
    const it = card(
      'Forbidden Friendship',
      '{1}{R}',
      'Sorcery',
      'Create a 1/1 red Dinosaur creature token and a 1/1 white Human Soldier creature token. It gains haste until end of turn.',
    );
    expect(unenforced(it)).toHaveLength(1);
  });
});
