/** The lesson list the app opens on, grouped by the card each lesson is about. */
import { LESSON_GROUPS, LESSONS } from '../../scenario/lessons';

export function LessonGallery({ onOpen }: { onOpen: (id: string) => void }) {
  const groups = [...LESSON_GROUPS, ...new Set(LESSONS.map((l) => l.group).filter((g) => !(LESSON_GROUPS as readonly string[]).includes(g)))];
  return (
    <main className="gallery">
      <h1>Stackyard</h1>
      <p className="tagline">A table where a rules engine does what the Comprehensive Rules say — step by step, every step explained. Pick a lesson: each is one official ruling, played out on a board you can change.</p>
      {groups.map((group) => {
        const lessons = LESSONS.filter((l) => l.group === group);
        if (!lessons.length) return null;
        return (
          <section key={group} className="gallery-group" aria-label={group}>
            <h2>{group}</h2>
            <ul>
              {lessons.map((l) => (
                <li key={l.id}>
                  <a href={`#lesson=${encodeURIComponent(l.id)}`} onClick={(e) => { e.preventDefault(); onOpen(l.id); }} data-testid="lesson-link">{l.title}</a>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </main>
  );
}
