// Abilities in quotation marks given to other objects (CR 113.1b, 613.1f): "Enchanted land has
// \"{T}: Add one mana of any color.\"", "All Slivers have \"{2}, Sacrifice this permanent: …\"",
// "Enchanted creature … has \"At the beginning of your upkeep, …\"". The object has the ability
// while the effect applies (layer 6); its "this creature" is that object, the ability's source.
import { describe, expect, it } from 'vitest';
import { abilityOptions } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const growth = card(
  'Abundant Growth',
  '{G}',
  'Enchantment — Aura',
  'Enchant land\nWhen this Aura enters, draw a card.\nEnchanted land has "{T}: Add one mana of any color."',
);
const teachings = card(
  'Arcane Teachings',
  '{2}{R}',
  'Enchantment — Aura',
  'Enchant creature (Target a creature as you cast this. This card enters attached to that creature.)\nEnchanted creature gets +2/+2 and has "{T}: This creature deals 1 damage to any target."',
);
const acidic = card(
  'Acidic Sliver',
  '{B}{R}',
  'Creature — Sliver',
  'All Slivers have "{2}, Sacrifice this permanent: This permanent deals 2 damage to any target."',
  '2/2',
);
const fervor = card(
  'Consuming Fervor',
  '{R}',
  'Enchantment — Aura',
  'Enchant creature\nEnchanted creature gets +3/+3 and has "At the beginning of your upkeep, put a -1/-1 counter on this creature."',
);
const torch = card(
  'Blazing Torch',
  '{1}',
  'Artifact — Equipment',
  'Equipped creature can\'t be blocked by Vampires or Zombies.\nEquipped creature has "{T}, Sacrifice Blazing Torch: Blazing Torch deals 2 damage to any target."\nEquip {1} ({1}: Attach to target creature you control. Equip only as a sorcery.)',
);
const diviner = card(
  'Expedition Diviner',
  '{2}{U}',
  'Creature — Human Wizard',
  'Flying\nAs long as you control another Wizard, this creature has "When this creature dies, draw a card."',
  '2/1',
);

/** The first granted ability's number (derived/abilities.ts GRANTED_ABILITY_BASE). */
const GRANTED = 50;

describe('activated abilities in quotation marks (CR 613.1f, 602)', () => {
  it('Arcane Teachings: the enchanted creature taps to deal 1 damage; the ability goes with the Aura', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              'Plains',
              'Plains',
              { id: 'bears', card: 'Grizzly Bears' },
              { id: 'at', card: 'Arcane Teachings', attachedTo: 'bears' },
            ],
            hand: ['Disenchant'],
          },
        },
      },
      [],
      { cards: compiled(teachings) },
    );
    expect(pt(g, 'bears')).toEqual([4, 4]);
    const opts = abilityOptions(g.engine.registry, g.state, 'p1').filter((o) => o.object === g.get('bears').id);
    expect(opts.map((o) => [o.index, o.text, o.grantedBy])).toEqual([
      [GRANTED, '{T}: This creature deals 1 damage to any target.', 'Arcane Teachings'],
    ]);
    g.act({ activate: 'bears', ability: GRANTED, targets: ['p2'] });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    // "This creature" is the source: the Bears deal the damage, and are tapped to pay.
    expect(g.state.players.p2.life).toBe(19);
    expect(g.get('bears').tapped).toBe(true);
    g.act({ cast: 'Disenchant', targets: ['at'] });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.get('bears').zone).toBe('battlefield');
    expect(abilityOptions(g.engine.registry, g.state, 'p1').some((o) => o.object === g.get('bears').id)).toBe(false);
    expect(() => g.act({ activate: 'bears', ability: GRANTED, targets: ['p2'] })).toThrow();
  });

  it("a summoning-sick creature can't use the {T} ability it was given (CR 302.6)", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'bears', card: 'Grizzly Bears', summoningSick: true },
              { id: 'at', card: 'Arcane Teachings', attachedTo: 'bears' },
            ],
          },
        },
      },
      [],
      { cards: compiled(teachings) },
    );
    const [opt] = abilityOptions(g.engine.registry, g.state, 'p1').filter((o) => o.object === g.get('bears').id);
    expect(opt?.enabled).toBe(false);
    expect(() => g.act({ activate: 'bears', ability: GRANTED, targets: ['p2'] })).toThrow(/302\.6|summoning/i);
  });

  it('Abundant Growth: the enchanted Forest pays {R} for Lightning Bolt by automatic payment (CR 605.1a)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'forest', card: 'Forest' },
              { card: 'Abundant Growth', attachedTo: 'forest' },
            ],
            hand: ['Lightning Bolt'],
          },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['p2'] }, { pass: true }],
      { cards: compiled(growth) },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(17);
    expect(g.get('forest').tapped).toBe(true);
  });

  it("a Forest without the Aura can't pay {R} (the near miss of the same board)", () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: ['Forest'], hand: ['Lightning Bolt'] } } },
      [{ cast: 'Lightning Bolt', targets: ['p2'] }],
      { cards: compiled(growth) },
    );
    expect(g.error).toMatch(/pa(y|id)|mana/i);
  });

  it('Acidic Sliver: sacrificed to its own granted ability, it still deals the damage (CR 113.7a)', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Swamp', 'Mountain', { id: 'sliver', card: 'Acidic Sliver' }] } },
      },
      [{ activate: 'sliver', ability: GRANTED, targets: ['p2'] }, { pass: true }],
      { cards: compiled(acidic) },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(18);
    expect(g.state.players.p1.graveyard.length).toBe(1);
  });

  it('a granted dies trigger stays text (CR 603.10a); a quoted ability naming its giver is read (grantor-costs.test.ts)', () => {
    expect(unenforced(torch)).toEqual([]);
    expect(unenforced(diviner)).toEqual([
      'As long as you control another Wizard, this creature has "When this creature dies, draw a card."',
    ]);
  });
});

