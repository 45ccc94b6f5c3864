// "with mana value X" in a permanent's ability (CR 107.3): an activated ability's X is announced
// as it is activated, before its targets are chosen (602.2b, applying 601.2b–c), and is the X its
// filters and targets read as it resolves; a "When ~ enters" ability reads the X of the spell the
// permanent was (107.3m). X may be 0. An X paid only as the ability resolves ("you may pay {X}")
// or a cycling cost's X stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const flute = card(
  'Citanul Flute',
  '{5}',
  'Artifact',
  '{X}, {T}: Search your library for a creature card with mana value X or less, reveal it, put it into your hand, then shuffle.',
);
const deepfire = card(
  'Deepfire Elemental',
  '{4}{B}{R}',
  'Creature — Elemental',
  '{X}{X}{1}: Destroy target artifact or creature with mana value X.',
  '4/4',
);
const deed = card(
  'Pernicious Deed',
  '{1}{B}{G}',
  'Enchantment',
  '{X}, Sacrifice this enchantment: Destroy each artifact, creature, and enchantment with mana value X or less.',
);
const drifter = card(
  'Dune Drifter',
  '{X}{W}{B}',
  'Artifact — Vehicle',
  'When this Vehicle enters, return target artifact or creature card with mana value X or less from your graveyard to the battlefield.\nCrew 2 (Tap any number of creatures you control with total power 2 or more: This Vehicle becomes an artifact creature until end of turn.)',
  '3/3',
);
// Mana value 0 and 1.
const thopter = card('Ornithopter', '{0}', 'Artifact Creature — Thopter', 'Flying', '0/2');
const ring = card('Sol Ring', '{1}', 'Artifact', '{T}: Add {C}{C}.');

const candidates = (g: ReturnType<typeof game>) =>
  [...((g.state.pendingDecision as { candidates?: string[] } | null)?.candidates ?? [])].sort();

