/**
 * First pass over a Forge .pzl text: splits it into `[metadata]` (`Key:Value`) and `[state]`
 * (`key=value`) lines with their line numbers. Handles a BOM, CR/LF/CRLF line ends, blank
 * lines, `#` comments, stray whitespace and any case in section names; strips control
 * characters. Reports structural problems to a {@link PzlDiagnostics}.
 */
import { PzlDiagnostics, quote } from './pzl-diagnostics';

/** A `key:value` or `key=value` line: `key` trimmed as written, `value` trimmed. */
export interface PzlKeyLine {
  line: number;
  key: string;
  value: string;
}

/** The two sections; `state` is `undefined` when the file has no `[state]` header. */
export interface PzlSections {
  metadata: PzlKeyLine[];
  state: PzlKeyLine[] | undefined;
}

/** Largest accepted input, in UTF-16 code units. */
export const MAX_PZL_CHARS = 1_000_000;

// C0/C1 controls and the bidirectional formatting characters (which can disguise text).
const CONTROL_CHARS = /[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;
const METADATA_KEY = /^([A-Za-z][A-Za-z0-9_]*)\s*:(.*)$/;
const STATE_KEY = /^[A-Za-z0-9_]+$/;
const LOOKS_LIKE_STATE = /^(human|ai|p0|p1|active|turn)[a-z0-9_]*\s*=/i;

/** Removes control characters from one line; a tab becomes a space. */
export function cleanLine(text: string): string {
  return text.replace(/\t/g, ' ').replace(CONTROL_CHARS, '');
}

/**
 * Splits `text` into sections. Errors (recorded in `diag`): input too large, a `[state]` line
 * without `=`, no `[state]` section. Warnings: unknown sections and lines outside any section
 * (ignored). Metadata lines that do not start with `Key:` continue the previous value.
 */
export function splitPzlSections(text: string, diag: PzlDiagnostics): PzlSections {
  const result: PzlSections = { metadata: [], state: undefined };
  if (text.length > MAX_PZL_CHARS) {
    diag.error(undefined, `input is ${text.length.toLocaleString('en-US')} characters; the limit is 1,000,000`);
    return result;
  }
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  let section: 'none' | 'metadata' | 'state' | 'other' = 'none';
  const strayState: { line: number; content: string }[] = [];
  let lastLine = 1;

  lines.forEach((raw, index) => {
    const line = index + 1;
    const content = cleanLine(raw).trim();
    if (content === '') return;
    lastLine = line;
    if (content.startsWith('#')) return;

    const header = /^\[\s*([^\]]*?)\s*\]$/.exec(content);
    if (header) {
      const name = (header[1] ?? '').toLowerCase();
      if (name === 'metadata') section = 'metadata';
      else if (name === 'state') {
        section = 'state';
        result.state ??= [];
      } else {
        section = 'other';
        diag.warn(
          'unknown-section',
          line,
          `section ${quote(content)} is not a Forge puzzle section; its lines were ignored`,
        );
      }
      return;
    }

    if (LOOKS_LIKE_STATE.test(content) && section !== 'state' && section !== 'other') {
      strayState.push({ line, content });
      return;
    }

    switch (section) {
      case 'none':
        diag.warn('stray-line', line, `${quote(content)} is outside any section; ignored`);
        return;
      case 'other':
        return;
      case 'metadata': {
        const m = METADATA_KEY.exec(content);
        const previous = result.metadata[result.metadata.length - 1];
        if (m) result.metadata.push({ line, key: m[1] ?? '', value: (m[2] ?? '').trim() });
        else if (previous) previous.value = previous.value === '' ? content : `${previous.value}\n${content}`;
        else diag.warn('stray-line', line, `${quote(content)} in [metadata] is not a Key:Value line; ignored`);
        return;
      }
      case 'state': {
        const eq = content.indexOf('=');
        const key = eq < 0 ? '' : content.slice(0, eq).trim();
        if (!STATE_KEY.test(key)) {
          diag.error(line, `expected key=value in [state], got ${quote(content)}`);
          return;
        }
        result.state?.push({ line, key, value: content.slice(eq + 1).trim() });
        return;
      }
    }
  });

  const firstStray = strayState[0];
  if (result.state === undefined && firstStray) {
    diag.error(
      firstStray.line,
      `missing [state] section (${quote(firstStray.content)} looks like a [state] line but no [state] header precedes it)`,
    );
  } else if (result.state === undefined) {
    diag.error(lastLine, 'missing [state] section (reached the end of the input)');
  } else {
    for (const { line, content } of strayState) {
      diag.warn('stray-line', line, `${quote(content)} looks like a [state] line but is not in [state]; ignored`);
    }
  }
  return result;
}
