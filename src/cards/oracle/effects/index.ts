/**
 * An ability's effect text → its targets and steps, through the grammar (../grammar: tokens →
 * typed tree → the engine's vocabulary). The ability level (abilities/) calls this with the
 * effect part of one ability and a fresh {@link Build}.
 */
import type { Build } from '../build';
import { compileEffect } from '../grammar';

/**
 * Builds a whole effect into `b`; returns the piece of text that was not understood (a sentence,
 * or the words from where reading stopped), or null when every sentence was read and lowered.
 * The build is unchanged when it fails.
 */
export function buildEffect(text: string, b: Build): string | null {
  const failure = compileEffect(text, b);
  return failure ? failure.piece : null;
}
