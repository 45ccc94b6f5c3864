// Spellweaver Volute's rulings as lessons, replayed through open() and replay().
import { describe, expect, it } from 'vitest';
import { playLesson } from './lesson-kit';

describe('lessons: Spellweaver Volute', () => {
  it('volute-copy-cast: the copy is made in the graveyard, cast from there; the card is exiled and the Aura moves', () => {
    const l = playLesson('volute-copy-cast');
    expect(l.replay.error).toBeNull();
    const made = l.find('CopyCreated', '707.12', l.eventsOf(1));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ zone: 'graveyard', owner: 'p1' });
    // The copy sits in p2's graveyard (where Lightning Bolt is) while p1 decides.
    expect(l.names('p2', 'graveyard', l.stateAfter(1))).toEqual(['Lightning Bolt', 'Shock', 'Lightning Bolt (copy)']);
    const cast = l.find('SpellCast', '601.2i', l.eventsOf(3));
    expect(cast).toHaveLength(1);
    expect(cast[0]).toMatchObject({ copy: true, from: 'graveyard', player: 'p1' });
    const s3 = l.stateAfter(3);
    expect(l.stack(s3)).toEqual(['Divination', 'Lightning Bolt (copy)']);
    expect(l.names('p2', 'exile', s3)).toEqual(['Lightning Bolt']);
    expect(l.get('volute', s3).attachedTo).toBe(l.get('shock', s3).id);
    expect(l.find('AuraAttached', '701.3a', l.eventsOf(3))).toHaveLength(1);
    // The copy resolves, goes to p1's graveyard and ceases to exist (704.5e).
    expect(l.stateAfter(4).players.p2.life).toBe(17);
    expect(l.find('CeasedToExist', '704.5e', l.eventsOf(4))).toHaveLength(1);
    expect(l.names('p1', 'graveyard')).toEqual(['Divination']);
    expect(l.names('p1', 'hand')).toEqual(['Island', 'Island']);
  });

  it('volute-copy-not-cast: an uncast copy ceases to exist at the next SBA check; nothing else changes', () => {
    const l = playLesson('volute-copy-not-cast');
    expect(l.replay.error).toBeNull();
    const bolt = l.get('bolt', l.stateAfter(-1)).id;
    const gone = l.find('CeasedToExist', '704.5e', l.eventsOf(2));
    expect(gone).toHaveLength(1);
    expect(gone[0]?.zone).toBe('graveyard');
    expect(l.find('StateBasedAction', '704.5e', l.eventsOf(2))).toHaveLength(1);
    expect(l.find('SpellCast').filter((e) => e.copy)).toHaveLength(0);
    expect(l.names('p2', 'graveyard')).toEqual(['Lightning Bolt', 'Shock']);
    expect(l.names('p2', 'exile')).toEqual([]);
    // Same Lightning Bolt object, still enchanted.
    expect(l.get('bolt').id).toBe(bolt);
    expect(l.get('volute').attachedTo).toBe(bolt);
    expect(l.final.players.p2.life).toBe(20);
  });

  it('volute-nothing-to-attach: no other instant card, so the Volute is attached to nothing and 704.5m removes it', () => {
    const l = playLesson('volute-nothing-to-attach');
    expect(l.replay.error).toBeNull();
    const s3 = l.eventsOf(3);
    expect(l.find('NothingHappened', '701.3b', s3)).toHaveLength(1);
    expect(l.find('StateBasedAction', '704.5m', s3)).toHaveLength(1);
    expect(l.find('AuraAttached', undefined, s3)).toHaveLength(0);
    expect(l.names('p1', 'graveyard', l.stateAfter(3))).toEqual(['Spellweaver Volute']);
    expect(l.names('p2', 'exile')).toEqual(['Lightning Bolt']);
    expect(l.names('p2', 'graveyard')).toEqual(['Lava Axe']);
    expect(l.final.players.p2.life).toBe(17);
  });

  it("volute-leaves-first: the Volute's last existence names the card, which is copied from its LKI", () => {
    const l = playLesson('volute-leaves-first');
    expect(l.replay.error).toBeNull();
    const volute = l.get('volute', l.stateAfter(-1)).id;
    const bolt = l.get('bolt', l.stateAfter(-1)).id;
    expect(l.get('volute', l.stateAfter(2)).zone).toBe('graveyard');
    expect(l.get('bolt', l.stateAfter(4)).zone).toBe('exile');
    const lki = l.find('LkiUsed', '608.2h', l.eventsOf(5));
    expect(lki.map((e) => e.objectId)).toEqual([volute, bolt]);
    expect(lki[0]?.snapshot.object.attachedTo).toBe(bolt);
    const made = l.find('CopyCreated', '707.12', l.eventsOf(5));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ of: bolt, zone: 'graveyard', owner: 'p1' });
    expect(l.find('SpellCast', '601.2i', l.eventsOf(7))[0]).toMatchObject({ copy: true, from: 'graveyard' });
    // "Exile the enchanted card" and "attach this Aura" find new objects: nothing happens.
    expect(l.find('NothingHappened', '400.7', l.eventsOf(7))).toHaveLength(1);
    expect(l.find('NothingHappened', '701.3b', l.eventsOf(7))).toHaveLength(1);
    expect(l.final.players.p2.life).toBe(17);
    expect(l.names('p1', 'graveyard')).toEqual(['Spellweaver Volute', 'Divination']);
    expect(l.get('volute').attachedTo).toBeNull();
  });

  it('volute-enchants-card-in-graveyard: the Aura is on the battlefield, the card stays in the graveyard', () => {
    const l = playLesson('volute-enchants-card-in-graveyard');
    expect(l.replay.error).toBeNull();
    const start = l.stateAfter(-1);
    const volute = l.get('volute', start);
    const bolt = l.get('bolt', start);
    expect(volute.zone).toBe('battlefield');
    expect(start.players.p1.graveyard).toEqual([]);
    expect(bolt.zone).toBe('graveyard');
    expect(start.battlefield).not.toContain(bolt.id);
    expect(volute.attachedTo).toBe(bolt.id);
    // Disenchant can target the Volute (a permanent) but not the card it enchants.
    const targets = l.castTargets('p2', 'Disenchant', start)[0] ?? [];
    expect(targets).toContain(volute.id);
    expect(targets).not.toContain(bolt.id);
    expect(l.get('volute').zone).toBe('graveyard');
    expect(l.find('ZoneChanged', '701.8')).toHaveLength(1);
    // The card never moved: same object, same zone.
    expect(l.get('bolt').id).toBe(bolt.id);
    expect(l.names('p2', 'graveyard')).toEqual(['Lightning Bolt', 'Disenchant']);
  });

  it('volute-card-exiled-in-response: the Volute falls off; its LKI enchants nothing; no copy', () => {
    const l = playLesson('volute-card-exiled-in-response');
    expect(l.replay.error).toBeNull();
    const volute = l.get('volute', l.stateAfter(-1)).id;
    const s2 = l.eventsOf(2);
    expect(l.find('AuraUnattached', '701.3d', s2)).toHaveLength(1);
    expect(l.find('StateBasedAction', '704.5m', s2)).toHaveLength(1);
    expect(l.get('volute', l.stateAfter(2)).zone).toBe('graveyard');
    const lki = l.find('LkiUsed', '608.2h', l.eventsOf(3));
    expect(lki).toHaveLength(1);
    expect(lki[0]?.objectId).toBe(volute);
    expect(lki[0]?.snapshot.object.attachedTo).toBeNull();
    expect(l.find('NothingHappened', '707.12', l.eventsOf(3))).toHaveLength(1);
    expect(l.find('CopyCreated')).toHaveLength(0);
    expect(l.events.some((e) => e.type === 'DecisionRequested')).toBe(false);
    expect(l.final.players.p2.life).toBe(20);
    expect(l.names('p2', 'exile')).toEqual(['Lightning Bolt']);
  });

  it('volute-targets-and-enchants: as a spell it targets an instant card in a graveyard; it enters enchanting it', () => {
    const l = playLesson('volute-targets-and-enchants');
    expect(l.replay.error).toBeNull();
    const start = l.stateAfter(-1);
    const targets = l.castTargets('p1', 'Spellweaver Volute', start);
    expect(targets).toHaveLength(1);
    expect([...(targets[0] ?? [])].sort()).toEqual([l.get('bolt', start).id, l.get('Shock', start).id].sort());
    expect(l.find('SpellCast', '601.2i', l.eventsOf(0))[0]?.objects).toContain(l.get('bolt', start).id);
    expect(l.find('AuraAttached', '608.3c', l.eventsOf(1))).toHaveLength(1);
    expect(l.get('Spellweaver Volute').zone).toBe('battlefield');
    expect(l.get('Spellweaver Volute').attachedTo).toBe(l.get('bolt').id);
    expect(l.get('bolt').zone).toBe('graveyard');
  });

  it("volute-target-gone: an Aura spell whose target is gone doesn't resolve (CR 608.3b)", () => {
    const l = playLesson('volute-target-gone');
    expect(l.replay.error).toBeNull();
    expect(l.find('DidNotResolve', '608.2b', l.eventsOf(3))).toHaveLength(1);
    const moved = l.find('ZoneChanged', '608.3b', l.eventsOf(3));
    expect(moved).toHaveLength(1);
    expect(moved[0]?.to.zone).toBe('graveyard');
    expect(l.find('AuraAttached')).toHaveLength(0);
    expect(l.names('p1', 'graveyard')).toEqual(['Spellweaver Volute']);
    expect(l.names('p1', 'battlefield')).not.toContain('Spellweaver Volute');
    expect(l.names('p2', 'graveyard')).toContain('Shock');
  });

  it('volute-falls-off-cremate: the enchanted card is exiled, the Volute goes to the graveyard (704.5m)', () => {
    const l = playLesson('volute-falls-off-cremate');
    expect(l.replay.error).toBeNull();
    expect(l.find('AuraUnattached', '701.3d', l.eventsOf(1))).toHaveLength(1);
    expect(l.find('StateBasedAction', '704.5m', l.eventsOf(1))).toHaveLength(1);
    expect(l.find('AuraAttached')).toHaveLength(0);
    expect(l.names('p1', 'graveyard')).toEqual(['Spellweaver Volute']);
    expect(l.names('p2', 'exile')).toEqual(['Lightning Bolt']);
    expect(l.names('p2', 'graveyard')).toEqual(['Shock', 'Cremate']);
  });

  it('volute-falls-off-flashback: casting the card with flashback moves it; the Volute falls off before it resolves', () => {
    const l = playLesson('volute-falls-off-flashback');
    expect(l.replay.error).toBeNull();
    const s0 = l.stateAfter(0);
    expect(l.stack(s0)).toEqual(['Think Twice']);
    expect(l.find('StateBasedAction', '704.5m', l.eventsOf(0))).toHaveLength(1);
    expect(l.names('p1', 'graveyard', s0)).toEqual(['Spellweaver Volute']);
    // Think Twice is an instant: the Volute never triggered.
    expect(l.find('AbilityTriggered')).toHaveLength(0);
    expect(l.find('ZoneChanged', '702.34a', l.eventsOf(1))).toHaveLength(1);
    expect(l.names('p1', 'exile')).toEqual(['Think Twice']);
    expect(l.names('p1', 'hand')).toEqual(['Island']);
  });
});
