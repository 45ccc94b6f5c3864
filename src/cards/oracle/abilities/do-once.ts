/**
 * "Whenever you gain life, you may put that many +1/+1 counters on each creature you control. Do
 * this only once each turn." (Nykthos Paragon): the optional instruction may be done once a turn
 * by this object's ability (CR 603.2h; a new object is fresh, 400.7). Declining doesn't use it up
 * (the rulings: a later trigger that turn may still do it); once done, the ability doesn't trigger
 * again that turn, and an instance already on the stack does nothing (the engine's
 * `onceEachTurnCheck` / `onceEachTurnMark` steps and the spec's `onceEachTurn`).
 *
 * Read only when the ability is one "you may …" whose every other instruction depends on that
 * answer; any other shape stays text.
 */
import type { StepSpec, TriggeredSpec } from '../../../engine';
import { refuse, type AbilityResult, type Part } from './part';

/** The text before "Do this only once each turn.", or null when the ability doesn't end so. */
export function beforeDoOnce(text: string): string | null {
  const m = /^(.*\S)\s+Do this only once each turn\.?$/s.exec(text);
  return m ? (m[1] as string) : null;
}

/** `part` (the ability without its last sentence) with the once-a-turn limit; a refusal for other shapes. */
export function doOnceEachTurn(part: Part, text: string): AbilityResult {
  const specs = part.triggered ?? [];
  const spec = specs[0] as TriggeredSpec | undefined;
  if (!spec || specs.length !== 1 || Object.keys(part).length !== 1 || spec.modes)
    return refuse('"Do this only once each turn" on more than one optional instruction is not understood');
  const [first, ...rest] = spec.steps;
  if (first?.do !== 'may' || first.player || 'when' in first)
    return refuse('"Do this only once each turn" after an ability that is not one "you may …" is not understood');
  const answer = JSON.stringify({ var: first.as });
  // Every other instruction is done only if the player did the optional one.
  if (!rest.length || !rest.every((s) => 'when' in s && JSON.stringify(s.when).includes(answer)))
    return refuse('"Do this only once each turn" with an instruction that is not optional is not understood');
  const steps: StepSpec[] = [
    { do: 'onceEachTurnCheck' },
    first,
    { do: 'onceEachTurnMark', when: { var: first.as } },
    ...rest,
  ];
  return { triggered: [{ ...spec, onceEachTurn: true, steps, text }] };
}
