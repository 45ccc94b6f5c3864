// "… becomes a 2/2 … creature" (CR 611.2, layers 4–7b) on compiled real cards: "It's still a
// land", "in addition to its other types" and "artifact creature" keep the object's types
// (205.1b; "a Bird artifact creature" replaces its creature types); a plain "becomes a 4/4 Ape
// creature" makes it a creature and nothing else (205.1a). Amounts are fixed as it resolves
// (608.2h); without a stated duration the effect lasts as long as the object (611.2a).
import { describe, expect, it } from 'vitest';
import { characteristics, readContext } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const keyrune = card(
  'Azorius Keyrune',
  '{3}',
  'Artifact',
  '{T}: Add {W} or {U}.\n{W}{U}: This artifact becomes a 2/2 white and blue Bird artifact creature with flying until end of turn.',
);
const gibbons = card(
  'Hidden Gibbons',
  '{G}',
  'Enchantment',
  'When an opponent casts an instant spell, if this permanent is an enchantment, it becomes a 4/4 Ape creature.',
);
const mutavault = card(
  'Mutavault',
  '',
  'Land',
  "{T}: Add {C}.\n{1}: This land becomes a 2/2 creature with all creature types until end of turn. It's still a land.",
);
const staff = card(
  'Chimeric Staff',
  '{4}',
  'Artifact',
  '{X}: This artifact becomes an X/X Construct artifact creature until end of turn.',
);
const metamorphosis = card(
  'Majestic Metamorphosis',
  '{2}{U}',
  'Instant',
  'Until end of turn, target artifact or creature becomes a 4/4 Angel artifact creature and gains flying.\nDraw a card.',
);
const glaze = card(
  'Halcyon Glaze',
  '{1}{U}{U}',
  'Enchantment',
  'Whenever you cast a creature spell, this enchantment becomes a 4/4 Illusion creature with flying in addition to its other types until end of turn.',
);
const plateMail = card(
  'Haunted Plate Mail',
  '{4}',
  'Artifact — Equipment',
  "Equipped creature gets +4/+4.\n{0}: Until end of turn, this permanent becomes a 4/4 Spirit artifact creature that's no longer an Equipment. Activate only if you control no creatures.\nEquip {4}",
);
const CARDS = compiled(keyrune, gibbons, mutavault, staff, metamorphosis, glaze);

const chars = (g: Game, ref: string) => characteristics(readContext(g.state, g.engine.registry), g.get(ref));

describe('becomes a … creature (CR 205.1, 611.2)', () => {
  it('Azorius Keyrune: a 2/2 white and blue Bird artifact creature with flying until end of turn, then an artifact again', () => {
    expect(unenforced(keyrune)).toEqual([]);
    const g = game(
      { turn: main, players: { p1: { battlefield: [{ id: 'key', card: 'Azorius Keyrune' }, 'Plains', 'Island'] } } },
      [{ activate: 'key', ability: 1 }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const c = chars(g, 'key');
    expect(c.types).toEqual(['artifact', 'creature']);
    expect(c.subtypes).toEqual(['Bird']);
    expect([...c.colors].sort()).toEqual(['U', 'W']);
    expect(c.keywords).toContain('flying');
    expect(pt(g, 'key')).toEqual([2, 2]);
    g.act({ advance: 'end' });
    g.act({ advance: 'next-turn' });
    expect(chars(g, 'key').types).toEqual(['artifact']);
    expect(pt(g, 'key')).toEqual([null, null]);
  });

  it('Hidden Gibbons: after an opponent’s instant it is a 4/4 Ape creature and no longer an enchantment (205.1a), for good', () => {
    expect(unenforced(gibbons)).toEqual([]);
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain'], hand: ['Lightning Bolt'] },
          p2: { battlefield: [{ id: 'gib', card: 'Hidden Gibbons' }] },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['p2'] }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const c = chars(g, 'gib');
    expect(c.types).toEqual(['creature']);
    expect(c.subtypes).toEqual(['Ape']);
    expect(pt(g, 'gib')).toEqual([4, 4]);
    g.act({ advance: 'end' });
    g.act({ advance: 'next-turn' });
    expect(chars(g, 'gib').types).toEqual(['creature']);
  });

  it('Mutavault: a 2/2 land creature of every creature type until end of turn', () => {
    expect(unenforced(mutavault)).toEqual([]);
    const g = game(
      { turn: main, players: { p1: { battlefield: [{ id: 'mv', card: 'Mutavault' }, 'Swamp'] } } },
      [{ activate: 'mv', ability: 1 }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const c = chars(g, 'mv');
    expect(c.types).toEqual(['land', 'creature']);
    expect(c.subtypes).toEqual(expect.arrayContaining(['Goblin', 'Sliver', 'Human']));
    expect(pt(g, 'mv')).toEqual([2, 2]);
  });

  it('Chimeric Staff with X = 3: a 3/3 Construct artifact creature', () => {
    expect(unenforced(staff)).toEqual([]);
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: [{ id: 'staff', card: 'Chimeric Staff' }, 'Swamp', 'Swamp', 'Swamp'] } },
      },
      [{ activate: 'staff', x: 3 }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'staff')).toEqual([3, 3]);
    expect(chars(g, 'staff').subtypes).toEqual(['Construct']);
  });

  it('Majestic Metamorphosis on Grizzly Bears: an Angel artifact creature — its creature types replaced, not added (205.1b)', () => {
    expect(unenforced(metamorphosis)).toEqual([]);
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Island', 'Island', 'Island'], hand: ['Majestic Metamorphosis'], library: ['Island'] },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [{ cast: 'Majestic Metamorphosis', targets: ['bears'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const c = chars(g, 'bears');
    expect([...c.types].sort()).toEqual(['artifact', 'creature']);
    expect(c.subtypes).toEqual(['Angel']);
    expect(c.keywords).toContain('flying');
    expect(pt(g, 'bears')).toEqual([4, 4]);
  });

  it('Halcyon Glaze: a 4/4 Illusion creature in addition to its other types — still an enchantment', () => {
    expect(unenforced(glaze)).toEqual([]);
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'glaze', card: 'Halcyon Glaze' }, 'Forest', 'Forest'], hand: ['Grizzly Bears'] },
        },
      },
      [{ cast: 'Grizzly Bears' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const c = chars(g, 'glaze');
    expect(c.types).toEqual(['enchantment', 'creature']);
    expect(c.keywords).toContain('flying');
    expect(pt(g, 'glaze')).toEqual([4, 4]);
  });

  it('near miss: "that\'s no longer an Equipment" stays text', () => {
    expect(unenforced(plateMail)).toEqual([
      "{0}: Until end of turn, this permanent becomes a 4/4 Spirit artifact creature that's no longer an Equipment. Activate only if you control no creatures.",
    ]);
  });
});
