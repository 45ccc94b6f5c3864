// Divided damage (CR 601.2d; 602.2b for activated and 603.3d for triggered abilities): "deals N
// damage divided as you choose among one, two, or three targets / any number of targets / any
// number of target creatures": the controller chooses the targets, then how the damage is divided,
// each target getting at least 1, as the spell is cast or the ability is put on the stack; the
// division stands as it resolves (608.2b: an illegal target's share is simply not dealt).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const eruption = card(
  'Violent Eruption',
  '{1}{R}{R}{R}',
  'Instant',
  'Violent Eruption deals 4 damage divided as you choose among any number of targets.\nMadness {1}{R}{R} (If you discard this card, discard it into exile. When you do, cast it for its madness cost or put it into your graveyard.)',
);
const forkedBolt = card(
  'Forked Bolt',
  '{R}',
  'Sorcery',
  'Forked Bolt deals 2 damage divided as you choose among one or two targets.',
);
const titan = card(
  'Inferno Titan',
  '{4}{R}{R}',
  'Creature — Giant',
  '{R}: This creature gets +1/+0 until end of turn.\nWhenever this creature enters or attacks, it deals 3 damage divided as you choose among one, two, or three targets.',
  '6/6',
);
const moggMob = card(
  'Mogg Mob',
  '{R}{R}{R}',
  'Creature — Goblin',
  'Sacrifice this creature: It deals 3 damage divided as you choose among one, two, or three targets.',
  '3/3',
);
const rollingThunder = card(
  'Rolling Thunder',
  '{X}{R}{R}',
  'Sorcery',
  'Rolling Thunder deals X damage divided as you choose among any number of targets.',
);
const cards = compiled(eruption, forkedBolt, titan, moggMob, rollingThunder);

function board(hand: string[], extra: (string | object)[] = []) {
  return {
    turn: main,
    players: {
      p1: {
        battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', ...extra],
        hand,
      },
      p2: {
        battlefield: [
          { id: 'bears', card: 'Grizzly Bears' },
          { id: 'spider', card: 'Giant Spider' },
        ],
      },
    },
  };
}

describe('a spell: the caster divides the damage after choosing targets (CR 601.2d)', () => {
  it('Violent Eruption: 3 to Giant Spider and 1 to the player — a split no even division gives', () => {
    const g = game(board(['Violent Eruption']), [{ cast: 'Violent Eruption', targets: ['spider', 'p2'] }], {
      cards,
    });
    expect(g.error).toBeNull();
    const d = g.state.pendingDecision;
    expect(d).toMatchObject({ kind: 'chooseNumber', rule: '601.2d', min: 1, max: 3, player: 'p1' });
    g.act({ decide: 3 });
    g.act({ pass: true });
    expect(g.get('spider').damage).toBe(3);
    expect(g.state.players.p2.life).toBe(19);
  });

  it('a share outside 1 … (damage − the other targets) is refused with the rule', () => {
    const g = game(board(['Violent Eruption']), [{ cast: 'Violent Eruption', targets: ['spider', 'bears', 'p2'] }], {
      cards,
    });
    expect(g.state.pendingDecision).toMatchObject({ min: 1, max: 2 });
    expect(() => g.act({ decide: 3 })).toThrow(/from 1 to 2/);
    g.act({ decide: 1 });
    // 3 left for Grizzly Bears and p2: Grizzly Bears is asked, p2 takes the rest.
    expect(g.state.pendingDecision).toMatchObject({ min: 1, max: 2 });
    g.act({ decide: 2 });
    g.act({ pass: true });
    expect(g.get('spider').damage).toBe(1);
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.state.players.p2.life).toBe(19);
  });

  it('Forked Bolt at one target: it takes all 2, with nothing to ask', () => {
    const g = game(board(['Forked Bolt']), [{ cast: 'Forked Bolt', targets: ['p2'] }, { pass: true }], { cards });
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(18);
  });

  it("Rolling Thunder: X is announced first; with X = 1 two targets can't each get 1, so it can't be cast", () => {
    const g = game(board(['Rolling Thunder']), [], { cards });
    expect(() => g.act({ cast: 'Rolling Thunder', x: 1, targets: ['bears', 'p2'] })).toThrow(
      /each must get at least 1/,
    );
    g.act({ cast: 'Rolling Thunder', x: 3, targets: ['bears', 'p2'] });
    g.act({ decide: 2 });
    g.act({ pass: true });
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.state.players.p2.life).toBe(19);
  });
});

describe('abilities divide as they are put on the stack (CR 603.3d, 602.2b)', () => {
  it('Inferno Titan enters: targets, then 2 to Grizzly Bears and 1 to the player', () => {
    const g = game(board(['Inferno Titan']), [{ cast: 'Inferno Titan' }, { pass: true }], { cards });
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toMatchObject({ kind: 'chooseObjects', min: 1, max: 3 });
    g.act({ decide: [g.get('bears').id, 'p2'] });
    expect(g.state.pendingDecision).toMatchObject({ kind: 'chooseNumber', rule: '601.2d', min: 1, max: 2 });
    g.act({ decide: 2 });
    g.act({ pass: true });
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.state.players.p2.life).toBe(19);
  });

  it('Mogg Mob at three targets: 1 each, with nothing to ask', () => {
    const g = game(board([], [{ id: 'mob', card: 'Mogg Mob' }]), [], { cards });
    g.act({ activate: 'mob', targets: ['bears', 'spider', 'p2'] });
    expect(g.state.pendingDecision).toBeNull();
    g.act({ pass: true });
    expect(g.get('bears').damage).toBe(1);
    expect(g.get('spider').damage).toBe(1);
    expect(g.state.players.p2.life).toBe(19);
  });

  it('Mogg Mob at two targets: 2 to Grizzly Bears, 1 to Giant Spider; the bears leaving keeps the spider at 1', () => {
    const g = game(board(['Unsummon'], [{ id: 'mob', card: 'Mogg Mob' }, 'Island']), [], { cards });
    g.act({ activate: 'mob', targets: ['bears', 'spider'] });
    g.act({ decide: 2 });
    g.act({ cast: 'Unsummon', targets: ['bears'] });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.names('p2', 'hand')).toEqual(['Grizzly Bears']);
    expect(g.get('spider').damage).toBe(1);
  });
});

describe('near misses stay text', () => {
  it('an amount fixed only later ("where X is … as you cast this spell") and "among X targets"', () => {
    const volcanicWind = card(
      'Volcanic Wind',
      '{4}{R}{R}',
      'Sorcery',
      'Volcanic Wind deals X damage divided as you choose among any number of target creatures, where X is the number of creatures on the battlefield as you cast this spell.',
    );
    const meteorSwarm = card(
      'Meteor Swarm',
      '{X}{R}{R}{R}',
      'Sorcery',
      'Meteor Swarm deals 8 damage divided as you choose among X target creatures and/or planeswalkers.',
    );
    expect(unenforced(volcanicWind)).toHaveLength(1);
    expect(unenforced(meteorSwarm)).toHaveLength(1);
  });
});
