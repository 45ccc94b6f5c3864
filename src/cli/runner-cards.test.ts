// The runner with real cards: names outside the pool resolve through `--cards` and the offline
// catalogue read from disk; the summary gives types, and creatures' power, toughness and damage.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCRYFALL_FIXTURE_FILE, sharedReference } from '../cards/data/test-data';
import { diskPool } from './disk-pool';
import { runScenarioCli } from './run-scenario';

function run(args: string[], files: Record<string, string> = {}, withPool = true) {
  let out = '';
  let err = '';
  const code = runScenarioCli(args, {
    readFile: (p) => {
      if (p in files) return files[p] as string;
      if (p === 'cards.json') return readFileSync(SCRYFALL_FIXTURE_FILE, 'utf8');
      if (p.endsWith('.pzl')) return readFileSync(p, 'utf8');
      throw new Error('ENOENT: no such file');
    },
    catalogue: () => (withPool ? diskPool()?.source : undefined),
    stdout: (s) => {
      out += s;
    },
    stderr: (s) => {
      err += s;
    },
  });
  return { code, out, err, summary: out ? JSON.parse(out) : null };
}

const scenario = (players: object, script: object[] = [], extra: object = {}) =>
  JSON.stringify({
    format: 'stackyard/scenario@1',
    turn: { number: 3, active: 'p1', phase: 'main1' },
    players,
    script,
    ...extra,
  });

describe('the runner plays real cards', () => {
  it('catalogue creatures fight: the blocker keeps its damage, the attacker dies, lands say they are lands', () => {
    // Gray Ogre (2/2) attacks; Ironroot Treefolk (3/5) blocks. Each deals damage equal to its
    // power (CR 510.1a): the Ogre has lethal damage and dies (704.5g); the Treefolk keeps 2.
    const file = scenario(
      {
        p1: { battlefield: [{ id: 'ogre', card: 'Gray Ogre' }, 'Badlands', 'Forest'] },
        p2: { battlefield: [{ id: 'tree', card: 'Ironroot Treefolk' }] },
      },
      [{ advance: 'declareAttackers' }, { attack: ['ogre'] }, { block: { tree: 'ogre' } }, { pass: true }],
    );
    const r = run(['fight.json'], { 'fight.json': file });
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const tree = r.summary.players.p2.battlefield[0];
    expect(tree).toMatchObject({ name: 'Ironroot Treefolk', types: ['Creature'], power: 3, toughness: 5, damage: 2 });
    expect(r.summary.players.p1.graveyard[0]).toMatchObject({ name: 'Gray Ogre', types: ['Creature'] });
    expect(r.summary.players.p1.graveyard[0].damage).toBe(0); // damage is marked on permanents only (CR 120.6)
    const lands = r.summary.players.p1.battlefield.filter((c: { name: string }) => c.name !== 'Gray Ogre');
    expect(lands).toEqual([
      expect.objectContaining({ name: 'Badlands', types: ['Land'] }),
      expect.objectContaining({ name: 'Forest', types: ['Land'] }),
    ]);
    expect(lands[0].power).toBeUndefined();
  });

  it('--cards FILE.json supplies cards the catalogue lacks; an unblocked Hill Giant deals 3 (CR 510.1a)', () => {
    const file = scenario({ p1: { battlefield: [{ id: 'giant', card: 'hill giant' }] } }, [
      { advance: 'declareAttackers' },
      { attack: ['giant'] },
      { pass: true },
      { pass: true },
    ]);
    const r = run(['giant.json', '--cards', 'cards.json'], { 'giant.json': file });
    expect(r.code).toBe(0);
    expect(r.summary.players.p2.life).toBe(17);
    expect(r.summary.players.p1.battlefield[0]).toMatchObject({
      name: 'Hill Giant',
      types: ['Creature'],
      power: 3,
      toughness: 3,
      damage: 0,
      tapped: true,
    });
  });

  it('a name nowhere is an unknown card, saying where the runner looked', () => {
    const r = run(['x.json', '--cards', 'cards.json'], { 'x.json': scenario({ p1: { hand: ['Qwxz Zzyx'] } }) });
    expect(r.code).toBe(1);
    expect(r.err).toContain(
      'players.p1.hand[0]: unknown card "Qwxz Zzyx" (not in the card pool, the cards file or the offline catalogue; use a proxy',
    );
  });

  it("a scenario's own `cards` come first, before the catalogue", () => {
    const ogre = {
      name: 'Gray Ogre',
      mana_cost: '{2}{R}',
      type_line: 'Creature — Ogre',
      oracle_text: '',
      power: '4',
      toughness: '4',
    };
    const r = run(['own.json'], {
      'own.json': scenario({ p1: { battlefield: ['Gray Ogre'] } }, [], { cards: [ogre] }),
    });
    expect(r.code).toBe(0);
    expect(r.summary.players.p1.battlefield[0]).toMatchObject({ name: 'Gray Ogre', power: 4, toughness: 4 });
  });

  it('a bad cards file is a clear error and exit code 1', () => {
    const file = scenario({ p1: { hand: ['Hill Giant'] } });
    const bad = run(['s.json', '--cards', 'bad.json'], {
      's.json': file,
      'bad.json': '[{ "name": "Hill Giant", "toughness": 3 }]',
    });
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('the cards file bad.json is not a list of Scryfall card objects');
    expect(bad.err).toContain('[0].toughness: expected text, got the number 3');
    const missing = run(['s.json', '--cards', 'nope.json'], { 's.json': file });
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/cannot read the cards file nope\.json/);
    expect(run(['s.json', '--cards'], { 's.json': file }).code).toBe(2);
  });
});

