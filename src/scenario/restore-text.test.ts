import { describe, expect, it } from 'vitest';
import { MAX_TEXT_LENGTH, restoreScenario, restoreScenarioText, type RestoreResult } from './restore';
import { POOL, designExample } from './test-fixtures';

function problemsOf(result: RestoreResult) {
  if (result.ok) throw new Error('expected problems');
  return result.problems;
}

describe('restoreScenarioText', () => {
  it('restores a valid document from text, like restoreScenario', () => {
    const text = JSON.stringify(designExample(), null, 2);
    expect(restoreScenarioText(text, POOL)).toStrictEqual(restoreScenario(designExample(), POOL));
    expect(restoreScenarioText(`\uFEFF${text}`, POOL).ok).toBe(true);
  });

  it('reports truncated JSON with its line and column', () => {
    const text = JSON.stringify(designExample(), null, 2);
    const cut = text.slice(0, text.indexOf('"Divination"') + 5);
    const line = cut.split('\n').length;
    const column = cut.length - cut.lastIndexOf('\n');
    expect(problemsOf(restoreScenarioText(cut, POOL))).toEqual([
      { path: '', message: `invalid JSON at line ${line}, column ${column}: a string is not closed` },
    ]);
    expect(problemsOf(restoreScenarioText('{"format": "stackyard/scenario@1",\n  "players": {', POOL))).toEqual([
      { path: '', message: 'invalid JSON at line 2, column 15: the text ends before the document is complete' },
    ]);
  });

  it('reports a trailing comma and other syntax errors with their position', () => {
    expect(problemsOf(restoreScenarioText('{"format": "stackyard/scenario@1",}', POOL))).toEqual([
      {
        path: '',
        message: 'invalid JSON at line 1, column 35: expected a key in double quotes but found "}" (a trailing comma?)',
      },
    ]);
    expect(problemsOf(restoreScenarioText("{'format': 1}", POOL))).toEqual([
      {
        path: '',
        message: `invalid JSON at line 1, column 2: expected a key in double quotes but found "'" (JSON strings use double quotes)`,
      },
    ]);
    expect(problemsOf(restoreScenarioText('', POOL))).toEqual([
      { path: '', message: 'invalid JSON at line 1, column 1: the text is empty' },
    ]);
  });

  it('refuses 10,000 levels of nesting with a clear message and no stack overflow', () => {
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    expect(problemsOf(restoreScenarioText(deep, POOL))).toEqual([
      { path: '', message: 'the document is nested more than 64 levels deep (at line 1, column 65)' },
    ]);
    // 44 characters, then the outer object's 63 nested '{"a":' (5 characters each); the next "{" is level 65.
    const prefix = '{"format": "stackyard/scenario@1", "title": ';
    const deepInside = `${prefix}${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}}`;
    expect(prefix.length + 63 * 5 + 1).toBe(360);
    expect(problemsOf(restoreScenarioText(deepInside, POOL))).toEqual([
      { path: '', message: 'the document is nested more than 64 levels deep (at line 1, column 360)' },
    ]);
  });

  it('refuses oversized text before parsing it', () => {
    const big = `{"format": "stackyard/scenario@1", "description": "${'x'.repeat(MAX_TEXT_LENGTH)}"}`;
    expect(problemsOf(restoreScenarioText(big, POOL))).toEqual([
      { path: '', message: 'the text is too large: 2,000,053 characters, at most 2,000,000' },
    ]);
  });

  it('reports "__proto__" and "constructor" keys at their place and keeps Object.prototype clean', () => {
    const text = `{"format": "stackyard/scenario@1", "__proto__": {"polluted": true},
      "players": {"p1": {"hand": [{"card": "Island", "constructor": {"prototype": {"polluted": true}}}]}}}`;
    expect(problemsOf(restoreScenarioText(text, POOL))).toEqual([
      { path: '', message: 'forbidden key "__proto__"', suggestion: 'remove it' },
      { path: 'players.p1.hand[0]', message: 'forbidden key "constructor"', suggestion: 'remove it' },
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('reports "prototype" and an own "__proto__" key in a parsed value', () => {
    const parsed: unknown = JSON.parse(
      '{"format": "stackyard/scenario@1", "players": {"p2": {"__proto__": [], "prototype": 1}}}',
    );
    expect(problemsOf(restoreScenario(parsed, POOL))).toEqual([
      { path: 'players.p2', message: 'forbidden key "__proto__"', suggestion: 'remove it' },
      { path: 'players.p2', message: 'forbidden key "prototype"', suggestion: 'remove it' },
    ]);
  });

  it('reports duplicate keys, which JSON.parse would resolve silently, along with other problems', () => {
    const text =
      '{"format": "stackyard/scenario@1", "players": {"p1": {"hand": ["Island"], "hand": ["Lightnig Bolt"]}}}';
    expect(problemsOf(restoreScenarioText(text, POOL))).toEqual([
      { path: 'players.p1', message: 'duplicate key "hand"', suggestion: 'keep only one of them' },
      {
        path: 'players.p1.hand[0]',
        message: 'unknown card "Lightnig Bolt"',
        suggestion: 'did you mean "Lightning Bolt"?',
      },
    ]);
  });

  it('refuses a wrong or newer format version', () => {
    const withFormat = (format: unknown) => JSON.stringify({ ...designExample(), format });
    expect(problemsOf(restoreScenarioText(withFormat('stackyard/scenario@9'), POOL))).toEqual([
      {
        path: 'format',
        message: 'format "stackyard/scenario@9" is newer than this app understands (stackyard/scenario@1)',
        suggestion: 'open it in a newer version of Stackyard',
      },
    ]);
    expect(problemsOf(restoreScenarioText(withFormat('excalidraw'), POOL))).toEqual([
      { path: 'format', message: 'unknown format "excalidraw"; expected "stackyard/scenario@1"' },
    ]);
    expect(problemsOf(restoreScenarioText(withFormat(1), POOL))).toEqual([
      {
        path: 'format',
        message: '"format" must be text such as "stackyard/scenario@1"',
        suggestion: 'set "format": "stackyard/scenario@1"',
      },
    ]);
    expect(problemsOf(restoreScenarioText('{"players": {}}', POOL))).toEqual([
      { path: 'format', message: 'missing "format"', suggestion: 'set "format": "stackyard/scenario@1"' },
    ]);
  });

  it('migrates an older format and says so in a warning', () => {
    const old = '{"format": "stackyard/scenario@0", "p1": {"hand": ["island"]}, "p2": {"life": 7}}';
    const result = restoreScenarioText(old, POOL);
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.scenario.format).toBe('stackyard/scenario@1');
    expect(result.scenario.players.p1.hand).toEqual(['Island']);
    expect(result.scenario.players.p2.life).toBe(7);
    expect(result.warnings).toEqual([
      { path: 'format', message: 'migrated from an older format (players-under-players)' },
    ]);
  });
});
