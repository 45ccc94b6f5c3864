// "~ deals 1 damage to the player or planeswalker it's attacking", "… that creature is attacking"
// (CR 506.2, 508.1b): in the trigger of one attacking creature, the player or the planeswalker
// that creature attacks, read as the trigger happens.
import { describe, expect, it } from 'vitest';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const hellrider = card(
  'Hellrider',
  '{2}{R}{R}',
  'Creature — Devil',
  "Haste\nWhenever a creature you control attacks, this creature deals 1 damage to the player or planeswalker it's attacking.",
  '3/3',
);
const mageSlayer = card(
  'Mage Slayer',
  '{1}{R}{G}',
  'Artifact — Equipment',
  "Whenever equipped creature attacks, it deals damage equal to its power to the player or planeswalker it's attacking.\nEquip {3}",
);
const roustabout = card(
  'Rakdos Roustabout',
  '{1}{B}{R}',
  'Creature — Ogre Warrior',
  "Whenever this creature becomes blocked, it deals 1 damage to the player or planeswalker it's attacking.",
  '3/2',
);
const bombardment = card(
  'Raid Bombardment',
  '{2}{R}',
  'Enchantment',
  'Whenever a creature you control with power 2 or less attacks, this enchantment deals 1 damage to the player or planeswalker that creature is attacking.',
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
const CARDS = compiled(hellrider, mageSlayer, roustabout, bombardment, garruk);

/** p1 attacks with `attackers` (at: creature → planeswalker id); p2 has `theirs` and Garruk. */
function attack(mine: (string | object)[], theirs: (string | object)[], attackers: string[], at = {}): Game {
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
  expect(g.error).toBeNull();
}

const loyalty = (g: Game) => g.get('garruk').counters.loyalty;

describe('damage to the player or planeswalker a creature is attacking (CR 506.2)', () => {
  it('Hellrider: 1 damage for each attacker, to the player or the planeswalker that one attacks', () => {
    const g = attack(
      [
        { id: 'hr', card: 'Hellrider' },
        { id: 'b1', card: 'Grizzly Bears' },
        { id: 'b2', card: 'Grizzly Bears' },
      ],
      [],
      ['hr', 'b1', 'b2'],
      { b2: 'garruk' },
    );
    settle(g);
    expect(g.state.players.p2.life).toBe(18);
    expect(loyalty(g)).toBe(2);
    expect(g.state.players.p1.life).toBe(20);
  });

  it('Raid Bombardment: only creatures with power 2 or less, at what each attacks', () => {
    const g = attack(
      ['Raid Bombardment', { id: 'b1', card: 'Grizzly Bears' }, { id: 'rr', card: 'Rakdos Roustabout' }],
      [],
      ['b1', 'rr'],
      { b1: 'garruk' },
    );
    settle(g);
    expect(loyalty(g)).toBe(2);
    expect(g.state.players.p2.life).toBe(20);
  });

  it('Mage Slayer: the equipped creature deals damage equal to its power to the player it attacks', () => {
    const g = attack(
      [
        { id: 'sp', card: 'Giant Spider' },
        { id: 'ms', card: 'Mage Slayer', attachedTo: 'sp' },
      ],
      [],
      ['sp'],
    );
    settle(g);
    expect(g.state.players.p2.life).toBe(18);
  });

  it('Rakdos Roustabout: 1 damage to the planeswalker it attacks when it becomes blocked', () => {
    const g = attack([{ id: 'rr', card: 'Rakdos Roustabout' }], [{ id: 'bears', card: 'Grizzly Bears' }], ['rr'], {
      rr: 'garruk',
    });
    g.act({ block: { bears: 'rr' }, player: 'p2' });
    expect(g.error).toBeNull();
    settle(g);
    expect(loyalty(g)).toBe(2);
    expect(g.state.players.p2.life).toBe(20);
  });

  it('stays text where no single attacking creature is named', () => {
    const c = card(
      'Test Volley',
      '{2}{R}',
      'Enchantment',
      "Whenever one or more creatures you control attack, this enchantment deals 1 damage to the player or planeswalker it's attacking.",
    );
    expect(unenforced(c)).toHaveLength(1);
    const d = card(
      'Test Pinger',
      '{2}{R}',
      'Creature — Devil',
      "{T}: This creature deals 1 damage to the player or planeswalker it's attacking.",
      '1/1',
    );
    expect(unenforced(d)).toHaveLength(1);
  });
});
