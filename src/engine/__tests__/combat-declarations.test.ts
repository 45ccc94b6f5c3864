// Declaring attackers and blockers with real cards (CR 508.1, 509.1): keyword abilities from the
// keyword table (flying, reach, vigilance, defender, haste, landwalk, fear, intimidate, shadow,
// menace, protection) and restrictions from static abilities ("can't attack unless", "can't be
// blocked except by", "can't be blocked by"). Refusals name the rule; the board stays as it was.
import { describe, expect, it } from 'vitest';
import { legalActions } from '../legal';
import { game, type Game } from '../../testing/harness';
import { CLASSIC_CARDS } from '../../testing/classic-cards';
import type { ScriptAction } from '../../scenario/schema';

const main = { number: 3, active: 'p1' as const, phase: 'main1' as const };

/** p1 attacks with `attackers` (ids) against p2's board; p2's creatures are untapped. */
function attack(
  p1: (object | string)[],
  p2: (object | string)[],
  attackers: string[],
  more: ScriptAction[] = [],
): Game {
  const g = game(
    { turn: main, players: { p1: { battlefield: p1 }, p2: { battlefield: p2 } } },
    [{ advance: 'declareAttackers' }, { attack: attackers }, ...more],
    { cards: CLASSIC_CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

/** Expects the block to be refused with `rule`, and nothing to change. */
function refusedBlock(g: Game, blocks: Record<string, string>, rule: string, words?: RegExp): void {
  const before = g.state;
  expect(() => g.act({ block: blocks })).toThrow(new RegExp(`CR ${rule.replace('.', '\\.')}`));
  if (words) expect(() => g.act({ block: blocks })).toThrow(words);
  expect(g.state).toBe(before);
}

function blocks(g: Game, b: Record<string, string>): void {
  g.act({ block: b });
  expect(g.state.combat?.blockersDeclared).toBe(true);
}

const bears = { id: 'bears', card: 'Grizzly Bears' };

describe('flying and reach (CR 702.9b, 702.17b) — Serra Angel, Giant Spider, Wall of Swords', () => {
  const angel = { id: 'angel', card: 'Serra Angel' };
  it("a creature without flying or reach can't block Serra Angel", () => {
    refusedBlock(attack([angel], [bears], ['angel']), { bears: 'angel' }, '702.9b', /neither flying nor reach/);
  });
  it('Giant Spider (reach) and Wall of Swords (flying) can', () => {
    blocks(attack([angel], [{ id: 'spider', card: 'Giant Spider' }], ['angel']), { spider: 'angel' });
    blocks(attack([angel], [{ id: 'wall', card: 'Wall of Swords' }], ['angel']), { wall: 'angel' });
  });
  it('a creature with flying can block one without (Wall of Swords blocks Grizzly Bears)', () => {
    blocks(attack([bears], [{ id: 'wall', card: 'Wall of Swords' }], ['bears']), { wall: 'bears' });
  });
});

describe('vigilance and attacking (CR 702.20b, 508.1f)', () => {
  it('Serra Angel attacks without tapping; Grizzly Bears taps', () => {
    const g = attack([{ id: 'angel', card: 'Serra Angel' }, bears], [], ['angel', 'bears']);
    expect(g.get('angel').tapped).toBe(false);
    expect(g.get('bears').tapped).toBe(true);
  });
});

describe('defender (CR 702.3b) and haste (CR 702.10)', () => {
  it("Wall of Swords can't attack: refused with the rule, and not offered as an attacker", () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: [{ id: 'wall', card: 'Wall of Swords' }, bears] } } },
      [{ advance: 'declareAttackers' }],
      { cards: CLASSIC_CARDS },
    );
    const before = g.state;
    expect(() => g.act({ attack: ['wall'] })).toThrow(/defender.*CR 702\.3b/);
    expect(g.state).toBe(before);
    const offered = legalActions(g.engine.registry, g.state, 'p1').attackers;
    expect(offered).toEqual([g.get('bears').id]);
  });
  it("Ball Lightning (haste) attacks the turn it came under p1's control; Grizzly Bears can't (CR 302.6)", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'ball', card: 'Ball Lightning', summoningSick: true },
              { ...bears, summoningSick: true },
            ],
          },
        },
      },
      [{ advance: 'declareAttackers' }],
      { cards: CLASSIC_CARDS },
    );
    expect(() => g.act({ attack: ['bears'] })).toThrow(/CR 302\.6/);
    g.act({ attack: ['ball'] });
    g.act({ advance: 'endCombat' });
    expect(g.state.players.p2.life).toBe(14);
  });
});

