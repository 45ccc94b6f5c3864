// Combat damage with real cards (CR 510): the first-strike combat damage step and the second one
// (510.4; Black Knight, Fencing Ace, Lance), deathtouch (702.2b–c; Typhoid Rats, also with Rancor's
// trample), lifelink (702.15b; Vampire Nighthawk), protection's prevention (702.16e; White Knight),
// and regenerated creatures removed from combat (506.4; Uthden Troll, Drudge Skeletons).
import { describe, expect, it } from 'vitest';
import { game, type Game } from '../../testing/harness';
import { CLASSIC_CARDS } from '../../testing/classic-cards';
import type { ScriptAction } from '../../scenario/schema';

const main = { number: 3, active: 'p1' as const, phase: 'main1' as const };

/** p1 attacks with `attackers`, p2 declares `blocks`, and the first combat damage step begins. */
function fight(
  p1: (object | string)[],
  p2: (object | string)[],
  attackers: string[],
  blocks: Record<string, string>,
  before: ScriptAction[] = [],
  hands: { p1?: string[]; p2?: string[] } = {},
): Game {
  const g = game(
    {
      turn: main,
      players: { p1: { battlefield: p1, hand: hands.p1 ?? [] }, p2: { battlefield: p2, hand: hands.p2 ?? [] } },
    },
    [...before, { advance: 'declareAttackers' }, { attack: attackers }, { block: blocks }, { pass: true }],
    { cards: CLASSIC_CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

const bears = { id: 'bears', card: 'Grizzly Bears' };

describe('first strike (CR 702.7b, 510.4) — Black Knight', () => {
  it('Black Knight kills a blocking Grizzly Bears in the first-strike step, before the Bears deal damage', () => {
    const g = fight([{ id: 'bk', card: 'Black Knight' }], [bears], ['bk'], { bears: 'bk' });
    expect(g.state.turn.step).toBe('combatDamage');
    expect(g.has('Note', '510.4')).toBe(true);
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    g.act({ pass: true }); // the second combat damage step: the Bears are gone and deal nothing
    expect(g.events.some((e) => e.type === 'StepBegan' && /second combat damage step/.test(e.text))).toBe(true);
    g.act({ pass: true });
    expect(g.state.turn.step).toBe('endCombat');
    expect(g.get('bk').damage).toBe(0);
  });
  it('as a blocker too: Grizzly Bears attacking into Black Knight dies without dealing damage', () => {
    const g = fight([bears], [{ id: 'bk', card: 'Black Knight' }], ['bears'], { bk: 'bears' });
    g.act({ advance: 'endCombat' });
    expect(g.names('p1', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.get('bk').damage).toBe(0);
  });
  it('with no first or double strike in combat there is one combat damage step: both Bears die at once', () => {
    const g = fight([bears], [{ id: 'b2', card: 'Grizzly Bears' }], ['bears'], { b2: 'bears' });
    expect(g.has('Note', '510.4')).toBe(false);
    g.act({ pass: true });
    expect(g.state.turn.step).toBe('endCombat');
    expect(g.names('p1', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
  });
  it('first strike lost before the combat damage step begins counts for nothing (Lance destroyed by Disenchant)', () => {
    const lanced = [bears, { id: 'lance', card: 'Lance', attachedTo: 'bears' }];
    const kept = fight(lanced, [{ id: 'z', card: 'Scathe Zombies' }], ['bears'], { z: 'bears' });
    kept.act({ advance: 'endCombat' });
    expect(kept.names('p2', 'graveyard')).toEqual(['Scathe Zombies']);
    expect(kept.get('bears').zone).toBe('battlefield');
    // The same, but p2 destroys Lance in the declare blockers step: both deal damage at once.
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: lanced },
          p2: { battlefield: [{ id: 'z', card: 'Scathe Zombies' }, 'Plains', 'Plains'], hand: ['Disenchant'] },
        },
      },
      [
        { advance: 'declareAttackers' },
        { attack: ['bears'] },
        { block: { z: 'bears' } },
        { cast: 'Disenchant', player: 'p2', targets: ['lance'] },
        { pass: true },
        { pass: true },
      ],
      { cards: CLASSIC_CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.has('Note', '510.4')).toBe(false);
    expect(g.names('p1', 'graveyard')).toEqual(['Lance', 'Grizzly Bears']);
    expect(g.names('p2', 'graveyard')).toEqual(['Disenchant', 'Scathe Zombies']);
  });
  it('a creature that had first strike as the first step began deals no damage in the second after losing it (CR 702.7c)', () => {
    // Lance is destroyed between the steps: the Bears don't strike again, the Wall's damage stays 2.
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [bears, { id: 'lance', card: 'Lance', attachedTo: 'bears' }] },
          p2: { battlefield: [{ id: 'wall', card: 'Wall of Ice' }, 'Plains', 'Plains'], hand: ['Disenchant'] },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['bears'] }, { block: { wall: 'bears' } }, { pass: true }],
      { cards: CLASSIC_CARDS },
    );
    expect(g.get('wall').damage).toBe(2);
    g.act({ cast: 'Disenchant', player: 'p2', targets: ['lance'] });
    g.act({ pass: true }); // Disenchant resolves
    g.act({ pass: true }); // the second combat damage step
    expect(g.state.combat?.damageSteps).toBe(2);
    expect(g.get('wall').damage).toBe(2);
  });
});

