import { describe, expect, it } from 'vitest';
import { game } from '../../testing/harness';

const main = { number: 3, active: 'p1' as const, phase: 'main1' as const };
const ogre = { id: 'ogre', proxy: { name: 'Hill Ogre', typeLine: 'Creature — Ogre', power: 5, toughness: 5 } };
const trampler = [
  { id: 'spider', card: 'Giant Spider' },
  { card: 'Rancor', attachedTo: 'spider' },
]; // 4/4 reach, trample
const bears = [
  { id: 'b1', card: 'Grizzly Bears' },
  { id: 'b2', card: 'Grizzly Bears' },
];

function combat(attacker: object[], blockers: object[], blocks: Record<string, string>) {
  const attackerId = (attacker[0] as { id: string }).id;
  return game({ turn: main, players: { p1: { battlefield: attacker }, p2: { battlefield: blockers } } }, [
    { advance: 'declareAttackers' },
    { attack: [attackerId] },
    { block: blocks },
    { pass: true },
  ]);
}

describe('CR 510.1c — a creature blocked by two or more creatures divides its damage as its controller chooses', () => {
  it('the attacking player is asked how much goes to each blocker but the last, which gets the rest', () => {
    const g = combat([ogre], bears, { b1: 'ogre', b2: 'ogre' });
    expect(g.error).toBeNull();
    const d = g.state.pendingDecision;
    expect(d).toMatchObject({ player: 'p1', kind: 'chooseNumber', rule: '510.1c', min: 0, max: 5 });
    g.act({ decide: 2 });
    expect(g.state.pendingDecision).toBeNull();
    // 2 to the first Bears and the remaining 3 to the second: both have lethal damage (704.5g).
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears', 'Grizzly Bears']);
    expect(g.state.players.p2.life).toBe(20);
  });
  it('all of it may go to one blocker, and the other then survives', () => {
    const g = combat([ogre], bears, { b1: 'ogre', b2: 'ogre' });
    g.act({ decide: 5 });
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.names('p2', 'battlefield')).toEqual(['Grizzly Bears']);
    expect(g.get('b2').damage).toBe(0);
  });
  it('an answer outside 0..power is refused citing 510.1c, and the decision stays', () => {
    const g = combat([ogre], bears, { b1: 'ogre', b2: 'ogre' });
    expect(() => g.act({ decide: 6 })).toThrow(/510\.1c/);
    expect(g.state.pendingDecision?.rule).toBe('510.1c');
  });
  it('a creature blocked by one creature without trample assigns it all, with no decision', () => {
    const g = combat([ogre], [bears[0] as object], { b1: 'ogre' });
    expect(g.state.pendingDecision).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.state.players.p2.life).toBe(20);
  });
});

describe('CR 702.19b — trample', () => {
  it('a blocked trampler assigns at least lethal damage to its blocker and may assign the rest to the player', () => {
    const g = combat(trampler, [bears[0] as object], { b1: 'spider' });
    expect(g.state.pendingDecision).toMatchObject({
      player: 'p1',
      kind: 'chooseNumber',
      rule: '702.19b',
      min: 2,
      max: 4,
    });
    g.act({ decide: 2 });
    expect(g.state.players.p2.life).toBe(18);
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
  });
  it('it may also assign everything to the blocker', () => {
    const g = combat(trampler, [bears[0] as object], { b1: 'spider' });
    g.act({ decide: 4 });
    expect(g.state.players.p2.life).toBe(20);
    expect(g.get('b1').zone).toBe('graveyard');
  });
  it('the player gets no damage unless every blocker was assigned lethal damage', () => {
    const g = combat(trampler, bears, { b1: 'spider', b2: 'spider' });
    g.act({ decide: 1 }); // less than lethal to the first Bears: the other 3 must go to the second
    expect(g.state.pendingDecision).toBeNull();
    expect(g.state.players.p2.life).toBe(20);
    expect(g.get('b1').damage).toBe(1);
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
  });
});

describe('CR 509.1 — the declaration of blockers names each blocker and the attacker it blocks', () => {
  it('two blockers on one attacker are each named with it, and the event involves all three', () => {
    const g = combat([ogre], bears, { b1: 'ogre', b2: 'ogre' });
    const ev = g.events.find((e) => e.type === 'BlockersDeclared')!;
    expect(ev.text).toBe('p2 declared blockers: Grizzly Bears blocks Hill Ogre, Grizzly Bears blocks Hill Ogre.');
    expect(new Set(ev.objects)).toEqual(new Set([...Object.keys(ev.blockers), ...Object.values(ev.blockers)]));
    expect(ev.objects).toHaveLength(3);
  });
  it('no blocks: "declared no blockers"', () => {
    const g = combat([ogre], bears, {});
    expect(g.events.find((e) => e.type === 'BlockersDeclared')?.text).toBe('p2 declared no blockers.');
  });
});
