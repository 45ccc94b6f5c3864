/** The gallery grouped by the card each lesson is about. */
import { LESSON_GROUPS } from '../../scenario/lessons/groups';
import type { LessonRecord } from './lesson-search';
import { LessonLink } from './LessonLink';

export function GalleryByCard({ lessons, onOpen }: { lessons: LessonRecord[]; onOpen: (id: string) => void }) {
  const groups = [...new Set([...LESSON_GROUPS, ...lessons.map((l) => l.group)])];
  return (
    <>
      {groups.map((group) => {
        const list = lessons.filter((l) => l.group === group);
        if (!list.length) return null;
        return (
          <section key={group} className="gallery-group" aria-label={group}>
            <h2>
              {group} <span className="gallery-count">{list.length}</span>
            </h2>
            <ul>
              {list.map((l) => (
                <li key={l.id}>
                  <LessonLink lesson={l} onOpen={onOpen} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
