// "Any player may activate this ability" (CR 602.2: only an object's controller may activate its
// abilities unless it says otherwise): another player activates it, pays its costs from their own
// resources, and controls it, so "you" in it is that player. Real pool cards; the near miss keeps
// an ability that adds mana as text.
import { describe, expect, it } from 'vitest';
import { abilityOptions } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const excavation = card(
  'Excavation',
  '{1}{U}',
  'Enchantment',
  '{1}, Sacrifice a land: Draw a card. Any player may activate this ability.',
);
const manticore = card(
  'Flailing Manticore',
  '{3}{R}',
  'Creature — Manticore',
  'Flying, first strike\n{1}: This creature gets +1/+1 until end of turn. Any player may activate this ability.\n{1}: This creature gets -1/-1 until end of turn. Any player may activate this ability.',
  '3/3',
);
const CARDS = compiled(excavation, manticore);

/** p1's turn, main phase; p1 passes, so p2 has priority. */
function p2Priority() {
  const g = game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: [{ id: 'exc', card: 'Excavation' }, { id: 'mant', card: 'Flailing Manticore' }, 'Island'],
          library: ['Plains'],
        },
        p2: {
          battlefield: [
            { id: 'swamp', card: 'Swamp' },
            { id: 'mountain', card: 'Mountain' },
          ],
          library: ['Forest'],
        },
      },
    },
    [{ pass: true }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

describe('"Any player may activate this ability" (CR 602.2)', () => {
  it("p2 activates p1's Excavation: p2 sacrifices p2's land, pays, and p2 draws", () => {
    const g = p2Priority();
    const options = abilityOptions(g.engine.registry, g.state, 'p2').filter((o) => o.object === g.get('exc').id);
    expect(options).toHaveLength(1);
    g.act({ activate: 'exc', player: 'p2' });
    if (g.state.pendingDecision) g.act({ decide: ['swamp'], player: 'p2' });
    expect(g.names('p2', 'graveyard')).toEqual(['Swamp']);
    expect(g.names('p1', 'battlefield')).toContain('Island');
    expect(g.state.abilities[g.state.stack[0] ?? '']?.controller).toBe('p2');
    g.act({ pass: true, player: 'p2' });
    g.act({ pass: true });
    expect(g.names('p2', 'hand')).toEqual(['Forest']);
    expect(g.names('p1', 'hand')).toEqual([]);
  });

  it("p2 shrinks p1's Flailing Manticore with its -1/-1 ability, paying from p2's mana", () => {
    const g = p2Priority();
    g.act({ activate: 'mant', ability: 1, player: 'p2' });
    g.act({ pass: true, player: 'p2' });
    g.act({ pass: true });
    expect(pt(g, 'mant')).toEqual([2, 2]);
  });

  it("an ability without those words stays its controller's: p2 is refused (Shivan Dragon)", () => {
    const dragon = card(
      'Shivan Dragon',
      '{4}{R}{R}',
      'Creature — Dragon',
      'Flying\n{R}: This creature gets +1/+0 until end of turn.',
      '5/5',
    );
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'dragon', card: 'Shivan Dragon' }] },
          p2: { battlefield: ['Mountain'] },
        },
      },
      [{ pass: true }],
      { cards: compiled(dragon) },
    );
    expect(abilityOptions(g.engine.registry, g.state, 'p2').filter((o) => o.object === g.get('dragon').id)).toEqual([]);
    expect(() => g.act({ activate: 'dragon', player: 'p2' })).toThrow(/only its controller/);
  });

  it('near miss: a mana ability any player may activate stays text', () => {
    const cache = card('Test Cache', '{1}', 'Artifact', '{T}: Add {C}. Any player may activate this ability.');
    expect(unenforced(cache)).toEqual(['{T}: Add {C}. Any player may activate this ability.']);
  });
});
