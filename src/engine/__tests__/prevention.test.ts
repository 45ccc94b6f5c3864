// Prevention with real cards (CR 615): Fog's "all combat damage this turn", Samite Healer's
// "the next 1 damage" shields used up as damage comes (615.7) and ending with the turn (514.2),
// static prevention (Argothian Treefolk, Argothian Pixies: from artifact sources; Gaseous Form:
// combat damage dealt to and by the enchanted creature), and damage to planeswalkers (120.3c, 704.5i).
import { describe, expect, it } from 'vitest';
import { game, type Game } from '../../testing/harness';
import { CLASSIC_CARDS } from '../../testing/classic-cards';
import type { ScriptAction } from '../../scenario/schema';

const main = { number: 3, active: 'p1' as const, phase: 'main1' as const };

function play(p1: object, p2: object, script: ScriptAction[]): Game {
  const g = game({ turn: main, players: { p1, p2 } }, script, { cards: CLASSIC_CARDS });
  expect(g.error).toBeNull();
  return g;
}

function prevented(g: Game): [number, string, boolean][] {
  return g.events.flatMap((e) =>
    e.type === 'DamagePrevented' ? [[e.amount, e.rule, e.combat] as [number, string, boolean]] : [],
  );
}

const bears = { id: 'bears', card: 'Grizzly Bears' };

describe('Fog: prevent all combat damage that would be dealt this turn (CR 615.1)', () => {
  it('no combat damage is dealt by attackers or blockers; noncombat damage the same turn still is', () => {
    const g = play(
      { battlefield: [bears, { id: 'b3', card: 'Grizzly Bears' }, 'Mountain'], hand: ['Lightning Bolt'] },
      { battlefield: [{ id: 'z', card: 'Scathe Zombies' }, 'Forest'], hand: ['Fog'] },
      [
        { advance: 'declareAttackers' },
        { attack: ['bears', 'b3'] },
        { cast: 'Fog', player: 'p2' },
        { pass: true },
        { block: { z: 'bears' } },
        { advance: 'main2' },
      ],
    );
    expect(g.state.players.p2.life).toBe(20);
    expect(g.get('bears').damage).toBe(0);
    expect(g.get('z').damage).toBe(0);
    expect(prevented(g)).toEqual([
      [2, '615.1', true],
      [2, '615.1', true],
      [2, '615.1', true],
    ]);
    g.act({ cast: 'Lightning Bolt', targets: ['z'] });
    g.act({ pass: true });
    expect(g.names('p2', 'graveyard')).toEqual(['Fog', 'Scathe Zombies']);
  });
});

describe('Samite Healer: prevent the next 1 damage that would be dealt to any target this turn (CR 615.7)', () => {
  const healer = { id: 'healer', card: 'Samite Healer' };
  it("a shield on a player prevents 1 of Lightning Bolt's 3, and is then used up", () => {
    const g = play(
      { battlefield: [healer] },
      { battlefield: ['Mountain', 'Mountain'], hand: ['Lightning Bolt', 'Lightning Bolt'] },
      [
        { activate: 'healer', targets: ['p1'] },
        { pass: true },
        { cast: 'Lightning Bolt', player: 'p2', targets: ['p1'] },
        { pass: true },
      ],
    );
    expect(g.state.players.p1.life).toBe(18);
    expect(prevented(g)).toEqual([[1, '615.7', false]]);
    expect(g.state.shields).toEqual([]);
    g.act({ cast: 'Lightning Bolt', player: 'p2', targets: ['p1'] });
    g.act({ pass: true });
    expect(g.state.players.p1.life).toBe(15);
  });
  it("two shields add up: 2 of Shock's 2 damage to Grizzly Bears are prevented", () => {
    const g = play(
      { battlefield: [healer, { id: 'h2', card: 'Samite Healer' }, bears] },
      { battlefield: ['Mountain'], hand: ['Shock'] },
      [
        { activate: 'healer', targets: ['bears'] },
        { pass: true },
        { activate: 'h2', targets: ['bears'] },
        { pass: true },
        { cast: 'Shock', player: 'p2', targets: ['bears'] },
        { pass: true },
      ],
    );
    expect(g.get('bears').damage).toBe(0);
    expect(g.get('bears').zone).toBe('battlefield');
    expect(prevented(g).map(([n]) => n)).toEqual([1, 1]);
  });
  it('Samite Healer may target itself: an ability can target its own source (CR 115.5)', () => {
    const g = play({ battlefield: [healer] }, { battlefield: ['Mountain'], hand: ['Shock'] }, [
      { activate: 'healer', targets: ['healer'] },
      { pass: true },
      { cast: 'Shock', player: 'p2', targets: ['healer'] },
      { pass: true },
    ]);
    expect(g.names('p1', 'graveyard')).toEqual(['Samite Healer']); // 1 of 2 prevented: 1 damage kills the 1/1
    expect(prevented(g)).toEqual([[1, '615.7', false]]);
  });
  it('the shield ends in the cleanup step (CR 514.2): next turn Lightning Bolt deals all 3', () => {
    const g = play({ battlefield: [healer, 'Mountain'], hand: ['Lightning Bolt'] }, { library: ['Island'] }, [
      { activate: 'healer', targets: ['p2'] },
      { pass: true },
      { advance: 'next-turn' },
    ]);
    expect(g.state.shields).toEqual([]);
    g.act({ cast: 'Lightning Bolt', player: 'p1', targets: ['p2'] });
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(17);
  });
});

