// Object phrases in abilities' frames read by the one grammar of object phrases
// (grammar/objects.ts) where the older phrase reader stopped: "artifact creatures you control"
// (both types, CR 205.2b), "historic" (700.6), "multicolored" / "colorless" (105.2),
// "creature tokens" (111.1). "a noncreature source" stays text: a source may be a spell (120.1).
import { describe, expect, it } from 'vitest';
import { characteristics, readContext } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const steel = card('Tempered Steel', '{1}{W}{W}', 'Enchantment', 'Artifact creatures you control get +2/+2.');
const alistair = card(
  'Alistair, the Brigadier',
  '{1}{R}{W}',
  'Legendary Creature — Human Soldier',
  'Whenever you cast a historic spell, create a 1/1 white Soldier creature token. (Artifacts, legendaries, and Sagas are historic.)\n{3}{R}{W}, {T}: Until end of turn, target creature you control gets +X/+X, where X is the number of Soldiers you control.',
  '3/3',
);
const hero = card(
  'Hero of Precinct One',
  '{1}{W}',
  'Creature — Human Warrior',
  'Whenever you cast a multicolored spell, create a 1/1 white Human creature token.',
  '2/2',
);
const virtue = card(
  'Intangible Virtue',
  '{1}{W}',
  'Enchantment',
  'Creature tokens you control get +1/+1 and have vigilance.',
);
const tamanoa = card(
  'Tamanoa',
  '{R}{G}{W}',
  'Creature — Spirit',
  'Whenever a noncreature source you control deals damage, you gain that much life.',
  '2/4',
);
const ornithopter = card('Ornithopter', '{0}', 'Artifact Creature — Thopter', 'Flying', '0/2');
const watchwolf = card('Watchwolf', '{G}{W}', 'Creature — Wolf', '', '3/3');
const keywords = (g: Game, ref: string) =>
  characteristics(readContext(g.state, g.engine.registry), g.get(ref)).keywords;
const CARDS = compiled(steel, alistair, hero, virtue, ornithopter, watchwolf);

describe('object phrases read by the grammar in abilities’ frames', () => {
  it('Tempered Steel: an artifact creature gets +2/+2; a creature or an artifact alone does not', () => {
    expect(unenforced(steel)).toEqual([]);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              'Tempered Steel',
              { id: 'thopter', card: 'Ornithopter' },
              { id: 'bears', card: 'Grizzly Bears' },
            ],
          },
          p2: { battlefield: [{ id: 'theirs', card: 'Ornithopter' }] },
        },
      },
      [],
      { cards: CARDS },
    );
    expect(pt(g, 'thopter')).toEqual([2, 4]);
    expect(pt(g, 'bears')).toEqual([2, 2]);
    expect(pt(g, 'theirs')).toEqual([0, 2]);
  });

  it('Alistair: an artifact spell is historic and makes a Soldier; Grizzly Bears does not', () => {
    expect(unenforced(alistair)).toEqual([]);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'al', card: 'Alistair, the Brigadier' }, 'Forest', 'Forest'],
            hand: ['Ornithopter', 'Grizzly Bears'],
          },
        },
      },
      [{ cast: 'Ornithopter' }, { pass: true }, { pass: true }, { cast: 'Grizzly Bears' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield').filter((n) => n === 'Soldier Token (token)')).toHaveLength(1);
  });

  it('Hero of Precinct One and Intangible Virtue: a multicolored spell makes a Human, and the token gets +1/+1 and vigilance', () => {
    expect(unenforced(hero)).toEqual([]);
    expect(unenforced(virtue)).toEqual([]);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'hero', card: 'Hero of Precinct One' },
              'Intangible Virtue',
              'Forest',
              'Plains',
              'Forest',
              'Forest',
            ],
            hand: ['Watchwolf', 'Grizzly Bears'],
          },
        },
      },
      [
        { cast: 'Watchwolf' },
        { pass: true },
        { pass: true },
        { cast: 'Grizzly Bears' },
        { pass: true },
        { pass: true },
      ],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield').filter((n) => n.endsWith('(token)'))).toEqual(['Human Token (token)']);
    expect(pt(g, 'Human Token')).toEqual([2, 2]);
    expect(keywords(g, 'Human Token')).toContain('vigilance');
    expect(pt(g, 'hero')).toEqual([2, 2]);
  });

  it('near miss: "a noncreature source you control" stays text (a source may be a spell on the stack)', () => {
    expect(unenforced(tamanoa)).toEqual([
      'Whenever a noncreature source you control deals damage, you gain that much life.',
    ]);
  });
});
