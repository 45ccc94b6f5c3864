// "You may choose not to untap ~ during your untap step" (CR 502.3: the active player determines
// which permanents they control untap) and the effects that last "for as long as ~ remains
// tapped" (CR 611.2b: they end once it untaps, and do nothing if it isn't tapped as they begin);
// "~ doesn't untap during your untap step if it has a depletion counter on it" (a restriction
// while its condition holds, 502.3).
import { describe, expect, it } from 'vitest';
import { RULE } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, run, unenforced } from './compiled';

const squid = card(
  'Sand Squid',
  '{3}{U}',
  'Creature — Squid Beast',
  "Islandwalk (This creature can't be blocked as long as defending player controls an Island.)\nYou may choose not to untap this creature during your untap step.\n{T}: Tap target creature. That creature doesn't untap during its controller's untap step for as long as this creature remains tapped.",
  '2/2',
);
const gear = card(
  "Ashnod's Battle Gear",
  '{2}',
  'Artifact',
  'You may choose not to untap this artifact during your untap step.\n{2}, {T}: Target creature you control gets +2/-2 for as long as this artifact remains tapped.',
);
const satyr = card(
  'Willow Satyr',
  '{2}{G}{G}',
  'Creature — Satyr',
  'You may choose not to untap this creature during your untap step.\n{T}: Gain control of target legendary creature for as long as you control this creature and this creature remains tapped.',
  '1/1',
);
const vault = card(
  'Bottomless Vault',
  '',
  'Land',
  'This land enters tapped.\nYou may choose not to untap this land during your untap step.\nAt the beginning of your upkeep, if this land is tapped, put a storage counter on it.\n{T}, Remove any number of storage counters from this land: Add {B} for each storage counter removed this way.',
);
const landCap = card(
  'Land Cap',
  '',
  'Land',
  "This land doesn't untap during your untap step if it has a depletion counter on it.\nAt the beginning of your upkeep, remove a depletion counter from this land.\n{T}: Add {W} or {U}. Put a depletion counter on this land.",
);
const courier = card(
  'Everglove Courier',
  '{2}{G}',
  'Creature — Elf',
  'You may choose not to untap this creature during your untap step.\n{2}{G}, {T}: Target Elf creature gets +2/+2 and has trample for as long as this creature remains tapped.',
  '2/1',
);
const hillGiant = card('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3/3');
const CARDS = compiled(squid, gear, satyr, vault, landCap, courier, hillGiant);
const LIB = ['Island', 'Island', 'Island', 'Island'];

