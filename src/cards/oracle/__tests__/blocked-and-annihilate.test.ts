// Rampage (CR 702.23a–b), afflict (702.130a) and annihilator (702.86a) on real pool cards, each
// written out as the triggered ability its rule gives; "sacrifices two permanents" (701.21a:
// each chooses that many, all if fewer) and its all-or-none form inside a choice or an "unless"
// cost (118.12): "you may sacrifice two Foods" with one Food is not doing it.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt } from './compiled';

const elk = card(
  'Gang of Elk',
  '{5}{G}',
  'Creature — Elk Beast',
  'Whenever this creature becomes blocked, it gets +2/+2 until end of turn for each creature blocking it.',
  '5/4',
);
const berserker = card(
  'Aerathi Berserker',
  '{2}{R}{R}{R}',
  'Creature — Human Berserker',
  'Rampage 3 (Whenever this creature becomes blocked, it gets +3/+3 until end of turn for each creature blocking it beyond the first.)',
  '2/4',
);
const khenra = card(
  'Khenra Eternal',
  '{1}{B}',
  'Creature — Zombie Jackal Warrior',
  'Afflict 1 (Whenever this creature becomes blocked, defending player loses 1 life.)',
  '2/2',
);
const crusher = card(
  "Ulamog's Crusher",
  '{8}',
  'Creature — Eldrazi',
  'Annihilator 2 (Whenever this creature attacks, defending player sacrifices two permanents of their choice.)\nThis creature attacks each combat if able.',
  '8/8',
);
const hecatomb = card(
  'Hecatomb',
  '{1}{B}{B}',
  'Enchantment',
  'When this enchantment enters, sacrifice this enchantment unless you sacrifice four creatures.\nTap an untapped Swamp you control: This enchantment deals 1 damage to any target.',
);
const bravery = card(
  "Pippin's Bravery",
  '{G}',
  'Instant',
  'You may sacrifice a Food. If you do, target creature gets +4/+4 until end of turn. Otherwise, that creature gets +2/+2 until end of turn.',
);
const barter = card('Barter in Blood', '{2}{B}{B}', 'Sorcery', 'Each player sacrifices two creatures of their choice.');
const CARDS = compiled(elk, berserker, khenra, crusher, hecatomb, bravery, barter);

/** p1's `attacker` attacks; p2 blocks it with each of `blockers` (ids b0, b1, …). */
function blockedBy(attacker: string, blockers: string[]) {
  const ids = blockers.map((_, i) => `b${i}`);
  return game(
    {
      turn: main,
      players: {
        p1: { battlefield: [{ id: 'a', card: attacker }] },
        p2: { battlefield: blockers.map((c, i) => ({ id: `b${i}`, card: c })) },
      },
    },
    [
      { advance: 'declareAttackers' },
      { attack: ['a'] },
      { block: Object.fromEntries(ids.map((id) => [id, 'a'])), player: 'p2' },
    ],
    { cards: CARDS },
  );
}

describe('rampage and "for each creature blocking it" (CR 702.23)', () => {
  it('Aerathi Berserker blocked by three creatures gets +6/+6 (+3/+3 for each beyond the first)', () => {
    const g = blockedBy('Aerathi Berserker', ['Grizzly Bears', 'Grizzly Bears', 'Llanowar Elves']);
    expect(g.error).toBeNull();
    expect(g.stack()).toHaveLength(1);
    g.act({ pass: true });
    expect(pt(g, 'a')).toEqual([8, 10]);
  });

  it('Aerathi Berserker blocked by one creature gets nothing', () => {
    const g = blockedBy('Aerathi Berserker', ['Grizzly Bears']);
    g.act({ pass: true });
    expect(pt(g, 'a')).toEqual([2, 4]);
  });

  it('Gang of Elk blocked by two creatures gets +4/+4 (+2/+2 for each blocker)', () => {
    const g = blockedBy('Gang of Elk', ['Grizzly Bears', 'Llanowar Elves']);
    g.act({ pass: true });
    expect(pt(g, 'a')).toEqual([9, 8]);
  });
});

