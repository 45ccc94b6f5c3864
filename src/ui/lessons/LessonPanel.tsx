/**
 * A lesson beside the board: the ruling in our words, the rules it shows, its steps (one per
 * script action, the next one marked and kept in view) and the controls to play the next step
 * or restart, which stay in view at the foot of the panel. Played by hand, the lesson follows
 * equivalent actions (store/script-progress.ts); when the board leaves the script it says so and
 * offers to continue from here or go back to the script. Scenarios with a script but no lesson
 * text show their script in plain words.
 */
import { useEffect, useRef } from 'react';
import { useGame } from '../../store';
import { ActionButton } from '../actions/ActionButton';
import { backToScript, continueFromHere, nextStep, restart } from '../actions/lesson';
import { RuleRef } from '../log/RuleRef';
import { scriptWords } from './script-words';

/** Keeps the current step in view inside the lesson panel's own scroll (not the page's). */
function useCurrentInView(list: React.RefObject<HTMLOListElement | null>, at: number): void {
  useEffect(() => {
    const item = list.current?.children[at] as HTMLElement | undefined;
    const box = list.current?.closest('.lesson');
    if (!item || !box) return;
    const top = item.offsetTop - (box as HTMLElement).offsetTop;
    const controls = box.querySelector<HTMLElement>('.lesson-controls')?.offsetHeight ?? 0;
    if (top < box.scrollTop || top + item.offsetHeight > box.scrollTop + box.clientHeight - controls) {
      box.scrollTo({ top: Math.max(0, top - box.clientHeight / 3) });
    }
  }, [list, at]);
}

export function LessonPanel() {
  const scenario = useGame((s) => s.scenario);
  const entry = useGame((s) => s.history.entries[s.history.cursor]);
  const exploring = useGame((s) => s.exploring);
  const list = useRef<HTMLOListElement>(null);
  const at = entry?.scriptIndex ?? 0;
  useCurrentInView(list, at);
  if (!scenario || !entry) return null;
  const { doc } = scenario.loaded;
  const script = doc.script ?? [];
  const lesson = doc.lesson;
  if (!lesson && !script.length) return null;
  const done = at >= script.length;
  return (
    <section className="lesson" aria-label="Lesson">
      {lesson?.card && <p className="lesson-card">{lesson.card}</p>}
      <h2 className="lesson-title">{scenario.title}</h2>
      {lesson?.ruling && <p className="lesson-ruling">{lesson.ruling}</p>}
      {lesson?.rules?.length ? (
        <p className="lesson-rules">
          Rules:{' '}
          {lesson.rules.map((r) => (
            <RuleRef key={r} rule={r} />
          ))}
        </p>
      ) : null}
      {script.length > 0 && (
        <>
          <ol className="lesson-steps" aria-label="Steps" ref={list}>
            {script.map((step, i) => (
              <li
                key={i}
                className={i < at ? 'done' : i === at ? 'current' : ''}
                aria-current={i === at ? 'step' : undefined}
              >
                {lesson?.steps?.[i] ?? scriptWords(step)}
              </li>
            ))}
          </ol>
          <div className="lesson-controls">
            {entry.offScript && !done && !exploring && (
              <p className="off-script" role="status">
                You have left the script: its next step may not apply here.
              </p>
            )}
            {exploring && (
              <p className="off-script" role="status">
                Playing freely from here; the script waits.
              </p>
            )}
            <div className="lesson-buttons">
              {entry.offScript || exploring ? (
                <>
                  {!exploring && <ActionButton action={continueFromHere} className="primary" testId="continue-here" />}
                  <ActionButton action={backToScript} testId="back-to-script" />
                </>
              ) : (
                <ActionButton action={nextStep} className="primary" testId="next-step">
                  {done ? (lesson ? 'Lesson complete' : 'Script complete') : `Next step (${at + 1}/${script.length})`}
                </ActionButton>
              )}
              <ActionButton action={restart} />
            </div>
          </div>
        </>
      )}
    </section>
  );
}
