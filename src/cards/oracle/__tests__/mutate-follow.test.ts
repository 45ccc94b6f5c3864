// A merged permanent that leaves the battlefield puts every card of it into that zone (CR 730.3);
// an effect that then returns "it" or "that card" returns every card, each as a permanent of its
// own, unmerged (Ikoria release notes: Ephemerate on a mutated creature). They enter; none
// mutates (702.140d). A token component ceases to exist (111.7) and doesn't return (111.8).
// Real cards played.
import { describe, expect, it } from 'vitest';
import { RULE } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt } from './compiled';

const REMINDER =
  '(If you cast this spell for its mutate cost, put it over or under target non-Human creature you own. They mutate into the creature on top plus all abilities from under it.)';
const gemrazer = card(
  'Gemrazer',
  '{3}{G}',
  'Creature — Beast',
  `Mutate {1}{G}{G} ${REMINDER}\nReach, trample\nWhenever this creature mutates, destroy target artifact or enchantment an opponent controls.`,
  '4/4',
);
const ephemerate = card(
  'Ephemerate',
  '{W}',
  'Instant',
  "Exile target creature you control, then return it to the battlefield under its owner's control.\nRebound (If you cast this spell from your hand, exile it as it resolves. At the beginning of your next upkeep, you may cast this card from exile without paying its mana cost.)",
);
const cloudshift = card(
  'Cloudshift',
  '{W}',
  'Instant',
  'Exile target creature you control, then return that card to the battlefield under your control.',
);
const griptide = card('Griptide', '{3}{U}', 'Instant', "Put target creature on top of its owner's library.");
const CARDS = compiled(gemrazer, ephemerate, cloudshift, griptide);
const library = ['Island', 'Island', 'Island', 'Island', 'Island'];

/** Resolves the stack: a mutating spell goes `side`; triggers' targets are the first offered. */
function settle(g: Game, side: 'over' | 'under'): void {
  for (let i = 0; i < 30 && (g.state.stack.length || g.state.pendingDecision); i++) {
    const d = g.state.pendingDecision;
    if (d?.purpose === 'mutate') g.act({ decide: side, player: d.player });
    else if (d?.kind === 'chooseObjects')
      g.act({ decide: d.candidates.slice(0, Math.max(d.min, 1)), player: d.player });
    else if (d?.kind === 'may') g.act({ decide: true, player: d.player });
    else if (d && d.options.length) g.act({ decide: d.options.map((o) => o.value), player: d.player });
    else g.act({ pass: true });
    expect(g.error).toBeNull();
  }
}

/** p1: `bears` (Grizzly Bears, a token if `token`), three Forests and a Plains, Gemrazer mutated `side` it; p2: two Fellwar Stones. */
function mutated(side: 'over' | 'under', spell: string, token = false): Game {
  const g = game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: ['Forest', 'Forest', 'Forest', 'Plains', { id: 'bears', card: 'Grizzly Bears', token }],
          hand: [{ id: 'gemrazer', card: 'Gemrazer' }, spell],
          library,
        },
        p2: {
          battlefield: ['Island', 'Island', 'Island', 'Island', 'Fellwar Stone', 'Fellwar Stone'],
          hand: ['Griptide'],
          library,
        },
      },
    },
    [],
    { cards: CARDS },
  );
  g.perform({ type: 'cast', player: 'p1', object: g.get('gemrazer').id, cost: 'mutate', targets: [g.get('bears').id] });
  expect(g.error).toBeNull();
  settle(g, side);
  // Its mutate trigger destroyed one Stone.
  expect(g.names('p2', 'battlefield').filter((n) => n !== 'Island')).toEqual(['Fellwar Stone']);
  return g;
}

function creatures(g: Game): string[] {
  return g
    .names('p1', 'battlefield')
    .filter((n) => !['Forest', 'Plains'].includes(n))
    .sort();
}

