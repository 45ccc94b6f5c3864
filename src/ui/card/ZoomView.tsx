/**
 * A card shown large, with its whole text and state (the registry's `view.zoom`: Z on the card
 * under the pointer or focus, a long press on touch). Escape, Z, the close button or a click
 * beside it closes it; focus goes back where it was.
 */
import { useEffect, useMemo, useRef } from 'react';
import { cardView, engine } from '../../store';
import { useCurrentState } from '../hooks';
import { useView, viewStore } from '../actions/view-store';
import { CardFrame } from './CardFrame';

export function ZoomView() {
  const id = useView((s) => s.zoom);
  const state = useCurrentState();
  const card = useMemo(() => (id && state ? cardView(state, engine.registry, id) : null), [id, state]);
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!card) return;
    const before = document.activeElement as HTMLElement | null;
    close.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      viewStore.setState({ zoom: null });
    };
    window.addEventListener('keydown', onKey, true);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      if (before?.isConnected) before.focus();
    };
  }, [card]);
  if (!card) return null;
  const shut = () => viewStore.setState({ zoom: null });
  return (
    <div className="zoom-backdrop" onClick={shut} data-testid="zoom">
      <div
        className={`zoom-view${card.copy ? ' copy' : ''}${card.token ? ' token' : ''}${card.facts.proxy ? ' proxy' : ''}`}
        role="dialog"
        aria-label={`${card.name}, shown large`}
        onClick={(e) => e.stopPropagation()}
      >
        <div className="zoom-frame detail-frame">
          <CardFrame card={card} size="full" />
        </div>
        <p className="zoom-label">{card.label}</p>
        <button type="button" ref={close} onClick={shut}>
          Close
        </button>
      </div>
    </div>
  );
}
