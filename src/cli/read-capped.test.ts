/**
 * The runner reads its input with a cap (issue 14, item 9): `/dev/zero` used to be read whole
 * before its size was checked, so the runner never ended.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { InputTooLargeError, readCapped } from './read-capped';

describe('readCapped', () => {
  it('reads a file up to the cap, as UTF-8', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'stackyard-')), 'x.json');
    writeFileSync(path, '{"title":"Ünïcode — ok"}');
    expect(readCapped(path, 100)).toBe('{"title":"Ünïcode — ok"}');
    expect(() => readCapped(path, 10)).toThrow(InputTooLargeError);
  });

  it('stops on an endless input (/dev/zero) once past the cap', () => {
    expect(() => readCapped('/dev/zero', 1_000_000)).toThrow('it is larger than 1,000,000 bytes');
  });

  it("passes on the file system's errors", () => {
    expect(() => readCapped('/nonexistent/stackyard.json', 100)).toThrow(/ENOENT/);
    expect(() => readCapped(tmpdir(), 100)).toThrow(/EISDIR/);
  });

  it('the runner on /dev/zero ends with a message and exit code 1', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/scenario.ts', '/dev/zero'], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toBe('cannot read /dev/zero: it is larger than 6,000,000 bytes; a scenario file is far smaller\n');
  }, 60_000);
});
