// What an attack trigger's creatures attack (CR 508.1b): "Whenever you attack a player" (once,
// when one or more of your creatures attack a player, not only a planeswalker, CR 603.2c),
// "Whenever two or more creatures you control attack a player", "Whenever one or more Halflings
// you control attack a player", "Whenever an opponent attacks" (once for the declaration).
import { describe, expect, it } from 'vitest';
import { characteristics, readContext } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const sensor = card(
  'Long-Range Sensor',
  '{2}{R}',
  'Artifact',
  'Whenever you attack a player, put a charge counter on this artifact.\n{1}, Remove two charge counters from this artifact: Discover 4. Activate only as a sorcery. (Exile cards from the top of your library until you exile a nonland card with mana value 4 or less. Cast it without paying its mana cost or put it into your hand. Put the rest on the bottom in a random order.)',
);
const landroval = card(
  'Landroval, Horizon Witness',
  '{4}{W}',
  'Legendary Creature — Bird Noble',
  'Flying\nWhenever two or more creatures you control attack a player, target attacking creature without flying gains flying until end of turn.',
  '3/4',
);
const merry = card(
  'Meriadoc Brandybuck',
  '{1}{G}',
  'Legendary Creature — Halfling Citizen',
  'Whenever one or more Halflings you control attack a player, create a Food token. (It\'s an artifact with "{2}, {T}, Sacrifice this token: You gain 3 life.")',
  '2/2',
);
const garruk = {
  ...card(
    'Garruk Wildspeaker',
    '{2}{G}{G}',
    'Legendary Planeswalker — Garruk',
    '+1: Untap two target lands.\n−1: Create a 3/3 green Beast creature token.\n−4: Creatures you control get +3/+3 and gain trample until end of turn.',
  ),
  loyalty: '3',
};
// "Whenever an opponent attacks, …": the trigger of Ever-Watching Threshold, with an effect read today.
const watcher = card('Watcher', '{2}', 'Artifact', 'Whenever an opponent attacks, you gain 2 life.');
const CARDS = compiled(sensor, landroval, merry, garruk, watcher);

/** p1 (with `mine`) attacks with `attackers` (`at`: creature → planeswalker); p2 has Garruk. */
function attack(
  mine: (string | object)[],
  attackers: string[],
  at: Record<string, string> = {},
  theirs: string[] = [],
): Game {
  const g = game(
    {
      turn: main,
      players: {
        p1: { battlefield: mine },
        p2: { battlefield: [...theirs, { id: 'garruk', card: 'Garruk Wildspeaker', counters: { loyalty: 3 } }] },
      },
    },
    [{ advance: 'declareAttackers' }, { attack: attackers, at }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

/** Orders simultaneous triggers as offered (CR 603.3b), then resolves the stack. */
function settle(g: Game): void {
  const d = g.state.pendingDecision;
  if (d && 'options' in d) g.act({ decide: d.options.map((o) => o.value) });
  for (let i = 0; i < 10 && g.state.stack.length; i++) g.act({ pass: true });
}

/** Whether `id` has flying now (CR 702.9). */
const hasFlying = (g: Game, id: string): boolean =>
  characteristics(readContext(g.state, g.engine.registry), g.get(id)).keywords.includes('flying');

const bears = (id: string) => ({ id, card: 'Grizzly Bears' });

describe('"Whenever you attack a player" (CR 508.1b, 603.2c)', () => {
  it('Long-Range Sensor: one charge counter for an attack on the player, however many attack', () => {
    const g = attack(['Long-Range Sensor', bears('b1'), bears('b2')], ['b1', 'b2'], { b2: 'garruk' });
    settle(g);
    expect(g.get('Long-Range Sensor').counters.charge).toBe(1);
  });

  it('Long-Range Sensor: no counter when only a planeswalker is attacked', () => {
    const g = attack(['Long-Range Sensor', bears('b1')], ['b1'], { b1: 'garruk' });
    settle(g);
    expect(g.get('Long-Range Sensor').counters.charge ?? 0).toBe(0);
  });
});

describe('"Whenever two or more creatures you control attack a player"', () => {
  it('Landroval: two creatures attacking the player give one of them flying', () => {
    const g = attack([{ id: 'lr', card: 'Landroval, Horizon Witness' }, bears('b1'), bears('b2')], ['b1', 'b2']);
    const d = g.state.pendingDecision;
    expect(d).not.toBeNull();
    g.act({ decide: ['b1'] });
    settle(g);
    expect(g.error).toBeNull();
    expect(hasFlying(g, 'b1')).toBe(true);
    expect(hasFlying(g, 'b2')).toBe(false);
  });

  it("Landroval: one at the player and one at a planeswalker isn't two attacking a player", () => {
    const g = attack([{ id: 'lr', card: 'Landroval, Horizon Witness' }, bears('b1'), bears('b2')], ['b1', 'b2'], {
      b2: 'garruk',
    });
    expect(g.state.pendingDecision).toBeNull();
    expect(g.state.stack).toHaveLength(0);
  });
});

describe('"Whenever one or more Halflings you control attack a player"', () => {
  it('Meriadoc Brandybuck: one Food for the attack', () => {
    const g = attack([{ id: 'merry', card: 'Meriadoc Brandybuck' }, bears('b1')], ['merry', 'b1']);
    settle(g);
    expect(g.names('p1', 'battlefield').filter((n) => n.startsWith('Food'))).toHaveLength(1);
  });

  it("Meriadoc Brandybuck: a non-Halfling attacking alone doesn't trigger it", () => {
    const g = attack([{ id: 'merry', card: 'Meriadoc Brandybuck' }, bears('b1')], ['b1']);
    settle(g);
    expect(g.names('p1', 'battlefield').some((n) => n.startsWith('Food'))).toBe(false);
  });
});

describe('"Whenever an opponent attacks" (CR 508.1)', () => {
  it("the opponent's declaration of attackers triggers it once", () => {
    const g = attack([bears('b1'), bears('b2')], ['b1', 'b2'], {}, ['Watcher']);
    settle(g);
    expect(g.state.players.p2.life).toBe(22);
  });

  it("its controller's own attack doesn't trigger it", () => {
    const g = attack(['Watcher', bears('b1')], ['b1']);
    settle(g);
    expect(g.state.players.p1.life).toBe(20);
  });

  it('near misses stay text', () => {
    const a = card('Near Miss A', '{2}', 'Artifact', 'Whenever an opponent attacks a player, you gain 2 life.');
    expect(unenforced(a)).toHaveLength(1);
    const b = card(
      'Near Miss B',
      '{2}',
      'Artifact',
      'Whenever ~ attacks a player or a planeswalker you control, you gain 2 life.',
    );
    expect(unenforced(b)).toHaveLength(1);
  });
});