describe('"with mana value X" in an ability with {X} (CR 107.3a, 602.2b, 107.3m)', () => {
  const library = [
    { id: 'spider', card: 'Giant Spider' },
    { id: 'bears', card: 'Grizzly Bears' },
    { id: 'thopter', card: 'Ornithopter' },
  ];

  it('Citanul Flute activated with X = 2 finds Grizzly Bears or Ornithopter, not Giant Spider (4)', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: ['Citanul Flute', 'Forest', 'Forest'], library } } },
      [{ activate: 'Citanul Flute', x: 2 }, { pass: true }],
      { cards: compiled(flute, thopter, ring) },
    );
    expect(g.error).toBeNull();
    expect(candidates(g)).toEqual([g.get('bears').id, g.get('thopter').id].sort());
    g.act({ decide: ['bears'] });
    expect(g.names('p1', 'hand')).toEqual(['Grizzly Bears']);
  });

  it('Citanul Flute with X = 0 finds only Ornithopter (mana value 0)', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: ['Citanul Flute'], library } } },
      [{ activate: 'Citanul Flute', x: 0 }, { pass: true }],
      { cards: compiled(flute, thopter, ring) },
    );
    expect(g.error).toBeNull();
    expect(candidates(g)).toEqual([g.get('thopter').id]);
  });

  it('Deepfire Elemental with X = 2 destroys Grizzly Bears; Giant Spider (4) is not a legal target for X = 2', () => {
    const board = {
      turn: main,
      players: {
        p1: {
          battlefield: [
            'Deepfire Elemental',
            ...['m1', 'm2', 'm3', 'm4', 'm5', 'm6'].map((id) => ({ id, card: 'Mountain' })),
          ],
        },
        p2: { battlefield: ['Grizzly Bears', 'Giant Spider'] },
      },
    };
    const cards = compiled(deepfire, thopter, ring);
    const g = game(board, [{ activate: 'Deepfire Elemental', x: 2, targets: ['Grizzly Bears'] }, { pass: true }], {
      cards,
    });
    expect(g.error).toBeNull();
    expect(g.names('p2', 'battlefield')).toEqual(['Giant Spider']);
    // Five mana paid: {X}{X}{1} with X = 2.
    expect(['m1', 'm2', 'm3', 'm4', 'm5', 'm6'].filter((id) => g.get(id).tapped)).toHaveLength(5);
    const h = game(board, [], { cards });
    expect(() => h.act({ activate: 'Deepfire Elemental', x: 2, targets: ['Giant Spider'] })).toThrow(/legal target/);
  });

  it('Pernicious Deed with X = 2 destroys what has mana value 2 or less, with X = 0 only mana value 0', () => {
    const board = {
      turn: main,
      players: {
        p1: { battlefield: ['Pernicious Deed', 'Forest', 'Forest'] },
        p2: { battlefield: ['Grizzly Bears', 'Giant Spider', 'Ornithopter', 'Sol Ring'] },
      },
    };
    const cards = compiled(deed, thopter, ring);
    const g = game(board, [{ activate: 'Pernicious Deed', x: 2 }, { pass: true }], { cards });
    expect(g.error).toBeNull();
    expect(g.names('p2', 'battlefield')).toEqual(['Giant Spider']);
    expect(g.names('p1', 'graveyard')).toEqual(['Pernicious Deed']);
    const z = game(board, [{ activate: 'Pernicious Deed', x: 0 }, { pass: true }], { cards });
    expect(z.error).toBeNull();
    expect(z.names('p2', 'battlefield').sort()).toEqual(['Giant Spider', 'Grizzly Bears', 'Sol Ring']);
  });

  it('Dune Drifter cast with X = 2 returns a card of mana value 2 or less: Giant Spider is not a candidate', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Plains', 'Swamp', 'Swamp', 'Swamp'],
            hand: ['Dune Drifter'],
            graveyard: [
              { id: 'bears', card: 'Grizzly Bears' },
              { id: 'spider', card: 'Giant Spider' },
              { id: 'ring', card: 'Sol Ring' },
            ],
          },
        },
      },
      [{ cast: 'Dune Drifter', x: 2 }, { pass: true }],
      { cards: compiled(drifter, thopter, ring) },
    );
    expect(g.error).toBeNull();
    expect(candidates(g)).toEqual([g.get('bears').id, g.get('ring').id].sort());
    g.act({ decide: ['bears'] });
    g.act({ pass: true });
    expect(g.names('p1', 'battlefield')).toContain('Grizzly Bears');
    expect(g.names('p1', 'graveyard').sort()).toEqual(['Giant Spider', 'Sol Ring']);
  });

  it('near misses: an X paid as the ability resolves, or a cycling cost’s X, stays text', () => {
    const swordsmith = card(
      'Taj-Nar Swordsmith',
      '{3}{W}',
      'Creature — Cat Soldier',
      'When this creature enters, you may pay {X}. If you do, search your library for an Equipment card with mana value X or less, put that card onto the battlefield, then shuffle.',
      '2/3',
    );
    const webstrike = card(
      'Webstrike Elite',
      '{G}{G}',
      'Creature — Insect Archer',
      'Reach\nCycling {X}{G}{G} ({X}{G}{G}, Discard this card: Draw a card.)\nWhen you cycle this card, destroy up to one target artifact or enchantment with mana value X.',
      '3/3',
    );
    const dead = card(
      'Relentless Dead',
      '{B}{B}',
      'Creature — Zombie',
      "Menace (This creature can't be blocked except by two or more creatures.)\nWhen this creature dies, you may pay {B}. If you do, return it to its owner's hand.\nWhen this creature dies, you may pay {X}. If you do, return another target Zombie creature card with mana value X from your graveyard to the battlefield.",
      '2/2',
    );
    expect(unenforced(swordsmith)).toEqual([
      'When this creature enters, you may pay {X}. If you do, search your library for an Equipment card with mana value X or less, put that card onto the battlefield, then shuffle.',
    ]);
    expect(unenforced(webstrike)).toEqual([
      'When you cycle this card, destroy up to one target artifact or enchantment with mana value X.',
    ]);
    expect(unenforced(dead)).toEqual([
      'When this creature dies, you may pay {X}. If you do, return another target Zombie creature card with mana value X from your graveyard to the battlefield.',
    ]);
  });
});
