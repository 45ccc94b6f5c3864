// What an attacking creature attacks (CR 506.3, 508.1b) in a trigger: "Whenever a creature
// attacks you or a planeswalker you control" (once for each such attacker, 508.1m; the
// planeswalker is one the defending player controls), "… attacks one of your opponents (or a
// planeswalker an opponent controls)", "Whenever one or more creatures attack you" (once for the
// declaration, 603.2c). A creature attacking someone else doesn't trigger it.
import { describe, expect, it } from 'vitest';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const reckoning = card(
  'Blood Reckoning',
  '{3}{B}',
  'Enchantment',
  "Whenever a creature attacks you or a planeswalker you control, that creature's controller loses 1 life.",
);
const gahiji = card(
  'Gahiji, Honored One',
  '{2}{R}{G}{W}',
  'Legendary Creature — Beast',
  'Whenever a creature attacks one of your opponents or a planeswalker an opponent controls, that creature gets +2/+0 until end of turn.',
  '4/4',
);
const prayer = card(
  "Orim's Prayer",
  '{1}{W}{W}',
  'Enchantment',
  'Whenever one or more creatures attack you, you gain 1 life for each attacking creature.',
);
const circle = card(
  'Circle of Flame',
  '{1}{R}',
  'Enchantment',
  'Whenever a creature without flying attacks you or a planeswalker you control, this enchantment deals 1 damage to that creature.',
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
const CARDS = compiled(reckoning, gahiji, prayer, circle, garruk);

/** p1 attacks with `attackers` (at: creature → planeswalker id); p2 has `theirs` and Garruk. */
function attack(
  mine: (string | object)[],
  theirs: string[],
  attackers: string[],
  at: Record<string, string> = {},
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

/** Triggers waiting to be put on the stack in an order (CR 603.3b), as many as there are. */
function triggered(g: Game): number {
  const d = g.state.pendingDecision;
  return d && 'options' in d ? d.options.length : g.state.stack.length;
}

/** Orders simultaneous triggers as offered (CR 603.3b), then resolves the stack. */
function settle(g: Game): void {
  const d = g.state.pendingDecision;
  if (d && 'options' in d) g.act({ decide: d.options.map((o) => o.value) });
  for (let i = 0; i < 10 && g.state.stack.length; i++) g.act({ pass: true });
}

describe('"Whenever a creature attacks you or a planeswalker you control" (CR 508.1b)', () => {
  it('Blood Reckoning: each creature attacking its controller or their planeswalker costs its controller 1 life', () => {
    const g = attack(
      [
        { id: 'b1', card: 'Grizzly Bears' },
        { id: 'b2', card: 'Grizzly Bears' },
      ],
      ['Blood Reckoning'],
      ['b1', 'b2'],
      { b2: 'garruk' },
    );
    expect(triggered(g)).toBe(2);
    settle(g);
    expect(g.state.players.p1.life).toBe(18);
    expect(g.state.players.p2.life).toBe(20);
  });

  it("Blood Reckoning doesn't trigger for its own controller's attackers", () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Blood Reckoning', { id: 'b1', card: 'Grizzly Bears' }] } },
      },
      [{ advance: 'declareAttackers' }, { attack: ['b1'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.stack).toHaveLength(0);
  });

  it('Circle of Flame: 1 damage to each creature without flying attacking its controller or their planeswalker', () => {
    const g = attack(
      [
        { id: 'b1', card: 'Grizzly Bears' },
        { id: 'sp', card: 'Giant Spider' },
      ],
      ['Circle of Flame'],
      ['b1', 'sp'],
      { b1: 'garruk' },
    );
    expect(triggered(g)).toBe(2);
    settle(g);
    // Giant Spider has reach, not flying: each is dealt 1.
    expect(g.get('b1').damage).toBe(1);
    expect(g.get('sp').damage).toBe(1);
  });
});

describe('"attacks one of your opponents", "one or more creatures attack you"', () => {
  it('Gahiji: a creature attacking an opponent or their planeswalker gets +2/+0, whoever controls it', () => {
    const g = attack(
      ['Gahiji, Honored One', { id: 'b1', card: 'Grizzly Bears' }, { id: 'b2', card: 'Grizzly Bears' }],
      [],
      ['b1', 'b2'],
      { b2: 'garruk' },
    );
    expect(triggered(g)).toBe(2);
    settle(g);
    expect(pt(g, 'b1')).toEqual([4, 2]);
    expect(pt(g, 'b2')).toEqual([4, 2]);
    g.act({ block: {} });
    g.act({ advance: 'main2' });
    // b1 deals 4 to p2; b2 deals 4 to Garruk (3 loyalty).
    expect(g.state.players.p2.life).toBe(16);
    expect(g.names('p2', 'battlefield')).not.toContain('Garruk Wildspeaker');
  });

  it('Gahiji under the defending player: creatures attacking its controller get nothing', () => {
    const g = attack([{ id: 'b1', card: 'Grizzly Bears' }], ['Gahiji, Honored One'], ['b1']);
    expect(g.state.stack).toHaveLength(0);
  });

  it("Orim's Prayer: two attackers, one trigger, 2 life", () => {
    const g = attack(
      [
        { id: 'b1', card: 'Grizzly Bears' },
        { id: 'b2', card: 'Grizzly Bears' },
      ],
      ["Orim's Prayer"],
      ['b1', 'b2'],
    );
    expect(g.state.stack).toHaveLength(1);
    settle(g);
    expect(g.state.players.p2.life).toBe(22);
  });

  it("Orim's Prayer: creatures attacking only a planeswalker don't attack you", () => {
    const g = attack([{ id: 'b1', card: 'Grizzly Bears' }], ["Orim's Prayer"], ['b1'], { b1: 'garruk' });
    expect(g.state.stack).toHaveLength(0);
  });

  it('near miss: "one of your opponents or a planeswalker they control" (Frontier Warmonger) stays text', () => {
    const warmonger = card(
      'Frontier Warmonger',
      '{2}{R}',
      'Creature — Human Warrior',
      'Menace\nWhenever one or more creatures attack one of your opponents or a planeswalker they control, this creature deals 1 damage to that player.',
      '3/3',
    );
    expect(unenforced(warmonger)).toHaveLength(1);
  });
});
