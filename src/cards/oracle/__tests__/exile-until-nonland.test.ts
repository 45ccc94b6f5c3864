// "Exile cards from the top of your library until you exile a nonland card" (CR 406.2, 406.3: one
// at a time, face up), then about that card: "You may cast that card without paying its mana
// cost" (cast as the effect resolves, CR 608.2g, for no mana, 118.9: Nico Minoru, Runaway; a
// spell cast from exile, so Nico's "from anywhere other than your hand" triggers) or "You may cast
// that card this turn" (a permission to cast it from exile, 601.3: Territorial Bruntar). The
// lands exiled on the way stay in exile. Near miss that stays text: "… if the spell's mana value is
// less than or equal to the amount of life you gained this turn. Otherwise, put it into your hand"
// (Bre of Clan Stoutarm: a condition on the spell cast is not read).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, run, unenforced } from './compiled';

const nico = card(
  'Nico Minoru, Runaway',
  '{3}{R}',
  'Legendary Creature — Human Warlock Hero',
  'Whenever you cast a spell from anywhere other than your hand, Nico Minoru deals 2 damage to each opponent.\n{2}{R}, {T}, Discard a card: Exile cards from the top of your library until you exile a nonland card. You may cast that card without paying its mana cost.',
  '2/4',
);
const bruntar = card(
  'Territorial Bruntar',
  '{4}{R}{R}',
  'Creature — Beast',
  'Reach\nLandfall — Whenever a land you control enters, exile cards from the top of your library until you exile a nonland card. You may cast that card this turn.',
  '6/6',
);
const bre = card(
  'Bre of Clan Stoutarm',
  '{2}{R}{W}',
  'Legendary Creature — Giant Warrior',
  "{1}{W}, {T}: Another target creature you control gains flying and lifelink until end of turn.\nAt the beginning of your end step, if you gained life this turn, exile cards from the top of your library until you exile a nonland card. You may cast that card without paying its mana cost if the spell's mana value is less than or equal to the amount of life you gained this turn. Otherwise, put it into your hand.",
  '4/4',
);
const CARDS = compiled(nico, bruntar);

describe('exile cards from the top until a nonland card (CR 406.2)', () => {
  it('Nico Minoru: the Bolt found is cast for free from exile; the lands before it stay exiled', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'nico', card: 'Nico Minoru, Runaway' }, 'Mountain', 'Mountain', 'Mountain'],
            hand: ['Forest'],
            library: ['Island', 'Plains', { id: 'bolt', card: 'Lightning Bolt' }, 'Swamp'],
          },
        },
      },
      [{ activate: 'nico' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(['Forest']);
    // The three Mountains paid for the ability: the Bolt is cast with no mana left.
    run(g, [true, ['p2']]);
    expect(g.error).toBeNull();
    // Bolt 3 and Nico's trigger 2 (a spell cast from exile).
    expect(g.state.players.p2.life).toBe(15);
    expect(g.names('p1', 'exile').sort()).toEqual(['Island', 'Plains']);
    expect(g.names('p1', 'graveyard').sort()).toEqual(['Forest', 'Lightning Bolt']);
    expect(g.names('p1', 'library')).toEqual(['Swamp']);
  });

  it('Nico Minoru: declining leaves the card in exile', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'nico', card: 'Nico Minoru, Runaway' }, 'Mountain', 'Mountain', 'Mountain'],
            hand: ['Forest'],
            library: [{ id: 'bolt', card: 'Lightning Bolt' }, 'Swamp'],
          },
        },
      },
      [{ activate: 'nico' }],
      { cards: CARDS },
    );
    run(g, [false]);
    expect(g.error).toBeNull();
    expect(g.names('p1', 'exile')).toEqual(['Lightning Bolt']);
    expect(g.state.players.p2.life).toBe(20);
  });

  it('Territorial Bruntar: the card found may be cast this turn, paying its cost', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Territorial Bruntar', 'Mountain'],
            hand: [{ id: 'land', card: 'Mountain' }],
            library: ['Forest', { id: 'bolt', card: 'Lightning Bolt' }, 'Swamp'],
          },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ cast: 'land' });
    run(g);
    expect(g.error).toBeNull();
    expect(g.names('p1', 'exile').sort()).toEqual(['Forest', 'Lightning Bolt']);
    expect(g.get('bolt').playPermission).toMatchObject({ player: 'p1', castOnly: true });
    g.act({ cast: 'bolt', targets: ['p2'] });
    run(g);
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(17);
    expect(g.names('p1', 'exile')).toEqual(['Forest']);
  });

  it('near miss: Bre of Clan Stoutarm (a condition on the free spell) stays text', () => {
    expect(unenforced(bre)).toHaveLength(1);
  });
});
