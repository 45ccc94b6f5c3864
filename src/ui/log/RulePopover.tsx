/**
 * The explanation a rule number opens (Radix popover, anchored to the RuleRef button), with the
 * rules glossary. Loaded the first time a rule number is opened: the app's first load carries
 * neither the popover machinery nor this component.
 */
import * as Popover from '@radix-ui/react-popover';
import { useRef, type RefObject } from 'react';
import { explainRule } from '../rules-glossary';

export default function RulePopover({
  rule,
  shown,
  id,
  button,
  onClose,
}: {
  rule: string;
  shown: string;
  id: string;
  button: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}) {
  const entry = explainRule(rule);
  const outside = useRef(false);
  return (
    <Popover.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Popover.Anchor virtualRef={button} />
      <Popover.Portal>
        <Popover.Content
          id={id}
          className="rule-pop"
          side="left"
          align="start"
          sideOffset={6}
          collisionPadding={8}
          aria-label={`Rule ${shown}`}
          // The button toggles the popover itself (like a Radix trigger): a press on it is not "outside".
          onInteractOutside={(e) => {
            if (button.current?.contains(e.target as Node)) e.preventDefault();
            else outside.current = true;
          }}
          // Focus goes back to the button, unless the user went somewhere else.
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            if (!outside.current) button.current?.focus();
          }}
        >
          {entry ? (
            <>
              <div className="rule-pop-title">
                {entry.rule === 'sandbox' ? '' : `CR ${entry.rule} · `}
                {entry.title}
              </div>
              <p>{entry.text}</p>
              {entry.rule !== rule && (
                <p className="muted">
                  ({rule} is a part of rule {entry.rule}.)
                </p>
              )}
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
