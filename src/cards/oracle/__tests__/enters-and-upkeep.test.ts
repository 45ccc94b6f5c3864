// "When this creature enters and at the beginning of your upkeep, surveil 1." (Unshakable Tail):
// one ability with two trigger events — the permanent entering (CR 603.6a) and its controller's
// upkeep beginning (603.2b) — which never happen at once: it triggers on either (triggered.ts
// `triggerEvents`, "entersAnd"; the pool's other such cards stay text for their instructions).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const tail = card(
  'Unshakable Tail',
  '{2}{B}',
  'Creature — Zombie Detective',
  'When this creature enters and at the beginning of your upkeep, surveil 1.\nWhenever one or more creature cards are put into your graveyard from your library, investigate. (Create a Clue token. It\'s an artifact with "{2}, Sacrifice this token: Draw a card.")\n{2}, Sacrifice a Clue: Return this card from your graveyard to your hand.',
  '3/3',
);
const CARDS = compiled(tail);
const library = ['Plains', 'Plains', 'Plains'];

describe('"When ~ enters and at the beginning of your upkeep" (CR 603.6a, 603.2b)', () => {
  it('Unshakable Tail: entering triggers it', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Unshakable Tail'], library }, p2: {} },
      },
      [{ cast: 'Unshakable Tail' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Unshakable Tail ability']);
  });

  it("Unshakable Tail: its controller's upkeep triggers it, the opponent's doesn't", () => {
    const mine = game(
      {
        turn: { number: 3, active: 'p1', phase: 'untap' },
        players: { p1: { battlefield: ['Unshakable Tail'], library }, p2: {} },
      },
      [{ advance: 'upkeep' }],
      { cards: CARDS },
    );
    expect(mine.error).toBeNull();
    expect(mine.stack()).toEqual(['Unshakable Tail ability']);
    const theirs = game(
      {
        turn: { number: 4, active: 'p2', phase: 'untap' },
        players: { p1: { battlefield: ['Unshakable Tail'], library }, p2: { library } },
      },
      [{ advance: 'upkeep' }],
      { cards: CARDS },
    );
    expect(theirs.error).toBeNull();
    expect(theirs.stack()).toEqual([]);
  });

  it('near miss: an effect the grammar lacks keeps the ability text (Mystic Barrier)', () => {
    const barrier = card(
      'Mystic Barrier',
      '{4}{W}',
      'Enchantment',
      'When this enchantment enters and at the beginning of your upkeep, choose left or right.\nEach player may attack only the nearest opponent in the last chosen direction and planeswalkers controlled by that opponent.',
    );
    expect(unenforced(barrier)).toContain(
      'When this enchantment enters and at the beginning of your upkeep, choose left or right.',
    );
  });
});
