import { describe, expect, it } from 'vitest';
import { CURRENT_FORMAT, MIGRATIONS, migrate, type Migration } from './migrations';

describe('migrations', () => {
  it('form one chain from the oldest format to the current one', () => {
    expect(MIGRATIONS.map((m) => `${m.from} → ${m.to} (${m.name})`)).toEqual([
      'stackyard/scenario@0 → stackyard/scenario@1 (players-under-players)',
    ]);
    expect(MIGRATIONS.at(-1)?.to).toBe(CURRENT_FORMAT);
    MIGRATIONS.slice(1).forEach((m, i) => expect(m.from).toBe(MIGRATIONS[i]!.to));
  });

  it('leave a current document alone', () => {
    const doc = { format: CURRENT_FORMAT, players: { p1: {} } };
    expect(migrate(doc)).toEqual({ ok: true, doc, applied: [] });
  });

  it('move @0 top-level players under "players", keeping everything else', () => {
    const doc = {
      format: 'stackyard/scenario@0',
      title: 'old',
      p1: { life: 3 },
      p2: { hand: ['Island'] },
      extra: true,
    };
    expect(migrate(doc)).toEqual({
      ok: true,
      doc: {
        format: CURRENT_FORMAT,
        title: 'old',
        extra: true,
        players: { p1: { life: 3 }, p2: { hand: ['Island'] } },
      },
      applied: ['players-under-players'],
    });
    expect(doc).toEqual({
      format: 'stackyard/scenario@0',
      title: 'old',
      p1: { life: 3 },
      p2: { hand: ['Island'] },
      extra: true,
    });
  });

  it('never drop a @0 seat that collides with one already under "players"', () => {
    const doc = { format: 'stackyard/scenario@0', p1: { life: 1 }, players: { p1: { life: 2 } } };
    expect(migrate(doc)).toEqual({
      ok: true,
      doc: { format: CURRENT_FORMAT, p1: { life: 1 }, players: { p1: { life: 2 } } },
      applied: ['players-under-players'],
    });
  });

  it('run a longer chain in order', () => {
    const chain: Migration[] = [
      { from: 'stackyard/scenario@0', to: 'stackyard/scenario@1', name: 'a', migrate: (d) => ({ ...d, trail: ['a'] }) },
      {
        from: 'stackyard/scenario@1',
        to: 'stackyard/scenario@2',
        name: 'b',
        migrate: (d) => ({ ...d, trail: [...(d.trail as string[]), 'b'] }),
      },
    ];
    // With these migrations the app would be at @2; the runner stops at CURRENT_FORMAT (@1).
    expect(migrate({ format: 'stackyard/scenario@0' }, chain)).toEqual({
      ok: true,
      doc: { format: CURRENT_FORMAT, trail: ['a'] },
      applied: ['a'],
    });
  });

  it('explain a format that cannot be read', () => {
    const problem = (format: unknown, migrations?: Migration[]) => migrate({ format }, migrations);
    expect(problem('stackyard/scenario@9')).toEqual({
      ok: false,
      problems: [
        {
          path: 'format',
          message: 'format "stackyard/scenario@9" is newer than this app understands (stackyard/scenario@1)',
          suggestion: 'open it in a newer version of Stackyard',
        },
      ],
    });
    expect(problem('stackyard/scenario@01')).toEqual({
      ok: false,
      problems: [
        { path: 'format', message: 'unknown format "stackyard/scenario@01"; expected "stackyard/scenario@1"' },
      ],
    });
    expect(problem('stackyard/scenario@0', [])).toEqual({
      ok: false,
      problems: [
        {
          path: 'format',
          message: 'format "stackyard/scenario@0" is no longer supported: no migration to stackyard/scenario@1',
        },
      ],
    });
  });

  it('report a migration that throws instead of throwing', () => {
    const broken: Migration = {
      from: 'stackyard/scenario@0',
      to: CURRENT_FORMAT,
      name: 'broken',
      migrate: () => {
        throw new Error('boom');
      },
    };
    expect(migrate({ format: 'stackyard/scenario@0' }, [broken])).toEqual({
      ok: false,
      problems: [{ path: 'format', message: 'migration "broken" failed: boom' }],
    });
  });
});
