// "~ must be blocked if able" and "… must be blocked this turn if able" on real pool cards (CR
// 509.1c): one requirement per attacker, obeyed when at least one creature blocks it; the block
// declaration must obey as many requirements as any declaration within the restrictions could.
// Menace (702.111b) is a restriction: a lone creature able to block is not required to block a
// creature with menace. Near misses stay text: "must be blocked by two or more creatures if able"
// (Gorm the Great), "must be blocked by exactly one creature if able" (Nacatl War-Pride).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const protector = card(
  "Gaea's Protector",
  '{3}{G}',
  'Creature — Elemental Warrior',
  'This creature must be blocked if able.',
  '4/2',
);
const irresistiblePrey = card(
  'Irresistible Prey',
  '{G}',
  'Sorcery',
  'Target creature must be blocked this turn if able.\nDraw a card.',
);
const enlarge = card(
  'Enlarge',
  '{3}{G}{G}',
  'Sorcery',
  "Target creature gets +7/+7 and gains trample until end of turn. It must be blocked this turn if able. (A creature with trample can deal excess combat damage to the player or planeswalker it's attacking.)",
);
const boggartBrute = card(
  'Boggart Brute',
  '{2}{R}',
  'Creature — Goblin Warrior',
  "Menace (This creature can't be blocked except by two or more creatures.)",
  '3/2',
);
const cleaver = card(
  "Slayer's Cleaver",
  '{3}',
  'Artifact — Equipment',
  'Equipped creature gets +3/+1 and must be blocked by an Eldrazi if able.\nEquip {4}',
);
const broodwarden = card(
  'Broodwarden',
  '{3}{G}{G}',
  'Creature — Eldrazi Drone',
  'Eldrazi Spawn creatures you control get +2/+1.',
  '4/4',
);
const nobleQuarry = card(
  'Noble Quarry',
  '{2}{G}',
  'Enchantment Creature — Unicorn',
  "Bestow {5}{G} (If you cast this card for its bestow cost, it's an Aura spell with enchant creature. It becomes a creature again if it's not attached to a creature.)\nAll creatures able to block this creature or enchanted creature do so.\nEnchanted creature gets +1/+1.",
  '1/1',
);
const harald = card(
  "King Harald's Revenge",
  '{2}{G}',
  'Sorcery',
  'Until end of turn, target creature gets +1/+1 for each creature you control and gains trample. It must be blocked this turn if able.',
);
const CARDS = compiled(protector, irresistiblePrey, enlarge, boggartBrute, cleaver, broodwarden, nobleQuarry, harald);