describe('landwalk (CR 702.14c) — Shanodin Dryads, Lord of Atlantis', () => {
  const dryads = { id: 'dryads', card: 'Shanodin Dryads' };
  it("Shanodin Dryads can't be blocked while the defending player controls a Forest", () => {
    refusedBlock(attack([dryads], [bears, 'Forest'], ['dryads']), { bears: 'dryads' }, '702.14c', /forestwalk/);
  });
  it('it can be blocked when only the attacking player controls a Forest', () => {
    blocks(attack([dryads, 'Forest'], [bears, 'Plains'], ['dryads']), { bears: 'dryads' });
  });
  it('Lord of Atlantis gives other Merfolk +1/+1 and islandwalk; the Lord itself can be blocked', () => {
    const g = attack(
      [
        { id: 'lord', card: 'Lord of Atlantis' },
        { id: 'merfolk', card: 'Merfolk of the Pearl Trident' },
      ],
      [bears, { id: 'b2', card: 'Grizzly Bears' }, 'Island'],
      ['lord', 'merfolk'],
    );
    refusedBlock(g, { bears: 'merfolk' }, '702.14c', /islandwalk/);
    blocks(g, { bears: 'lord' });
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(18); // the unblocked Merfolk is 2/2 with the Lord
  });
});

describe('fear, intimidate and shadow (CR 702.36b, 702.13b, 702.28b)', () => {
  it('fear: Severed Legion can be blocked only by artifact and/or black creatures', () => {
    const legion = { id: 'legion', card: 'Severed Legion' };
    refusedBlock(attack([legion], [bears], ['legion']), { bears: 'legion' }, '702.36b');
    blocks(attack([legion], [{ id: 'z', card: 'Scathe Zombies' }], ['legion']), { z: 'legion' });
    blocks(attack([legion], [{ id: 'sc', card: 'Dancing Scimitar' }], ['legion']), { sc: 'legion' });
  });
  it('the Fear Aura gives Grizzly Bears fear', () => {
    const g = attack([bears, { card: 'Fear', attachedTo: 'bears' }], [{ id: 'b2', card: 'Grizzly Bears' }], ['bears']);
    refusedBlock(g, { b2: 'bears' }, '702.36b', /fear/);
  });
  it('skulk (CR 702.118b): Farbog Revenant (power 1) can be blocked by a creature with power 1 or less, not by Grizzly Bears (2)', () => {
    const revenant = { id: 'rev', card: 'Farbog Revenant' };
    refusedBlock(attack([revenant], [bears], ['rev']), { bears: 'rev' }, '702.118b', /greater power/);
    blocks(attack([revenant], [{ id: 'elf', card: 'Llanowar Elves' }], ['rev']), { elf: 'rev' });
  });
  it('intimidate: Bladetusk Boar (red) can be blocked by red or artifact creatures, not by green ones', () => {
    const boar = { id: 'boar', card: 'Bladetusk Boar' };
    refusedBlock(attack([boar], [bears], ['boar']), { bears: 'boar' }, '702.13b');
    blocks(attack([boar], [{ id: 'troll', card: 'Uthden Troll' }], ['boar']), { troll: 'boar' });
    blocks(attack([boar], [{ id: 'sc', card: 'Dancing Scimitar' }], ['boar']), { sc: 'boar' });
  });
  it('shadow: only creatures with shadow block Soltari Foot Soldier, and it blocks only creatures with shadow', () => {
    const soltari = { id: 'sol', card: 'Soltari Foot Soldier' };
    refusedBlock(attack([soltari], [bears], ['sol']), { bears: 'sol' }, '702.28b');
    blocks(attack([soltari], [{ id: 'sol2', card: 'Soltari Foot Soldier' }], ['sol']), { sol2: 'sol' });
    refusedBlock(
      attack([bears], [{ id: 'sol2', card: 'Soltari Foot Soldier' }], ['bears']),
      { sol2: 'bears' },
      '702.28b',
      /has shadow/,
    );
  });
});