describe('triggered abilities in quotation marks (CR 613.1f, 603.2)', () => {
  it("Consuming Fervor: the enchanted creature's upkeep trigger puts a -1/-1 counter on it", () => {
    const g = game(
      {
        turn: { number: 3, active: 'p2', phase: 'end' },
        players: {
          p1: {
            battlefield: [
              { id: 'bears', card: 'Grizzly Bears' },
              { id: 'cf', card: 'Consuming Fervor', attachedTo: 'bears' },
            ],
          },
        },
      },
      [{ advance: 'next-turn' }],
      { cards: compiled(fervor) },
    );
    expect(g.error).toBeNull();
    // Its controller's upkeep came: the enchanted creature's trigger resolved once (+3/+3, then -1/-1).
    expect(g.state.turn.active).toBe('p1');
    expect(g.get('bears').counters['-1/-1']).toBe(1);
    expect(pt(g, 'bears')).toEqual([4, 4]);
    // The Aura's own card has no such trigger: the ability is the creature's (its source, CR 113.7).
    expect(g.get('cf').counters['-1/-1']).toBeUndefined();
  });
});

const helix = card(
  'Retraction Helix',
  '{U}',
  'Instant',
  'Until end of turn, target creature gains "{T}: Return target nonland permanent to its owner\'s hand."',
);
const gifts = card(
  'Demonic Gifts',
  '{1}{B}',
  'Instant',
  'Until end of turn, target creature gets +2/+0 and gains "When this creature dies, return it to the battlefield under its owner\'s control."',
);
const fusillade = card(
  'Flame Fusillade',
  '{3}{R}',
  'Sorcery',
  'Until end of turn, permanents you control gain "{T}: This permanent deals 1 damage to any target."',
);

describe('abilities in quotation marks gained until end of turn (CR 611.2, 613.1f, 514.2)', () => {
  it('Retraction Helix: the creature taps to return a permanent; the ability ends in the cleanup step', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Island', { id: 'bears', card: 'Grizzly Bears' }], hand: ['Retraction Helix'] },
          p2: { battlefield: [{ id: 'theirs', card: 'Grizzly Bears' }] },
        },
      },
      [{ cast: 'Retraction Helix', targets: ['bears'] }, { pass: true }],
      { cards: compiled(helix) },
    );
    expect(g.error).toBeNull();
    g.act({ activate: 'bears', ability: GRANTED, targets: ['theirs'] });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.state.players.p2.hand).toHaveLength(1);
    expect(g.get('bears').tapped).toBe(true);
    g.act({ advance: 'next-turn' });
    expect(g.error).toBeNull();
    const after = abilityOptions(g.engine.registry, g.state, 'p1').filter((o) => o.object === g.get('bears').id);
    expect(after).toEqual([]);
  });

  it('Flame Fusillade: each permanent you control then (a land too) taps for 1 damage; one that comes later does not (CR 611.2c)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              'Mountain',
              'Mountain',
              'Mountain',
              'Mountain',
              { id: 'm5', card: 'Mountain' },
              { id: 'bears', card: 'Grizzly Bears' },
            ],
            hand: ['Flame Fusillade', { id: 'late', card: 'Forest' }],
          },
        },
      },
      [{ cast: 'Flame Fusillade' }, { pass: true }],
      { cards: compiled(fusillade) },
    );
    expect(g.error).toBeNull();
    g.act({ activate: 'm5', ability: GRANTED, targets: ['p2'] });
    g.act({ pass: true });
    g.act({ activate: 'bears', ability: GRANTED, targets: ['p2'] });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(18);
    g.act({ cast: 'late' });
    expect(g.error).toBeNull();
    const late = abilityOptions(g.engine.registry, g.state, 'p1').filter((o) => o.object === g.get('late').id);
    expect(late.map((o) => o.text)).toEqual(['{T}: Add {G}.']);
  });

  it('a granted dies trigger (Demonic Gifts) is read: the effect of a resolved spell is kept with the last-known information (CR 603.10a; granted-dies-triggers.test.ts)', () => {
    expect(unenforced(gifts)).toEqual([]);
  });
});
