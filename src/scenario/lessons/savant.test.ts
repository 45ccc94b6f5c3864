// Arcane Savant's rulings as lessons, replayed through open() and replay().
import { describe, expect, it } from 'vitest';
import { engine } from '../pool';
import { playLesson, type PlayedLesson } from './lesson-kit';
import { getObject } from '../../engine';

const castCopies = (l: PlayedLesson) => l.find('SpellCast', '601.2i').filter((e) => e.copy);

describe('lessons: Arcane Savant', () => {
  it('savant-several-savants: each Savant in the deck may exile one drafted instant or sorcery (CR 103.2, 607.2n)', () => {
    const l = playLesson('savant-several-savants');
    expect(l.replay.error).toBeNull();
    const start = l.stateAfter(-1);
    const d = start.pendingDecision;
    expect(d?.rule).toBe('103.2');
    // Lightning Bolt and Divination are offered; Grizzly Bears is not an instant or sorcery.
    expect(d?.candidates.map((id) => getObject(start, id)?.def).sort()).toEqual(['Divination', 'Lightning Bolt']);
    expect(l.stateAfter(0).pendingDecision?.rule).toBe('103.2');
    expect(l.find('Revealed', '103.2')).toHaveLength(2);
    expect(l.names('p1', 'exile')).toEqual(['Lightning Bolt', 'Divination']);
    expect(l.names('p1', 'outside')).toEqual(['Grizzly Bears']);
    expect(l.final.links).toHaveLength(2);
    expect(
      l.final.links.every((k) => 'name' in k.linker && k.linker.name === 'Arcane Savant' && k.linker.player === 'p1'),
    ).toBe(true);
    expect(l.final.pendingDecision).toBeNull();
  });

  it('savant-choose-which-copy: with several exiled cards the controller chooses one as the trigger resolves', () => {
    const l = playLesson('savant-choose-which-copy');
    expect(l.replay.error).toBeNull();
    const s = l.stateAfter(2);
    const d = s.pendingDecision;
    expect(d?.kind).toBe('chooseObjects');
    expect([...(d?.candidates ?? [])].sort()).toEqual([l.get('bolt', s).id, l.get('div', s).id].sort());
    const made = l.find('CopyCreated', '707.12', l.eventsOf(3));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ of: l.get('bolt', s).id, zone: 'exile', owner: 'p1' });
    expect(castCopies(l)[0]?.from).toBe('exile');
    expect(l.final.players.p2.life).toBe(17);
    expect(l.names('p1', 'exile')).toEqual(['Lightning Bolt', 'Divination']);
  });

  it("savant-mandatory-additional-cost: Fling's sacrifice must be paid (CR 118.8)", () => {
    const l = playLesson('savant-mandatory-additional-cost');
    expect(l.replay.error).toBeNull();
    const s = l.stateAfter(4);
    const d = s.pendingDecision;
    expect(d?.purpose).toBe('sacrifice');
    expect(d?.rule).toBe('118.8');
    expect([...(d?.candidates ?? [])].sort()).toEqual([l.get('bears', s).id, l.get('Arcane Savant', s).id].sort());
    expect(castCopies(l)).toHaveLength(1);
    expect(castCopies(l)[0]?.from).toBe('exile');
    expect(l.names('p1', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(l.find('LkiUsed', '608.2h', l.eventsOf(6))).toHaveLength(1);
    expect(l.final.players.p2.life).toBe(18);
  });

  it('savant-optional-additional-cost: the kicker may be paid (CR 118.8, 702.33a)', () => {
    const l = playLesson('savant-optional-additional-cost');
    expect(l.replay.error).toBeNull();
    const d = l.stateAfter(3).pendingDecision;
    expect(d?.purpose).toBe('kicker');
    expect(d?.rule).toBe('702.33a');
    const s = l.stateAfter(5);
    const copy = s.stack.map((id) => getObject(s, id)).find((o) => o?.copyOf);
    expect(copy?.spell).toMatchObject({ kicked: true, altCost: 'free' });
    // Five Islands for the Savant, four more for the kicker.
    expect(s.battlefield.filter((id) => getObject(s, id)?.def === 'Island' && getObject(s, id)?.tapped)).toHaveLength(
      9,
    );
    expect(l.final.players.p2.life).toBe(16);
  });

  it('savant-x-is-zero: the copy is cast with X = 0 (CR 107.3b)', () => {
    const l = playLesson('savant-x-is-zero');
    expect(l.replay.error).toBeNull();
    expect(l.find('Note', '107.3b', l.eventsOf(3))).toHaveLength(1);
    const s = l.stateAfter(4);
    const copy = s.stack.map((id) => getObject(s, id)).find((o) => o?.copyOf);
    expect(copy?.spell?.x).toBe(0);
    expect(l.find('CardDrawn')).toHaveLength(0);
    expect(l.names('p1', 'hand')).toEqual([]);
    expect(l.final.players.p1.library).toHaveLength(3);
  });

  it("savant-cast-from-exile: made in exile, cast from exile during the trigger's resolution", () => {
    const l = playLesson('savant-cast-from-exile');
    expect(l.replay.error).toBeNull();
    expect(l.find('CopyCreated', '707.12', l.eventsOf(2))[0]).toMatchObject({ zone: 'exile', owner: 'p1' });
    const asking = l.stateAfter(2);
    expect(asking.pendingDecision?.rule).toBe('608.2g');
    expect(l.stack(asking)).toEqual(['Arcane Savant ability']);
    const cast = castCopies(l);
    expect(cast).toHaveLength(1);
    expect(l.eventsOf(3)).toContain(cast[0]);
    expect(cast[0]?.from).toBe('exile');
    expect(l.stack(l.stateAfter(3))).toEqual(['Divination (copy)']);
    expect(l.names('p1', 'hand')).toEqual(['Island', 'Island']);
  });

  it("savant-panic-outside-combat: Panic's own timing restriction still applies (CR 601.3)", () => {
    const l = playLesson('savant-panic-outside-combat');
    expect(l.replay.error).toBeNull();
    expect(l.find('CopyCreated')).toHaveLength(1);
    expect(l.find('NothingHappened', '601.3', l.eventsOf(2))).toHaveLength(1);
    expect(l.find('CeasedToExist', '704.5e', l.eventsOf(2))).toHaveLength(1);
    expect(castCopies(l)).toHaveLength(0);
    expect(l.final.pendingDecision).toBeNull();
    expect(l.final.effects).toEqual([]);
  });

  it('savant-panic-in-combat: during combat before blockers the copy of Panic can be cast', () => {
    const l = playLesson('savant-panic-in-combat');
    expect(l.replay.error).toBeNull();
    expect(l.stateAfter(0).turn.step).toBe('beginCombat');
    expect(l.find('ZoneChanged', 'sandbox', l.eventsOf(1))).toHaveLength(1);
    expect(castCopies(l)).toHaveLength(1);
    const bears = l.get('bears').id;
    expect(l.stateAfter(5).effects).toEqual([expect.objectContaining({ cant: ['block'], object: bears })]);
    // The Bears really can't block the attacking Giant Spider.
    const attacking = l.stateAfter(6);
    expect(() =>
      engine.perform(attacking, { type: 'block', player: 'p2', blocks: { [bears]: l.get('spider', attacking).id } }),
    ).toThrow(/can't block/);
    expect(l.final.players.p2.life).toBe(18);
  });
});
