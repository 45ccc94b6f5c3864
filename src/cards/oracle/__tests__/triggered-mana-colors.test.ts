// Triggered mana abilities (CR 605.1b) that add more than one fixed symbol or colours chosen as
// they resolve (106.1a, 605.3b): "Whenever enchanted land is tapped for mana, its controller adds
// an additional one mana of any color." (Fertile Ground), "… {G}{G}." (Overgrowth), "… two mana in
// any combination of colors." (Market Festival), "Whenever you tap a land for mana, add {G}."
// (Groundchuck & Dirtbag). They resolve at once, right after the mana ability (605.4a).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main } from './compiled';

const fertile = card(
  'Fertile Ground',
  '{1}{G}',
  'Enchantment — Aura',
  'Enchant land\nWhenever enchanted land is tapped for mana, its controller adds an additional one mana of any color.',
);
const overgrowth = card(
  'Overgrowth',
  '{2}{G}',
  'Enchantment — Aura',
  'Enchant land\nWhenever enchanted land is tapped for mana, its controller adds an additional {G}{G}.',
);
const festival = card(
  'Market Festival',
  '{3}{G}',
  'Enchantment — Aura',
  'Enchant land\nWhenever enchanted land is tapped for mana, its controller adds an additional two mana in any combination of colors.',
);
const groundchuck = card(
  'Groundchuck & Dirtbag',
  '{4}{G}{G}',
  'Legendary Creature — Ox Mole Mutant',
  'Trample\nWhenever you tap a land for mana, add {G}.',
  '8/8',
);
const cards = compiled(fertile, overgrowth, festival, groundchuck);

function board(battlefield: unknown[], hand: string[] = []) {
  return { turn: main, players: { p1: { battlefield, hand, library: ['Island', 'Island'] }, p2: {} } };
}

describe('"… adds an additional one mana of any color" (CR 605.1b, 106.1a)', () => {
  it('Fertile Ground: tapping the Forest by hand adds {G} and asks the colour of the extra mana', () => {
    const g = game(
      board([
        { id: 'forest', card: 'Forest' },
        { card: 'Fertile Ground', attachedTo: 'forest' },
      ]),
      [{ activate: 'forest', ability: 0 }],
      { cards },
    );
    expect(g.error).toBeNull();
    g.act({ decide: 'U' });
    expect(g.state.players.p1.manaPool).toEqual({ G: 1, U: 1 });
  });

  it('Fertile Ground: the Forest tapped by hand for {G} and {B} pays for Grizzly Bears', () => {
    const g = game(
      board(
        [
          { id: 'forest', card: 'Forest' },
          { card: 'Fertile Ground', attachedTo: 'forest' },
        ],
        ['Grizzly Bears'],
      ),
      [{ activate: 'forest', ability: 0 }, { decide: 'B' }, { cast: 'Grizzly Bears' }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Grizzly Bears']);
    expect(g.state.players.p1.manaPool).toEqual({});
  });

  it('Fertile Ground: paying Llanowar Elves automatically, the extra mana is the colour the payer asked for', () => {
    const g = game(
      board(
        [
          { id: 'forest', card: 'Forest' },
          { card: 'Fertile Ground', attachedTo: 'forest' },
        ],
        ['Llanowar Elves'],
      ),
      [{ cast: 'Llanowar Elves' }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Llanowar Elves']);
    expect(g.state.players.p1.manaPool).toEqual({ G: 1 });
  });

  it('Market Festival: two colours chosen together, as a combination', () => {
    const g = game(
      board([
        { id: 'forest', card: 'Forest' },
        { card: 'Market Festival', attachedTo: 'forest' },
      ]),
      [{ activate: 'forest', ability: 0 }, { decide: 'WR' }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.manaPool).toEqual({ G: 1, W: 1, R: 1 });
  });
});

describe('"… adds an additional {G}{G}" and "Whenever you tap a land for mana, add {G}" (CR 605.1b)', () => {
  it('Overgrowth: one Forest makes {G}{G}{G}, and the automatic payer counts on it for {1}{G} and {G}', () => {
    const tapped = game(
      board([
        { id: 'forest', card: 'Forest' },
        { card: 'Overgrowth', attachedTo: 'forest' },
      ]),
      [{ activate: 'forest', ability: 0 }],
      { cards },
    );
    expect(tapped.error).toBeNull();
    expect(tapped.state.players.p1.manaPool).toEqual({ G: 3 });
    const g = game(
      board(
        [
          { id: 'forest', card: 'Forest' },
          { card: 'Overgrowth', attachedTo: 'forest' },
        ],
        ['Grizzly Bears'],
      ),
      [{ cast: 'Grizzly Bears' }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Grizzly Bears']);
    expect(g.state.players.p1.manaPool).toEqual({ G: 1 });
  });

  it('Groundchuck & Dirtbag: a Mountain you tap for mana adds {R} and then {G}', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Groundchuck & Dirtbag', 'Mountain'], library: ['Island'] },
          p2: {},
        },
      },
      [{ activate: 'Mountain', ability: 0 }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.manaPool).toEqual({ R: 1, G: 1 });
  });
});
