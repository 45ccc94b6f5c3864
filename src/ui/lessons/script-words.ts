/** Plain words for a script action when a scenario has no lesson text for it. */
import type { ScriptAction } from '../../scenario/schema';

type AnyRef = string | { name: string };
const ref = (r: AnyRef): string => (typeof r === 'string' ? r : r.name);

export function scriptWords(step: ScriptAction): string {
  if ('cast' in step)
    return `Cast ${ref(step.cast)}${step.targets?.length ? ` targeting ${step.targets.map(ref).join(', ')}` : ''}.`;
  if ('activate' in step) return `Activate ${ref(step.activate)}'s ability.`;
  if ('pass' in step) return 'Everyone passes: the top of the stack resolves (or the step ends).';
  if ('decide' in step) {
    const a = step.decide;
    const words =
      typeof a === 'boolean'
        ? a
          ? 'yes'
          : 'no'
        : Array.isArray(a)
          ? a.map(ref).join(', ')
          : typeof a === 'number'
            ? String(a)
            : ref(a);
    return `Answer the decision: ${words}.`;
  }
  if ('move' in step) return `Move ${ref(step.move)} to ${step.to}.`;
  if ('advance' in step) return `Go to ${step.advance}.`;
  if ('attack' in step) {
    const at = step.at ? Object.entries(step.at).map(([a, pw]) => ` (${ref(a)} at ${ref(pw)})`) : [];
    return `Attack with ${step.attack.map(ref).join(', ')}${at.join('')}.`;
  }
  return 'Declare blockers.';
}