describe('first strike gained between the steps (CR 702.7c) — Sure Strike', () => {
  it('a creature without first strike as the first step began still deals its damage in the second, with the bonus', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'bk', card: 'Black Knight' }, bears, 'Mountain', 'Mountain'],
            hand: ['Sure Strike'],
          },
          p2: { battlefield: [{ id: 'wall', card: 'Wall of Ice' }] },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['bk', 'bears'] }, { block: { wall: 'bears' } }, { pass: true }],
      { cards: CLASSIC_CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(18); // only Black Knight struck first
    expect(g.get('wall').damage).toBe(0);
    g.act({ cast: 'Sure Strike', targets: ['bears'] });
    g.act({ pass: true }); // Sure Strike resolves: the Bears are 5/2 with first strike
    g.act({ pass: true }); // the second combat damage step
    expect(g.get('wall').damage).toBe(5);
    expect(g.state.players.p2.life).toBe(18); // Black Knight doesn't strike again
  });
});

describe('double strike (CR 702.4b) — Fencing Ace', () => {
  it('unblocked, it deals its damage in both combat damage steps', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: [{ id: 'ace', card: 'Fencing Ace' }] } } },
      [{ advance: 'declareAttackers' }, { attack: ['ace'] }, { pass: true }, { pass: true }],
      { cards: CLASSIC_CARDS },
    );
    expect(g.state.players.p2.life).toBe(19);
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(18);
    expect(
      g.events.filter((e) => e.type === 'DamageDealt' && e.combat).map((e) => e.type === 'DamageDealt' && e.amount),
    ).toEqual([1, 1]);
  });
  it("blocked by Grizzly Bears: 1 first, then 1 more with the Bears' 2 at the same time — both die", () => {
    const g = fight([{ id: 'ace', card: 'Fencing Ace' }], [bears], ['ace'], { bears: 'ace' });
    expect(g.get('bears').damage).toBe(1);
    g.act({ pass: true });
    expect(g.names('p1', 'graveyard')).toEqual(['Fencing Ace']);
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
  });
});

describe('deathtouch (CR 702.2b–c, 704.5h) — Typhoid Rats', () => {
  it('1 damage from Typhoid Rats destroys a blocking Giant Spider (2/4)', () => {
    const g = fight([{ id: 'rats', card: 'Typhoid Rats' }], [{ id: 'spider', card: 'Giant Spider' }], ['rats'], {
      spider: 'rats',
    });
    expect(g.has('StateBasedAction', '704.5h')).toBe(true);
    expect(g.names('p2', 'graveyard')).toEqual(['Giant Spider']);
    expect(g.names('p1', 'graveyard')).toEqual(['Typhoid Rats']);
  });
  it("with Rancor's trample, 1 damage is lethal to the blocker for assigning: the rest may go to the player", () => {
    const g = fight(
      [
        { id: 'rats', card: 'Typhoid Rats' },
        { card: 'Rancor', attachedTo: 'rats' },
      ],
      [{ id: 'spider', card: 'Giant Spider' }],
      ['rats'],
      { spider: 'rats' },
    );
    expect(g.state.pendingDecision).toMatchObject({
      player: 'p1',
      kind: 'chooseNumber',
      rule: '702.19b',
      min: 1,
      max: 3,
    });
    expect(g.state.pendingDecision?.prompt).toMatch(/deathtouch/);
    g.act({ decide: 1 });
    expect(g.state.players.p2.life).toBe(18);
    expect(g.names('p2', 'graveyard')).toEqual(['Giant Spider']);
  });
  it('first strike beats deathtouch: White Knight blocking Typhoid Rats destroys them before they deal damage', () => {
    const g = fight([{ id: 'rats', card: 'Typhoid Rats' }], [{ id: 'wk', card: 'White Knight' }], ['rats'], {
      wk: 'rats',
    });
    g.act({ advance: 'endCombat' });
    expect(g.get('wk').zone).toBe('battlefield');
    expect(g.names('p1', 'graveyard')).toEqual(['Typhoid Rats']);
  });
});

describe('protection prevents damage (CR 702.16e) — White Knight', () => {
  it("White Knight blocking Erg Raiders (black, 2/3): its 2 first-strike damage is dealt, the Raiders' 2 is prevented", () => {
    const g = fight([{ id: 'erg', card: 'Erg Raiders' }], [{ id: 'wk', card: 'White Knight' }], ['erg'], { wk: 'erg' });
    expect(g.get('erg').damage).toBe(2);
    g.act({ pass: true });
    expect(g.get('wk').damage).toBe(0);
    expect(g.has('DamagePrevented', '702.16e')).toBe(true);
    expect(g.events.filter((e) => e.type === 'DamageDealt').map((e) => e.type === 'DamageDealt' && e.target)).toEqual([
      g.get('erg').id,
    ]);
  });
});

