/**
 * A lesson beside the board: the ruling in our words, the rules it shows, its steps (one per
 * script action, the next one marked) and the controls to play the next step or restart.
 * Scenarios with a script but no lesson text show their script in plain words.
 */
import { useGame } from '../../store';
import { ActionButton } from '../actions/ActionButton';
import { nextStep, restart } from '../actions/lesson';
import { RuleRef } from '../log/RuleRef';
import { scriptWords } from './script-words';

export function LessonPanel() {
  const scenario = useGame((s) => s.scenario);
  const entry = useGame((s) => s.history.entries[s.history.cursor]);
  if (!scenario || !entry) return null;
  const { doc } = scenario.loaded;
  const script = doc.script ?? [];
  const lesson = doc.lesson;
  if (!lesson && !script.length) return null;
  const at = entry.scriptIndex;
  const done = at >= script.length;
  return (
    <section className="lesson" aria-label="Lesson">
      {lesson?.card && <p className="lesson-card">{lesson.card}</p>}
      <h2 className="lesson-title">{scenario.title}</h2>
      {lesson?.ruling && <p className="lesson-ruling">{lesson.ruling}</p>}
      {lesson?.rules?.length ? (
        <p className="lesson-rules">Rules: {lesson.rules.map((r) => <RuleRef key={r} rule={r} />)}</p>
      ) : null}
      {script.length > 0 && (
        <>
          <ol className="lesson-steps" aria-label="Steps">
            {script.map((step, i) => (
              <li key={i} className={i < at ? 'done' : i === at ? 'current' : ''} aria-current={i === at ? 'step' : undefined}>
                {lesson?.steps?.[i] ?? scriptWords(step)}
              </li>
            ))}
          </ol>
          {entry.offScript && !done && <p className="off-script">The board has left the script: the next step may not apply. Restart to follow it again.</p>}
          <div className="lesson-controls">
            <ActionButton action={nextStep} className="primary" testId="next-step">
              {done ? (lesson ? 'Lesson complete' : 'Script complete') : `Next step (${at + 1}/${script.length})`}
            </ActionButton>
            <ActionButton action={restart} />
          </div>
        </>
      )}
    </section>
  );
}