describe('afflict (CR 702.130a)', () => {
  it('Khenra Eternal becomes blocked: the defending player loses 1 life, its controller none', () => {
    const g = blockedBy('Khenra Eternal', ['Grizzly Bears']);
    expect(g.error).toBeNull();
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(19);
    expect(g.state.players.p1.life).toBe(20);
  });
});

describe('annihilator and "sacrifices two permanents" (CR 702.86a, 701.21a)', () => {
  it("Ulamog's Crusher attacks: the defending player chooses two of their three permanents to sacrifice", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'uc', card: "Ulamog's Crusher" }] },
          p2: {
            battlefield: [
              { id: 'bears', card: 'Grizzly Bears' },
              { id: 'elves', card: 'Llanowar Elves' },
              { id: 'forest', card: 'Forest' },
            ],
          },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['uc'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toMatchObject({ player: 'p2', purpose: 'sacrifice', min: 2, max: 2 });
    g.act({ decide: [g.get('bears').id, g.get('forest').id], player: 'p2' });
    expect(g.names('p2', 'graveyard').sort()).toEqual(['Forest', 'Grizzly Bears']);
    expect(g.get('elves').zone).toBe('battlefield');
  });

  it('Barter in Blood: each player sacrifices two creatures; one with only one creature sacrifices it', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Barter in Blood'],
            battlefield: [
              'Swamp',
              'Swamp',
              'Swamp',
              'Swamp',
              { id: 'x', card: 'Grizzly Bears' },
              { id: 'y', card: 'Grizzly Bears' },
            ],
          },
          p2: { battlefield: [{ id: 'z', card: 'Llanowar Elves' }, 'Forest'] },
        },
      },
      [{ cast: 'Barter in Blood' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard').sort()).toEqual(['Barter in Blood', 'Grizzly Bears', 'Grizzly Bears']);
    expect(g.names('p2', 'graveyard')).toEqual(['Llanowar Elves']);
    expect(g.names('p2', 'battlefield')).toEqual(['Forest']);
  });
});

describe('all or none inside a choice or an "unless" cost (CR 118.12)', () => {
  const board = (creatures: number) => ({
    turn: main,
    players: {
      p1: {
        hand: ['Hecatomb'],
        battlefield: ['Swamp', 'Swamp', 'Swamp', ...Array.from({ length: creatures }, () => 'Grizzly Bears')],
      },
    },
  });

  it('Hecatomb with three creatures: they stay, and Hecatomb is sacrificed', () => {
    const g = game(board(3), [{ cast: 'Hecatomb' }, { pass: true }, { pass: true }], { cards: CARDS });
    expect(g.error).toBeNull();
    g.act({ decide: true });
    expect(g.names('p1', 'graveyard')).toEqual(['Hecatomb']);
    expect(g.names('p1', 'battlefield').filter((n) => n === 'Grizzly Bears')).toHaveLength(3);
  });

  it('Hecatomb with four creatures: all four are sacrificed and Hecatomb stays', () => {
    const g = game(board(4), [{ cast: 'Hecatomb' }, { pass: true }, { pass: true }], { cards: CARDS });
    g.act({ decide: true });
    expect(g.names('p1', 'graveyard').sort()).toEqual(Array(4).fill('Grizzly Bears'));
    expect(g.names('p1', 'battlefield')).toContain('Hecatomb');
  });

  it("Pippin's Bravery with no Food: a yes sacrifices nothing, so the creature gets +2/+2 (Otherwise)", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ["Pippin's Bravery"], battlefield: ['Forest', { id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [{ cast: "Pippin's Bravery", targets: ['bears'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ decide: true });
    expect(pt(g, 'bears')).toEqual([4, 4]);
  });
});
