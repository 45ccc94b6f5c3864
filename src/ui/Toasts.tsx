/** Messages: refusals with their reason and rule, problems opening a scenario. */
import { useEffect } from 'react';
import { gameStore, useGame, type Toast } from '../store';
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
  return (
    <ol className="toasts" role="status" aria-live="polite" aria-label="Messages">
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} />
      ))}
    </ol>
  );
}