/** p1 attacks with `attackers` (ids a1, a2 …); p2 controls `blockers` (ids b1, b2 …). */
function attackWith(attackers: string[], blockers: (string | object)[]) {
  const g = game(
    {
      turn: main,
      players: {
        p1: { battlefield: attackers.map((c, i) => ({ id: `a${i + 1}`, card: c })) },
        p2: {
          battlefield: blockers.map((c, i) => (typeof c === 'string' ? { id: `b${i + 1}`, card: c } : c)),
        },
      },
    },
    [{ advance: 'declareAttackers' }, { attack: attackers.map((_, i) => `a${i + 1}`) }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

/** p1 casts `spell` on a1 (with five Forests), then attacks with a1; p2 controls `blockers`. */
function castThenAttack(spell: string, attacker: string, blockers: string[]) {
  const g = game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: [{ id: 'a1', card: attacker }, 'Forest', 'Forest', 'Forest', 'Forest', 'Forest'],
          hand: [spell],
          library: ['Forest', 'Forest'],
        },
        p2: { battlefield: blockers.map((c, i) => ({ id: `b${i + 1}`, card: c })) },
      },
    },
    [{ cast: spell, targets: ['a1'] }, { pass: true }, { advance: 'declareAttackers' }, { attack: ['a1'] }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

describe('"~ must be blocked if able" (CR 509.1c)', () => {
  it("Gaea's Protector: no block is refused; the Bears blocks it and both die, no damage to p2", () => {
    const g = attackWith(["Gaea's Protector"], ['Grizzly Bears']);
    expect(() => g.act({ block: {}, player: 'p2' })).toThrow(/Gaea's Protector must be blocked if able/);
    g.act({ block: { b1: 'a1' }, player: 'p2' });
    g.act({ advance: 'end' });
    expect(g.state.players.p2.life).toBe(20);
    expect(g.names('p1', 'graveyard')).toEqual(["Gaea's Protector"]);
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
  });

  it('one blocker obeys the requirement: the second creature of p2 is free to block the other attacker or not', () => {
    const g = attackWith(["Gaea's Protector", 'Grizzly Bears'], ['Grizzly Bears', 'Grizzly Bears']);
    expect(() => g.act({ block: { b1: 'a2' }, player: 'p2' })).toThrow(/must be blocked if able/);
    g.act({ block: { b1: 'a1' }, player: 'p2' });
    g.act({ advance: 'end' });
    // The unblocked Bears deals 2.
    expect(g.state.players.p2.life).toBe(18);
    expect(g.names('p1', 'graveyard')).toEqual(["Gaea's Protector"]);
  });

  it('a tapped creature is not able to block: no block is legal', () => {
    const g = attackWith(["Gaea's Protector"], [{ id: 'b1', card: 'Grizzly Bears', tapped: true }]);
    g.act({ block: {}, player: 'p2' });
    g.act({ advance: 'end' });
    expect(g.state.players.p2.life).toBe(16);
  });

  it("two Gaea's Protectors and two Bears: each must be blocked, so both Bears blocking one is refused", () => {
    const g = attackWith(["Gaea's Protector", "Gaea's Protector"], ['Grizzly Bears', 'Grizzly Bears']);
    expect(() => g.act({ block: { b1: 'a1', b2: 'a1' }, player: 'p2' })).toThrow(
      /2 requirements can be obeyed, this declaration obeys 1/,
    );
    g.act({ block: { b1: 'a1', b2: 'a2' }, player: 'p2' });
    g.act({ advance: 'end' });
    expect(g.state.players.p2.life).toBe(20);
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears', 'Grizzly Bears']);
  });

  it('two Protectors and one Bears: blocking either obeys the most requirements that can be obeyed', () => {
    const g = attackWith(["Gaea's Protector", "Gaea's Protector"], ['Grizzly Bears']);
    expect(() => g.act({ block: {}, player: 'p2' })).toThrow(/must be blocked if able/);
    g.act({ block: { b1: 'a2' }, player: 'p2' });
    g.act({ advance: 'end' });
    expect(g.state.players.p2.life).toBe(16);
  });
});

describe('"must be blocked by an Eldrazi if able" (CR 509.1c)', () => {
  /** p1's Grizzly Bears (a1) equipped with Slayer's Cleaver attacks; p2 controls `blockers`. */
  function cleaved(blockers: string[]) {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'a1', card: 'Grizzly Bears' },
              { card: "Slayer's Cleaver", attachedTo: 'a1' },
            ],
          },
          p2: { battlefield: blockers.map((c, i) => ({ id: `b${i + 1}`, card: c })) },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['a1'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    return g;
  }

  it("Slayer's Cleaver: the Eldrazi must block the 5/3; the Bears blocking instead is refused", () => {
    const g = cleaved(['Broodwarden', 'Grizzly Bears']);
    expect(() => g.act({ block: {}, player: 'p2' })).toThrow(/must be blocked by a creature of the kind named/);
    expect(() => g.act({ block: { b2: 'a1' }, player: 'p2' })).toThrow(/must be blocked by a creature of the kind/);
    g.act({ block: { b1: 'a1' }, player: 'p2' });
    g.act({ advance: 'end' });
    expect(g.state.players.p2.life).toBe(20);
    expect(g.names('p2', 'graveyard')).toEqual(['Broodwarden']);
    expect(g.names('p1', 'graveyard')).toEqual(['Grizzly Bears']);
  });

  it('with no Eldrazi able to block, no block is required: the 5/3 deals 5', () => {
    const g = cleaved(['Grizzly Bears']);
    g.act({ block: {}, player: 'p2' });
    g.act({ advance: 'end' });
    expect(g.state.players.p2.life).toBe(15);
  });
});

describe('"All creatures able to block ~ or enchanted creature do so" (CR 509.1c, bestow 702.103)', () => {
  it('Noble Quarry as a creature: the Bears must block it and it dies', () => {
    const g = attackWith(['Noble Quarry'], ['Grizzly Bears']);
    expect(() => g.act({ block: {}, player: 'p2' })).toThrow(/Grizzly Bears is able to block Noble Quarry/);
    g.act({ block: { b1: 'a1' }, player: 'p2' });
    g.act({ advance: 'end' });
    expect(g.names('p1', 'graveyard')).toEqual(['Noble Quarry']);
  });

  it("bestowed on the Bears: both of p2's Bears must block the 3/3", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              'Forest',
              'Forest',
              'Forest',
              'Forest',
              'Forest',
              'Forest',
              { id: 'a1', card: 'Grizzly Bears' },
            ],
            hand: [{ id: 'quarry', card: 'Noble Quarry' }],
          },
          p2: {
            battlefield: [
              { id: 'b1', card: 'Grizzly Bears' },
              { id: 'b2', card: 'Grizzly Bears' },
            ],
          },
        },
      },
      [],
      { cards: CARDS },
    );
    g.perform({ type: 'cast', player: 'p1', object: g.get('quarry').id, cost: 'bestow', targets: [g.get('a1').id] });
    g.act({ pass: true });
    expect(g.get('quarry').attachedTo).toBe(g.get('a1').id);
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['a1'] });
    expect(() => g.act({ block: { b1: 'a1' }, player: 'p2' })).toThrow(/able to block Grizzly Bears/);
    g.act({ block: { b1: 'a1', b2: 'a1' }, player: 'p2' });
    g.act({ advance: 'end' });
    expect(g.state.pendingDecision?.purpose).toBe('combatDamage');
    g.act({ decide: 2, player: 'p1' });
    g.act({ advance: 'end' });
    expect(g.state.players.p2.life).toBe(20);
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.names('p1', 'graveyard')).toEqual(['Grizzly Bears']);
    // Bestow: no longer attached, Noble Quarry stays as a creature (CR 702.103f).
    expect(g.names('p1', 'battlefield')).toContain('Noble Quarry');
  });
});

