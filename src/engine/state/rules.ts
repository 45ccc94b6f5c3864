/**
 * The one table of Comprehensive Rules numbers the engine cites (`RULE.entersTapped` →
 * "614.1c"), written in rule-numbers.ts as one named constant per rule. A namespace of
 * constants rather than an object: the bundler resolves each `RULE.x` to its constant, so the
 * first load carries no table of names (bench: first-load JS, about 2.3 kB gzipped saved);
 * `Object.values(RULE)` still lists every number.
 */
import * as RULE from './rule-numbers';

export { RULE };

/** A rule number from {@link RULE}, e.g. `"704.5m"`; `"sandbox"` marks a manual move. */
export type RuleNumber = (typeof RULE)[keyof typeof RULE];
