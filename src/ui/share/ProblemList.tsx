/**
 * The parts of a failed opening's message that the problem dialog and its plain stand-in
 * (PlainShareMessage, when the dialog's code can't load) both show: what happened to the
 * board, and the problems, each where it is and what it is (React text, never markup).
 */
import type { OpenFailure } from './share-store';

/** "Nothing was changed…" / "Nothing was opened." unless the failure says what happened. */
export function outcomeOf(failure: OpenFailure, onTable: boolean): string {
  return (
    failure.outcome ?? (onTable ? 'Nothing was changed: the board on screen is as it was.' : 'Nothing was opened.')
  );
}

/** The first `shown` problems as a list; the rest as a count. */
export function ProblemList({ problems, shown }: { problems: OpenFailure['problems']; shown: number }) {
  return (
    <>
      <ol className="problem-list" aria-label="Problems">
        {problems.slice(0, shown).map((p, i) => (
          <li key={i}>
            {/* Path and message are two parts of one sentence: "where: what" (read aloud and copied as such). */}
            <span className="problem-path">{p.path || 'the whole input'}</span>
            {': '}
            <span className="problem-message">{p.message}</span>
            {p.suggestion && <span className="problem-suggestion">Suggestion: {p.suggestion}</span>}
          </li>
        ))}
      </ol>
      {problems.length > shown && <p className="muted">…and {problems.length - shown} more.</p>}
    </>
  );
}