function board(p1: unknown[], p2: unknown[] = []): Game {
  const g = game(
    {
      turn: main,
      players: {
        p1: { library: LIB, battlefield: p1 as never },
        p2: { library: LIB, battlefield: p2 as never },
      },
    },
    [],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

/** From p1's turn to p1's next untap step (through p2's turn), where p1 may be asked. */
function toNextUntap(g: Game): void {
  g.act({ advance: 'next-turn' });
  expect(g.state.turn.active).toBe('p2');
  g.act({ advance: 'next-turn' });
  expect(g.state.turn.active).toBe('p1');
}

describe('"You may choose not to untap ~" and "for as long as ~ remains tapped"', () => {
  it('Sand Squid: the Giant stays tapped while the Squid does; untapped, the Squid lets it untap', () => {
    const g = board([{ id: 'squid', card: 'Sand Squid' }], [{ id: 'giant', card: 'Hill Giant' }]);
    g.act({ activate: 'squid', targets: ['giant'] });
    run(g);
    expect(g.get('giant').tapped).toBe(true);
    expect(g.state.effects.some((e) => e.whileTapped === g.get('squid').id)).toBe(true);
    toNextUntap(g);
    // p2's untap step passed: the Giant stayed tapped. p1 is asked about the Squid (CR 502.3).
    expect(g.get('giant').tapped).toBe(true);
    expect(g.state.pendingDecision).toMatchObject({
      player: 'p1',
      kind: 'chooseObjects',
      rule: RULE.untapStep,
      candidates: [g.get('squid').id],
      min: 0,
      max: 1,
    });
    g.act({ decide: [] });
    expect(g.get('squid').tapped).toBe(true);
    toNextUntap(g);
    expect(g.get('giant').tapped).toBe(true);
    g.act({ decide: ['squid'] });
    expect(g.get('squid').tapped).toBe(false);
    expect(g.state.effects).toEqual([]);
    g.act({ advance: 'next-turn' });
    expect(g.state.turn.active).toBe('p2');
    expect(g.get('giant').tapped).toBe(false);
  });

  it("Ashnod's Battle Gear: +2/-2 while it stays tapped, gone once it untaps", () => {
    const g = board([
      { id: 'gear', card: "Ashnod's Battle Gear" },
      { id: 'giant', card: 'Hill Giant' },
      'Island',
      'Island',
    ]);
    g.act({ activate: 'gear', targets: ['giant'] });
    run(g);
    expect(pt(g, 'giant')).toEqual([5, 1]);
    toNextUntap(g);
    g.act({ decide: [] });
    expect(pt(g, 'giant')).toEqual([5, 1]);
    toNextUntap(g);
    g.act({ decide: ['gear'] });
    expect(pt(g, 'giant')).toEqual([3, 3]);
  });

  it('Everglove Courier: "gets +2/+2 and has trample" for as long as it stays tapped', () => {
    const g = board([
      { id: 'courier', card: 'Everglove Courier' },
      { id: 'elf', card: 'Llanowar Elves' },
      'Forest',
      'Forest',
      'Forest',
    ]);
    g.act({ activate: 'courier', targets: ['elf'] });
    run(g);
    expect(pt(g, 'elf')).toEqual([3, 3]);
    expect(g.state.effects.some((e) => e.gains?.includes('trample'))).toBe(true);
    toNextUntap(g);
    g.act({ decide: ['courier'] });
    expect(pt(g, 'elf')).toEqual([1, 1]);
    expect(g.state.effects).toEqual([]);
  });

  it('Willow Satyr: p1 controls Isamaru until the Satyr untaps', () => {
    const g = board([{ id: 'satyr', card: 'Willow Satyr' }], [{ id: 'dog', card: 'Isamaru, Hound of Konda' }]);
    g.act({ activate: 'satyr', targets: ['dog'] });
    run(g);
    expect(g.get('dog').controller).toBe('p1');
    toNextUntap(g);
    // p1's own untap step untaps Isamaru, now p1's, without a question; the Satyr waits for one.
    expect(g.get('dog').tapped).toBe(false);
    g.act({ decide: [] });
    expect(g.get('dog').controller).toBe('p1');
    toNextUntap(g);
    g.act({ decide: ['satyr'] });
    expect(g.get('dog').controller).toBe('p2');
  });

  it('Bottomless Vault left tapped gets its storage counter; untapped it gets none', () => {
    const g = board([{ id: 'vault', card: 'Bottomless Vault', tapped: true }]);
    toNextUntap(g);
    g.act({ decide: [] });
    g.act({ advance: 'main1' });
    run(g);
    expect(g.get('vault').tapped).toBe(true);
    expect(g.get('vault').counters).toMatchObject({ storage: 1 });
    toNextUntap(g);
    g.act({ decide: ['vault'] });
    g.act({ advance: 'main1' });
    run(g);
    expect(g.get('vault').tapped).toBe(false);
    expect(g.get('vault').counters).toMatchObject({ storage: 1 });
  });

  it('Land Cap stays tapped with a depletion counter, untaps once it has none', () => {
    const g = board([
      { id: 'capped', card: 'Land Cap', tapped: true, counters: { depletion: 1 } },
      { id: 'island', card: 'Island', tapped: true },
    ]);
    toNextUntap(g);
    expect(g.state.turn.step).not.toBe('untap');
    expect(g.get('capped').tapped).toBe(true);
    expect(g.get('island').tapped).toBe(false);
    // The upkeep trigger removes the counter: the next untap step untaps it.
    run(g);
    expect(g.get('capped').counters?.depletion ?? 0).toBe(0);
    toNextUntap(g);
    expect(g.get('capped').tapped).toBe(false);
  });

  it('near misses stay text: the duration written first, a condition on the last turn', () => {
    expect(
      unenforced(
        card(
          'Immovable Rod',
          '{W}',
          'Artifact',
          "You may choose not to untap this artifact during your untap step.\nWhenever this artifact becomes untapped, venture into the dungeon.\n{3}{W}, {T}: For as long as this artifact remains tapped, another target permanent loses all abilities and can't attack or block.",
        ),
      ),
    ).toEqual([
      "{3}{W}, {T}: For as long as this artifact remains tapped, another target permanent loses all abilities and can't attack or block.",
    ]);
    expect(
      unenforced(
        card(
          'Goblin Rock Sled',
          '{1}{R}',
          'Creature — Goblin',
          "Trample\nThis creature doesn't untap during your untap step if it attacked during your last turn.\nThis creature can't attack unless defending player controls a Mountain.",
          '3/1',
        ),
      ),
    ).toContain("This creature doesn't untap during your untap step if it attacked during your last turn.");
    expect(
      unenforced(
        card(
          "Hisoka's Guard",
          '{1}{U}',
          'Creature — Human Wizard',
          "You may choose not to untap this creature during your untap step.\n{1}{U}, {T}: Target creature you control other than this creature has shroud for as long as this creature remains tapped. (It can't be the target of spells or abilities.)",
          '1/1',
        ),
      ),
    ).toHaveLength(1);
  });
});
