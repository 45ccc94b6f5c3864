/** The gallery browsed by rule: every CR number the lessons show, in order, with the glossary's short explanation. */
import { rulesIndex, ruleUnder, type Explain, type LessonRecord } from './lesson-search';
import { LessonLink } from './LessonLink';

export function GalleryByRule({
  lessons,
  onOpen,
  query,
  explain,
}: {
  lessons: LessonRecord[];
  onOpen: (id: string) => void;
  query: string;
  /** The glossary's entry of a rule. */
  explain: Explain;
}) {
  // Asked for a rule: show that rule (and its sub-rules), not every other rule of the lessons found.
  const asked = query
    .trim()
    .split(/\s+/)
    .map((w) => w.replace(/^cr/i, ''))
    .filter((w) => /^\d{3}/.test(w));
  const groups = rulesIndex(lessons, explain).filter((g) => !asked.length || asked.some((w) => ruleUnder(g.rule, w)));
  return (
    <>
      {groups.map((g) => (
        <section key={g.rule} className="gallery-group gallery-rule" aria-label={`Rule ${g.rule}`}>
          <h2>
            <span className="rule-number">{g.rule}</span> {g.title ?? 'Comprehensive Rules'}{' '}
            <span className="gallery-count">{g.lessons.length}</span>
          </h2>
          {g.explanation && <p className="gallery-rule-text">{g.explanation}</p>}
          <ul>
            {g.lessons.map((l) => (
              <li key={l.id}>
                <LessonLink lesson={l} onOpen={onOpen} showGroup />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
