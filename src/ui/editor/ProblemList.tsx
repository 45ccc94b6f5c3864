/**
 * What stands between the board and play, checked live: each problem with the card it is about
 * (a button that selects that card) and its suggestion; then warnings (play is still possible).
 */
import { entryAt, entryName, problemCard, whereWords } from '../../scenario/editor';
import type { Problem } from '../../scenario/problem';
import { editorStore, useEditor } from '../../store/editor';

function Item({ problem }: { problem: Problem }) {
  const doc = useEditor((s) => s.doc);
  const at = problemCard(problem.path);
  const entry = at ? entryAt(doc, at) : undefined;
  return (
    <li>
      {at && entry !== undefined ? (
        <button type="button" className="link ed-problem-card" onClick={() => editorStore.getState().select(at)}>
          {entryName(entry)} {whereWords(at)}
        </button>
      ) : (
        problem.path && <code className="ed-problem-path">{problem.path}</code>
      )}{' '}
      <span>{problem.message}</span>
      {problem.suggestion && <span className="ed-suggestion"> — {problem.suggestion}</span>}
    </li>
  );
}

export function ProblemList() {
  const { problems, warnings } = useEditor((s) => s.check);
  return (
    <section
      className={`ed-section ed-problems${problems.length ? ' has-problems' : ''}`}
      aria-labelledby="problems-title"
      data-testid="problems"
    >
      <h2 id="problems-title" className="ed-title">
        Problems
      </h2>
      <p className="ed-status" role="status" aria-live="polite">
        {problems.length
          ? `${problems.length} problem${problems.length === 1 ? '' : 's'}: fix ${problems.length === 1 ? 'it' : 'them'} to play this board.`
          : 'None: this board is ready to play.'}
      </p>
      {problems.length > 0 && (
        <ul className="ed-problem-list">
          {problems.map((p, i) => (
            <Item key={i} problem={p} />
          ))}
        </ul>
      )}
      {warnings.length > 0 && (
        <>
          <p className="field-hint">Ignored when playing:</p>
          <ul className="ed-problem-list warnings">
            {warnings.map((p, i) => (
              <Item key={i} problem={p} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
