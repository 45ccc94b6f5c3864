// Cumulative upkeep [cost] (CR 702.24a): "At the beginning of your upkeep, if this permanent is on
// the battlefield, put an age counter on this permanent. Then you may pay [cost] for each age
// counter on it. If you don't, sacrifice it." Real cards played: mana costs, "{G} or {W}" (either
// for each age counter), and the other costs read (life, -1/-1 counters, mana added, discards),
// each asked only when it can be paid in full (CR 118.3, 119.4).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, pt, unenforced } from './compiled';

const unicorn = card(
  'Revered Unicorn',
  '{1}{W}',
  'Creature — Unicorn',
  'Cumulative upkeep {1} (At the beginning of your upkeep, put an age counter on this permanent, then sacrifice it unless you pay its upkeep cost for each age counter on it.)\nWhen this creature leaves the battlefield, you gain life equal to the number of age counters on it.',
  '2/3',
);
const gallowbraid = card(
  'Gallowbraid',
  '{3}{B}{B}',
  'Legendary Creature — Phyrexian Horror',
  'Trample\nCumulative upkeep—Pay 1 life. (At the beginning of your upkeep, put an age counter on this permanent, then sacrifice it unless you pay its upkeep cost for each age counter on it.)',
  '5/5',
);
const nishoba = card(
  'Arctic Nishoba',
  '{5}{G}',
  'Creature — Cat Warrior',
  'Trample\nCumulative upkeep {G} or {W} (At the beginning of your upkeep, put an age counter on this permanent, then sacrifice it unless you pay its upkeep cost for each age counter on it.)\nWhen this creature dies, you gain 2 life for each age counter on it.',
  '6/6',
);
const aboroth = card(
  'Aboroth',
  '{4}{G}{G}',
  'Creature — Elemental',
  'Cumulative upkeep—Put a -1/-1 counter on this creature. (At the beginning of your upkeep, put an age counter on this permanent, then sacrifice it unless you pay its upkeep cost for each age counter on it.)',
  '9/9',
);
const sphinx = card(
  'Vexing Sphinx',
  '{1}{U}{U}',
  'Creature — Sphinx',
  'Flying\nCumulative upkeep—Discard a card. (At the beginning of your upkeep, put an age counter on this permanent, then sacrifice it unless you pay its upkeep cost for each age counter on it.)\nWhen this creature dies, draw a card for each age counter on it.',
  '4/4',
);
const braid = card(
  'Braid of Fire',
  '{1}{R}',
  'Enchantment',
  'Cumulative upkeep—Add {R}. (At the beginning of your upkeep, put an age counter on this permanent, then sacrifice it unless you pay its upkeep cost for each age counter on it.)',
);
const CARDS = compiled(unicorn, gallowbraid, nishoba, aboroth, sphinx, braid);
const library = ['Plains', 'Plains', 'Plains'];

/**
 * Player 1's `name` (id "unicorn" for Revered Unicorn, else "it") with `age` age counters, at the
 * start of player 1's turn 3 with `lands` Plains (or the lands listed) and `p1` otherwise as given.
 */
