// A Curse's triggers on the player it enchants (CR 303.4, 508.1b, 510.2): "Whenever a creature
// attacks enchanted player" (once for each creature attacking that player, not a planeswalker of
// theirs) and "Whenever a creature deals combat damage to enchanted player". Creatures attacking
// or hitting anyone else trigger nothing.
import { describe, expect, it } from 'vitest';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main } from './compiled';

const prey = card(
  'Curse of Stalked Prey',
  '{1}{R}',
  'Enchantment — Aura Curse',
  'Enchant player\nWhenever a creature deals combat damage to enchanted player, put a +1/+1 counter on that creature.',
);
const forsaken = card(
  'Curse of the Forsaken',
  '{2}{W}',
  'Enchantment — Aura Curse',
  'Enchant player\nWhenever a creature attacks enchanted player, its controller gains 1 life.',
);
const CARDS = compiled(prey, forsaken);

/** Resolves the stack. */
function settle(g: Game): void {
  for (let i = 0; i < 10 && g.state.stack.length; i++) g.act({ pass: true });
}

/** `active`'s Grizzly Bears attack, unblocked; p1 controls `curse`, enchanting `cursed`. */
function attack(active: 'p1' | 'p2', curse: string, cursed: 'p1' | 'p2'): Game {
  const mine = { id: 'b1', card: 'Grizzly Bears' };
  const g = game(
    {
      turn: { ...main, active },
      players: {
        p1: { battlefield: [{ card: curse, attachedTo: cursed }, ...(active === 'p1' ? [mine] : [])] },
        p2: { battlefield: active === 'p2' ? [mine] : [] },
      },
    },
    [{ advance: 'declareAttackers' }, { attack: ['b1'] }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

describe('"… enchanted player" (CR 303.4)', () => {
  it('Curse of the Forsaken: a creature attacking the enchanted player gains its controller 1 life', () => {
    const g = attack('p1', forsaken.name, 'p2');
    expect(g.state.stack).toHaveLength(1);
    settle(g);
    expect(g.state.players.p1.life).toBe(21);
  });

  it('Curse of the Forsaken: a creature attacking another player triggers nothing', () => {
    const g = attack('p2', forsaken.name, 'p2');
    expect(g.state.stack).toHaveLength(0);
  });

  it('Curse of Stalked Prey: the creature that dealt the enchanted player combat damage gets a counter', () => {
    const g = attack('p1', prey.name, 'p2');
    g.act({ block: {} });
    g.act({ advance: 'combatDamage' });
    expect(g.state.players.p2.life).toBe(18);
    settle(g);
    expect(g.get('b1').counters['+1/+1']).toBe(1);
  });

  it('Curse of Stalked Prey: combat damage to a player it doesn’t enchant puts no counter', () => {
    const g = attack('p2', prey.name, 'p2');
    g.act({ block: {} });
    g.act({ advance: 'combatDamage' });
    expect(g.state.players.p1.life).toBe(18);
    expect(g.state.stack).toHaveLength(0);
    expect(g.get('b1').counters['+1/+1'] ?? 0).toBe(0);
  });
});
