import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzCase } from './run';
import { scenarioArb } from './generate';
import { writeRegression } from './regression-file';

/** CI runs 1,000 cases; `FUZZ_RUNS=20000 npx vitest run src/fuzz` is the longer local mode. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
/** 60 ms a case, at least 10 minutes: a case takes about 10–15 ms of CPU on a shared 2-core machine. */
const TIMEOUT = Math.max(600_000, RUNS * 60);

describe('engine fuzzing (fast-check)', () => {
  it(
    `${RUNS} random scenarios × random legal action sequences keep every invariant`,
    () => {
      const property = fc.property(
        scenarioArb,
        fc.array(fc.nat({ max: 1000 }), { minLength: 5, maxLength: 25 }),
        (doc, choices) => fuzzCase(doc, choices) === null,
      );
      const details = fc.check(property, { numRuns: RUNS });
      if (details.failed && details.counterexample) {
        // Only the shrunk counterexample is written: a scenario file the runner can replay.
        const [doc, choices] = details.counterexample;
        const failure = fuzzCase(doc, choices);
        const file = failure ? writeRegression(failure) : '(not reproducible)';
        throw new Error(
          `${failure?.message ?? 'failure'} (seed ${details.seed}, path ${details.counterexamplePath})\nreplay: npm run -s scenario -- ${file}\nthen move it to src/fuzz/regressions/ as a regression test`,
        );
      }
      expect(details.numRuns).toBe(RUNS);
    },
    TIMEOUT,
  );
});
