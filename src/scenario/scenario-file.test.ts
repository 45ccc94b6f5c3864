// Scenario files: the exported shape (one scenario document with `actions`), Forge detection,
// every kind of bad file, and the runner reading a saved moment and printing its link.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runScenarioCli } from '../cli/run-scenario';
import { payloadOf } from './link/codec';
import { openLinkPayload } from './link/open-payload';
import { engine, restore } from './pool';
import { loadScenario } from './build';
import { isForgePuzzle, openScenarioFile, scenarioFileName, scenarioFileText } from './scenario-file';
import lesson from './lessons/volute/copy-cast-from-graveyard.json';

/** The e2e spec drops this same puzzle on the page (one fixture for every test level). */
const PUZZLE = readFileSync(fileURLToPath(new URL('../../e2e/fixtures/volute-savant.pzl', import.meta.url)), 'utf8');

function restoredLesson() {
  const r = restore(lesson);
  if (!r.ok) throw new Error('lesson');
  return r.scenario;
}

function cli(args: string[], files: Record<string, string>) {
  let out = '';
  let err = '';
  const code = runScenarioCli(args, {
    readFile: (p) => files[p] ?? '',
    stdout: (s) => {
      out += s;
    },
    stderr: (s) => {
      err += s;
    },
  });
  return { code, out, err };
}

describe('the file shape', () => {
  it('is the scenario document plus the engine actions taken so far; opening it reaches the same state', () => {
    const doc = restoredLesson();
    const moves = [{ type: 'pass' as const }];
    const text = scenarioFileText(doc, moves);
    const parsed = JSON.parse(text) as Record<string, unknown>;
    expect(Object.keys(parsed)).toEqual([...Object.keys(doc).filter((k) => k !== 'actions'), 'actions']);
    expect(parsed.actions).toEqual(moves);
    expect(scenarioFileText(doc, [])).not.toContain('"actions"');
    const again = openScenarioFile('volute.stackyard.json', text);
    expect(again.ok && again.steps.length).toBe(1);
    expect(again.ok && again.loaded.doc).not.toHaveProperty('actions');
  });

  it('names files after the title', () => {
    expect(scenarioFileName('Volute: the copy is cast!')).toBe('volute-the-copy-is-cast.stackyard.json');
    expect(scenarioFileName(undefined)).toBe('scenario.stackyard.json');
    expect(scenarioFileName('<script>')).toBe('script.stackyard.json');
  });

  it('tells Forge puzzles from scenario JSON by the name, else by the text', () => {
    expect(isForgePuzzle('a.pzl', '{}')).toBe(true);
    expect(isForgePuzzle('a.json', '[state]')).toBe(false);
    expect(isForgePuzzle('pasted text', PUZZLE)).toBe(true);
    expect(isForgePuzzle('pasted text', JSON.stringify(lesson))).toBe(false);
  });
});

describe('Forge puzzles through the file opener', () => {
  it('imports the e2e puzzle: attachments, exiled-with link, a proxy, and warnings for what is not modelled', () => {
    const opened = openScenarioFile('volute-savant.pzl', PUZZLE);
    if (!opened.ok) throw new Error(JSON.stringify(opened.problems));
    expect(opened.kind).toBe('forge');
    const p1 = opened.loaded.doc.players.p1;
    expect(p1.battlefield).toContainEqual({ card: 'Spellweaver Volute', id: 'f5', attachedTo: 'f12' });
    expect(p1.exile).toEqual([{ card: 'Shock', exiledWith: 'f7' }]);
    expect(opened.loaded.doc.players.p2.battlefield[1]).toMatchObject({ proxy: { name: 'Stackyard Testwarden' } });
    const notes = opened.importWarnings.map((w) => `${w.path} ${w.message}`);
    expect(notes).toContainEqual(
      ' Modifiers not modelled — FaceDown: a face-down card outside the battlefield (CR 708) is not modelled: it is face up; on Shock — p1 exile, line 20',
    );
    expect(notes.some((n) => n.includes('"Stackyard Testwarden"'))).toBe(true);
    expect(opened.warnings).toEqual([]); // the gallery group in lesson.card is not reported as an unknown card
  });

  it('a broken puzzle is refused with its lines', () => {
    const opened = openScenarioFile('x.pzl', '[state]\nhumanlife=lots\nhumanbattlefield=Pacifism|AttachedTo:9\n');
    expect(opened.ok).toBe(false);
    if (!opened.ok) expect(opened.problems.map((p) => p.path)).toEqual(expect.arrayContaining(['line 2', 'line 3']));
  });
});

