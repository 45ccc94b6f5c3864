// Ripple N (CR 702.60a): "When you cast this spell, you may reveal the top N cards of your
// library. If you do, you may cast spells with the same name as this spell from among cards
// revealed this way without paying their mana costs. Then put all revealed cards not cast this
// way on the bottom of your library in any order." Real cards played.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const RIPPLE =
  'Ripple 4 (When you cast this spell, you may reveal the top four cards of your library. You may cast spells with the same name as this spell from among those cards without paying their mana costs. Put the rest on the bottom of your library.)';
const flame = card('Surging Flame', '{1}{R}', 'Instant', `${RIPPLE}\nSurging Flame deals 2 damage to any target.`);
const dementia = card('Surging Dementia', '{1}{B}', 'Sorcery', `${RIPPLE}\nTarget player discards a card.`);
const CARDS = compiled(flame, dementia);

function flameWith(library: string[]) {
  return game(
    {
      turn: main,
      players: {
        p1: { hand: ['Surging Flame'], battlefield: ['Mountain', 'Mountain'], library },
        p2: {},
      },
    },
    [{ cast: 'Surging Flame', targets: ['p2'] }],
    { cards: CARDS },
  );
}

describe('ripple (CR 702.60a)', () => {
  it('Surging Flame reveals a second Surging Flame, casts it free; the rest go to the bottom in the chosen order', () => {
    const g = flameWith(['Island', 'Surging Flame', 'Mountain', 'Forest', 'Swamp']);
    expect(g.error).toBeNull();
    expect(g.stack()).toHaveLength(2);
    g.act({ pass: true });
    expect(g.state.pendingDecision).toMatchObject({ kind: 'may', purpose: 'ripple' });
    g.act({ decide: true });
    expect(g.state.pendingDecision).toMatchObject({ kind: 'chooseObjects', purpose: 'ripple' });
    expect(g.state.pendingDecision?.candidates).toHaveLength(1);
    g.act({ decide: g.state.pendingDecision?.candidates ?? [] });
    // The other three revealed cards go on the bottom, in the order chosen (CR 401.4).
    expect(g.state.pendingDecision?.kind).toBe('chooseOrder');
    const byName = (n: string) => g.state.pendingDecision?.options.find((o) => o.label === n)?.value as string;
    g.act({ decide: [byName('Forest'), byName('Island'), byName('Mountain')] });
    // The second Surging Flame is cast (without paying its mana cost): its target.
    expect(g.state.pendingDecision?.purpose).toBe('targets');
    g.act({ decide: ['p2'] });
    expect(g.error).toBeNull();
    // Both on the stack: the first one cast for {1}{R}, the second one cast for nothing.
    expect(g.stack().filter((n) => n === 'Surging Flame')).toHaveLength(2);
    expect(g.names('p1', 'library')).toEqual(['Swamp', 'Forest', 'Island', 'Mountain']);
    // The cast copy's own ripple triggers (it was cast): declined. Then both Flames resolve.
    g.act({ pass: true });
    if (g.state.pendingDecision?.purpose === 'ripple') g.act({ decide: false });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.state.stack).toHaveLength(0);
    expect(g.state.players.p2.life).toBe(16);
  });

  it('declining to reveal changes nothing in the library', () => {
    const g = flameWith(['Surging Flame', 'Island']);
    g.act({ pass: true });
    g.act({ decide: false });
    expect(g.names('p1', 'library')).toEqual(['Surging Flame', 'Island']);
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(18);
  });

  it('a revealed card with another name is not cast: Surging Dementia is put on the bottom', () => {
    const g = flameWith(['Surging Dementia', 'Island']);
    g.act({ pass: true });
    g.act({ decide: true });
    // No card named Surging Flame: straight to ordering the two revealed cards.
    expect(g.state.pendingDecision?.kind).toBe('chooseOrder');
    g.act({ decide: g.state.pendingDecision?.options.map((o) => o.value) ?? [] });
    expect(g.names('p1', 'library')).toEqual(['Surging Dementia', 'Island']);
    expect(g.names('p1', 'hand')).toEqual([]);
  });

  it('a near miss: "Ripple X" (no number) stays text', () => {
    const rippleX = card('Surging Test', '{R}', 'Instant', 'Ripple X\nTarget player discards a card.');
    expect(unenforced(rippleX)).toContain('Ripple X');
  });
});
