// "… unless they sacrifice a nonland permanent of their choice or discard a card" (CR 118.12,
// 608.2d): the one player the instruction acts on may do either, or neither; only if they did
// neither (or tried and couldn't), the instruction happens. Asked one way after the other: the
// second only if the first wasn't done. "Each player … unless they … or …" stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const intimidator = card(
  'Thornplate Intimidator',
  '{3}{B}',
  'Creature — Rat Rogue',
  'Offspring {3} (You may pay an additional {3} as you cast this spell. If you do, when this creature enters, create a 1/1 token copy of it.)\nWhen this creature enters, target opponent loses 3 life unless they sacrifice a nonland permanent of their choice or discard a card.',
  '4/3',
);

function play(p2: { battlefield?: string[]; hand?: string[] }) {
  const g = game(
    {
      turn: main,
      players: {
        p1: { battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp'], hand: ['Thornplate Intimidator'] },
        p2: { battlefield: p2.battlefield ?? [], hand: p2.hand ?? [] },
      },
    },
    [],
    { cards: compiled(intimidator) },
  );
  g.act({ cast: 'Thornplate Intimidator' });
  g.act({ pass: true });
  g.act({ pass: true });
  // The enters trigger targets the one opponent; both pass and it resolves.
  if (g.state.pendingDecision?.player === 'p1') g.act({ decide: ['p2'] });
  for (let i = 0; i < 4 && g.state.pendingDecision?.player !== 'p2'; i++) g.act({ pass: true });
  return g;
}

describe('"unless they … or …": that player chooses one way, or neither (Thornplate Intimidator)', () => {
  it('sacrificing a nonland permanent, they lose no life and are not asked to discard', () => {
    const g = play({ battlefield: ['Grizzly Bears', 'Forest'], hand: ['Island'] });
    expect(g.state.pendingDecision?.prompt).toMatch(/Sacrifice a nonland permanent\?$/);
    g.act({ decide: true, player: 'p2' });
    // Only the Bears is a nonland permanent: it is sacrificed.
    if (g.state.pendingDecision?.player === 'p2') g.act({ decide: [g.get('Grizzly Bears').id], player: 'p2' });
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.names('p2', 'hand')).toEqual(['Island']);
    expect(g.state.players.p2.life).toBe(20);
    expect(g.state.pendingDecision).toBeFalsy();
  });

  it('declining the sacrifice, they may discard a card instead; declining both, they lose 3 life', () => {
    const discarded = play({ battlefield: ['Grizzly Bears'], hand: ['Island'] });
    discarded.act({ decide: false, player: 'p2' });
    expect(discarded.state.pendingDecision?.prompt).toMatch(/Discard a card\?$/);
    discarded.act({ decide: true, player: 'p2' });
    expect(discarded.names('p2', 'graveyard')).toEqual(['Island']);
    expect(discarded.names('p2', 'battlefield')).toEqual(['Grizzly Bears']);
    expect(discarded.state.players.p2.life).toBe(20);
    const neither = play({ battlefield: ['Grizzly Bears'], hand: ['Island'] });
    neither.act({ decide: false, player: 'p2' });
    neither.act({ decide: false, player: 'p2' });
    expect(neither.state.players.p2.life).toBe(17);
    expect(neither.names('p2', 'hand')).toEqual(['Island']);
  });

  it('saying yes with nothing to sacrifice or discard does neither: they lose 3 life', () => {
    const g = play({ battlefield: ['Forest'] });
    g.act({ decide: true, player: 'p2' });
    expect(g.state.pendingDecision?.prompt).toMatch(/Discard a card\?$/);
    g.act({ decide: true, player: 'p2' });
    expect(g.state.players.p2.life).toBe(17);
  });

  it('"each player … unless they … or …" stays text (each would choose for themselves, CR 101.4)', () => {
    const each = card(
      'Test Torment',
      '{2}{B}',
      'Sorcery',
      'Each player loses 3 life unless they sacrifice a nonland permanent of their choice or discard a card.',
    );
    expect(unenforced(each)).toHaveLength(1);
    const pay = card(
      'Test Levy',
      '{2}{B}',
      'Sorcery',
      'Target opponent loses 3 life unless they sacrifice a nonland permanent of their choice or pay {3}.',
    );
    expect(unenforced(pay)).toHaveLength(1);
  });
});
