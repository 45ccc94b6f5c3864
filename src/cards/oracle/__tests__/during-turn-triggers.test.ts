// "Whenever a land enters during your turn", "Whenever another creature dies during your turn",
// "Whenever you draw a card during an opponent's turn" (CR 603.2): whose turn it is as the event
// happens is part of the event. Real cards. Near miss: "Whenever a card leaves your graveyard
// during your turn" (one card at a time: not read) stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const foeliage = card(
  'Foe-liage',
  '{3}{G}',
  'Creature — Plant Mutant',
  'Whenever a land enters during your turn, put a +1/+1 counter on this creature.',
  '3/3',
);
const vogar = card(
  'Vogar, Necropolis Tyrant',
  '{3}{B}{B}',
  'Legendary Creature — Zombie Giant',
  'Menace\nWhenever another creature dies during your turn, put a +1/+1 counter on Vogar.\nWhen Vogar dies, draw a card for each +1/+1 counter on it.',
  '4/4',
);
const CARDS = compiled(foeliage, vogar);

describe('"… during your turn" trigger events (CR 603.2)', () => {
  it("Foe-liage: a land played on its controller's turn → a counter; the opponent's land on their turn → none", () => {
    const mine = game(
      { turn: main, players: { p1: { battlefield: [{ id: 'f', card: 'Foe-liage' }], hand: ['Forest'] } } },
      [{ cast: 'Forest' }],
      { cards: CARDS },
    );
    expect(mine.error).toBeNull();
    expect(mine.stack()).toEqual(['Foe-liage ability']);
    mine.act({ pass: true });
    expect(pt(mine, 'f')).toEqual([4, 4]);

    const theirs = game(
      {
        turn: { number: 4, active: 'p2', phase: 'main1' },
        players: { p1: { battlefield: [{ id: 'f', card: 'Foe-liage' }] }, p2: { hand: ['Forest'] } },
      },
      [{ cast: 'Forest', player: 'p2' }],
      { cards: CARDS },
    );
    expect(theirs.error).toBeNull();
    expect(theirs.stack()).toEqual([]);
    expect(pt(theirs, 'f')).toEqual([3, 3]);
  });

  it("Vogar: Grizzly Bears killed on its controller's turn → a counter; on the opponent's turn → none", () => {
    const mine = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'v', card: 'Vogar, Necropolis Tyrant' }, 'Mountain'], hand: ['Lightning Bolt'] },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['bears'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(mine.error).toBeNull();
    expect(mine.stack()).toEqual(['Vogar, Necropolis Tyrant ability']);
    mine.act({ pass: true });
    expect(pt(mine, 'v')).toEqual([5, 5]);

    const theirs = game(
      {
        turn: { number: 4, active: 'p2', phase: 'main1' },
        players: {
          p1: { battlefield: [{ id: 'v', card: 'Vogar, Necropolis Tyrant' }] },
          p2: { battlefield: ['Mountain', { id: 'bears', card: 'Grizzly Bears' }], hand: ['Lightning Bolt'] },
        },
      },
      [{ cast: 'Lightning Bolt', player: 'p2', targets: ['bears'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(theirs.error).toBeNull();
    expect(theirs.names('p2', 'graveyard')).toContain('Grizzly Bears');
    expect(theirs.stack()).toEqual([]);
    expect(pt(theirs, 'v')).toEqual([4, 4]);
  });

  it('near miss: "Whenever a card leaves your graveyard during your turn" stays text', () => {
    const c = card(
      'Kishla Skimmer',
      '{G}{U}',
      'Creature — Bird Scout',
      'Flying\nWhenever a card leaves your graveyard during your turn, draw a card. This ability triggers only once each turn.',
      '2/2',
    );
    expect(unenforced(c)).toHaveLength(1);
  });
});
