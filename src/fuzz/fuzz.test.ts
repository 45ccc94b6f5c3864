import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzCase } from './run';
import { scenarioArb } from './generate';
import { writeRegression } from './regression-file';
import { hostileScenarioArb } from './hostile-oracle';
import { cardRequest, resolveGameCardsSync } from '../scenario/cards/game-cards';

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

describe('engine fuzzing with crafted card text (issue 23)', () => {
  /** Fewer cases: each compiles a card of up to 5,000 characters. */
  const HOSTILE_RUNS = Math.max(20, Math.floor(RUNS / 10));
  it(
    `${HOSTILE_RUNS} random boards carrying a card with hostile Oracle text keep every invariant`,
    () => {
      fc.assert(
        fc.property(
          hostileScenarioArb,
          fc.array(fc.nat({ max: 1000 }), { minLength: 5, maxLength: 15 }),
          (doc, choices) => {
            const { cards } = resolveGameCardsSync(cardRequest(doc), []);
            const failure = fuzzCase(doc, choices, cards.engine, cards);
            if (failure) throw new Error(`${failure.message}\n${JSON.stringify(failure.actions)}`);
            // The board opened with the crafted card's own data (so the case was played, not skipped).
            expect(cards.restore(doc).ok).toBe(true);
            expect(cards.engine.registry.get('Hostile Text')?.oracle).toBe(doc.cards[0]?.oracle_text);
          },
        ),
        { numRuns: HOSTILE_RUNS },
      );
    },
    TIMEOUT,
  );
});
