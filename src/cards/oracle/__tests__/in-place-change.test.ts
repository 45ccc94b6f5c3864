// A permanent whose characteristics change in place — turned face up (CR 708.8), transformed
// (712.8d–e), flipped (710.2) — is the same object with new abilities: its static, triggered and
// mana abilities work from then on (613.1, 604.1). The board's index of which permanents have
// which kinds of abilities (derived/board-cache.ts) must look again. Real cards played.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { normalizeCard } from '../../data/faces';
import { card } from './card';
import { compiled, main, pt } from './compiled';

const brigadier = card(
  'Aven Brigadier',
  '{3}{W}{W}{W}',
  'Creature — Bird Soldier',
  'Flying\nOther Bird creatures get +1/+1.\nOther Soldier creatures get +1/+1.\nMorph {5}{W}{W} (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.)',
  '3/5',
);
const vanguard = card('Elite Vanguard', '{W}', 'Creature — Human Soldier', '', '2/1');
const runeTail = normalizeCard({
  name: "Rune-Tail, Kitsune Ascendant // Rune-Tail's Essence",
  layout: 'flip',
  mana_cost: '{2}{W}',
  card_faces: [
    {
      name: 'Rune-Tail, Kitsune Ascendant',
      mana_cost: '{2}{W}',
      type_line: 'Legendary Creature — Fox Monk',
      oracle_text: 'When you have 30 or more life, flip Rune-Tail.',
      power: '2',
      toughness: '2',
    },
    {
      name: "Rune-Tail's Essence",
      mana_cost: '',
      type_line: 'Legendary Enchantment',
      oracle_text: 'Prevent all damage that would be dealt to creatures you control.',
    },
  ],
});
const CARDS = compiled(brigadier, vanguard, runeTail);

describe('abilities of a permanent changed in place', () => {
  it('Aven Brigadier turned face up: its "Other Soldier creatures get +1/+1" applies at once', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [...Array.from({ length: 10 }, () => 'Plains'), 'Elite Vanguard'],
            hand: [{ id: 'ab', card: 'Aven Brigadier' }],
          },
        },
      },
      [{ cast: 'ab', alt: 'face-down' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'Elite Vanguard')).toEqual([2, 1]);
    g.perform({ type: 'turnFaceUp', player: 'p1', object: g.get('ab').id });
    expect(pt(g, 'ab')).toEqual([3, 5]);
    expect(pt(g, 'Elite Vanguard')).toEqual([3, 2]);
  });

  it("Rune-Tail flipped into Rune-Tail's Essence: an enchantment now (not a creature, it stays), and its prevention applies", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { life: 30, battlefield: [{ id: 'rt', card: 'Rune-Tail, Kitsune Ascendant' }, 'Elite Vanguard'] },
          p2: { battlefield: ['Mountain'], hand: ['Shock'] },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ pass: true });
    g.act({ pass: true, player: 'p2' });
    expect(g.error).toBeNull();
    expect(g.get('rt').zone).toBe('battlefield');
    g.act({ cast: 'Shock', player: 'p2', targets: ['Elite Vanguard'] });
    g.act({ pass: true, player: 'p2' });
    g.act({ pass: true });
    expect(g.names('p1', 'battlefield')).toContain('Elite Vanguard');
    expect(g.get('Elite Vanguard').damage).toBe(0);
  });
});
