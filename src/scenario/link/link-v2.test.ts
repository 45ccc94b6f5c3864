import lz from 'lz-string';
import { describe, expect, it } from 'vitest';
import leavesFirst from '../lessons/volute/volute-leaves-first.json';
import { restore } from '../pool';
import type { ScenarioDoc } from '../schema';
import { scenarioFileText, openScenarioFile } from '../scenario-file';
import { compact } from './compact';
import { decodePayload, encodePayload, LINK_MIGRATIONS, LINK_VERSION } from './codec';
import { openLinkPayload } from './open-payload';

function doc(): ScenarioDoc {
  const r = restore(leavesFirst);
  if (!r.ok) throw new Error('lesson does not restore');
  const { script: _s, lesson: _l, ...rest } = r.scenario;
  return rest as ScenarioDoc;
}

describe('link version 2: notes and branches', () => {
  it('is the current version, reached from v1 by the named migration "notes-and-branches"', () => {
    expect(LINK_VERSION).toBe('2');
    expect(LINK_MIGRATIONS.map((m) => `${m.from}→${m.to} ${m.name}`)).toEqual(['1→2 notes-and-branches']);
  });

  it('a v1 link (made before notes and branches) still opens, with its actions', () => {
    const d = doc();
    const v1 = `1L${lz.compressToEncodedURIComponent(JSON.stringify({ d: compact(d), a: ['p'] }))}`;
    const opened = openLinkPayload(v1);
    expect(opened.ok).toBe(true);
    if (opened.ok) {
      expect(opened.steps).toHaveLength(1);
      expect(opened.notes).toEqual([]);
      expect(opened.branches).toEqual([]);
    }
  });

  it('carries notes and two branches and opens them again identically', () => {
    const d = doc();
    const branches = [
      {
        name: 'Volute first',
        actions: [{ type: 'pass' as const }],
        notes: [{ step: 1, text: 'Nothing on the stack yet' }],
        cursor: 1,
      },
      { name: 'Empty', actions: [], cursor: 0 },
    ];
    const payload = encodePayload(d, [{ type: 'pass' }], {
      notes: [
        { step: 0, text: 'The board' },
        { step: 1, text: 'Passed' },
      ],
      branches,
    });
    expect(payload.startsWith('2')).toBe(true);
    const opened = openLinkPayload(payload);
    expect(opened.ok).toBe(true);
    if (!opened.ok) return;
    expect(opened.notes).toEqual([
      { step: 0, text: 'The board' },
      { step: 1, text: 'Passed' },
    ]);
    expect(opened.branches.map((b) => [b.name, b.actions, b.notes, b.cursor])).toEqual([
      ['Volute first', [{ type: 'pass' }], [{ step: 1, text: 'Nothing on the stack yet' }], 1],
      ['Empty', [], [], 0],
    ]);
  });

  it('malformed notes or branches in a link are problems with their place, never a crash', () => {
    const d = compact(doc());
    const enc = (v: unknown) => `2L${lz.compressToEncodedURIComponent(JSON.stringify(v))}`;
    expect(decodePayload(enc({ d, n: 'hello' }))).toEqual({
      ok: false,
      problems: [{ path: 'link', message: 'the link is damaged: its notes are not a list' }],
    });
    const longNote = openLinkPayload(enc({ d, n: [[0, 'x'.repeat(501)]] }));
    expect(longNote.ok).toBe(false);
    if (!longNote.ok) expect(longNote.problems[0]?.path).toMatch(/^scenario\.notes\[0\]\.text$/);
    const badBranch = openLinkPayload(enc({ d, b: [{ nm: 'x', a: [{ type: 'c', player: 'p1', object: 'o999' }] }] }));
    expect(badBranch.ok).toBe(false);
    if (!badBranch.ok) expect(badBranch.problems[0]).toMatchObject({ path: 'branches[0].actions[0]' });
  });

  it('files carry notes and branches too', () => {
    const d = doc();
    const text = scenarioFileText(d, [{ type: 'pass' }], {
      notes: [{ step: 1, text: 'Passed' }],
      branches: [{ name: 'Other', actions: [], cursor: 0 }],
    });
    const parsed = JSON.parse(text);
    expect(parsed.notes).toEqual([{ step: 1, text: 'Passed' }]);
    expect(parsed.branches).toEqual([{ name: 'Other', actions: [], cursor: 0 }]);
    const opened = openScenarioFile('x.stackyard.json', text);
    expect(opened.ok).toBe(true);
    if (opened.ok) {
      expect(opened.notes).toEqual([{ step: 1, text: 'Passed' }]);
      expect(opened.branches[0]?.name).toBe('Other');
    }
  });
});
