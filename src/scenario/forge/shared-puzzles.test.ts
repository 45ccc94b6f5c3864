/**
 * Imports the three real Forge puzzles kept outside this repository (another project's files,
 * read in place and never copied). Skipped, with a message, when they are not present.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { CardEntry, CardEntryObject } from './scenario-json';
import { importOk } from './test-helpers';

const here = path.dirname(fileURLToPath(import.meta.url));
// src/scenario/forge → repo root (3 up) → its parent → shared/reference/forge-puzzles
const SHARED = path.resolve(here, '../../../../shared/reference/forge-puzzles');
const present = ['PP04.pzl', 'PS_GRN7.pzl', 'PC_102715.pzl'].every((name) => existsSync(path.join(SHARED, name)));

function load(name: string) {
  return importOk(readFileSync(path.join(SHARED, name), 'utf8'));
}

function objects(list: CardEntry[] | undefined): CardEntryObject[] {
  return (list ?? []).filter((entry): entry is CardEntryObject => typeof entry === 'object');
}

function nameOf(entry: CardEntryObject): string {
  return entry.card ?? entry.proxy?.name ?? '';
}

if (!present) {
  it.skip(`shared Forge puzzles not present; skipped (looked in ${SHARED})`, () => {});
}

describe.skipIf(!present)('shared Forge puzzles', () => {
  it('PP04: Pacifism is on Aura Gnarlid (Id:18, other side); Slippery Bogle has three Auras', () => {
    const { scenario } = load('PP04.pzl');
    const p1 = objects(scenario.players.p1?.battlefield);
    const p2 = objects(scenario.players.p2?.battlefield);
    const gnarlid = p2.find((e) => nameOf(e) === 'Aura Gnarlid');
    const bogle = p2.find((e) => nameOf(e) === 'Slippery Bogle');
    expect(gnarlid?.id).toBe('f18');
    expect(p1.find((e) => e.card === 'Pacifism')?.attachedTo).toBe(gnarlid?.id);
    expect(p2.filter((e) => e.attachedTo === bogle?.id && bogle?.id !== undefined).map(nameOf)).toEqual([
      'Ethereal Armor',
      'Armadillo Cloak',
      'Ancestral Mask',
    ]);
    expect(scenario.turn).toEqual({ number: 1, active: 'p1', phase: 'main1' });
    expect([scenario.players.p1?.life, scenario.players.p2?.life]).toEqual([1, 5]);
  });

  it("PS_GRN7: both exiled cards are exiledWith Thief of Sanity's id", () => {
    const { scenario, warnings } = load('PS_GRN7.pzl');
    const thief = objects(scenario.players.p1?.battlefield).find((e) => nameOf(e) === 'Thief of Sanity');
    expect(thief?.id).toBe('f1');
    const exile = objects(scenario.players.p2?.exile);
    expect(exile.map(nameOf)).toEqual(['Titanic Growth', 'Prying Blade']);
    expect(exile.map((e) => e.exiledWith)).toEqual([thief?.id, thief?.id]);
    const messages = warnings.map((w) => w.message).join('\n');
    expect(messages).toContain('Thief of Sanity (RememberedCards:2,3) — p1 battlefield, line 15');
    expect(messages).toMatch(
      /FaceDown: a face-down card outside the battlefield \(CR 708\) is not modelled: it is face up; on Titanic Growth — p2 exile, line 18/,
    );
  });

  it('PC_102715: life 14 / 5, p2 active in main2, two tapped Swamps', () => {
    const { scenario, warnings } = load('PC_102715.pzl');
    expect(scenario.players.p1?.life).toBe(14);
    expect(scenario.players.p2?.life).toBe(5);
    expect(scenario.turn).toMatchObject({ active: 'p2', phase: 'main2' });
    const swamps = objects(scenario.players.p1?.battlefield).filter((e) => e.card === 'Swamp');
    expect(swamps).toHaveLength(7);
    expect(swamps.filter((e) => e.tapped)).toHaveLength(2);
    expect(warnings.find((w) => w.kind === 'set-codes')?.message).toContain('p1 battlefield: Swamp Set:SHM ×7');
  });
});