describe('static prevention (CR 615.1a)', () => {
  it('Argothian Treefolk takes no damage from artifact creatures, but does from Lightning Bolt', () => {
    const g = play(
      { battlefield: [{ id: 'tf', card: 'Argothian Treefolk' }, 'Mountain'], hand: ['Lightning Bolt'] },
      { battlefield: [{ id: 'statue', card: 'Clay Statue' }] },
      [{ advance: 'declareAttackers' }, { attack: ['tf'] }, { block: { statue: 'tf' } }, { advance: 'main2' }],
    );
    expect(g.get('tf').damage).toBe(0);
    expect(g.names('p2', 'graveyard')).toEqual(['Clay Statue']);
    expect(prevented(g)).toEqual([[3, '615.1', true]]);
    g.act({ cast: 'Lightning Bolt', targets: ['tf'] });
    g.act({ pass: true });
    expect(g.get('tf').damage).toBe(3);
  });
  it('Argothian Pixies blocking Clay Statue (an artifact creature) take none of its 3 damage and destroy it', () => {
    const g = game(
      {
        turn: { number: 4, active: 'p2', phase: 'main1' },
        players: {
          p1: { battlefield: [{ id: 'px', card: 'Argothian Pixies' }] },
          p2: { battlefield: [{ id: 'st', card: 'Clay Statue' }] },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['st'] }, { block: { px: 'st' } }, { advance: 'main2' }],
      { cards: CLASSIC_CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('px').zone).toBe('battlefield');
    expect(g.get('px').damage).toBe(0);
    expect(g.names('p2', 'graveyard')).toEqual(['Clay Statue']);
  });
  it('Gaseous Form: combat damage to and by the enchanted creature is prevented, other damage is not', () => {
    const g = play(
      { battlefield: [bears, { card: 'Gaseous Form', attachedTo: 'bears' }], hand: [] },
      { battlefield: [{ id: 'z', card: 'Scathe Zombies' }, 'Mountain'], hand: ['Lightning Bolt'] },
      [{ advance: 'declareAttackers' }, { attack: ['bears'] }, { block: { z: 'bears' } }, { advance: 'main2' }],
    );
    expect(g.get('bears').damage).toBe(0);
    expect(g.get('z').damage).toBe(0);
    expect(prevented(g).map(([n, rule, combat]) => [n, rule, combat])).toEqual([
      [2, '615.1', true],
      [2, '615.1', true],
    ]);
    g.act({ cast: 'Lightning Bolt', player: 'p2', targets: ['bears'] });
    g.act({ pass: true });
    expect(g.names('p1', 'graveyard')).toEqual(['Grizzly Bears', 'Gaseous Form']);
  });
});

describe('damage to planeswalkers (CR 120.3c, 704.5i)', () => {
  const pw = {
    id: 'pw',
    proxy: { name: 'Liliana of the Veil', typeLine: 'Legendary Planeswalker — Liliana', manaCost: '{1}{B}{B}' },
    counters: { loyalty: 3 },
  };
  it('Lightning Bolt removes 3 loyalty counters; with none left it goes to the graveyard', () => {
    const g = play({ battlefield: ['Mountain'], hand: ['Lightning Bolt'] }, { battlefield: [pw] }, [
      { cast: 'Lightning Bolt', targets: ['pw'] },
      { pass: true },
    ]);
    expect(g.has('DamageDealt', '120.3c')).toBe(true);
    expect(g.has('StateBasedAction', '704.5i')).toBe(true);
    expect(g.names('p2', 'graveyard')).toEqual(['Liliana of the Veil']);
  });
  it("prevented damage removes no counters: Samite Healer's shield leaves Liliana with 1", () => {
    const g = play(
      { battlefield: ['Mountain'], hand: ['Lightning Bolt'] },
      { battlefield: [pw, { id: 'healer', card: 'Samite Healer' }] },
      [
        { activate: 'healer', player: 'p2', targets: ['pw'] },
        { pass: true },
        { cast: 'Lightning Bolt', targets: ['pw'] },
        { pass: true },
      ],
    );
    expect(g.get('pw').counters.loyalty).toBe(1);
  });
});
