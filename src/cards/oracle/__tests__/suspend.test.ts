// Suspend N—[cost] (CR 702.62a): a special action exiles the card from its owner's hand with N
// time counters for [cost], any time they could begin to cast it; at each of their upkeeps a time
// counter is removed; when the last is removed they may cast it without paying its mana cost, and
// a creature spell so cast has haste until they lose control of it. Real cards played.
import { describe, expect, it } from 'vitest';
import { castOptions, RULE, specialActionOptions } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const riftBolt = card(
  'Rift Bolt',
  '{2}{R}',
  'Sorcery',
  'Rift Bolt deals 3 damage to any target.\nSuspend 1—{R} (Rather than cast this card from your hand, you may pay {R} and exile it with a time counter on it. At the beginning of your upkeep, remove a time counter. When the last is removed, you may cast it without paying its mana cost.)',
);
const corpse = card(
  'Corpulent Corpse',
  '{5}{B}',
  'Creature — Zombie',
  "Fear (This creature can't be blocked except by artifact creatures and/or black creatures.)\nSuspend 5—{B} (Rather than cast this card from your hand, you may pay {B} and exile it with five time counters on it. At the beginning of your upkeep, remove a time counter. When the last is removed, you may cast it without paying its mana cost. It has haste.)",
  '3/3',
);
const meteor = card(
  'Shivan Meteor',
  '{3}{R}{R}',
  'Sorcery',
  'Shivan Meteor deals 13 damage to target creature.\nSuspend 2—{1}{R}{R} (Rather than cast this card from your hand, you may pay {1}{R}{R} and exile it with two time counters on it. At the beginning of your upkeep, remove a time counter. When the last is removed, you may cast it without paying its mana cost.)',
);
const CARDS = compiled(riftBolt, corpse, meteor);
const controlMagic = card(
  'Control Magic',
  '{2}{U}{U}',
  'Enchantment — Aura',
  'Enchant creature\nYou control enchanted creature.',
);
const library = ['Island', 'Island', 'Island', 'Island', 'Island', 'Island'];

/** Passes priority until a decision is pending or the stack is empty. */
function settle(g: ReturnType<typeof game>): void {
  for (let i = 0; i < 10 && !g.state.pendingDecision && g.state.stack.length; i++) g.act({ pass: true });
}

