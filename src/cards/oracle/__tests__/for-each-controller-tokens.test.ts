// "For each creature destroyed this way, its controller creates a … token" (CR 701.8, 111.2,
// 608.2h) and "… exiled this way" (406.2): a token for each object the destroy or exile moved,
// created by that object's controller; an indestructible creature isn't destroyed and gets none.
// Real cards played.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const march = card(
  'March of Souls',
  '{4}{W}',
  'Sorcery',
  "Destroy all creatures. They can't be regenerated. For each creature destroyed this way, its controller creates a 1/1 white Spirit creature token with flying.",
);
const descent = card(
  'Descent of the Dragons',
  '{4}{R}{R}',
  'Sorcery',
  'Destroy any number of target creatures. For each creature destroyed this way, its controller creates a 4/4 red Dragon creature token with flying.',
);
const swine = card(
  'Curse of the Swine',
  '{X}{U}{U}',
  'Sorcery',
  'Exile X target creatures. For each creature exiled this way, its controller creates a 2/2 green Boar creature token.',
);
const rampage = card(
  'Rampage of the Clans',
  '{3}{G}',
  'Instant',
  'Destroy all artifacts and enchantments. For each permanent destroyed this way, its controller creates a 3/3 green Centaur creature token.',
);
const myr = card(
  'Darksteel Myr',
  '{3}',
  'Artifact Creature — Myr',
  "Indestructible (Damage and effects that say \"destroy\" don't destroy this creature. If its toughness is 0 or less, it's still put into its owner's graveyard.)",
  '0/1',
);
const thopter = card('Ornithopter', '{0}', 'Artifact Creature — Thopter', 'Flying', '0/2');
const lions = card('Savannah Lions', '{W}', 'Creature — Cat', '', '2/1');
const ogre = card('Gray Ogre', '{2}{R}', 'Creature — Ogre', '', '2/2');
const CARDS = compiled(march, descent, swine, rampage, myr, thopter, lions, ogre);
const library = ['Island', 'Island', 'Island', 'Island', 'Island', 'Island'];
const lands = (name: string, n: number) => Array.from({ length: n }, () => name);

/** How many permanents named `name` `p` controls. */
function count(g: ReturnType<typeof game>, p: 'p1' | 'p2', name: string): number {
  return g.names(p, 'battlefield').filter((n) => n === name).length;
}

describe('for each object destroyed / exiled this way, its controller creates a token', () => {
  it('March of Souls: a Spirit for each creature destroyed, to its controller; the indestructible one gets none', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [...lands('Plains', 5), 'Savannah Lions'], hand: ['March of Souls'], library },
          p2: { battlefield: ['Grizzly Bears', 'Gray Ogre', 'Darksteel Myr'], library },
        },
      },
      [{ cast: 'March of Souls' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();

    expect(g.names('p2', 'graveyard').sort()).toEqual(['Gray Ogre', 'Grizzly Bears']);
    expect(count(g, 'p1', 'Spirit Token (token)')).toBe(1);
    expect(count(g, 'p2', 'Spirit Token (token)')).toBe(2);
    expect(count(g, 'p2', 'Darksteel Myr')).toBe(1);
  });

  it('Descent of the Dragons: each target destroyed gives its controller a 4/4 flying Dragon', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [...lands('Mountain', 6), 'Savannah Lions'], hand: ['Descent of the Dragons'], library },
          p2: { battlefield: ['Grizzly Bears', 'Gray Ogre'], library },
        },
      },
      [{ cast: 'Descent of the Dragons', targets: ['Savannah Lions', 'Grizzly Bears'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(count(g, 'p1', 'Dragon Token (token)')).toBe(1);
    expect(count(g, 'p2', 'Dragon Token (token)')).toBe(1);
    expect(count(g, 'p2', 'Gray Ogre')).toBe(1);
  });

  it('Curse of the Swine with X=2: both exiled creatures become Boars for their controller', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: lands('Island', 4), hand: ['Curse of the Swine'], library },
          p2: { battlefield: ['Grizzly Bears', 'Gray Ogre'], library },
        },
      },
      [{ cast: 'Curse of the Swine', x: 2, targets: ['Grizzly Bears', 'Gray Ogre'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'exile').sort()).toEqual(['Gray Ogre', 'Grizzly Bears']);
    expect(count(g, 'p2', 'Boar Token (token)')).toBe(2);
    expect(count(g, 'p1', 'Boar Token (token)')).toBe(0);
  });

  it('Rampage of the Clans: a Centaur for the Ornithopter destroyed, none for the indestructible Myr', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: lands('Forest', 4), hand: ['Rampage of the Clans'], library },
          p2: { battlefield: ['Darksteel Myr', 'Ornithopter'], library },
        },
      },
      [{ cast: 'Rampage of the Clans' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Ornithopter']);
    expect(count(g, 'p2', 'Centaur Token (token)')).toBe(1);
    expect(count(g, 'p2', 'Darksteel Myr')).toBe(1);
  });

  it('near misses stay text: a count of another type than was destroyed; another instruction for its controller', () => {
    const mixed = card(
      'Made-up Purge',
      '{2}{B}',
      'Sorcery',
      'Destroy target creature or planeswalker. For each creature destroyed this way, its controller creates a 2/2 black Zombie creature token.',
    );
    expect(unenforced(mixed)).toHaveLength(1);
    const pay = card(
      'Made-up Levy',
      '{2}{B}',
      'Sorcery',
      'Destroy all creatures. For each creature destroyed this way, its controller loses 2 life.',
    );
    expect(unenforced(pay)).toHaveLength(1);
  });
});