describe('bad files', () => {
  it.each([
    ['empty', '', /empty/],
    ['too large', ' '.repeat(2_000_001), /too large/],
    ['not JSON', '{ "format": ', /invalid JSON/],
    ['an array', '[]', /JSON object/],
    ['a newer format', '{"format":"stackyard/scenario@7"}', /newer|unknown|format/],
    ['a hostile key', '{"format":"stackyard/scenario@1","__proto__":{"x":1}}', /__proto__/],
    ['an unknown action', '{"format":"stackyard/scenario@1","actions":[{"type":"explode"}]}', /actions\[0\]/],
  ])('%s', (_kind, text, expected) => {
    const opened = openScenarioFile('bad.json', text);
    expect(opened.ok).toBe(false);
    if (!opened.ok) expect(opened.problems.map((p) => `${p.path} ${p.message}`).join('\n')).toMatch(expected);
  });
});

describe('pasted text that is neither a puzzle nor a scenario', () => {
  it('names both kinds and what each looks like, not a JSON syntax error (a new user pasted a card list)', () => {
    const opened = openScenarioFile('pasted text', '4 Lightning Bolt\n20 Mountain');
    expect(opened.ok).toBe(false);
    if (opened.ok) return;
    expect(opened.problems).toHaveLength(1);
    const [problem] = opened.problems;
    expect(problem?.message).toBe('this is neither a Forge puzzle nor a Stackyard scenario file');
    expect(problem?.suggestion).toMatch(/\[metadata\].*\[state\]/);
    expect(problem?.suggestion).toMatch(/JSON beginning with "\{"/);
  });

  it('text that begins as JSON still gets its syntax error with the position; so does a .json file', () => {
    const pasted = openScenarioFile('pasted text', '{ "format": ');
    expect(!pasted.ok && pasted.problems[0]?.message).toMatch(/^invalid JSON at line 1/);
    const file = openScenarioFile('board.json', 'hello');
    expect(!file.ok && file.problems[0]?.message).toMatch(/^invalid JSON at line 1, column 1/);
  });
});

describe('the runner and saved moments', () => {
  it("replays a file's actions and prints a link that opens at the same moment", () => {
    // Two engine actions: cast Divination, then pass (the Volute's trigger resolves and asks).
    const doc = restoredLesson();
    const loaded = loadScenario(doc, engine);
    if (!loaded.ok) throw new Error('build');
    const divination = loaded.loaded.initial.players.p1.hand[0] as string;
    const actions = [{ type: 'cast' as const, player: 'p1' as const, object: divination }, { type: 'pass' as const }];
    const file = scenarioFileText(doc, actions);
    const summary = cli(['saved.json'], { 'saved.json': file });
    expect(summary.code).toBe(0);
    expect(JSON.parse(summary.out).pendingDecision).toMatchObject({ player: 'p1' });
    const link = cli(['saved.json', '--link', '--base', 'http://localhost:4173/'], { 'saved.json': file });
    expect(link.code).toBe(0);
    const opened = openLinkPayload(payloadOf(link.out.trim()) ?? '');
    if (!opened.ok) throw new Error(JSON.stringify(opened.problems));
    expect(opened.steps).toHaveLength(2);
    const fromFile = openScenarioFile('saved.json', file);
    expect(fromFile.ok && JSON.stringify(fromFile.steps.at(-1)?.state)).toBe(
      JSON.stringify(opened.steps.at(-1)?.state),
    );
  });
});
