/**
 * Where a spliced card's instructions begin in a spell's resolution (CR 702.47c; casting/splice.ts
 * writes this step): the results the instructions before it named are forgotten — the card's own
 * words can't refer to them, and its results reuse the same names — and the log says whose text
 * follows. The engine's own results (named with a leading "_") are kept.
 */
import { emit, type Ctx } from '../../state/context';
import { RULE } from '../../state/rules';
import type { Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { sourceName, type StepOf, type StepResult, type StepTable } from './common';

function runSplicedText(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'splicedText'>): StepResult {
  for (const k of Object.keys(r.vars)) if (!k.startsWith('_')) delete r.vars[k];
  emit(ctx, {
    type: 'Note',
    rule: RULE.splicedText,
    objects: [r.item],
    cards: [],
    text: `${sourceName(ctx, r)} now follows the instructions spliced onto it from ${step.name}; "${step.name}" in them means this spell (CR ${RULE.splicedText}).`,
  });
  return 'next';
}

/** The step that begins a spliced card's instructions. */
export const splicedTextSteps: Pick<StepTable, 'splicedText'> = {
  splicedText: { rule: RULE.splicedText, run: runSplicedText },
};
