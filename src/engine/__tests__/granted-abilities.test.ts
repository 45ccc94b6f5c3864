// An ability-adding effect with an ability in quotation marks (layer 6, CR 613.1f): Chromatic
// Lantern's "Lands you control have \"{T}: Add one mana of any color.\"" — each land its
// controller controls has the mana ability while the Lantern is on the battlefield; an
// opponent's land doesn't; automatic payment uses it (CR 605.1a, 601.2h).
import { describe, expect, it } from 'vitest';
import { game } from '../../testing/harness';
import { abilityOptions, grantedAbilitiesOf, readContext } from '../index';
import { REAL_CARDS } from './real-cards';

const main = { number: 3, active: 'p1' as const, phase: 'main1' as const };
const opts = { cards: REAL_CARDS };

const board = (lantern: boolean) => ({
  turn: main,
  players: {
    p1: {
      battlefield: [
        { id: 'pl1', card: 'Plains' },
        { id: 'pl2', card: 'Plains' },
        { id: 'forest', card: 'Forest' },
        ...(lantern ? [{ id: 'lantern', card: 'Chromatic Lantern', tapped: true }] : []),
      ],
      hand: ['Lightning Bolt', 'Disenchant'],
    },
    p2: { battlefield: [{ id: 'theirs', card: 'Forest' }] },
  },
});

describe('CR 613.1f — abilities in quotation marks given by a static ability', () => {
  it("Chromatic Lantern: your Forest has the Lantern's mana ability, named after its source; the opponent's doesn't", () => {
    const g = game(board(true), [], opts);
    const ctx = readContext(g.state, g.engine.registry);
    expect(grantedAbilitiesOf(ctx, g.get('forest')).map((a) => a.sourceName)).toEqual(['Chromatic Lantern']);
    expect(grantedAbilitiesOf(ctx, g.get('theirs'))).toEqual([]);
    const forest = abilityOptions(g.engine.registry, g.state, 'p1').filter((o) => o.object === g.get('forest').id);
    // Its own basic land type's {G} (CR 305.6) and the granted one, listed after it.
    expect(forest.map((o) => [o.text, o.mana, o.grantedBy ?? null])).toEqual([
      ['{T}: Add {G}.', true, null],
      ['{T}: Add one mana of any color.', true, 'Chromatic Lantern'],
    ]);
  });

  it('automatic payment taps one of your lands for {R} with the granted ability (Lightning Bolt)', () => {
    const g = game(board(true), [{ cast: 'Lightning Bolt', targets: ['p2'] }, { pass: true }], opts);
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(17);
    expect(['pl1', 'pl2', 'forest'].filter((ref) => g.get(ref).tapped)).toHaveLength(1);
  });

  it('without the Lantern the Forest adds only {G}: Lightning Bolt cannot be paid', () => {
    const g = game(board(false), [{ cast: 'Lightning Bolt', targets: ['p2'] }], opts);
    expect(g.error).not.toBeNull();
    expect(g.state.players.p2.life).toBe(20);
  });

  it('the ability goes when the Lantern leaves the battlefield (CR 611.3a)', () => {
    const g = game(board(true), [{ cast: 'Disenchant', targets: ['lantern'] }, { pass: true }], opts);
    expect(g.error).toBeNull();
    expect(g.get('forest').tapped).toBe(false);
    const ctx = readContext(g.state, g.engine.registry);
    expect(grantedAbilitiesOf(ctx, g.get('forest'))).toEqual([]);
    expect(() => g.act({ cast: 'Lightning Bolt', targets: ['p2'] })).toThrow();
  });
});
