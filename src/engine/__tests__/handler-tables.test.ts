/**
 * Handler coverage (DESIGN "Handler tables keyed by kind"): every kind of step and of trigger
 * event has a handler, a rule number from the rules table, and at least one use — a card file
 * or a test scenario that writes it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RULE } from '../state/rules';
import { STEP_KINDS, STEP_TABLE } from '../resolution/steps';
import * as shields from '../resolution/steps/shields';
import { TRIGGER_KINDS, TRIGGER_TABLE } from '../triggers/table';
import { REPLACED_EVENT_FILES, REPLACEMENT_TABLE } from '../derived/replacement-kinds';
import { SBA_CHECKS } from '../sba/checks';
import { MANA_RIDER_KINDS, MANA_RIDER_TABLE } from '../mana/mana-riders';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '../..');
const RULES = new Set<string>(Object.values(RULE));

/** Card files and test files: where a kind can be used. */
function usesText(): string {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, e.name);
      if (e.isDirectory()) {
        if (e.name !== 'node_modules') walk(full);
      } else if (/\.test\.ts$/.test(e.name) || (full.includes(`${join(SRC, 'cards')}`) && /\.ts$/.test(e.name)))
        out.push(readFileSync(full, 'utf8'));
    }
  };
  walk(SRC);
  return out.join('\n');
}
const USES = usesText();

/** Kinds whose handlers are the placeholder of shields.ts (the combat helper's file replaces it). */
const PLACEHOLDER: readonly string[] = 'placeholder' in shields ? ['regenerate', 'prevent'] : [];

describe('the step table', () => {
  it('has a handler and a rule from the rules table for every kind of step', () => {
    const bad = STEP_KINDS.filter((k) => typeof STEP_TABLE[k].run !== 'function' || !RULES.has(STEP_TABLE[k].rule));
    expect(bad).toEqual([]);
    expect(STEP_KINDS.length).toBeGreaterThanOrEqual(30);
  });

  it('every kind of step is used by a card or a test scenario', () => {
    const unused = STEP_KINDS.filter((k) => !PLACEHOLDER.includes(k) && !USES.includes(`do: '${k}'`));
    expect(unused).toEqual([]);
  });

  it('regenerate and prevent run the shields handlers (placeholders say so until the real ones land)', () => {
    expect(STEP_TABLE.regenerate.run).toBe(shields.runRegenerateStep);
    expect(STEP_TABLE.prevent.run).toBe(shields.runPreventStep);
  });
});

describe('the trigger table', () => {
  it('has a detector, the engine events it looks at and a rule for every kind of trigger event', () => {
    // State triggers (CR 603.8) look at the state at each checkpoint, not at events; a kind a
    // step places itself (a dungeon's rooms, 309.4c) names that step instead.
    const bad = TRIGGER_KINDS.filter(
      (k) =>
        typeof TRIGGER_TABLE[k].match !== 'function' ||
        (!TRIGGER_TABLE[k].events.length && k !== 'state' && !TRIGGER_TABLE[k].placedBy) ||
        !RULES.has(TRIGGER_TABLE[k].rule),
    );
    expect(bad).toEqual([]);
  });

  it('every kind of trigger event is used by a card or a test scenario', () => {
    const unused = TRIGGER_KINDS.filter((k) => !USES.includes(`event: '${k}'`));
    expect(unused).toEqual([]);
  });
});

describe('the replacement table', () => {
  const kinds = Object.keys(REPLACEMENT_TABLE) as (keyof typeof REPLACEMENT_TABLE)[];
  it('gives every kind of replacement effect a rule and the event it replaces', () => {
    expect(
      kinds.filter(
        (k) => !RULES.has(REPLACEMENT_TABLE[k].rule) || !REPLACED_EVENT_FILES[REPLACEMENT_TABLE[k].replaces],
      ),
    ).toEqual([]);
  });
  it('each kind is applied by the code that performs its event', () => {
    const missing = kinds.filter(
      (k) =>
        !REPLACED_EVENT_FILES[REPLACEMENT_TABLE[k].replaces].some((f) =>
          readFileSync(join(SRC, 'engine', f), 'utf8').includes(`'${k}'`),
        ),
    );
    expect(missing).toEqual([]);
  });
  it('every kind of replacement effect is used by a card or a test scenario', () => {
    expect(kinds.filter((k) => !USES.includes(`kind: '${k}'`))).toEqual([]);
  });
});

describe('the state-based-action checks', () => {
  it('are one check per 704.5 sub-rule, each naming its rule from the rules table', () => {
    expect(SBA_CHECKS.filter((c) => !RULES.has(c.rule) || !/^704\.5[a-z]$/.test(c.rule))).toEqual([]);
    expect(new Set(SBA_CHECKS.map((c) => c.rule)).size).toBe(SBA_CHECKS.length);
  });
});

describe('the mana-rider table', () => {
  it("gives every kind of a mana ability's further instruction a handler and a rule (CR 605.3b)", () => {
    const bad = MANA_RIDER_KINDS.filter(
      (k) => typeof MANA_RIDER_TABLE[k]?.run !== 'function' || !RULES.has(MANA_RIDER_TABLE[k]?.rule ?? ''),
    );
    expect(bad).toEqual([]);
  });
  it('every kind is used by a card or a test', () => {
    expect(MANA_RIDER_KINDS.filter((k) => !USES.includes(`kind: '${k}'`))).toEqual([]);
  });
});