describe('"… must be blocked this turn if able" from a spell (CR 509.1c, 611.2)', () => {
  it('Enlarge: the Bears must block the 9/9 trampler; 7 tramples over, and the requirement ends with the turn', () => {
    const g = castThenAttack('Enlarge', 'Grizzly Bears', ['Grizzly Bears']);
    expect(() => g.act({ block: {}, player: 'p2' })).toThrow(/must be blocked if able/);
    g.act({ block: { b1: 'a1' }, player: 'p2' });
    g.act({ advance: 'end' });
    // p1 assigns lethal damage (2) to the Bears and tramples over with the rest (CR 702.19b).
    expect(g.state.pendingDecision?.purpose).toBe('combatDamage');
    g.act({ decide: 2, player: 'p1' });
    g.act({ advance: 'end' });
    expect(g.state.players.p2.life).toBe(13);
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    const must = () => g.state.effects.some((e) => e.cant?.some((c) => typeof c === 'object' && 'mustBeBlocked' in c));
    expect(must()).toBe(true);
    g.act({ advance: 'next-turn' });
    expect(must()).toBe(false);
  });

  it("King Harald's Revenge with two creatures: a 4/4 trampler the Bears must block; 2 tramples over", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'a1', card: 'Grizzly Bears' }, 'Grizzly Bears', 'Forest', 'Forest', 'Forest'],
            hand: ["King Harald's Revenge"],
          },
          p2: { battlefield: [{ id: 'b1', card: 'Grizzly Bears' }] },
        },
      },
      [
        { cast: "King Harald's Revenge", targets: ['a1'] },
        { pass: true },
        { advance: 'declareAttackers' },
        { attack: ['a1'] },
      ],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(() => g.act({ block: {}, player: 'p2' })).toThrow(/must be blocked if able/);
    g.act({ block: { b1: 'a1' }, player: 'p2' });
    g.act({ advance: 'end' });
    expect(g.state.pendingDecision?.purpose).toBe('combatDamage');
    g.act({ decide: 2, player: 'p1' });
    g.act({ advance: 'end' });
    expect(g.state.players.p2.life).toBe(18);
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
  });

  it('Irresistible Prey on Boggart Brute: menace makes one Bears unable to obey; two must block it together', () => {
    const one = castThenAttack('Irresistible Prey', 'Boggart Brute', ['Grizzly Bears']);
    expect(one.names('p1', 'hand')).toEqual(['Forest']);
    one.act({ block: {}, player: 'p2' });
    one.act({ advance: 'end' });
    expect(one.state.players.p2.life).toBe(17);
    const two = castThenAttack('Irresistible Prey', 'Boggart Brute', ['Grizzly Bears', 'Grizzly Bears']);
    expect(() => two.act({ block: {}, player: 'p2' })).toThrow(/must be blocked if able/);
    two.act({ block: { b1: 'a1', b2: 'a1' }, player: 'p2' });
    two.act({ advance: 'end' });
    // Boggart Brute's 3 damage: 2 to the first Bears, the rest to the second (CR 510.1c).
    expect(two.state.pendingDecision?.purpose).toBe('combatDamage');
    two.act({ decide: 2, player: 'p1' });
    two.act({ advance: 'end' });
    expect(two.state.players.p2.life).toBe(20);
    expect(two.names('p1', 'graveyard')).toContain('Boggart Brute');
  });

  it('near misses stay text: a number of blockers in the requirement', () => {
    const gorm = card(
      'Gorm the Great',
      '{3}{G}',
      'Legendary Creature — Giant Warrior',
      'Partner with Virtus the Veiled (When this creature enters, target player may put Virtus into their hand from their library, then shuffle.)\nVigilance\nGorm must be blocked if able, and Gorm must be blocked by two or more creatures if able.',
      '2/7',
    );
    expect(unenforced(gorm)).toHaveLength(1);
    const nacatl = card(
      'Nacatl War-Pride',
      '{3}{G}{G}{G}',
      'Creature — Cat Warrior',
      'This creature must be blocked by exactly one creature if able.\nWhenever this creature attacks, create X tokens that are copies of it and that are tapped and attacking, where X is the number of creatures defending player controls. Exile the tokens at the beginning of the next end step.',
      '3/3',
    );
    expect(unenforced(nacatl)).toContain('This creature must be blocked by exactly one creature if able.');
  });
});
