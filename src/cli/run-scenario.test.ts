import { describe, expect, it } from 'vitest';
import { MAX_INPUT_BYTES, runScenarioCli } from './run-scenario';
import { openLinkPayload } from '../scenario/link/open-payload';
import { payloadOf } from '../scenario/link/codec';

function run(args: string[], files: Record<string, string>) {
  let out = '';
  let err = '';
  const code = runScenarioCli(args, {
    readFile: (p, maxBytes) => {
      if (!(p in files)) throw new Error('ENOENT: no such file');
      const text = files[p] as string;
      if (Buffer.byteLength(text) > maxBytes) throw new Error(`larger than ${maxBytes} bytes`);
      return text;
    },
    stdout: (s) => {
      out += s;
    },
    stderr: (s) => {
      err += s;
    },
  });
  return { code, out, err };
}

/** The example from DESIGN.md (with three lesson steps, one per script action). */
const DESIGN_EXAMPLE = JSON.stringify({
  format: 'stackyard/scenario@1',
  title: 'Volute falls off',
  turn: { number: 3, active: 'p1', phase: 'main1' },
  players: {
    p1: {
      life: 20,
      manaPool: '',
      battlefield: ['Island', { id: 'vol', card: 'Spellweaver Volute', attachedTo: 'bolt' }],
      hand: ['Divination'],
      graveyard: [],
      exile: [],
      library: ['Island'],
    },
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
    expect(summary.players.p1.battlefield[1]).toMatchObject({
      name: 'Spellweaver Volute',
      id: 'vol',
      attachedTo: 'Lightning Bolt',
      copy: false,
      token: false,
    });
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
    expect(summary.stack.map((s: { name: string }) => s.name)).toEqual([
      'Divination',
      'Spellweaver Volute (ability)',
      'Lightning Bolt',
    ]);
    expect(summary.stack[2].copy).toBe(true);
    expect(summary.pendingDecision).toMatchObject({ player: 'p1', kind: 'chooseObjects' });
    expect(summary.log.some((l: { rule: string }) => l.rule === '707.12')).toBe(true);
  });
  it('an invalid file: problems on stderr with their paths, exit 1, nothing on stdout', () => {
    const r = run(['bad.json'], {
      'bad.json': '{"format":"stackyard/scenario@1","players":{"p1":{"hand":["Lightnig Bolt"]}}}',
    });
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

  it('unknown options, extra arguments and a flag without its value are errors, with the usage', () => {
    const files = { 'ex.json': DESIGN_EXAMPLE, 'b.json': DESIGN_EXAMPLE };
    const cases: [string[], RegExp][] = [
      [['ex.json', '--lnk'], /^unknown option --lnk/],
      [['ex.json', '--linkk'], /^unknown option --linkk \(did you mean --link\?\)/],
      [['ex.json', 'b.json'], /^one scenario file at a time; also given: "b\.json"/],
      [['ex.json', '--link', '--base'], /^--base needs a value: --base URL/],
      [['ex.json', '--link', '--link'], /^--link is given twice/],
      [['ex.json', '--link=yes'], /^--link takes no value/],
      [['ex.json', '--base', 'https://x.example/'], /^--base is only used with --link/],
      [[], /^no scenario file given/],
    ];
    for (const [args, message] of cases) {
      const r = run(args, files);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.out).toBe('');
      expect(r.err).toMatch(message);
      expect(r.err).toContain('usage: npm run -s scenario -- FILE.json|PUZZLE.pzl|- [options]');
      expect(r.err).toContain('--base URL');
    }
  });

  it('--base accepts only http and https URLs', () => {
    for (const base of [
      'javascript:alert(1)//',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      'not a url',
      '//host/',
    ]) {
      const r = run(['ex.json', '--link', '--base', base], { 'ex.json': DESIGN_EXAMPLE });
      expect(r.code, base).toBe(2);
      expect(r.out).toBe('');
      expect(r.err).toMatch(/^--base: ".*" is not (an http or https URL|a URL)/);
    }
    const ok = run(['ex.json', '--link', '--base=http://127.0.0.1:8080/app/'], { 'ex.json': DESIGN_EXAMPLE });
    expect(ok.code).toBe(0);
    expect(ok.out).toMatch(/^http:\/\/127\.0\.0\.1:8080\/app\/#s=\d/);
  });

  it('an input past the byte cap is refused without reading it whole', () => {
    const r = run(['big.json'], { 'big.json': `{"title":"${'x'.repeat(MAX_INPUT_BYTES)}"}` });
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^cannot read big\.json: larger than 6000000 bytes/);
  });
  it('a loop stopped by "advance" is said on stderr, where and with the choices (CR 104.4b)', () => {
    const echo = {
      name: 'Life Echo',
      mana_cost: '{1}{W}',
      type_line: 'Enchantment',
      oracle_text: 'Whenever an opponent gains life, you gain 1 life.',
      layout: 'normal',
    };
    const salve = {
      name: 'Small Salve',
      mana_cost: '{0}',
      type_line: 'Instant',
      oracle_text: 'You gain 1 life.',
      layout: 'normal',
    };
    const doc = JSON.stringify({
      format: 'stackyard/scenario@1',
      turn: { number: 3, active: 'p1', phase: 'main1' },
      cards: [echo, salve],
      players: { p1: { battlefield: ['Life Echo'], hand: ['Small Salve'] }, p2: { battlefield: ['Life Echo'] } },
      script: [{ cast: 'Small Salve' }, { advance: 'next-turn' }],
    });
    const r = run(['loop.json'], { 'loop.json': doc });
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/note: Stopped after 500 passes in turn 3, the precombat main phase/);
    expect(r.err).toMatch(/declareDraw/);
  });
});

