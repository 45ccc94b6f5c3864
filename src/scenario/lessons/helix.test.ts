// Spellweaver Helix's rulings as lessons, replayed through open() and replay().
import { getObject } from '../../engine';
import { describe, expect, it } from 'vitest';
import { playLesson, type PlayedLesson } from './lesson-kit';

/** Copies of cards that were cast (not copies of spells, which are never cast). */
const castCopies = (l: PlayedLesson, step?: number) =>
  l.find('SpellCast', '601.2i', step === undefined ? l.events : l.eventsOf(step)).filter((e) => e.copy);

describe('lessons: Spellweaver Helix', () => {
  it("helix-leaves: the ability uses the Helix's last existence and still copies", () => {
    const l = playLesson('helix-leaves');
    expect(l.replay.error).toBeNull();
    const helix = l.get('helix', l.stateAfter(-1)).id;
    expect(l.get('helix', l.stateAfter(2)).zone).toBe('graveyard');
    const lki = l.find('LkiUsed', '608.2h', l.eventsOf(3));
    expect(lki).toHaveLength(1);
    expect(lki[0]?.objectId).toBe(helix);
    expect(l.stateAfter(3).pendingDecision?.purpose).toBe('copy');
    const made = l.find('CopyCreated', '707.12');
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ of: l.get('div').id, zone: 'exile', owner: 'p1' });
    expect(castCopies(l, 5)).toHaveLength(1);
    expect(l.names('p1', 'hand')).toEqual(['Island', 'Island']);
    expect(l.final.players.p2.life).toBe(15);
  });

  it('helix-imprinted-card-leaves: the other card left exile, so nothing is copied', () => {
    const l = playLesson('helix-imprinted-card-leaves');
    expect(l.replay.error).toBeNull();
    const manual = l.find('ZoneChanged', 'sandbox', l.eventsOf(1));
    expect(manual).toHaveLength(1);
    expect(manual[0]?.manual).toBe(true);
    expect(l.find('NothingHappened', undefined, l.eventsOf(2))).toHaveLength(1);
    expect(l.find('CopyCreated')).toHaveLength(0);
    expect(l.events.some((e) => e.type === 'DecisionRequested')).toBe(false);
    expect(l.names('p1', 'exile')).toEqual(['Lava Axe']);
    expect(l.final.players.p2.life).toBe(15);
  });

  it('helix-cast-during-resolution: the copy is cast while the ability and the triggering spell are on the stack', () => {
    const l = playLesson('helix-cast-during-resolution');
    expect(l.replay.error).toBeNull();
    const asking = l.stateAfter(2);
    expect(asking.pendingDecision?.rule).toBe('608.2g');
    expect(l.stack(asking)).toEqual(['Lava Axe', 'Spellweaver Helix ability']);
    const s3 = l.eventsOf(3);
    const cast = castCopies(l, 3);
    expect(cast).toHaveLength(1);
    expect(cast[0]?.from).toBe('exile');
    // Cast first, then the ability finishes resolving and leaves the stack.
    expect(s3.indexOf(cast[0] as never)).toBeLessThan(s3.findIndex((e) => e.type === 'AbilityResolved'));
    expect(l.stack(l.stateAfter(3))).toEqual(['Lava Axe', 'Divination (copy)']);
    expect(l.names('p1', 'hand', l.stateAfter(4))).toEqual(['Island', 'Island']);
    expect(l.final.players.p2.life).toBe(15);
  });

  it('helix-same-name-one-copy: both imprinted cards match, exactly one copy is made', () => {
    const l = playLesson('helix-same-name-one-copy');
    expect(l.replay.error).toBeNull();
    const start = l.stateAfter(-1);
    // The two Lava Axes in exile are alike in every respect: nobody is asked which one counts.
    expect(l.stateAfter(1).pendingDecision).toMatchObject({
      kind: 'may',
      prompt: expect.stringMatching(/copy the other exiled card/),
    });
    expect(l.find('Note', '608.2d')).toHaveLength(1);
    const made = l.find('CopyCreated', '707.12');
    expect(made).toHaveLength(1);
    expect([l.get('axe1', start).id, l.get('axe2', start).id]).toContain(made[0]?.of);
    expect(l.find('DamageDealt').map((e) => e.amount)).toEqual([5, 5]);
    expect(l.final.players.p2.life).toBe(10);
    expect(l.names('p1', 'exile')).toEqual(['Lava Axe', 'Lava Axe']);
  });

  it("helix-copy-not-cast: a copy that isn't cast ceases to exist (CR 704.5e)", () => {
    const l = playLesson('helix-copy-not-cast');
    expect(l.replay.error).toBeNull();
    expect(l.names('p1', 'exile', l.stateAfter(2))).toEqual(['Lava Axe', 'Divination', 'Divination (copy)']);
    const gone = l.find('CeasedToExist', '704.5e', l.eventsOf(3));
    expect(gone).toHaveLength(1);
    expect(gone[0]?.zone).toBe('exile');
    expect(castCopies(l)).toHaveLength(0);
    expect(l.names('p1', 'exile')).toEqual(['Lava Axe', 'Divination']);
    expect(l.final.players.p2.life).toBe(15);
  });

  it('helix-only-one-imprinted: one target of the imprint left, one card is imprinted, nothing happens', () => {
    const l = playLesson('helix-only-one-imprinted');
    expect(l.replay.error).toBeNull();
    const after = l.stateAfter(5);
    const helix = l.get('Spellweaver Helix', after).id;
    const linked = after.links.filter((k) => 'objectId' in k.linker && k.linker.objectId === helix);
    expect(linked).toHaveLength(1);
    expect(linked[0]?.object).toBe(l.get('axe', after).id);
    expect(l.get('div', after).zone).toBe('exile'); // exiled by Cremate, not linked
    expect(l.find('AbilityTriggered', '603.2', l.eventsOf(6))).toHaveLength(1);
    expect(l.find('NothingHappened', undefined, l.eventsOf(7))).toHaveLength(1);
    expect(l.find('CopyCreated')).toHaveLength(0);
    expect(l.final.players.p2.life).toBe(15);
  });

  it('helix-x-is-zero: a copy cast without paying its mana cost has X = 0 (CR 107.3b)', () => {
    const l = playLesson('helix-x-is-zero');
    expect(l.replay.error).toBeNull();
    expect(l.find('Note', '107.3b', l.eventsOf(3))).toHaveLength(1);
    const copy = l
      .stateAfter(4)
      .stack.map((id) => getObject(l.stateAfter(4), id))
      .find((o) => o?.copyOf);
    expect(copy?.spell?.x).toBe(0);
    expect(copy?.spell?.altCost).toBe('free');
    expect(l.find('DamageDealt').map((e) => e.amount)).toEqual([5]);
    expect(l.final.players.p2.life).toBe(15);
  });

  it("helix-additional-cost: the copy's mandatory additional cost is paid (CR 118.8)", () => {
    const l = playLesson('helix-additional-cost');
    expect(l.replay.error).toBeNull();
    const sacrificed = l.find('ZoneChanged', '701.21', l.eventsOf(4));
    expect(sacrificed).toHaveLength(1);
    expect(sacrificed[0]?.cardId).toBe(l.get('bears').cardId);
    expect(castCopies(l, 4)).toHaveLength(1);
    expect(l.names('p1', 'graveyard')).toContain('Grizzly Bears');
    expect(l.names('p2', 'graveyard')).toEqual(['Giant Spider']);
    expect(l.final.players.p2.life).toBe(15);
  });

  it('helix-cant-cast-prohibited: Meddling Mage forbids the copy (CR 601.3)', () => {
    const l = playLesson('helix-cant-cast-prohibited');
    expect(l.replay.error).toBeNull();
    expect(l.find('CopyCreated')).toHaveLength(1);
    expect(l.find('NothingHappened', '601.3', l.eventsOf(2))).toHaveLength(1);
    expect(l.find('CeasedToExist', '704.5e', l.eventsOf(2))).toHaveLength(1);
    expect(castCopies(l)).toHaveLength(0);
    expect(l.names('p1', 'hand')).toEqual([]);
    expect(l.final.players.p2.life).toBe(15);
  });

  it("helix-cant-cast-no-target: without a legal target the copy can't be cast (CR 601.2c)", () => {
    const l = playLesson('helix-cant-cast-no-target');
    expect(l.replay.error).toBeNull();
    expect(l.find('CopyCreated')).toHaveLength(1);
    expect(l.find('NothingHappened', '601.2c', l.eventsOf(2))).toHaveLength(1);
    expect(l.find('CeasedToExist', '704.5e', l.eventsOf(2))).toHaveLength(1);
    expect(castCopies(l)).toHaveLength(0);
    expect(l.final.players.p2.life).toBe(15);
  });

  it("helix-copy-in-exile: the copy is created in exile (p2's, where the card is), owned by p1, cast from exile", () => {
    const l = playLesson('helix-copy-in-exile');
    expect(l.replay.error).toBeNull();
    const made = l.find('CopyCreated', '707.12', l.eventsOf(2));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ zone: 'exile', owner: 'p1' });
    const copy = getObject(l.stateAfter(2), made[0]?.objectId);
    expect(copy).toMatchObject({ zone: 'exile', zonePlayer: 'p2', owner: 'p1', cardId: null });
    expect(l.names('p2', 'exile', l.stateAfter(2))).toEqual(['Lava Axe', 'Divination', 'Divination (copy)']);
    expect(castCopies(l, 3)[0]).toMatchObject({ from: 'exile', player: 'p1' });
    expect(l.names('p1', 'hand')).toEqual(['Island', 'Island']);
    expect(l.names('p2', 'exile')).toEqual(['Lava Axe', 'Divination']);
  });

  it('helix-both-optional: declining to copy makes nothing; copying but not casting leaves a copy that ceases to exist', () => {
    const l = playLesson('helix-both-optional');
    expect(l.replay.error).toBeNull();
    expect(l.find('CopyCreated', undefined, l.eventsOf(2))).toHaveLength(0);
    expect(l.find('CopyCreated', undefined, l.eventsOf(6))).toHaveLength(1);
    expect(l.find('CeasedToExist', '704.5e', l.eventsOf(7))).toHaveLength(1);
    expect(l.find('CopyCreated')).toHaveLength(1);
    expect(castCopies(l)).toHaveLength(0);
    expect(l.final.players.p2.life).toBe(10);
  });

  it('helix-split-card-name: Battery matches the imprinted Assault // Battery (CR 201.2a, 709.4)', () => {
    const l = playLesson('helix-split-card-name');
    expect(l.replay.error).toBeNull();
    expect(l.stack(l.stateAfter(0))).toEqual(['Battery', 'Spellweaver Helix ability']);
    expect(l.find('AbilityTriggered', '603.2', l.eventsOf(0))).toHaveLength(1);
    expect(l.find('CopyCreated')[0]?.of).toBe(l.get('div').id);
    expect(l.names('p1', 'hand')).toEqual(['Island', 'Island']);
    expect(l.names('p1', 'battlefield')).toContain('Elephant Token (token)'); // CR 111.4: named after its subtype
  });

  it('helix-split-card-copied: the copy of a split card is cast as one half (CR 709.3)', () => {
    const l = playLesson('helix-split-card-copied');
    expect(l.replay.error).toBeNull();
    const d = l.stateAfter(3).pendingDecision;
    expect(d?.rule).toBe('709.3');
    expect(d?.options.map((o) => o.value)).toEqual(['Assault', 'Battery']);
    expect(l.stack(l.stateAfter(5))).toEqual(['Divination', 'Assault (copy)']);
    expect(l.final.players.p2.life).toBe(18);
    expect(l.names('p1', 'hand')).toEqual(['Island', 'Island']);
  });

  it("helix-copy-is-not-a-card: casting the copy doesn't trigger the Helix (CR 108.2, inference)", () => {
    const l = playLesson('helix-copy-is-not-a-card');
    expect(l.replay.error).toBeNull();
    const cast = castCopies(l, 4);
    expect(cast).toHaveLength(1);
    expect(l.find('AbilityTriggered')).toHaveLength(1);
    expect(l.find('AbilityTriggered', undefined, l.eventsOf(4))).toHaveLength(0);
    expect(l.final.players.p2.life).toBe(15);
  });
});
