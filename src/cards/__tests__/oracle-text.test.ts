/**
 * Each card's definition against its Oracle text: every activated and triggered ability's
 * `text` is one paragraph of the card's Oracle text (reminder text in parentheses aside), and
 * the Oracle text, mana cost and type line are those of /work/shared/reference/cards.json for
 * the cards listed there (skipped, with a message, when ../shared is not present).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { CardDef } from '../../engine';
import { ALL_CARDS } from '../all';

/** A paragraph without reminder text; a paragraph that is all reminder text is its inside ("({T}: Add {G}.)"). */
function plain(paragraph: string): string {
  const t = paragraph.trim();
  if (/^\([^()]*\)$/.test(t)) return t.slice(1, -1).trim();
  return t.replace(/\s*\([^()]*\)/g, '').trim();
}

/** The paragraphs of a card's Oracle text (both halves of a split card). */
function paragraphs(def: CardDef): string[] {
  return def.oracle
    .split('\n')
    .filter((p) => p.trim() && p.trim() !== '//')
    .map(plain);
}

function abilityTexts(def: CardDef): string[] {
  return [...(def.activated ?? []).map((a) => a.text), ...(def.triggered ?? []).map((t) => t.text)];
}

describe('ability text', () => {
  it("every activated and triggered ability's text is a paragraph of its card's Oracle text", () => {
    const bad: string[] = [];
    for (const def of ALL_CARDS) {
      const ps = paragraphs(def);
      for (const text of abilityTexts(def)) if (!ps.includes(plain(text))) bad.push(`${def.name}: "${text}"`);
    }
    expect(bad).toEqual([]);
  });

  it("a split card's halves carry the two parts of its Oracle text", () => {
    for (const def of ALL_CARDS.filter((d) => d.halves)) {
      expect(def.halves?.map((h) => h.oracle).join('\n//\n'), def.name).toBe(def.oracle);
    }
  });
});

const here = path.dirname(fileURLToPath(import.meta.url));
// src/cards/__tests__ → repo root (3 up) → its parent → shared/reference/cards.json
const REFERENCE = process.env.STACKYARD_SHARED
  ? path.join(process.env.STACKYARD_SHARED, 'reference/cards.json')
  : path.resolve(here, '../../../../shared/reference/cards.json');
const present = existsSync(REFERENCE);

interface ReferenceCard {
  name: string;
  oracle_text: string;
  mana_cost: string;
  type_line: string;
  power?: string;
  toughness?: string;
}

if (!present) {
  it.skip(`shared Oracle card data not present; skipped (looked in ${REFERENCE})`, () => {});
}

describe.skipIf(!present)('Oracle text from the shared card data', () => {
  it('each pool card listed there has its Oracle text, mana cost, type line and P/T', () => {
    const ref = new Map((JSON.parse(readFileSync(REFERENCE, 'utf8')) as ReferenceCard[]).map((c) => [c.name, c]));
    const bad: string[] = [];
    let checked = 0;
    for (const def of ALL_CARDS) {
      const c = ref.get(def.name);
      if (!c) continue;
      checked++;
      if (c.oracle_text !== def.oracle)
        bad.push(`${def.name}: Oracle text ${JSON.stringify(def.oracle)} ≠ ${JSON.stringify(c.oracle_text)}`);
      if (c.mana_cost !== def.manaCost) bad.push(`${def.name}: mana cost ${def.manaCost} ≠ ${c.mana_cost}`);
      if (c.type_line !== def.typeLine) bad.push(`${def.name}: type line ${def.typeLine} ≠ ${c.type_line}`);
      if ((c.power ?? null) !== (def.power === undefined ? null : String(def.power)))
        bad.push(`${def.name}: power ${def.power} ≠ ${c.power}`);
      if ((c.toughness ?? null) !== (def.toughness === undefined ? null : String(def.toughness)))
        bad.push(`${def.name}: toughness ${def.toughness} ≠ ${c.toughness}`);
    }
    expect(bad).toEqual([]);
    expect(checked).toBeGreaterThan(40);
  });
});