/** A "win this turn" Forge puzzle: Lightning Bolt for the opponent's last 3 life; no library for p2. */
const BOLT_PUZZLE = `[metadata]
Name:Runner test - Bolt for the win
Goal:Win
Turns:1
[state]
turn=1
activeplayer=human
activephase=MAIN1
humanlife=20
ailife=3
humanhand=Lightning Bolt
humanlibrary=Mountain;Mountain
humanbattlefield=Mountain
ailibrary=
`;

describe('the runner and puzzle goals', () => {
  it('a puzzle\'s summary carries its goal: "Win by the end of turn 1", open at the start', () => {
    const r = run(['bolt.pzl'], { 'bolt.pzl': BOLT_PUZZLE });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).goal).toEqual({
      description: 'Win by the end of turn 1',
      status: 'open',
      reason: 'make the opponent lose by the end of turn 1',
    });
  });

  it('--script plays steps after the puzzle: Lightning Bolt to the opponent solves it (0 life, CR 704.5a)', () => {
    const steps = JSON.stringify([{ cast: 'Lightning Bolt', targets: ['p2'] }, { pass: true }]);
    const r = run(['bolt.pzl', '--script', 'steps.json'], { 'bolt.pzl': BOLT_PUZZLE, 'steps.json': steps });
    expect(r.err).not.toMatch(/failed/);
    expect(r.code).toBe(0);
    const summary = JSON.parse(r.out);
    expect(summary.players.p2.life).toBe(0);
    expect(summary.goal).toMatchObject({ status: 'solved' });
  });

  it('--script: passing the turn fails the goal for good, though the opponent then loses drawing from an empty library', () => {
    const r = run(['bolt.pzl', '--script', 'steps.json'], {
      'bolt.pzl': BOLT_PUZZLE,
      'steps.json': JSON.stringify([{ advance: 'next-turn' }]),
    });
    const summary = JSON.parse(r.out);
    expect(summary.gameOver?.losers).toEqual(['p2']);
    expect(summary.goal).toEqual({
      description: 'Win by the end of turn 1',
      status: 'failed',
      reason: 'turn 1 ended and the opponent had not lost',
    });
  });

  it("--script steps come after a scenario's own script; a failing one is named as a --script step", () => {
    const r = run(['ex.json', '--script', 's.json'], {
      'ex.json': JSON.stringify({ ...JSON.parse(DESIGN_EXAMPLE), script: [{ advance: 'end' }] }),
      's.json': JSON.stringify([{ cast: 'Divination' }]),
    });
    expect(r.code).toBe(1);
    expect(JSON.parse(r.out).turn.phase).toBe('end');
    expect(r.err).toMatch(/^--script step 1 \(\{"cast":"Divination"\}\) failed/m);
    expect(JSON.parse(r.out).goal).toBeUndefined();
  });

  it('--script must be a JSON array of script steps', () => {
    const notArray = run(['bolt.pzl', '--script', 's.json'], { 'bolt.pzl': BOLT_PUZZLE, 's.json': '{"pass":true}' });
    expect(notArray.code).toBe(1);
    expect(notArray.err).toMatch(/the --script file s\.json is not a JSON array of script steps/);
    const badStep = run(['bolt.pzl', '--script', 's.json'], { 'bolt.pzl': BOLT_PUZZLE, 's.json': '[{"pas":true}]' });
    expect(badStep.code).toBe(1);
    expect(badStep.err).toMatch(/\[0\]/);
    expect(run(['bolt.pzl', '--script', 'none.json'], { 'bolt.pzl': BOLT_PUZZLE }).err).toMatch(
      /cannot read the --script file none\.json/,
    );
  });
});