describe('suspend (CR 702.62a)', () => {
  it('Rift Bolt suspended for {R}: one counter off at its owner’s next upkeep, then cast free for 3 damage', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: ['Mountain'], hand: ['Rift Bolt'], library }, p2: { library } } },
      [],
      { cards: CARDS },
    );
    const options = specialActionOptions(g.engine.registry, g.state, 'p1');
    expect(options.map((o) => [o.kind, o.cost])).toEqual([['suspend', '{R}']]);
    g.perform({ type: 'suspend', player: 'p1', object: g.get('Rift Bolt').id });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'exile')).toEqual(['Rift Bolt']);
    expect(g.get('Rift Bolt').counters.time).toBe(1);
    expect(g.state.stack).toHaveLength(0);
    // p2's upkeep: nothing happens to p1's suspended card.
    g.act({ advance: 'next-turn' });
    expect(g.get('Rift Bolt').counters.time).toBe(1);
    g.act({ advance: 'next-turn' });
    expect(g.state.turn.active).toBe('p1');
    expect(g.state.turn.step).toBe('upkeep');
    settle(g);
    expect(g.state.pendingDecision).toMatchObject({ kind: 'may', purpose: 'cast-free' });
    g.act({ decide: true });
    g.act({ decide: ['p2'] });
    expect(g.stack()).toEqual(['Rift Bolt']);
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(17);
    expect(g.names('p1', 'graveyard')).toEqual(['Rift Bolt']);
    expect(g.has('AbilityTriggered', RULE.suspend)).toBe(true);
  });

  it("a sorcery can't be suspended on the opponent's turn (it couldn't be cast then)", () => {
    const g = game(
      {
        turn: { number: 4, active: 'p2', phase: 'main1' },
        players: { p1: { battlefield: ['Mountain'], hand: ['Rift Bolt'], library }, p2: { library } },
      },
      [],
      { cards: CARDS },
    );
    expect(() => g.perform({ type: 'suspend', player: 'p1', object: g.get('Rift Bolt').id })).toThrow(/cast/);
    expect(g.names('p1', 'hand')).toEqual(['Rift Bolt']);
  });

  it('Shivan Meteor counts down two upkeeps; declined, it stays in exile with no time counter', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain', 'Mountain', 'Mountain'], hand: ['Shivan Meteor'], library },
          p2: { battlefield: ['Grizzly Bears'], library },
        },
      },
      [],
      { cards: CARDS },
    );
    g.perform({ type: 'suspend', player: 'p1', object: g.get('Shivan Meteor').id });
    expect(g.error).toBeNull();
    expect(g.get('Shivan Meteor').counters.time).toBe(2);
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'next-turn' });
    settle(g);
    expect(g.get('Shivan Meteor').counters.time).toBe(1);
    expect(g.state.pendingDecision).toBeNull();
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'next-turn' });
    settle(g);
    expect(g.state.pendingDecision).toMatchObject({ kind: 'may', purpose: 'cast-free' });
    g.act({ decide: false });
    settle(g);
    expect(g.names('p1', 'exile')).toEqual(['Shivan Meteor']);
    expect(g.get('Shivan Meteor').counters.time ?? 0).toBe(0);
    expect(g.names('p2', 'battlefield')).toEqual(['Grizzly Bears']);
  });

  it('Corpulent Corpse cast by its suspend ability has haste: it attacks the turn it comes off suspend', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { exile: [{ card: 'Corpulent Corpse', counters: { time: 1 } }], library },
          p2: { library },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'next-turn' });
    settle(g);
    g.act({ decide: true });
    settle(g);
    expect(g.names('p1', 'battlefield')).toEqual(['Corpulent Corpse']);
    expect(g.get('Corpulent Corpse').hasteGranted).toBe(true);
    expect(g.has('Note', RULE.suspend)).toBe(true);
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['Corpulent Corpse'] });
    expect(g.error).toBeNull();
    settle(g);
    g.act({ advance: 'main2' });
    expect(g.state.players.p2.life).toBe(17);
  });

  it('the haste ends when its controller loses control of it (Control Magic)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { exile: [{ card: 'Corpulent Corpse', counters: { time: 1 } }], library },
          p2: { battlefield: ['Island', 'Island', 'Island', 'Island'], hand: ['Control Magic'], library },
        },
      },
      [],
      { cards: [...CARDS, ...compiled(controlMagic)] },
    );
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'next-turn' });
    settle(g);
    g.act({ decide: true });
    settle(g);
    expect(g.get('Corpulent Corpse').hasteGranted).toBe(true);
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'main1' });
    g.act({ cast: 'Control Magic', targets: ['Corpulent Corpse'], player: 'p2' });
    settle(g);
    expect(g.error).toBeNull();
    expect(g.get('Corpulent Corpse').controller).toBe('p2');
    expect(g.get('Corpulent Corpse').hasteGranted).toBe(false);
  });

  it('near miss: Detritivore ("Suspend X—{X}{3}{R}. X can\'t be 0.") keeps its suspend line text', () => {
    const detritivore = card(
      'Detritivore',
      '{2}{R}{R}',
      'Creature — Lhurgoyf',
      "Detritivore's power and toughness are each equal to the number of nonbasic land cards in your opponents' graveyards.\nSuspend X—{X}{3}{R}. X can't be 0. (Rather than cast this card from your hand, you may pay {X}{3}{R} and exile it with X time counters on it. At the beginning of your upkeep, remove a time counter. When the last is removed, you may cast it without paying its mana cost. It has haste.)\nWhenever a time counter is removed from Detritivore while it's exiled, destroy target nonbasic land.",
      '*/*',
    );
    expect(unenforced(detritivore).filter((t) => /^Suspend/.test(t))).toHaveLength(1);
  });

  it("Ancestral Vision has no mana cost (CR 118.6, 202.1b): it can't be cast from the hand, only suspended, then cast free", () => {
    const vision = card(
      'Ancestral Vision',
      '',
      'Sorcery',
      'Suspend 4—{U} (Rather than cast this card from your hand, pay {U} and exile it with four time counters on it. At the beginning of your upkeep, remove a time counter. When the last is removed, you may cast it without paying its mana cost.)\nTarget player draws three cards.',
    );
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Island'], hand: ['Ancestral Vision'], library }, p2: { library } },
      },
      [],
      { cards: compiled(vision) },
    );
    const opts = castOptions(g.engine.registry, g.state, 'p1', g.get('Ancestral Vision').id);
    expect(opts.options).toEqual([]);
    expect(opts.refusals).toContainEqual({
      reason: "Ancestral Vision has no mana cost, so it can't be cast by paying it",
      rule: RULE.noManaCost,
    });
    expect(() => g.act({ cast: 'Ancestral Vision', targets: ['p1'] })).toThrow(/no mana cost/);
    expect(specialActionOptions(g.engine.registry, g.state, 'p1').map((o) => [o.kind, o.cost])).toEqual([
      ['suspend', '{U}'],
    ]);
    g.perform({ type: 'suspend', player: 'p1', object: g.get('Ancestral Vision').id });
    expect(g.error).toBeNull();
    expect(g.get('Ancestral Vision').counters.time).toBe(4);
  });
});
