/**
 * Ranks why cards are not fully enforced: for each unenforced ability's reason, how many cards
 * it holds back, and how many it is the only thing holding back. Usage:
 * `npx tsx scripts/rank-reasons.ts FILE.json [PATTERN] [N]`.
 */
import { readFileSync } from 'node:fs';
import { compileCard } from '../src/cards/oracle/compile';
import { normalizeCard } from '../src/cards/data/faces';
import { playable } from '../src/cards/data/playable';
import type { CardData } from '../src/cards/data/card-data';

const [file, pattern, n] = process.argv.slice(2);
const cards = JSON.parse(readFileSync(file as string, 'utf8')) as CardData[];
const re = pattern ? new RegExp(pattern) : null;
const all = new Map<string, number>();
const only = new Map<string, number>();
const examples = new Map<string, string[]>();
for (const data of cards) {
  const c = playable(compileCard(normalizeCard(data)), data);
  const reasons = [...new Set(c.abilities.filter((a) => !a.enforced).map((a) => a.reason ?? ''))].filter(
    (r) => !re || re.test(r),
  );
  const allReasons = new Set(c.abilities.filter((a) => !a.enforced).map((a) => a.reason ?? ''));
  for (const r of reasons) {
    all.set(r, (all.get(r) ?? 0) + 1);
    if (allReasons.size === 1) {
      only.set(r, (only.get(r) ?? 0) + 1);
      const ex = examples.get(r) ?? [];
      if (ex.length < 3) ex.push(c.def.name);
      examples.set(r, ex);
    }
  }
}
const rows = [...only.entries()].sort((a, b) => b[1] - a[1]).slice(0, Number(n ?? 60));
for (const [r, k] of rows) console.log(`${k}\t${all.get(r)}\t${r}\t${(examples.get(r) ?? []).join('; ')}`);
