import { describe, expect, it } from 'vitest';
import { emptyScenario, parseRules, removeScript, setLesson, setLife, setManaPool, setTitle, setTurn } from './board';
import { addCard } from './cards';
import { checkDoc, problemCard } from './check';
import { exileLinkOf, setCastableFrom, setExiledWith } from './links';
import { restore } from '../pool';
import { ctx, ok, playable } from './test-helpers';

describe('editor board setup', () => {
  it('turn, active player, step, life and mana pools; the result restores', () => {
    let doc = emptyScenario();
    doc = ok(setTurn(doc, { number: 4, active: 'p2', phase: 'declareAttackers' }));
    doc = ok(setLife(doc, 'p1', 7));
    doc = ok(setManaPool(doc, 'p2', 'uu g'));
    expect(doc.turn).toEqual({ number: 4, active: 'p2', phase: 'declareAttackers' });
    expect(doc.players.p2.manaPool).toBe('UUG');
    playable(doc);
    expect(setTurn(doc, { number: 0 }).ok).toBe(false);
    expect(setManaPool(doc, 'p1', 'UX').ok).toBe(false);
    expect(setLife(doc, 'p1', 1.5).ok).toBe(false);
  });

  it('title and lesson text; steps follow the script; removing the script keeps the board', () => {
    let doc = ok(addCard(emptyScenario(), 'p1', 'hand', 'Opt'));
    doc = { ...doc, script: [{ cast: 'Opt' }, { pass: true }] };
    doc = setTitle(doc, 'Opt');
    doc = setLesson(doc, { card: 'Opt', ruling: 'Scry, then draw.', rules: parseRules('701.22, CR121.1').rules });
    doc = setLesson(doc, { steps: ['Cast it.'] }, (i) => `step ${i + 1}`);
    expect(doc.lesson).toEqual({
      card: 'Opt',
      ruling: 'Scry, then draw.',
      rules: ['701.22', '121.1'],
      steps: ['Cast it.', 'step 2'],
    });
    playable(doc);
    expect(parseRules('704.5m foo').bad).toEqual(['foo']);
    const plain = removeScript(doc);
    expect(plain.script).toBeUndefined();
    expect(plain.lesson).toEqual({ card: 'Opt', ruling: 'Scry, then draw.', rules: ['701.22', '121.1'] });
    expect(setLesson(setTitle(removeScript(doc), ''), { card: '', ruling: '', rules: [] }).lesson).toBeUndefined();
  });

  it('exiled with an object or with cards named X, and the castable-from permission', () => {
    let doc = ok(addCard(emptyScenario(), 'p1', 'battlefield', 'Spellweaver Helix'));
    doc = ok(addCard(doc, 'p1', 'exile', 'Lightning Bolt'));
    doc = ok(addCard(doc, 'p1', 'exile', 'Shock'));
    const bolt = { player: 'p1', zone: 'exile', index: 0 } as const;
    doc = ok(setExiledWith(doc, bolt, { kind: 'object', at: { player: 'p1', zone: 'battlefield', index: 0 } }));
    doc = ok(setExiledWith(doc, { ...bolt, index: 1 }, { kind: 'name', name: 'Arcane Savant' }));
    expect(doc.players.p1.exile).toEqual([
      { card: 'Lightning Bolt', exiledWith: 'spellweaver-helix' },
      { card: 'Shock', exiledWith: 'Arcane Savant' },
    ]);
    expect(exileLinkOf(doc, bolt)).toEqual({ kind: 'object', at: { player: 'p1', zone: 'battlefield', index: 0 } });
    expect(exileLinkOf(doc, { ...bolt, index: 1 })).toEqual({ kind: 'name', name: 'Arcane Savant' });
    doc = setCastableFrom(doc, bolt, true);
    playable(doc);
    expect(setExiledWith(doc, { player: 'p1', zone: 'battlefield', index: 0 }, { kind: 'name', name: 'X' }).ok).toBe(
      false,
    );
    expect(ok(setExiledWith(doc, bolt, null)).players.p1.exile[0]).toEqual({
      card: 'Lightning Bolt',
      castableFrom: true,
    });
  });

  it('every built-in lesson document passes the editor check with nothing to report', async () => {
    const { LESSONS } = await import('../lessons');
    for (const lesson of LESSONS) {
      const r = restore(lesson.doc);
      if (!r.ok) throw new Error(lesson.id);
      expect(checkDoc(r.scenario, ctx)).toEqual({ problems: [], warnings: [] });
    }
  });

  it('a problem path names its card', () => {
    expect(problemCard('players.p2.graveyard[3].attachedTo')).toEqual({ player: 'p2', zone: 'graveyard', index: 3 });
    expect(problemCard('lesson.steps')).toBeNull();
  });
});
