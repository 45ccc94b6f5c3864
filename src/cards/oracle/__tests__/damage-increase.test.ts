// Static effects increasing damage (CR 614.1a): "If a source you control would deal damage to a
// permanent or player, it deals double that damage to that permanent or player instead"
// (Angrath's Marauders), "… that much damage plus 2 instead" (Torbran), "If a source would deal
// damage to you, it deals double that damage to you instead" (Goldnight Castigator). Real cards
// played: who is dealt it, whose source, combat or not, prevention first (CR 615; prevented
// damage is never increased), and several together: the player dealt the damage would choose
// the order (CR 616.1); the engine applies multiplications first (the least damage) and says so.
import { describe, expect, it } from 'vitest';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const marauders = card(
  "Angrath's Marauders",
  '{5}{R}{R}',
  'Creature — Human Pirate',
  'If a source you control would deal damage to a permanent or player, it deals double that damage to that permanent or player instead.',
  '4/4',
);
const torbran = card(
  'Torbran, Thane of Red Fell',
  '{1}{R}{R}{R}',
  'Legendary Creature — Dwarf Noble',
  'If a red source you control would deal damage to an opponent or a permanent an opponent controls, it deals that much damage plus 2 instead.',
  '2/4',
);
const tuskodon = card(
  'Charging Tuskodon',
  '{3}{R}{R}',
  'Creature — Dinosaur',
  'Trample\nIf this creature would deal combat damage to a player, it deals double that damage to that player instead.',
  '4/4',
);
const castigator = card(
  'Goldnight Castigator',
  '{2}{R}{R}',
  'Creature — Angel',
  'Flying, haste\nIf a source would deal damage to you, it deals double that damage to you instead.\nIf a source would deal damage to this creature, it deals double that damage to this creature instead.',
  '4/9',
);
const vapors = card(
  'Sulfuric Vapors',
  '{3}{R}',
  'Enchantment',
  'If a red spell would deal damage to a permanent or player, it deals that much damage plus 1 to that permanent or player instead.',
);
const hellion = card(
  'Embermaw Hellion',
  '{3}{R}{R}',
  'Creature — Hellion',
  "Trample (This creature can deal excess combat damage to the player or planeswalker it's attacking.)\nIf another red source you control would deal damage to a permanent or player, it deals that much damage plus 1 to that permanent or player instead.",
  '4/5',
);
const curse = card(
  'Curse of Bloodletting',
  '{3}{R}{R}',
  'Enchantment — Aura Curse',
  'Enchant player\nIf a source would deal damage to enchanted player, it deals double that damage to that player instead.',
);
const ali = card(
  'Ali from Cairo',
  '{2}{R}{R}',
  'Creature — Human',
  'Damage that would reduce your life total to less than 1 reduces it to 1 instead.',
  '0/1',
);
const fireServant = card(
  'Fire Servant',
  '{3}{R}{R}',
  'Creature — Elemental',
  'If a red instant or sorcery spell you control would deal damage, it deals double that damage instead.',
  '4/3',
);
const flail = card(
  "Inquisitor's Flail",
  '{2}',
  'Artifact — Equipment',
  'If equipped creature would deal combat damage, it deals double that damage instead.\nIf another creature would deal combat damage to equipped creature, it deals double that damage to equipped creature instead.\nEquip {2}',
);
const hillGiant = card('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3/3');
const mendingHands = card(
  'Mending Hands',
  '{W}',
  'Instant',
  'Prevent the next 4 damage that would be dealt to any target this turn.',
);
const CARDS = compiled(
  marauders,
  torbran,
  tuskodon,
  castigator,
  vapors,
  hellion,
  curse,
  ali,
  fireServant,
  flail,
  hillGiant,
  mendingHands,
);

/** The damage dealt to the permanent `ref` (wherever its card is now), by the game's DamageDealt events (CR 120.3). */
function dealtTo(g: Game, ref: string): number {
  const card = g.get(ref).cardId;
  return g.events.reduce(
    (n, e) => n + (e.type === 'DamageDealt' && !!card && e.cards.includes(card) ? e.amount : 0),
    0,
  );
}

