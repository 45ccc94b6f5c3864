// "Whenever you cast a spell with cascade" (CR 702.85a, 601.2i): a spell whose own text has
// cascade triggers it as it becomes cast; a spell without it does not.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, run, unenforced } from './compiled';

const CASCADE =
  'Cascade (When you cast this spell, exile cards from the top of your library until you exile a nonland card that costs less. You may cast it without paying its mana cost. Put the exiled cards on the bottom in a random order.)';
const phoenix = card(
  'Aurora Phoenix',
  '{4}{R}{R}',
  'Creature — Phoenix',
  `Flying\n${CASCADE}\nWhenever you cast a spell with cascade, return this card from your graveyard to your hand.`,
  '5/3',
);
const elf = card(
  'Bloodbraid Elf',
  '{2}{R}{G}',
  'Creature — Elf Berserker',
  `Haste (This creature can attack and {T} as soon as it comes under your control.)\n${CASCADE}`,
  '3/2',
);
const CARDS = compiled(phoenix, elf);

function board(hand: string) {
  return {
    turn: main,
    players: {
      p1: {
        hand: [{ id: 'h', card: hand }],
        graveyard: [{ id: 'bird', card: 'Aurora Phoenix' }],
        manaPool: 'RRGG',
        library: ['Mountain', 'Forest'],
      },
    },
  };
}

describe('"Whenever you cast a spell with cascade" (CR 702.85a)', () => {
  it('Bloodbraid Elf (cascade) cast: Aurora Phoenix returns from the graveyard to its hand', () => {
    const g = game(board('Bloodbraid Elf'), [{ cast: 'h' }], { cards: CARDS });
    expect(g.error).toBeNull();
    // Its cascade and the Phoenix trigger together (CR 601.2i); their controller orders them (603.3b).
    expect(g.state.pendingDecision).toMatchObject({ player: 'p1', purpose: 'trigger-order' });
    g.act({ decide: ['0', '1'] });
    expect(g.state.stack).toHaveLength(3);
    run(g);
    expect(g.error).toBeNull();
    expect(g.names('p1', 'hand')).toEqual(['Aurora Phoenix']);
    expect(g.names('p1', 'graveyard')).toEqual([]);
    expect(g.names('p1', 'battlefield')).toContain('Bloodbraid Elf');
  });

  it('Grizzly Bears (no cascade) cast: the Phoenix stays in the graveyard', () => {
    const g = game(board('Grizzly Bears'), [{ cast: 'h' }], { cards: CARDS });
    expect(g.error).toBeNull();
    expect(g.state.stack).toHaveLength(1);
    run(g);
    expect(g.names('p1', 'graveyard')).toEqual(['Aurora Phoenix']);
    expect(g.names('p1', 'hand')).toEqual([]);
  });

  it('near miss: "a spell with cascade or storm" stays text', () => {
    const c = card(
      'Near Miss',
      '{1}{R}',
      'Creature — Human',
      'Whenever you cast a spell with cascade or storm, draw a card.',
      '1/1',
    );
    expect(unenforced(c)).toHaveLength(1);
  });
});
