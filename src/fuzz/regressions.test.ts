import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { engine, open } from '../scenario/pool';
import { replay } from '../scenario/script';
import { sbaViolations, zoneViolations } from './invariants';

const dir = join(dirname(fileURLToPath(import.meta.url)), 'regressions');
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));

describe('fuzz regressions (each a shrunk failing case, replayed by the runner pipeline)', () => {
  it.each(files)('%s replays and keeps every invariant', (file) => {
    const r = open(JSON.parse(readFileSync(join(dir, file), 'utf8')));
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    const rp = replay(engine, r.loaded);
    expect(rp.error).toBeNull();
    for (const step of rp.steps) {
      expect(zoneViolations(step.state)).toEqual([]);
      expect(sbaViolations(step.state, engine.registry)).toEqual([]);
    }
  });
});
