/**
 * Illegal actions (DESIGN: "Actions in, events out"). The engine throws an
 * {@link IllegalActionError} naming the reason and the CR rule; `perform` then leaves the
 * state untouched (the working copy is discarded).
 */
export class IllegalActionError extends Error {
  /** CR rule number that forbids the action, e.g. `"302.6"`. */
  readonly rule: string;
  constructor(reason: string, rule: string) {
    super(`${reason} (CR ${rule})`);
    this.name = 'IllegalActionError';
    this.rule = rule;
  }
  /** The reason without the rule suffix. */
  get reason(): string {
    return this.message.replace(/ \(CR [^)]*\)$/, '');
  }
}

/** Throws an {@link IllegalActionError} when `ok` is false. */
export function ensure(ok: unknown, reason: string, rule: string): asserts ok {
  if (!ok) throw new IllegalActionError(reason, rule);
}