describe('a merged permanent followed to its new zone (CR 730.3)', () => {
  it('Ephemerate on Gemrazer over Grizzly Bears: both cards return, a 4/4 Gemrazer and a 2/2 Grizzly Bears; nothing mutates', () => {
    const g = mutated('over', 'Ephemerate');
    g.act({ cast: 'Ephemerate', targets: ['gemrazer'] });
    settle(g, 'over');
    expect(creatures(g)).toEqual(['Gemrazer', 'Grizzly Bears']);
    expect(g.get('gemrazer').merged).toBeUndefined();
    expect(pt(g, 'gemrazer')).toEqual([4, 4]);
    expect(pt(g, 'bears')).toEqual([2, 2]);
    expect(g.get('bears').zone).toBe('battlefield');
    // They entered, neither mutated (CR 702.140d): the other Stone stays.
    expect(g.names('p2', 'battlefield').filter((n) => n !== 'Island')).toEqual(['Fellwar Stone']);
    expect(g.names('p1', 'exile')).toEqual(['Ephemerate']);
    expect(g.rules()).toContain(RULE.mergedLeaves);
  });

  it('Cloudshift on Gemrazer under Grizzly Bears: "that card" is both cards, two permanents', () => {
    const g = mutated('under', 'Cloudshift');
    g.act({ cast: 'Cloudshift', targets: ['bears'] });
    settle(g, 'under');
    expect(creatures(g)).toEqual(['Gemrazer', 'Grizzly Bears']);
    expect(pt(g, 'bears')).toEqual([2, 2]);
    expect(pt(g, 'gemrazer')).toEqual([4, 4]);
    expect(g.names('p1', 'exile')).toEqual([]);
    expect(g.names('p2', 'battlefield').filter((n) => n !== 'Island')).toEqual(['Fellwar Stone']);
  });

  it('Ephemerate on Gemrazer over a Grizzly Bears token: the token ceases to exist; only Gemrazer returns (CR 111.7, 111.8)', () => {
    const g = mutated('over', 'Ephemerate', true);
    g.act({ cast: 'Ephemerate', targets: ['gemrazer'] });
    settle(g, 'over');
    expect(creatures(g)).toEqual(['Gemrazer']);
    expect(g.names('p1', 'exile')).toEqual(['Ephemerate']);
    expect(g.names('p1', 'graveyard')).toEqual([]);
  });

  it('Griptide on Gemrazer over Grizzly Bears: both cards go on top of p1’s library, in the order p1 chooses (CR 730.3a)', () => {
    const g = mutated('over', 'Ephemerate');
    g.act({ cast: 'Griptide', player: 'p2', targets: ['gemrazer'] });
    for (let i = 0; i < 4 && !g.state.pendingDecision; i++) g.act({ pass: true });
    const d = g.state.pendingDecision;
    expect(d?.kind).toBe('chooseOrder');
    expect(d?.player).toBe('p1');
    expect(d?.rule).toBe(RULE.mergedLeaves);
    expect(d?.options.map((o) => o.label).sort()).toEqual(['Gemrazer', 'Grizzly Bears']);
    g.act({ decide: [g.get('bears').id, g.get('gemrazer').id], player: 'p1' });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'library').slice(0, 3)).toEqual(['Grizzly Bears', 'Gemrazer', 'Island']);
    expect(g.names('p1', 'library')).toHaveLength(7);
  });

  it('Griptide on Gemrazer over Grizzly Bears, the other order: Gemrazer on top', () => {
    const g = mutated('over', 'Ephemerate');
    g.act({ cast: 'Griptide', player: 'p2', targets: ['gemrazer'] });
    for (let i = 0; i < 4 && !g.state.pendingDecision; i++) g.act({ pass: true });
    g.act({ decide: [g.get('gemrazer').id, g.get('bears').id], player: 'p1' });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'library').slice(0, 3)).toEqual(['Gemrazer', 'Grizzly Bears', 'Island']);
    expect(g.state.stack).toHaveLength(0);
  });
});