describe('menace (CR 702.111b) — Spider-Man Noir', () => {
  const noir = { id: 'noir', card: 'Spider-Man Noir' };
  // Two attackers, so that Noir's "attacks alone" trigger doesn't wait on the stack.
  const p1 = [noir, { id: 'mine', card: 'Grizzly Bears' }];
  it('one blocker is refused; two may block', () => {
    const two = [bears, { id: 'b2', card: 'Grizzly Bears' }];
    refusedBlock(attack(p1, two, ['noir', 'mine']), { bears: 'noir' }, '702.111b', /two or more/);
    blocks(attack(p1, two, ['noir', 'mine']), { bears: 'noir', b2: 'noir' });
  });
});

describe('protection in combat (CR 702.16f) — Black Knight', () => {
  it("Black Knight can't be blocked by white creatures, but by others", () => {
    refusedBlock(
      attack([{ id: 'bk', card: 'Black Knight' }], [{ id: 'wk', card: 'White Knight' }], ['bk']),
      { wk: 'bk' },
      '702.16f',
      /protection from white/,
    );
    blocks(attack([{ id: 'bk', card: 'Black Knight' }], [bears], ['bk']), { bears: 'bk' });
  });
});

describe('restrictions from static abilities (CR 508.1c, 509.1b)', () => {
  it("Sea Serpent can't attack unless the defending player controls an Island", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'ss', card: 'Sea Serpent' }, 'Island'] },
          p2: { battlefield: ['Forest'] },
        },
      },
      [{ advance: 'declareAttackers' }],
      { cards: CLASSIC_CARDS },
    );
    expect(() => g.act({ attack: ['ss'] })).toThrow(/can't attack unless p2 controls.*CR 508\.1c/);
    attack([{ id: 'ss', card: 'Sea Serpent' }], ['Island'], ['ss']);
  });
  it("Phantom Warrior can't be blocked", () => {
    refusedBlock(
      attack([{ id: 'pw', card: 'Phantom Warrior' }], [bears], ['pw']),
      { bears: 'pw' },
      '509.1b',
      /can't be blocked/,
    );
  });
  it("Invisibility: the enchanted creature can't be blocked except by Walls", () => {
    const inv = [bears, { card: 'Invisibility', attachedTo: 'bears' }];
    refusedBlock(attack(inv, [{ id: 'b2', card: 'Grizzly Bears' }], ['bears']), { b2: 'bears' }, '509.1b', /except by/);
    blocks(attack(inv, [{ id: 'wall', card: 'Wall of Wood' }], ['bears']), { wall: 'bears' });
  });
  it("Argothian Pixies can't be blocked by artifact creatures", () => {
    const pixies = { id: 'px', card: 'Argothian Pixies' };
    refusedBlock(attack([pixies], [{ id: 'sc', card: 'Clay Statue' }], ['px']), { sc: 'px' }, '509.1b');
    blocks(attack([pixies], [bears], ['px']), { bears: 'px' });
  });
  it("Pacifism: the enchanted creature can't attack or block", () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: [bears, { card: 'Pacifism', attachedTo: 'bears' }] } } },
      [{ advance: 'declareAttackers' }],
      { cards: CLASSIC_CARDS },
    );
    expect(() => g.act({ attack: ['bears'] })).toThrow(/CR 508\.1c/);
    refusedBlock(
      attack([{ id: 'b2', card: 'Grizzly Bears' }], [bears, { card: 'Pacifism', attachedTo: 'bears' }], ['b2']),
      { bears: 'b2' },
      '509.1b',
    );
  });
});

describe('flash (CR 702.8a) — Ambush Viper', () => {
  function ambush(card: string): Game {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: [bears] }, p2: { battlefield: ['Forest', 'Forest'], hand: [card] } },
      },
      [{ advance: 'declareAttackers' }, { attack: ['bears'] }],
      { cards: CLASSIC_CARDS },
    );
    expect(g.error).toBeNull();
    return g;
  }
  it("is cast in the opponent's declare attackers step and then blocks (its deathtouch destroys the attacker)", () => {
    const g = ambush('Ambush Viper');
    g.act({ cast: 'Ambush Viper', player: 'p2' });
    g.act({ pass: true });
    expect(g.names('p2', 'battlefield')).toContain('Ambush Viper');
    g.act({ block: { 'Ambush Viper': 'bears' } });
    g.act({ pass: true });
    expect(g.names('p1', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.names('p2', 'graveyard')).toEqual(['Ambush Viper']);
  });
  it("a creature without flash can't be cast then (CR 117.1a)", () => {
    expect(() => ambush('Grizzly Bears').act({ cast: 'Grizzly Bears', player: 'p2' })).toThrow(/117\.1a/);
  });
});
