import { describe, expect, it } from 'vitest';
import { getObject } from '../../../engine';
import {
  block,
  combatClick,
  declareAttackers,
  declareBlockers,
  goToCombat,
  modeOf,
  pickBlocker,
  toggleAttacker,
} from '../combat';
import { drop } from '../drop';
import { cardEntries } from '../card';
import { contextFor, idOf, stateIn } from './context';

const board = (p2: unknown[] = ['Grizzly Bears', 'Giant Spider']) => ({
  format: 'stackyard/scenario@1',
  turn: { number: 3, active: 'p1', phase: 'main1' },
  players: {
    p1: {
      battlefield: ['Grizzly Bears', 'Birds of Paradise', { card: 'Llanowar Elves', summoningSick: true }],
      library: ['Island'],
    },
    p2: { battlefield: p2, library: ['Island'] },
  },
});

describe('combat by hand, through the registry', () => {
  it('goes to combat, offers only creatures that can attack (302.6), and declares the ones picked (508.1)', () => {
    const ctx = contextFor(board());
    expect(declareAttackers.enabled(ctx)).toBe(false);
    expect(goToCombat.enabled(ctx)).toBe(true);
    goToCombat.run(ctx);
    expect(stateIn(ctx).turn.step).toBe('beginCombat');
    const mode = modeOf(ctx);
    expect(mode?.kind).toBe('attack');
    // Llanowar Elves came under its controller's control this turn: it can't attack (302.6).
    const bears = idOf(ctx, 'Grizzly Bears', 'p1');
    const elves = idOf(ctx, 'Llanowar Elves');
    expect(mode?.candidates).toContain(bears);
    expect(mode?.candidates).not.toContain(elves);
    expect(toggleAttacker.enabled(ctx, elves)).toBe(false);
    // A click picks, a second click unpicks; a drop on the defending player picks.
    combatClick(ctx, bears)!();
    expect(ctx.draft.getState().attackers).toEqual([bears]);
    combatClick(ctx, bears)!();
    expect(ctx.draft.getState().attackers).toEqual([]);
    drop.run(ctx, { objectId: bears, target: { kind: 'entity', id: 'p2' } });
    expect(declareAttackers.label).toBeTypeOf('function');
    expect((declareAttackers.label as (c: typeof ctx) => string)(ctx)).toBe('Attack with 1 creature');
    expect(declareAttackers.run(ctx)).toBe(true);
    const s = stateIn(ctx);
    expect(s.turn.step).toBe('declareAttackers');
    expect(Object.keys(s.combat!.attackers)).toEqual([bears]);
    // Attacking taps it (508.1f).
    expect(getObject(s, bears)?.tapped).toBe(true);
    expect(modeOf(ctx)?.kind).toBe('block');
  });

  it('blocks by picking a blocker then its attacker, refuses what the engine refuses (702.9b flying), and declares (509.1)', () => {
    const ctx = contextFor(board());
    goToCombat.run(ctx);
    const bears = idOf(ctx, 'Grizzly Bears', 'p1');
    const birds = idOf(ctx, 'Birds of Paradise');
    toggleAttacker.run(ctx, bears);
    toggleAttacker.run(ctx, birds);
    declareAttackers.run(ctx);
    const mode = modeOf(ctx);
    expect(mode?.kind).toBe('block');
    expect(mode?.kind === 'block' && mode.player).toBe('p2');
    const theirBears = idOf(ctx, 'Grizzly Bears', 'p2');
    const spider = idOf(ctx, 'Giant Spider');
    // Grizzly Bears can't block a creature with flying: refused with the engine's rule, the draft unchanged.
    expect(block.run(ctx, { blocker: theirBears, attacker: birds })).toBe(false);
    expect(ctx.game.getState().toasts.at(-1)?.rule).toBe('702.9b');
    expect(ctx.draft.getState().blocks).toEqual({});
    // Click the Spider (reach), then the Birds: it blocks them.
    pickBlocker.run(ctx, spider);
    expect(ctx.draft.getState().blocker).toBe(spider);
    combatClick(ctx, birds)!();
    expect(ctx.draft.getState().blocks).toEqual({ [spider]: birds });
    // Drag the Bears onto the attacking Bears.
    drop.run(ctx, { objectId: theirBears, target: { kind: 'entity', id: bears } });
    expect(ctx.draft.getState().blocks).toEqual({ [spider]: birds, [theirBears]: bears });
    // The keyboard path: the blocker's menu lists "Block…" with each attacker.
    const menu = cardEntries(ctx, spider);
    expect(menu[0]?.label).toBe('Block…');
    expect(menu[0]?.choices?.map((c) => c.label).sort()).toEqual(['Birds of Paradise', 'Grizzly Bears']);
    expect((declareBlockers.label as (c: typeof ctx) => string)(ctx)).toBe('Block with 2 creatures');
    expect(declareBlockers.run(ctx)).toBe(true);
    expect(stateIn(ctx).combat?.blockers).toEqual({ [spider]: birds, [theirBears]: bears });
  });

  it('declaring no attackers skips blockers and damage (508.8)', () => {
    const ctx = contextFor(board());
    goToCombat.run(ctx);
    expect((declareAttackers.label as (c: typeof ctx) => string)(ctx)).toBe('Declare no attackers');
    declareAttackers.run(ctx);
    expect(modeOf(ctx)).toBeNull();
    ctx.game.getState().perform({ type: 'pass' });
    expect(stateIn(ctx).turn.step).toBe('endCombat');
  });

  it('a change of the board empties the draft', () => {
    const ctx = contextFor(board());
    goToCombat.run(ctx);
    toggleAttacker.run(ctx, idOf(ctx, 'Grizzly Bears', 'p1'));
    expect(ctx.draft.getState().attackers).toHaveLength(1);
    ctx.game.getState().undo();
    expect(ctx.draft.getState().attackers).toHaveLength(0);
  });
});
