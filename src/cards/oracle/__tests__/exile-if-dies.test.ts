// "If that creature would die this turn, exile it instead" (CR 614.1a, 700.4): a replacement
// that lasts until the cleanup step (514.2). For "that creature" it is the one object; for "a
// creature (an opponent controls)" any creature that would die this turn, read as it would die.
import { describe, expect, it } from 'vitest';
import { RULE } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const spray = card(
  'Magma Spray',
  '{R}',
  'Instant',
  'Magma Spray deals 2 damage to target creature. If that creature would die this turn, exile it instead.',
);
const tendrils = card(
  'Flaying Tendrils',
  '{1}{B}{B}',
  'Instant',
  'Devoid (This card has no color.)\nAll creatures get -2/-2 until end of turn. If a creature would die this turn, exile it instead.',
);
const eclipse = card(
  'Malicious Eclipse',
  '{4}{B}',
  'Sorcery',
  'All creatures get -2/-2 until end of turn. If a creature an opponent controls would die this turn, exile it instead.',
);
const gloomshrieker = card(
  'Gloomshrieker',
  '{1}{B}{G}',
  'Enchantment Creature — Cat Beast',
  "Menace (This creature can't be blocked except by two or more creatures.)\nWhen this creature enters, return target permanent card from your graveyard to your hand.\nIf this creature would die, exile it instead.",
  '2/1',
);
const shadow = card(
  "Misery's Shadow",
  '{1}{B}',
  'Creature — Shade',
  'If a creature an opponent controls would die, exile it instead.\n{1}: This creature gets +1/+1 until end of turn.',
  '2/2',
);
const giant = card('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3/3');
const CARDS = compiled(spray, tendrils, eclipse, giant, gloomshrieker, shadow);

describe('"… would die this turn, exile it instead" (CR 614.1a)', () => {
  it('Magma Spray on Grizzly Bears: the Bears are exiled, not put into the graveyard', () => {
    expect(unenforced(spray)).toEqual([]);
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain'], hand: ['Magma Spray'] },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [{ cast: 'Magma Spray', targets: ['bears'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'exile')).toEqual(['Grizzly Bears']);
    expect(g.names('p2', 'graveyard')).toEqual([]);
    expect(g.has('ReplacementApplied', RULE.insteadReplacement)).toBe(true);
  });

  it('Magma Spray on Hill Giant (survives): the Giant dies later this turn, to another spell — still exiled', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain', 'Mountain'], hand: ['Magma Spray', 'Lightning Bolt'] },
          p2: {
            battlefield: [
              { id: 'giant', card: 'Hill Giant' },
              { id: 'bears', card: 'Grizzly Bears' },
            ],
          },
        },
      },
      [
        { cast: 'Magma Spray', targets: ['giant'] },
        { pass: true },
        { cast: 'Lightning Bolt', targets: ['giant'] },
        { pass: true },
      ],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'exile')).toEqual(['Hill Giant']);
  });

  it('Flaying Tendrils: every creature that would die this turn is exiled, one that dies next turn is not', () => {
    expect(unenforced(tendrils)).toEqual([]);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Swamp', 'Swamp', 'Swamp', { id: 'elf', card: 'Llanowar Elves' }],
            hand: ['Flaying Tendrils'],
          },
          p2: {
            battlefield: [
              { id: 'bears', card: 'Grizzly Bears' },
              { id: 'giant', card: 'Hill Giant' },
            ],
          },
        },
      },
      [{ cast: 'Flaying Tendrils' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'exile')).toEqual(['Llanowar Elves']);
    expect(g.names('p2', 'exile')).toEqual(['Grizzly Bears']);
    expect(g.names('p2', 'battlefield')).toContain('Hill Giant');
    // The shield ends in the cleanup step (CR 514.2).
    g.act({ advance: 'end' });
    g.act({ advance: 'next-turn' });
    expect(g.state.shields).toEqual([]);
  });

  it('Malicious Eclipse: the opponent’s creature is exiled, the caster’s own goes to the graveyard', () => {
    expect(unenforced(eclipse)).toEqual([]);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', { id: 'elf', card: 'Llanowar Elves' }],
            hand: ['Malicious Eclipse'],
          },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [{ cast: 'Malicious Eclipse' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'exile')).toEqual(['Grizzly Bears']);
    expect(g.names('p1', 'graveyard')).toContain('Llanowar Elves');
    expect(g.names('p1', 'exile')).toEqual([]);
  });

  it('Gloomshrieker (its own static ability): it is exiled when it would die', () => {
    expect(unenforced(gloomshrieker)).toEqual([]);
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain'], hand: ['Lightning Bolt'] },
          p2: { battlefield: [{ id: 'cat', card: 'Gloomshrieker' }] },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['cat'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'exile')).toEqual(['Gloomshrieker']);
  });

  it("Misery's Shadow: the opponent's dying creature is exiled, its controller's own creature is not", () => {
    expect(unenforced(shadow)).toEqual([]);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              'Mountain',
              'Mountain',
              { id: 'shade', card: "Misery's Shadow" },
              { id: 'elf', card: 'Llanowar Elves' },
            ],
            hand: ['Lightning Bolt', 'Lightning Bolt'],
          },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [
        { cast: 'Lightning Bolt', targets: ['bears'] },
        { pass: true },
        { cast: 'Lightning Bolt', targets: ['elf'] },
        { pass: true },
      ],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'exile')).toEqual(['Grizzly Bears']);
    expect(g.names('p1', 'graveyard')).toContain('Llanowar Elves');
  });
});
