// Cascade (CR 702.85a): when the spell is cast, its controller exiles cards from the top of their
// library until a nonland card with lesser mana value, may cast it without paying its mana cost
// (during the resolution, 608.2g), and puts the other exiled cards on the bottom of their library
// in a random order. Real cards played.
import { describe, expect, it } from 'vitest';
import { RULE } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const elf = card(
  'Bloodbraid Elf',
  '{2}{R}{G}',
  'Creature — Elf Berserker',
  'Haste\nCascade (When you cast this spell, exile cards from the top of your library until you exile a nonland card that costs less. You may cast it without paying its mana cost. Put the exiled cards on the bottom in a random order.)',
  '3/2',
);
const CARDS = compiled(elf);
const LANDS = ['Mountain', 'Mountain', 'Forest', 'Forest'];

function board(library: unknown[]) {
  return {
    turn: main,
    players: { p1: { battlefield: LANDS, hand: ['Bloodbraid Elf'], library }, p2: {} },
  };
}

describe('cascade (CR 702.85a)', () => {
  it('exiles past lands and a card of equal mana value, casts the first lesser one free; the rest go to the bottom', () => {
    const g = game(board(['Island', 'Bloodbraid Elf', 'Shock', 'Swamp', 'Plains']), [{ cast: 'Bloodbraid Elf' }], {
      cards: CARDS,
    });
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Bloodbraid Elf', 'Bloodbraid Elf ability']);
    g.act({ pass: true });
    expect(g.state.pendingDecision).toMatchObject({ kind: 'may', purpose: 'cascade', rule: RULE.cascade });
    g.act({ decide: true });
    // Shock is cast from exile (its target is chosen as it is cast).
    g.act({ decide: ['p2'] });
    expect(g.stack()).toEqual(['Bloodbraid Elf', 'Shock']);
    const lib = g.names('p1', 'library');
    expect(lib.slice(0, 2)).toEqual(['Swamp', 'Plains']);
    expect(lib.slice(2).sort()).toEqual(['Bloodbraid Elf', 'Island']);
    expect(g.names('p1', 'exile')).toEqual([]);
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(18);
    // Four lands paid for the Elf only.
    expect(g.state.players.p1.manaPool).toEqual({});
  });

  it('declined, the card found goes to the bottom with the others', () => {
    const g = game(board(['Island', 'Shock', 'Swamp']), [{ cast: 'Bloodbraid Elf' }, { pass: true }], {
      cards: CARDS,
    });
    g.act({ decide: false });
    expect(g.stack()).toEqual(['Bloodbraid Elf']);
    const lib = g.names('p1', 'library');
    expect(lib[0]).toBe('Swamp');
    expect(lib.slice(1).sort()).toEqual(['Island', 'Shock']);
  });

  it('no nonland card with lesser mana value: every card is exiled, then all go to the bottom', () => {
    const g = game(board(['Island', 'Bloodbraid Elf']), [{ cast: 'Bloodbraid Elf' }, { pass: true }], { cards: CARDS });
    expect(g.state.pendingDecision).toBeNull();
    expect(g.names('p1', 'library').sort()).toEqual(['Bloodbraid Elf', 'Island']);
    expect(g.names('p1', 'exile')).toEqual([]);
  });

  it('near miss: ripple X stays text (ripple N is read: ripple.test.ts)', () => {
    const aether = card(
      'Surging Aether',
      '{3}{U}',
      'Instant',
      "Ripple X (When you cast this spell, you may reveal the top X cards of your library. You may cast any revealed cards with the same name as this spell without paying their mana costs. Put the rest on the bottom of your library.)\nReturn target permanent to its owner's hand.",
    );
    expect(unenforced(aether)[0]).toMatch(/^Ripple X/);
  });
});
