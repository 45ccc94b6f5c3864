import { describe, expect, it } from 'vitest';
import { importForgePuzzle } from './import-pzl';
import { MAX_PZL_CHARS } from './pzl-sections';
import { importErrors, importOk, LOOKUP } from './test-helpers';

describe('importForgePuzzle: malformed input', () => {
  it('reports a missing [state] section at the last line', () => {
    expect(importErrors('[metadata]\nName:Nothing here\nGoal:Win\n\n')).toEqual([
      'line 3: missing [state] section (reached the end of the input)',
    ]);
  });

  it('reports a missing [state] header where state lines begin', () => {
    expect(importErrors('[metadata]\nName:No header\nhumanlife=20\nhumanhand=Island\n')).toEqual([
      'line 3: missing [state] section ("humanlife=20" looks like a [state] line but no [state] header precedes it)',
    ]);
  });

  it('reports empty input as a missing [state] section', () => {
    expect(importErrors('')).toEqual(['line 1: missing [state] section (reached the end of the input)']);
  });

  it('reports a dangling AttachedTo', () => {
    expect(importErrors('[state]\nhumanbattlefield=Forest|Id:17;Pacifism|AttachedTo:18\n')).toEqual([
      'line 2: p1 battlefield: Pacifism — AttachedTo:18 refers to no card with Id:18',
    ]);
  });

  it('reports a dangling ExiledWith', () => {
    expect(importErrors('[state]\naiexile=Island|ExiledWith:4\n')).toEqual([
      'line 2: p2 exile: Island — ExiledWith:4 refers to no card with Id:4',
    ]);
  });

  it('rejects input over 1,000,000 characters and accepts exactly 1,000,000', () => {
    const base = '[state]\nhumanlife=20\n#';
    const atLimit = base + 'x'.repeat(MAX_PZL_CHARS - base.length);
    expect(atLimit).toHaveLength(1_000_000);
    expect(importForgePuzzle(atLimit, LOOKUP).ok).toBe(true);
    expect(importErrors(`${atLimit}x`)).toEqual(['input is 1,000,001 characters; the limit is 1,000,000']);
  });

  it('reports a [state] line without "="', () => {
    expect(importErrors('[state]\nhumanlife 20\n')).toEqual([
      'line 2: expected key=value in [state], got "humanlife 20"',
    ]);
  });

  it('reports bad numbers, an unknown active player and repeated keys, all at once', () => {
    expect(importErrors('[state]\nhumanlife=lots\nturn=0\nactiveplayer=nobody\nailife=4\np1life=5\n')).toEqual([
      'line 2: humanlife="lots" is not a whole number',
      'line 3: turn="0" is not a turn number (1 or more)',
      'line 4: activeplayer="nobody" is not human or ai',
      'line 6: p1life repeats ailife from line 5',
    ]);
  });

  it('reports card-level mistakes with zone and card', () => {
    expect(
      importErrors(
        '[state]\nhumanbattlefield=|Tapped;Forest|Id:x;Plains|Counters:P1P1;Island|Damage:lots\n' +
          'aibattlefield=Forest|Id:1;Swamp|Id:1;Pacifism|Id:2|AttachedTo:2\n',
      ),
    ).toEqual([
      'line 2: p1 battlefield: card 1 — card "|Tapped" has no name',
      'line 2: p1 battlefield: Forest — Id:x is not a card id (expected a number)',
      'line 2: p1 battlefield: Plains — Counters entry "P1P1" is not KIND=number',
      'line 2: p1 battlefield: Island — Damage:lots is not a number',
      'line 3: p2 battlefield: Swamp — Id:1 is already used by Forest (line 3)',
      'line 3: p2 battlefield: Pacifism — AttachedTo:2 refers to the card itself',
    ]);
  });

  it('still returns warnings with errors', () => {
    const result = importForgePuzzle('[state]\nhumanprecast=Island\naiexile=Island|ExiledWith:4\n', LOOKUP);
    expect(result.ok).toBe(false);
    expect(result.warnings.map((w) => w.kind)).toEqual(['unknown-state-key']);
  });

  it('does not treat a repeated unknown key as an error', () => {
    const { warnings } = importOk('[state]\nhumanprecast=Island\nhumanprecast=Swamp\n');
    expect(warnings).toHaveLength(2);
  });
});

describe('importForgePuzzle: hostile values', () => {
  it('does not accept Object.prototype names as players', () => {
    expect(importErrors('[state]\nactiveplayer=constructor\n')).toEqual([
      'line 2: activeplayer="constructor" is not human or ai',
    ]);
  });

  it('rejects a non-string input instead of throwing', () => {
    const result = importForgePuzzle(42 as unknown as string, LOOKUP);
    expect(result).toEqual({ ok: false, errors: ['input is not text'], warnings: [] });
  });
});
