/**
 * The lesson gallery the app opens on: every lesson, browsed by the card it is about or by the
 * rules it shows, with an instant search (title, ruling, cards on the board, rule numbers), and
 * "New board" for the editor.
 */
import { useMemo, useRef } from 'react';
import { LESSON_CATALOG } from '../../scenario/lessons/catalog';
import { editNewBoard } from '../editor/open-editor';
import { GalleryByCard } from './GalleryByCard';
import { GalleryByRule } from './GalleryByRule';
import { useGalleryIndex, type GalleryIndex } from './gallery-index';
import { useGallery, type GalleryView } from './gallery-state';
import { lessonRecord, searchLessons, type Explain, type LessonRecord } from './lesson-search';

/** Every lesson as the gallery lists it; searchable by its ruling, steps and cards once the index is loaded. */
function records(index: GalleryIndex | null): LessonRecord[] {
  const detail = new Map(index?.lessons.map((l) => [l.id, l]));
  return LESSON_CATALOG.map((l) => lessonRecord(l, detail.get(l.id) ?? null, index?.explain ?? null));
}
const VIEWS: { id: GalleryView; label: string }[] = [
  { id: 'card', label: 'By card' },
  { id: 'rule', label: 'By rule' },
];

export function LessonGallery({ onOpen }: { onOpen: (id: string) => void }) {
  const { query, view, setQuery, setView } = useGallery();
  // A search, or the view by rule, needs the index (rulings, steps, cards, the glossary): until
  // it is loaded they say so instead of showing a partial answer.
  const needed = query.trim() !== '' || view === 'rule';
  const { index, failed } = useGalleryIndex(needed);
  const all = useMemo(() => records(index), [index]);
  const found = useMemo(() => searchLessons(all, query), [all, query]);
  const waiting = !index && needed;
  const explain: Explain = index?.explain ?? (() => null);
  const input = useRef<HTMLInputElement>(null);
  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape' && query) {
      e.preventDefault();
      setQuery('');
    } else if (e.key === 'Enter' && !waiting && found.length === 1) onOpen(found[0]!.id);
  };
  return (
    <main className="gallery">
      <h1>Stackyard</h1>
      <p className="tagline">
        A table where a rules engine does what the Comprehensive Rules say — step by step, every step explained. Pick a
        lesson: each is one official ruling, played out on a board you can change. Or build your own board.
      </p>
      <div className="gallery-tools">
        <button
          type="button"
          className="primary"
          onClick={() => {
            void editNewBoard();
          }}
          data-testid="new-board"
        >
          + New board
        </button>
        <div role="search" className="gallery-search">
          <label htmlFor="lesson-search" className="sr-only">
            Search lessons
          </label>
          <input
            ref={input}
            id="lesson-search"
            type="search"
            value={query}
            autoComplete="off"
            data-testid="lesson-search"
            placeholder="Search: a card, a rule (704.5m), a word"
            aria-describedby="lesson-count"
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={onKeyDown}
          />
        </div>
        <fieldset className="segmented" aria-label="Browse">
          <legend className="sr-only">Browse lessons</legend>
          {VIEWS.map((v) => (
            <label key={v.id} className={view === v.id ? 'on' : ''}>
              <input
                type="radio"
                name="gallery-view"
                value={v.id}
                checked={view === v.id}
                onChange={() => setView(v.id)}
              />{' '}
              {v.label}
            </label>
          ))}
        </fieldset>
      </div>
      <p id="lesson-count" className="gallery-status" role="status" aria-live="polite" data-testid="lesson-count">
        {waiting
          ? failed
            ? 'The lesson index could not be loaded: check the connection and reload the page.'
            : 'Loading the lesson index…'
          : query.trim()
            ? `${found.length} of ${all.length} lessons match “${query.trim()}”`
            : `${all.length} lessons`}
      </p>
      {waiting ? (
        <div className="gallery-empty" data-testid="gallery-loading" aria-busy={!failed}>
          <p className="muted">{failed ? 'The search and the view by rule need it.' : 'Loading…'}</p>
        </div>
      ) : found.length === 0 ? (
        <div className="gallery-empty" data-testid="no-results">
          <p>No lesson matches “{query.trim()}”.</p>
          <p className="muted">
            Try a card name (Spellweaver Volute), a rule number (704.5m, or 704 for a whole rule) or a word from a
            ruling (copy, exile, flashback).
          </p>
          <button
            type="button"
            onClick={() => {
              setQuery('');
              input.current?.focus();
            }}
          >
            Clear the search
          </button>
        </div>
      ) : view === 'card' ? (
        <GalleryByCard lessons={found} onOpen={onOpen} />
      ) : (
        <GalleryByRule lessons={found} onOpen={onOpen} query={query} explain={explain} />
      )}
    </main>
  );
}
