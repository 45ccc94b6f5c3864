/** A rule number that opens a short explanation (Radix popover), from the rules glossary. */
import * as Popover from '@radix-ui/react-popover';
import { explainRule } from '../rules-glossary';

export function RuleRef({ rule, className = '' }: { rule: string; className?: string }) {
  if (!rule) return null;
  const entry = explainRule(rule);
  const shown = rule === 'sandbox' ? 'sandbox' : rule;
  return (
    <Popover.Root>
      <Popover.Trigger className={`rule-ref ${className}`} aria-label={`Rule ${shown}: explain`} data-testid="rule-ref">
        {shown}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className="rule-pop" side="left" align="start" sideOffset={6} collisionPadding={8} aria-label={`Rule ${shown}`}>
          {entry ? (
            <>
              <div className="rule-pop-title">{entry.rule === 'sandbox' ? '' : `CR ${entry.rule} · `}{entry.title}</div>
              <p>{entry.text}</p>
              {entry.rule !== rule && <p className="muted">({rule} is a part of rule {entry.rule}.)</p>}
            </>
          ) : (
            <p>Comprehensive Rules {rule}. No short explanation yet.</p>
          )}
          <Popover.Arrow className="rule-pop-arrow" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
