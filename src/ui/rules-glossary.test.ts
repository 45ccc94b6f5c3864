import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULE } from '../engine';
import { explainRule, RULES_GLOSSARY } from './rules-glossary';

/** Rule numbers written as literals in engine and card sources. */
function literalRules(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...literalRules(full));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
      for (const m of readFileSync(full, 'utf8').matchAll(/rule: '(\d{3}\.\d+[a-z]?)'/g)) out.push(m[1]!);
    }
  }
  return out;
}

describe('rules glossary', () => {
  it('explains every rule number the engine cites', () => {
    const cited = new Set([...Object.values(RULE), ...literalRules('src/engine'), ...literalRules('src/cards')]);
    const missing = [...cited].filter((r) => !RULES_GLOSSARY[r]);
    expect(missing).toEqual([]);
  });
  it('falls back to the parent rule', () => {
    expect(explainRule('704.5k')?.rule).toBe('704.5');
    expect(explainRule('608.2x')?.rule).toBe('608.2');
    expect(explainRule('999.1')).toBeNull();
  });
});
