/**
 * An input over a value of the document that may be mid-typing invalid ("-", "" in a number):
 * what is typed is kept locally, each valid value is applied at once (one undo step per field),
 * and the shown text follows the document again when the field is left or undo changes it.
 */
import { useState } from 'react';

export function DraftInput({
  value,
  commit,
  label,
  invalidText,
  className = '',
  ...rest
}: {
  value: string;
  /** Applies a typed value; false when it is not valid. */
  commit: (text: string) => boolean;
  label: string;
  invalidText: string;
  className?: string;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>) {
  const [draft, setDraft] = useState<string | null>(null);
  const [bad, setBad] = useState(false);
  const shown = draft ?? value;
  return (
    <label className={`field ${className}`}>
      <span className="field-label">{label}</span>
      <input
        type="text"
        {...rest}
        value={shown}
        aria-invalid={bad || undefined}
        onChange={(e) => {
          setDraft(e.target.value);
          setBad(!commit(e.target.value));
        }}
        onBlur={() => {
          setDraft(null);
          setBad(false);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            setDraft(null);
            setBad(false);
          }
        }}
      />
      {bad && (
        <span className="field-error" role="alert">
          {invalidText}
        </span>
      )}
    </label>
  );
}
