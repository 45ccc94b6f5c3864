/**
 * A token being created is an object entering the battlefield (CR 111.2, 603.6a): it triggers
 * "whenever another creature enters" like a card put onto the battlefield (issue 23, item 10).
 */
import { describe, expect, it } from 'vitest';
import type { CardDef } from '../index';
import { game } from '../../testing/harness';
import { RULE } from '../state/rules';

const main = { number: 3, active: 'p1' as const, phase: 'main1' as const };
const YOU = { ref: 'you' } as const;

const soulWarden: CardDef = {
  name: 'Soul Warden',
  manaCost: '{W}',
  typeLine: 'Creature — Human Cleric',
  power: 1,
  toughness: 1,
  oracle: 'Whenever another creature enters, you gain 1 life.',
  triggered: [
    {
      on: { event: 'zoneChange', what: { filter: { types: ['creature'] }, other: true }, to: 'battlefield' },
      steps: [{ do: 'gainLife', player: YOU, amount: 1 }],
      text: 'Whenever another creature enters, you gain 1 life.',
    },
  ],
};
const raiseTheAlarm: CardDef = {
  name: 'Raise the Alarm',
  manaCost: '{1}{W}',
  typeLine: 'Instant',
  oracle: 'Create two 1/1 white Soldier creature tokens.',
  spell: {
    targets: [],
    steps: [
      {
        do: 'createToken',
        count: 2,
        token: { typeLine: 'Token Creature — Soldier', colors: ['W'], power: 1, toughness: 1 },
      },
    ],
  },
};
/** "Whenever a creature enters from your graveyard" — a token comes from no zone. */
const graveWatcher: CardDef = {
  name: 'Grave Watcher',
  manaCost: '{B}',
  typeLine: 'Enchantment',
  oracle: 'Whenever a creature enters from your graveyard, you gain 5 life.',
  triggered: [
    {
      on: { event: 'zoneChange', what: { filter: { types: ['creature'] } }, from: 'graveyard', to: 'battlefield' },
      steps: [{ do: 'gainLife', player: YOU, amount: 5 }],
      text: 'Whenever a creature enters from your graveyard, you gain 5 life.',
    },
  ],
};
const CARDS = [soulWarden, raiseTheAlarm, graveWatcher];

describe('CR 111.2, 603.6a — a created token enters the battlefield', () => {
  it('Raise the Alarm with Soul Warden out: two tokens enter, two triggers, 2 life', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Soul Warden', 'Plains', 'Plains', 'Grave Watcher'], hand: ['Raise the Alarm'] },
          p2: { battlefield: [{ id: 'theirs', card: 'Soul Warden' }] },
        },
      },
      [{ cast: 'Raise the Alarm' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield').filter((n) => n.includes('Soldier'))).toHaveLength(2);
    // Each Soul Warden (both players': "another creature", any controller) triggers once per
    // token; the Grave Watcher ("from your graveyard") does not: a token comes from no zone.
    const triggered = g.events.filter((e) => e.type === 'AbilityTriggered');
    expect(triggered.map((e) => e.rule)).toEqual(Array(4).fill(RULE.trigger));
    expect(triggered.every((e) => e.text.startsWith("Soul Warden's ability"))).toBe(true);
    // Each player orders their own two (CR 603.3b).
    for (let d = g.state.pendingDecision; d; d = g.state.pendingDecision)
      g.act({ decide: d.options.map((o) => o.value), player: d.player });
    expect(g.stack()).toEqual(Array(4).fill('Soul Warden ability'));
    for (let i = 0; i < 4; i++) g.act({ pass: true });
    expect(g.state.players.p1.life).toBe(22);
    expect(g.state.players.p2.life).toBe(22);
  });
});