/** p1 (seven Mountains, `mine` on the battlefield) casts `spell` at `target`; p2 has Grizzly Bears and `theirs`. */
function bolt(mine: string[], spell: string, target: string, theirs: string[] = []): Game {
  const g = game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: [...Array<string>(7).fill('Mountain'), ...mine.map((c, i) => ({ id: `m${i}`, card: c }))],
          hand: [spell],
        },
        p2: {
          battlefield: [{ id: 'bears', card: 'Grizzly Bears' }, ...theirs.map((c, i) => ({ id: `t${i}`, card: c }))],
        },
      },
    },
    [{ cast: spell, targets: [target] }, { pass: true }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

describe('"it deals double that damage instead" (CR 614.1a)', () => {
  it("Angrath's Marauders: p1's Lightning Bolt deals 6 to p2", () => {
    const g = bolt(["Angrath's Marauders"], 'Lightning Bolt', 'p2');
    expect(g.state.players.p2.life).toBe(14);
  });

  it("Angrath's Marauders: p1's Shock deals 4 to p1's own Marauders (any permanent)", () => {
    const g = bolt(["Angrath's Marauders"], 'Shock', 'm0');
    expect(dealtTo(g, 'm0')).toBe(4);
    expect(g.names('p1', 'graveyard')).toContain("Angrath's Marauders");
  });

  it("Angrath's Marauders on p2's side does not double p1's Bolt (a source *you* control)", () => {
    const g = bolt([], 'Lightning Bolt', 'p2', ["Angrath's Marauders"]);
    expect(g.state.players.p2.life).toBe(17);
  });

  it("Angrath's Marauders in combat: it deals 8 combat damage to p2 unblocked", () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: [{ id: 'm', card: "Angrath's Marauders" }] } },
      },
      [{ advance: 'declareAttackers' }, { attack: ['m'] }, { advance: 'end' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(12);
  });

  it('Goldnight Castigator: damage to its controller and to itself is doubled, not to p1 (its opponent)', () => {
    const g = bolt([], 'Lightning Bolt', 't0', ['Goldnight Castigator']);
    expect(g.get('t0').damage).toBe(6);
    expect(dealtTo(g, 't0')).toBe(6);
    const h = bolt([], 'Lightning Bolt', 'p2', ['Goldnight Castigator']);
    expect(h.state.players.p2.life).toBe(14);
    const k = bolt(['Goldnight Castigator'], 'Shock', 'p2');
    expect(k.state.players.p2.life).toBe(18);
  });

  it("Charging Tuskodon: its combat damage to a player is doubled (8), the Bears' beside it is not (2)", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'tusk', card: 'Charging Tuskodon' },
              { id: 'bears', card: 'Grizzly Bears' },
            ],
          },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['tusk', 'bears'] }, { advance: 'end' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(10);
  });
});

describe('"If a source would deal damage to enchanted player" (Curse of Bloodletting)', () => {
  it("cast on p2: any source's damage to p2 is doubled, damage to p1 and to p2's creature is not", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: Array<string>(7).fill('Mountain'),
            hand: ['Curse of Bloodletting', 'Shock', 'Lightning Bolt'],
          },
          p2: { battlefield: [{ id: 'giant', card: 'Hill Giant' }] },
        },
      },
      [
        { cast: 'Curse of Bloodletting', targets: ['p2'] },
        { pass: true },
        { cast: 'Shock', targets: ['p2'] },
        { pass: true },
        { cast: 'Lightning Bolt', targets: ['giant'] },
        { pass: true },
      ],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('Curse of Bloodletting').attachedTo).toBe('p2');
    expect(g.state.players.p2.life).toBe(16);
    expect(dealtTo(g, 'giant')).toBe(3);
  });
});

describe('"it deals that much damage plus N instead"', () => {
  it("Torbran: p1's red Shock deals 4 to p2 and 4 to p2's Bears, but 2 to p1's own creature", () => {
    expect(bolt(['Torbran, Thane of Red Fell'], 'Shock', 'p2').state.players.p2.life).toBe(16);
    expect(bolt(['Torbran, Thane of Red Fell'], 'Shock', 'bears').names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(bolt(['Torbran, Thane of Red Fell', 'Hill Giant'], 'Shock', 'm1').get('m1').damage).toBe(2);
  });

  it('Torbran: a green creature (not red) deals its combat damage unchanged; Torbran itself adds 2', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'torbran', card: 'Torbran, Thane of Red Fell' },
              { id: 'bears', card: 'Grizzly Bears' },
            ],
          },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['torbran', 'bears'] }, { advance: 'end' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    // Torbran 2+2, Grizzly Bears 2.
    expect(g.state.players.p2.life).toBe(14);
  });

  it('Sulfuric Vapors: any player\'s red spell gets +1 ("a red spell"), not a red creature\'s combat damage', () => {
    expect(bolt([], 'Lightning Bolt', 'p2', ['Sulfuric Vapors']).state.players.p2.life).toBe(16);
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'h', card: 'Hill Giant' }, 'Sulfuric Vapors'] },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['h'] }, { advance: 'end' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(17);
  });

  it('Embermaw Hellion: "another" red source gets +1, the Hellion itself does not', () => {
    expect(bolt(['Embermaw Hellion'], 'Lightning Bolt', 'p2').state.players.p2.life).toBe(16);
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: [{ id: 'h', card: 'Embermaw Hellion' }] } },
      },
      [{ advance: 'declareAttackers' }, { attack: ['h'] }, { advance: 'end' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(16);
  });
});

