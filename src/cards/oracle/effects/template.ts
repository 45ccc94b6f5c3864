/**
 * An effect template: a sentence pattern and how to build steps from its parts. A template
 * either builds the whole sentence or declines (returns false) — never part of it.
 */
import type { Build } from '../build';

export interface EffectTemplate {
  /** A short name, for coverage reports and tests. */
  id: string;
  /** The whole sentence (without the final period), with named groups for its parts. */
  re: RegExp;
  /** Adds steps (and targets) to `b`; false when a part isn't understood (then `b` is restored). */
  build(g: Record<string, string>, b: Build): boolean;
}
