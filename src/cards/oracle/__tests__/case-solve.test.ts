// Case cards (CR 719, 702.169): "To solve — [condition]" means "At the beginning of your end step,
// if [condition] and this Case is not solved, it becomes solved"; "Solved — [ability]" works only
// while the Case is solved (an activated one: activate only if solved).
import { describe, expect, it } from 'vitest';
import { RULE } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { compileCard } from '../compile';
import { card } from './card';
import { compiled, pt, unenforced } from './compiled';

const falcon = {
  ...card(
    'Case of the Filched Falcon',
    '{U}',
    'Enchantment — Case',
    'When this Case enters, investigate. (Create a Clue token. It\'s an artifact with "{2}, Sacrifice this token: Draw a card.")\nTo solve — You control three or more artifacts. (If unsolved, solve at the beginning of your end step.)\nSolved — {2}{U}, Sacrifice this Case: Put four +1/+1 counters on target noncreature artifact. It becomes a 0/0 Bird creature with flying in addition to its other types.',
  ),
  layout: 'case',
};
const mindStone = card(
  'Mind Stone',
  '{2}',
  'Artifact',
  '{T}: Add {C}.\n{1}, {T}, Sacrifice this artifact: Draw a card.',
);

const CARDS = [compileCard(falcon).def, ...compiled(mindStone)];

/** P1's main phase: the Case (not solved), `stones` Mind Stones, four Islands. */
function board(stones: number) {
  return {
    turn: { number: 3, active: 'p1' as const, phase: 'main1' as const },
    players: {
      p1: {
        battlefield: [
          { id: 'case', card: 'Case of the Filched Falcon' },
          ...Array.from({ length: stones }, (_, i) => ({ id: `stone${i}`, card: 'Mind Stone' })),
          'Island',
          'Island',
          'Island',
          'Island',
        ],
        library: ['Island', 'Island'],
      },
      p2: { library: ['Island', 'Island'] },
    },
  };
}

/** Passes priority until the stack is empty. */
function settle(g: Game): void {
  for (let i = 0; i < 10 && g.state.stack.length; i++) g.act({ pass: true });
}

const sacrifice = { activate: 'case', ability: 0, targets: ['stone0'] };

const lab = {
  ...card(
    'Case of the Ransacked Lab',
    '{2}{U}',
    'Enchantment — Case',
    "Instant and sorcery spells you cast cost {1} less to cast.\nTo solve — You've cast four or more instant and sorcery spells this turn. (If unsolved, solve at the beginning of your end step.)\nSolved — Whenever you cast an instant or sorcery spell, draw a card.",
  ),
  layout: 'case',
};

/** P1's main phase: the Lab (not solved), `bolts` Lightning Bolts in hand, six Mountains, a library of five. */
function labBoard(bolts: number) {
  return {
    turn: { number: 3, active: 'p1' as const, phase: 'main1' as const },
    players: {
      p1: {
        battlefield: [{ id: 'lab', card: 'Case of the Ransacked Lab' }, ...Array.from({ length: 6 }, () => 'Mountain')],
        hand: Array.from({ length: bolts }, (_, i) => ({ id: `bolt${i}`, card: 'Lightning Bolt' })),
        library: ['Island', 'Island', 'Island', 'Island', 'Island'],
      },
      p2: { life: 40, library: ['Island', 'Island'] },
    },
  };
}

/** Casts the bolt `id` at P2 and lets it resolve. */
function bolt(g: Game, id: string): void {
  g.act({ cast: id, targets: ['p2'] });
  settle(g);
}

describe('Case cards (CR 719, 702.169)', () => {
  it('compiles every ability of Case of the Filched Falcon', () => {
    expect(unenforced(falcon)).toHaveLength(0);
  });

  it('unsolved, its "Solved" ability can\'t be activated', () => {
    const g = game(board(3), [], { cards: CARDS });
    expect(() => g.act(sacrifice)).toThrow();
    expect(g.names('p1', 'battlefield')).toContain('Case of the Filched Falcon');
  });

  it('with the condition true at the end step it becomes solved, and the ability works', () => {
    const g = game(board(3), [], { cards: CARDS });
    g.act({ advance: 'end' });
    settle(g);
    expect(g.rules()).toContain(RULE.caseSolved);
    g.act(sacrifice);
    settle(g);
    expect(g.names('p1', 'graveyard')).toContain('Case of the Filched Falcon');
    expect(g.get('stone0').counters).toEqual({ '+1/+1': 4 });
    expect(pt(g, 'stone0')).toEqual([4, 4]);
  });

  it('with the condition false at the end step it stays unsolved', () => {
    const g = game(board(2), [], { cards: CARDS });
    g.act({ advance: 'end' });
    settle(g);
    expect(g.rules()).not.toContain(RULE.caseSolved);
    expect(() => g.act(sacrifice)).toThrow();
  });

  it('a near miss stays text: "To solve" with a condition the engine does not read', () => {
    const express = {
      ...card(
        'Case of the Gateway Express',
        '{1}{W}',
        'Enchantment — Case',
        "When this Case enters, choose target creature you don't control. Each creature you control deals 1 damage to that creature.\nTo solve — Three or more creatures attacked this turn. (If unsolved, solve at the beginning of your end step.)\nSolved — Creatures you control get +1/+0.",
      ),
      layout: 'case',
    };
    expect(unenforced(express)).toHaveLength(1);
  });

  it('a "Solved" triggered ability triggers only once the Case is solved (Case of the Ransacked Lab)', () => {
    const g = game(labBoard(5), [], { cards: [compileCard(lab).def] });
    for (const id of ['bolt0', 'bolt1', 'bolt2', 'bolt3']) bolt(g, id);
    // Unsolved: no card drawn for the four spells.
    expect(g.names('p1', 'hand')).toEqual(['Lightning Bolt']);
    expect(g.state.players.p2.life).toBe(28);
    g.act({ advance: 'end' });
    settle(g);
    expect(g.rules()).toContain(RULE.caseSolved);
    bolt(g, 'bolt4');
    expect(g.state.players.p2.life).toBe(25);
    expect(g.names('p1', 'hand')).toEqual(['Island']);
  });

  it('three spells are not four: the Lab stays unsolved and draws nothing', () => {
    const g = game(labBoard(4), [], { cards: [compileCard(lab).def] });
    for (const id of ['bolt0', 'bolt1', 'bolt2']) bolt(g, id);
    g.act({ advance: 'end' });
    settle(g);
    expect(g.rules()).not.toContain(RULE.caseSolved);
    bolt(g, 'bolt3');
    expect(g.names('p1', 'hand')).toEqual([]);
  });
});
