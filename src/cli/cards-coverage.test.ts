import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_FILE, SCRYFALL_FIXTURE_FILE } from '../cards/data/test-data';
import { runCardsCli, type CoverageReport } from './cards-coverage';
import { diskPool } from './disk-pool';

function run(args: string[], files: Record<string, string> = {}, withPool = false) {
  let out = '';
  let err = '';
  const code = runCardsCli(args, {
    pool: () => (withPool ? diskPool() : null),
    readFile: (p) => {
      if (p in files) return files[p] as string;
      return readFileSync(p, 'utf8');
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

describe('npm run -s cards -- coverage FILE.json', () => {
  it('prints one JSON document over the shipped catalogue: every card once, the counts adding up', () => {
    const r = run(['coverage', CATALOGUE_FILE]);
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    const report = JSON.parse(r.out) as CoverageReport;
    const source = JSON.parse(readFileSync(CATALOGUE_FILE, 'utf8')) as {
      name: string;
      oracle_text?: string;
      power?: string;
      toughness?: string;
    }[];
    expect(report.total).toBe(386);
    expect(report.cards.map((c) => c.name)).toEqual(source.map((c) => c.name));
    expect(report.full + report.partial + report.none).toBe(report.total);
    expect(report.full).toBe(report.cards.filter((c) => c.status === 'full').length);
    // A vanilla creature (no rules text) is fully enforced: its characteristics are all it has.
    expect(report.cards.find((c) => c.name === 'Craw Wurm')).toEqual({
      name: 'Craw Wurm',
      status: 'full',
      unenforced: [],
    });
    // What is not enforced is quoted from the card: its Oracle text (a paragraph, or one keyword
    // of a keyword line) or a printed P/T the compiler can't read (`*/1+*`).
    for (const card of report.cards) {
      const data = source.find((c) => c.name === card.name);
      const printed = `${(data?.oracle_text ?? '').toLowerCase()}\n${data?.power}/${data?.toughness}`;
      for (const text of card.unenforced) expect(printed).toContain(text.toLowerCase());
      expect(card.status === 'full').toBe(card.unenforced.length === 0);
    }
  });

  it("counts a card whose mana cost can't be paid yet as partial, as the app plays it (half mana {HR})", () => {
    // Hybrid, Phyrexian and snow mana are paid now (CR 107.4e, 107.4f, 107.4h); half mana is still refused (107.4k).
    const golem = {
      name: 'Half Golem',
      mana_cost: '{HR}',
      type_line: 'Artifact Creature — Golem',
      oracle_text: '',
      power: '2',
      toughness: '2',
      layout: 'normal',
    };
    const r = run(['coverage', 'golem.json'], { 'golem.json': JSON.stringify([golem]) });
    expect(r.code).toBe(0);
    const report = JSON.parse(r.out) as CoverageReport;
    expect([report.full, report.partial, report.none]).toEqual([0, 1, 0]);
    expect(report.cards[0]).toEqual({ name: 'Half Golem', status: 'partial', unenforced: ['Mana cost {HR}'] });
  });

  it('counts a card whose mana cost is snow mana as full: {S} is paid with mana from a snow source (Icehide Golem)', () => {
    const golem = {
      name: 'Icehide Golem',
      mana_cost: '{S}',
      type_line: 'Snow Artifact Creature — Golem',
      oracle_text: '({S} can be paid with one mana from a snow source.)',
      power: '2',
      toughness: '2',
      layout: 'normal',
    };
    const r = run(['coverage', 'golem.json'], { 'golem.json': JSON.stringify([golem]) });
    expect(JSON.parse(r.out)).toMatchObject({ full: 1, partial: 0, none: 0 });
  });

  it('reads multi-faced cards through their faces (the front face is the card)', () => {
    const report = JSON.parse(run(['coverage', SCRYFALL_FIXTURE_FILE]).out) as CoverageReport;
    expect(report.cards.map((c) => c.name)).toContain('Delver of Secrets');
    expect(report.cards.find((c) => c.name === 'Hill Giant')?.status).toBe('full');
  });

  it('a bad file is a clear error on stderr and exit code 1; nothing on stdout', () => {
    const bad = run(['coverage', 'bad.json'], { 'bad.json': '[{ "name": "Grizzly Bears", "power": 2 }]' });
    expect(bad).toMatchObject({ code: 1, out: '' });
    expect(bad.err).toContain('[0].power: expected text, got the number 2');
    const broken = run(['coverage', 'broken.json'], { 'broken.json': '[{ "name": ' });
    expect(broken.code).toBe(1);
    expect(broken.err).toMatch(/invalid JSON at line 1, column \d+/);
    const missing = run(['coverage', '/nonexistent/cards.json']);
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/cannot read \/nonexistent\/cards\.json/);
    expect(run([]).code).toBe(2);
    expect(run(['coverage', 'a.json', 'b.json']).code).toBe(2);
    // Without FILE the report covers the offline pool; a checkout without it says how to make it.
    expect(run(['coverage'])).toMatchObject({ code: 1, out: '' });
    expect(run(['coverage']).err).toContain('run npm run cards:pool');
    expect(run(['list', 'x.json']).err).toMatch(/unknown command "list"/);
  });
});

describe('npm run -s cards -- show NAME... (the offline pool)', () => {
  it("resolves any spelling the way the runner does: a card's exact name over a face's, faces, loose spellings with a note", () => {
    const r = run(['show', 'Stream of Life', 'Insectile Aberration', "Lim-Dul's Vault", 'fire/ice'], {}, true);
    expect(r.code).toBe(0);
    const shown = JSON.parse(r.out) as { asked: string; name: string; note?: string; data: { type_line: string } }[];
    expect(shown.map((c) => [c.asked, c.name])).toEqual([
      // The sorcery (1993), not a face of "Infirmary Healer // Stream of Life".
      ['Stream of Life', 'Stream of Life'],
      ['Insectile Aberration', 'Delver of Secrets // Insectile Aberration'],
      ["Lim-Dul's Vault", "Lim-Dûl's Vault"],
      ['fire/ice', 'Fire // Ice'],
    ]);
    expect(shown[0]?.data.type_line).toBe('Sorcery');
    expect(shown[2]?.note).toBe('read as "Lim-Dûl\'s Vault" (the spelling differs only in accents or punctuation)');
    expect(shown.map((c) => c.note)).toEqual([undefined, undefined, expect.any(String), undefined]);
    // Each text left as text comes with the compiler's reason, in the same order.
    for (const c of JSON.parse(r.out) as { unenforced: string[]; reasons: string[] }[]) {
      expect(c.reasons).toHaveLength(c.unenforced.length);
      for (const why of c.reasons) expect(why).toMatch(/\w/);
    }
  });

  it('a name the pool lacks exits 1 with the closest real names', () => {
    const r = run(['show', 'Tarmogyof'], {}, true);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.out)).toEqual([{ asked: 'Tarmogyof', found: false, closest: ['Tarmogoyf'] }]);
  });
});
