// Madness (CR 702.35a): a card with madness that would be discarded is discarded into exile
// instead; its madness ability triggers, and as it resolves its owner may cast it by paying the
// madness cost rather than its mana cost (during the resolution, 608.2g: an instant or a sorcery
// alike), or else puts it into their graveyard. Real cards played.
import { describe, expect, it } from 'vitest';
import { RULE } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const temper = card(
  'Fiery Temper',
  '{1}{R}{R}',
  'Instant',
  'Fiery Temper deals 3 damage to any target.\nMadness {R} (If you discard this card, discard it into exile. When you do, cast it for its madness cost or put it into your graveyard.)',
);
const mindRot = card('Mind Rot', '{2}{B}', 'Sorcery', 'Target player discards two cards.');
const CARDS = compiled(temper, mindRot);
const board = {
  turn: main,
  players: {
    p1: { battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Mind Rot'] },
    p2: { battlefield: [{ id: 'm', card: 'Mountain' }], hand: ['Fiery Temper', 'Island'] },
  },
};

describe('madness (CR 702.35a)', () => {
  it('discarded by Mind Rot, it is exiled; its owner casts it for {R} as the trigger resolves', () => {
    const g = game(board, [{ cast: 'Mind Rot', targets: ['p2'] }, { pass: true }], { cards: CARDS });
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Island']);
    expect(g.names('p2', 'exile')).toEqual(['Fiery Temper']);
    expect(g.has('ReplacementApplied', RULE.madness)).toBe(true);
    expect(g.stack()).toEqual(['Fiery Temper ability']);
    g.act({ pass: true });
    expect(g.state.pendingDecision).toMatchObject({ kind: 'may', player: 'p2', purpose: 'cast-free' });
    g.act({ decide: true });
    g.act({ decide: ['p1'] });
    expect(g.stack()).toEqual(['Fiery Temper']);
    // {R} paid, not {1}{R}{R}: the one Mountain is enough.
    expect(g.get('m').tapped).toBe(true);
    g.act({ pass: true });
    expect(g.state.players.p1.life).toBe(17);
    expect(g.names('p2', 'graveyard').sort()).toEqual(['Fiery Temper', 'Island']);
  });

  it('not cast, it is put into its owner graveyard', () => {
    const g = game(board, [{ cast: 'Mind Rot', targets: ['p2'] }, { pass: true }, { pass: true }, { decide: false }], {
      cards: CARDS,
    });
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard').sort()).toEqual(['Fiery Temper', 'Island']);
    expect(g.names('p2', 'exile')).toEqual([]);
    expect(g.state.players.p1.life).toBe(20);
  });

  it('the madness cost is usable only by its trigger: from a hand it costs its mana cost', () => {
    const g = game({ turn: main, players: { p1: { battlefield: ['Mountain'], hand: ['Fiery Temper'] } } }, [], {
      cards: CARDS,
    });
    expect(() => g.act({ cast: 'Fiery Temper', targets: ['p2'] })).toThrow();
  });

  it('near miss: a madness cost with {X} stays text', () => {
    const judgment = card(
      "Avacyn's Judgment",
      '{1}{R}',
      'Sorcery',
      "Madness {X}{R} (If you discard this card, discard it into exile. When you do, cast it for its madness cost or put it into your graveyard.)\nAvacyn's Judgment deals 2 damage divided as you choose among any number of targets. If this spell's madness cost was paid, it deals X damage divided as you choose among those permanents and/or players instead.",
    );
    expect(unenforced(judgment)[0]).toMatch(/^Madness \{X\}\{R\}/);
  });
});
