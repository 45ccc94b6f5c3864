/**
 * Errors and warnings collected while importing a Forge puzzle.
 * Errors are plain strings ("line 12: ..."); warnings are {@link PzlWarning} objects.
 */

/** What a warning is about, for grouping or filtering in the UI. */
export type PzlWarningKind =
  | 'unknown-section'
  | 'stray-line'
  | 'unknown-metadata-key'
  | 'duplicate-metadata-key'
  | 'title-truncated'
  | 'unknown-state-key'
  | 'unknown-phase'
  | 'unmodelled-modifier'
  | 'dropped-modifier'
  | 'set-codes'
  | 'proxied-cards'
  | 'token-spec';

/**
 * A problem that did not stop the import: something in the file was ignored or approximated.
 * `line` is the 1-based input line, absent for summary warnings; `message` already starts with
 * "line N: " when there is a line.
 */
export interface PzlWarning {
  kind: PzlWarningKind;
  line?: number;
  message: string;
}

/** Collector for errors and warnings; messages get a "line N: " prefix when a line is given. */
export class PzlDiagnostics {
  readonly errors: string[] = [];
  readonly warnings: PzlWarning[] = [];

  /** Records a fatal problem; the import will fail. */
  error(line: number | undefined, message: string): void {
    this.errors.push(line === undefined ? message : `line ${line}: ${message}`);
  }

  /** Records a non-fatal problem. */
  warn(kind: PzlWarningKind, line: number | undefined, message: string): void {
    if (line === undefined) this.warnings.push({ kind, message });
    else this.warnings.push({ kind, line, message: `line ${line}: ${message}` });
  }
}

/** Quotes user text for a message, shortened to `max` characters: `"Swamp|Tap…"`. */
export function quote(text: string, max = 60): string {
  const short = text.length > max ? `${text.slice(0, max - 1)}…` : text;
  return JSON.stringify(short);
}