function upkeep(
  age: number,
  lands: number | string[],
  name = 'Revered Unicorn',
  p1: { life?: number; hand?: string[] } = {},
) {
  const g = game(
    {
      turn: { number: 2, active: 'p2', phase: 'main1' },
      players: {
        p1: {
          battlefield: [
            { id: name === 'Revered Unicorn' ? 'unicorn' : 'it', card: name, ...(age ? { counters: { age } } : {}) },
            ...(typeof lands === 'number' ? Array<string>(lands).fill('Plains') : lands),
          ],
          library,
          ...p1,
        },
        p2: { library },
      },
    },
    [{ advance: 'next-turn' }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  for (let i = 0; i < 5 && g.state.stack.length && !g.state.pendingDecision; i++) g.act({ pass: true });
  return g;
}

describe('cumulative upkeep (CR 702.24a)', () => {
  it('with one age counter already, a second is put on it and {1} is paid twice', () => {
    const g = upkeep(1, 3);
    expect(g.get('unicorn').counters).toEqual({ age: 2 });
    expect(g.state.pendingDecision).toMatchObject({ kind: 'may', prompt: expect.stringContaining('{2}') });
    g.act({ decide: true });
    expect(g.names('p1', 'battlefield')).toContain('Revered Unicorn');
    expect(g.state.players.p1.life).toBe(20);
  });

  it('not paid, it is sacrificed, and its leaves trigger counts its age counters as it last existed', () => {
    const g = upkeep(2, 3);
    expect(g.get('unicorn').counters).toEqual({ age: 3 });
    g.act({ decide: false });
    for (let i = 0; i < 5 && g.state.stack.length && !g.state.pendingDecision; i++) g.act({ pass: true });
    expect(g.names('p1', 'graveyard')).toEqual(['Revered Unicorn']);
    expect(g.state.players.p1.life).toBe(23);
  });

  it("when it can't be paid, no payment is asked and it is sacrificed", () => {
    const g = upkeep(2, 2);
    for (let i = 0; i < 5 && g.state.stack.length && !g.state.pendingDecision; i++) g.act({ pass: true });
    expect(g.names('p1', 'graveyard')).toEqual(['Revered Unicorn']);
  });

  it('Gallowbraid (Pay 1 life): with two age counters already, a third is put on it and 3 life is paid', () => {
    const g = upkeep(2, 0, 'Gallowbraid');
    expect(g.get('it').counters).toEqual({ age: 3 });
    expect(g.state.pendingDecision).toMatchObject({ kind: 'may', player: 'p1' });
    g.act({ decide: true });
    expect(g.state.players.p1.life).toBe(17);
    expect(g.names('p1', 'battlefield')).toContain('Gallowbraid');
  });

  it('Gallowbraid: with less life than the payment, nothing is asked and it is sacrificed (CR 119.4)', () => {
    const g = upkeep(2, 0, 'Gallowbraid', { life: 2 });
    for (let i = 0; i < 5 && g.state.stack.length && !g.state.pendingDecision; i++) g.act({ pass: true });
    expect(g.state.pendingDecision).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(['Gallowbraid']);
    expect(g.state.players.p1.life).toBe(2);
  });

  it('Gallowbraid: declining, it is sacrificed and no life is paid', () => {
    const g = upkeep(0, 0, 'Gallowbraid');
    g.act({ decide: false });
    for (let i = 0; i < 5 && g.state.stack.length && !g.state.pendingDecision; i++) g.act({ pass: true });
    expect(g.names('p1', 'graveyard')).toEqual(['Gallowbraid']);
    expect(g.state.players.p1.life).toBe(20);
  });

  it('Arctic Nishoba ({G} or {W}): two age counters paid with a Forest and a Plains', () => {
    const g = upkeep(1, ['Forest', 'Plains'], 'Arctic Nishoba');
    expect(g.get('it').counters).toEqual({ age: 2 });
    expect(g.state.pendingDecision).toMatchObject({ kind: 'may', player: 'p1' });
    g.act({ decide: true });
    expect(g.names('p1', 'battlefield')).toContain('Arctic Nishoba');
    expect(g.state.players.p1.life).toBe(20);
  });

  it('Arctic Nishoba: a Forest and an Island pay only one of two; it is sacrificed and its dies trigger counts 2 age counters', () => {
    const g = upkeep(1, ['Forest', 'Island'], 'Arctic Nishoba');
    for (let i = 0; i < 5 && g.state.stack.length && !g.state.pendingDecision; i++) g.act({ pass: true });
    expect(g.names('p1', 'graveyard')).toEqual(['Arctic Nishoba']);
    expect(g.state.players.p1.life).toBe(24);
  });

  it('Aboroth (-1/-1 counters): paying with two age counters puts two -1/-1 counters on it', () => {
    const g = upkeep(1, 0, 'Aboroth');
    g.act({ decide: true });
    expect(g.get('it').counters).toEqual({ age: 2, '-1/-1': 2 });
    expect(pt(g, 'it')).toEqual([7, 7]);
  });

  it('Vexing Sphinx (Discard a card): two cards discarded for two age counters, chosen by its controller', () => {
    const g = upkeep(1, 0, 'Vexing Sphinx', { hand: ['Island', 'Forest', 'Swamp'] });
    g.act({ decide: true });
    expect(g.state.pendingDecision).toMatchObject({ player: 'p1', kind: 'chooseObjects', min: 2, max: 2 });
    const [a, b] = g.state.pendingDecision?.candidates ?? [];
    g.act({ decide: [a as string, b as string] });
    expect(g.names('p1', 'hand')).toHaveLength(1);
    expect(g.names('p1', 'graveyard')).toHaveLength(2);
    expect(g.names('p1', 'battlefield')).toContain('Vexing Sphinx');
  });

  it("Vexing Sphinx: one card in hand for two age counters can't pay; sacrificed, it draws two", () => {
    const g = upkeep(1, 0, 'Vexing Sphinx', { hand: ['Island'] });
    for (let i = 0; i < 5 && g.state.stack.length && !g.state.pendingDecision; i++) g.act({ pass: true });
    expect(g.names('p1', 'graveyard')).toEqual(['Vexing Sphinx']);
    // Two cards drawn by its dies trigger, then one in the draw step.
    expect(g.state.turn.step).toBe('main1');
    expect(g.names('p1', 'hand')).toEqual(['Island', 'Plains', 'Plains', 'Plains']);
  });

  it('Braid of Fire (Add {R}): paying with three age counters adds {R}{R}{R}', () => {
    const g = upkeep(2, 0, 'Braid of Fire');
    g.act({ decide: true });
    expect(g.state.players.p1.manaPool).toMatchObject({ R: 3 });
    expect(g.names('p1', 'battlefield')).toContain('Braid of Fire');
  });

  it('near miss: "Cumulative upkeep—Sacrifice a creature" stays text', () => {
    const soulgorger = card(
      'Phyrexian Soulgorger',
      '{3}',
      'Snow Artifact Creature — Phyrexian Construct',
      'Cumulative upkeep—Sacrifice a creature. (At the beginning of your upkeep, put an age counter on this permanent, then sacrifice it unless you pay its upkeep cost for each age counter on it.)',
      '8/8',
    );
    expect(unenforced(soulgorger)[0]).toMatch(/^Cumulative upkeep—Sacrifice a creature\./);
  });
});
