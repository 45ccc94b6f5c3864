/**
 * "You may sacrifice an artifact or discard a card. If you do, draw a card." (CR 608.2d): you
 * choose one of the instructions, or neither, as the effect resolves; "If you do" after it holds
 * when the one chosen was done (608.2c) — a sacrifice with nothing to sacrifice, a discard with
 * too few cards, is not doing it. Each option is asked in turn ("Sacrifice an artifact?", then,
 * if not, "Discard a card?"), which is the same choice among the two and neither.
 */
import type { Condition } from '../../../engine';
import { freshVar, type Build } from '../build';
import { stepsDone } from './action-done';
import type { Clause } from './sentence';

/** One option of the choice: its instruction and its words (the prompt). */
export interface EitherOption {
  clause: Clause;
  text: string;
}

/**
 * Lowers the choice into `b`; false when an option can't be lowered or the engine can't tell
 * whether it was done. `lowerClauses` and `guard` are the effect lowering's.
 */
export function lowerMayEither(
  b: Build,
  options: readonly EitherOption[],
  lowerClauses: (b: Build, cs: Clause[]) => boolean,
  guard: (b: Build, from: number, when: Condition) => void,
): boolean {
  const start = b.steps.length;
  const asked: string[] = [];
  const dones: Condition[] = [];
  for (const o of options) {
    const as = freshVar(b, 'may');
    // Asked only when no option before it was chosen.
    const none: Condition[] = asked.map((v) => ({ not: { var: v } }));
    const when = none.length === 1 ? none[0] : none.length ? { all: none } : undefined;
    b.steps.push({
      do: 'may',
      prompt: `${o.text[0]?.toUpperCase()}${o.text.slice(1)}?`,
      as,
      ...(when ? { when } : {}),
    });
    const from = b.steps.length;
    if (!lowerClauses(b, [o.clause])) return false;
    const steps = b.steps.slice(from);
    // A choice is done in full or not at all: "sacrifice two Foods" with one sacrifices none (CR 118.12).
    for (const st of steps) if (st.do === 'sacrificeChosen' && st.count) st.exactly = true;
    const done = stepsDone(b, steps);
    if (!done || steps.some((st) => st.when)) return false;
    // An option that can't be done is not offered (CR 608.2d): "sacrifice an artifact" with none.
    const only = steps.length === 1 ? steps[0] : undefined;
    if (only?.do === 'sacrificeChosen' && !only.player) {
      const ask = b.steps[from - 1];
      if (ask?.do === 'may') ask.onlyIf = { matching: { ...only.filter, controller: 'you' } };
    }
    guard(b, from, { var: as });
    dones.push(done === true ? { var: as } : { all: [{ var: as }, done] });
    asked.push(as);
  }
  b.lastDone = { at: start, done: { any: dones }, either: true };
  return true;
}
