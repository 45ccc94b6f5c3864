// Spider-Verse's rulings as lessons, replayed through open() and replay().
import { describe, expect, it } from 'vitest';
import { lessonEntry, playLesson } from './lesson-kit';
import { getObject } from '../../engine';

/** The lesson document without Spider-Verse on p1's battlefield: the control case. */
function withoutSpiderVerse(id: string): unknown {
  const doc = structuredClone(lessonEntry(id).doc) as { players: { p1: { battlefield: unknown[] } } };
  doc.players.p1.battlefield = doc.players.p1.battlefield.filter((e) => e !== 'Spider-Verse');
  return doc;
}

describe('lessons: Spider-Verse', () => {
  it('spider-verse-copy-keeps-x: the copy has the same X (CR 707.10)', () => {
    const l = playLesson('spider-verse-copy-keeps-x');
    expect(l.replay.error).toBeNull();
    expect(l.find('AbilityTriggered', '603.2', l.eventsOf(0))).toHaveLength(1);
    expect(l.find('SpellCopied', '707.10', l.eventsOf(2))).toHaveLength(1);
    const s = l.stateAfter(3);
    const spells = s.stack.map((id) => getObject(s, id));
    expect(spells.map((o) => o?.spell?.x)).toEqual([3, 3]);
    expect(spells[1]?.copyOf).toBe(spells[0]?.id);
    // The copy isn't cast: only the original's SpellCast.
    expect(l.find('SpellCast')).toHaveLength(1);
    expect(l.find('DamageDealt').map((e) => e.amount)).toEqual([3, 3]);
    expect(l.final.players.p2.life).toBe(14);
  });

  it('spider-verse-permanent-copy-token: the copy becomes a token with haste and the same X (CR 608.3f, 400.7a)', () => {
    const l = playLesson('spider-verse-permanent-copy-token');
    expect(l.replay.error).toBeNull();
    const s = l.stateAfter(3);
    const token = s.battlefield.map((id) => getObject(s, id)).find((o) => o?.token);
    expect(token).toMatchObject({ token: true, hasteGranted: true, counters: { '+1/+1': 2 } });
    expect(l.find('ZoneChanged', '608.3f', l.eventsOf(3))).toHaveLength(1);
    // Not "created": no TokenCreated event.
    expect(l.find('TokenCreated')).toHaveLength(0);
    const card = l.get('one', l.stateAfter(4));
    expect(card).toMatchObject({ zone: 'battlefield', token: false, hasteGranted: false, counters: { '+1/+1': 2 } });
    const attackers = l.find('AttackersDeclared', '508.1', l.eventsOf(6));
    expect(attackers[0]?.attackers).toEqual([token?.id]);
    expect(l.final.players.p2.life).toBe(18);
    expect(l.get('one').tapped).toBe(false);
  });

  it('spider-verse-one-spider-one-legend: a Spider and a single non-Spider namesake both stay (CR 704.5j)', () => {
    const l = playLesson('spider-verse-one-spider-one-legend');
    expect(l.replay.error).toBeNull();
    expect(l.final.pendingDecision).toBeNull();
    expect(l.find('StateBasedAction', '704.5j')).toHaveLength(0);
    expect(l.names('p1', 'battlefield').filter((n) => n === 'Spider-Man Noir')).toHaveLength(2);
    expect(l.get('spider').zone).toBe('battlefield');
    expect(l.get('detective').zone).toBe('battlefield');
    // Control: without Spider-Verse the same board asks which one to keep.
    const control = playLesson(
      'spider-verse-one-spider-one-legend',
      withoutSpiderVerse('spider-verse-one-spider-one-legend'),
    );
    expect(control.final.pendingDecision?.rule).toBe('704.5j');
  });

  it('spider-verse-spiders-and-legends: the legend rule applies among the non-Spiders only (CR 704.5j)', () => {
    const l = playLesson('spider-verse-spiders-and-legends');
    expect(l.replay.error).toBeNull();
    const s = l.stateAfter(1);
    const d = s.pendingDecision;
    expect(d?.rule).toBe('704.5j');
    expect([...(d?.candidates ?? [])].sort()).toEqual([l.get('detective1', s).id, l.get('detective2', s).id].sort());
    expect(d?.candidates).not.toContain(l.get('spider', s).id);
    expect(l.find('StateBasedAction', '704.5j', l.eventsOf(2))).toHaveLength(1);
    expect(l.get('spider').zone).toBe('battlefield');
    expect(l.get('detective2').zone).toBe('battlefield');
    expect(l.get('detective1').zone).toBe('graveyard');
  });

  it('spider-verse-once-each-turn-stack: an instance already on the stack does nothing after a copy (CR 603.2h)', () => {
    const l = playLesson('spider-verse-once-each-turn-stack');
    expect(l.replay.error).toBeNull();
    expect(l.stack(l.stateAfter(1))).toEqual([
      'Think Twice',
      'Spider-Verse ability',
      'Think Twice',
      'Spider-Verse ability',
    ]);
    expect(l.find('SpellCopied', '707.10')).toHaveLength(1);
    expect(l.find('NothingHappened', '603.2h', l.eventsOf(6))).toHaveLength(1);
    expect(l.find('DecisionRequested')).toHaveLength(1);
    expect(l.names('p1', 'hand')).toEqual(['Island', 'Island', 'Island']);
    expect(l.names('p1', 'exile')).toEqual(['Think Twice', 'Think Twice']);
    expect(l.final.stack).toEqual([]);
  });

  it("spider-verse-declining-keeps-it: declining doesn't use the turn; copying does (CR 603.2h)", () => {
    const l = playLesson('spider-verse-declining-keeps-it');
    expect(l.replay.error).toBeNull();
    expect(l.find('SpellCopied', undefined, l.eventsOf(2))).toHaveLength(0);
    expect(l.find('AbilityTriggered', '603.2', l.eventsOf(4))).toHaveLength(1);
    expect(l.find('SpellCopied', '707.10', l.eventsOf(6))).toHaveLength(1);
    // Deep Analysis is cast from the graveyard, but Spider-Verse doesn't trigger any more.
    expect(l.find('SpellCast', '601.2i', l.eventsOf(9))[0]?.from).toBe('graveyard');
    expect(l.find('AbilityTriggered', undefined, l.eventsOf(9))).toHaveLength(0);
    expect(l.stack(l.stateAfter(9))).toEqual(['Deep Analysis']);
    expect(l.final.players.p1.life).toBe(17);
    expect(l.names('p1', 'hand')).toHaveLength(5);
  });

  it('spider-verse-copies-volute-copy: a copy cast from a graveyard triggers Spider-Verse; its own copy triggers nothing', () => {
    const l = playLesson('spider-verse-copies-volute-copy');
    expect(l.replay.error).toBeNull();
    const verse = l.get('Spider-Verse').id;
    const verseTriggers = l.find('AbilityTriggered').filter((e) => e.source === verse);
    expect(verseTriggers).toHaveLength(1);
    expect(l.eventsOf(3)).toContain(verseTriggers[0]);
    expect(l.find('SpellCast', '601.2i', l.eventsOf(3))[0]).toMatchObject({ copy: true, from: 'graveyard' });
    expect(l.stack(l.stateAfter(3))).toEqual(['Divination', 'Lightning Bolt (copy)', 'Spider-Verse ability']);
    expect(l.find('SpellCopied', '707.10', l.eventsOf(5))).toHaveLength(1);
    // Two spells were cast in all (Divination and the Volute's copy); Spider-Verse's copy wasn't.
    expect(l.find('SpellCast')).toHaveLength(2);
    expect(l.names('p2', 'graveyard')).toContain('Grizzly Bears');
    expect(l.final.players.p2.life).toBe(17);
    expect(l.get('volute').attachedTo).toBe(l.get('shock').id);
  });
});
