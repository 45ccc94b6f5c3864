/**
 * A card on the editor board: a focusable button named for the card and its state. Click,
 * Enter or Space selects it (its settings open beside the board); Delete removes it. It can be
 * dragged to a zone or onto another card (an Aura: onto its host), and is a drop target.
 */
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { useCallback } from 'react';
import { removeCard, sameAt } from '../../scenario/editor';
import type { EditorCardView } from '../../store/editor-view';
import { editorStore, useEditor } from '../../store/editor';
import { CardFrame, type CardSize } from '../card/CardFrame';
import { cardClasses } from '../hooks';
import { hostLook, useEditorDrag } from './editor-drag';

function Notes({ view }: { view: EditorCardView }) {
  const { attachedTo, enchantedBy, exiledWith, castableFrom, problem } = view;
  if (!attachedTo && !enchantedBy.length && !exiledWith && !castableFrom && !problem) return null;
  return (
    <span className="ed-notes" aria-hidden="true">
      {attachedTo && (
        <span className="ed-note ed-note-attached">
          → {attachedTo.name}
          {attachedTo.where ? ` ${attachedTo.where.replace(/^(on|in) /, '(')})` : ''}
        </span>
      )}
      {enchantedBy.map((n, i) => (
        <span key={i} className="ed-note ed-note-enchanted">
          Enchanted by {n}
        </span>
      ))}
      {exiledWith && <span className="ed-note ed-note-exiled">{exiledWith}</span>}
      {castableFrom && <span className="ed-note ed-note-castable">Castable from here</span>}
      {problem && (
        <span className="ed-note ed-note-problem" title={problem}>
          ⚠ {problem}
        </span>
      )}
    </span>
  );
}

export function EditorCard({ view, size }: { view: EditorCardView; size: CardSize }) {
  const selected = useEditor((s) => sameAt(s.selection, view.at));
  const drag = useEditorDrag();
  const {
    setNodeRef: dragRef,
    listeners,
    isDragging,
  } = useDraggable({ id: `edrag:${view.key}`, data: { at: view.at } });
  const { setNodeRef: dropRef } = useDroppable({
    id: `ecard:${view.key}`,
    data: { target: { kind: 'card', at: view.at, key: view.key } },
  });
  const ref = useCallback(
    (node: HTMLDivElement | null) => {
      dragRef(node);
      dropRef(node);
    },
    [dragRef, dropRef],
  );
  const look = hostLook(drag, view.key, sameAt(drag.dragging, view.at));
  const refused = drag.refused?.key === view.key ? drag.refused.n : 0;
  const classes = cardClasses(view.card, {
    dragging: isDragging,
    selected,
    [`drop-${look}`]: !!look,
    [`shake-${refused % 2}`]: refused > 0,
    'has-problem': !!view.problem,
  });
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      editorStore.getState().select(view.at);
    } else if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault();
      editorStore.getState().apply((doc) => removeCard(doc, view.at));
    }
  };
  return (
    <div className={`ed-card ed-card-${size}`}>
      <div
        ref={ref}
        role="button"
        tabIndex={0}
        aria-pressed={selected}
        aria-keyshortcuts="Delete"
        data-testid="editor-card"
        data-card={view.card.name}
        data-at={view.key}
        className={`card card-${size} ${classes}`}
        {...listeners}
        onClick={() => editorStore.getState().select(view.at)}
        onKeyDown={onKeyDown}
      >
        <span className="sr-only">{view.label}</span>
        <CardFrame card={view.card} size={size} />
      </div>
      <Notes view={view} />
    </div>
  );
}
