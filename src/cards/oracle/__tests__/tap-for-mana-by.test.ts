// "Whenever you tap a Swamp for mana", "Whenever a player taps a nonbasic land for mana",
// "Whenever an opponent taps a Mountain for mana" (CR 106.12a): only a permanent's controller
// activates its mana abilities (602.1), so who taps it is its controller. With "add an additional
// {B}" / "add one mana of any type that land produced" it is a triggered mana ability that
// resolves at once (605.1b, 605.4a); otherwise it goes on the stack, "that player" being who tapped.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const ghast = card(
  'Crypt Ghast',
  '{3}{B}',
  'Creature — Spirit',
  'Extort (Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1 life and you gain that much life.)\nWhenever you tap a Swamp for mana, add an additional {B}.',
  '2/2',
);
const wake = card(
  "Mirari's Wake",
  '{3}{G}{W}',
  'Enchantment',
  'Creatures you control get +1/+1.\nWhenever you tap a land for mana, add one mana of any type that land produced.',
);
const earth = card(
  'Burning Earth',
  '{3}{R}',
  'Enchantment',
  'Whenever a player taps a nonbasic land for mana, this enchantment deals 1 damage to that player.',
);
const sanctimony = card(
  'Sanctimony',
  '{1}{W}',
  'Enchantment',
  'Whenever an opponent taps a Mountain for mana, you may gain 1 life.',
);
const vein = card('Crystal Vein', '', 'Land', '{T}: Add {C}.\n{T}, Sacrifice this land: Add {C}{C}.');
const CARDS = compiled(ghast, wake, earth, sanctimony, vein);

function board(p1: (string | object)[], p2: (string | object)[] = []) {
  const g = game({ turn: main, players: { p1: { battlefield: p1 }, p2: { battlefield: p2 } } }, [], { cards: CARDS });
  expect(g.error).toBeNull();
  return g;
}

describe('"Whenever you tap a … for mana" as a triggered mana ability (CR 605.1b)', () => {
  it('Crypt Ghast: a Swamp you tap adds {B}{B}; an Island adds only {U}', () => {
    const g = board(['Crypt Ghast', { id: 'sw', card: 'Swamp' }, { id: 'is', card: 'Island' }]);
    g.act({ activate: 'sw', ability: 0 });
    expect(g.state.players.p1.manaPool).toEqual({ B: 2 });
    g.act({ activate: 'is', ability: 0 });
    expect(g.state.players.p1.manaPool).toEqual({ B: 2, U: 1 });
    expect(g.state.stack).toHaveLength(0);
  });

  it("Crypt Ghast: an opponent's Swamp isn't yours", () => {
    const g = board([{ id: 'is', card: 'Island' }], ['Crypt Ghast']);
    g.act({ activate: 'is', ability: 0 });
    expect(g.state.players.p1.manaPool).toEqual({ U: 1 });
  });

  it("Mirari's Wake: a land you tap adds one more of the type it produced", () => {
    const g = board(["Mirari's Wake", { id: 'f', card: 'Forest' }]);
    g.act({ activate: 'f', ability: 0 });
    expect(g.state.players.p1.manaPool).toEqual({ G: 2 });
  });
});

describe('"Whenever a player / an opponent taps a … for mana" on the stack', () => {
  it('Burning Earth: 1 damage to the player who tapped a nonbasic land, none for a basic one', () => {
    const g = board(
      [
        { id: 'v', card: 'Crystal Vein' },
        { id: 'f', card: 'Forest' },
      ],
      ['Burning Earth'],
    );
    g.act({ activate: 'f', ability: 0 });
    expect(g.state.stack).toHaveLength(0);
    g.act({ activate: 'v', ability: 0 });
    expect(g.state.stack).toHaveLength(1);
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.state.players.p1.life).toBe(19);
    expect(g.state.players.p2.life).toBe(20);
  });

  it("Sanctimony: its controller may gain 1 life when an opponent taps a Mountain; not for the controller's own", () => {
    const g = board([{ id: 'm', card: 'Mountain' }], ['Sanctimony']);
    g.act({ activate: 'm', ability: 0 });
    expect(g.state.stack).toHaveLength(1);
    for (let i = 0; i < 4 && (g.state.stack.length || g.state.pendingDecision); i++) {
      const d = g.state.pendingDecision;
      if (d) g.act({ decide: true, player: 'p2' });
      else g.act({ pass: true });
    }
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(21);
    const own = board(['Sanctimony', { id: 'm', card: 'Mountain' }]);
    own.act({ activate: 'm', ability: 0 });
    expect(own.state.stack).toHaveLength(0);
  });

  it('near misses stay text', () => {
    const a = card('Near Miss A', '{2}', 'Artifact', 'Whenever you tap a land for mana, add {G}{U}.');
    expect(unenforced(a)).toHaveLength(1);
    const b = card('Near Miss B', '{2}', 'Artifact', 'Whenever you taps an untapped land for mana, you gain 1 life.');
    expect(unenforced(b)).toHaveLength(1);
  });
});
