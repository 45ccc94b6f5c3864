// More cast triggers (CR 601.2i) and the source's own damage triggers (CR 120.3, 510.2), on
// compiled real cards: "Whenever you cast a kicked spell" (its kicker was paid, 702.33d), "a spell
// that's both red and white" / "a spell that's white, blue, black, or red" (105.2), "a spell with
// {X} in its mana cost" (107.3), "a noncreature or Dragon spell", a listed "an instant, sorcery,
// or Wizard spell" (the trigger ends after the list, not at its first comma), "Whenever ~ deals
// combat damage to a player or planeswalker" (306.8) and "Whenever ~ is dealt combat damage".
// Near misses stay text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const familiar = card(
  "Lullmage's Familiar",
  '{1}{G}{U}',
  'Creature — Beast',
  '{T}: Add {G} or {U}.\nWhenever you cast a kicked spell, you gain 2 life.',
  '2/4',
);
const mimic = card(
  'Battlegate Mimic',
  '{1}{R/W}',
  'Creature — Shapeshifter',
  "Whenever you cast a spell that's both red and white, this creature has base power and toughness 4/2 until end of turn and gains first strike until end of turn.",
  '2/1',
);
const helix = card(
  'Lightning Helix',
  '{R}{W}',
  'Instant',
  'Lightning Helix deals 3 damage to any target and you gain 3 life.',
);
const dryad = card(
  'Quirion Dryad',
  '{1}{G}',
  'Creature — Dryad',
  "Whenever you cast a spell that's white, blue, black, or red, put a +1/+1 counter on this creature.",
  '1/1',
);
const mage = card(
  'Matterbending Mage',
  '{2}{U}',
  'Creature — Human Wizard',
  "When this creature enters, return up to one other target creature to its owner's hand.\nWhenever you cast a spell with {X} in its mana cost, this creature can't be blocked this turn.",
  '2/2',
);
const sorcerer = card(
  'Rockslide Sorcerer',
  '{3}{R}',
  'Creature — Human Wizard Sorcerer',
  'Whenever you cast an instant, sorcery, or Wizard spell, this creature deals 1 damage to any target.',
  '3/3',
);
const butcher = card(
  'Dreadhorde Butcher',
  '{B}{R}',
  'Creature — Zombie Warrior',
  'Haste\nWhenever this creature deals combat damage to a player or planeswalker, put a +1/+1 counter on this creature.\nWhen this creature dies, it deals damage equal to its power to any target.',
  '1/1',
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
const pious = card(
  'Pious Warrior',
  '{3}{W}',
  'Creature — Human Rebel Warrior',
  'Whenever this creature is dealt combat damage, you gain that much life.',
  '2/3',
);
const hillGiant = card('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3/3');
const whelp = card(
  'Firespitter Whelp',
  '{2}{R}',
  'Creature — Dragon',
  'Flying\nWhenever you cast a noncreature or Dragon spell, this creature deals 1 damage to each opponent.',
  '2/2',
);
const chalice = card(
  'Everflowing Chalice',
  '{0}',
  'Artifact',
  'Multikicker {2} (You may pay an additional {2} any number of times as you cast this spell.)\nThis artifact enters with a charge counter on it for each time it was kicked.\n{T}: Add {C} for each charge counter on this artifact.',
);
const CARDS = compiled(
  chalice,
  whelp,
  familiar,
  mimic,
  helix,
  dryad,
  mage,
  sorcerer,
  butcher,
  garruk,
  pious,
  hillGiant,
);

describe('cast triggers: what the spell is (CR 601.2i)', () => {
  it("Lullmage's Familiar: Burst Lightning kicked → 2 life; not kicked → nothing (CR 702.33d)", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'fam', card: "Lullmage's Familiar" }, ...Array(6).fill('Mountain')],
            hand: [
              { id: 'b1', card: 'Burst Lightning' },
              { id: 'b2', card: 'Burst Lightning' },
            ],
          },
        },
      },
      [{ cast: 'b1', kicker: false, targets: ['p2'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Burst Lightning']);
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(18);
    g.act({ cast: 'b2', kicker: true, targets: ['p2'] });
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Burst Lightning', "Lullmage's Familiar ability"]);
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.state.players.p1.life).toBe(22);
    expect(g.state.players.p2.life).toBe(14);
  });

  it("Lullmage's Familiar: Everflowing Chalice with its multikicker paid once is kicked → 2 life; paid zero times → nothing (CR 702.33c)", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ["Lullmage's Familiar", 'Mountain', 'Mountain'],
            hand: [
              { id: 'c1', card: 'Everflowing Chalice' },
              { id: 'c2', card: 'Everflowing Chalice' },
            ],
          },
        },
      },
      [{ cast: 'c1' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toMatchObject({ purpose: 'multikicker' });
    g.act({ decide: 0 });
    expect(g.stack()).toEqual(['Everflowing Chalice']);
    g.act({ pass: true });
    g.act({ cast: 'c2' });
    g.act({ decide: 1 });
    expect(g.stack()).toEqual(['Everflowing Chalice', "Lullmage's Familiar ability"]);
    g.act({ pass: true });
    expect(g.state.players.p1.life).toBe(22);
  });

  it('Battlegate Mimic: Lightning Helix (red and white) → base 4/2 and first strike; Lightning Bolt (red only) → nothing', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'mimic', card: 'Battlegate Mimic' }, 'Mountain', 'Mountain', 'Plains'],
            hand: ['Lightning Bolt', 'Lightning Helix'],
          },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['p2'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Lightning Bolt']);
    g.act({ pass: true });
    expect(pt(g, 'mimic')).toEqual([2, 1]);
    g.act({ cast: 'Lightning Helix', targets: ['p2'] });
    expect(g.stack()).toEqual(['Lightning Helix', 'Battlegate Mimic ability']);
    g.act({ pass: true });
    expect(pt(g, 'mimic')).toEqual([4, 2]);
  });

  it('Quirion Dryad: a red spell → a +1/+1 counter; a green creature spell → none', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'dryad', card: 'Quirion Dryad' }, 'Mountain', 'Forest', 'Forest'],
            hand: ['Lightning Bolt', 'Grizzly Bears'],
          },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['p2'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Lightning Bolt', 'Quirion Dryad ability']);
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.get('dryad').counters['+1/+1']).toBe(1);
    g.act({ cast: 'Grizzly Bears' });
    expect(g.stack()).toEqual(['Grizzly Bears']);
  });

  it("Matterbending Mage: Lightning Bolt → nothing; Blaze ({X}{R}) → it can't be blocked this turn (CR 107.3)", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'mage', card: 'Matterbending Mage' }, ...Array(3).fill('Mountain')],
            hand: ['Lightning Bolt', 'Blaze'],
            library: ['Island'],
          },
          p2: { battlefield: ['Hill Giant'], library: ['Island'] },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['p2'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Lightning Bolt']);
    g.act({ pass: true });
    g.act({ cast: 'Blaze', x: 1, targets: ['p2'] });
    expect(g.stack()).toEqual(['Blaze', 'Matterbending Mage ability']);
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(16);
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['mage'] });
    expect(() => g.act({ block: { 'Hill Giant': 'mage' } })).toThrow();
  });

  it('Rockslide Sorcerer: "an instant, sorcery, or Wizard spell" — Lightning Bolt → 1 damage; Grizzly Bears → nothing', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Rockslide Sorcerer', 'Mountain', 'Forest', 'Forest'],
            hand: ['Lightning Bolt', 'Grizzly Bears'],
          },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['p2'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toMatchObject({ purpose: 'targets' });
    g.act({ decide: ['p2'] });
    expect(g.stack()).toEqual(['Lightning Bolt', 'Rockslide Sorcerer ability']);
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(16);
    g.act({ cast: 'Grizzly Bears' });
    expect(g.stack()).toEqual(['Grizzly Bears']);
  });

  it('Firespitter Whelp: "a noncreature or Dragon spell" — Lightning Bolt → 1 damage to each opponent; Grizzly Bears → nothing', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Firespitter Whelp', 'Mountain', 'Forest', 'Forest'],
            hand: ['Lightning Bolt', 'Grizzly Bears'],
          },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['p2'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Lightning Bolt', 'Firespitter Whelp ability']);
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(16);
    g.act({ cast: 'Grizzly Bears' });
    expect(g.stack()).toEqual(['Grizzly Bears']);
  });

  it('near misses stay text: "the number of times that spell was kicked", "your first spell with {X} … each turn"', () => {
    const aftershocks = card(
      'Rumbling Aftershocks',
      '{4}{R}',
      'Enchantment',
      'Whenever you cast a kicked spell, you may have this enchantment deal damage to any target equal to the number of times that spell was kicked.',
    );
    expect(unenforced(aftershocks)).toEqual([aftershocks.oracle_text]);
    const zimone = card(
      'Nev, the Practical Dean',
      '{1}{U}{R}',
      'Legendary Creature — Human Wizard',
      'Whenever you cast your first spell with {X} in its mana cost each turn, put X +1/+1 counters on Nev.',
      '1/1',
    );
    expect(unenforced(zimone)).toHaveLength(1);
  });
});

