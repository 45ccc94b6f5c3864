/**
 * The built-in lessons: one scenario file per official ruling (docs/scenario-format.md), grouped
 * by card. The app opens on this list; each lesson has a test that replays it and checks the
 * outcome the ruling states (src/scenario/lessons/*.test.ts).
 */
import voluteCopyCast from './volute/copy-cast-from-graveyard.json';

/** A lesson as the gallery lists it. `doc` is an unrestored scenario document. */
export interface LessonEntry {
  /** Stable slug, used in URLs (`#lesson=<id>`). */
  id: string;
  /** Gallery group: the card it is about, or "General rulings". */
  group: string;
  title: string;
  doc: unknown;
}

/** Gallery groups, in display order. */
export const LESSON_GROUPS = ['General rulings', 'Spellweaver Volute', 'Spellweaver Helix', 'Spider-Verse', 'Arcane Savant'] as const;

export const LESSONS: readonly LessonEntry[] = [
  { id: 'volute-copy-cast', group: 'Spellweaver Volute', title: voluteCopyCast.title, doc: voluteCopyCast },
];
