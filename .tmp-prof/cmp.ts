import fc from 'fast-check';
import { fuzzCase as oldCase } from './run-old';
import { fuzzCase as newCase } from '../src/fuzz/run';
import { scenarioArb } from '../src/fuzz/generate';
const N = Number(process.argv[2] ?? 300);
const samples = fc.sample(fc.tuple(scenarioArb, fc.array(fc.nat({ max: 1000 }), { minLength: 5, maxLength: 25 })), { numRuns: N, seed: 42 });
for (let round = 0; round < 2; round++) for (const [name, f] of [['old', oldCase], ['new', newCase]] as const) {
  const t = performance.now();
  for (const [doc, choices] of samples) f(doc, choices);
  console.log(name, ((performance.now() - t) / N).toFixed(2), 'ms/case');
}
