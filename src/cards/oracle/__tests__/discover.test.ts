// Discover N (CR 701.57a): exile cards from the top of your library until you exile a nonland card
// with mana value N or less; you may cast it without paying its mana cost (during the resolution,
// 608.2g), and if you don't, it goes into your hand; the other exiled cards go on the bottom of
// your library in a random order. Real cards played.
import { describe, expect, it } from 'vitest';
import { RULE } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const REMINDER =
  '(Exile cards from the top of your library until you exile a nonland card with mana value 4 or less. Cast it without paying its mana cost or put it into your hand. Put the rest on the bottom in a random order.)';
const daring = card(
  'Daring Discovery',
  '{4}{R}',
  'Sorcery',
  `Up to three target creatures can't block this turn.\nDiscover 4. ${REMINDER}`,
);
const hurl = card(
  'Hurl into History',
  '{3}{U}{U}',
  'Instant',
  "Counter target artifact or creature spell. Discover X, where X is that spell's mana value. (Exile cards from the top of your library until you exile a nonland card with that mana value or less. Cast it without paying its mana cost or put it into your hand. Put the rest on the bottom in a random order.)",
);
const gnawer = card(
  'Primordial Gnawer',
  '{4}{B}',
  'Creature — Insect Horror',
  'When this creature dies, discover 3. (Exile cards from the top of your library until you exile a nonland card with mana value 3 or less. Cast it without paying its mana cost or put it into your hand. Put the rest on the bottom in a random order.)',
  '5/2',
);
const elf = card(
  'Bloodbraid Elf',
  '{2}{R}{G}',
  'Creature — Elf Berserker',
  'Haste\nCascade (When you cast this spell, exile cards from the top of your library until you exile a nonland card that costs less. You may cast it without paying its mana cost. Put the exiled cards on the bottom in a random order.)',
  '3/2',
);
const CARDS = compiled(daring, hurl, gnawer, elf);
const LANDS = ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'];

function cast(library: unknown[]) {
  return game(
    { turn: main, players: { p1: { battlefield: LANDS, hand: ['Daring Discovery'], library }, p2: {} } },
    [{ cast: 'Daring Discovery', targets: [] }, { pass: true }],
    { cards: CARDS },
  );
}

describe('discover (CR 701.57a)', () => {
  it('exiles past lands and a card of greater mana value, casts the first one of mana value 4 or less free; the rest go to the bottom', () => {
    const g = cast(['Island', 'Primordial Gnawer', 'Shock', 'Swamp', 'Plains']);
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toMatchObject({ kind: 'may', purpose: 'discover', rule: RULE.discover });
    g.act({ decide: true });
    g.act({ decide: ['p2'] });
    expect(g.stack()).toEqual(['Shock']);
    const lib = g.names('p1', 'library');
    expect(lib.slice(0, 2)).toEqual(['Swamp', 'Plains']);
    expect(lib.slice(2).sort()).toEqual(['Island', 'Primordial Gnawer']);
    expect(g.names('p1', 'exile')).toEqual([]);
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(18);
  });

  it('a card of mana value exactly N is found; not cast, it goes into the hand, not to the bottom', () => {
    const g = cast(['Primordial Gnawer', 'Bloodbraid Elf', 'Plains']);
    expect(g.state.pendingDecision).toMatchObject({ kind: 'may', purpose: 'discover' });
    g.act({ decide: false });
    expect(g.names('p1', 'hand')).toEqual(['Bloodbraid Elf']);
    expect(g.names('p1', 'library')).toEqual(['Plains', 'Primordial Gnawer']);
    expect(g.names('p1', 'exile')).toEqual([]);
    expect(g.stack()).toEqual([]);
  });

  it('no nonland card of mana value 4 or less: every card is exiled, then all go to the bottom', () => {
    const g = cast(['Island', 'Primordial Gnawer']);
    expect(g.state.pendingDecision).toBeNull();
    expect(g.names('p1', 'library').sort()).toEqual(['Island', 'Primordial Gnawer']);
    expect(g.names('p1', 'hand')).toEqual([]);
    expect(g.names('p1', 'exile')).toEqual([]);
  });

  it("Hurl into History: X is the countered spell's mana value, as it last existed on the stack (608.2h)", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Forest', 'Forest'], hand: [{ id: 'bears', card: 'Grizzly Bears' }] },
          p2: {
            battlefield: ['Island', 'Island', 'Island', 'Island', 'Island'],
            hand: ['Hurl into History'],
            library: ['Island', 'Primordial Gnawer', 'Grizzly Bears', 'Shock'],
          },
        },
      },
      [{ cast: 'bears' }],
      { cards: CARDS },
    );
    g.act({ cast: 'Hurl into History', player: 'p2', targets: ['bears'] });
    g.act({ pass: true });
    expect(g.names('p1', 'graveyard')).toEqual(['Grizzly Bears']);
    // Grizzly Bears (mana value 2) is the first nonland card of mana value 2 or less.
    expect(g.state.pendingDecision).toMatchObject({ player: 'p2', kind: 'may', purpose: 'discover' });
    g.act({ decide: false });
    expect(g.names('p2', 'hand')).toEqual(['Grizzly Bears']);
    expect(g.names('p2', 'library')[0]).toBe('Shock');
    expect(g.names('p2', 'library').slice(1).sort()).toEqual(['Island', 'Primordial Gnawer']);
  });

  it('near miss: "that player discovers X" (another player) stays text', () => {
    const zoyowa = card(
      "Zoyowa's Justice",
      '{1}{R}',
      'Instant',
      'The owner of target artifact or creature with mana value 1 or greater shuffles it into their library. Then that player discovers X, where X is its mana value. (They exile cards from the top of their library until they exile a nonland card with that mana value or less. They cast it without paying its mana cost or put it into their hand. They put the rest on the bottom in a random order.)',
    );
    expect(unenforced(zoyowa)[0]).toMatch(/^The owner of target artifact/);
  });
});
