/**
 * Messages: refusals with their reason and rule, problems opening a scenario. Where they are is
 * published (log/notice-room.ts) so that the rules log under them makes room for its last lines.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { gameStore, useGame, type Toast } from '../store';
import { noticeRoom } from './log/notice-room';
import { RuleRef } from './log/RuleRef';

function ToastItem({ toast }: { toast: Toast }) {
  useEffect(() => {
    const t = window.setTimeout(
      () => gameStore.getState().dismissToast(toast.id),
      toast.kind === 'error' ? 9000 : 4000,
    );
    return () => window.clearTimeout(t);
  }, [toast]);
  return (
    <li className={`toast toast-${toast.kind}`} data-testid="toast">
      <span>{toast.text}</span>
      {toast.rule && <RuleRef rule={toast.rule} />}
      <button
        type="button"
        className="link"
        aria-label="Dismiss"
        onClick={() => gameStore.getState().dismissToast(toast.id)}
      >
        ×
      </button>
    </li>
  );
}

export function Toasts() {
  const toasts = useGame((s) => s.toasts);
  const list = useRef<HTMLOListElement>(null);
  useLayoutEffect(() => {
    const el = list.current;
    if (!el) return;
    const publish = () => {
      const r = el.getBoundingClientRect();
      noticeRoom.setState({
        box: r.height > 0 ? { top: r.top, left: r.left, right: r.right, bottom: r.bottom } : null,
      });
    };
    const observer = new ResizeObserver(publish);
    observer.observe(el);
    window.addEventListener('resize', publish);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', publish);
      noticeRoom.setState({ box: null });
    };
  }, []);
  return (
    <ol className="toasts" role="status" aria-live="polite" aria-label="Messages" ref={list}>
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} />
      ))}
    </ol>
  );
}
