/**
 * Abilities on the stack can be named in a script (issue 14, item 11): "X ability",
 * "X (ability)" or `{ name: X, zone: "stack" }`. The restore step accepts such a reference, the
 * resolver finds the ability, and the engine judges the target: Counterspell targets spells
 * only (CR 115.1), so it is refused with a reason that names the ability.
 */
import { describe, expect, it } from 'vitest';
import { game } from '../testing/harness';
import { engine, restore } from './pool';
import { resolveRef } from './refs';

const main = { number: 3, active: 'p1' as const, phase: 'main1' as const };
/** The Volute's trigger goes on the stack above Divination (CR 603.3); p2 holds Counterspell. */
const board = {
  turn: main,
  players: {
    p1: {
      manaPool: 'UUU',
      battlefield: [{ id: 'vol', card: 'Spellweaver Volute', attachedTo: 'bolt' }],
      hand: ['Divination'],
      library: ['Island', 'Island'],
    },
    p2: { manaPool: 'UU', hand: ['Counterspell'], graveyard: [{ id: 'bolt', card: 'Lightning Bolt' }] },
  },
};

describe('abilities on the stack in scripts', () => {
  it.each([
    ['"X ability"', 'Spellweaver Volute ability'],
    ['"X (ability)", as the summary names it', 'Spellweaver Volute (ability)'],
    ['{ name: X, zone: "stack" }', { name: 'Spellweaver Volute', zone: 'stack' }],
  ])('%s names the trigger on the stack', (_how, ref) => {
    const doc = {
      format: 'stackyard/scenario@1',
      ...board,
      script: [{ cast: 'Divination' }, { cast: 'Counterspell', player: 'p2', targets: [ref] }],
    };
    expect(restore(doc).ok).toBe(true); // before: "matches no id or card name"
    const g = game(board, [{ cast: 'Divination' }]);
    const top = g.state.stack.at(-1) as string;
    expect(Object.hasOwn(g.state.abilities, top)).toBe(true);
    const found = resolveRef(
      { state: g.state, loaded: g.loaded, defName: (k) => engine.registry.get(k) },
      ref as never,
      'p2',
    );
    expect(found).toBe(top);
    expect(() => g.act({ cast: 'Counterspell', player: 'p2', targets: [ref as never] })).toThrow(
      "Spellweaver Volute's ability on the stack (an ability, not a spell or a permanent) is not a legal target for target spell",
    );
  });

  it('Counterspell still counters the Divination spell named the same way', () => {
    const g = game(board, [
      { cast: 'Divination' },
      { cast: 'Counterspell', player: 'p2', targets: ['Divination'] },
      { pass: true },
      { pass: true },
    ]);
    expect(g.error).toBeNull();
    expect(g.has('SpellCountered', '701.6')).toBe(true);
    expect(g.names('p1', 'graveyard')).toContain('Divination');
  });

  it('an ability ref naming no card is still a problem', () => {
    const doc = {
      format: 'stackyard/scenario@1',
      ...board,
      script: [{ cast: 'Counterspell', player: 'p2', targets: ['Spellweavr Volute ability'] }],
    };
    const r = restore(doc);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems[0]?.message).toBe('"Spellweavr Volute ability" matches no id, card name or player');
  });
});
