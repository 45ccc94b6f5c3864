/**
 * A rule number that opens a short explanation (a popover, from the rules glossary). The button
 * is a plain element (a log holds hundreds of them); the popover (RulePopover) mounts, and is
 * loaded the first time, only while it is open. The button has what a popover trigger has:
 * aria-haspopup, aria-expanded, aria-controls while open, and it gets the focus back on close.
 */
import { lazy, memo, Suspense, useId, useRef, useState } from 'react';

const RulePopover = lazy(() => import('./RulePopover'));

export const RuleRef = memo(function RuleRef({ rule, className = '' }: { rule: string; className?: string }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  if (!rule) return null;
  const shown = rule === 'sandbox' ? 'sandbox' : rule;
  return (
    <>
      <button
        ref={button}
        type="button"
        className={`rule-ref ${className}`}
        aria-label={`Rule ${shown}: explain`}
        data-testid="rule-ref"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        data-state={open ? 'open' : 'closed'}
        onClick={() => setOpen((o) => !o)}
      >
        {shown}
      </button>
      {open && (
        <Suspense fallback={null}>
          <RulePopover rule={rule} shown={shown} id={id} button={button} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
});