describe('with prevention and with each other (CR 615, 616.1)', () => {
  it("effects of both players apply: p2's Goldnight Castigator and p1's Marauders double p1's Bolt at it (3 → 6 → 12)", () => {
    const g = bolt(["Angrath's Marauders"], 'Lightning Bolt', 't0', ['Goldnight Castigator']);
    expect(dealtTo(g, 't0')).toBe(12);
    expect(g.names('p2', 'graveyard')).toContain('Goldnight Castigator');
  });

  it('prevention comes first: damage Mending Hands prevents is never doubled (Bolt 3 − 4 = 0, not 6 − 4 = 2)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [...Array<string>(7).fill('Mountain'), 'Plains', "Angrath's Marauders"],
            hand: ['Mending Hands', 'Lightning Bolt'],
          },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [
        { cast: 'Mending Hands', targets: ['p2'] },
        { pass: true },
        { cast: 'Lightning Bolt', targets: ['p2'] },
        { pass: true },
      ],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(20);
    expect(g.has('ReplacementApplied')).toBe(false);
  });

  it("Torbran and Angrath's Marauders: p2 (dealt the damage) would choose; the engine doubles first (3×2+2 = 8) and says so", () => {
    const g = bolt(['Torbran, Thane of Red Fell', "Angrath's Marauders"], 'Lightning Bolt', 'p2');
    expect(g.state.players.p2.life).toBe(12);
    const notes = g.events.filter((e) => e.type === 'ReplacementApplied').map((e) => e.text);
    expect(notes).toHaveLength(2);
    expect(notes[0]).toMatch(/Angrath's Marauders: .*double that damage .*\(3 became 6\); p2 would choose the order/);
    expect(notes[1]).toMatch(/Torbran.*plus 2 .*\(6 became 8\).*CR 616\.1/);
  });

  it("two doublers quadruple (any order gives the same), and nobody's order is mentioned", () => {
    const g = bolt(["Angrath's Marauders", "Angrath's Marauders"], 'Shock', 'p2');
    expect(g.state.players.p2.life).toBe(12);
    const notes = g.events.filter((e) => e.type === 'ReplacementApplied').map((e) => e.text);
    expect(notes.some((t) => /616\.1/.test(t))).toBe(false);
  });
});

describe('near misses stay text', () => {
  it('"this turn", "minus 1", "another creature … equipped creature", a condition', () => {
    expect(
      unenforced(
        card(
          'Blind Fury',
          '{2}{R}{R}',
          'Instant',
          'All creatures lose trample until end of turn. If a creature would deal combat damage to a creature this turn, it deals double that damage to that creature instead.',
        ),
      ),
    ).toHaveLength(1);
    expect(
      unenforced(
        card(
          'Lashknife Barrier',
          '{2}{W}',
          'Enchantment',
          'When this enchantment enters, draw a card.\nIf a source would deal damage to a creature you control, it deals that much damage minus 1 to that creature instead.',
        ),
      ),
    ).toEqual([
      'If a source would deal damage to a creature you control, it deals that much damage minus 1 to that creature instead.',
    ]);
    expect(
      unenforced(
        card(
          'Anthem of Rakdos',
          '{2}{B}{R}{R}',
          'Enchantment',
          'Whenever a creature you control attacks, it gets +2/+0 until end of turn and you lose 1 life.\nHellbent — As long as you have no cards in hand, if a source you control would deal damage to a permanent or player, it deals double that damage to that permanent or player instead.',
        ),
      ),
    ).toHaveLength(1);
  });
});

describe('Ali from Cairo (its code loads with the increases; CR 614.1a)', () => {
  it("p2 at 3 with Ali from Cairo: p1's Bolt doubled by Angrath's Marauders (6) leaves p2 at 1", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain', "Angrath's Marauders"], hand: ['Lightning Bolt'] },
          p2: { life: 3, battlefield: ['Ali from Cairo'] },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['p2'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(1);
    expect(g.events.some((e) => e.type === 'DamageDealt' && e.target === 'p2' && e.amount === 6)).toBe(true);
  });
});

describe('no "to …": whoever is dealt it', () => {
  it("Fire Servant: p1's red instant doubles to p2 and to p1's own creature alike; a red creature's combat damage is not", () => {
    expect(bolt(['Fire Servant'], 'Lightning Bolt', 'p2').state.players.p2.life).toBe(14);
    expect(dealtTo(bolt(['Fire Servant', 'Hill Giant'], 'Shock', 'm1'), 'm1')).toBe(4);
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: [{ id: 'h', card: 'Hill Giant' }, 'Fire Servant'] } },
      },
      [{ advance: 'declareAttackers' }, { attack: ['h'] }, { advance: 'end' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(17);
  });

  it("Inquisitor's Flail: the equipped creature's combat damage is doubled, another creature's is not", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'bears', card: 'Grizzly Bears' },
              { id: 'h', card: 'Hill Giant' },
              { card: "Inquisitor's Flail", attachedTo: 'bears' },
            ],
          },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['bears', 'h'] }, { advance: 'end' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    // Grizzly Bears 2 × 2, Hill Giant 3.
    expect(g.state.players.p2.life).toBe(13);
  });
});
