// The general rulings (mana, {T}, {Q}, X) as lessons: each is replayed through open() and
// replay() and checked against what the ruling and the CR fix.
import { describe, expect, it } from 'vitest';
import { playLesson } from './lesson-kit';

describe('lessons: general rulings', () => {
  it('general-undefined-mana-type: an undefined type of mana is no mana (CR 106.5)', () => {
    const l = playLesson('general-undefined-mana-type');
    expect(l.replay.error).toBeNull();
    expect(l.find('NothingHappened', '106.5', l.eventsOf(0))).toHaveLength(1);
    expect(l.find('NothingHappened', '106.5', l.eventsOf(1))).toHaveLength(1);
    expect(l.find('ManaAdded')).toHaveLength(0);
    expect(l.final.players.p1.manaPool).toEqual({});
    // The abilities were still activated: both lands are tapped (CR 605.2).
    expect(l.get('orchard').tapped).toBe(true);
    expect(l.get('pool').tapped).toBe(true);
  });

  it('general-could-produce: costs are ignored and replacement effects count (CR 106.7)', () => {
    const l = playLesson('general-could-produce');
    expect(l.replay.error).toBeNull();
    const asked = l.stateAfter(0).pendingDecision;
    expect(asked?.rule).toBe('106.7');
    // Red is offered although p2's only red source, the Mountain, is tapped.
    expect(asked?.options.map((o) => o.value)).toEqual(['R', 'G']);
    expect(l.stateAfter(1).players.p1.manaPool).toEqual({ R: 1 });
    expect(l.names('p1', 'battlefield')).toContain('Contamination');
    // Under Contamination the only type is {B}: no choice is asked, {B} is added.
    expect(l.find('DecisionRequested', undefined, l.eventsOf(4))).toHaveLength(0);
    expect(l.find('ManaAdded', undefined, l.eventsOf(4)).map((e) => e.mana)).toEqual([{ B: 1 }]);
    expect(l.final.players.p1.manaPool).toEqual({ B: 1 });
  });

  it('general-tap-for-mana: only activating a {T} mana ability is tapping for mana (CR 106.12)', () => {
    const l = playLesson('general-tap-for-mana');
    expect(l.replay.error).toBeNull();
    const forest = l.get('forest');
    const growth = l.get('Wild Growth');
    expect(forest.tapped).toBe(true);
    const tapped = l.find('Tapped').filter((e) => e.objectId === forest.id);
    expect(tapped).toHaveLength(1);
    expect(tapped[0]?.forMana).toBe(false);
    expect(l.find('AbilityTriggered').some((e) => e.source === growth.id)).toBe(false);
    expect(l.final.players.p2.manaPool).toEqual({});
    // Each Island tapped for mana is doubled by Mana Reflection; Pili-Pala's {Q} ability is not.
    expect(l.find('ReplacementApplied', '106.12b')).toHaveLength(2);
    expect(l.find('ReplacementApplied', undefined, l.eventsOf(3))).toHaveLength(0);
    expect(l.find('Untapped', '107.6', l.eventsOf(3))).toHaveLength(1);
    expect(l.final.players.p1.manaPool).toEqual({ R: 1 });
    expect(l.get('pili').tapped).toBe(false);
  });

  it('general-tapped-for-mana-triggers: trigger only when mana is produced (CR 106.12a, 605.4a)', () => {
    const l = playLesson('general-tapped-for-mana-triggers');
    expect(l.replay.error).toBeNull();
    expect(l.stateAfter(0).players.p1.manaPool).toEqual({ G: 3 });
    expect(l.find('AbilityTriggered', '605.4a', l.eventsOf(0))).toHaveLength(2);
    // Mana abilities don't use the stack.
    expect(l.find('AbilityPutOnStack')).toHaveLength(0);
    expect(l.find('NothingHappened', '106.5', l.eventsOf(1))).toHaveLength(1);
    expect(l.find('AbilityTriggered', undefined, l.eventsOf(1))).toHaveLength(0);
    expect(l.final.players.p1.manaPool).toEqual({ G: 3 });
    expect(l.get('orchard').tapped).toBe(true);
  });

  it('general-mana-replacement-order: the affected player orders the replacements (CR 106.12b, 616.1)', () => {
    const l = playLesson('general-mana-replacement-order');
    expect(l.replay.error).toBeNull();
    const d = l.stateAfter(0).pendingDecision;
    expect(d?.kind).toBe('chooseOrder');
    expect(d?.rule).toBe('616.1');
    expect(d?.player).toBe('p1');
    expect(l.stateAfter(1).players.p1.manaPool).toEqual({ B: 2 });
    expect(l.stateAfter(3).players.p1.manaPool).toEqual({ B: 3 });
    expect(l.find('ReplacementApplied', '106.12b')).toHaveLength(4);
  });

  it("general-x-on-entering: the ETB replacement uses the spell's X; the permanent's own X is 0 (CR 107.3m)", () => {
    const l = playLesson('general-x-on-entering');
    expect(l.replay.error).toBeNull();
    const one = l.get('Endless One', l.stateAfter(1));
    expect(one.zone).toBe('battlefield');
    expect(one.counters['+1/+1']).toBe(4);
    expect(l.find('ReplacementApplied', '107.3m', l.eventsOf(1))).toHaveLength(1);
    // Fling uses the power as it last existed: 4.
    expect(l.stateAfter(3).players.p2.life).toBe(16);
    expect(l.find('LkiUsed', '608.2h', l.eventsOf(2).concat(l.eventsOf(3))).length).toBeGreaterThan(0);
    // Returned without being cast: no spell X, no counters, a 0/0 that dies.
    expect(l.find('CountersAdded', undefined, l.eventsOf(5))).toHaveLength(0);
    expect(l.find('StateBasedAction', '704.5f', l.eventsOf(5))).toHaveLength(1);
    expect(l.names('p1', 'graveyard')).toContain('Endless One');
    expect(l.names('p1', 'battlefield')).not.toContain('Endless One');
  });

  it("general-tap-symbol: a tapped permanent can't pay {T}; a new creature can't use {T} (CR 107.5, 302.6)", () => {
    const l = playLesson('general-tap-symbol');
    expect(l.replay.error).toBeNull();
    const refusal = (key: string, step: number) => {
      const s = l.stateAfter(step);
      return l.abilities('p1', s).find((a) => a.object === l.get(key, s).id)?.reason?.rule ?? null;
    };
    expect(refusal('forest', 0)).toBe('107.5');
    expect(refusal('newcomer', 2)).toBe('302.6');
    expect(refusal('veteran', 2)).toBeNull();
    expect(l.stateAfter(3).players.p1.manaPool).toEqual({ G: 1 });
    // p1's next turn: the newcomer's ability works.
    expect(l.stateAfter(5).turn).toMatchObject({ number: 5, active: 'p1' });
    expect(refusal('newcomer', 5)).toBeNull();
    expect(l.final.players.p1.manaPool).toEqual({ G: 1 });
    expect(l.get('newcomer').tapped).toBe(true);
  });

  it('general-untap-symbol: {Q} needs a tapped permanent, and 302.6 applies (CR 107.6)', () => {
    const l = playLesson('general-untap-symbol');
    expect(l.replay.error).toBeNull();
    // Attacking taps them (CR 508.1f), which readies the {Q} abilities.
    const tapped = l.find('Tapped', undefined, l.eventsOf(1));
    expect(tapped.map((e) => e.objectId).sort()).toEqual(
      [l.get('order', l.stateAfter(1)).id, l.get('pili', l.stateAfter(1)).id].sort(),
    );
    expect(tapped.every((e) => !e.forMana)).toBe(true);
    expect(l.stateAfter(2).players.p2.life).toBe(18);
    const after = l.stateAfter(5);
    expect(l.get('pili', after).tapped).toBe(false);
    expect(after.players.p1.manaPool).toEqual({ W: 1 });
    const reason = (key: string) =>
      l.abilities('p1', after).find((a) => a.object === l.get(key, after).id)?.reason?.rule ?? null;
    expect(reason('pili')).toBe('107.6');
    expect(reason('newpili')).toBe('302.6');
    expect(l.find('Untapped', '107.6')).toHaveLength(2);
    expect(l.get('order').tapped).toBe(false);
    expect(l.get('bears').zone).toBe('battlefield');
  });
});
