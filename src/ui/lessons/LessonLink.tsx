/** One lesson in the gallery: a link (`#lesson=<id>`) with its title and the rules it shows. */
import type { LessonRecord } from './lesson-search';

export function LessonLink({
  lesson,
  onOpen,
  showGroup = false,
}: {
  lesson: LessonRecord;
  onOpen: (id: string) => void;
  showGroup?: boolean;
}) {
  return (
    <a
      href={`#lesson=${encodeURIComponent(lesson.id)}`}
      data-testid="lesson-link"
      data-lesson={lesson.id}
      onClick={(e) => {
        e.preventDefault();
        onOpen(lesson.id);
      }}
    >
      {showGroup && <span className="gallery-link-group">{lesson.group}</span>}
      <span className="gallery-link-title">{lesson.title}</span>
      {lesson.rules.length > 0 && (
        <span className="gallery-link-rules" aria-label={`Rules ${lesson.rules.join(', ')}`}>
          {lesson.rules.join(' · ')}
        </span>
      )}
    </a>
  );
}
