/**
 * Checks of the script against the board: every card reference can mean something, and the
 * lesson has one step per action. Which card a name picks (first match, the acting player's
 * zones first) is decided later by the engine, at the moment the action is replayed.
 */
import type { RefView } from './doc-view';
import type { Findings } from './findings';
import type { NameIndex } from './name-index';
import { formatPath, quote } from './problem';
import { abilitySourceName } from './refs';
import { PLAYER_IDS } from './schema-primitives';
import { closestNames, didYouMean, joinPrepared, prepareNames, type PreparedNames } from './suggest';

/**
 * A reference is a problem only if it matches no id of the document, no name in `names` (the
 * pool, the document's proxies and card names; case-insensitive) and, for a target, no player:
 * `"Lightnig Bolt" matches no id or card name`, suggesting close ids and names. The `name` of a
 * `{ name, zone, player }` reference must be a name. Names spelled differently from `names`
 * get an edit to the canonical spelling.
 */
export function checkScriptRefs(
  refs: readonly RefView[],
  ids: ReadonlySet<string>,
  names: NameIndex,
  out: Findings,
): void {
  let idsAndNames: PreparedNames | undefined;
  for (const view of refs) {
    if (view.kind !== 'name' && ids.has(view.ref)) continue;
    if (view.kind === 'target' && (PLAYER_IDS as readonly string[]).includes(view.ref)) continue;
    // An ability on the stack, named after its source ("Spellweaver Volute ability", refs.ts).
    const source = view.kind === 'name' ? null : abilitySourceName(view.ref);
    if (source !== null && names.find(source) !== undefined) continue;
    const canonical = names.find(view.ref);
    if (canonical !== undefined) {
      if (canonical !== view.ref)
        out.edits.push({ path: view.path, value: canonical, ...(view.isKey && { renameKey: true }) });
      continue;
    }
    const candidates =
      view.kind === 'name' ? names.prepared : (idsAndNames ??= joinPrepared(prepareNames(ids), names.prepared));
    const suggestion = didYouMean(closestNames(view.ref, candidates, 3, out.budget));
    const what =
      view.kind === 'name'
        ? 'no card name'
        : view.kind === 'target'
          ? 'no id, card name or player'
          : 'no id or card name';
    const subject = view.isKey
      ? `${view.path[2] === 'at' ? 'attacker' : 'blocker'} ${quote(view.ref)}`
      : quote(view.ref);
    out.problems.push({
      path: formatPath(view.path),
      message: `${subject} matches ${what}`,
      ...(suggestion ? { suggestion } : {}),
    });
  }
}

/**
 * `lesson.steps` must have one sentence per script action when both are present:
 * `lesson.steps: 2 steps for 3 script actions`.
 */
export function checkLessonSteps(steps: unknown, script: unknown, out: Findings): void {
  if (!Array.isArray(steps) || !Array.isArray(script) || steps.length === script.length) return;
  out.problems.push({
    path: 'lesson.steps',
    message: `${steps.length} ${steps.length === 1 ? 'step' : 'steps'} for ${script.length} script ${script.length === 1 ? 'action' : 'actions'}`,
    suggestion: 'write one step per script action',
  });
}
