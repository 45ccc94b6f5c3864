// Costs paid from the hand (CR 602.2b, 601.2h): "Discard your hand" (701.9: payable with any
// number of cards, none included) and "Exile a card from your hand" (a chosen card).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const reverberatingSummons = card(
  'Reverberating Summons',
  '{1}{R}',
  'Enchantment',
  "At the beginning of each combat, if you've cast two or more spells this turn, this enchantment becomes a 3/3 Monk creature with haste in addition to its other types until end of turn.\n{1}{R}, Discard your hand, Sacrifice this enchantment: Draw two cards.",
);
const cadaverousBloom = card(
  'Cadaverous Bloom',
  '{3}{B}{G}',
  'Enchantment',
  'Exile a card from your hand: Add {B}{B} or {G}{G}.',
);

describe('costs paid from the hand', () => {
  it('Reverberating Summons: the whole hand is discarded, then two cards are drawn', () => {
    const cards = compiled(reverberatingSummons);
    const board = (hand: string[]) => ({
      turn: main,
      players: {
        p1: {
          battlefield: ['Mountain', 'Mountain', { id: 'rs', card: 'Reverberating Summons' }],
          hand,
          library: ['Plains', 'Plains'],
        },
      },
    });
    const g = game(board(['Forest', 'Island', 'Swamp']), [{ activate: 'rs' }, { pass: true }], { cards });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard').sort()).toEqual(['Forest', 'Island', 'Reverberating Summons', 'Swamp']);
    expect(g.names('p1', 'hand')).toEqual(['Plains', 'Plains']);
    // An empty hand pays it too.
    const empty = game(board([]), [{ activate: 'rs' }, { pass: true }], { cards });
    expect(empty.error).toBeNull();
    expect(empty.names('p1', 'hand')).toEqual(['Plains', 'Plains']);
  });

  it('Cadaverous Bloom exiles the chosen card from hand for {B}{B}; with an empty hand it can not', () => {
    const cards = compiled(cadaverousBloom);
    const board = (hand: { id: string; card: string }[]) => ({
      turn: main,
      players: { p1: { battlefield: [{ id: 'cb', card: 'Cadaverous Bloom' }], hand } },
    });
    const g = game(
      board([
        { id: 'f', card: 'Forest' },
        { id: 'i', card: 'Island' },
      ]),
      [{ activate: 'cb', mana: 'B' }],
      { cards },
    );
    expect(g.error).toBeNull();
    g.act({ decide: ['i'] });
    expect(g.names('p1', 'exile')).toEqual(['Island']);
    expect(g.names('p1', 'hand')).toEqual(['Forest']);
    expect(g.state.players.p1.manaPool).toEqual({ B: 2 });
    const none = game(board([]), [{ activate: 'cb', mana: 'B' }], { cards });
    expect(none.error).toMatch(/not enough for "a card"/);
  });

  it('near miss: "Reveal X red cards from your hand" stays text', () => {
    const martyr = card(
      'Martyr of Ashes',
      '{R}',
      'Creature — Human Shaman',
      '{2}, Reveal X red cards from your hand, Sacrifice this creature: This creature deals X damage to each creature without flying.',
      '1/1',
    );
    expect(unenforced(martyr)).toHaveLength(1);
  });
});