const PP04 = sharedReference('forge-puzzles/PP04.pzl');

describe.skipIf(!PP04)('Forge puzzles open in the runner', () => {
  it('PP04 with real card data: Aura Gnarlid is a creature, so Pacifism may enchant it', () => {
    const r = run([PP04 as string, '--cards', 'cards.json']);
    expect(r.code).toBe(0);
    const p2 = r.summary.players.p2.battlefield;
    // A 2/2 that gets +1/+1 for each Aura on the battlefield: Pacifism, Ethereal Armor,
    // Armadillo Cloak and Ancestral Mask make it 6/6 (CR 613.4c).
    expect(p2.find((c: { name: string }) => c.name === 'Aura Gnarlid')).toMatchObject({
      types: ['Creature'],
      power: 6,
      toughness: 6,
      damage: 0,
    });
    const pacifism = r.summary.players.p1.battlefield.find((c: { name: string }) => c.name === 'Pacifism');
    expect(pacifism).toMatchObject({ attachedTo: 'Aura Gnarlid', types: ['Enchantment'] });
    expect(r.summary.players.p1.hand.map((c: { name: string }) => c.name)).toEqual([
      'Kor Skyfisher',
      'Oblivion Ring',
      "Chainer's Edict",
      'Holy Light',
    ]);
    expect(r.summary.players.p1.life).toBe(1);
    expect(r.err).not.toContain('vanilla proxies');
  });

  it('PP04 with no --cards file: the offline pool has every card, so it opens the same', () => {
    const r = run([PP04 as string]);
    expect(r.code).toBe(0);
    expect(r.summary.players.p2.battlefield.find((c: { name: string }) => c.name === 'Aura Gnarlid')).toMatchObject({
      types: ['Creature'],
      power: 6,
      toughness: 6,
    });
    expect(r.err).not.toContain('vanilla proxies');
  });

  it("PP04 with no card data at all (no pool, no file): Aura Gnarlid is a proxy with no types, and Pacifism can't enchant it", () => {
    const r = run([PP04 as string], {}, false);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/Aura Gnarlid/);
    expect(r.err).toMatch(/Pacifism/);
  });
});
