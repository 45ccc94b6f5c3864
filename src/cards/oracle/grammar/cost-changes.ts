/**
 * A spell's own cost change (CR 601.2f): "~ costs {1} less to cast", "… {2} more …", followed
 * by "for each …" (what is counted, amounts.ts) or "if …" (a condition, conditions.ts). The
 * mana is one symbol of generic mana for a reduction (CR 118.7: generic mana reduces the generic
 * part), or symbols of generic and coloured mana for an increase.
 */
import type { Condition } from '../../../engine';
import { forEachNode, type AmountNode } from './amounts';
import { condition } from './conditions';
import { alt, lit, many1, map, opt, rule, seq, tok, w, type P } from './peg';
import { self } from './words';

/** A cost change as read: its direction and mana, and what it counts or the condition it needs. */
export interface CostChangeNode {
  change: 'less' | 'more';
  mana: string;
  each?: AmountNode;
  condition?: Condition;
}

/** `{1}`, `{G}`: one symbol of generic or coloured (or colourless) mana. */
const manaSymbol: P<string> = tok('a mana symbol', (t) =>
  t.kind === 'sym' && /^\{(?:\d+|[WUBRGC])\}$/.test(t.lo) ? t.lo : null,
);

/** "~ costs {1} less to cast for each artifact you control." */
export const selfCostChange: P<CostChangeNode> = rule('cost change', () =>
  map(
    seq(
      self,
      w('costs'),
      many1(manaSymbol),
      w('less', 'more'),
      lit('to cast'),
      opt(
        alt(
          map(seq(lit('for each'), forEachNode), ([, each]) => ({ each })),
          map(seq(w('if'), condition), ([, c]) => ({ condition: c })),
        ),
      ),
      opt(lit('.')),
    ),
    ([, , mana, dir, , what]) => {
      const change = dir.toLowerCase() as 'less' | 'more';
      const text = mana.join('');
      // A reduction of coloured mana (CR 118.7a–c) is not read.
      if (change === 'less' && (mana.length !== 1 || !/^\{\d+\}$/.test(text))) return null;
      return { change, mana: text, ...(what ?? {}) };
    },
  ),
);
