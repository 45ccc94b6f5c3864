// Additional land plays (CR 305.2) on compiled real cards: "You may play an additional land on
// each of your turns" (Exploration, Azusa: two) and "You may play an additional land this turn"
// (Explore). One land a turn otherwise. Near miss: "… from among cards in your graveyard" stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const exploration = card('Exploration', '{G}', 'Enchantment', 'You may play an additional land on each of your turns.');
const azusa = card(
  'Azusa, Lost but Seeking',
  '{2}{G}',
  'Legendary Creature — Human Monk',
  'You may play two additional lands on each of your turns.',
  '1/2',
);
const explore = card('Explore', '{1}{G}', 'Sorcery', 'You may play an additional land this turn.\nDraw a card.');
const CARDS = compiled(exploration, azusa, explore);
const lands = ['Forest', 'Forest', 'Forest', 'Forest'].map((c, i) => ({ id: `l${i}`, card: c }));

describe('additional land plays (CR 305.2)', () => {
  it('one land a turn without an effect', () => {
    const g = game({ turn: main, players: { p1: { hand: lands } } }, [{ cast: 'l0' }], { cards: CARDS });
    expect(g.error).toBeNull();
    expect(() => g.act({ cast: 'l1' })).toThrow(/already played a land this turn/);
    expect(g.names('p1', 'battlefield')).toEqual(['Forest']);
  });

  it('Exploration: two lands a turn, not three', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: ['Exploration'], hand: lands } } },
      [{ cast: 'l0' }, { cast: 'l1' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(() => g.act({ cast: 'l2' })).toThrow(/already played 2 lands this turn/);
    expect(g.names('p1', 'battlefield')).toEqual(['Exploration', 'Forest', 'Forest']);
  });

  it('Azusa and Exploration add up: four lands', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: ['Exploration', 'Azusa, Lost but Seeking'], hand: lands } } },
      [{ cast: 'l0' }, { cast: 'l1' }, { cast: 'l2' }, { cast: 'l3' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'hand')).toEqual([]);
  });

  it("Explore: an additional land this turn only; the opponent's Exploration doesn't help you", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Forest', 'Forest'], hand: ['Explore', ...lands], library: ['Island', 'Island'] },
          p2: { battlefield: ['Exploration'], library: ['Island'] },
        },
      },
      [{ cast: 'Explore' }, { pass: true }, { cast: 'l0' }, { cast: 'l1' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(() => g.act({ cast: 'l2' })).toThrow(/already played 2 lands this turn/);
    // The next turn of p1: one land again.
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'main1' });
    g.act({ cast: 'l2' });
    expect(g.error).toBeNull();
    expect(() => g.act({ cast: 'l3' })).toThrow(/already played a land this turn/);
  });

  it('near miss: "You may play an additional land this turn from among cards in your graveyard" stays text', () => {
    const c = card(
      'Test Land Grant',
      '{G}',
      'Sorcery',
      'You may play an additional land this turn from among cards in your graveyard.',
    );
    expect(unenforced(c).length).toBe(1);
  });
});
