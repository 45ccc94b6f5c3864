import { describe, expect, it } from 'vitest';
import { runScenarioCli } from './run-scenario';
import { openLinkPayload } from '../scenario/link/open-payload';
import { payloadOf } from '../scenario/link/codec';

function run(args: string[], files: Record<string, string>) {
  let out = '';
  let err = '';
  const code = runScenarioCli(args, {
    readFile: (p) => { if (!(p in files)) throw new Error('ENOENT: no such file'); return files[p] as string; },
    stdout: (s) => { out += s; },
    stderr: (s) => { err += s; },
  });
  return { code, out, err };
}

/** The example from DESIGN.md (with three lesson steps, one per script action). */
const DESIGN_EXAMPLE = JSON.stringify({
  format: 'stackyard/scenario@1',
  title: 'Volute falls off',
  turn: { number: 3, active: 'p1', phase: 'main1' },
  players: {
    p1: { life: 20, manaPool: '', battlefield: ['Island', { id: 'vol', card: 'Spellweaver Volute', attachedTo: 'bolt' }], hand: ['Divination'], graveyard: [], exile: [], library: ['Island'] },
    p2: { life: 20, graveyard: [{ id: 'bolt', card: 'Lightning Bolt' }] },
  },
  script: [{ cast: 'Divination' }, { pass: true }, { decide: true }],
});

describe('the headless runner', () => {
  it('prints the summary of the DESIGN.md example; the cast fails for lack of mana and the step is named', () => {
    const r = run(['ex.json'], { 'ex.json': DESIGN_EXAMPLE });
    // One Island can't pay {2}{U}: step 1 is illegal (CR 601.2h); the summary before it is printed.
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/script step 1 .*cast.*Divination.*601\.2h/);
    const summary = JSON.parse(r.out);
    expect(summary.players.p1.battlefield[1]).toMatchObject({ name: 'Spellweaver Volute', id: 'vol', attachedTo: 'Lightning Bolt', copy: false, token: false });
    expect(summary.turn).toEqual({ number: 3, active: 'p1', phase: 'main1' });
  });
  it('with enough mana the script runs: the copy of Lightning Bolt is offered', () => {
    const doc = JSON.parse(DESIGN_EXAMPLE);
    doc.players.p1.manaPool = 'UUU';
    const r = run(['ex.json'], { 'ex.json': JSON.stringify(doc) });
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const summary = JSON.parse(r.out);
    // The copy is being cast while the Volute's ability is still resolving on the stack (608.2g).
    expect(summary.stack.map((s: { name: string }) => s.name)).toEqual(['Divination', 'Spellweaver Volute (ability)', 'Lightning Bolt']);
    expect(summary.stack[2].copy).toBe(true);
    expect(summary.pendingDecision).toMatchObject({ player: 'p1', kind: 'chooseObjects' });
    expect(summary.log.some((l: { rule: string }) => l.rule === '707.12')).toBe(true);
  });
  it('an invalid file: problems on stderr with their paths, exit 1, nothing on stdout', () => {
    const r = run(['bad.json'], { 'bad.json': '{"format":"stackyard/scenario@1","players":{"p1":{"hand":["Lightnig Bolt"]}}}' });
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toMatch(/players\.p1\.hand\[0\].*Lightning Bolt/);
  });
  it('a missing file and bad usage', () => {
    expect(run(['nope.json'], {}).code).toBe(1);
    expect(run([], {}).code).toBe(2);
  });
  it('--link prints a link that opens the same scenario', () => {
    const r = run(['ex.json', '--link', '--base', 'https://stackyard.example/app/'], { 'ex.json': DESIGN_EXAMPLE });
    expect(r.code).toBe(0);
    expect(r.out.startsWith('https://stackyard.example/app/#s=2')).toBe(true);
    const opened = openLinkPayload(payloadOf(r.out.trim()) ?? '');
    expect(opened.ok).toBe(true);
    if (opened.ok) expect(opened.loaded.doc.title).toBe('Volute falls off');
  });
});