describe("the source's own combat damage triggers (CR 120.3, 510.2)", () => {
  it('Dreadhorde Butcher: combat damage to a planeswalker → a +1/+1 counter (CR 306.8)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'bu', card: 'Dreadhorde Butcher' }], library: ['Island'] },
          p2: {
            battlefield: [{ id: 'garruk', card: 'Garruk Wildspeaker', counters: { loyalty: 4 } }],
            library: ['Island'],
          },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['bu'], at: { bu: 'garruk' } }, { advance: 'end' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('garruk').counters).toEqual({ loyalty: 3 });
    expect(g.get('bu').counters['+1/+1']).toBe(1);
  });

  it('Dreadhorde Butcher: blocked, its damage to a creature triggers nothing', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'bu', card: 'Dreadhorde Butcher' }], library: ['Island'] },
          p2: { battlefield: ['Hill Giant'], library: ['Island'] },
        },
      },
      [
        { advance: 'declareAttackers' },
        { attack: ['bu'] },
        { block: { 'Hill Giant': 'bu' } },
        { advance: 'combatDamage' },
      ],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('Hill Giant').damage).toBe(1);
    expect(g.stack().filter((s) => s.startsWith('Dreadhorde Butcher ability'))).toHaveLength(0);
  });

  it('Pious Warrior: the 3 damage of Lightning Bolt is not combat damage → no life gained', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Hill Giant', 'Mountain'], hand: ['Lightning Bolt'], library: ['Island'] },
          p2: { battlefield: [{ id: 'pw', card: 'Pious Warrior' }], library: ['Island'] },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['pw'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    // Not combat damage: no trigger, and the 3 damage kills the 2/3.
    expect(g.state.players.p2.life).toBe(20);
    expect(g.stack()).toEqual([]);
  });

  it('Pious Warrior: dealt combat damage by a blocked attacker → its controller gains that much', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Grizzly Bears'], library: ['Island'] },
          p2: { battlefield: [{ id: 'pw', card: 'Pious Warrior' }], library: ['Island'] },
        },
      },
      [
        { advance: 'declareAttackers' },
        { attack: ['Grizzly Bears'] },
        { block: { pw: 'Grizzly Bears' } },
        { advance: 'end' },
      ],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('pw').damage).toBe(2);
    expect(g.state.players.p2.life).toBe(22);
  });

  it('near miss stays text: "attacking player loses that much life" (Souls of the Faultless)', () => {
    const souls = card(
      'Souls of the Faultless',
      '{W}{B}{B}',
      'Creature — Spirit',
      "Defender (This creature can't attack.)\nWhenever this creature is dealt combat damage, you gain that much life and attacking player loses that much life.",
      '0/4',
    );
    expect(unenforced(souls)).toEqual([
      'Whenever this creature is dealt combat damage, you gain that much life and attacking player loses that much life.',
    ]);
  });
});