describe('lifelink (CR 702.15b) — Vampire Nighthawk', () => {
  it('unblocked, its controller gains the 2 life as the damage is dealt', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: [{ id: 'vn', card: 'Vampire Nighthawk' }] } } },
      [{ advance: 'declareAttackers' }, { attack: ['vn'] }, { advance: 'endCombat' }],
      { cards: CLASSIC_CARDS },
    );
    expect(g.state.players.p2.life).toBe(18);
    expect(g.state.players.p1.life).toBe(22);
    expect(g.has('LifeChanged', '702.15b')).toBe(true);
  });
  it("damage to a blocker gains life too, even as the Nighthawk dies to the blocker's damage (and deathtouch destroys the 3/5 Wall)", () => {
    const g = fight([{ id: 'vn', card: 'Vampire Nighthawk' }], [{ id: 'wall', card: 'Wall of Swords' }], ['vn'], {
      wall: 'vn',
    });
    expect(g.state.players.p1.life).toBe(22);
    expect(g.names('p2', 'graveyard')).toEqual(['Wall of Swords']);
    expect(g.names('p1', 'graveyard')).toEqual(['Vampire Nighthawk']);
  });
  it('damage that is prevented is not dealt, so it gains no life (Fog)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'vn', card: 'Vampire Nighthawk' }] },
          p2: { battlefield: ['Forest'], hand: ['Fog'] },
        },
      },
      [
        { advance: 'declareAttackers' },
        { attack: ['vn'] },
        { cast: 'Fog', player: 'p2' },
        { pass: true },
        { advance: 'endCombat' },
      ],
      { cards: CLASSIC_CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.life).toBe(20);
    expect(g.state.players.p2.life).toBe(20);
  });
});

describe('DamageDealt events name the source, its controller and whether it is combat damage', () => {
  it('combat damage from an attacker, noncombat damage from Lightning Bolt', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: [bears, 'Mountain'], hand: ['Lightning Bolt'] } } },
      [
        { advance: 'declareAttackers' },
        { attack: ['bears'] },
        { advance: 'main2' },
        { cast: 'Lightning Bolt', targets: ['p2'] },
        { pass: true },
      ],
      { cards: CLASSIC_CARDS },
    );
    const dealt = g.events.filter((e) => e.type === 'DamageDealt');
    expect(dealt.map((e) => e.type === 'DamageDealt' && [e.amount, e.combat, e.sourceController, e.target])).toEqual([
      [2, true, 'p1', 'p2'],
      [3, false, 'p1', 'p2'],
    ]);
    expect(dealt[0]?.type === 'DamageDealt' && dealt[0].source).toBe(g.get('bears').id);
    expect(g.state.players.p2.life).toBe(15);
  });
});

describe('removed from combat (CR 506.4) by regeneration', () => {
  it('Uthden Troll regenerated in the first-strike step deals no damage in the second: Black Knight survives', () => {
    const h = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'bk', card: 'Black Knight' }] },
          p2: { battlefield: [{ id: 'troll', card: 'Uthden Troll' }, 'Mountain'] },
        },
      },
      [
        { advance: 'declareAttackers' },
        { attack: ['bk'] },
        { block: { troll: 'bk' } },
        { activate: 'troll', player: 'p2' },
        { pass: true },
        { pass: true },
      ],
      { cards: CLASSIC_CARDS },
    );
    expect(h.error).toBeNull();
    const troll = h.get('troll');
    expect(troll.zone).toBe('battlefield');
    expect(troll.tapped).toBe(true);
    expect(troll.damage).toBe(0);
    expect(h.has('Note', '506.4')).toBe(true);
    expect(h.state.combat?.blockers).toEqual({});
    h.act({ pass: true }); // second step: the Troll is no longer blocking
    expect(h.get('bk').damage).toBe(0);
  });
  it('the attacker it blocked stays blocked: no damage to the player (CR 509.1h)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [bears, { card: 'Lance', attachedTo: 'bears' }] },
          p2: { battlefield: [{ id: 'sk', card: 'Drudge Skeletons' }, 'Swamp'] },
        },
      },
      [
        { advance: 'declareAttackers' },
        { attack: ['bears'] },
        { block: { sk: 'bears' } },
        { activate: 'sk', player: 'p2' },
        { pass: true },
        { pass: true },
        { advance: 'endCombat' },
      ],
      { cards: CLASSIC_CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('sk').zone).toBe('battlefield');
    expect(g.get('sk').tapped).toBe(true);
    expect(g.state.players.p2.life).toBe(20);
    expect(g.get('bears').damage).toBe(0);
  });
});
